/**
 * Pearson's chi-square goodness-of-fit test of observed counts against an exact
 * distribution (used to check that simulated attacks match the exact calculator).
 * Classes expected to hold fewer than `minExpected` observations are pooled with
 * their neighbours so the chi-square approximation holds.
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms; relative error ~1e-15). */
export function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The regularized upper incomplete gamma function Q(a, x). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    // Series for P(a, x).
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return Math.max(0, 1 - sum * lead);
  }
  // Continued fraction for Q(a, x) (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.min(1, lead * h);
}

/** P(X ≥ x) for a chi-square variable with `df` degrees of freedom. */
export function chiSquareP(x: number, df: number): number {
  return gammaQ(df / 2, x / 2);
}

/** The result of a goodness-of-fit test. */
export interface GoodnessOfFit {
  statistic: number;
  df: number;
  pValue: number;
  /** Observations. */
  n: number;
  /** Pooled classes: [first value, last value, observed, expected]. */
  classes: Array<[number, number, number, number]>;
  /** Observed values the distribution gives probability 0. */
  impossible: number[];
}

/**
 * Tests observed counts (value → count) against a distribution (value, probability),
 * pooling adjacent values (in value order) until each class expects `minExpected`.
 */
export function chiSquareTest(
  observed: ReadonlyMap<number, number>,
  distribution: ReadonlyArray<{ value: number; probability: number }>,
  minExpected = 5,
): GoodnessOfFit {
  const n = [...observed.values()].reduce((a, b) => a + b, 0);
  const support = new Set(distribution.filter((d) => d.probability > 0).map((d) => d.value));
  const impossible = [...observed.keys()].filter((v) => !support.has(v)).sort((a, b) => a - b);
  const sorted = [...distribution]
    .filter((d) => d.probability > 0)
    .sort((a, b) => a.value - b.value);
  const classes: Array<[number, number, number, number]> = [];
  let cur: [number, number, number, number] | null = null;
  for (const d of sorted) {
    cur ??= [d.value, d.value, 0, 0];
    cur[1] = d.value;
    cur[2] += observed.get(d.value) ?? 0;
    cur[3] += d.probability * n;
    if (cur[3] >= minExpected) {
      classes.push(cur);
      cur = null;
    }
  }
  if (cur) {
    const last = classes[classes.length - 1];
    if (last) {
      last[1] = cur[1];
      last[2] += cur[2];
      last[3] += cur[3];
    } else classes.push(cur);
  }
  const statistic = classes.reduce((s, [, , o, e]) => s + (e > 0 ? (o - e) ** 2 / e : 0), 0);
  const df = Math.max(1, classes.length - 1);
  return {
    statistic,
    df,
    pValue: classes.length > 1 ? chiSquareP(statistic, df) : 1,
    n,
    classes,
    impossible,
  };
}
