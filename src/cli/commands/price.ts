/**
 * `sortie price <config>`: each build's fair cost in points with an interval and the
 * parts' values, from a round robin among the config's `builds:`.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { analysePrice, planPrice, priceJson, priceReport, priceText } from '../../balance/price.js';
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
    planPrice(argv.config, { overrides: overridesFrom(argv), pilots: pilotList(argv) }),
  );
  const outDir = toolOutDir('price', plan.source.name, argv);
  const runner = await withToolRunner(
    argv,
    outDir,
    plan.units,
    plannedGames(plan.units),
    resumeCommand('price', argv),
    (r) => runAllUnits(r, plan.units),
  );
  const result = await analysePrice(outDir, plan);
  await finishTool(
    argv,
    outDir,
    priceReport(plan, result),
    priceJson(result),
    priceText(result),
    runner.errors > 0,
  );
}

/** The `price` command module. */
export const priceCommand: CommandModule<object, ToolArgs> = {
  command: 'price <config>',
  describe: 'fair cost in points of each build (with an interval) and part values, printed vs fair',
  builder: (y: Argv) =>
    y
      .positional('config', {
        type: 'string',
        demandOption: true,
        describe: 'price config (YAML with builds:)',
      })
      .options(toolOptions)
      .check(checkToolArgs)
      .example(
        '$0 price configs/price-mixed-costs.yaml --json',
        'print {"builds": [{"build", "printedPoints", "fairPoints", "ciLow", "ciHigh"}]}',
      ) as unknown as Argv<ToolArgs>,
  handler,
};
