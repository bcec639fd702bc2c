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

/** A run without --threads grows its pool when the games left would take one worker this many times a worker's start-up. */
export const GROW_FACTOR = 2;
/** How long the first worker plays before its pace is trusted (its first games run before the JIT warms up). */
const PACE_MS = 250;

/**
 * Decides, batch by batch, whether to start the pool's other workers: once the first
 * worker's pace has settled, if the games left at that pace would take longer than
 * {@link GROW_FACTOR} times what its own start-up took (spawn, loading the game).
 */
export function poolGrower(executor: Executor, planner: BatchPlanner): (batchMs: number, left: number) => void {
  const created = performance.now();
  let first: number | null = null;
  let startup = 0;
  return (batchMs, left) => {
    if (executor.threads >= executor.maxThreads) return;
    const now = performance.now();
    if (first === null) {
      first = now;
      startup = Math.max(0, now - created - batchMs);
    }
    if (now - first < PACE_MS) return;
    if (left * planner.msPerGame > GROW_FACTOR * Math.max(startup, 100)) executor.grow(executor.maxThreads);
  };
}

/** A batch's result, or the results of its games played one by one after a worker failure. */
export type Played = BatchResult & { pieces?: Array<Uint8Array | undefined>; tallies?: ResultsAggregatorData[] };

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
