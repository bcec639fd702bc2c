/**
 * `sortie diff <dirA> <dirB>`: compares two results folders matchup by matchup, with
 * an interval on each win-rate change and the ones beyond noise marked.
 */
import { basename, join, resolve } from 'node:path';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { diffFolders, diffReport, diffText } from '../../balance/diff.js';
import { writeBalanceReport } from '../../report/balance-report.js';
import { ensureWritableFolder } from '../../runner/writable-folder.js';
import { eprint, ReportedError, reportingRefusal } from '../common.js';

/** Arguments of `sortie diff`. */
export interface DiffArgs {
  dirA: string;
  dirB: string;
  out?: string;
  json: boolean;
  charts: boolean;
  quiet: boolean;
}

async function handler(argv: ArgumentsCamelCase<DiffArgs>): Promise<void> {
  let result;
  try {
    result = await diffFolders(argv.dirA, argv.dirB);
  } catch (e) {
    eprint(`error: ${(e as Error).message}`);
    throw new ReportedError(1);
  }
  const outDir =
    argv.out ??
    join('results', `diff-${basename(resolve(argv.dirA))}-vs-${basename(resolve(argv.dirB))}`);
  await reportingRefusal(() => ensureWritableFolder(outDir));
  await writeBalanceReport(outDir, diffReport(result), { charts: argv.charts });
  process.stdout.write((argv.json ? JSON.stringify(result) : diffText(result)) + '\n');
  if (!argv.quiet) eprint(`report: ${join(outDir, 'report.html')}`);
}

/** The `diff` command module. */
export const diffCommand: CommandModule<object, DiffArgs> = {
  command: 'diff <dirA> <dirB>',
  describe:
    'compare two results folders matchup by matchup: win-rate change with intervals, moves beyond noise marked',
  builder: (y: Argv) =>
    y
      .positional('dirA', {
        type: 'string',
        demandOption: true,
        describe: 'results folder before the change',
      })
      .positional('dirB', {
        type: 'string',
        demandOption: true,
        describe: 'results folder after the change',
      })
      .options({
        out: {
          type: 'string',
          describe:
            'where to write diff.csv, charts and report.html (default: results/diff-<A>-vs-<B>)',
        },
        json: {
          type: 'boolean',
          default: false,
          describe: 'print the comparison as one JSON object',
        },
        charts: {
          type: 'boolean',
          default: true,
          describe: 'write chart files (--no-charts: report.html still shows them)',
        },
        quiet: {
          type: 'boolean',
          alias: 'q',
          default: false,
          describe: 'no report path on stderr',
        },
      })
      .example(
        '$0 diff results/before results/after',
        'which matchups moved after a cost change',
      ) as unknown as Argv<DiffArgs>,
  handler,
};
