/**
 * The sequential probability ratio test of "is A stronger than B?", as fishtest and
 * fastchess run it on seat-swapped game pairs.
 *
 * Observations are pairs of games sharing a seed with seats swapped (pentanomial: A's
 * pair score 0, ¼, ½, ¾ or 1, a draw counting ½) or, without seat swap, single games
 * (trinomial: 0, ½, 1). H0: A is elo0 stronger than B; H1: A is elo1 stronger. The
 * test is a generalised SPRT (Wald's bounds ln(β/(1−α)) and ln((1−β)/α)) whose
 * log-likelihood ratio compares the maximum-likelihood outcome distributions under the
 * two hypotheses:
 * - `logistic` (default): Elo is logistic Elo, the expected score of H_k is
 *   1/(1+10^(−elo_k/400)); the LLR is exact: for each hypothesis the distribution
 *   closest to the observed one with that mean (p*_i = p_i / (1 + λ(a_i − s)), λ solved
 *   by bisection), LLR = Σ n_i ln(p1*_i / p0*_i).
 * - `normalized`: Elo is normalized Elo (fishtest, fastchess), the score of H_k is
 *   0.5 + nelo_k·σ/(800/ln 10) with σ the per-game standard deviation, and the LLR is
 *   the normal approximation N (s1 − s0)(2μ − s0 − s1) / (2 var).
 * Empty outcome classes count as 1e-3 observations when estimating the distribution
 * (fastchess's regularisation), so the LLR is finite from the first pair.
 */
import { eloToScore, scoreToElo } from './normal.js';
import { Z95 } from '../stats/wilson.js';

/** How Elo bounds are read. */
export type SprtModel = 'logistic' | 'normalized';

/** The hypotheses and error rates of a test. */
export interface SprtSpec {
  elo0: number;
  elo1: number;
  /** False-positive rate: accepting H1 when H0 holds (default 0.05). */
  alpha: number;
  /** False-negative rate: accepting H0 when H1 holds (default 0.05). */
  beta: number;
  model: SprtModel;
}

/** The outcome of a test. */
export type SprtDecision = 'H0' | 'H1' | 'inconclusive';

/** Pair scores of the pentanomial model (A's mean score over a seat-swapped pair). */
export const PENTANOMIAL_SCORES: readonly number[] = [0, 0.25, 0.5, 0.75, 1];
/** Game scores of the trinomial model (loss, draw, win). */
export const TRINOMIAL_SCORES: readonly number[] = [0, 0.5, 1];

/** Wald's bounds on the LLR: accept H0 at or below `lower`, H1 at or above `upper`. */
export function sprtBounds(alpha: number, beta: number): { lower: number; upper: number } {
  if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1))
    throw new RangeError(`alpha and beta must be in (0, 1), got ${alpha}, ${beta}`);
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/** The decision for an LLR, or null while the test continues. */
export function decide(llr: number, bounds: { lower: number; upper: number }): 'H0' | 'H1' | null {
  if (llr >= bounds.upper) return 'H1';
  if (llr <= bounds.lower) return 'H0';
  return null;
}

/** Observed frequencies with empty classes regularised. */
function pdf(counts: readonly number[]): number[] {
  const reg = counts.map((c) => (c > 0 ? c : 1e-3));
  const total = reg.reduce((a, b) => a + b, 0);
  return reg.map((c) => c / total);
}

/**
 * The distribution closest (in likelihood) to `p` whose mean score is `s`:
 * p*_i = p_i / (1 + λ(a_i − s)) with λ making the weights sum to 1.
 */
export function constrainedMle(
  p: readonly number[],
  scores: readonly number[],
  s: number,
): number[] {
  const lo = Math.min(...scores);
  const hi = Math.max(...scores);
  if (!(s > lo && s < hi))
    throw new RangeError(`score ${s} is outside the outcome range (${lo}, ${hi})`);
  // f(λ) = Σ p_i (a_i − s) / (1 + λ(a_i − s)) decreases from +∞ to −∞ on the feasible interval.
  let a = -1 / (hi - s);
  let b = 1 / (s - lo);
  const f = (l: number) =>
    p.reduce((acc, pi, i) => acc + (pi * (scores[i]! - s)) / (1 + l * (scores[i]! - s)), 0);
  for (let k = 0; k < 200; k++) {
    const mid = (a + b) / 2;
    if (f(mid) > 0) a = mid;
    else b = mid;
    if (b - a < 1e-15 * Math.max(1, Math.abs(mid))) break;
  }
  const l = (a + b) / 2;
  const out = p.map((pi, i) => pi / (1 + l * (scores[i]! - s)));
  const total = out.reduce((x, y) => x + y, 0);
  return out.map((x) => x / total);
}

/** Mean and variance of a distribution over `scores`. */
function moments(p: readonly number[], scores: readonly number[]): { mu: number; v: number } {
  const mu = p.reduce((s, pi, i) => s + pi * scores[i]!, 0);
  const v = p.reduce((s, pi, i) => s + pi * (scores[i]! - mu) ** 2, 0);
  return { mu, v };
}

/**
 * The LLR of H1 against H0 for observation counts over `scores` (pentanomial or
 * trinomial). `gamesPerObservation` is 2 for pairs, 1 for single games (it scales the
 * per-game deviation of normalized Elo).
 */
export function sprtLlr(
  counts: readonly number[],
  scores: readonly number[],
  spec: Pick<SprtSpec, 'elo0' | 'elo1' | 'model'>,
  gamesPerObservation = scores.length === 5 ? 2 : 1,
): number {
  const n = counts.reduce((a, b) => a + b, 0);
  if (n === 0) return 0;
  const p = pdf(counts);
  if (spec.model === 'normalized') {
    const { mu, v } = moments(p, scores);
    if (v <= 0) return 0;
    const sigmaPerGame = Math.sqrt(gamesPerObservation * v);
    const toScore = (nelo: number) => 0.5 + (nelo * Math.LN10 * sigmaPerGame) / 800;
    const s0 = toScore(spec.elo0);
    const s1 = toScore(spec.elo1);
    return (n * (s1 - s0) * (2 * mu - s0 - s1)) / (2 * v);
  }
  const p0 = constrainedMle(p, scores, eloToScore(spec.elo0));
  const p1 = constrainedMle(p, scores, eloToScore(spec.elo1));
  return counts.reduce((s, c, i) => (c > 0 ? s + c * Math.log(p1[i]! / p0[i]!) : s), 0);
}

/** The mean score of the observations with a normal 95% interval, and the same as logistic Elo. */
export interface ScoreEstimate {
  observations: number;
  score: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  elo: number | null;
  eloLow: number | null;
  eloHigh: number | null;
}

/** Mean score ± z·sd/√n of the observations (z = 1.96). */
export function scoreEstimate(
  counts: readonly number[],
  scores: readonly number[],
  z = Z95,
): ScoreEstimate {
  const n = counts.reduce((a, b) => a + b, 0);
  if (n === 0)
    return {
      observations: 0,
      score: null,
      ciLow: null,
      ciHigh: null,
      elo: null,
      eloLow: null,
      eloHigh: null,
    };
  const p = counts.map((c) => c / n);
  const { mu, v } = moments(p, scores);
  const half = n > 1 ? z * Math.sqrt((v * n) / (n - 1) / n) : 0.5;
  const lo = Math.max(0, mu - half);
  const hi = Math.min(1, mu + half);
  const elo = (s: number) => {
    const e = scoreToElo(s);
    return Number.isFinite(e) ? e : null;
  };
  return {
    observations: n,
    score: mu,
    ciLow: lo,
    ciHigh: hi,
    elo: elo(mu),
    eloLow: elo(lo),
    eloHigh: elo(hi),
  };
}

/**
 * The pair counts at which a sequential run looks at the data: every `step` pairs
 * at first, then every `growth` (a fraction) of the pairs so far, ending at
 * `maxPairs`. Looking less often than every pair only makes the test more cautious;
 * the looks depend on nothing but these numbers, so a rerun stops at the same game.
 */
export function checkpoints(maxPairs: number, step = 16, growth = 0.05): number[] {
  const out: number[] = [];
  let p = Math.min(step, maxPairs);
  while (p < maxPairs) {
    out.push(p);
    p = Math.max(p + step, Math.ceil(p * (1 + growth)));
  }
  if (maxPairs > 0) out.push(maxPairs);
  return out;
}

/** The state of a test after some observations. */
export interface SprtState {
  decision: SprtDecision;
  llr: number;
  lower: number;
  upper: number;
  /** Observations (pairs or games) used. */
  observations: number;
}

/**
 * Runs a test over a stream of observation indices (into `scores`), looking after
 * every observation listed in `looks` (default: every one), stopping at the first
 * decision or when the stream ends (inconclusive). For simulations and tests.
 */
export function runSprt(
  observations: Iterable<number>,
  scores: readonly number[],
  spec: SprtSpec,
  looks?: ReadonlySet<number>,
): SprtState {
  const bounds = sprtBounds(spec.alpha, spec.beta);
  const counts = scores.map(() => 0);
  let n = 0;
  let llr = 0;
  for (const o of observations) {
    counts[o]!++;
    n++;
    if (looks && !looks.has(n)) continue;
    llr = sprtLlr(counts, scores, spec);
    const d = decide(llr, bounds);
    if (d) return { decision: d, llr, ...bounds, observations: n };
  }
  if (looks) llr = sprtLlr(counts, scores, spec);
  return { decision: 'inconclusive', llr, ...bounds, observations: n };
}
