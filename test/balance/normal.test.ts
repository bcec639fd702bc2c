/** The normal and Student t distributions and the Elo ↔ score maps against reference values. */
import { describe, expect, it } from 'vitest';
import {
  eloToScore,
  normalCdf,
  normalQuantile,
  scoreToElo,
  tCdf,
  tQuantile,
  tTwoSidedP,
  twoSidedP,
} from '../../src/balance/normal.js';

describe('distributions', () => {
  it('normal CDF and quantile match reference values to 1e-12', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(-3)).toBeCloseTo(0.0013498980316300946, 14);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 14);
    expect(normalCdf(-8)).toBeCloseTo(6.22096057427178e-16, 25);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(normalQuantile(1e-10)).toBeCloseTo(-6.361340902404056, 9);
    for (const p of [0.001, 0.2, 0.5, 0.9]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 13);
    expect(twoSidedP(1.959963984540054)).toBeCloseTo(0.05, 12);
  });

  it('t quantiles and CDF match reference values', () => {
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.706204736174696, 9);
    // df = 2: t = (2p − 1)·√(2 / (4p(1 − p))).
    expect(tQuantile(0.975, 2)).toBeCloseTo(0.95 * Math.sqrt(2 / 0.0975), 12);
    expect(tQuantile(0.975, 2)).toBeCloseTo(4.3027, 4);
    // Reference values of t(0.975, df).
    const ref: Array<[number, number]> = [
      [3, 3.182446305284263],
      [5, 2.570581835636314],
      [10, 2.228138851986274],
      [30, 2.042272456301238],
      [100, 1.983971518523552],
    ];
    for (const [df, t] of ref) {
      expect(tQuantile(0.975, df)).toBeCloseTo(t, 9);
      expect(tCdf(t, df)).toBeCloseTo(0.975, 12);
    }
    expect(tQuantile(0.025, 5)).toBeCloseTo(-2.570581835636314, 9);
    expect(tTwoSidedP(2.228138851986274, 10)).toBeCloseTo(0.05, 12);
  });

  it('Elo and expected score are inverse logistic maps', () => {
    expect(eloToScore(0)).toBe(0.5);
    expect(eloToScore(400)).toBeCloseTo(10 / 11, 14);
    expect(scoreToElo(eloToScore(123.4))).toBeCloseTo(123.4, 9);
    expect(scoreToElo(1)).toBe(Infinity);
  });
});
