/**
 * The standard normal and Student t distributions and the Elo ↔ score maps the balance
 * tools share. The normal CDF and quantile come from stdlib's erfc and erfcinv (full double
 * precision in both tails; scripts/numerics-compare.mjs measures them against the former
 * hand-written code); Student's t is the exact finite series.
 */
import erfc from '@stdlib/math-base-special-erfc';
import erfcinv from '@stdlib/math-base-special-erfcinv';

/** ln(10) / 400: natural log-odds per Elo point. */
export const LOGIT_PER_ELO = Math.LN10 / 400;

/** Standard normal CDF Φ(x). */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

/** Standard normal quantile Φ⁻¹(p) for 0 < p < 1 (±Infinity at 0 and 1). */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`normalQuantile: p must be in 0..1, got ${p}`);
  // Through erfcinv rather than erfinv(2p − 1), which loses the lower tail to rounding.
  return -Math.SQRT2 * erfcinv(2 * p);
}

/**
 * P(|T| ≤ t) for Student's t with an integer number of degrees of freedom, by the
 * finite series of Abramowitz & Stegun 26.7.3–4 (exact up to rounding).
 */
function tAbsCdf(t: number, df: number): number {
  const theta = Math.atan(Math.abs(t) / Math.sqrt(df));
  const c2 = Math.cos(theta) ** 2;
  const s = Math.sin(theta);
  if (df % 2 === 1) {
    if (df === 1) return (2 * theta) / Math.PI;
    let term = 1;
    let sum = 1;
    for (let k = 2; k <= df - 3; k += 2) {
      term *= (k / (k + 1)) * c2;
      sum += term;
    }
    return (2 / Math.PI) * (theta + s * Math.cos(theta) * sum);
  }
  let term = 1;
  let sum = 1;
  for (let k = 1; k <= df - 3; k += 2) {
    term *= (k / (k + 1)) * c2;
    sum += term;
  }
  return s * sum;
}

/** Largest degrees of freedom handled exactly; beyond, the normal approximation's error is < 1e-4. */
const T_EXACT_DF = 2000;

/** Student's t CDF for integer `df` ≥ 1 (normal beyond 2000 degrees of freedom). */
export function tCdf(t: number, df: number): number {
  if (!(df >= 1)) throw new RangeError(`tCdf: df must be ≥ 1, got ${df}`);
  if (df > T_EXACT_DF) return normalCdf(t);
  const a = tAbsCdf(t, Math.round(df));
  return t >= 0 ? 0.5 + a / 2 : 0.5 - a / 2;
}

/** Student's t quantile for integer `df` ≥ 1 (bisection on the exact CDF). */
export function tQuantile(p: number, df: number): number {
  if (!(df >= 1)) throw new RangeError(`tQuantile: df must be ≥ 1, got ${df}`);
  if (!(p > 0 && p < 1)) return p <= 0 ? -Infinity : Infinity;
  if (df > T_EXACT_DF) return normalQuantile(p);
  if (df === 1) return Math.tan(Math.PI * (p - 0.5));
  if (p < 0.5) return -tQuantile(1 - p, df);
  let lo = 0;
  let hi = Math.max(1, normalQuantile(p));
  while (tCdf(hi, df) < p) hi *= 2;
  for (let k = 0; k < 200 && hi - lo > 1e-14 * hi; k++) {
    const mid = (lo + hi) / 2;
    if (tCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Two-sided p-value of a t statistic. */
export function tTwoSidedP(t: number, df: number): number {
  return Math.min(1, 2 * (1 - tCdf(Math.abs(t), df)));
}

/** Two-sided p-value of a z statistic. */
export function twoSidedP(z: number): number {
  return Math.min(1, 2 * normalCdf(-Math.abs(z)));
}

/** Expected score of a player `elo` points stronger (logistic Elo). */
export function eloToScore(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

/** Elo difference of an expected score 0 < s < 1 (±Infinity at the ends). */
export function scoreToElo(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return -400 * Math.log10(1 / score - 1);
}
