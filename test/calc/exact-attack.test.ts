import { describe, expect, it } from 'vitest';
import {
  exactAttack,
  type ExactAttackInput,
} from '../../src/games/snap-ships/calc/exact-attack.js';
import {
  binom,
  binomialDamage,
  expectDistribution,
  probOf,
  totalProbability,
} from './closed-form.js';

const base: ExactAttackInput = {
  dice: 4,
  accuracy: 2,
  damagePerHit: 1,
  evasion: 3,
  position: 'front',
  cover: 'none',
};

describe('exactAttack against closed-form binomial maths', () => {
  it('MK16-like: 4 dice, accuracy 2, evasion 3 → hit number 5, p = 1/2', () => {
    const r = exactAttack(base);
    expect(r.hitNumber).toBe(5);
    expect(r.dice).toBe(4);
    expectDistribution(
      r,
      binomialDamage(4, 0.5, (k) => k),
    );
    expect(r.distribution[0]!.probability).toBeCloseTo(0.0625, 12);
    expect(r.expectedDamage).toBeCloseTo(2, 12);
    expect(r.pAtLeastOneCrit).toBeCloseTo(1 - 0.9 ** 4, 12);
    for (let k = 0; k <= 4; k++)
      expect(probOf(r.hits, 'hits', k)).toBeCloseTo(binom(4, k, 0.5), 12);
    for (let k = 0; k <= 4; k++)
      expect(probOf(r.crits, 'crits', k)).toBeCloseTo(binom(4, k, 0.1), 12);
  });

  it('soft cover adds 2 to the hit number (p = 3/10)', () => {
    const r = exactAttack({ ...base, cover: 'soft' });
    expect(r.hitNumber).toBe(7);
    expectDistribution(
      r,
      binomialDamage(4, 0.3, (k) => k),
    );
  });

  it('hard cover removes 1 from the total damage, minimum 0', () => {
    const r = exactAttack({ ...base, damagePerHit: 2, cover: 'hard' });
    expect(r.hitNumber).toBe(5);
    expectDistribution(
      r,
      binomialDamage(4, 0.5, (k) => Math.max(0, 2 * k - 1)),
    );
  });

  it('both covers: +2 to hit and −1 total damage', () => {
    const r = exactAttack({ ...base, dice: 6, cover: 'both' });
    expect(r.hitNumber).toBe(7);
    expectDistribution(
      r,
      binomialDamage(6, 0.3, (k) => Math.max(0, k - 1)),
    );
  });

  it('flank: −1 to hit, no damage bonus', () => {
    const r = exactAttack({ ...base, position: 'flank' });
    expect(r.hitNumber).toBe(4);
    expectDistribution(
      r,
      binomialDamage(4, 0.6, (k) => k),
    );
  });

  it('rear: −1 to hit and +1 damage when at least 1 damage', () => {
    const r = exactAttack({ ...base, position: 'rear', damagePerHit: 2 });
    expect(r.hitNumber).toBe(4);
    expectDistribution(
      r,
      binomialDamage(4, 0.6, (k) => (k >= 1 ? 2 * k + 1 : 0)),
    );
  });

  it('rear with hard cover: the bonus and the reduction cancel on a hit', () => {
    const r = exactAttack({ ...base, position: 'rear', cover: 'hard' });
    expectDistribution(
      r,
      binomialDamage(4, 0.6, (k) => k),
    );
  });

  it('ignoreFlankBonus cancels the to-hit bonus but not the rear damage', () => {
    const r = exactAttack({ ...base, position: 'rear', ignoreFlankBonus: true });
    expect(r.hitNumber).toBe(5);
    expectDistribution(
      r,
      binomialDamage(4, 0.5, (k) => (k >= 1 ? k + 1 : 0)),
    );
  });

  it('hit number ≤ 1 hits on 9 faces of 10 (blank still misses)', () => {
    for (const [accuracy, evasion] of [
      [0, 1],
      [0, 0],
      [-3, 1],
    ] as const) {
      const r = exactAttack({ ...base, dice: 3, accuracy, evasion });
      expect(r.hitNumber).toBeLessThanOrEqual(1);
      expectDistribution(
        r,
        binomialDamage(3, 0.9, (k) => k),
      );
    }
  });

  it('hit number ≥ 9 hits on criticals only', () => {
    const r = exactAttack({ ...base, dice: 5, accuracy: 3, evasion: 6, damagePerHit: 3 });
    expect(r.hitNumber).toBe(9);
    expectDistribution(
      r,
      binomialDamage(5, 0.1, (k) => 3 * k),
    );
    expect(r.crits).toEqual(r.hits.map((h) => ({ crits: h.hits, probability: h.probability })));
    const r12 = exactAttack({ ...base, dice: 2, accuracy: 4, evasion: 6, cover: 'soft' });
    expect(r12.hitNumber).toBe(12);
    expectDistribution(
      r12,
      binomialDamage(2, 0.1, (k) => k),
    );
  });

  it('card modifiers move the hit number', () => {
    const r = exactAttack({ ...base, modifier: -2 });
    expect(r.hitNumber).toBe(3);
    expectDistribution(
      r,
      binomialDamage(4, 0.7, (k) => k),
    );
  });

  it('pAtLeastOneCrit = 1 − 0.9^dice without crit effects', () => {
    for (const dice of [1, 2, 5, 8]) {
      for (const evasion of [0, 3, 7]) {
        expect(exactAttack({ ...base, dice, evasion }).pAtLeastOneCrit).toBeCloseTo(
          1 - 0.9 ** dice,
          12,
        );
      }
    }
  });

  it('total-damage modifier (armour −1) applies before the rear bonus and cover', () => {
    const r = exactAttack({ ...base, damagePerHit: 2, totalModifier: -1 });
    expectDistribution(
      r,
      binomialDamage(4, 0.5, (k) => Math.max(0, 2 * k - 1)),
    );
    const rear = exactAttack({ ...base, position: 'rear', totalModifier: -1 });
    // 1 hit: 1 − 1 = 0, no rear bonus; k ≥ 2: k − 1 + 1.
    expectDistribution(
      rear,
      binomialDamage(4, 0.6, (k) => (k >= 2 ? k : 0)),
    );
  });

  it('zero dice deal 0 damage with certainty', () => {
    const r = exactAttack({ ...base, dice: 0 });
    expect(r.distribution).toEqual([{ damage: 0, probability: 1 }]);
    expect(r.pAtLeastOneCrit).toBe(0);
  });

  it('probabilities sum to 1 within 1e-12, ascending, no zero entries', () => {
    for (const dice of [1, 3, 6, 10])
      for (const evasion of [0, 2, 5, 8])
        for (const cover of ['none', 'soft', 'hard', 'both'] as const)
          for (const position of ['front', 'flank', 'rear'] as const) {
            const r = exactAttack({
              dice,
              accuracy: 2,
              damagePerHit: 2,
              evasion,
              cover,
              position,
              extraPerCrit: 1,
              convert8sToCrit: dice % 2 === 0,
              rerolls: { attacker: 2, defender: 1 },
            });
            expect(Math.abs(totalProbability(r) - 1)).toBeLessThan(1e-12);
            expect(Math.abs(r.hits.reduce((s, e) => s + e.probability, 0) - 1)).toBeLessThan(1e-12);
            expect(Math.abs(r.crits.reduce((s, e) => s + e.probability, 0) - 1)).toBeLessThan(
              1e-12,
            );
            for (let i = 1; i < r.distribution.length; i++)
              expect(r.distribution[i]!.damage).toBeGreaterThan(r.distribution[i - 1]!.damage);
            expect(r.distribution.every((e) => e.probability > 0)).toBe(true);
          }
  });

  it('rejects invalid inputs', () => {
    expect(() => exactAttack({ ...base, dice: -1 })).toThrow(RangeError);
    expect(() => exactAttack({ ...base, dice: 1.5 })).toThrow(RangeError);
    expect(() => exactAttack({ ...base, damagePerHit: -1 })).toThrow(RangeError);
    expect(() => exactAttack({ ...base, rerolls: { attacker: -2 } })).toThrow(RangeError);
  });
});

describe('exactAttack crit effects', () => {
  it('extraPerCrit: per-die damage 0 / 1 / 2 with probabilities .5 / .4 / .1', () => {
    const r = exactAttack({ ...base, extraPerCrit: 1 });
    const want = new Map<number, number>();
    // Trinomial: a plain hits, c crits, damage a + 2c.
    for (let c = 0; c <= 4; c++)
      for (let a = 0; a + c <= 4; a++) {
        const ways = fact(4) / (fact(c) * fact(a) * fact(4 - a - c));
        const d = a + 2 * c;
        want.set(d, (want.get(d) ?? 0) + ways * 0.1 ** c * 0.4 ** a * 0.5 ** (4 - a - c));
      }
    expectDistribution(r, want);
    expect(r.expectedDamage).toBeCloseTo(4 * (0.4 + 0.2), 12);
  });

  it('convert 8s to critical: crit chance 2/10, hit chance unchanged when 8 already hits', () => {
    const r = exactAttack({ ...base, convert8sToCrit: true, extraPerCrit: 1 });
    expect(r.pAtLeastOneCrit).toBeCloseTo(1 - 0.8 ** 4, 12);
    for (let k = 0; k <= 4; k++)
      expect(probOf(r.hits, 'hits', k)).toBeCloseTo(binom(4, k, 0.5), 12);
    for (let k = 0; k <= 4; k++)
      expect(probOf(r.crits, 'crits', k)).toBeCloseTo(binom(4, k, 0.2), 12);
    expect(r.expectedDamage).toBeCloseTo(4 * (0.5 + 0.2), 12);
  });

  it('convert 8s to critical turns an 8 into a hit at hit number 9+', () => {
    const r = exactAttack({ ...base, dice: 3, evasion: 7, convert8sToCrit: true });
    expect(r.hitNumber).toBe(9);
    expectDistribution(
      r,
      binomialDamage(3, 0.2, (k) => k),
    );
    expect(r.crits).toEqual(r.hits.map((h) => ({ crits: h.hits, probability: h.probability })));
  });

  it('convert all hits to critical: crits equal hits', () => {
    const r = exactAttack({
      ...base,
      dice: 2,
      damagePerHit: 4,
      allHitsAreCrits: true,
      extraPerCrit: 1,
    });
    expect(r.crits).toEqual(r.hits.map((h) => ({ crits: h.hits, probability: h.probability })));
    expectDistribution(
      r,
      binomialDamage(2, 0.5, (k) => 5 * k),
    );
    expect(r.pAtLeastOneCrit).toBeCloseTo(1 - 0.25, 12);
  });

  it('convert 1 hit to critical: at least one crit whenever something hits', () => {
    const r = exactAttack({ ...base, convertHitsToCrit: 1 });
    expect(r.pAtLeastOneCrit).toBeCloseTo(1 - 0.5 ** 4, 12);
    // Crits: natural crits, plus 1 when there is a plain hit to convert.
    // P(0 crits) = P(no hits) = 0.5^4; P(crits = 4) = P(4 natural crits) + P(3 crits, 1 plain hit).
    expect(probOf(r.crits, 'crits', 4)).toBeCloseTo(0.1 ** 4 + 4 * 0.1 ** 3 * 0.4, 12);
    expectDistribution(
      r,
      binomialDamage(4, 0.5, (k) => k),
    );
  });
});

function fact(n: number): number {
  return n <= 1 ? 1 : n * fact(n - 1);
}
