/**
 * Resuming a folder only with the engine that started it. The config hash says the
 * config is unchanged, not that the games are: a newer Sortie (a rules fix, a better
 * pilot) plays the same seeds differently, and a resumed run would mix two engines'
 * games without a trace. So before a resumed run plays anything, the folder's first
 * game is played again and its line compared with the one on disk: one game, byte
 * for byte, is what every other guarantee of the runner (threads, shards, resume)
 * already rests on. `merge` asks the same of each shard: shards of which some replay
 * as recorded and some do not were played by different engines.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { ResolvedMatchup } from '../core/game-plugin.js';
import type { SeedScheme } from '../core/rng.js';
import { RunRefusedError } from './run-refused.js';
import type { Executor } from './executor.js';
import type { BatchResult, BatchTask } from './play-batch.js';
import { lineKey, sameGameLine } from './game-line.js';

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

/** What {@link replayFirstGame} needs. */
export interface FirstGameReplay {
  gamesFile: string;
  matchups: readonly ResolvedMatchup[];
  seedScheme: SeedScheme;
  /** True when the folder keeps metric rows in metrics.bin (lines without metrics). */
  metricsFile: boolean;
  /** Plays a batch (an executor's `run`, or play-batch.ts in this thread). */
  play: (task: BatchTask) => Promise<BatchResult>;
}

/** The first recorded game of a folder played again. */
export interface FirstGame {
  matchup: string;
  game: number;
  /** True when this engine writes the same line. */
  same: boolean;
  /** Why it differs: it plays differently, or it now fails. */
  why: string;
}

/**
 * Plays a folder's first recorded game again and compares the lines. Null when the
 * folder has no game line, or its first game's matchup is not among `matchups`.
 */
export async function replayFirstGame(o: FirstGameReplay): Promise<FirstGame | null> {
  const line = firstLine(o.gamesFile);
  const key = line === null ? null : lineKey(line);
  const matchup = key && o.matchups.find((m) => m.name === key.matchup);
  if (!key || !matchup) return null;
  const res = await o.play({
    matchup,
    games: [key.game],
    seedScheme: o.seedScheme,
    metrics: o.metricsFile ? 'frames' : 'inline',
  });
  const now = res.results[0];
  const why =
    typeof now === 'string' ? 'now plays differently' : `now fails (${now?.error ?? 'no result'})`;
  return {
    matchup: key.matchup,
    game: key.game,
    same: typeof now === 'string' && line !== null && sameGameLine(line, now),
    why,
  };
}

/** What {@link checkSameEngine} needs. */
export interface EngineCheck extends Omit<FirstGameReplay, 'play'> {
  outDir: string;
  executor: Executor;
}

/** Refuses a resume when the folder's first recorded game now gives another line (see {@link replayFirstGame}). */
export async function checkSameEngine(o: EngineCheck): Promise<void> {
  const r = await replayFirstGame({ ...o, play: (task) => o.executor.run(task) });
  if (!r || r.same) return;
  throw new RunRefusedError(
    `${o.outDir} was played by another version of the engine: game ${r.game} of "${r.matchup}" ${r.why}, ` +
      `so resuming would mix two engines' games. Start over with --force, or run into another --out.`,
  );
}
