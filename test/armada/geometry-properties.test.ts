import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { arcDistance, inFiringArc, pointInArc } from '../../src/games/armada/geometry/arcs.js';
import { convexDistance } from '../../src/games/armada/geometry/convex.js';
import {
  coursesForChart,
  maneuverFinalPose,
  maneuverOffset,
} from '../../src/games/armada/geometry/maneuver.js';
import { unitsOverlap } from '../../src/games/armada/geometry/overlap.js';
import { measureAttack, unitDistance } from '../../src/games/armada/geometry/range.js';
import { shipGeometry } from '../../src/games/armada/geometry/ship-shape.js';
import { clampSquadronMove } from '../../src/games/armada/geometry/squadron-move.js';
import {
  HULL_ZONES,
  type Pose,
  type ShipShape,
  type UnitShape,
} from '../../src/games/armada/geometry/types.js';
import { CORE_SHIPS, ship, squad, T } from './geometry-helpers.js';

const rng = new Rng('armada-geometry-properties');
const rand = (lo: number, hi: number) => lo + rng.next() * (hi - lo);
const randomShip = (): ShipShape =>
  ship(CORE_SHIPS[rng.int(CORE_SHIPS.length)]!, rand(0, 600), rand(0, 600), rand(-180, 180));
const randomUnit = (): UnitShape =>
  rng.next() < 0.6 ? randomShip() : squad(rand(0, 600), rand(0, 600));

describe('seeded geometry properties', () => {
  it('distance and overlap are symmetric and consistent (N4, X4)', () => {
    for (let i = 0; i < 400; i++) {
      const a = randomUnit();
      const b = randomUnit();
      const d = unitDistance(a, b);
      expect(unitDistance(b, a)).toBeCloseTo(d, 9);
      expect(unitsOverlap(b, a, T.epsilon)).toBe(unitsOverlap(a, b, T.epsilon));
      if (unitsOverlap(a, b, T.epsilon)) expect(d).toBe(0);
      if (d > 1e-6) expect(unitsOverlap(a, b, T.epsilon)).toBe(false);
    }
  });

  it('attack range is never shorter than the unclipped zone distance, and equal when the zone is wholly in arc (K13)', () => {
    let wholly = 0;
    for (let i = 0; i < 400; i++) {
      const a = randomShip();
      const b = randomShip();
      if (unitsOverlap(a, b, T.epsilon)) continue;
      const az = HULL_ZONES[rng.int(4)]!;
      const bz = HULL_ZONES[rng.int(4)]!;
      const m = measureAttack(a, az, b, bz, T);
      const zone = b.zones[HULL_ZONES.indexOf(bz)]!;
      const inArc = inFiringArc(a, az, b, bz, T.epsilon);
      expect(m !== null).toBe(inArc);
      if (!m) continue;
      const from = a.zones[HULL_ZONES.indexOf(az)]!;
      const whole = convexDistance(from, from.length / 2, zone, zone.length / 2);
      expect(m.distance).toBeGreaterThanOrEqual(whole - 1e-9);
      let all = true;
      for (let k = 0; k < zone.length; k += 2) all &&= pointInArc(a, az, zone[k]!, zone[k + 1]!, 0);
      if (all) {
        wholly++;
        expect(m.distance).toBeCloseTo(whole, 9);
      }
    }
    expect(wholly).toBeGreaterThan(10);
  });

  it('ship-squadron attack range is symmetric when the whole base is in the arc (K13, Q2)', () => {
    let checked = 0;
    for (let i = 0; i < 600; i++) {
      const s = randomShip();
      const q = squad(rand(0, 600), rand(0, 600));
      if (unitsOverlap(s, q, T.epsilon)) continue;
      const z = HULL_ZONES[rng.int(4)]!;
      const m = measureAttack(s, z, q, undefined, T);
      // Wholly inside: the centre is at least r inside both arc lines.
      if (
        !m ||
        arcDistance(s, HULL_ZONES.indexOf(z), q.x, q.y) > 0 ||
        !fullyInside(s, HULL_ZONES.indexOf(z), q.x, q.y, q.r)
      )
        continue;
      checked++;
      expect(measureAttack(q, undefined, s, z, T)!.distance).toBeCloseTo(m.distance, 9);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('mirrors a course: clicks and side swapped give the mirror-image move', () => {
    for (const id of ['cr90-corvette-a', 'victory-ii-class-star-destroyer']) {
      const g = shipGeometry(T, id);
      for (const yaw of [[2], [1, 2], [0, 1, 2], [0, 1, 1, 2]]) {
        for (const c of coursesForChart(yaw)) {
          const l = maneuverOffset(T, g, c, 'left');
          const r = maneuverOffset(
            T,
            g,
            c.map((k) => -k),
            'right',
          );
          expect(r.dx).toBeCloseTo(l.dx, 9);
          expect(r.dy).toBeCloseTo(-l.dy, 9);
          expect(r.dFacing).toBeCloseTo(-l.dFacing, 9);
          expect(r.toolOverlap).toBe(l.toolOverlap);
        }
      }
    }
  });

  it('moves rigidly: the same course from any start pose covers the same distance and turn', () => {
    const g = shipGeometry(T, 'nebulon-b-escort-frigate');
    const ref = maneuverFinalPose(T, g, { x: 0, y: 0, facing: 0 }, [0, -1, 2], 'right');
    for (let i = 0; i < 100; i++) {
      const start: Pose = { x: rand(-500, 500), y: rand(-500, 500), facing: rand(-180, 180) };
      const end = maneuverFinalPose(T, g, start, [0, -1, 2], 'right');
      expect(Math.hypot(end.x - start.x, end.y - start.y)).toBeCloseTo(Math.hypot(ref.x, ref.y), 9);
      expect(Math.cos(((end.facing - start.facing - ref.facing) * Math.PI) / 180)).toBeCloseTo(
        1,
        9,
      );
    }
  });

  it('moving straight, turning about and moving back returns to the start', () => {
    const g = shipGeometry(T, 'cr90-corvette-b');
    for (let i = 0; i < 50; i++) {
      const start: Pose = { x: rand(0, 900), y: rand(0, 900), facing: rand(-180, 180) };
      const n = 1 + rng.int(4);
      const there = maneuverFinalPose(T, g, start, new Array<number>(n).fill(0), 'left');
      const back = maneuverFinalPose(
        T,
        g,
        { ...there, facing: there.facing + 180 },
        new Array<number>(n).fill(0),
        'right',
      );
      expect(back.x).toBeCloseTo(start.x, 9);
      expect(back.y).toBeCloseTo(start.y, 9);
      const sq = { x: start.x, y: start.y };
      const to = clampSquadronMove(
        sq,
        { x: rand(-900, 900), y: rand(-900, 900) },
        1 + rng.int(5),
        T,
      );
      const home = clampSquadronMove(to, sq, 5, T);
      expect(home.x).toBeCloseTo(sq.x, 9);
      expect(home.y).toBeCloseTo(sq.y, 9);
    }
  });
});

/** True if the disk lies wholly inside arc i (its centre at least r inside both lines). */
function fullyInside(s: ShipShape, i: number, x: number, y: number, r: number): boolean {
  const o = 10 * i;
  const a = s.arcs;
  const d1 = a[o + 6]! * (x - a[o]!) + a[o + 7]! * (y - a[o + 1]!);
  const d2 = a[o + 8]! * (x - a[o]!) + a[o + 9]! * (y - a[o + 1]!);
  return d1 >= r && d2 >= r;
}
