/**
 * `sortie report <dir>`: re-renders CSVs, charts and report.html of a results
 * folder from its games.ndjson (e.g. after a merge, or with a newer Sortie).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { writeReport } from '../../report/write-report.js';
import { thisCommand, withFolderLock } from '../../runner/folder-lock.js';
import { ensureWritableFolder } from '../../runner/writable-folder.js';
import { eprint, ReportedError, reportingRefusal, reportInterruptibly } from '../common.js';

/** Arguments of `sortie report`. */
export interface ReportArgs {
  dir: string;
  charts: boolean;
  html: boolean;
  gamesCsv: boolean;
}

async function handler(argv: ArgumentsCamelCase<ReportArgs>): Promise<void> {
  const dir = resolve(argv.dir);
  if (!existsSync(join(dir, 'games.ndjson'))) {
    eprint(`error: ${argv.dir} has no games.ndjson: not a results folder`);
    throw new ReportedError(1);
  }
  await reportingRefusal(() => ensureWritableFolder(dir));
  await reportingRefusal(() =>
    withFolderLock(dir, thisCommand(), () =>
      reportInterruptibly(argv.dir, () =>
        writeReport(dir, {
          charts: argv.charts,
          html: argv.html,
          gamesCsv: argv.gamesCsv,
          rebuild: true,
          onWarning: (m) => eprint(`warning: ${m}`),
        }),
      ),
    ),
  );
  eprint(`report written to ${argv.html ? join(dir, 'report.html') : dir}`);
}

/** The `report` command module. */
export const reportCommand: CommandModule<object, ReportArgs> = {
  command: 'report <dir>',
  describe: 're-render CSVs, charts and report.html from a results folder',
  builder: (y: Argv) =>
    y
      .positional('dir', {
        type: 'string',
        demandOption: true,
        describe: 'results folder (holds manifest.json and games.ndjson)',
      })
      .options({
        charts: {
          type: 'boolean',
          default: true,
          describe: 'render charts/*.vl.json, .svg, .png (--no-charts skips)',
        },
        html: { type: 'boolean', default: true, describe: 'write report.html (--no-html skips)' },
        'games-csv': {
          type: 'boolean',
          default: true,
          describe: 'write games.csv, one row a game (--no-games-csv skips)',
        },
      })
      .example(
        '$0 report results/sabre-vs-scarab',
        'rebuild every derived file of a results folder',
      )
      .example(
        '$0 report results/merged --no-charts --no-html',
        'only games.csv, summary and metric CSVs',
      ) as unknown as Argv<ReportArgs>,
  handler,
};
