import { describe, expect, it } from 'vitest';
import {
  exactAttack,
  type ExactAttackInput,
} from '../../src/games/snap-ships/calc/exact-attack.js';
import { binom, binomialDamage, expectDistribution, probOf } from './closed-form.js';

const base: ExactAttackInput = {
  dice: 4,
  accuracy: 2,
  damagePerHit: 1,
  evasion: 3,
  position: 'front',
  cover: 'none',
};

describe('exactAttack rerolls', () => {
  it('unlimited attacker rerolls of misses: per-die p′ = p + (1 − p)p', () => {
    for (const [evasion, p] of [
      [3, 0.5],
      [5, 0.3],
      [7, 0.1],
      [0, 0.8],
      [-1, 0.9],
    ] as const) {
      const pp = p + (1 - p) * p;
      for (const attacker of [Infinity, 4, 10]) {
        const r = exactAttack({ ...base, evasion, rerolls: { attacker, policy: 'misses' } });
        expectDistribution(
          r,
          binomialDamage(4, pp, (k) => k),
        );
      }
    }
  });

  it('unlimited rerolls also give crits per die 0.1 + (1 − p)·0.1', () => {
    const r = exactAttack({ ...base, rerolls: { attacker: Infinity } });
    const pc = 0.1 + 0.5 * 0.1;
    for (let k = 0; k <= 4; k++)
      expect(probOf(r.crits, 'crits', k)).toBeCloseTo(binom(4, k, pc), 12);
  });

  it('one attacker reroll with 2 dice matches the hand calculation', () => {
    for (const [evasion, p] of [
      [3, 0.5],
      [4, 0.4],
      [6, 0.2],
    ] as const) {
      const q = 1 - p;
      const want = new Map([
        [0, q ** 3], // both miss, the reroll misses
        [1, 2 * p * q * q + q * q * p], // one miss rerolled and missed again, or both missed and the reroll hits
        [2, p * p + 2 * p * q * p], // both hit, or one miss rerolled into a hit
      ]);
      expectDistribution(
        exactAttack({ ...base, dice: 2, evasion, rerolls: { attacker: 1 } }),
        want,
      );
    }
  });

  it('unlimited defender rerolls of hits: per-die p″ = p²; crits p·0.1', () => {
    const r = exactAttack({ ...base, rerolls: { defender: Infinity } });
    expectDistribution(
      r,
      binomialDamage(4, 0.25, (k) => k),
    );
    for (let k = 0; k <= 4; k++)
      expect(probOf(r.crits, 'crits', k)).toBeCloseTo(binom(4, k, 0.05), 12);
  });

  it('both players with unlimited rerolls: per-die (p + (1 − p)p)·p', () => {
    const r = exactAttack({
      ...base,
      evasion: 4,
      rerolls: { attacker: Infinity, defender: Infinity },
    });
    const p = 0.4;
    expectDistribution(
      r,
      binomialDamage(4, (p + (1 - p) * p) * p, (k) => k),
    );
  });

  it('one defender reroll takes a non-critical hit before a critical (hand calculation)', () => {
    // 2 dice, hit number 5: per die miss .5, plain hit .4, crit .1. Defender rerolls 1 hit die.
    const r = exactAttack({ ...base, dice: 2, rerolls: { defender: 1 } });
    // Two crits survive only if: crit+crit and the rerolled crit comes up crit (.01·.1),
    // or crit+plain, the plain one is rerolled into a crit (2·.1·.4·.1).
    expect(probOf(r.crits, 'crits', 2)).toBeCloseTo(0.001 + 0.008, 12);
    // No hits at the end: miss+miss (.25), or one hit + one miss with the hit rerolled into a miss (2·.5·.5·.5).
    expect(probOf(r.hits, 'hits', 0)).toBeCloseTo(0.25 + 0.25, 12);
    // Two hits: both hit and the rerolled die hits again (.25·.5).
    expect(probOf(r.hits, 'hits', 2)).toBeCloseTo(0.125, 12);
  });

  it('defender rerolls happen after 8s convert; a rerolled 8 is a plain 8', () => {
    // 1 die, hit number 9: 8 → crit, crit; the defender rerolls it, and only a crit then hits.
    const r = exactAttack({
      ...base,
      dice: 1,
      evasion: 7,
      convert8sToCrit: true,
      rerolls: { defender: 1 },
    });
    expect(r.hitNumber).toBe(9);
    expect(probOf(r.hits, 'hits', 1)).toBeCloseTo(0.2 * 0.1, 12);
  });

  it('attacker rerolls come before 8s convert: a rerolled 8 is a critical', () => {
    const r = exactAttack({
      ...base,
      dice: 1,
      evasion: 7,
      convert8sToCrit: true,
      rerolls: { attacker: 1 },
    });
    expect(probOf(r.crits, 'crits', 1)).toBeCloseTo(0.2 + 0.8 * 0.2, 12);
    expect(probOf(r.hits, 'hits', 1)).toBeCloseTo(0.36, 12);
  });

  it('the attacker does not reroll an 8 that will convert', () => {
    // Hit number 5 with conversion: misses are faces blank, 1–4 (p .5); an 8 is kept.
    const r = exactAttack({ ...base, dice: 1, convert8sToCrit: true, rerolls: { attacker: 1 } });
    expect(probOf(r.hits, 'hits', 1)).toBeCloseTo(0.5 + 0.5 * 0.5, 12);
    expect(probOf(r.crits, 'crits', 1)).toBeCloseTo(0.2 + 0.5 * 0.2, 12);
  });
});
