/** Closed-form helpers for the exact calculator tests (independent of the calculator code). */
import { expect } from 'vitest';
import type { ExactResult } from '../../src/games/snap-ships/calc/exact-attack.js';

/** C(n, k) by the factorial definition. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const f = (m: number): number => (m <= 1 ? 1 : m * f(m - 1));
  return f(n) / (f(k) * f(n - k));
}

/** Binomial pmf. */
export function binom(n: number, k: number, p: number): number {
  return choose(n, k) * p ** k * (1 - p) ** (n - k);
}

/** Distribution of damage = g(k) for k ~ Binomial(n, p), merged by damage value. */
export function binomialDamage(
  n: number,
  p: number,
  g: (k: number) => number,
): Map<number, number> {
  const m = new Map<number, number>();
  for (let k = 0; k <= n; k++) m.set(g(k), (m.get(g(k)) ?? 0) + binom(n, k, p));
  return m;
}

/** Asserts the result's damage distribution equals `expected` (zero entries ignored) to `tol`. */
export function expectDistribution(
  result: ExactResult,
  expected: Map<number, number>,
  tol = 1e-9,
): void {
  const want = [...expected.entries()].filter(([, p]) => p > 1e-15).sort((a, b) => a[0] - b[0]);
  expect(result.distribution.map((e) => e.damage)).toEqual(want.map(([d]) => d));
  result.distribution.forEach((e, i) =>
    expect(Math.abs(e.probability - want[i]![1])).toBeLessThan(tol),
  );
  const mean = want.reduce((s, [d, p]) => s + d * p, 0);
  expect(Math.abs(result.expectedDamage - mean)).toBeLessThan(tol);
}

/** Probability of `key` = k in one of the result's hits / crits lists (0 when absent). */
export function probOf(
  list: ReadonlyArray<{ probability: number } & Record<string, number>>,
  key: string,
  k: number,
): number {
  return list.find((e) => e[key] === k)?.probability ?? 0;
}

/** Sum of a result's damage probabilities. */
export function totalProbability(r: ExactResult): number {
  return r.distribution.reduce((s, e) => s + e.probability, 0);
}
