/**
 * Exact and simulated agree: for staged single attacks (every position, soft and hard
 * cover, 8s converting to criticals, a Komplex weapon), the damage the engine's attack
 * resolution deals over 4000 seeded attacks matches the exact calculator's distribution
 * (Pearson chi-square, p > 0.001 each) and mean (within 4 standard errors). The slow
 * suite repeats this with 100 000 attacks each.
 */
import { describe, expect, it } from 'vitest';
import { chiSquareP, chiSquareTest, gammaQ } from '../../src/balance/goodness-of-fit.js';
import { checkAttack, SCENARIOS } from './attack-check.js';

describe('goodness of fit', () => {
  it('chi-square tail probabilities match reference values', () => {
    expect(chiSquareP(3.841458820694124, 1)).toBeCloseTo(0.05, 10);
    expect(chiSquareP(11.070497693516351, 5)).toBeCloseTo(0.05, 10);
    expect(chiSquareP(23.209251158954356, 10)).toBeCloseTo(0.01, 10);
    expect(gammaQ(1, 2)).toBeCloseTo(Math.exp(-2), 14);
  });

  it('pools sparse classes and flags impossible values', () => {
    const fit = chiSquareTest(
      new Map([
        [0, 50],
        [1, 45],
        [2, 4],
        [3, 1],
        [7, 2],
      ]),
      [
        { value: 0, probability: 0.5 },
        { value: 1, probability: 0.45 },
        { value: 2, probability: 0.04 },
        { value: 3, probability: 0.01 },
      ],
    );
    expect(fit.classes.map((c) => [c[0], c[1]])).toEqual([
      [0, 0],
      [1, 1],
      [2, 3],
    ]);
    expect(fit.impossible).toEqual([7]);
    expect(fit.df).toBe(2);
  });
});

describe("exact calculator vs the engine's attack resolution (4000 staged attacks each)", () => {
  for (const s of SCENARIOS) {
    it(s.name, () => {
      const r = checkAttack(s, 4000, `exact-vs-sim:${s.name}`);
      expect([...r.engine.positions]).toEqual([s.expect.position]);
      expect([...r.engine.covers]).toEqual([s.expect.cover]);
      expect([...r.engine.hitNumbers]).toEqual([r.exact.hitNumber]);
      expect(r.fit.impossible).toEqual([]);
      expect(r.fit.pValue).toBeGreaterThan(0.001);
      const variance = r.exact.distribution.reduce(
        (v, d) => v + d.probability * (d.damage - r.exact.expectedDamage) ** 2,
        0,
      );
      expect(Math.abs(r.meanDamage - r.exact.expectedDamage)).toBeLessThan(
        4 * Math.sqrt(variance / 4000) + 1e-9,
      );
    });
  }
});

describe('the check has power', () => {
  it('rejects an exact distribution with one die too few, and one that forgets the rear bonus', () => {
    const front = SCENARIOS[0]!;
    expect(checkAttack(front, 4000, 'power-1', { dice: 3 }).fit.pValue).toBeLessThan(1e-6);
    const rear = SCENARIOS[2]!;
    expect(checkAttack(rear, 4000, 'power-2', { position: 'flank' }).fit.pValue).toBeLessThan(1e-6);
  });
});
