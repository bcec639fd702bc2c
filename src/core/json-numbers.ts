/**
 * Numbers printed for people and scripts carry no float noise: 0.1 + 0.2 prints as 0.3,
 * a probability as at most 12 significant digits (far below any Monte Carlo or
 * closed-form tolerance, and far above the noise of summing thousands of terms).
 */

/** `x` rounded to `digits` significant digits (0 and non-finite values unchanged). */
export function roundSignificant(x: number, digits = 12): number {
  return x === 0 || !Number.isFinite(x) ? x : Number(x.toPrecision(digits));
}

/** A copy of JSON-like data with every number rounded by {@link roundSignificant}. */
export function roundNumbersDeep<T>(value: T, digits = 12): T {
  if (typeof value === 'number') return roundSignificant(value, digits) as T;
  if (Array.isArray(value)) return value.map((v) => roundNumbersDeep(v, digits)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = roundNumbersDeep(v, digits);
    return out as T;
  }
  return value;
}
