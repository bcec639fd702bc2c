/**
 * What the runner does with a finished batch besides writing its lines: turning the
 * worker's result into the results sink's input (whole-block frames, pieces of a block,
 * statistics — also for a batch replayed game by game after a worker failed), and
 * deciding whether a run without --threads should start its other workers.
 */
import { performance } from 'node:perf_hooks';
import type { ResolvedMatchup } from '../core/game-plugin.js';
import type { MatchupInfo } from '../stats/matchup-tally.js';
import type { ResultsAggregatorData } from '../stats/results-aggregator.js';
import type { Batch, BatchPlanner } from './batch-plan.js';
import type { Executor } from './executor.js';
import { decodeRecords, type MetricRecord } from './metric-codec.js';
import type { BatchResult } from './play-batch.js';
import type { BatchExtras } from './results-sink.js';

/**
 * A run without --threads grows its pool when the games left would take one worker this many
 * times what a new worker costs before it helps (its start-up and its warm-up, see {@link poolGrower}).
 * Measured on a 2-core machine with the default duel: a second worker made runs of 2,000 to
 * 12,000 games slower (it shares the cores with the first worker, the main thread and the JIT's
 * own threads, and two warm workers play only about 1.4 times as fast as one), and about as fast
 * at 20,000; at 8 the pool grows for runs whose games left would take one worker over about 3 s.
 */
export const GROW_FACTOR = 8;
/**
 * How long the first worker plays (ms of its own time) before its pace is trusted: its first
 * games run before the JIT has compiled the engine, several times slower than the rest.
 */
const PACE_MS = 1000;

/** What {@link poolGrower} is told of each finished batch. */
export interface GrowerSample {
  /** The batch's time in the worker (ms). */
  ms: number;
  /** Games in the batch. */
  games: number;
  /** Games not yet finished. */
  left: number;
}

/**
 * Decides, batch by batch, whether to start the pool's other workers. A new worker costs
 * what the first one cost before it played at its settled pace: its start-up (spawn, loading
 * the game, up to its first result) and its warm-up (the time its first games took beyond
 * that pace, while the JIT compiled the engine; on a 2-core machine this is most of a
 * 2,000-game run). The pool grows once the games left, at that pace, would take one worker
 * longer than {@link GROW_FACTOR} times that cost; a short run is not slowed by workers that
 * would only warm up. `now` is for tests.
 */
export function poolGrower(
  executor: Executor,
  planner: Pick<BatchPlanner, 'msPerGame'>,
  now: () => number = () => performance.now(),
): (b: GrowerSample) => void {
  const created = now();
  let startup: number | null = null;
  let busyMs = 0;
  let played = 0;
  return ({ ms, games, left }) => {
    if (executor.threads >= executor.maxThreads) return;
    busyMs += ms;
    played += games;
    startup ??= Math.max(0, now() - created - ms);
    if (busyMs < PACE_MS) return;
    const pace = planner.msPerGame;
    const warmup = Math.max(0, busyMs - played * pace);
    if (left * pace > GROW_FACTOR * Math.max(startup + warmup, 100))
      executor.grow(executor.maxThreads);
  };
}

/** A batch's result, or the results of its games played one by one after a worker failure. */
export type Played = BatchResult & {
  pieces?: Array<Uint8Array | undefined>;
  tallies?: ResultsAggregatorData[];
};

/** What the statistics need to know about a matchup. */
export function infoOf(m: ResolvedMatchup): MatchupInfo {
  return { name: m.name, game: m.game, format: m.format, sides: m.sides, seatSwap: m.seatSwap };
}

/** A finished batch's metric rows and statistics, for the results sink. */
export function extrasOf(b: Batch, matchup: string, res: Played): BatchExtras {
  const extras: BatchExtras = { matchup, tallies: res.tallies ?? (res.tally ? [res.tally] : []) };
  if (res.frames) extras.frames = res.frames;
  else if (res.piece && b.piece) extras.pieces = [{ ...b.piece, records: res.piece }];
  else if (res.pieces) {
    // Played game by game after a worker failure: regroup the rows by block.
    const records: MetricRecord[] = res.pieces.flatMap((p) => (p ? decodeRecords(p) : []));
    if (b.piece) extras.pieces = [{ ...b.piece, records }];
    else if (b.blocks) {
      let at = 0;
      extras.pieces = b.blocks.map((blk) => {
        const games = new Set(b.games.slice(at, (at += blk.games)));
        return { block: blk.block, last: true, records: records.filter((r) => games.has(r.game)) };
      });
    }
  }
  return extras;
}
