/**
 * Binomial proportion intervals.
 *
 * simple-statistics has no Wilson interval, and its `probit` is an approximation
 * (probit(0.975) = 1.9572, which shifts interval ends by ~5e-4), so both the interval
 * and the 95% normal quantile are written out here.
 */

/** A two-sided interval on a fraction in 0..1. */
export interface Interval {
  low: number;
  high: number;
}

/** z for a two-sided 95% interval: the standard normal 0.975 quantile. */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for `successes` out of `n` trials (95% by default).
 * With n = 0 nothing is known and the interval is [0, 1].
 */
export function wilsonInterval(successes: number, n: number, z: number = Z95): Interval {
  if (n <= 0) return { low: 0, high: 1 };
  if (successes < 0 || successes > n)
    throw new RangeError(`wilsonInterval: ${successes} successes out of ${n}`);
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // Clamp away rounding noise at the ends (0/n must give exactly 0, n/n exactly 1).
  return {
    low: successes === 0 ? 0 : Math.max(0, centre - half),
    high: successes === n ? 1 : Math.min(1, centre + half),
  };
}
