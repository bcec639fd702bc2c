import { describe, expect, it } from 'vitest';
import {
  courseFitsChart,
  coursesForChart,
  maneuverFinalPose,
  maneuverOffset,
  maneuverToolPath,
  resolveToolSide,
  toolOverlapsShip,
} from '../../src/games/armada/geometry/maneuver.js';
import { shipGeometry } from '../../src/games/armada/geometry/ship-shape.js';
import type { Course, Pose, ToolSide } from '../../src/games/armada/geometry/types.js';
import { T } from './geometry-helpers.js';

const cr90 = shipGeometry(T, 'cr90-corvette-a');
const neb = shipGeometry(T, 'nebulon-b-escort-frigate');
const vsd = shipGeometry(T, 'victory-ii-class-star-destroyer');
const O: Pose = { x: 0, y: 0, facing: 0 };

/**
 * The tool model of SPEC 3.2 #10 written out in closed form (ALPHA's maneuver_tool_numba): the
 * displacement is the sum of a 46.13 mm segment at the yaw before each joint and a 22.27 mm segment
 * at the yaw after it; the base's side-front point (l/2, ±(w/2 + 15.25/2)) rides from the start of
 * the tool to its end.
 */
function closedForm(w: number, l: number, course: Course, side: ToolSide): Pose {
  const s = side === 'left' ? 1 : -1;
  const ox = l / 2;
  const oy = s * (w / 2 + 15.25 / 2);
  let th = 0;
  let dx = 0;
  let dy = 0;
  for (const c of course) {
    dx += 46.13 * Math.cos(th);
    dy += 46.13 * Math.sin(th);
    th += (c * Math.PI) / 8;
    dx += 22.27 * Math.cos(th);
    dy += 22.27 * Math.sin(th);
  }
  return {
    x: ox + dx - (ox * Math.cos(th) - oy * Math.sin(th)),
    y: oy + dy - (ox * Math.sin(th) + oy * Math.cos(th)),
    facing: (th * 180) / Math.PI,
  };
}

function expectPose(p: Pose, q: Pose): void {
  expect(p.x).toBeCloseTo(q.x, 9);
  expect(p.y).toBeCloseTo(q.y, 9);
  expect(p.facing).toBeCloseTo(q.facing, 9);
}

describe('maneuver tool final poses (V1-V4)', () => {
  it('moves 68.4 mm per speed straight ahead, whatever the side', () => {
    for (let speed = 1; speed <= 4; speed++) {
      const course = new Array<number>(speed).fill(0);
      for (const side of ['left', 'right'] as const) {
        expectPose(maneuverFinalPose(T, cr90, O, course, side), {
          x: 68.4 * speed,
          y: 0,
          facing: 0,
        });
      }
    }
  });

  it('turns by 22.5° per click: speed 1 with yaw II to the left (hand-computed)', () => {
    // Joint at (35.5 + 46.13, 29.125), turn 45°, 22.27 on to the guides, then back off the
    // side-front point (35.5, 29.125) turned by 45°.
    const c45 = Math.SQRT1_2;
    const gx = 35.5 + 46.13 + 22.27 * c45;
    const gy = 29.125 + 22.27 * c45;
    const p = maneuverFinalPose(T, cr90, O, [2], 'left');
    expect(p.x).toBeCloseTo(gx - (35.5 - 29.125) * c45, 9);
    expect(p.y).toBeCloseTo(gy - (35.5 + 29.125) * c45, 9);
    expect(p.x).toBeCloseTo(92.8695, 4);
    expect(p.y).toBeCloseTo(-0.8245, 4);
    expect(p.facing).toBe(45);
  });

  it('matches the closed form at every CR90 speed with full yaw either way', () => {
    const full: number[][] = [[2], [1, 2], [0, 1, 2], [0, 1, 1, 2]]; // its speed chart
    for (const yaw of full) {
      for (const dir of [1, -1]) {
        const course = yaw.map((y) => y * dir);
        for (const side of ['left', 'right'] as const) {
          expectPose(maneuverFinalPose(T, cr90, O, course, side), closedForm(43, 71, course, side));
        }
      }
    }
    expect(maneuverFinalPose(T, cr90, O, [0, 1, 1, 2], 'left').facing).toBe(90);
  });

  it('matches the closed form for the Victory (medium base) and moves from any start pose', () => {
    expectPose(
      maneuverFinalPose(T, vsd, O, [0, -1], 'right'),
      closedForm(63, 102, [0, -1], 'right'),
    );
    const start: Pose = { x: 300, y: 200, facing: 90 };
    const local = closedForm(63, 102, [1, 1], 'left');
    // Facing 90°: local (a, b) -> world (300 - b, 200 + a).
    expectPose(maneuverFinalPose(T, vsd, start, [1, 1], 'left'), {
      x: 300 - local.y,
      y: 200 + local.x,
      facing: 90 + local.facing,
    });
  });

  it('stays in place at speed 0 and shortens the course for a reduced speed (X2)', () => {
    expectPose(maneuverFinalPose(T, cr90, { x: 5, y: 6, facing: 7 }, [], 'left'), {
      x: 5,
      y: 6,
      facing: 7,
    });
    expectPose(
      maneuverFinalPose(T, cr90, O, [0, 1, 2], 'left', 2),
      maneuverFinalPose(T, cr90, O, [0, 1], 'left'),
    );
    expectPose(maneuverFinalPose(T, cr90, O, [0, 1, 2], 'left', 0), O);
  });

  it('writes into a pose passed in and traces the tool centre line', () => {
    const out: Pose = { x: 0, y: 0, facing: 0 };
    expect(maneuverFinalPose(T, cr90, O, [0], 'left', 1, out)).toBe(out);
    const path = maneuverToolPath(T, cr90, { x: 0, y: 0, facing: 90 }, [0, 0], 'right');
    // Right of a ship facing north is +x: S0 (29.125, 35.5), J1 +46.13, J2 +68.4, guides +22.27.
    expect(Array.from(path).map((v) => +v.toFixed(6))).toEqual([
      29.125, 35.5, 29.125, 81.63, 29.125, 150.03, 29.125, 172.3,
    ]);
  });

  it('rejects clicks the tool cannot make and speeds beyond the course', () => {
    expect(() => maneuverFinalPose(T, cr90, O, [3], 'left')).toThrow(/-2\.\.2/);
    expect(() => maneuverFinalPose(T, cr90, O, [0.5], 'left')).toThrow(/clicked/);
    expect(() => maneuverFinalPose(T, cr90, O, [0], 'left', 2)).toThrow(/speed 2/);
  });
});

describe('tool side (V5)', () => {
  it('[LTP] Ship Movement Example: the Nebulon-B at speed 3 must switch the tool from right to left', () => {
    // The LTP course is only in its diagram; a left turn at full yaw ([-, I, II] to the left) is a
    // course for which the right-hand tool ends under the ship, as the example describes.
    const course = [0, 1, 2];
    expect(toolOverlapsShip(T, neb, course, 'right')).toBe(true);
    expect(toolOverlapsShip(T, neb, course, 'left')).toBe(false);
    expect(resolveToolSide(T, neb, course, 'right')).toEqual({
      side: 'left',
      switched: true,
      overlapsBoth: false,
    });
    expectPose(maneuverFinalPose(T, neb, O, course, 'left'), closedForm(43, 71, course, 'left'));
  });

  it('lets the owner choose when neither side overlaps', () => {
    expect(resolveToolSide(T, neb, [0, 0, 0], 'right')).toEqual({
      side: 'right',
      switched: false,
      overlapsBoth: false,
    });
    expect(resolveToolSide(T, neb, [0, 1, 0], 'right').side).toBe('right');
    expect(resolveToolSide(T, neb, [0, 1, 0], 'left').side).toBe('left');
  });

  it('puts the tool on the side the ship turns towards at the last clicked joint', () => {
    // Medium bases reach back past the previous joint, so a click there also decides (SPEC 2.3, ALPHA).
    expect(toolOverlapsShip(T, vsd, [1, 0], 'right')).toBe(true);
    expect(toolOverlapsShip(T, vsd, [1, 0], 'left')).toBe(false);
    expect(toolOverlapsShip(T, vsd, [-1], 'left')).toBe(true);
    expect(toolOverlapsShip(T, cr90, [0, 0, 0, -2], 'right')).toBe(false);
    expect(toolOverlapsShip(T, cr90, [0, 0, 0, -2], 'left')).toBe(true);
  });

  it("never overlaps on both sides over the CR90's whole speed chart", () => {
    let courses = 0;
    for (const yaw of [[2], [1, 2], [0, 1, 2], [0, 1, 1, 2]]) {
      for (const c of coursesForChart(yaw)) {
        courses++;
        expect(resolveToolSide(T, cr90, c, 'left').overlapsBoth, c.join(',')).toBe(false);
      }
    }
    expect(courses).toBe(5 + 15 + 15 + 45);
  });
});

describe('speed charts (V2)', () => {
  it('enumerates and checks courses within the yaw values', () => {
    expect(coursesForChart([0, 1])).toEqual([
      [0, -1],
      [0, 0],
      [0, 1],
    ]);
    expect(coursesForChart([0, 1, 1, 2])).toHaveLength(45); // SPEC 4.3: CR90 speed 4
    expect(courseFitsChart([0, -1, 2], [0, 1, 2])).toBe(true);
    expect(courseFitsChart([1, 0, 0], [0, 1, 2])).toBe(false);
    expect(courseFitsChart([0, 0], [0, 1, 2])).toBe(false);
  });

  it('caches one offset object per (size, course, side)', () => {
    expect(maneuverOffset(T, cr90, [0, 1], 'left')).toBe(maneuverOffset(T, neb, [0, 1], 'left'));
    expect(maneuverOffset(T, cr90, [0, 1], 'left')).not.toBe(
      maneuverOffset(T, cr90, [0, 1], 'right'),
    );
    expect(maneuverOffset(T, cr90, [0, 1], 'left')).not.toBe(
      maneuverOffset(T, vsd, [0, 1], 'left'),
    );
  });
});
