/**
 * Win-rate intervals over the independent unit. Games of a seat-swapped pair share a seed,
 * so they are not independent draws: when the swap changes nothing the two games are the
 * same game, and a Wilson interval over games is about √2 too narrow. Here each pair is one
 * cluster (a lone game, one of its own), the variance of the win rate is the cluster
 * (sandwich) estimate over clusters, and the interval is Wilson's at the effective sample
 * size that variance implies: between the number of clusters (pairs that always agree) and
 * the number of games (pairs no more alike than independent games).
 */
import { wilsonInterval, Z95, type Interval } from './wilson.js';

/** Sums over clusters of one side's wins W and games m (mergeable by adding fields). */
export interface ClusterSums {
  clusters: number;
  games: number;
  wins: number;
  /** Σ W². */
  sumW2: number;
  /** Σ W·m. */
  sumWm: number;
  /** Σ m². */
  sumM2: number;
}

/** Empty sums. */
export function emptyClusterSums(): ClusterSums {
  return { clusters: 0, games: 0, wins: 0, sumW2: 0, sumWm: 0, sumM2: 0 };
}

/** Adds one cluster of `games` games of which the side won `wins`. */
export function addCluster(s: ClusterSums, wins: number, games: number, times = 1): void {
  s.clusters += times;
  s.games += games * times;
  s.wins += wins * times;
  s.sumW2 += wins * wins * times;
  s.sumWm += wins * games * times;
  s.sumM2 += games * games * times;
}

/** A win-rate interval and the effective number of independent games it rests on. */
export interface ClusteredInterval extends Interval {
  effective: number;
}

/**
 * 95% interval on wins/games from cluster sums. `fallback` is the effective size used when
 * the spread says nothing (every game won or lost, or a single cluster): the games less the
 * pairs known to repeat one game.
 */
export function clusteredInterval(
  s: ClusterSums,
  fallback: number = s.games,
  z: number = Z95,
): ClusteredInterval {
  const n = s.games;
  if (n <= 0) return { low: 0, high: 1, effective: 0 };
  const p = s.wins / n;
  let effective = Math.min(n, Math.max(1, fallback));
  if (s.clusters >= 2 && p > 0 && p < 1) {
    const ss = s.sumW2 - 2 * p * s.sumWm + p * p * s.sumM2;
    const variance = ((s.clusters / (s.clusters - 1)) * Math.max(0, ss)) / (n * n);
    effective = variance > 0 ? Math.min(n, Math.max(s.clusters, (p * (1 - p)) / variance)) : n;
  }
  const ci = wilsonInterval(p * effective, effective, z);
  return { low: s.wins === 0 ? 0 : ci.low, high: s.wins === n ? 1 : ci.high, effective };
}
