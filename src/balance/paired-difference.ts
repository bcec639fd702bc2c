/**
 * The change in a per-game value (a win: 1, else 0) between two runs that played the
 * same seeds: the difference is measured seed by seed, so the luck both runs share
 * cancels. The unit is the seat-swapped pair (both games of a seed) when the runs swap
 * seats, else the game; the interval is mean ± t·sd/√n over the units' differences
 * (Student's t with n − 1 degrees of freedom, so a handful of pairs is not overtrusted).
 * When every unit differs by the same amount (identical runs, say) sd is 0 and the
 * interval becomes ±z/n instead (as if one unit had differed), so it stays honest. The unpaired standard error (as if the runs were independent) is
 * returned beside it to show what pairing gained.
 */
import { tQuantile, tTwoSidedP, twoSidedP } from './normal.js';

/** A paired difference (variant − base). */
export interface PairedDifference {
  /** Units (pairs or games) present in both runs. */
  units: number;
  /** Games present in both runs. */
  games: number;
  /** Mean value of the base over the shared games. */
  baseRate: number | null;
  variantRate: number | null;
  /** Mean over units of the per-unit difference (variant − base). */
  diff: number | null;
  se: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** Two-sided p-value of "no change". */
  pValue: number | null;
  /** Standard error of the difference if the two runs were independent. */
  unpairedSe: number | null;
}

/** Options of {@link pairedDifference}. */
export interface PairedOptions {
  /** The unit a game belongs to (default: its seat-swapped pair, game >> 1). */
  unitOf?: (game: number) => number;
  /** Confidence level of the interval (default 0.95). */
  level?: number;
  /** The largest possible change, clipping the interval (default 1: a 0..1 value; Infinity for unbounded values such as points). */
  bound?: number;
}

/**
 * Paired difference of two runs given as game index → value maps (only games present
 * in both count).
 */
export function pairedDifference(
  base: ReadonlyMap<number, number>,
  variant: ReadonlyMap<number, number>,
  options: PairedOptions = {},
): PairedDifference {
  const unitOf = options.unitOf ?? ((g: number) => Math.floor(g / 2));
  const level = options.level ?? 0.95;
  const bound = options.bound ?? 1;
  const units = new Map<number, { b: number; v: number; n: number }>();
  let games = 0;
  let sumB = 0;
  let sumV = 0;
  for (const [g, b] of base) {
    const v = variant.get(g);
    if (v === undefined) continue;
    games++;
    sumB += b;
    sumV += v;
    const u = units.get(unitOf(g)) ?? { b: 0, v: 0, n: 0 };
    u.b += b;
    u.v += v;
    u.n += 1;
    units.set(unitOf(g), u);
  }
  const n = units.size;
  if (n === 0)
    return {
      units: 0,
      games: 0,
      baseRate: null,
      variantRate: null,
      diff: null,
      se: null,
      ciLow: null,
      ciHigh: null,
      pValue: null,
      unpairedSe: null,
    };
  const d = [...units.values()].map((u) => (u.v - u.b) / u.n);
  const mean = d.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1)) : 1;
  const se = sd > 0 ? sd / Math.sqrt(n) : 1 / n;
  const t = n > 1 ? tQuantile(0.5 + level / 2, n - 1) : tQuantile(0.5 + level / 2, 1);
  const p0 = sumB / games;
  const p1 = sumV / games;
  return {
    units: n,
    games,
    baseRate: p0,
    variantRate: p1,
    diff: mean,
    se,
    // A change of a 0..1 value lies in −1..1.
    ciLow: Math.max(-bound, mean - t * se),
    ciHigh: Math.min(bound, mean + t * se),
    pValue: tTwoSidedP(mean / se, Math.max(1, n - 1)),
    unpairedSe: Math.sqrt((p0 * (1 - p0) + p1 * (1 - p1)) / games),
  };
}

/**
 * Newcombe's hybrid score interval (his method 10) for the difference p2 − p1 of two
 * independent proportions, from their Wilson intervals; for runs that share no seeds.
 */
export function independentDifference(
  a: { successes: number; n: number; low: number; high: number },
  b: { successes: number; n: number; low: number; high: number },
): { diff: number; ciLow: number; ciHigh: number; pValue: number } | null {
  if (a.n === 0 || b.n === 0) return null;
  const p1 = a.successes / a.n;
  const p2 = b.successes / b.n;
  const diff = p2 - p1;
  const pooled = (a.successes + b.successes) / (a.n + b.n);
  const sePooled = Math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n));
  return {
    diff,
    ciLow: diff - Math.sqrt((p2 - b.low) ** 2 + (a.high - p1) ** 2),
    ciHigh: diff + Math.sqrt((b.high - p2) ** 2 + (p1 - a.low) ** 2),
    pValue: sePooled > 0 ? twoSidedP(diff / sePooled) : diff === 0 ? 1 : 0,
  };
}

/** Holm's step-down adjustment: which p-values stay significant at level `alpha` jointly. */
export function holmSignificant(pValues: ReadonlyArray<number | null>, alpha = 0.05): boolean[] {
  const idx = pValues
    .map((p, i) => ({ p, i }))
    .filter((x): x is { p: number; i: number } => x.p !== null)
    .sort((x, y) => x.p - y.p);
  const out = pValues.map(() => false);
  const m = idx.length;
  for (let k = 0; k < m; k++) {
    if (idx[k]!.p > alpha / (m - k)) break;
    out[idx[k]!.i] = true;
  }
  return out;
}
