import { describe, expect, it } from 'vitest';
import { add, fromAngle, vec, type Pose } from '../../src/core/geometry.js';
import { Rng } from '../../src/core/rng.js';
import type { ArcId } from '../../src/games/snap-ships/content/types.js';
import {
  arcSectors,
  diskFullyInArc,
  diskInArc,
  pointInArc,
} from '../../src/games/snap-ships/geometry/arcs.js';

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
/** Point at `deg` (world) and distance d from the pose's centre. */
const at = (p: Pose, deg: number, d: number) => add(vec(p.x, p.y), fromAngle(deg, d));

describe('arcSectors', () => {
  it('lists the wedges of each arc', () => {
    expect(arcSectors('line')).toEqual([]);
    expect(arcSectors('360')).toEqual([{ center: 0, half: 180 }]);
    expect(arcSectors('front-45')).toEqual([{ center: 0, half: 22.5 }]);
    expect(arcSectors('front-270')).toEqual([{ center: 0, half: 135 }]);
    expect(arcSectors('rear-180')).toEqual([{ center: 180, half: 90 }]);
    expect(arcSectors('right-90')).toEqual([{ center: -90, half: 45 }]);
    expect(arcSectors('side-90')).toEqual([
      { center: 90, half: 45 },
      { center: -90, half: 45 },
    ]);
  });
});

describe('pointInArc', () => {
  it('uses wedge boundaries relative to facing', () => {
    expect(pointInArc(O, 'front-90', vec(10, 9), 0)).toBe(true); // 42°
    expect(pointInArc(O, 'front-90', vec(10, 11), 0)).toBe(false); // 47.7°
    expect(pointInArc(O, 'front-90', vec(10, 10), 0)).toBe(true); // on the boundary
    expect(pointInArc(O, 'front-90', vec(10, -10), 0)).toBe(true);
    expect(pointInArc(O, 'rear-90', vec(-10, 5), 0)).toBe(true);
    expect(pointInArc(O, 'rear-90', vec(10, 5), 0)).toBe(false);
    expect(pointInArc(O, 'front-180', vec(0.01, 100), 0)).toBe(true);
    expect(pointInArc(O, 'front-180', vec(-0.01, 100), 0)).toBe(false);
    expect(pointInArc(O, '360', vec(-5, -0.001), 0)).toBe(true);
  });

  it('handles 270° arcs (non-convex)', () => {
    expect(pointInArc(O, 'front-270', vec(-10, 11), 0)).toBe(true); // 132.3°
    expect(pointInArc(O, 'front-270', vec(-10, 9), 0)).toBe(false); // 138°
    expect(pointInArc(O, 'front-270', vec(-10, -11), 0)).toBe(true);
    expect(pointInArc(O, 'rear-270', vec(10, 9), 0)).toBe(false); // within 45° of the front
    expect(pointInArc(O, 'rear-270', vec(10, 11), 0)).toBe(true);
    expect(pointInArc(O, 'rear-270', vec(0, -10), 0)).toBe(true);
  });

  it('rotates with facing and position', () => {
    const p: Pose = { x: 5, y: 5, facing: 90 };
    expect(pointInArc(p, 'front-45', vec(10, 20), 0)).toBe(true); // 18.4° off the facing
    expect(pointInArc(p, 'front-45', vec(12, 20), 0)).toBe(false); // 25°
    expect(pointInArc(p, 'left-90', vec(-10, 5), 0)).toBe(true); // left of a north-facing ship is west
    expect(pointInArc(p, 'right-90', vec(20, 5), 0)).toBe(true);
    expect(pointInArc(p, 'rear-90', vec(5, -10), 0)).toBe(true);
  });

  it('handles side arcs', () => {
    expect(pointInArc(O, 'left-90', vec(0, 10), 0)).toBe(true);
    expect(pointInArc(O, 'left-90', vec(0, -10), 0)).toBe(false);
    expect(pointInArc(O, 'right-90', vec(0, -10), 0)).toBe(true);
    for (const [p, inside] of [
      [vec(0, 10), true],
      [vec(0, -10), true],
      [vec(10, 0), false],
      [vec(-10, 0), false],
    ] as const) {
      expect(pointInArc(O, 'side-90', p, 0)).toBe(inside);
    }
  });

  it('treats the line arc as a corridor ahead', () => {
    expect(pointInArc(O, 'line', vec(10, 0), 0)).toBe(true);
    expect(pointInArc(O, 'line', vec(10, 0.5), 0)).toBe(false);
    expect(pointInArc(O, 'line', vec(-1, 0), 0)).toBe(false);
    expect(pointInArc(O, 'line', vec(10, 0.9), 2)).toBe(true);
    expect(pointInArc(O, 'line', vec(10, -1.1), 2)).toBe(false);
  });
});

describe('diskInArc', () => {
  it('counts a target partly in the arc', () => {
    const c = at(O, 50, 20); // centre outside front-90; 20·sin5° = 1.743 from its boundary ray
    expect(pointInArc(O, 'front-90', c, 0)).toBe(false);
    expect(diskInArc(O, 'front-90', c, 2.5, 0)).toBe(true);
    expect(diskInArc(O, 'front-90', c, 1.5, 0)).toBe(false);
  });

  it('hits with the line arc only when the ray crosses the base', () => {
    expect(diskInArc(O, 'line', vec(20, 2), 2.5, 0)).toBe(true);
    expect(diskInArc(O, 'line', vec(20, 2.5), 2.5, 0)).toBe(true); // tangent: boundary contact
    expect(diskInArc(O, 'line', vec(20, 3), 2.5, 0)).toBe(false);
    expect(diskInArc(O, 'line', vec(-20, 0), 2.5, 0)).toBe(false);
    expect(diskInArc(O, 'line', vec(20, 3), 2.5, 1.2)).toBe(true); // a corridor of half-width 0.6
    expect(diskInArc(O, 'line', vec(20, 3.2), 2.5, 1.2)).toBe(false);
  });

  it('handles side-90 and 270° arcs', () => {
    expect(diskInArc(O, 'side-90', vec(20, 0), 2.5, 0)).toBe(false);
    expect(diskInArc(O, 'side-90', vec(0, 20), 2.5, 0)).toBe(true);
    expect(diskInArc(O, 'side-90', vec(0, -20), 2.5, 0)).toBe(true);
    expect(diskInArc(O, 'side-90', at(O, 40, 20), 2.5, 0)).toBe(true); // 1.743 from the 45° ray
    expect(diskInArc(O, 'front-270', vec(-20, 0), 2.5, 0)).toBe(false); // 14.1 from the ±135° rays
    expect(diskInArc(O, 'front-270', at(O, 170, 20), 2.5, 0)).toBe(false); // 11.5 away
    expect(diskInArc(O, 'front-270', at(O, 140, 20), 2.5, 0)).toBe(true);
    expect(diskInArc(O, 'rear-270', vec(20, 0), 2.5, 0)).toBe(false);
    expect(diskInArc(O, 'rear-270', at(O, 40, 20), 2.5, 0)).toBe(true);
  });
});

describe('diskFullyInArc', () => {
  it('separates rear, flank-only and front positions', () => {
    expect(diskFullyInArc(O, 'rear-90', vec(-20, 0), 2.5)).toBe(true);
    const flank = at(O, 140, 20); // 1.743 from the rear-90 boundary, 15.3 from the rear-180 one
    expect(diskFullyInArc(O, 'rear-90', flank, 2.5)).toBe(false);
    expect(diskFullyInArc(O, 'rear-180', flank, 2.5)).toBe(true);
    const front = at(O, 95, 20); // straddles the 90° line
    expect(diskFullyInArc(O, 'rear-180', front, 2.5)).toBe(false);
    expect(diskInArc(O, 'rear-180', front, 2.5, 0)).toBe(true);
    expect(diskFullyInArc(O, 'rear-180', vec(-2.5, 10), 2.5)).toBe(true); // touching the boundary line
    expect(diskFullyInArc(O, 'rear-180', vec(-2.4, 10), 2.5)).toBe(false);
  });

  it('handles 270°, side, 360 and line arcs', () => {
    expect(diskFullyInArc(O, 'front-270', vec(0, 20), 2.5)).toBe(true);
    expect(diskFullyInArc(O, 'front-270', vec(-20, 0), 2.5)).toBe(false);
    expect(diskFullyInArc(O, 'front-270', at(O, 140, 20), 2.5)).toBe(false);
    expect(diskFullyInArc(O, 'side-90', vec(0, 20), 2.5)).toBe(true);
    expect(diskFullyInArc(O, 'side-90', vec(0, -20), 2.5)).toBe(true);
    expect(diskFullyInArc(O, 'side-90', vec(20, 0), 2.5)).toBe(false);
    expect(diskFullyInArc(O, '360', vec(1, 1), 2.5)).toBe(true);
    expect(diskFullyInArc(O, 'line', vec(20, 0), 2.5)).toBe(false);
  });

  it('is consistent with point sampling (property)', () => {
    const rng = new Rng('x');
    for (let i = 0; i < 400; i++) {
      const pose: Pose = { x: rng.next() * 90, y: rng.next() * 90, facing: rng.next() * 360 - 180 };
      const c = vec(rng.next() * 90, rng.next() * 90);
      const r = 0.5 + rng.next() * 5;
      const lw = rng.int(2) * 2;
      for (const arc of ALL) {
        const any = diskInArc(pose, arc, c, r, lw);
        const full = diskFullyInArc(pose, arc, c, r);
        if (full) expect(any).toBe(true);
        if (pointInArc(pose, arc, c, lw)) expect(any).toBe(true);
        let sampledIn = 0;
        const n = 72;
        for (let k = 0; k < n; k++) {
          for (const f of [0.5, 1]) {
            const p = add(c, fromAngle((360 * k) / n, r * f));
            if (pointInArc(pose, arc, p, lw)) sampledIn++;
          }
        }
        if (sampledIn > 0) expect(any).toBe(true);
        if (full && arc !== 'line') expect(sampledIn).toBe(2 * n);
      }
    }
  });
});
