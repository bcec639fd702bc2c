/**
 * Terrain tile geometry (rulebook "Terrain", "Terrain and Cover Examples"): which bases overlap a
 * tile, whether a measuring line passes through one (cover), and placement spacing.
 * Tiles are circles or convex polygons given around their centre, rotated by `rotation` degrees.
 */
import {
  circleOverlapsPolygon,
  pointInConvexPolygon,
  segmentIntersectsCircle,
  segmentIntersectsPolygon,
  segmentPointDistance,
  type Vec,
} from '../../../core/geometry.js';
import type { TileShape } from '../content/types.js';

/** A tile on the table: centre, rotation (degrees, counter-clockwise) and outline. */
export interface TilePlacement {
  x: number;
  y: number;
  rotation: number;
  shape: TileShape;
}

const DEG = Math.PI / 180;

// Unrotated polygon of each shape as Vec[], built once per shape object (shapes are content constants).
const localPolys = new WeakMap<TileShape, Vec[]>();

function localPolygon(shape: TileShape & { kind: 'polygon' }): Vec[] {
  let poly = localPolys.get(shape);
  if (!poly) {
    poly = shape.points.map(([x, y]) => ({ x, y }));
    localPolys.set(shape, poly);
  }
  return poly;
}

// Scratch points in the tile's frame, reused so the hot tests do not allocate.
const LA: Vec = { x: 0, y: 0 };
const LB: Vec = { x: 0, y: 0 };

/** Writes p, expressed in the tile's own (unrotated, centred) frame, into out. */
function toLocal(p: Vec, t: TilePlacement, out: Vec): Vec {
  const a = t.rotation * DEG;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const dx = p.x - t.x;
  const dy = p.y - t.y;
  out.x = dx * c + dy * s;
  out.y = -dx * s + dy * c;
  return out;
}

/** The tile's outline in table coordinates (a new array), or null for circle tiles. */
export function tilePolygon(t: TilePlacement): Vec[] | null {
  if (t.shape.kind !== 'polygon') return null;
  const a = t.rotation * DEG;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return t.shape.points.map(([x, y]) => ({ x: t.x + x * c - y * s, y: t.y + x * s + y * c }));
}

/** True if a base (c, r) shares area with the tile; touching only (within eps) is false. */
export function baseOverlapsTile(c: Vec, r: number, t: TilePlacement, eps: number): boolean {
  const shape = t.shape;
  if (shape.kind === 'circle') {
    const dx = c.x - t.x;
    const dy = c.y - t.y;
    return Math.sqrt(dx * dx + dy * dy) < shape.radius + r - eps;
  }
  return circleOverlapsPolygon(toLocal(c, t, LA), r, localPolygon(shape), eps);
}

/** True if the base shares no area with the tile (touching allowed): the negation of {@link baseOverlapsTile}. */
export function baseFullyOutsideTile(c: Vec, r: number, t: TilePlacement, eps: number): boolean {
  return !baseOverlapsTile(c, r, t, eps);
}

/**
 * True if some part of segment ab is inside the tile by more than eps (a line grazing the
 * outline does not count). Used for cover: "passes through any part of terrain tiles".
 */
export function segmentCrossesTile(a: Vec, b: Vec, t: TilePlacement, eps: number): boolean {
  const shape = t.shape;
  if (shape.kind === 'circle') {
    LA.x = t.x;
    LA.y = t.y;
    return segmentIntersectsCircle(a, b, LA, shape.radius, eps);
  }
  return segmentIntersectsPolygon(toLocal(a, t, LA), toLocal(b, t, LB), localPolygon(shape), eps);
}

/** True if two convex polygons share area (separating-axis test; touching edges do not). */
function polygonsOverlap(p: Vec[], q: Vec[]): boolean {
  return !hasSeparatingAxis(p, q) && !hasSeparatingAxis(q, p);
}

function hasSeparatingAxis(p: Vec[], q: Vec[]): boolean {
  for (let i = 0, n = p.length; i < n; i++) {
    const a = p[i]!;
    const b = p[(i + 1) % n]!;
    const nx = -(b.y - a.y);
    const ny = b.x - a.x;
    let pMin = Infinity;
    let pMax = -Infinity;
    for (const v of p) {
      const d = v.x * nx + v.y * ny;
      if (d < pMin) pMin = d;
      if (d > pMax) pMax = d;
    }
    let qMin = Infinity;
    let qMax = -Infinity;
    for (const v of q) {
      const d = v.x * nx + v.y * ny;
      if (d < qMin) qMin = d;
      if (d > qMax) qMax = d;
    }
    const l = Math.sqrt(nx * nx + ny * ny);
    if (Math.min(pMax, qMax) - Math.max(pMin, qMin) <= 1e-9 * l) return true;
  }
  return false;
}

/** Distance from point c to the outline of a polygon. */
function outlineDistance(c: Vec, poly: Vec[]): number {
  let best = Infinity;
  for (let i = 0, n = poly.length; i < n; i++) {
    const d = segmentPointDistance(poly[i]!, poly[(i + 1) % n]!, c);
    if (d < best) best = d;
  }
  return best;
}

/**
 * Placement check: true if the tiles share area or their outlines are closer than `gap`
 * (e.g. one base width, so a ship always fits between tiles). Outlines exactly `gap` apart are fine.
 */
export function tilesOverlapOrTooClose(a: TilePlacement, b: TilePlacement, gap: number): boolean {
  const pa = tilePolygon(a);
  const pb = tilePolygon(b);
  if (!pa && !pb) {
    const ra = (a.shape as { radius: number }).radius;
    const rb = (b.shape as { radius: number }).radius;
    return Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2) < ra + rb + gap;
  }
  if (!pa || !pb) {
    const circle = pa ? b : a;
    const poly = (pa ?? pb)!;
    const rc = (circle.shape as { radius: number }).radius;
    const c = { x: circle.x, y: circle.y };
    if (pointInConvexPolygon(c, poly)) return true;
    return outlineDistance(c, poly) < rc + gap;
  }
  if (polygonsOverlap(pa, pb)) return true;
  let sep = Infinity;
  for (const v of pa) sep = Math.min(sep, outlineDistance(v, pb));
  for (const v of pb) sep = Math.min(sep, outlineDistance(v, pa));
  return sep < gap;
}
