/**
 * An exact, mergeable value histogram: counts per distinct value.
 *
 * Everything computed from it (count, sum, mean, quantiles) depends only on the
 * multiset of values added, never on the order of adds and merges, so shards merge
 * to exactly the numbers of a single run. Integer-valued game data (hull, damage,
 * rounds) has few distinct values, so memory stays small. If a histogram ever holds
 * more than `maxBins` distinct values it coarsens to bins of width 2^k (floored), the
 * smallest k that fits; because such bins nest, the final k is the same whatever the
 * order, and results stay order-independent.
 */
import { quantileSorted } from 'simple-statistics';

/** Plain-data form of a histogram (JSON-serialisable). */
export interface HistogramData {
  /** [value, count] pairs, sorted by value. */
  bins: Array<[number, number]>;
  /** Bin width exponent once coarsened (bins of 2^level), or null while exact. */
  level: number | null;
}

/** Default bound on distinct values before coarsening. */
export const DEFAULT_MAX_BINS = 4096;
/** First coarsening level: bins of 2^-30 (≈1e-9), finer than any reported digit. */
const FIRST_LEVEL = -30;

function binOf(value: number, level: number | null): number {
  if (level === null) return value;
  const width = 2 ** level;
  return Math.floor(value / width) * width;
}

/** Small whole values 0..DENSE-1 are counted in an array (the common case: hull, damage, rounds). */
const DENSE = 64;

/** Counts per distinct value; see the module comment. */
export class ValueHistogram {
  /** Counts of the values not in `dense` (all values once coarsened). */
  private counts = new Map<number, number>();
  /** Counts of the whole values 0..DENSE-1 while exact (null until one is added). */
  private dense: Float64Array | null = null;
  /** Distinct values held in `dense`. */
  private denseDistinct = 0;
  private level: number | null = null;
  private total = 0;

  constructor(readonly maxBins: number = DEFAULT_MAX_BINS) {}

  /** Number of values added. */
  get count(): number {
    return this.total;
  }

  /** Whether the histogram has coarsened (values are then bin floors). */
  get exact(): boolean {
    return this.level === null;
  }

  /** Distinct values (bins) held. */
  private get size(): number {
    return this.counts.size + this.denseDistinct;
  }

  /** Adds `times` copies of `value`. */
  add(value: number, times = 1): void {
    if (!Number.isFinite(value))
      throw new RangeError(`histogram value must be finite, got ${value}`);
    if (times <= 0) return;
    this.total += times;
    if (this.level === null && value >= 0 && value < DENSE && Math.floor(value) === value) {
      const d = (this.dense ??= new Float64Array(DENSE));
      if (d[value] === 0) this.denseDistinct++;
      d[value]! += times;
    } else {
      const key = binOf(value, this.level);
      this.counts.set(key, (this.counts.get(key) ?? 0) + times);
    }
    if (this.size > this.maxBins) this.coarsen(this.nextLevel());
  }

  /** Adds every value of `other` (other is unchanged). */
  merge(other: ValueHistogram): void {
    if (other.level !== null && (this.level === null || other.level > this.level))
      this.coarsen(other.level);
    if (other.dense) {
      for (let v = 0; v < DENSE; v++) {
        const times = other.dense[v]!;
        if (times > 0) this.addBin(v, times);
      }
    }
    for (const [value, times] of other.counts) this.addBin(value, times);
    this.total += other.total;
    if (this.size > this.maxBins) this.coarsen(this.nextLevel());
  }

  /** Adds a bin's count (total and coarsening are the caller's). */
  private addBin(value: number, times: number): void {
    if (this.level === null && value >= 0 && value < DENSE && Math.floor(value) === value) {
      const d = (this.dense ??= new Float64Array(DENSE));
      if (d[value] === 0) this.denseDistinct++;
      d[value]! += times;
      return;
    }
    const key = binOf(value, this.level);
    this.counts.set(key, (this.counts.get(key) ?? 0) + times);
  }

  private nextLevel(): number {
    return this.level === null ? FIRST_LEVEL : this.level + 1;
  }

  /** Re-bins at `level` or coarser until the bin count fits. */
  private coarsen(level: number): void {
    if (this.dense) {
      // Coarse bins live in the map only.
      for (let v = 0; v < DENSE; v++) if (this.dense[v]! > 0) this.counts.set(v, this.dense[v]!);
      this.dense = null;
      this.denseDistinct = 0;
    }
    let next = level;
    for (;;) {
      const binned = new Map<number, number>();
      for (const [value, times] of this.counts) {
        const key = binOf(value, next);
        binned.set(key, (binned.get(key) ?? 0) + times);
      }
      if (binned.size <= this.maxBins) {
        this.counts = binned;
        this.level = next;
        return;
      }
      next += 1;
    }
  }

  /** [value, count] pairs sorted by value. */
  entries(): Array<[number, number]> {
    const out = [...this.counts.entries()];
    if (this.dense)
      for (let v = 0; v < DENSE; v++) if (this.dense[v]! > 0) out.push([v, this.dense[v]!]);
    return out.sort((a, b) => a[0] - b[0]);
  }

  /** Sum of the values, added in value order (so independent of insertion order). */
  sum(): number {
    let s = 0;
    for (const [value, times] of this.entries()) s += value * times;
    return s;
  }

  /** Mean of the values, or null when empty. */
  mean(): number | null {
    return this.total === 0 ? null : this.sum() / this.total;
  }

  /**
   * Sample standard deviation (n − 1 denominator; 0 for a single value), null when empty. Sums
   * run in value order, so merged histograms give the same result.
   */
  sampleSd(): number | null {
    const mean = this.mean();
    if (mean === null) return null;
    if (this.total < 2) return 0;
    let ss = 0;
    for (const [value, times] of this.entries()) ss += times * (value - mean) ** 2;
    return Math.sqrt(ss / (this.total - 1));
  }

  /** Smallest and largest value, or null when empty. */
  extent(): [number, number] | null {
    if (this.total === 0) return null;
    const e = this.entries();
    return [e[0]![0], e[e.length - 1]![0]];
  }

  /**
   * Quantile p (0..1) with linear interpolation between order statistics (type 7,
   * the definition simple-statistics' `quantile` uses), or null when empty.
   */
  quantile(p: number): number | null {
    if (this.total === 0) return null;
    if (p < 0 || p > 1) throw new RangeError(`quantile p must be in 0..1, got ${p}`);
    const entries = this.entries();
    const h = (this.total - 1) * p;
    const lo = Math.floor(h);
    const a = this.valueAtRank(entries, lo);
    if (h === lo) return a;
    const b = this.valueAtRank(entries, lo + 1);
    // Same arithmetic as simple-statistics' quantileSorted on the two neighbours.
    return quantileSorted([a, b], h - lo);
  }

  /** Value of the order statistic with 0-based `rank`. */
  private valueAtRank(entries: Array<[number, number]>, rank: number): number {
    let seen = 0;
    for (const [value, times] of entries) {
      seen += times;
      if (rank < seen) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** Plain-data form. */
  toJSON(): HistogramData {
    return { bins: this.entries(), level: this.level };
  }

  /** Rebuilds a histogram from {@link toJSON} output. */
  static fromJSON(data: HistogramData, maxBins = DEFAULT_MAX_BINS): ValueHistogram {
    const h = new ValueHistogram(maxBins);
    h.level = data.level;
    for (const [value, times] of data.bins) {
      h.addBin(value, times);
      h.total += times;
    }
    return h;
  }
}
