/**
 * The standard normal distribution (CDF and quantile) and the Elo ↔ score maps the
 * balance tools share. Written out (not from simple-statistics) for full double
 * precision: the quantile uses Acklam's rational approximation refined by one Halley
 * step; the CDF uses erfc from its Taylor series (|x| < 2) or a continued fraction.
 */

/** ln(10) / 400: natural log-odds per Elo point. */
export const LOGIT_PER_ELO = Math.LN10 / 400;

/** Complementary error function (relative error below ~1e-13 over the whole line). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  let r: number;
  if (z < 2) {
    // erf series: erf(z) = 2/√π Σ (-1)^n z^(2n+1) / (n! (2n+1))
    let term = z;
    let sum = z;
    const z2 = z * z;
    for (let n = 1; n < 200; n++) {
      term *= -z2 / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    r = 1 - (2 / Math.sqrt(Math.PI)) * sum;
  } else {
    // Continued fraction (Lentz) for erfc(z) = exp(-z²)/√π · 1/(z + 1/2/(z + 1/(z + 3/2/(z + ...))))
    const tiny = 1e-300;
    let f = z;
    let c = z;
    let d = 0;
    for (let n = 1; n < 500; n++) {
      const a = n / 2;
      d = z + a * d;
      d = Math.abs(d) < tiny ? tiny : d;
      c = z + a / c;
      c = Math.abs(c) < tiny ? tiny : c;
      d = 1 / d;
      const delta = c * d;
      f *= delta;
      if (Math.abs(delta - 1) < 1e-16) break;
    }
    r = Math.exp(-z * z) / (Math.sqrt(Math.PI) * f);
  }
  return x >= 0 ? r : 2 - r;
}

/** Standard normal CDF Φ(x). */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

/** Standard normal quantile Φ⁻¹(p) for 0 < p < 1 (±Infinity at 0 and 1). */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`normalQuantile: p must be in 0..1, got ${p}`);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  let x: number;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  } else if (p <= 1 - lo) {
    const q = p - 0.5;
    const r = q * q;
    x = ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x = -(((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  // One Halley step brings the approximation (rel. error 1.15e-9) to full precision.
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
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
