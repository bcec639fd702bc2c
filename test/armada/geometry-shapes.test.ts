import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { inFiringArc, pointInArc } from '../../src/games/armada/geometry/arcs.js';
import { pointInPolygon, signedArea } from '../../src/games/armada/geometry/polygon.js';
import { shipGeometry } from '../../src/games/armada/geometry/ship-shape.js';
import { resolveTable } from '../../src/games/armada/geometry/table.js';
import { adjacentZones, HULL_ZONES, zoneIndex } from '../../src/games/armada/geometry/types.js';
import { area, BOX, CORE_SHIPS, ship, squad, T } from './geometry-helpers.js';

const ENV = resolveTable({ overlapShape: 'envelope' });
const BASE = resolveTable({ overlapShape: 'base' });

const close = (a: ArrayLike<number>, b: number[], digits = 6) => {
  expect(a.length).toBe(b.length);
  for (let i = 0; i < b.length; i++) expect(a[i]!, `index ${i}`).toBeCloseTo(b[i]!, digits);
};

/** Full angle (degrees) of firing arc i: between its two rays. */
function arcAngle(arcs: readonly number[], i: number): number {
  const o = 10 * i;
  return (Math.acos(arcs[o + 2]! * arcs[o + 4]! + arcs[o + 3]! * arcs[o + 5]!) * 180) / Math.PI;
}

describe('hull zones (H1, H4)', () => {
  it('splits the Victory token along its arc lines (hand-computed vertices)', () => {
    // Token 58.5 x 101.5: front edge a = 50.75, sides b = ±29.25. Arc lines meet 47 mm behind
    // the front (a = 3.75); front lines reach the sides 20.25 mm back (a = 30.5), rear lines 78 mm back (a = -27.25).
    const g = shipGeometry(T, 'victory-ii-class-star-destroyer');
    close(g.zones[0]!, [3.75, 0, 30.5, -29.25, 50.75, -29.25, 50.75, 29.25, 30.5, 29.25]);
    close(g.zones[1]!, [3.75, 0, 30.5, 29.25, -27.25, 29.25]);
    close(g.zones[2]!, [3.75, 0, -27.25, -29.25, 30.5, -29.25]);
    close(g.zones[3]!, [3.75, 0, -27.25, 29.25, -50.75, 29.25, -50.75, -29.25, -27.25, -29.25]);
    close(g.targets, [39.35, 0, -0.75, 19.55, -0.75, -19.55, -39.75, 0]);
  });

  it('drops the corner vertex when an arc line ends in a token corner (Nebulon-B)', () => {
    const g = shipGeometry(T, 'nebulon-b-escort-frigate');
    // Front edge 0 and rear edge 70.25: every zone is a triangle from the joined apex (35.5 back).
    for (const z of g.zones) expect(z.length).toBe(6);
    close(g.zones[0]!, [-0.375, 0, 35.125, -19.25, 35.125, 19.25]);
  });

  it('partitions every core token into four convex counter-clockwise zones', () => {
    const rng = new Rng('zones-partition');
    for (const id of CORE_SHIPS) {
      const g = shipGeometry(T, id);
      const tokenArea = area(g.token);
      expect(
        g.zones.reduce((s, z) => s + area(z), 0),
        id,
      ).toBeCloseTo(tokenArea, 6);
      for (const z of g.zones) expect(signedArea(z, z.length / 2)).toBeGreaterThan(0);
      const h = g.token[4]!;
      const w = g.token[5]!;
      for (let k = 0; k < 300; k++) {
        const a = (rng.next() * 2 - 1) * h;
        const b = (rng.next() * 2 - 1) * w;
        const owners = g.zones.filter((z) => pointInPolygon(a, b, z, z.length / 2)).length;
        expect(owners, `${id} (${a}, ${b})`).toBe(1);
      }
    }
  });

  it('lists adjacent zones (sharing an arc line)', () => {
    expect(adjacentZones('front')).toEqual(['left', 'right']);
    expect(adjacentZones('rear')).toEqual(['left', 'right']);
    expect(adjacentZones('left')).toEqual(['front', 'rear']);
    expect(HULL_ZONES.map(zoneIndex)).toEqual([0, 1, 2, 3]);
  });
});

describe('firing arcs (H6)', () => {
  it('gives the arc angles of SPEC 2.3 (ALPHA column; CR90 after joining its lines)', () => {
    const vsd = shipGeometry(T, 'victory-i-class-star-destroyer');
    expect(arcAngle(vsd.arcs, 0)).toBeCloseTo(95.1, 1);
    expect(arcAngle(vsd.arcs, 3)).toBeCloseTo(86.7, 1);
    expect(arcAngle(vsd.arcs, 1)).toBeCloseTo(180 - (95.1 + 86.7) / 2, 1);
    // 2·atan(19.25 / (43.125 - 21.5)): 83.3°, SPEC's 82.4° is before the 0.75 mm crossing is removed.
    expect(arcAngle(shipGeometry(T, 'cr90-corvette-a').arcs, 0)).toBeCloseTo(83.3, 1);
  });

  it('includes the arc lines themselves and is infinite', () => {
    const s = ship('test-box', 0, 0, 0, BOX); // front arc: x >= |y|, apex at the centre
    expect(pointInArc(s, 'front', 100, 99.9, 1e-6)).toBe(true);
    expect(pointInArc(s, 'front', 100, 100, 1e-6)).toBe(true);
    expect(pointInArc(s, 'front', 100, 100.01, 1e-6)).toBe(false);
    expect(pointInArc(s, 'left', 100, 100.01, 1e-6)).toBe(true);
    expect(pointInArc(s, 'front', 1e6, -9.9e5, 1e-6)).toBe(true);
    expect(pointInArc(s, 'rear', -50, 10, 1e-6)).toBe(true);
    expect(pointInArc(s, 'right', 10, -50, 1e-6)).toBe(true);
  });

  it('rotates with the ship', () => {
    const s = ship('test-box', 100, 100, 90, BOX); // facing north: front arc y - 100 >= |x - 100|
    expect(pointInArc(s, 'front', 100, 300, 1e-6)).toBe(true);
    expect(pointInArc(s, 'left', -100, 100, 1e-6)).toBe(true);
    expect(pointInArc(s, 'right', 300, 110, 1e-6)).toBe(true);
    expect(pointInArc(s, 'rear', 100, -100, 1e-6)).toBe(true);
    expect(pointInArc(s, 'front', 300, 110, 1e-6)).toBe(false);
  });

  it('counts a target as in arc when any portion is (squadron disk, hull zone, base)', () => {
    const s = ship('test-box', 0, 0, 0, BOX);
    // Centre 10 mm outside the line y = x (distance 10/√2 = 7.07 < r = 17): partly inside.
    expect(inFiringArc(s, 'front', squad(200, 210), undefined, T.epsilon)).toBe(true);
    expect(inFiringArc(s, 'front', squad(200, 230), undefined, T.epsilon)).toBe(false);
    const other = ship('test-box', 300, 0, 90, BOX);
    expect(inFiringArc(s, 'front', other, 'rear', T.epsilon)).toBe(true);
    expect(inFiringArc(s, 'left', other, undefined, T.epsilon)).toBe(false);
  });
});

describe('ship shapes at a pose', () => {
  it('places outlines, targeting points and the bounding box (hand-computed)', () => {
    // Facing 90°: local (a, b) -> world (100 - b, 200 + a).
    const s = ship('victory-ii-class-star-destroyer', 100, 200, 90);
    close(s.targets, [100, 239.35, 80.45, 199.25, 119.55, 199.25, 100, 160.25]);
    // The bounding box holds the overlap outline: the medium shield-dial envelope, 64 x 104.
    close(s.bbox, [68, 148, 132, 252]);
    close(
      ship('victory-ii-class-star-destroyer', 100, 200, 90, BASE).bbox,
      [68.5, 149, 131.5, 251],
    );
    close(s.base, [131.5, 149, 131.5, 251, 68.5, 251, 68.5, 149]);
    close(s.zones[1]!, [100, 203.75, 70.75, 230.5, 70.75, 172.75]);
  });

  it('overlaps on the shield-dial envelope by default (X4) and on the base when the table says so', () => {
    const env = ship('cr90-corvette-a', 0, 0, 0, ENV);
    expect(Math.max(...env.overlap)).toBeCloseTo(36.5, 9); // 73 / 2
    expect(Math.max(...env.base)).toBeCloseTo(35.5, 9);
    expect(Math.max(...ship('cr90-corvette-a', 0, 0, 0).overlap)).toBeCloseTo(36.5, 9);
    expect(Math.max(...ship('cr90-corvette-a', 0, 0, 0, BASE).overlap)).toBeCloseTo(35.5, 9);
  });

  it('rejects an unknown ship id with a suggestion', () => {
    expect(() => shipGeometry(T, 'cr90-corvete-a')).toThrow(/did you mean "cr90-corvette-a/);
  });
});
