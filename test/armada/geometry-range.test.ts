import { describe, expect, it } from 'vitest';
import { convexDistance } from '../../src/games/armada/geometry/convex.js';
import {
  distanceBandBetween,
  distanceBandOf,
  measureAttack,
  measureAttackRange,
  newAttackMeasure,
  rangeBandOf,
  unitDistance,
  withinDistance,
} from '../../src/games/armada/geometry/range.js';
import { BOX, ship, squad, T } from './geometry-helpers.js';

const hyp = Math.hypot;

describe('range and distance bands (N1-N3, N5)', () => {
  it('counts a band line for the closer band', () => {
    expect(rangeBandOf(0, T)).toBe('close');
    expect(rangeBandOf(123.3, T)).toBe('close');
    expect(rangeBandOf(123.31, T)).toBe('medium');
    expect(rangeBandOf(186.5, T)).toBe('medium');
    expect(rangeBandOf(304.8, T)).toBe('long');
    expect(rangeBandOf(304.81, T)).toBe('beyond');
  });

  it('maps lengths to distance bands 1-5 and 6 = beyond 5', () => {
    expect(
      [0, 76.5, 76.51, 124.5, 185.5, 245.5, 304.8, 304.9].map((d) => distanceBandOf(d, T)),
    ).toEqual([1, 1, 2, 2, 3, 4, 5, 6]);
  });
});

describe('measureAttackRange between ships (K13)', () => {
  // Two Victory IIs nose to nose: fronts at x = 50.75 and 300 - 50.75.
  const a = ship('victory-ii-class-star-destroyer', 0, 0, 0);
  const b = ship('victory-ii-class-star-destroyer', 300, 0, 180);

  it('measures front to front between the closest points (hand-computed 198.5 mm = long)', () => {
    const m = measureAttack(a, 'front', b, 'front', T)!;
    expect(m.distance).toBeCloseTo(198.5, 9);
    expect(m.band).toBe('long');
    expect(m.fromX).toBeCloseTo(50.75, 9);
    expect(m.toX).toBeCloseTo(249.25, 9);
    expect(m.rangeLineBlocked).toBe(false);
    expect(measureAttackRange(a, 'front', b, 'front', T)).toBe('long');
  });

  it('reaches a far hull zone through the defender only with a blocked range line (L2 errata)', () => {
    // The nearest point of B's rear zone is its apex, 3.75 mm ahead of B's centre: 296.25 - 50.75.
    const m = measureAttack(a, 'front', b, 'rear', T)!;
    expect(m.distance).toBeCloseTo(245.5, 9);
    expect(m.band).toBe('long');
    expect(m.rangeLineBlocked).toBe(true);
  });

  it('returns null when the defending zone is outside the attacking arc', () => {
    expect(measureAttack(a, 'rear', b, 'front', T)).toBeNull();
    expect(measureAttack(a, 'left', b, 'front', T)).toBeNull();
    expect(measureAttackRange(a, 'rear', b, 'rear', T)).toBeNull();
  });

  it('ignores the part of the defending zone outside the arc even if it is closer', () => {
    // Attacker's front arc: x >= |y|. Defender facing east at (124.25, 134.25): its right zone is the
    // triangle (124.25, 134.25), (105, 115), (143.5, 115). Inside the arc it shrinks to
    // (115, 115), (143.5, 115), (129.25, 129.25); the attacker's nearest point is its token corner (35.125, 19.25).
    const att = ship('test-box', 0, 0, 0, BOX);
    const def = ship('test-box', 124.25, 134.25, 0, BOX);
    const m = measureAttack(att, 'front', def, 'right', BOX)!;
    expect(m.distance).toBeCloseTo(hyp(115 - 35.125, 115 - 19.25), 9);
    expect(m.band).toBe('medium');
    expect([m.toX, m.toY].map((v) => +v.toFixed(9))).toEqual([115, 115]);
    const whole = convexDistance(att.zones[0]!, 5, def.zones[2]!, 3);
    expect(whole).toBeCloseTo(hyp(105 - 35.125, 115 - 19.25), 9);
    expect(rangeBandOf(whole, BOX)).toBe('close');
  });

  it('needs hull zones for ships', () => {
    expect(() => measureAttack(a, undefined, b, 'front', T)).toThrow(/attacking hull zone/);
    expect(() => measureAttack(a, 'front', b, undefined, T)).toThrow(/defending hull zone/);
  });
});

describe('ship vs squadron and squadron attacks (Q2)', () => {
  const att = ship('test-box', 0, 0, 0, BOX);

  it('measures a ship zone to the closest point of the squadron base', () => {
    const m = measureAttack(att, 'front', squad(200, 0), undefined, BOX)!;
    expect(m.distance).toBeCloseTo(200 - 17 - 35.125, 9);
    expect(m.band).toBe('medium');
  });

  it('measures only the part of the base inside the arc', () => {
    // Centre (150, 160): 10/√2 mm outside the arc line y = x, so the arc holds the chord of y = x
    // for t in [155 - √478/2 - 10, ...]: the nearest point is (t0, t0) with t0 = 150 + 5 - √478 / 2.
    const t0 = 155 - Math.sqrt(478) / 2;
    const m = measureAttack(att, 'front', squad(150, 160), undefined, BOX)!;
    expect(m.distance).toBeCloseTo(hyp(t0 - 35.125, t0 - 19.25), 9);
    expect(m.toX).toBeCloseTo(t0, 9);
    expect(m.toY).toBeCloseTo(t0, 9);
    // Unclipped, the base would be nearer.
    expect(hyp(150 - 35.125, 160 - 19.25) - 17).toBeLessThan(m.distance - 0.5);
    expect(measureAttack(att, 'front', squad(150, 200), undefined, BOX)).toBeNull();
  });

  it('measures a squadron attack at distance 1 from its base to the defending zone (360° arc)', () => {
    const cr = ship('cr90-corvette-a', 0, 0, 0);
    const left = measureAttack(squad(0, 100), undefined, cr, 'left', T)!;
    expect(left.distance).toBeCloseTo(100 - 17 - 19.25, 9);
    expect(left.distanceBand).toBe(1);
    // The front zone's nearest point is where its front-left arc line meets the side, (13.625, 19.25).
    const front = measureAttack(squad(0, 100), undefined, cr, 'front', T)!;
    expect(front.distance).toBeCloseTo(hyp(13.625, 80.75) - 17, 9);
    expect(front.rangeLineBlocked).toBe(false);
    // From dead ahead, the rear zone's nearest point is its apex inside the token, behind the front zone.
    const rear = measureAttack(squad(100, 0), undefined, cr, 'rear', T)!;
    expect(rear.distance).toBeCloseTo(108 - 17, 9);
    expect(rear.rangeLineBlocked).toBe(true);
  });

  it('measures squadron to squadron base to base', () => {
    const m = measureAttack(squad(0, 0), undefined, squad(100, 0), undefined, T)!;
    expect(m.distance).toBeCloseTo(66, 9);
    expect(m.distanceBand).toBe(1);
    expect(measureAttack(squad(0, 0), undefined, squad(0, 300), undefined, T)!.distanceBand).toBe(
      5,
    );
  });
});

describe('distance between units (N4)', () => {
  it('measures closest point to closest point of the bases', () => {
    const a = ship('cr90-corvette-a', 0, 0, 0);
    expect(unitDistance(a, ship('cr90-corvette-a', 0, 143, 0))).toBeCloseTo(100, 9);
    expect(unitDistance(a, ship('cr90-corvette-a', 171, 143, 0))).toBeCloseTo(hyp(100, 100), 9);
    expect(unitDistance(a, squad(35.5 + 17 + 50, 0))).toBeCloseTo(50, 9);
    expect(unitDistance(squad(0, 0), squad(0, 100))).toBeCloseTo(66, 9);
    expect(unitDistance(a, a)).toBe(0);
    expect(distanceBandBetween(a, a, T)).toBe(1); // a unit is at distance 1 of itself
    expect(distanceBandBetween(a, ship('cr90-corvette-a', 0, 43 + 124.6, 0), T)).toBe(3);
  });

  it('tells "within" (entire base) from "at" (any part) (S8)', () => {
    const a = ship('cr90-corvette-a', 0, 0, 0);
    // Gap 100 mm: at distance 2, but the far side of the base is at 134 mm > 124.5.
    const s = squad(0, 21.5 + 17 + 100);
    expect(distanceBandBetween(s, a, T)).toBe(2);
    expect(withinDistance(s, a, 2, T)).toBe(false);
    expect(withinDistance(squad(0, 21.5 + 17 + 90), a, 2, T)).toBe(true);
    expect(withinDistance(ship('cr90-corvette-a', 0, 43 + 50, 0), a, 2, T)).toBe(true);
    expect(withinDistance(ship('cr90-corvette-a', 0, 43 + 90, 0), a, 2, T)).toBe(false);
  });
});

describe('measurement records', () => {
  it('reuses the record passed in', () => {
    const out = newAttackMeasure();
    const r = measureAttack(squad(0, 0), undefined, squad(50, 0), undefined, T, out);
    expect(r).toBe(out);
    expect(out.distance).toBeCloseTo(16, 9);
  });
});
