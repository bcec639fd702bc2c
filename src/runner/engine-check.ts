/**
 * Resuming a folder only with the engine that started it. The config hash says the
 * config is unchanged, not that the games are: a newer Sortie (a rules fix, a better
 * pilot) plays the same seeds differently, and a resumed run would mix two engines'
 * games without a trace. So before a resumed run plays anything, the folder's first
 * game is played again and its line compared with the one on disk: one game, byte
 * for byte, is what every other guarantee of the runner (threads, shards, resume)
 * already rests on.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { ResolvedMatchup } from '../core/game-plugin.js';
import type { SeedScheme } from '../core/rng.js';
import { RunRefusedError } from './checkpoint.js';
import type { Executor } from './executor.js';
import { lineKey } from './game-line.js';

/** How much of games.ndjson is read to find its first line. */
const HEAD_BYTES = 1 << 16;

/** The first complete line of a file, or null (no file, or no newline in its head). */
export function firstLine(file: string): string | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const n = readSync(fd, buf, 0, HEAD_BYTES, 0);
    const end = buf.subarray(0, n).indexOf(10);
    return end < 0 ? null : buf.subarray(0, end).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** What {@link checkSameEngine} needs. */
export interface EngineCheck {
  outDir: string;
  gamesFile: string;
  matchups: readonly ResolvedMatchup[];
  seedScheme: SeedScheme;
  /** True when the folder keeps metric rows in metrics.bin (lines without metrics). */
  metricsFile: boolean;
  executor: Executor;
}

/**
 * Plays the folder's first recorded game again and refuses the resume when its line
 * differs from the recorded one. A folder with no game line (or whose first game's
 * matchup is no longer in the config, which the config check refuses first) passes.
 */
export async function checkSameEngine(o: EngineCheck): Promise<void> {
  const line = firstLine(o.gamesFile);
  const key = line === null ? null : lineKey(line);
  const matchup = key && o.matchups.find((m) => m.name === key.matchup);
  if (!key || !matchup) return;
  const res = await o.executor.run({ matchup, games: [key.game], seedScheme: o.seedScheme, metrics: o.metricsFile ? 'frames' : 'inline' });
  const now = res.results[0];
  if (now === line) return;
  const why = typeof now === 'string' ? 'now plays differently' : `now fails (${now?.error ?? 'no result'})`;
  throw new RunRefusedError(
    `${o.outDir} was played by another version of the engine: game ${key.game} of "${key.matchup}" ${why}, ` +
      `so resuming would mix two engines' games. Start over with --force, or run into another --out.`,
  );
}
