/**
 * Plays a batch of games of one matchup: the unit of work of a worker thread (and
 * of the in-process path). Each game is isolated: an exception fails that game
 * only, and the rest of the batch continues.
 */
import { performance } from 'node:perf_hooks';
import type { ResolvedMatchup } from '../core/game-plugin.js';
import { pluginFor } from '../games/registry.js';
import { gameLine } from './game-line.js';
import { slotOf } from './seeds.js';

/** A batch task: some games (ascending indices) of one matchup. */
export interface BatchTask {
  matchup: ResolvedMatchup;
  games: number[];
}

/** A game that threw. */
export interface GameFailure {
  error: string;
  stack?: string;
}

/** The outcome of a batch, aligned with `task.games`. */
export interface BatchResult {
  /** Per game: its games.ndjson line, or the failure. */
  results: Array<string | GameFailure>;
  /** Wall time spent playing the batch (ms), for adaptive batch sizing. */
  ms: number;
}

/** Plays the games of a batch in order. */
export async function playBatch(task: BatchTask): Promise<BatchResult> {
  const t0 = performance.now();
  const m = task.matchup;
  const plugin = await pluginFor(m);
  const results: Array<string | GameFailure> = [];
  for (const game of task.games) {
    const slot = slotOf(m, game);
    try {
      const r = plugin.playGame(m.setup, { seed: slot.seed, gameIndex: game, swapSeats: slot.swap, roundCap: m.roundCap });
      results.push(gameLine(m.name, slot, r));
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e));
      results.push({ error: err.message, ...(err.stack ? { stack: err.stack } : {}) });
    }
  }
  return { results, ms: performance.now() - t0 };
}
