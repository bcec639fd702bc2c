/**
 * `sortie ablate <config>`: swaps each part of a build for each legal alternative in
 * its slot and plays the same seeds; the paired change in win rate next to the part's
 * usage.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { planAblate } from '../../balance/ablate.js';
import { ablateReport, ablateText, analyseAblate } from '../../balance/ablation.js';
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
    planAblate(argv.config, { overrides: overridesFrom(argv), pilots: pilotList(argv) }),
  );
  const outDir = toolOutDir('ablate', plan.source.name, argv);
  const runner = await withToolRunner(
    argv,
    outDir,
    plan.units,
    plannedGames(plan.units),
    resumeCommand('ablate', argv),
    (r) => runAllUnits(r, plan.units),
  );
  const result = await analyseAblate(outDir, plan);
  await finishTool(
    argv,
    outDir,
    ablateReport(plan, result),
    result,
    ablateText(result),
    runner.errors > 0,
  );
}

/** The `ablate` command module. */
export const ablateCommand: CommandModule<object, ToolArgs> = {
  command: 'ablate <config>',
  describe:
    'swap each part of a build for its alternatives on the same seeds: paired win-rate change and usage',
  builder: (y: Argv) =>
    y
      .positional('config', {
        type: 'string',
        demandOption: true,
        describe: 'ablation config (build:, opponents:, optional ablate:)',
      })
      .options(toolOptions)
      .check(checkToolArgs)
      .example(
        '$0 ablate configs/ablate-sabre.yaml --games 200',
        '200 games per variant and opponent',
      ) as unknown as Argv<ToolArgs>,
  handler,
};
