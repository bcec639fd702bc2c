import { describe, expect, it } from 'vitest';
import { exactMissiles, missileProfile } from '../../src/games/snap-ships/calc/exact-missiles.js';
import type { MissileProfile } from '../../src/games/snap-ships/content/types.js';
import { getPart, loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { binom, binomialDamage, expectDistribution, probOf } from './closed-form.js';

describe('exactMissiles', () => {
  it('rulebook example: 4 light missiles at evasion 5 → hit number 5, p = 1/2, 2 damage each', () => {
    const r = exactMissiles({ missile: 'light', count: 4, evasion: 5, cover: 'none' });
    expect(r.hitNumber).toBe(5);
    expect(r.dice).toBe(4);
    expectDistribution(
      r,
      binomialDamage(4, 0.5, (k) => 2 * k),
    );
    expect(r.expectedDamage).toBeCloseTo(4, 12);
    expect(r.pAtLeastOneCrit).toBeCloseTo(1 - 0.9 ** 4, 12);
  });

  it('heavy missile: accuracy 1, 5 damage per hit', () => {
    const r = exactMissiles({ missile: 'heavy', count: 2, evasion: 3, cover: 'none' });
    expect(r.hitNumber).toBe(4);
    expectDistribution(
      r,
      binomialDamage(2, 0.6, (k) => 5 * k),
    );
  });

  it('heat missile: 1 damage per hit (the heat placement does not change damage)', () => {
    const r = exactMissiles({ missile: 'heat', count: 3, evasion: 2, cover: 'none' });
    expect(r.hitNumber).toBe(2);
    expectDistribution(
      r,
      binomialDamage(3, 0.8, (k) => k),
    );
  });

  it('soft cover: +2 to the hit number', () => {
    const r = exactMissiles({ missile: 'light', count: 4, evasion: 5, cover: 'soft' });
    expect(r.hitNumber).toBe(7);
    expectDistribution(
      r,
      binomialDamage(4, 0.3, (k) => 2 * k),
    );
  });

  it('hard cover: −1 to the total of the whole same-type group, not per missile', () => {
    const r = exactMissiles({ missile: 'light', count: 4, evasion: 5, cover: 'hard' });
    expect(r.hitNumber).toBe(5);
    expectDistribution(
      r,
      binomialDamage(4, 0.5, (k) => Math.max(0, 2 * k - 1)),
    );
    const both = exactMissiles({ missile: 'heavy', count: 3, evasion: 4, cover: 'both' });
    expect(both.hitNumber).toBe(7);
    expectDistribution(
      both,
      binomialDamage(3, 0.3, (k) => Math.max(0, 5 * k - 1)),
    );
  });

  it('a hit-number modifier (Missile Relay) applies', () => {
    const r = exactMissiles({
      missile: 'light',
      count: 2,
      evasion: 5,
      cover: 'none',
      modifier: -2,
    });
    expect(r.hitNumber).toBe(3);
    expectDistribution(
      r,
      binomialDamage(2, 0.7, (k) => 2 * k),
    );
  });

  it('torpedo profile: dice per token, and its printed "Convert all hits to critical"', () => {
    const mark48: MissileProfile = {
      name: 'Mark 48 Shipbreaker',
      quality: 6,
      dice: 2,
      accuracy: 0,
      damage: 4,
      effects: ['Convert all hits to critical'],
    };
    const r = exactMissiles({ missile: mark48, count: 1, evasion: 3, cover: 'none' });
    expect(r.dice).toBe(2);
    expect(r.hitNumber).toBe(3);
    expectDistribution(
      r,
      binomialDamage(2, 0.7, (k) => 4 * k),
    );
    for (let k = 0; k <= 2; k++)
      expect(probOf(r.crits, 'crits', k)).toBeCloseTo(binom(2, k, 0.7), 12);
  });

  it('torpedo tokens from the content database (Mark 48 by effect id)', () => {
    const part = getPart(loadContent(), 'forge', 'mark-48-shipbreaker');
    const launch = part.abilities.flatMap((a) => a.icons ?? []).find((i) => 'launch' in i);
    const token = launch && 'launch' in launch ? launch.launch.token : undefined;
    expect(token?.effect).toBe('convert-all-hits-to-crit');
    const r = exactMissiles({ missile: token!, count: 1, evasion: 4, cover: 'hard' });
    expect(r.hitNumber).toBe(token!.accuracy + 4);
    const p = (9 - r.hitNumber + 1 + 0) / 10; // faces hitNumber..8 plus the critical
    expectDistribution(
      r,
      binomialDamage(token!.dice, p, (k) => Math.max(0, token!.damage! * k - 1)),
    );
    expect(r.crits).toEqual(r.hits.map((h) => ({ crits: h.hits, probability: h.probability })));
  });

  it('a variable-damage torpedo needs the damage given', () => {
    const cx6: MissileProfile = {
      name: 'CX6 Anti-Matter Torpedo',
      quality: 6,
      dice: 2,
      accuracy: 0,
      damage: null,
      damageVariable: true,
    };
    expect(() => exactMissiles({ missile: cx6, count: 1, evasion: 3, cover: 'none' })).toThrow(
      /variable damage/,
    );
    const r = exactMissiles({ missile: cx6, count: 1, evasion: 3, cover: 'none', damage: 3 });
    expectDistribution(
      r,
      binomialDamage(2, 0.7, (k) => 3 * k),
    );
  });

  it('defender rerolls apply to missile impacts too', () => {
    const r = exactMissiles({
      missile: 'light',
      count: 3,
      evasion: 5,
      cover: 'none',
      rerolls: { defender: Infinity },
    });
    expectDistribution(
      r,
      binomialDamage(3, 0.25, (k) => 2 * k),
    );
  });

  it('standard profiles (from the content database) match the rulebook table', () => {
    expect(missileProfile('light')).toMatchObject({ quality: 5, dice: 1, accuracy: 0, damage: 2 });
    expect(missileProfile('heavy')).toMatchObject({ quality: 6, dice: 1, accuracy: 1, damage: 5 });
    expect(missileProfile('heat')).toMatchObject({ quality: 5, dice: 1, accuracy: 0, damage: 1 });
    expect(() => missileProfile('plasma' as 'light')).toThrow(/unknown missile/);
  });
});
