/**
 * The accumulators of one key of a metric table (a {@link Group}) and their plain-data
 * form, which worker threads send and tally.json checkpoints hold.
 */
import type { Aggregate } from '../core/metrics.js';
import { ExactSum, type ExactSumData } from './exact-sum.js';
import { ValueHistogram, type HistogramData } from './histogram.js';

/** A key cell. */
export type Cell = string | number;

/** Aggregation state of one key (or one tail). */
export interface Group {
  keys: Cell[];
  /** Games in which the key appeared. */
  games: number;
  /**
   * Per value column (in layout.values order): a histogram of the values (mean,
   * quantiles) or an exact sum of each game's total (sum, mean-per-game).
   */
  hists: Array<ValueHistogram | ExactSum>;
  /** matches-winner tallies per value column: non-empty rows and rows naming the winner. */
  named: number[];
  hits: number[];
}

/** Plain-data form of a group (JSON-serialisable). */
export interface GroupData {
  keys: Cell[];
  games: number;
  hists: Array<HistogramData | ExactSumData>;
  named: number[];
  hits: number[];
}

/** An empty group of `keys` for columns of these kinds. */
export function newGroup(keys: Cell[], kinds: readonly Kind[]): Group {
  const n = kinds.length;
  return {
    keys,
    games: 0,
    hists: kinds.map((k) => (k === Kind.Total ? new ExactSum() : new ValueHistogram())),
    named: new Array(n).fill(0),
    hits: new Array(n).fill(0),
  };
}

/** Adds `from`'s counts into `into`. */
export function mergeGroup(into: Group, from: Group): void {
  into.games += from.games;
  from.hists.forEach((h, j) => (into.hists[j] as ValueHistogram).merge(h as ValueHistogram));
  from.named.forEach((n, j) => (into.named[j]! += n));
  from.hits.forEach((n, j) => (into.hits[j]! += n));
}

/** Plain-data form of a group. */
export function groupData(g: Group): GroupData {
  return {
    keys: g.keys,
    games: g.games,
    hists: g.hists.map((h) => h.toJSON()),
    named: [...g.named],
    hits: [...g.hits],
  };
}

/** A group from its plain-data form. */
export function groupFromData(d: GroupData): Group {
  const hists = d.hists.map((h) =>
    'whole' in h ? ExactSum.fromJSON(h) : ValueHistogram.fromJSON(h),
  );
  return { keys: d.keys, games: d.games, hists, named: [...d.named], hits: [...d.hits] };
}

/** Aggregate kinds by column, as small integers for the per-row loop. */
export const Kind = {
  /** mean, mean-interval, quantiles: every row's value. */
  Each: 0,
  /** sum, mean-per-game: each game's total. */
  Total: 1,
  MatchesWinner: 2,
} as const;
/** One of {@link Kind}'s values. */
export type Kind = (typeof Kind)[keyof typeof Kind];

/** The kind of a value column's aggregate. */
export function kindOf(agg: Aggregate): Kind {
  return agg === 'mean' || agg === 'quantiles' || agg === 'mean-interval'
    ? Kind.Each
    : agg === 'matches-winner'
      ? Kind.MatchesWinner
      : Kind.Total;
}
