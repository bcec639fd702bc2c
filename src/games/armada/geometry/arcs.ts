/**
 * Firing arcs (RRG16 "Firing Arc", "Measuring Firing Arc and Range"; H6): the area between a hull
 * zone's two arc lines, extended without end. The lines themselves belong to the arc. Each arc is
 * stored on the shape as an apex, two rays and two inward normals (see ShipGeometry.arcs).
 */
import { clipHalfPlane } from './convex.js';
import { scratch } from './polygon.js';
import { zoneIndex, type HullZone, type ShipShape, type UnitShape } from './types.js';

const TMP = scratch(64);

/** Signed distance of (x, y) inside half-plane k (0 or 1) of arc `i` of the shape. */
function side(arcs: readonly number[], i: number, k: number, x: number, y: number): number {
  const o = 10 * i;
  const nx = arcs[o + 6 + 2 * k]!;
  const ny = arcs[o + 7 + 2 * k]!;
  return nx * (x - arcs[o]!) + ny * (y - arcs[o + 1]!);
}

/** True if the point is inside the firing arc of `zone`, the arc lines included (within eps). */
export function pointInArc(
  ship: ShipShape,
  zone: HullZone,
  x: number,
  y: number,
  eps: number,
): boolean {
  const i = zoneIndex(zone);
  return side(ship.arcs, i, 0, x, y) >= -eps && side(ship.arcs, i, 1, x, y) >= -eps;
}

/**
 * Clips the convex polygon (src, n) to arc `i` (zone index) of the shape, writing the part inside
 * into dst; returns its vertex count (0: no part is in the arc; 1-2: it only touches a line).
 */
export function clipToArc(
  ship: ShipShape,
  i: number,
  src: readonly number[],
  n: number,
  eps: number,
  dst: number[],
): number {
  const a = ship.arcs;
  const o = 10 * i;
  const ax = a[o]!;
  const ay = a[o + 1]!;
  const m = clipHalfPlane(src, n, a[o + 6]!, a[o + 7]!, a[o + 6]! * ax + a[o + 7]! * ay, eps, TMP);
  return clipHalfPlane(TMP, m, a[o + 8]!, a[o + 9]!, a[o + 8]! * ax + a[o + 9]! * ay, eps, dst);
}

/** Distance from (x, y) to the ray from (ax, ay) along unit (dx, dy). */
function rayDistance(x: number, y: number, ax: number, ay: number, dx: number, dy: number): number {
  let t = (x - ax) * dx + (y - ay) * dy;
  if (t < 0) t = 0;
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}

/** Distance from (x, y) to the arc wedge of zone index i (0 inside). */
export function arcDistance(ship: ShipShape, i: number, x: number, y: number): number {
  const a = ship.arcs;
  if (side(a, i, 0, x, y) >= 0 && side(a, i, 1, x, y) >= 0) return 0;
  const o = 10 * i;
  const d1 = rayDistance(x, y, a[o]!, a[o + 1]!, a[o + 2]!, a[o + 3]!);
  const d2 = rayDistance(x, y, a[o]!, a[o + 1]!, a[o + 4]!, a[o + 5]!);
  return d1 < d2 ? d1 : d2;
}

/** True if some part of the disk is inside the arc of `zone` (touching a line counts). */
export function diskInArc(
  ship: ShipShape,
  zone: HullZone,
  x: number,
  y: number,
  r: number,
  eps: number,
): boolean {
  return arcDistance(ship, zoneIndex(zone), x, y) <= r + eps;
}

const CLIP = scratch(64);

/**
 * True if some portion of the target is inside the arc of the attacker's `zone` (RRG16: "if a
 * portion of any component is inside ... that component is inside the firing arc"). For a ship
 * target: its defending hull zone when given, else its base (shield dials ignored).
 */
export function inFiringArc(
  attacker: ShipShape,
  zone: HullZone,
  target: UnitShape,
  targetZone: HullZone | undefined,
  eps: number,
): boolean {
  if (target.kind === 'squadron')
    return diskInArc(attacker, zone, target.x, target.y, target.r, eps);
  const poly = targetZone ? target.zones[zoneIndex(targetZone)]! : target.base;
  return clipToArc(attacker, zoneIndex(zone), poly, poly.length / 2, eps, CLIP) > 0;
}
