/**
 * A group-sequential test of a pilot's score against one half, for strength tests sized by the
 * evidence rather than by a fixed large count: units (a seat-swapped pair of games, scored
 * 0..1) are played in looks of growing size, and the test stops at the first look whose
 * interval clears one half, on either side. Each look's interval is the normal interval of
 * the mean unit score with the sample spread of the units (the pair is the unit of variance:
 * its two games may repeat each other), at a Bonferroni-corrected level so that the chance of
 * any wrong call over all looks stays under `alpha`.
 */
import { normalQuantile } from '../../src/balance/normal.js';

/** Where the score stands once the test stops. */
export interface SequentialVerdict {
  /** `above`/`below`: the interval cleared one half; `undecided`: the last look did not. */
  decision: 'above' | 'below' | 'undecided';
  units: number;
  mean: number;
  low: number;
  high: number;
  /** The look (1-based) at which it stopped. */
  look: number;
}

/** The z of each look: two-sided `alpha` shared equally by the looks. */
export function lookZ(looks: number, alpha = 0.05): number {
  return normalQuantile(1 - alpha / (2 * looks));
}

/** Mean and interval (clipped to 0..1) of unit scores at `z` (the sample standard deviation, n - 1). */
export function unitInterval(
  scores: readonly number[],
  z: number,
): { mean: number; low: number; high: number } {
  const n = scores.length;
  const mean = scores.reduce((a, b) => a + b, 0) / n;
  const v = n > 1 ? scores.reduce((a, s) => a + (s - mean) ** 2, 0) / (n - 1) : 0.25;
  // Units that all agree carry no spread; a floor of one split game keeps the first looks honest.
  const se = Math.sqrt(Math.max(v, 0.25 / n) / n);
  return { mean, low: Math.max(0, mean - z * se), high: Math.min(1, mean + z * se) };
}

/**
 * Plays units `0, 1, ...` through `play` up to each look's size in turn and stops as soon as
 * the interval clears one half. `looks` are increasing unit counts.
 */
export function sequentialScore(
  play: (unit: number) => number,
  looks: readonly number[],
  alpha = 0.05,
): SequentialVerdict {
  const z = lookZ(looks.length, alpha);
  const scores: number[] = [];
  let last: SequentialVerdict | undefined;
  for (let k = 0; k < looks.length; k++) {
    while (scores.length < looks[k]!) scores.push(play(scores.length));
    const ci = unitInterval(scores, z);
    const decision = ci.low > 0.5 ? 'above' : ci.high < 0.5 ? 'below' : 'undecided';
    last = { decision, units: scores.length, ...ci, look: k + 1 };
    if (decision !== 'undecided') return last;
  }
  return last!;
}
