import { describe, expect, it } from 'vitest';
import { add, dist, fromAngle, scale, sub, vec, type Pose } from '../../src/core/geometry.js';
import { Rng } from '../../src/core/rng.js';
import type { ArcId } from '../../src/games/snap-ships/content/types.js';
import { diskInArc, pointInArc } from '../../src/games/snap-ships/geometry/arcs.js';
import {
  baseDistance,
  basesTouch,
  distanceInArc,
  rangeBand,
  shortestLine,
} from '../../src/games/snap-ships/geometry/range.js';

const eps = 1e-6;
const O: Pose = { x: 0, y: 0, facing: 0 };
const ALL: ArcId[] = [
  'line',
  'front-45',
  'front-90',
  'front-180',
  'front-270',
  '360',
  'rear-90',
  'rear-180',
  'rear-270',
  'side-90',
  'left-90',
  'right-90',
];

describe('baseDistance and basesTouch', () => {
  it('measures edge to edge', () => {
    expect(baseDistance(vec(0, 0), vec(20, 0), 5)).toBe(10);
    expect(baseDistance(vec(0, 0), vec(30, 40), 2.5)).toBe(45);
    expect(baseDistance(vec(0, 0), vec(10, 0), 5)).toBe(0);
    expect(baseDistance(vec(0, 0), vec(3, 0), 5)).toBe(0);
    expect(basesTouch(vec(0, 0), vec(10, 0), 5, eps)).toBe(true);
    expect(basesTouch(vec(0, 0), vec(6, 8), 5, eps)).toBe(true);
    expect(basesTouch(vec(0, 0), vec(3, 0), 5, eps)).toBe(true);
    expect(basesTouch(vec(0, 0), vec(10.001, 0), 5, eps)).toBe(false);
  });
});

describe('rangeBand', () => {
  it('places band edges in the lower band', () => {
    expect(rangeBand(0, 15, eps)).toBe(0);
    expect(rangeBand(1e-7, 15, eps)).toBe(0); // touching within tolerance
    expect(rangeBand(0.001, 15, eps)).toBe(1);
    expect(rangeBand(15, 15, eps)).toBe(1);
    expect(rangeBand(15.0001, 15, eps)).toBe(2);
    expect(rangeBand(30, 15, eps)).toBe(2);
    expect(rangeBand(30.01, 15, eps)).toBe(3);
    expect(rangeBand(45, 15, eps)).toBe(3);
    expect(rangeBand(60, 15, eps)).toBe(4);
    expect(rangeBand(60.0001, 15, eps)).toBe(5);
    expect(rangeBand(61, 15, eps)).toBe(5);
    expect(rangeBand(1000, 15, eps)).toBe(5);
    expect(rangeBand(10, 5, eps)).toBe(2);
  });
});

describe('shortestLine', () => {
  it('joins the nearest points of the two bases', () => {
    expect(shortestLine(vec(0, 0), vec(20, 0), 5)).toEqual({
      distance: 10,
      from: { x: 5, y: 0 },
      to: { x: 15, y: 0 },
    });
    const m = shortestLine(vec(0, 0), vec(30, 40), 5);
    expect(m.distance).toBe(40);
    expect(m.from.x).toBeCloseTo(3, 12);
    expect(m.from.y).toBeCloseTo(4, 12);
    expect(m.to.x).toBeCloseTo(27, 12);
    expect(m.to.y).toBeCloseTo(36, 12);
    expect(shortestLine(vec(0, 0), vec(8, 0), 5).distance).toBe(0);
  });
});

describe('distanceInArc', () => {
  // Rulebook "Measuring Range Within an Arc": ships range 1 apart, the 90° attack is range 2 and the 180° one range 1.
  it('reproduces the rulebook range-within-arc example', () => {
    const r = 5;
    const target = fromAngle(55, 24); // 10° outside the front-90 arc; bases 14 cm apart
    expect(rangeBand(baseDistance(vec(0, 0), target, r), 15, eps)).toBe(1);
    const m90 = distanceInArc(O, r, target, r, 'front-90', 0, eps)!;
    // Along the 45° ray: t = 24·cos10° - sqrt(25 - (24·sin10°)²) = 20.87287; minus rA.
    expect(m90.distance).toBeCloseTo(15.872873667553, 9);
    expect(rangeBand(m90.distance, 15, eps)).toBe(2);
    expect(m90.to.x).toBeCloseTo(14.759350513177, 9);
    expect(m90.to.y).toBeCloseTo(14.759350513177, 9);
    expect(m90.from.x).toBeCloseTo(5 * Math.SQRT1_2, 9);
    expect(m90.from.y).toBeCloseTo(5 * Math.SQRT1_2, 9);
    const m180 = distanceInArc(O, r, target, r, 'front-180', 0, eps)!;
    expect(m180.distance).toBeCloseTo(14, 12);
    expect(rangeBand(m180.distance, 15, eps)).toBe(1);
    expect(m180.to.x).toBeCloseTo(19 * Math.cos((55 * Math.PI) / 180), 12);
  });

  it('returns null when no part of the target is in the arc', () => {
    expect(distanceInArc(O, 5, vec(-30, 0), 5, 'front-90', 0, eps)).toBeNull();
    expect(distanceInArc(O, 5, vec(-30, 0), 5, 'front-270', 0, eps)).toBeNull();
    expect(distanceInArc(O, 5, fromAngle(150, 30), 5, 'front-270', 0, eps)).toBeNull();
    expect(distanceInArc(O, 5, vec(30, 0), 5, 'side-90', 0, eps)).toBeNull();
    expect(distanceInArc(O, 5, vec(30, 6), 5, 'line', 0, eps)).toBeNull();
  });

  it('measures a target partly in a 270° or side arc along the boundary ray', () => {
    // 5° beyond the 135° ray at distance 30: t = 30·cos5° - sqrt(25 - (30·sin5°)²) = 25.62398.
    const m = distanceInArc(O, 5, fromAngle(140, 30), 5, 'front-270', 0, eps)!;
    expect(m.distance).toBeCloseTo(20.623976461625, 9);
    expect(distanceInArc(O, 5, fromAngle(40, 30), 5, 'side-90', 0, eps)!.distance).toBeCloseTo(
      20.623976461625,
      9,
    );
    expect(distanceInArc(O, 5, fromAngle(-40, 30), 5, 'side-90', 0, eps)!.distance).toBeCloseTo(
      20.623976461625,
      9,
    );
    expect(distanceInArc(O, 5, vec(0, 30), 5, 'side-90', 0, eps)!.distance).toBeCloseTo(20, 12);
    expect(distanceInArc(O, 5, vec(-30, 0), 5, 'rear-270', 0, eps)!.distance).toBeCloseTo(20, 12);
  });

  it('measures the line arc along the ray or corridor', () => {
    const m = distanceInArc(O, 5, vec(30, 3), 5, 'line', 0, eps)!;
    expect(m.distance).toBeCloseTo(21, 12); // enters the base at x = 30 - 4
    expect(m.to.x).toBeCloseTo(26, 12);
    expect(m.to.y).toBeCloseTo(0, 12);
    expect(m.from).toEqual({ x: 5, y: 0 });
    // Corridor of width 2: enters along its edge s = 1 at t = 30 - sqrt(21).
    const w = distanceInArc(O, 5, vec(30, 3), 5, 'line', 2, eps)!;
    expect(w.distance).toBeCloseTo(Math.hypot(30 - Math.sqrt(21), 1) - 5, 12);
    expect(w.to.y).toBeCloseTo(1, 12);
    // Target centred on the corridor: plain distance.
    expect(distanceInArc(O, 5, vec(30, 0.5), 5, 'line', 2, eps)!.distance).toBeCloseTo(
      Math.hypot(30, 0.5) - 10,
      12,
    );
  });

  it('is 0 for touching bases in arc and null out of arc', () => {
    expect(distanceInArc(O, 5, vec(10, 0), 5, 'front-45', 0, eps)!.distance).toBe(0);
    // Touching at 60°: the nearest in-arc point is on the 45° ray, yet touching bases are range 0.
    expect(distanceInArc(O, 5, fromAngle(60, 10), 5, 'front-90', 0, eps)!.distance).toBe(0);
    expect(distanceInArc(O, 5, vec(-10, 0), 5, 'front-90', 0, eps)).toBeNull();
    expect(distanceInArc(O, 5, vec(2, 0), 5, 'rear-90', 0, eps)!.distance).toBe(0); // covers the apex
  });

  it('rotates with the attacker pose', () => {
    const att: Pose = { x: 40, y: 40, facing: 90 };
    expect(distanceInArc(att, 2.5, vec(40, 70), 2.5, 'front-45', 0, eps)!.distance).toBeCloseTo(
      25,
      12,
    );
    expect(distanceInArc(att, 2.5, vec(40, 10), 2.5, 'front-45', 0, eps)).toBeNull();
    expect(distanceInArc(att, 2.5, vec(40, 10), 2.5, 'rear-90', 0, eps)!.distance).toBeCloseTo(
      25,
      12,
    );
    expect(distanceInArc(att, 2.5, vec(10, 40), 2.5, 'left-90', 0, eps)!.distance).toBeCloseTo(
      25,
      12,
    );
    expect(distanceInArc(att, 2.5, vec(10, 40), 2.5, 'right-90', 0, eps)).toBeNull();
  });

  it('agrees with baseDistance, diskInArc and brute force (property)', () => {
    const rng = new Rng('x');
    const nested: ArcId[][] = [
      ['line', 'front-45', 'front-90', 'front-180', 'front-270', '360'],
      ['rear-90', 'rear-180', 'rear-270', '360'],
      ['left-90', 'side-90', '360'],
      ['right-90', 'side-90'],
    ];
    for (let i = 0; i < 200; i++) {
      const r = 1 + rng.next() * 4;
      const att: Pose = { x: rng.next() * 90, y: rng.next() * 90, facing: rng.next() * 360 - 180 };
      let target = vec(rng.next() * 90, rng.next() * 90);
      if (dist(target, att) < 2 * r)
        target = add(vec(att.x, att.y), fromAngle(rng.next() * 360, 2 * r + rng.next() * 20));
      const lw = rng.int(2) * 3;
      const plain = baseDistance(vec(att.x, att.y), target, r);
      expect(distanceInArc(att, r, target, r, '360', lw, eps)!.distance).toBeCloseTo(plain, 9);
      const got = new Map<ArcId, number>();
      for (const arc of ALL) {
        const m = distanceInArc(att, r, target, r, arc, lw, eps);
        expect(m === null).toBe(!diskInArc(att, arc, target, r, lw, eps));
        if (!m) continue;
        got.set(arc, m.distance);
        expect(m.distance).toBeGreaterThanOrEqual(plain - 1e-9);
        expect(dist(m.to, target)).toBeLessThanOrEqual(r + 1e-6);
        expect(pointInArc(att, arc, m.to, lw, 1e-6)).toBe(true);
        expect(dist(m.from, att)).toBeCloseTo(r, 9);
        if (!basesTouch(att, target, r, eps))
          expect(m.distance).toBeCloseTo(dist(m.to, att) - r, 9);
        // Brute force: no sampled in-arc point of the target base is closer.
        let sampledMin = Infinity;
        for (let k = 0; k < 36; k++) {
          for (const f of [0.4, 1]) {
            const p = add(target, fromAngle(k * 10, r * f));
            if (pointInArc(att, arc, p, lw, 0)) sampledMin = Math.min(sampledMin, dist(p, att) - r);
          }
        }
        expect(sampledMin).toBeGreaterThanOrEqual(m.distance - 1e-9);
      }
      // A wider arc never measures longer.
      for (const chain of nested) {
        // A corridor with width pokes out of the 45° wedge beside the apex, so only the ray nests.
        for (let j = lw > 0 && chain[0] === 'line' ? 2 : 1; j < chain.length; j++) {
          const narrow = got.get(chain[j - 1]!);
          if (narrow !== undefined) expect(got.get(chain[j]!)!).toBeLessThanOrEqual(narrow + 1e-9);
        }
      }
    }
  });

  it('touches the target at the measured point (property of from/to)', () => {
    const rng = new Rng('x');
    for (let i = 0; i < 100; i++) {
      const target = fromAngle(rng.next() * 360, 12 + rng.next() * 50);
      const m = distanceInArc(O, 2.5, target, 2.5, 'front-90', 0, eps);
      if (!m) continue;
      const dir = sub(m.to, m.from);
      // from, to and the apex are collinear: from = apex + rA·unit(to).
      expect(dist(m.from, scale(m.to, 2.5 / dist(m.to, vec(0, 0))))).toBeCloseTo(0, 9);
      expect(Math.hypot(dir.x, dir.y)).toBeCloseTo(m.distance, 9);
    }
  });
});
