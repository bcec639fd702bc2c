/**
 * `sortie outliers <config>`: for each point cost, the builds of the config's
 * `outliers:` space that are stronger than their cost predicts (the price model,
 * Holm-corrected), with fair points and the parts the outliers share.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import {
  analyseOutliers,
  outliersJson,
  outliersReport,
  outliersText,
  planOutliers,
} from '../../balance/outliers.js';
import { overridesFrom } from '../common.js';
import {
  checkToolArgs,
  finishTool,
  planOrReport,
  plannedGames,
  queueToolOptions,
  resumeCommand,
  runAllUnits,
  toolOptions,
  toolOutDir,
  withToolRunner,
  type ToolArgs,
} from '../balance-cli.js';

async function handler(argv: ArgumentsCamelCase<ToolArgs>): Promise<void> {
  const plan = await planOrReport(argv.config, () =>
    planOutliers(argv.config, { overrides: overridesFrom(argv) }),
  );
  const outDir = toolOutDir('outliers', plan.source.name, argv);
  const runner = await withToolRunner(
    argv,
    outDir,
    plan.units,
    plannedGames(plan.units),
    resumeCommand('outliers', argv),
    (r) => runAllUnits(r, plan.units),
  );
  const result = await analyseOutliers(outDir, plan);
  await finishTool(
    argv,
    outDir,
    outliersReport(plan, result),
    outliersJson(result),
    outliersText(result),
    runner.errors > 0,
  );
}

/** The `outliers` command module. */
export const outliersCommand: CommandModule<object, ToolArgs> = {
  command: 'outliers <config>',
  describe:
    'builds stronger than their cost predicts (price model, corrected for multiple comparisons) and the parts they share',
  builder: (y: Argv) =>
    y
      .positional('config', {
        type: 'string',
        demandOption: true,
        describe: 'outliers config (outliers: {ship, opponents, pilot, games, ...})',
      })
      .options({ ...toolOptions, ...queueToolOptions })
      .check((a) => {
        const base = checkToolArgs(a);
        if (base !== true) return base;
        if (a.pilots !== undefined)
          return 'outliers flies every candidate with outliers.pilot: --pilots does not apply';
        if (a.games !== undefined && a.games % 2)
          return '--games must be even (seat-swapped pairs)';
        return true;
      })
      .example(
        '$0 outliers configs/outliers-forge.yaml --games 20',
        '20 games per build and opponent',
      ) as unknown as Argv<ToolArgs>,
  handler,
};
