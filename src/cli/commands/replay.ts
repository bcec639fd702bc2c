/**
 * `sortie replay <dir> --game N`: replays one game of a results folder with its
 * readable log (printed and written to replays/game-N.log).
 */
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { ReplayError, replayGame } from '../../runner/replay.js';
import { UnsafeNameError } from '../../runner/folder-names.js';
import { RunRefusedError } from '../../runner/run-refused.js';
import { fileErrorText } from '../../runner/writable-folder.js';
import { eprint, ReportedError } from '../common.js';

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
    r = await replayGame({ dir: argv.dir, game: argv.game, write: argv.write, ...(argv.matchup !== undefined ? { matchup: argv.matchup } : {}) });
  } catch (e) {
    const disk = e instanceof RunRefusedError ? e.message : fileErrorText(e);
    if (e instanceof ReplayError || e instanceof UnsafeNameError) eprint(`error: ${e.message}`);
    else if (disk) eprint(`error: the game replayed, but writing its log failed: ${disk} (--no-write prints the log only)`);
    else eprint(`the game failed: ${(e as Error).stack ?? e}`);
    throw new ReportedError(1);
  }
  for (const line of r.log) console.log(line);
  if (r.logFile) eprint(`log written to ${r.logFile}`);
  if (r.svgFile) eprint(`board picture written to ${r.svgFile}`);
  if (r.recorded === 'different') {
    eprint('warning: the replayed result differs from the line in games.ndjson (the code or content changed since the run)');
    throw new ReportedError(1);
  }
  if (r.recorded === 'same') eprint('the replay matches games.ndjson');
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
        write: { type: 'boolean', default: true, describe: 'write replays/game-N.log and .svg (--no-write: print only)' },
      })
      .example('$0 replay results/default --game 17', 'replay game 17') as unknown as Argv<ReplayArgs>,
  handler,
};
