/**
 * `sortie tournament <config>`: a seat-swapped round robin among the config's
 * `builds:`, with the win-rate matrix, Bradley–Terry ratings with intervals and the
 * likelihood-of-superiority matrix.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import {
  analyseTournament,
  planTournament,
  tournamentJson,
  tournamentReport,
  tournamentText,
} from '../../balance/tournament.js';
import { overridesFrom } from '../common.js';
import {
  checkToolArgs,
  finishTool,
  pilotList,
  planOrReport,
  plannedGames,
  resumeCommand,
  runAllUnits,
  toolOptions,
  toolOutDir,
  withToolRunner,
  type ToolArgs,
} from '../balance-cli.js';

async function handler(argv: ArgumentsCamelCase<ToolArgs>): Promise<void> {
  const plan = await planOrReport(argv.config, () =>
    planTournament(argv.config, { overrides: overridesFrom(argv), pilots: pilotList(argv) }),
  );
  const outDir = toolOutDir('tournament', plan.source.name, argv);
  const runner = await withToolRunner(
    argv,
    outDir,
    plan.units,
    plannedGames(plan.units),
    resumeCommand('tournament', argv),
    (r) => runAllUnits(r, plan.units),
  );
  const result = await analyseTournament(outDir, plan);
  await finishTool(
    argv,
    outDir,
    tournamentReport(plan, result),
    tournamentJson(result),
    tournamentText(result),
    runner.errors > 0,
  );
}

/** The `tournament` command module. */
export const tournamentCommand: CommandModule<object, ToolArgs> = {
  command: 'tournament <config>',
  describe:
    'round robin among builds: win-rate matrix, ratings with intervals, likelihood of superiority',
  builder: (y: Argv) =>
    y
      .positional('config', {
        type: 'string',
        demandOption: true,
        describe: 'tournament config (YAML with builds:)',
      })
      .options(toolOptions)
      .check(checkToolArgs)
      .example(
        '$0 tournament configs/tournament-starters.yaml --games 400',
        'every pairing plays 400 seat-swapped games',
      )
      .example(
        '$0 tournament configs/tournament-starters.yaml --json',
        'print {"ratings": [...], "matrix": [...]}',
      ) as unknown as Argv<ToolArgs>,
  handler,
};
