/**
 * Ablation intervals are paired: the difference is taken seed by seed, its standard
 * error is the spread of the per-pair differences, and on coupled runs (the same luck
 * in both) it is far narrower than the unpaired one while still covering the truth.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import {
  holmSignificant,
  independentDifference,
  pairedDifference,
} from '../../src/balance/paired-difference.js';
import { wilsonInterval } from '../../src/stats/wilson.js';

/** Two runs over the same seeds: a shared uniform per game decides both (strong coupling). */
function coupled(rng: Rng, games: number, p0: number, p1: number, noise = 0.1) {
  const base = new Map<number, number>();
  const variant = new Map<number, number>();
  for (let g = 0; g < games; g++) {
    const u = rng.next();
    // With probability `noise` the variant's game goes its own way (the runs diverge).
    const v = rng.next() < noise ? rng.next() : u;
    base.set(g, u < p0 ? 1 : 0);
    variant.set(g, v < p1 ? 1 : 0);
  }
  return { base, variant };
}

describe('paired difference', () => {
  it('is the mean of per-pair differences with se = sd/√n', () => {
    // Pairs (0,1), (2,3), (4,5): differences (1+0)/2 − (0+0)/2 = 0.5, 0, −0.5... by hand.
    const base = new Map([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 0],
      [6, 1],
    ]);
    const variant = new Map([
      [0, 1],
      [1, 0],
      [2, 1],
      [3, 1],
      [4, 0],
      [5, 0],
      [7, 1],
    ]);
    const d = pairedDifference(base, variant);
    // Shared games 0..5 (6 and 7 are in one run only); pair diffs: 0.5, 0, −0.5.
    expect(d.games).toBe(6);
    expect(d.units).toBe(3);
    expect(d.diff).toBeCloseTo(0, 12);
    expect(d.se).toBeCloseTo(0.5 / Math.sqrt(3), 12);
    expect(d.baseRate).toBeCloseTo(3 / 6, 12);
    expect(d.variantRate).toBeCloseTo(3 / 6, 12);
    // Games as units (no seat swap): six differences 1, 0, 0, 0, −1, 0.
    const g = pairedDifference(base, variant, { unitOf: (x) => x });
    expect(g.units).toBe(6);
    expect(g.se).toBeCloseTo(Math.sqrt(2 / 5) / Math.sqrt(6), 12);
  });

  it('identical runs get a zero difference with a non-zero interval', () => {
    const m = new Map([
      [0, 1],
      [1, 0],
      [2, 1],
      [3, 1],
    ]);
    const d = pairedDifference(m, new Map(m));
    expect(d.diff).toBe(0);
    expect(d.ciHigh!).toBeGreaterThan(0);
    expect(d.ciLow!).toBeLessThan(0);
  });

  it('on coupled runs is much narrower than the unpaired interval and covers the truth ~95% of the time', () => {
    let covered = 0;
    let ratio = 0;
    const reps = 300;
    for (let r = 0; r < reps; r++) {
      const { base, variant } = coupled(new Rng(`paired-${r}`), 400, 0.45, 0.55);
      const d = pairedDifference(base, variant);
      // True difference: 0.9·(0.55 − 0.45) + 0.1·(0.55 − 0.45) = 0.10.
      if (d.ciLow! <= 0.1 && 0.1 <= d.ciHigh!) covered++;
      ratio += d.se! / d.unpairedSe!;
    }
    expect(covered / reps).toBeGreaterThan(0.92);
    expect(covered / reps).toBeLessThan(0.985);
    // The paired se is well under the unpaired one (about half here).
    expect(ratio / reps).toBeLessThan(0.6);
  });

  it('Newcombe interval for independent runs, and Holm keeps only the strong ones', () => {
    const a = { successes: 40, n: 100, ...wilsonInterval(40, 100) };
    const b = { successes: 60, n: 100, ...wilsonInterval(60, 100) };
    const d = independentDifference(a, b)!;
    expect(d.diff).toBeCloseTo(0.2, 12);
    // Newcombe's own worked example (his 1998 paper, method 10) for 56/70 vs 48/80: 0.0524..0.3339.
    const n = independentDifference(
      { successes: 48, n: 80, ...wilsonInterval(48, 80) },
      { successes: 56, n: 70, ...wilsonInterval(56, 70) },
    )!;
    expect(n.ciLow).toBeCloseTo(0.0524, 3);
    expect(n.ciHigh).toBeCloseTo(0.3339, 3);
    expect(holmSignificant([0.001, 0.04, 0.03, null])).toEqual([true, false, false, false]);
    expect(holmSignificant([0.01, 0.02, 0.03])).toEqual([true, true, true]);
  });
});

describe('small samples', () => {
  it("use Student's t: three pairs get a much wider interval than the normal one", () => {
    const base = new Map([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 1],
    ]);
    const variant = new Map([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 0],
      [4, 1],
      [5, 1],
    ]);
    // Pair differences: 1, 0.5, 0.5 → mean 2/3, sd = 0.2887.
    const d = pairedDifference(base, variant);
    expect(d.diff).toBeCloseTo(2 / 3, 12);
    // The lower end is mean − t·se (the upper end is clipped at +1: a change cannot exceed it).
    expect((d.diff! - d.ciLow!) / d.se!).toBeCloseTo(0.95 * Math.sqrt(2 / 0.0975), 9); // t(0.975, 2) = 4.3027
    expect(d.ciHigh).toBe(1);
    expect(d.pValue!).toBeGreaterThan(0.03);
    expect(d.pValue!).toBeLessThan(0.1);
  });

  it('clips the interval to ±1 for 0..1 values, and to ±bound for values on another scale (points)', () => {
    // Pairs (games 2k, 2k+1) differ by −3, −4, −3, −4: mean −3.5, sd 0.577, t(3) 3.182 → ±0.919.
    const base = new Map([0, 1, 2, 3, 4, 5, 6, 7].map((g) => [g, 9]));
    const variant = new Map([
      [0, 6],
      [1, 6],
      [2, 5],
      [3, 5],
      [4, 6],
      [5, 6],
      [6, 5],
      [7, 5],
    ]);
    const clipped = pairedDifference(base, variant);
    // Read as a win rate the low end is clipped to −1, above the mean itself: wrong for points.
    expect([clipped.diff, clipped.ciLow]).toEqual([-3.5, -1]);
    const free = pairedDifference(base, variant, { bound: Infinity });
    expect(free.ciLow!).toBeCloseTo(-3.5 - (3.182446 * Math.sqrt(1 / 3)) / 2, 5);
    expect(free.ciHigh!).toBeCloseTo(-3.5 + (3.182446 * Math.sqrt(1 / 3)) / 2, 5);
  });
});
