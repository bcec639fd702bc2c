import { describe, expect, it } from 'vitest';
import { vec } from '../../src/core/geometry.js';
import type { TileShape } from '../../src/games/snap-ships/content/types.js';
import {
  baseFullyOutsideTile,
  baseOverlapsTile,
  segmentCrossesTile,
  tilePolygon,
  tilesOverlapOrTooClose,
  type TilePlacement,
} from '../../src/games/snap-ships/geometry/terrain-geometry.js';

const eps = 1e-6;
const S = Math.SQRT1_2;
const circle: TileShape = { kind: 'circle', radius: 10 };
const square: TileShape = {
  kind: 'polygon',
  points: [
    [-5, -5],
    [5, -5],
    [5, 5],
    [-5, 5],
  ],
};
const ring: TilePlacement = { x: 50, y: 50, rotation: 0, shape: circle };
const diamond: TilePlacement = { x: 50, y: 50, rotation: 45, shape: square }; // square turned 45°
const box = (x: number, y: number, rotation = 0): TilePlacement => ({
  x,
  y,
  rotation,
  shape: square,
});

describe('tilePolygon', () => {
  it('rotates and translates the outline', () => {
    expect(tilePolygon(ring)).toBeNull();
    const p = tilePolygon(diamond)!;
    expect(p).toHaveLength(4);
    const want = [
      [50, 50 - 10 * S],
      [50 + 10 * S, 50],
      [50, 50 + 10 * S],
      [50 - 10 * S, 50],
    ];
    p.forEach((v, i) => {
      expect(v.x).toBeCloseTo(want[i]![0]!, 12);
      expect(v.y).toBeCloseTo(want[i]![1]!, 12);
    });
    expect(tilePolygon(box(10, 20))).toEqual([vec(5, 15), vec(15, 15), vec(15, 25), vec(5, 25)]);
  });
});

describe('baseOverlapsTile', () => {
  it('circle tiles: touching is not overlapping', () => {
    expect(baseOverlapsTile(vec(62.5, 50), 2.5, ring, eps)).toBe(false);
    expect(baseFullyOutsideTile(vec(62.5, 50), 2.5, ring, eps)).toBe(true);
    expect(baseOverlapsTile(vec(62.4, 50), 2.5, ring, eps)).toBe(true);
    expect(baseFullyOutsideTile(vec(62.4, 50), 2.5, ring, eps)).toBe(false);
    expect(baseOverlapsTile(vec(50, 50), 2.5, ring, eps)).toBe(true);
  });

  it('rotated polygon tiles: vertex and edge contact are not overlapping', () => {
    const vx = 50 + 10 * S; // east vertex of the diamond
    expect(baseOverlapsTile(vec(vx + 2.5, 50), 2.5, diamond, eps)).toBe(false);
    expect(baseOverlapsTile(vec(vx + 2.4, 50), 2.5, diamond, eps)).toBe(true);
    // The north-east edge lies 5 from the centre along (1,1)/√2.
    expect(baseOverlapsTile(vec(50 + 7.5 * S, 50 + 7.5 * S), 2.5, diamond, eps)).toBe(false);
    expect(baseOverlapsTile(vec(50 + 7.4 * S, 50 + 7.4 * S), 2.5, diamond, eps)).toBe(true);
    expect(baseOverlapsTile(vec(50, 50), 2.5, diamond, eps)).toBe(true); // centre inside
    expect(baseFullyOutsideTile(vec(80, 80), 2.5, diamond, eps)).toBe(true);
    // (56,56) is 1.41 from the unrotated square's corner but 8.49 - 5 = 3.49 from the diamond's edge.
    expect(baseOverlapsTile(vec(56, 56), 2.5, box(50, 50), eps)).toBe(true);
    expect(baseOverlapsTile(vec(56, 56), 2.5, diamond, eps)).toBe(false);
    expect(baseOverlapsTile(vec(55, 55), 2.5, diamond, eps)).toBe(true); // 7.07 - 5 = 2.07 from the edge
  });
});

describe('segmentCrossesTile (cover)', () => {
  it('circle tiles', () => {
    expect(segmentCrossesTile(vec(30, 59), vec(70, 59), ring, eps)).toBe(true); // 9 from the centre
    expect(segmentCrossesTile(vec(30, 60), vec(70, 60), ring, eps)).toBe(false); // tangent
    expect(segmentCrossesTile(vec(20, 50), vec(39, 50), ring, eps)).toBe(false); // stops 1 short
    expect(segmentCrossesTile(vec(20, 50), vec(41, 50), ring, eps)).toBe(true);
    expect(segmentCrossesTile(vec(48, 48), vec(52, 52), ring, eps)).toBe(true); // entirely inside
  });

  it('polygon tiles', () => {
    expect(segmentCrossesTile(vec(30, 50), vec(70, 50), diamond, eps)).toBe(true);
    expect(segmentCrossesTile(vec(49, 49), vec(51, 50), diamond, eps)).toBe(true); // inside
    // Grazing the east vertex (50 + 7.07, 50) along a vertical line.
    expect(segmentCrossesTile(vec(50 + 10 * S, 30), vec(50 + 10 * S, 70), diamond, eps)).toBe(
      false,
    );
    expect(
      segmentCrossesTile(vec(50 + 10 * S - 0.01, 30), vec(50 + 10 * S - 0.01, 70), diamond, eps),
    ).toBe(true);
    // The same vertical line misses the unrotated square (edge at x = 55 < 57.07).
    expect(segmentCrossesTile(vec(57, 30), vec(57, 70), box(50, 50), eps)).toBe(false);
    expect(segmentCrossesTile(vec(54, 30), vec(54, 70), box(50, 50), eps)).toBe(true);
    // Along an edge of the unrotated square: not inside.
    expect(segmentCrossesTile(vec(30, 55), vec(70, 55), box(50, 50), eps)).toBe(false);
  });
});

describe('tilesOverlapOrTooClose', () => {
  it('circle-circle', () => {
    const a: TilePlacement = { x: 0, y: 0, rotation: 0, shape: circle };
    const b: TilePlacement = { x: 25, y: 0, rotation: 0, shape: circle };
    expect(tilesOverlapOrTooClose(a, b, 5)).toBe(false); // exactly one gap apart
    expect(tilesOverlapOrTooClose(a, b, 5.1)).toBe(true);
    expect(tilesOverlapOrTooClose(a, { ...b, x: 15 }, 0)).toBe(true);
    expect(tilesOverlapOrTooClose(a, { ...b, x: 20 }, 0)).toBe(false); // touching, no gap needed
  });

  it('polygon-polygon', () => {
    expect(tilesOverlapOrTooClose(box(0, 0), box(15, 0), 5)).toBe(false);
    expect(tilesOverlapOrTooClose(box(0, 0), box(15, 0), 6)).toBe(true);
    expect(tilesOverlapOrTooClose(box(0, 0), box(10, 0), 0)).toBe(false); // edge contact only
    expect(tilesOverlapOrTooClose(box(0, 0), box(9, 3), 0)).toBe(true);
    expect(tilesOverlapOrTooClose(box(0, 0), box(1, 1), 0)).toBe(true); // nearly coincident
    // Diamond's west vertex at 20 - 7.07 = 12.93 is 7.93 from the box edge x = 5.
    expect(tilesOverlapOrTooClose(box(0, 0), box(20, 0, 45), 7.9)).toBe(false);
    expect(tilesOverlapOrTooClose(box(0, 0), box(20, 0, 45), 8)).toBe(true);
  });

  it('circle-polygon', () => {
    const c: TilePlacement = { x: 0, y: 0, rotation: 0, shape: circle };
    expect(tilesOverlapOrTooClose(c, box(20, 0), 5)).toBe(false); // edge at x = 15, 5 from the circle
    expect(tilesOverlapOrTooClose(box(20, 0), c, 5.5)).toBe(true);
    expect(tilesOverlapOrTooClose(c, box(20, 0, 45), 2.9)).toBe(false); // vertex at 12.93
    expect(tilesOverlapOrTooClose(c, box(20, 0, 45), 3)).toBe(true);
    const small: TilePlacement = { x: 0, y: 0, rotation: 0, shape: { kind: 'circle', radius: 1 } };
    expect(tilesOverlapOrTooClose(small, box(0, 0), 0)).toBe(true); // circle inside the polygon
  });
});
