import { describe, expect, it } from 'vitest';
import { circlesOverlap, dist, vec, type Vec } from '../../src/core/geometry.js';
import { Rng } from '../../src/core/rng.js';
import type { MoveDirection, TableConstants } from '../../src/games/snap-ships/content/types.js';
import {
  collisionPlacements,
  directionOffset,
  moveEnd,
  overlappedShips,
  straightThroughPlacement,
} from '../../src/games/snap-ships/geometry/movement.js';
import { baseInsideTable } from '../../src/games/snap-ships/geometry/table.js';

const eps = 1e-6;
const T = { width: 90, height: 90 };
const r = 2.5;
const K: TableConstants = {
  baseDiameter: 5,
  rangeBand: 15,
  moveShort: 10,
  moveLong: 20,
  lineArcWidth: 0,
  tiles: {
    'debris-cloud': { kind: 'circle', radius: 10 },
    'ice-cloud': { kind: 'circle', radius: 10 },
    'tychos-rift': { kind: 'circle', radius: 10 },
    'asteroid-field': { kind: 'circle', radius: 10 },
  },
  epsilon: eps,
};

function expectClose(p: Vec, x: number, y: number): void {
  expect(p.x).toBeCloseTo(x, 9);
  expect(p.y).toBeCloseTo(y, 9);
}

/** Checks the placement invariants: inside, no overlap, sorted by distance to `preferred`. */
function expectLegalSorted(list: Vec[], others: Vec[], preferred: Vec): void {
  const bad: string[] = [];
  list.forEach((p, i) => {
    if (!baseInsideTable(p, r, T, eps)) bad.push(`${i} off table`);
    others.forEach((o, j) => {
      if (circlesOverlap(p, r, o, r, eps)) bad.push(`${i} overlaps ${j}`);
    });
    if (i > 0 && dist(p, preferred) < dist(list[i - 1]!, preferred) - 1e-12)
      bad.push(`${i} out of order`);
  });
  expect(bad).toEqual([]);
}

describe('directionOffset', () => {
  it('maps the eight directions', () => {
    const want: Record<MoveDirection, number> = {
      front: 0,
      'front-left': 45,
      left: 90,
      'rear-left': 135,
      rear: 180,
      'rear-right': -135,
      right: -90,
      'front-right': -45,
    };
    for (const [d, a] of Object.entries(want)) expect(directionOffset(d as MoveDirection)).toBe(a);
  });
});

describe('moveEnd', () => {
  it('moves tool length + base diameter without turning', () => {
    expectClose(moveEnd({ x: 10, y: 10, facing: 0 }, 'front', 'S', K), 25, 10);
    expectClose(moveEnd({ x: 10, y: 10, facing: 0 }, 'front', 'L', K), 35, 10);
    expectClose(moveEnd({ x: 10, y: 10, facing: 90 }, 'left', 'L', K), -15, 10); // left of north is west
    expectClose(moveEnd({ x: 10, y: 10, facing: 90 }, 'right', 'S', K), 25, 10);
    expectClose(
      moveEnd({ x: 10, y: 10, facing: 0 }, 'front-right', 'S', K),
      10 + 15 * Math.SQRT1_2,
      10 - 15 * Math.SQRT1_2,
    );
    expectClose(moveEnd({ x: 50, y: 50, facing: 180 }, 'rear', 'S', K), 65, 50);
    expectClose(
      moveEnd({ x: 50, y: 50, facing: 30 }, 'rear-left', 'L', K),
      50 + 25 * Math.cos((165 * Math.PI) / 180),
      50 + 25 * Math.sin((165 * Math.PI) / 180),
    );
  });
});

describe('collisionPlacements', () => {
  it('samples every 5° around the blocker, sorted towards the preferred point', () => {
    const blocker = vec(45, 45);
    const list = collisionPlacements(blocker, r, [], vec(45, 30), T, eps);
    expect(list).toHaveLength(72);
    for (const p of list) expect(dist(p, blocker)).toBeCloseTo(5, 12);
    expectClose(list[0]!, 45, 40);
    expectLegalSorted(list, [], vec(45, 30));
    expect(collisionPlacements(blocker, r, [], vec(45, 30), T, eps, 30)).toHaveLength(12);
  });

  it('excludes positions off the table or overlapping other ships', () => {
    const corner = collisionPlacements(vec(2.5, 2.5), r, [], vec(50, 50), T, eps);
    expect(corner).toHaveLength(19); // 0°..90° inclusive
    expectClose(corner[0]!, 2.5 + 5 * Math.SQRT1_2, 2.5 + 5 * Math.SQRT1_2);
    const others = [vec(45, 45), vec(52, 45), vec(45, 37)];
    const list = collisionPlacements(vec(45, 45), r, others, vec(50, 50), T, eps);
    expectLegalSorted(list, others, vec(50, 50));
    expect(list.length).toBeGreaterThan(20);
    expect(list.length).toBeLessThan(72);
    for (const p of list) expect(dist(p, vec(45, 45))).toBeCloseTo(5, 12);
  });

  it('falls back to the nearest ring when no touching position is free', () => {
    const blocker = vec(2.5, 2.5);
    const others = [
      blocker,
      vec(7.5, 2.5),
      vec(2.5, 7.5),
      vec(2.5 + 5 * Math.SQRT1_2, 2.5 + 5 * Math.SQRT1_2),
    ];
    const list = collisionPlacements(blocker, r, others, vec(20, 20), T, eps);
    expect(list.length).toBeGreaterThan(0);
    const d0 = dist(list[0]!, blocker);
    expect(d0).toBeGreaterThan(5);
    for (const p of list) expect(dist(p, blocker)).toBeCloseTo(d0, 9);
    expectLegalSorted(list, others, vec(20, 20));
    // A tiny table has no room at all.
    expect(
      collisionPlacements(vec(2.5, 2.5), r, [], vec(0, 0), { width: 5, height: 5 }, eps),
    ).toEqual([]);
  });

  it('never overlaps and always touches when there is room (property)', () => {
    const rng = new Rng('x');
    let touching = 0;
    for (let i = 0; i < 60; i++) {
      const blocker = vec(r + rng.next() * 85, r + rng.next() * 85);
      const others = [blocker];
      while (others.length < 6) {
        const o = vec(r + rng.next() * 85, r + rng.next() * 85);
        if (others.every((p) => !circlesOverlap(p, r, o, r, eps))) others.push(o);
      }
      const pref = vec(rng.next() * 90, rng.next() * 90);
      const list = collisionPlacements(blocker, r, others, pref, T, eps);
      expect(list.length).toBeGreaterThan(0);
      expectLegalSorted(list, others, pref);
      const d0 = dist(list[0]!, blocker);
      expect(list.every((p) => Math.abs(dist(p, blocker) - d0) < 1e-9)).toBe(true);
      if (Math.abs(d0 - 2 * r) < 1e-9) touching++;
    }
    expect(touching).toBeGreaterThan(50);
  });
});

describe('straightThroughPlacement', () => {
  it('lands on the far side of the blocker when free', () => {
    expectClose(straightThroughPlacement(vec(45, 45), 0, r, [], T, eps), 50, 45);
    expectClose(straightThroughPlacement(vec(45, 45), 90, r, [vec(45, 45)], T, eps), 45, 50);
  });

  it('takes the legal point nearest the ideal point otherwise', () => {
    // (50,45) overlaps the ship at (54.9,45); the free arcs start where a base touches both, at
    // ±acos(9.9 / 10) from the line of travel; the two tie, and angle order keeps the positive one.
    const p = straightThroughPlacement(vec(45, 45), 0, r, [vec(54.9, 45)], T, eps);
    const a = Math.acos(9.9 / 10);
    expectClose(p, 45 + 5 * Math.cos(a), 45 + 5 * Math.sin(a));
    expect(dist(p, vec(54.9, 45))).toBeCloseTo(5, 9);
    // Touching the ship at (55,45) is legal, so the ideal point stands.
    expectClose(straightThroughPlacement(vec(45, 45), 0, r, [vec(55, 45)], T, eps), 50, 45);
    // Off the east edge: the nearest legal touching points are straight up or down; up comes first.
    const q = straightThroughPlacement(vec(87.5, 45), 0, r, [], T, eps);
    expectClose(q, 87.5, 50);
  });
});

describe('overlappedShips', () => {
  it('lists overlapped ships nearest the start first', () => {
    const others = [vec(20, 0), vec(14, 2), vec(50, 50), vec(17, -3), vec(22, 0)];
    // (22,0) is exactly 5 from the end: touching, not overlapping.
    expect(overlappedShips(vec(0, 0), vec(17, 0), r, others, eps)).toEqual([1, 3, 0]);
    expect(overlappedShips(vec(40, 0), vec(17, 0), r, others, eps)).toEqual([0, 3, 1]);
    expect(overlappedShips(vec(0, 0), vec(80, 80), r, others, eps)).toEqual([]);
  });
});
