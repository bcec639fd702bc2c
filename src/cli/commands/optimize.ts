/**
 * `sortie optimize <config>`: the best builds the config's `optimize:` block allows,
 * against its gauntlet, within a budget of games (successive halving over seat-swapped
 * pairs, then a final stage separating the finalists). The progress line names the round.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import {
  analyseOptimize,
  optimizeJson,
  optimizeMeasure,
  planOptimize,
} from '../../balance/optimize.js';
import { optimizeReport, optimizeText } from '../../balance/optimize-report.js';
import { runRace, type RaceOutcome, type RaceStage } from '../../balance/race.js';
import { overridesFrom } from '../common.js';
import {
  checkToolArgs,
  finishTool,
  planOrReport,
  queueToolOptions,
  resumeCommand,
  toolOptions,
  toolOutDir,
  withToolRunner,
  type ToolArgs,
} from '../balance-cli.js';

/** Arguments of `sortie optimize`. */
export interface OptimizeArgs extends ToolArgs {
  budget?: number;
}

async function handler(argv: ArgumentsCamelCase<OptimizeArgs>): Promise<void> {
  const plan = await planOrReport(argv.config, () =>
    planOptimize(argv.config, {
      overrides: overridesFrom(argv),
      ...(argv.budget !== undefined ? { budget: argv.budget } : {}),
    }),
  );
  const outDir = toolOutDir('optimize', plan.source.name, argv);
  const extra = argv.budget !== undefined ? ['--budget', String(argv.budget)] : [];
  let stage: RaceStage | null = null;
  let race: RaceOutcome | null = null;
  const label = () =>
    stage
      ? `round ${stage.round} of ${stage.rounds}${stage.round === stage.rounds ? ' (final)' : ''}, ${stage.candidates} builds`
      : 'starting';
  const runner = await withToolRunner(
    argv,
    outDir,
    plan.units,
    plan.schedule.games,
    resumeCommand('optimize', argv, extra),
    async (r) => {
      race = await runRace(
        r,
        outDir,
        plan.units,
        plan.raceCandidates,
        plan.references,
        plan.schedule,
        (s) => (stage = s),
        optimizeMeasure(outDir, plan),
      );
    },
    label,
  );
  const result = await analyseOptimize(outDir, plan, race!);
  if (!argv.quiet)
    process.stderr.write(`played ${result.games} of a budget of ${result.budget} games\n`);
  await finishTool(
    argv,
    outDir,
    optimizeReport(plan, result),
    optimizeJson(result),
    optimizeText(result),
    runner.errors > 0,
  );
}

/** The `optimize` command module. */
export const optimizeCommand: CommandModule<object, OptimizeArgs> = {
  command: 'optimize <config>',
  describe:
    'the best builds a search allows against a gauntlet, within a budget of games (racing, with intervals)',
  builder: (y: Argv) =>
    y
      .positional('config', {
        type: 'string',
        demandOption: true,
        describe: 'optimize config (optimize: {ship, opponents, pilot, budget, ...})',
      })
      .options({
        ...toolOptions,
        ...queueToolOptions,
        budget: {
          type: 'number',
          describe: 'games, all rounds together (default: optimize.budget)',
        },
      })
      .check((a) => {
        const base = checkToolArgs(a);
        if (base !== true) return base;
        if (a.games !== undefined)
          return 'optimize plays a budget of games: use --budget (all rounds together) instead of --games';
        if (a.pilots !== undefined)
          return 'optimize flies every candidate with optimize.pilot: --pilots does not apply';
        if (a.budget !== undefined && (!Number.isInteger(a.budget) || (a.budget as number) < 2))
          return '--budget must be a whole number ≥ 2';
        return true;
      })
      .example(
        '$0 optimize configs/optimize-forge-4.yaml --budget 2000',
        'a short race of 2,000 games',
      ) as unknown as Argv<OptimizeArgs>,
  handler,
};
