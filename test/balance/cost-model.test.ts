/**
 * The point-cost solver recovers a known cost function from synthetic games: builds of
 * three chassis with hidden part values play a round robin with strength proportional
 * to their true cost; the solver must find each build's fair cost, the Elo a point
 * buys, and each part's value (relative to its slot's average).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import {
  fairPoints,
  fitPartModel,
  type BuildFeatures,
  type PairingScore,
} from '../../src/balance/cost-model.js';
import { fitBradleyTerry } from '../../src/balance/ratings.js';
import { roundRobin } from './synthetic.js';

const ELO_PER_POINT = 60;
const CHASSIS = [
  { id: 'light', points: 3 },
  { id: 'medium', points: 4 },
  { id: 'heavy', points: 5 },
];
// Hidden part values in points; each slot's values sum to zero, so printed costs are right on average.
const WING: Record<string, number> = { 'wing-a': 0.5, 'wing-b': -0.5 };
const SYSTEMS: Record<string, number> = { 'gun-a': 1, 'gun-b': 0, 'gun-c': -1 };

const builds = CHASSIS.flatMap((c) =>
  Object.keys(WING).flatMap((w) =>
    Object.keys(SYSTEMS).map((s) => ({ chassis: c, wing: w, gun: s })),
  ),
);
const trueCost = builds.map((b) => b.chassis.points + WING[b.wing]! + SYSTEMS[b.gun]!);
const features: BuildFeatures[] = builds.map((b) => ({
  points: b.chassis.points,
  items: [
    { group: 'wing', item: b.wing },
    { group: 'systems', item: b.gun },
  ],
}));

describe('point-cost solver', () => {
  const games = roundRobin(
    new Rng('cost-1'),
    trueCost.map((c) => c * ELO_PER_POINT),
    300,
    0.05,
  );
  const fit = fitBradleyTerry(builds.length, games);

  it("recovers each build's fair cost within its interval (3 se) and the Elo a point buys", () => {
    const fp = fairPoints(
      fit,
      features.map((f) => f.points),
    );
    expect(fp.warnings).toEqual([]);
    expect(Math.abs(fp.eloPerPoint.value - ELO_PER_POINT)).toBeLessThan(3 * fp.eloPerPoint.se);
    fp.fair.forEach((f, i) => {
      expect(f).not.toBeNull();
      expect(Math.abs(f!.value - trueCost[i]!)).toBeLessThan(3 * f!.se);
      expect(f!.se).toBeLessThan(0.2);
    });
    // Mispriced builds are told apart from fair ones: the best parts on the light chassis
    // (true 4.5 for 3 printed) have an interval above its printed cost.
    const best = builds.findIndex(
      (b) => b.chassis.id === 'light' && b.wing === 'wing-a' && b.gun === 'gun-a',
    );
    expect(fp.fair[best]!.ciLow).toBeGreaterThan(3);
  });

  it('recovers the part values in points and the point scale of the logistic part model', () => {
    const pairings: PairingScore[] = games.map((g) => ({
      a: g.a,
      b: g.b,
      score: g.winsA + g.draws / 2,
      games: g.winsA + g.winsB + g.draws,
    }));
    const model = fitPartModel(features, pairings);
    expect(model.warnings).toEqual([]);
    expect(Math.abs(model.eloPerPoint!.value - ELO_PER_POINT)).toBeLessThan(
      3 * model.eloPerPoint!.se,
    );
    const truth: Record<string, number> = { ...WING, ...SYSTEMS };
    expect(model.parts.map((p) => p.item).sort()).toEqual(Object.keys(truth).sort());
    for (const p of model.parts) {
      expect(p.identifiable).toBe(true);
      expect(Math.abs(p.points!.value - truth[p.item]!)).toBeLessThan(3 * p.points!.se);
      expect(p.points!.se).toBeLessThan(0.1);
      expect(p.builds).toBe(p.group === 'wing' ? 9 : 6);
    }
    // Sum to zero within a slot.
    expect(
      model.parts.filter((p) => p.group === 'systems').reduce((s, p) => s + p.elo!.value, 0),
    ).toBeCloseTo(0, 9);
  });

  it('says which parts these builds cannot value instead of guessing', () => {
    // Three chassis, each with its own wing (so wings are confounded with the cost), and two
    // guns crossed with every chassis (so the guns are told apart).
    const design: BuildFeatures[] = [3, 4, 5].flatMap((points, i) =>
      ['gun-1', 'gun-2'].map((gun) => ({
        points,
        items: [
          { group: 'wing', item: `wing-${i}` },
          { group: 'systems', item: gun },
        ],
      })),
    );
    const elo = design.map((b) => 60 * b.points + (b.items[1]!.item === 'gun-1' ? 40 : -40));
    const g = roundRobin(new Rng('cost-ident'), elo, 300).map((x) => ({
      a: x.a,
      b: x.b,
      score: x.winsA + x.draws / 2,
      games: x.winsA + x.winsB + x.draws,
    }));
    const model = fitPartModel(design, g);
    const byItem = Object.fromEntries(model.parts.map((p) => [p.item, p]));
    expect(byItem['gun-1']!.identifiable).toBe(true);
    expect(Math.abs(byItem['gun-1']!.elo!.value - 40)).toBeLessThan(3 * byItem['gun-1']!.elo!.se);
    // The outer wings trade off against the cost covariate; only the middle wing's departure
    // from the straight line through the three costs is seen (its true value: 0).
    for (const w of ['wing-0', 'wing-2'])
      expect(byItem[w]).toMatchObject({ identifiable: false, elo: null, points: null });
    expect(byItem['wing-1']!.identifiable).toBe(true);
    expect(Math.abs(byItem['wing-1']!.elo!.value)).toBeLessThan(3 * byItem['wing-1']!.elo!.se);
    expect(model.eloPerPoint).toBeNull();
    expect(model.warnings.join('\n')).toMatch(/printed cost cannot be told apart/);
    expect(model.warnings.join('\n')).toMatch(/2 of 5 parts cannot be valued/);
  });

  it('needs a point scale when every build costs the same, and takes a given one', () => {
    const same = features.map(() => 4);
    expect(() => fairPoints(fit, same)).toThrow(/eloPerPoint/);
    const fp = fairPoints(fit, same, { eloPerPoint: ELO_PER_POINT });
    expect(fp.eloPerPoint.se).toBe(0);
    // Fixed scale: fair = 4 + (r − r̄)/60, so fair costs keep the true differences.
    const i = 0;
    const j = builds.length - 1;
    expect(fp.fair[j]!.value - fp.fair[i]!.value).toBeCloseTo(
      (fit.ratings[j]! - fit.ratings[i]!) / ELO_PER_POINT,
      9,
    );
    const model = fitPartModel(
      features.map((f) => ({ ...f, points: 4 })),
      games.map((g) => ({
        a: g.a,
        b: g.b,
        score: g.winsA + g.draws / 2,
        games: g.winsA + g.winsB + g.draws,
      })),
    );
    expect(model.eloPerPoint).toBeNull();
    expect(model.parts.every((p) => p.points === null)).toBe(true);
    expect(model.warnings[0]).toMatch(/Elo only/);
  });

  it('warns instead of inventing fair costs when strength falls with cost', () => {
    const flipped = fitBradleyTerry(3, [
      { a: 0, b: 1, winsA: 80, winsB: 20, draws: 0 },
      { a: 1, b: 2, winsA: 80, winsB: 20, draws: 0 },
      { a: 0, b: 2, winsA: 90, winsB: 10, draws: 0 },
    ]);
    const fp = fairPoints(flipped, [2, 3, 4]);
    expect(fp.fair).toEqual([null, null, null]);
    expect(fp.warnings[0]).toMatch(/does not rise/);
  });
});
