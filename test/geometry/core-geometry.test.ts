import { describe, expect, it } from 'vitest';
import {
  add,
  angleDiff,
  angleOf,
  circleOverlapsPolygon,
  circlesOverlap,
  circlesTouch,
  cross,
  dist,
  dot,
  fromAngle,
  len,
  normAngle,
  pointInConvexPolygon,
  scale,
  segmentIntersectsCircle,
  segmentIntersectsPolygon,
  segmentPointDistance,
  segmentsIntersect,
  sub,
  vec,
} from '../../src/core/geometry.js';
import { Rng } from '../../src/core/rng.js';

const square = [vec(0, 0), vec(10, 0), vec(10, 10), vec(0, 10)]; // counter-clockwise
const squareCw = [...square].reverse();

describe('vector basics', () => {
  it('computes arithmetic, products and lengths', () => {
    expect(vec(1, 2)).toEqual({ x: 1, y: 2 });
    expect(add(vec(1, 2), vec(3, -5))).toEqual({ x: 4, y: -3 });
    expect(sub(vec(1, 2), vec(3, -5))).toEqual({ x: -2, y: 7 });
    expect(scale(vec(1, -2), 3)).toEqual({ x: 3, y: -6 });
    expect(dot(vec(1, 2), vec(3, 4))).toBe(11);
    expect(cross(vec(1, 0), vec(0, 1))).toBe(1);
    expect(cross(vec(0, 1), vec(1, 0))).toBe(-1);
    expect(len(vec(3, 4))).toBe(5);
    expect(dist(vec(1, 1), vec(4, 5))).toBe(5);
  });

  it('builds vectors from angles', () => {
    const up = fromAngle(90);
    expect(up.x).toBeCloseTo(0, 12);
    expect(up.y).toBeCloseTo(1, 12);
    const left2 = fromAngle(180, 2);
    expect(left2.x).toBeCloseTo(-2, 12);
    expect(left2.y).toBeCloseTo(0, 12);
    const d = fromAngle(-45, Math.SQRT2);
    expect(d.x).toBeCloseTo(1, 12);
    expect(d.y).toBeCloseTo(-1, 12);
  });
});

describe('angles', () => {
  it('normalizes to (-180, 180]', () => {
    expect(normAngle(540)).toBe(180);
    expect(normAngle(-180)).toBe(180);
    expect(normAngle(180)).toBe(180);
    expect(normAngle(-190)).toBe(170);
    expect(normAngle(190)).toBe(-170);
    expect(normAngle(360)).toBe(0);
    expect(Object.is(normAngle(-720), 0)).toBe(true);
    expect(normAngle(45)).toBe(45);
  });

  it('measures vector directions', () => {
    expect(angleOf(vec(1, 0))).toBe(0);
    expect(angleOf(vec(0, 1))).toBe(90);
    expect(angleOf(vec(-1, 0))).toBe(180);
    expect(angleOf(vec(-1, -0))).toBe(180);
    expect(angleOf(vec(0, -1))).toBe(-90);
    expect(angleOf(vec(-1, -1))).toBeCloseTo(-135, 12);
  });

  it('takes the signed smallest difference', () => {
    expect(angleDiff(10, 350)).toBe(20);
    expect(angleDiff(350, 10)).toBe(-20);
    expect(angleDiff(0, 180)).toBe(180);
    expect(angleDiff(-170, 170)).toBe(20);
  });

  it('round-trips fromAngle and angleOf', () => {
    const rng = new Rng('x');
    for (let i = 0; i < 200; i++) {
      const a = rng.next() * 720 - 360;
      expect(angleDiff(angleOf(fromAngle(a, 1 + rng.next() * 10)), a)).toBeCloseTo(0, 9);
    }
  });
});

describe('segments and circles', () => {
  it('measures point-to-segment distance', () => {
    const a = vec(0, 0);
    const b = vec(10, 0);
    expect(segmentPointDistance(a, b, vec(5, 3))).toBe(3);
    expect(segmentPointDistance(a, b, vec(-3, 4))).toBe(5);
    expect(segmentPointDistance(a, b, vec(13, 4))).toBe(5);
    expect(segmentPointDistance(vec(1, 1), vec(1, 1), vec(4, 5))).toBe(5);
  });

  it('intersects a circle only when strictly inside', () => {
    const a = vec(0, 0);
    const b = vec(10, 0);
    expect(segmentIntersectsCircle(a, b, vec(5, 3), 3)).toBe(false); // tangent
    expect(segmentIntersectsCircle(a, b, vec(5, 3), 3.1)).toBe(true);
    expect(segmentIntersectsCircle(a, b, vec(15, 0), 4)).toBe(false); // segment ends 5 away
    expect(segmentIntersectsCircle(a, b, vec(15, 0), 5.5)).toBe(true);
  });

  it('intersects segments, including touching and collinear overlap', () => {
    expect(segmentsIntersect(vec(0, 0), vec(10, 10), vec(0, 10), vec(10, 0))).toBe(true);
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(0, 1), vec(10, 1))).toBe(false);
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(5, 0), vec(5, 5))).toBe(true); // T touch
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(5, 0), vec(15, 0))).toBe(true);
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(11, 0), vec(15, 0))).toBe(false);
    expect(segmentsIntersect(vec(0, 0), vec(10, 0), vec(5, 1), vec(5, 5))).toBe(false);
  });
});

describe('convex polygons', () => {
  it('tests points for either winding, boundary inclusive', () => {
    for (const poly of [square, squareCw]) {
      expect(pointInConvexPolygon(vec(5, 5), poly)).toBe(true);
      expect(pointInConvexPolygon(vec(10, 5), poly)).toBe(true);
      expect(pointInConvexPolygon(vec(10.01, 5), poly)).toBe(false);
      expect(pointInConvexPolygon(vec(10, 5), poly, -0.1)).toBe(false);
      expect(pointInConvexPolygon(vec(10.05, 5), poly, 0.1)).toBe(true);
    }
  });

  it('clips segments against the polygon', () => {
    for (const poly of [square, squareCw]) {
      expect(segmentIntersectsPolygon(vec(-5, 5), vec(15, 5), poly)).toBe(true); // crosses
      expect(segmentIntersectsPolygon(vec(2, 2), vec(3, 4), poly)).toBe(true); // inside
      expect(segmentIntersectsPolygon(vec(-5, -1), vec(15, -1), poly)).toBe(false);
      expect(segmentIntersectsPolygon(vec(-5, 15), vec(15, 12), poly)).toBe(false);
      // Grazing the corner (10,10) along x + y = 20.
      expect(segmentIntersectsPolygon(vec(5, 15), vec(15, 5), poly)).toBe(true);
      expect(segmentIntersectsPolygon(vec(5, 15), vec(15, 5), poly, 1e-6)).toBe(false);
      // Running along an edge.
      expect(segmentIntersectsPolygon(vec(-5, 10), vec(15, 10), poly)).toBe(true);
      expect(segmentIntersectsPolygon(vec(-5, 10), vec(15, 10), poly, 1e-6)).toBe(false);
      // Stopping just short of the polygon.
      expect(segmentIntersectsPolygon(vec(-5, 5), vec(-0.01, 5), poly)).toBe(false);
    }
  });

  it('agrees with sampling along random segments', () => {
    const rng = new Rng('x');
    const hexagon = Array.from({ length: 6 }, (_, i) => fromAngle(i * 60 + 10, 8)).map((p) =>
      add(p, vec(20, 20)),
    );
    let hits = 0;
    for (let i = 0; i < 500; i++) {
      const a = vec(rng.next() * 40, rng.next() * 40);
      const b = vec(rng.next() * 40, rng.next() * 40);
      let sampled = false;
      for (let k = 0; k <= 200 && !sampled; k++) {
        const p = add(a, scale(sub(b, a), k / 200));
        if (pointInConvexPolygon(p, hexagon)) sampled = true;
      }
      const got = segmentIntersectsPolygon(a, b, hexagon);
      if (sampled) expect(got).toBe(true);
      if (!got) expect(sampled).toBe(false);
      if (got) hits++;
    }
    expect(hits).toBeGreaterThan(50);
  });

  it('detects circle-polygon area overlap; touching is false', () => {
    expect(circleOverlapsPolygon(vec(13, 5), 3, square)).toBe(false);
    expect(circleOverlapsPolygon(vec(13, 5), 3.01, square)).toBe(true);
    expect(circleOverlapsPolygon(vec(5, 5), 1, square)).toBe(true); // fully inside
    expect(circleOverlapsPolygon(vec(13, 13), 4, square)).toBe(false); // corner is sqrt(18) = 4.243 away
    expect(circleOverlapsPolygon(vec(13, 13), 4.3, squareCw)).toBe(true);
    expect(circleOverlapsPolygon(vec(5, 5), 50, square)).toBe(true); // polygon inside circle
  });
});

describe('circles', () => {
  it('treats touching as touching but not overlapping', () => {
    expect(circlesOverlap(vec(0, 0), 5, vec(10, 0), 5)).toBe(false);
    expect(circlesTouch(vec(0, 0), 5, vec(10, 0), 5)).toBe(true);
    expect(circlesOverlap(vec(0, 0), 5, vec(9.99, 0), 5)).toBe(true);
    expect(circlesTouch(vec(0, 0), 5, vec(10.01, 0), 5)).toBe(false);
    expect(circlesOverlap(vec(0, 0), 5, vec(10 - 1e-7, 0), 5)).toBe(false); // within eps
    expect(circlesTouch(vec(0, 0), 5, vec(10 + 1e-7, 0), 5)).toBe(true);
    expect(circlesOverlap(vec(0, 0), 5, vec(9.9, 0), 5, 0.2)).toBe(false); // custom eps
  });
});
