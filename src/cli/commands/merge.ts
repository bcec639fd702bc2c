/**
 * `sortie merge <dir>... --out DIR`: combines shard folders into the results of
 * the unsharded run, then writes the report files.
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { writeReport } from '../../report/write-report.js';
import { MergeError, mergeShards } from '../../runner/merge.js';
import { thisCommand, withFolderLock } from '../../runner/folder-lock.js';
import { ensureWritableFolder } from '../../runner/writable-folder.js';
import { eprint, ReportedError, reportingRefusal, reportInterruptibly } from '../common.js';
import { plural } from '../../report/plural.js';

/** Arguments of `sortie merge`. */
export interface MergeArgs {
  dirs: string[];
  out: string;
  partial: boolean;
  force: boolean;
  report: boolean;
}

async function handler(argv: ArgumentsCamelCase<MergeArgs>): Promise<void> {
  await reportingRefusal(() => {
    ensureWritableFolder(argv.out);
    return withFolderLock(argv.out, thisCommand(), () => mergeAndReport(argv));
  });
}

async function mergeAndReport(argv: ArgumentsCamelCase<MergeArgs>): Promise<void> {
  try {
    const r = await mergeShards({
      dirs: argv.dirs,
      outDir: argv.out,
      partial: argv.partial,
      force: argv.force,
    });
    eprint(
      `merged ${plural(r.games, 'game')} from ${argv.dirs.length} folders → ${r.outDir}${r.errors ? ` (${r.errors} failed games in errors.ndjson)` : ''}`,
    );
  } catch (e) {
    if (!(e instanceof MergeError)) throw e;
    eprint(`error: ${e.message}`);
    throw new ReportedError(1);
  }
  if (argv.report) await reportInterruptibly(argv.out, () => writeReport(argv.out));
}

/** The `merge` command module. */
export const mergeCommand: CommandModule<object, MergeArgs> = {
  command: 'merge <dirs..>',
  describe: 'merge shard folders (`run --shard i/n`) into one results folder',
  builder: (y: Argv) =>
    y
      .positional('dirs', {
        type: 'string',
        array: true,
        demandOption: true,
        describe: 'shard results folders',
      })
      .options({
        out: { type: 'string', demandOption: true, describe: 'the merged results folder' },
        partial: {
          type: 'boolean',
          default: false,
          describe: 'merge even if shards are missing or unfinished',
        },
        force: { type: 'boolean', default: false, describe: 'overwrite --out if it holds games' },
        report: {
          type: 'boolean',
          default: true,
          describe: 'write CSVs, charts and report.html afterwards (--no-report skips)',
        },
      })
      .example(
        '$0 merge results/part0 results/part1 --out results/all',
        'combine two shards',
      ) as unknown as Argv<MergeArgs>,
  handler,
};
