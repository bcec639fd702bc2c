/**
 * `sortie sweep <config>`: a grid over config values (`sweep:` axes), each cell the
 * base matchup with those values, all cells on the same seeds; win rate per cell with
 * its interval and the paired change against the first cell.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { analyseSweep, planSweep, sweepReport, sweepText } from '../../balance/sweep.js';
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
    planSweep(argv.config, { overrides: overridesFrom(argv), pilots: pilotList(argv) }),
  );
  const outDir = toolOutDir('sweep', plan.source.name, argv);
  const runner = await withToolRunner(
    argv,
    outDir,
    plan.units,
    plannedGames(plan.units),
    resumeCommand('sweep', argv),
    (r) => runAllUnits(r, plan.units),
  );
  const result = await analyseSweep(outDir, plan);
  await finishTool(
    argv,
    outDir,
    sweepReport(plan, result),
    result,
    sweepText(result),
    runner.errors > 0,
  );
}

/** The `sweep` command module. */
export const sweepCommand: CommandModule<object, ToolArgs> = {
  command: 'sweep <config>',
  describe:
    'grid over config values (table constants, parts, layouts, ...): win rate per cell with intervals',
  builder: (y: Argv) =>
    y
      .positional('config', {
        type: 'string',
        demandOption: true,
        describe: 'sweep config (a matchup plus sweep: axes)',
      })
      .options(toolOptions)
      .check(checkToolArgs)
      .example(
        '$0 sweep configs/sweep-range-and-gun.yaml --games 400',
        '400 seat-swapped games per cell',
      ) as unknown as Argv<ToolArgs>,
  handler,
};
