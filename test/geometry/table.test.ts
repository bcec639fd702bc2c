import { describe, expect, it } from 'vitest';
import { cross, dist, sub, vec } from '../../src/core/geometry.js';
import { Rng } from '../../src/core/rng.js';
import {
  baseInsideTable,
  edgesTouched,
  inwardFacing,
  oppositeEdge,
  pointOnEdge,
  pullBackInside,
  type Edge,
} from '../../src/games/snap-ships/geometry/table.js';

const eps = 1e-6;
const T = { width: 90, height: 90 };
const W = { width: 180, height: 90 };
const r = 2.5;

describe('table basics', () => {
  it('checks bases fully inside, touching allowed', () => {
    expect(baseInsideTable(vec(2.5, 45), r, T, eps)).toBe(true);
    expect(baseInsideTable(vec(2.4, 45), r, T, eps)).toBe(false);
    expect(baseInsideTable(vec(87.5, 87.5), r, T, eps)).toBe(true);
    expect(baseInsideTable(vec(45, 87.6), r, T, eps)).toBe(false);
    expect(baseInsideTable(vec(177.5, 45), r, W, eps)).toBe(true);
    expect(baseInsideTable(vec(177.5, 45), r, T, eps)).toBe(false);
  });

  it('maps edges to opposites and inward facings', () => {
    expect(oppositeEdge('north')).toBe('south');
    expect(oppositeEdge('south')).toBe('north');
    expect(oppositeEdge('east')).toBe('west');
    expect(oppositeEdge('west')).toBe('east');
    expect(inwardFacing('south')).toBe(90);
    expect(inwardFacing('north')).toBe(-90);
    expect(inwardFacing('west')).toBe(0);
    expect(inwardFacing('east')).toBe(180);
  });

  it('places bases touching an edge', () => {
    expect(pointOnEdge('south', 0.5, r, T)).toEqual({ x: 45, y: 2.5 });
    expect(pointOnEdge('west', 0, r, T)).toEqual({ x: 2.5, y: 2.5 });
    expect(pointOnEdge('east', 1, r, T)).toEqual({ x: 87.5, y: 87.5 });
    expect(pointOnEdge('north', 0.25, r, W)).toEqual({ x: 2.5 + 0.25 * 175, y: 87.5 });
    for (const e of ['north', 'south', 'east', 'west'] as Edge[]) {
      for (const f of [0, 0.3, 1]) {
        const p = pointOnEdge(e, f, r, W);
        expect(baseInsideTable(p, r, W, eps)).toBe(true);
        expect(edgesTouched(p, r, W, eps)).toContain(e);
      }
    }
  });

  it('lists touched or crossed edges', () => {
    expect(edgesTouched(vec(2.5, 2.5), r, T, eps)).toEqual(['south', 'west']);
    expect(edgesTouched(vec(45, 45), r, T, eps)).toEqual([]);
    expect(edgesTouched(vec(87.5, 45), r, T, eps)).toEqual(['east']);
    expect(edgesTouched(vec(90, 95), r, T, eps)).toEqual(['north', 'east']);
    expect(edgesTouched(vec(45, 2.6), r, T, eps)).toEqual([]);
  });
});

describe('pullBackInside', () => {
  it('pulls back along the line of travel off each edge', () => {
    expect(pullBackInside(vec(45, 80), vec(45, 95), r, T, eps)).toEqual({ x: 45, y: 87.5 });
    expect(pullBackInside(vec(45, 10), vec(45, -5), r, T, eps)).toEqual({ x: 45, y: 2.5 });
    expect(pullBackInside(vec(80, 30), vec(100, 30), r, T, eps)).toEqual({ x: 87.5, y: 30 });
    expect(pullBackInside(vec(10, 30), vec(-10, 30), r, T, eps)).toEqual({ x: 2.5, y: 30 });
  });

  it('handles a diagonal move crossing the nearer edge first', () => {
    // dx = 15, dy = 10: x hits 87.5 at s = 0.5, y would only at s = 0.75.
    const p = pullBackInside(vec(80, 80), vec(95, 90), r, T, eps);
    expect(p.x).toBeCloseTo(87.5, 12);
    expect(p.y).toBeCloseTo(85, 12);
    // Into a corner: both edges at once.
    const q = pullBackInside(vec(80, 80), vec(100, 100), r, T, eps);
    expect(q).toEqual({ x: 87.5, y: 87.5 });
  });

  it('keeps positions already inside and clamps when the start is outside', () => {
    expect(pullBackInside(vec(10, 10), vec(20, 20), r, T, eps)).toEqual({ x: 20, y: 20 });
    expect(pullBackInside(vec(-5, 50), vec(-10, 95), r, T, eps)).toEqual({ x: 2.5, y: 87.5 });
  });

  it('ends inside, touching an edge, on the travel line (property)', () => {
    const rng = new Rng('x');
    for (let i = 0; i < 300; i++) {
      const from = vec(r + rng.next() * (90 - 2 * r), r + rng.next() * (90 - 2 * r));
      const to = vec(rng.next() * 160 - 35, rng.next() * 160 - 35);
      const p = pullBackInside(from, to, r, T, eps);
      expect(baseInsideTable(p, r, T, eps)).toBe(true);
      if (baseInsideTable(to, r, T, eps)) {
        expect(p).toEqual(to);
        continue;
      }
      expect(edgesTouched(p, r, T, eps).length).toBeGreaterThan(0);
      const d = sub(to, from);
      expect(Math.abs(cross(d, sub(p, from))) / Math.hypot(d.x, d.y)).toBeLessThan(1e-9);
      expect(dist(from, p)).toBeLessThanOrEqual(dist(from, to) + 1e-9);
    }
  });
});
