/**
 * The pieces of the build search on their own: the race schedule never exceeds its budget
 * and plays whole pairs, the slot space counts, enumerates and samples canonical builds,
 * part and pair effects recover a planted effect, and the outlier model flags a planted
 * outlier and nothing in a fair pool.
 */
import { describe, expect, it } from 'vitest';
import { MIN_FIRST_ROUND, raceSchedule } from '../../src/balance/race.js';
import { pairEffects, partEffects } from '../../src/balance/part-effects.js';
import { fitOutliers, sharedParts } from '../../src/balance/outlier-model.js';
import {
  combinations,
  restrictSlots,
  slotSpace,
  type SpaceSlot,
} from '../../src/core/slot-space.js';
import { Rng } from '../../src/core/rng.js';

describe('raceSchedule', () => {
  it.each([
    [20000, 64, 4, 4, 4],
    [8000, 200, 1, 1, 4],
    [1000, 64, 4, 4, 4],
    [64, 64, 4, 4, 4],
    [12345, 17, 0, 3, 2],
  ])(
    'budget %i, %i candidates, %i presets, %i opponents: at most the budget, whole pairs, halving',
    (budget, candidates, references, opponents, finalists) => {
      const s = raceSchedule({ budget, candidates, references, opponents, finalists, step: 2 });
      expect(s.games).toBeLessThanOrEqual(budget);
      expect(s.rounds.reduce((t, r) => t + r.games, 0)).toBe(s.games);
      let prev = 0;
      for (const [i, r] of s.rounds.entries()) {
        expect(r.target % 2).toBe(0);
        expect(r.target).toBeGreaterThan(prev);
        expect(r.games).toBe((r.target - prev) * (r.candidates + references) * opponents);
        if (i > 0)
          expect(r.candidates).toBe(
            Math.max(Math.min(finalists, s.candidates), Math.ceil(s.rounds[i - 1]!.candidates / 2)),
          );
        prev = r.target;
      }
      if (s.rounds.length > 1) expect(s.rounds[0]!.target).toBeGreaterThanOrEqual(MIN_FIRST_ROUND);
      expect(s.rounds[s.rounds.length - 1]!.candidates).toBe(Math.min(finalists, s.candidates));
    },
  );

  it('spends nearly all of a large budget and refuses one too small for a single pair', () => {
    const s = raceSchedule({
      budget: 20000,
      candidates: 64,
      references: 4,
      opponents: 4,
      finalists: 4,
      step: 2,
    });
    expect(s.candidates).toBe(64);
    expect(20000 - s.games).toBeLessThan(64);
    expect(() =>
      raceSchedule({
        budget: 10,
        candidates: 5,
        references: 4,
        opponents: 4,
        finalists: 2,
        step: 2,
      }),
    ).toThrow(/cannot play 2 games/);
  });
});

describe('slotSpace', () => {
  const slots: SpaceSlot[] = [
    { name: 'cockpit', group: 'cockpit', choices: ['a', 'b'] },
    { name: 'systems 1', group: 'systems', choices: ['x', 'y', 'z'] },
    { name: 'systems 2', group: 'systems', choices: ['x', 'y', 'z'] },
  ];
  const make = (c: string[]) =>
    c.join() === 'b,z,z'
      ? null
      : { build: { parts: c }, parts: c, points: 1, key: c.join(), label: c.join(' ') };

  it('counts multisets within a group, enumerates the legal builds, samples only canonical legal ones', () => {
    expect(combinations({ slots })).toBe(2 * 6);
    const space = slotSpace('t', [{ id: 't', slots, make }]);
    const all = space.enumerate(100)!;
    expect(all).toHaveLength(11);
    expect(new Set(all.map((c) => c.key)).size).toBe(11);
    expect(space.enumerate(5)).toBeNull();
    const rng = new Rng('s');
    for (let i = 0; i < 50; i++) {
      const c = space.sample(() => rng.next())!;
      expect(all.map((x) => x.key)).toContain(c.key);
    }
  });

  it('applies fixed and exclude, and names what is wrong', () => {
    const r = restrictSlots(slots, { systems: ['z'] }, ['x']) as SpaceSlot[];
    expect(r.map((s) => s.choices)).toEqual([['a', 'b'], ['z'], ['y', 'z']]);
    expect(restrictSlots(slots, { wing: 'w' }, [])).toMatch(/no "wing" slot/);
    expect(restrictSlots(slots, { cockpit: 'q' }, [])).toMatch(/"q" is not a cockpit part/);
    expect(restrictSlots(slots, {}, ['a', 'b'])).toMatch(/cockpit slot with no part/);
  });
});

describe('part and pair effects', () => {
  it('recover a planted part effect and a planted pair interaction', () => {
    const rng = new Rng('effects');
    const parts = ['p', 'q', 'r', 's'];
    const builds = Array.from({ length: 400 }, () => {
      const held = parts.filter(() => rng.next() < 0.5);
      const score =
        0.3 +
        (held.includes('p') ? 0.2 : 0) +
        (held.includes('q') && held.includes('r') ? 0.3 : 0) +
        (rng.next() - 0.5) * 0.1;
      return { parts: held, score };
    });
    const p = partEffects(builds).find((e) => e.part === 'p')!;
    expect(p.ciLow).toBeLessThan(0.2);
    expect(p.ciHigh).toBeGreaterThan(0.2);
    expect(partEffects(builds).find((e) => e.part === 's')!.ciLow).toBeLessThan(0);
    const top = pairEffects(builds)[0]!;
    expect([top.a, top.b]).toEqual(['q', 'r']);
    expect(top.ciLow).toBeLessThan(0.3);
    expect(top.ciHigh).toBeGreaterThan(0.3);
  });
});

describe('fitOutliers', () => {
  // Score against the field is logistic in (points − 4) at 100 Elo a point; 200 games each.
  const record = (points: number, extraElo = 0) => {
    const p = 1 / (1 + 10 ** (-(100 * (points - 4) + extraElo) / 400));
    return { points, wins: Math.round(p * 200), draws: 0, games: 200 };
  };
  const pool = [2, 3, 4, 5, 6].flatMap((pts) => [record(pts), record(pts, 10), record(pts, -10)]);

  it('finds the point scale of a fair pool and no outlier', () => {
    const fit = fitOutliers(pool);
    expect(fit.eloPerPoint!).toBeGreaterThan(85);
    expect(fit.eloPerPoint!).toBeLessThan(115);
    expect(fit.rows.filter((r) => r.outlier)).toHaveLength(0);
  });

  it('flags a build 250 Elo above its price, with fair points about 2.5 above its cost', () => {
    const fit = fitOutliers([...pool, record(3, 250)]);
    const flagged = fit.rows.map((r, i) => (r.outlier ? i : -1)).filter((i) => i >= 0);
    expect(flagged).toEqual([pool.length]);
    const row = fit.rows[pool.length]!;
    expect(row.fairPoints!).toBeGreaterThan(5);
    expect(row.fairPoints!).toBeLessThan(6.2);
    expect(row.fairLow!).toBeGreaterThan(3);
  });

  it('sharedParts keeps what three quarters of the outliers hold', () => {
    expect(
      sharedParts([
        ['a', 'b', 'c'],
        ['a', 'b', 'd'],
        ['a', 'b', 'c'],
        ['b', 'a'],
      ]),
    ).toEqual([
      { part: 'a', count: 4 },
      { part: 'b', count: 4 },
    ]);
    expect(sharedParts([['a']])).toEqual([]);
  });
});
