/**
 * Seat-swapped pairs: games 2k and 2k+1 share a seed with the sides' seats swapped,
 * so analysing them as pairs cancels most of the luck of the seed.
 *
 * Scores are from the first side's point of view (side index 0): a win counts 1, a
 * draw 1/2, a loss 0; a pair's score is the mean of its two games (0, ¼, ½, ¾, 1).
 */
import { addCluster, emptyClusterSums, type ClusterSums } from './clustered.js';
import { ValueHistogram, type HistogramData } from './histogram.js';
import { wilsonInterval, Z95, type Interval } from './wilson.js';

/** Pair outcomes for one two-sided matchup, from side 0's point of view. */
export interface PairSummary {
  /** Complete pairs. */
  pairs: number;
  /** Side 0 won both games. */
  bothWon: number;
  /** One win each. */
  split: number;
  /** Side 0 lost both games. */
  bothLost: number;
  /** Pairs with at least one draw/timeout. */
  withDraw: number;
  /** Games whose partner is missing (interrupted run or shard boundary). */
  incomplete: number;
  /**
   * Pairs whose two games have the same digest (the seat swap repeated the game), or null
   * when no pair's games carry digests (results written before digests).
   */
  repeated: number | null;
  /** Complete pairs of which a game has no digest (repeats among them are unknown). */
  undigested: number;
  /** Mean pair score of side 0 (0..1), null without pairs. */
  pairedScore: number | null;
  /** 95% interval on the paired score (see {@link pairedScoreInterval}). */
  ciLow: number | null;
  ciHigh: number | null;
}

/**
 * 95% interval on the mean pair score: mean ± z·s/√n with the sample standard
 * deviation s of the pair scores, clipped to 0..1. When s is 0 (every pair the same,
 * or a single pair) the normal interval collapses, so the Wilson interval on
 * (score·n successes of n) is used instead: conservative, as a 0..1 variable with
 * mean p has variance at most p(1-p).
 */
export function pairedScoreInterval(scores: ValueHistogram, z: number = Z95): Interval | null {
  const n = scores.count;
  if (n === 0) return null;
  const mean = scores.mean()!;
  const sd = scores.sampleSd()!;
  if (sd === 0) return wilsonInterval(mean * n, n, z);
  const half = (z * sd) / Math.sqrt(n);
  return { low: Math.max(0, mean - half), high: Math.min(1, mean + half) };
}

/** Plain-data form of a {@link PairTally}. */
export interface PairTallyData {
  /** [pair index, side 0's score, digest] of games whose partner is missing. */
  pending: Array<[number, number] | [number, number, string]>;
  scores: HistogramData;
  bothWon: number;
  split: number;
  bothLost: number;
  withDraw: number;
  /** Per side, complete pairs in which it won 0, 1 and 2 games (absent in older checkpoints). */
  sideWins?: number[][];
  repeated?: number;
  undigested?: number;
}

/** A game waiting for its partner. */
interface Pending {
  score: number;
  digest: string | undefined;
}

const winsOf = (score: number, side: number): number =>
  side === 0 ? (score === 1 ? 1 : 0) : score === 0 ? 1 : 0;

/** Mergeable tally of seat-swapped pairs. */
export class PairTally {
  /** Score of side 0 (and digest) of a game whose partner has not been seen, by pair index. */
  private pending = new Map<number, Pending>();
  private readonly scores = new ValueHistogram();
  private bothWon = 0;
  private split = 0;
  private bothLost = 0;
  private withDraw = 0;
  /** Per side: complete pairs in which it won 0, 1, 2 games. */
  private sideWins = [
    [0, 0, 0],
    [0, 0, 0],
  ];
  private repeated = 0;
  private undigested = 0;

  /** Adds one game (index inside the matchup; winner as a side index or null; its digest). */
  add(gameIndex: number, winner: number | null, digest?: string): void {
    this.addScore(Math.floor(gameIndex / 2), winner === 0 ? 1 : winner === null ? 0.5 : 0, digest);
  }

  private addScore(pair: number, score: number, digest: string | undefined): void {
    const partner = this.pending.get(pair);
    if (partner === undefined) {
      this.pending.set(pair, { score, digest });
      return;
    }
    this.pending.delete(pair);
    const other = partner.score;
    if (digest === undefined || partner.digest === undefined) this.undigested += 1;
    else if (digest === partner.digest) this.repeated += 1;
    for (let side = 0; side < 2; side++)
      this.sideWins[side]![winsOf(score, side) + winsOf(other, side)]! += 1;
    const total = score + other;
    if (score === 0.5 || other === 0.5) this.withDraw += 1;
    else if (total === 2) this.bothWon += 1;
    else if (total === 0) this.bothLost += 1;
    else this.split += 1;
    this.scores.add(total / 2);
  }

  /** Adds the other tally's games, completing pairs split between the two. */
  merge(other: PairTally): void {
    this.bothWon += other.bothWon;
    this.split += other.split;
    this.bothLost += other.bothLost;
    this.withDraw += other.withDraw;
    this.scores.merge(other.scores);
    this.addCounts(other.sideWins, other.repeated, other.undigested);
    for (const [pair, p] of other.pending) this.addScore(pair, p.score, p.digest);
  }

  private addCounts(
    sideWins: number[][] | undefined,
    repeated: number | undefined,
    undigested: number | undefined,
  ): void {
    sideWins?.forEach((counts, side) => counts.forEach((n, k) => (this.sideWins[side]![k]! += n)));
    this.repeated += repeated ?? 0;
    this.undigested += undigested ?? 0;
  }

  /** Plain-data form (JSON-serialisable). */
  toData(): PairTallyData {
    return {
      pending: [...this.pending.entries()].map(
        ([pair, p]): [number, number] | [number, number, string] =>
          p.digest === undefined ? [pair, p.score] : [pair, p.score, p.digest],
      ),
      scores: this.scores.toJSON(),
      bothWon: this.bothWon,
      split: this.split,
      bothLost: this.bothLost,
      withDraw: this.withDraw,
      sideWins: this.sideWins.map((c) => [...c]),
      repeated: this.repeated,
      undigested: this.undigested,
    };
  }

  /** Adds a tally in its plain-data form ({@link toData}). */
  mergeData(d: PairTallyData): void {
    this.bothWon += d.bothWon;
    this.split += d.split;
    this.bothLost += d.bothLost;
    this.withDraw += d.withDraw;
    this.scores.merge(ValueHistogram.fromJSON(d.scores));
    this.addCounts(d.sideWins, d.repeated, d.undigested);
    for (const [pair, score, digest] of d.pending) this.addScore(pair, score, digest);
  }

  /** Pairs whose two games repeated one game (by their digests). */
  get repeatedPairs(): number {
    return this.repeated;
  }

  /** One side's wins over the pairs as clusters, a lone game (partner missing) a cluster of its own. */
  clusterSums(side: number): ClusterSums {
    const s = emptyClusterSums();
    this.sideWins[side]!.forEach((n, wins) => addCluster(s, wins, 2, n));
    for (const p of this.pending.values()) addCluster(s, winsOf(p.score, side), 1);
    return s;
  }

  /** The pair counts and paired-score interval. */
  summary(): PairSummary {
    const ci = pairedScoreInterval(this.scores);
    return {
      pairs: this.scores.count,
      bothWon: this.bothWon,
      split: this.split,
      bothLost: this.bothLost,
      withDraw: this.withDraw,
      incomplete: this.pending.size,
      repeated: this.undigested === this.scores.count && this.undigested > 0 ? null : this.repeated,
      undigested: this.undigested,
      pairedScore: this.scores.mean(),
      ciLow: ci?.low ?? null,
      ciHigh: ci?.high ?? null,
    };
  }
}
