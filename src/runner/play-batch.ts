/**
 * Plays a batch of games of one matchup: the unit of work of a worker thread (and
 * of the in-process path). Each game is isolated: an exception fails that game
 * only, and the rest of the batch continues. The worker also does the per-game work
 * that would otherwise queue up in the main thread: it serialises each line, tallies
 * the batch's games (the report's statistics, merged by the main thread) and encodes
 * their metric rows for metrics.bin (whole blocks compressed into frames).
 */
import { performance } from 'node:perf_hooks';
import type { GamePlugin, GameResult, ResolvedMatchup } from '../core/game-plugin.js';
import type { MetricDeclaration } from '../core/metrics.js';
import type { SeedScheme } from '../core/rng.js';
import { pluginFor } from '../games/registry.js';
import type { MatchupInfo } from '../stats/matchup-tally.js';
import { ResultsAggregator, type ResultsAggregatorData } from '../stats/results-aggregator.js';
import { gameLine, type GameLine } from './game-line.js';
import { RecordEncoder, type KeyCount } from './metric-codec.js';
import { finishFrame } from './metric-frames.js';
import { slotOf } from './seeds.js';

/** A batch task: some games (ascending indices) of one matchup. */
export interface BatchTask {
  matchup: ResolvedMatchup;
  games: number[];
  /** The folder's seed scheme (core/rng.ts). */
  seedScheme: SeedScheme;
  /**
   * Where metric rows go: in each line (results folders without metrics.bin) or to
   * metrics.bin: compressed per block when `blocks` is given, else returned as a piece.
   */
  metrics: 'inline' | 'frames';
  /** Whole blocks the batch's games make up, in order (`games` is their concatenation). */
  blocks?: Array<{ block: number; games: number }>;
  /** Tally the games for the report (the matchup's side names and seating). */
  tally?: MatchupInfo;
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
  /** One metrics.bin frame per block of `task.blocks`. */
  frames?: Uint8Array[];
  /** The finished games' metric rows, encoded (frames mode without blocks). */
  piece?: Uint8Array;
  /** The finished games' statistics (with `task.tally`). */
  tally?: ResultsAggregatorData;
  /** Wall time spent playing the batch (ms), for adaptive batch sizing. */
  ms: number;
}

/** How many leading cells of each declared metric's rows are its key. */
export function keyCountOf(metrics: readonly MetricDeclaration<any, any>[]): KeyCount {
  const counts = new Map<string, number>();
  for (const d of metrics) {
    if (counts.has(d.id)) continue;
    let k = 0;
    while (k < d.columns.length && d.columns[k]!.role === 'key') k++;
    counts.set(d.id, k);
  }
  return (id) => counts.get(id) ?? 0;
}

const keyCounts = new WeakMap<GamePlugin, KeyCount>();

/** {@link keyCountOf} of a plugin's metrics, computed once. */
export function pluginKeyCount(plugin: GamePlugin): KeyCount {
  let k = keyCounts.get(plugin);
  if (!k) keyCounts.set(plugin, (k = keyCountOf(plugin.metrics)));
  return k;
}

/** Plays the games of a batch in order. */
export async function playBatch(task: BatchTask): Promise<BatchResult> {
  const t0 = performance.now();
  const m = task.matchup;
  const plugin = await pluginFor(m);
  const inline = task.metrics === 'inline';
  const tally = task.tally ? new ResultsAggregator([task.tally], plugin.metrics) : null;
  const results: Array<string | GameFailure> = [];
  const keyCount = pluginKeyCount(plugin);
  // Each finished game goes straight into the tally and the block's encoder, so a batch
  // keeps no game's rows (retained results would be promoted by the GC and slow play down).
  const frames: Uint8Array[] = [];
  let encoder = inline ? null : new RecordEncoder(keyCount);
  const blocks = task.blocks ?? [];
  let blockIndex = 0;
  let blockLeft = blocks[0]?.games ?? 0;
  const endBlock = (): void => {
    if (encoder)
      frames.push(
        finishFrame({ matchup: m.name, block: blocks[blockIndex]!.block, partial: false }, encoder),
      );
    encoder = inline ? null : new RecordEncoder(keyCount);
    blockIndex++;
    blockLeft = blocks[blockIndex]?.games ?? 0;
  };
  for (const game of task.games) {
    const slot = slotOf(m, game, task.seedScheme);
    try {
      const r = plugin.playGame(m.setup, {
        seed: slot.seed,
        gameIndex: game,
        swapSeats: slot.swap,
        roundCap: m.roundCap,
      });
      results.push(gameLine(m.name, slot, r, inline));
      tally?.add(tallyLine(m.name, slot.game, slot.seed, slot.swap, r));
      encoder?.add({ game, metrics: r.metrics });
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e));
      results.push({ error: err.message, ...(err.stack ? { stack: err.stack } : {}) });
    }
    if (task.blocks && --blockLeft === 0) endBlock();
  }
  const out: BatchResult = { results, ms: 0 };
  if (encoder) {
    if (task.blocks) out.frames = frames;
    else out.piece = encoder.finish();
  }
  if (tally) out.tally = tally.toData();
  out.ms = performance.now() - t0;
  return out;
}

/** A finished game as the statistics read it (the line's fields, metrics included). */
function tallyLine(
  matchup: string,
  game: number,
  seed: string,
  swap: boolean,
  r: GameResult,
): GameLine {
  return {
    matchup,
    game,
    seed,
    swap,
    firstSide: r.firstSide,
    winner: r.winner,
    rounds: r.rounds,
    endReason: r.endReason,
    sides: r.sides,
    ...(r.digest !== undefined ? { digest: r.digest } : {}),
    metrics: r.metrics,
  };
}
