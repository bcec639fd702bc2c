/**
 * An order-independent sum, for the aggregates that report only a total (`sum`,
 * `mean-per-game`): whole numbers are added as they come (exact, so in any order, up
 * to 2^53); other values go to a {@link ValueHistogram}, whose sum is taken in value
 * order. Cheaper than a histogram of every game's total, and merges exactly.
 */
import { ValueHistogram, type HistogramData } from './histogram.js';

/** Plain-data form of an {@link ExactSum}. */
export interface ExactSumData {
  whole: number;
  rest: HistogramData | null;
}

/** See the module comment. */
export class ExactSum {
  private whole = 0;
  private rest: ValueHistogram | null = null;

  /** Adds a value (finite). */
  add(value: number): void {
    if (Number.isSafeInteger(value)) this.whole += value;
    else (this.rest ??= new ValueHistogram()).add(value);
  }

  /** Adds everything `other` holds. */
  merge(other: ExactSum): void {
    this.whole += other.whole;
    if (other.rest) (this.rest ??= new ValueHistogram()).merge(other.rest);
  }

  /** The total. */
  sum(): number {
    return this.rest ? this.whole + this.rest.sum() : this.whole;
  }

  /** Plain-data form. */
  toJSON(): ExactSumData {
    return { whole: this.whole, rest: this.rest ? this.rest.toJSON() : null };
  }

  /** Rebuilds a sum from {@link toJSON} output. */
  static fromJSON(data: ExactSumData): ExactSum {
    const s = new ExactSum();
    s.whole = data.whole;
    if (data.rest) s.rest = ValueHistogram.fromJSON(data.rest);
    return s;
  }
}
