/**
 * `sortie replay <dir> --game N`: replays one game of a results folder with its
 * readable log (printed and written to replays/game-N.log).
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { ReplayError, replayGame } from '../../runner/replay.js';
import { UnsafeNameError } from '../../runner/folder-names.js';
import { RunRefusedError } from '../../runner/run-refused.js';
import { fileErrorText } from '../../runner/writable-folder.js';
import { ResultsFileError } from '../../runner/results-file-error.js';
import { eprint, ReportedError } from '../common.js';
import { TRACE_ENV } from '../stdio-guard.js';

/** A failed game's error in one line (its stack with SORTIE_TRACE=1; errors.ndjson of the run keeps it too). */
function oneLine(e: unknown): string {
  if (process.env[TRACE_ENV]) return String((e as Error)?.stack ?? e);
  return `${(e as Error)?.message ?? String(e)} (${TRACE_ENV}=1 prints where)`;
}

/** Arguments of `sortie replay`. */
export interface ReplayArgs {
  dir: string;
  game: number;
  matchup?: string;
  write: boolean;
}

async function handler(argv: ArgumentsCamelCase<ReplayArgs>): Promise<void> {
  let r;
  try {
    r = await replayGame({
      dir: argv.dir,
      game: argv.game,
      write: argv.write,
      ...(argv.matchup !== undefined ? { matchup: argv.matchup } : {}),
    });
  } catch (e) {
    const disk = e instanceof RunRefusedError ? e.message : fileErrorText(e);
    if (e instanceof ReplayError || e instanceof ResultsFileError || e instanceof UnsafeNameError)
      eprint(`error: ${e.message}`);
    else if (disk)
      eprint(
        `error: the game replayed, but writing its log failed: ${disk} (--no-write prints the log only)`,
      );
    else eprint(`error: the game failed: ${oneLine(e)}`);
    throw new ReportedError(1);
  }
  for (const line of r.log) console.log(line);
  if (r.logFile) eprint(`log written to ${r.logFile}`);
  if (r.svgFile) eprint(`board picture written to ${r.svgFile}`);
  if (r.recorded === 'different') {
    eprint(
      'warning: the replayed result differs from the line in games.ndjson (the code or content changed since the run)',
    );
    throw new ReportedError(1);
  }
  if (r.recorded === 'same') eprint('the replay matches games.ndjson');
  if (r.recorded === 'rows-missing') {
    eprint(
      `warning: the replay matches games.ndjson, but metrics.bin holds no metric rows for this game (missing or cut short): its metrics were not compared`,
    );
  }
}

/** The `replay` command module. */
export const replayCommand: CommandModule<object, ReplayArgs> = {
  command: 'replay <dir>',
  describe: 'replay one game of a results folder with a readable log',
  builder: (y: Argv) =>
    y
      .positional('dir', { type: 'string', demandOption: true, describe: 'results folder' })
      .options({
        game: { type: 'number', demandOption: true, describe: 'game index inside the matchup' },
        matchup: { type: 'string', describe: 'matchup name (when the folder holds several)' },
        write: {
          type: 'boolean',
          default: true,
          describe: 'write replays/game-N.log and .svg (--no-write: print only)',
        },
      })
      .example(
        '$0 replay results/default --game 17',
        'replay game 17',
      ) as unknown as Argv<ReplayArgs>,
  handler,
};
