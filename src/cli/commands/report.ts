/**
 * `sortie report <dir>`: re-renders CSVs, charts and report.html of a results
 * folder from its games.ndjson (e.g. after a merge, or with a newer Sortie).
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { resolve } from 'node:path';
import { writeReport } from '../../report/write-report.js';

/** Arguments of `sortie report`. */
export interface ReportArgs {
  dir: string;
  charts: boolean;
  html: boolean;
}

/** The yargs module of `sortie report`. */
export const reportCommand: CommandModule<object, ReportArgs> = {
  command: 'report <dir>',
  describe: 're-render CSVs, charts and report.html from a results folder',
  builder: (yargs: Argv) =>
    yargs
      .positional('dir', { type: 'string', describe: 'results folder (holds manifest.json and games.ndjson)', demandOption: true })
      .option('charts', { type: 'boolean', default: true, describe: 'render charts (use --no-charts to skip)' })
      .option('html', { type: 'boolean', default: true, describe: 'write report.html (use --no-html to skip)' })
      .example('$0 report results/sabre-vs-scarab', 'rebuild every derived file of a results folder')
      .example('$0 report results/merged --no-charts --no-html', 'only the CSVs and summary.json') as unknown as Argv<ReportArgs>,
  handler: async (argv: ArgumentsCamelCase<ReportArgs>) => {
    const dir = resolve(argv.dir);
    await writeReport(dir, { charts: argv.charts, html: argv.html });
    process.stdout.write(`report written to ${dir}\n`);
  },
};

export default reportCommand;
