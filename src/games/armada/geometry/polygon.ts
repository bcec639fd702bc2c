/**
 * Allocation-free polygon kernels on flat coordinate arrays (plain number arrays [x0, y0, x1, y1, ...], `n` vertices;
 * the array may be longer, as scratch buffers are) for any simple polygon (obstacle outlines);
 * the convex ones are in convex.ts. Results that are more than one number are left in the
 * exported {@link nearest} scratch record, which the next call overwrites.
 */
import type { Pose } from '../../../core/geometry.js';

const DEG = Math.PI / 180;

/** A zeroed coordinate buffer of n numbers, stored as packed doubles (fast to index). */
export function scratch(n: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(0.5);
  a.fill(0);
  return a;
}

/** Closest points of the last distance query: (ax, ay) on the first shape, (bx, by) on the second. */
export const nearest = { ax: 0, ay: 0, bx: 0, by: 0 };

/** Writes `local` (pairs of a = forward, b = left) placed at `pose` into `out`. */
export function transformInto(local: readonly number[], pose: Pose, out: number[]): number[] {
  const c = Math.cos(pose.facing * DEG);
  const s = Math.sin(pose.facing * DEG);
  for (let i = 0; i < local.length; i += 2) {
    const a = local[i]!;
    const b = local[i + 1]!;
    out[i] = pose.x + a * c - b * s;
    out[i + 1] = pose.y + a * s + b * c;
  }
  return out;
}

/** Bounding box of the first n vertices into out (minX, minY, maxX, maxY). */
export function bboxInto(p: readonly number[], n: number, out: number[]): number[] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < 2 * n; i += 2) {
    const x = p[i]!;
    const y = p[i + 1]!;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  out[0] = x0;
  out[1] = y0;
  out[2] = x1;
  out[3] = y1;
  return out;
}

/** True if the disk lies clear of the box (minX, minY, maxX, maxY), touching within eps included. */
export function diskClearOfBox(
  x: number,
  y: number,
  r: number,
  b: readonly number[],
  eps: number,
): boolean {
  return (
    x + r <= b[0]! + eps || x - r >= b[2]! - eps || y + r <= b[1]! + eps || y - r >= b[3]! - eps
  );
}

/** True if the boxes overlap or touch (within eps). */
export function bboxesTouch(a: readonly number[], b: readonly number[], eps: number): boolean {
  return (
    a[0]! <= b[2]! + eps && b[0]! <= a[2]! + eps && a[1]! <= b[3]! + eps && b[1]! <= a[3]! + eps
  );
}

/** Closest point of the last {@link segDist2}. */
export const segPoint = { x: 0, y: 0 };

/** Squared distance from (px, py) to segment a-b; the closest point is left in {@link segPoint}. */
export function segDist2(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  let t = l2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / l2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const sx = ax + t * dx;
  const sy = ay + t * dy;
  segPoint.x = sx;
  segPoint.y = sy;
  const ex = sx - px;
  const ey = sy - py;
  return ex * ex + ey * ey;
}

/** Distance from a point to the boundary of polygon (p, n); the closest point goes to nearest.b*. */
export function pointBoundaryDistance(
  px: number,
  py: number,
  p: readonly number[],
  n: number,
): number {
  let best = Infinity;
  for (let j = 0; j < n; j++) {
    const k = j + 1 === n ? 0 : j + 1;
    const d2 = segDist2(px, py, p[2 * j]!, p[2 * j + 1]!, p[2 * k]!, p[2 * k + 1]!);
    if (d2 < best) {
      best = d2;
      nearest.bx = segPoint.x;
      nearest.by = segPoint.y;
    }
  }
  nearest.ax = px;
  nearest.ay = py;
  return Math.sqrt(best);
}

/** Even–odd point-in-polygon test (any simple polygon; the boundary is ambiguous). */
export function pointInPolygon(px: number, py: number, p: readonly number[], n: number): boolean {
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = p[2 * i]!;
    const yi = p[2 * i + 1]!;
    const xj = p[2 * j]!;
    const yj = p[2 * j + 1]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** True if the segment crosses some edge of polygon (p, n) at a single interior point of both. */
function segmentCrossesEdge(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  p: readonly number[],
  n: number,
): boolean {
  for (let i = 0; i < n; i++) {
    const k = i + 1 === n ? 0 : i + 1;
    const cx = p[2 * i]!;
    const cy = p[2 * i + 1]!;
    const dx = p[2 * k]!;
    const dy = p[2 * k + 1]!;
    const d1 = orient(cx, cy, dx, dy, ax, ay);
    const d2 = orient(cx, cy, dx, dy, bx, by);
    if (!((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0))) continue;
    const d3 = orient(ax, ay, bx, by, cx, cy);
    const d4 = orient(ax, ay, bx, by, dx, dy);
    if ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) return true;
  }
  return false;
}

/** True if the segment passes over the interior of a simple polygon (grazing a vertex does not). */
export function segmentCrossesPolygon(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  p: readonly number[],
  n: number,
): boolean {
  if (pointInPolygon(ax, ay, p, n) || pointInPolygon(bx, by, p, n)) return true;
  if (segmentCrossesEdge(ax, ay, bx, by, p, n)) return true;
  // Entering and leaving through vertices only: test the midpoint.
  return pointInPolygon((ax + bx) / 2, (ay + by) / 2, p, n);
}

/** True if a vertex of `a` lies inside `b` deeper than eps. */
function vertexInside(
  a: readonly number[],
  na: number,
  b: readonly number[],
  nb: number,
  eps: number,
): boolean {
  for (let i = 0; i < na; i++) {
    const x = a[2 * i]!;
    const y = a[2 * i + 1]!;
    if (pointInPolygon(x, y, b, nb) && pointBoundaryDistance(x, y, b, nb) > eps) return true;
  }
  return false;
}

/** True if two simple polygons share area (touching within eps is not overlapping). */
export function polygonsOverlap(
  a: readonly number[],
  na: number,
  b: readonly number[],
  nb: number,
  eps: number,
): boolean {
  for (let i = 0; i < na; i++) {
    const k = i + 1 === na ? 0 : i + 1;
    if (segmentCrossesEdge(a[2 * i]!, a[2 * i + 1]!, a[2 * k]!, a[2 * k + 1]!, b, nb)) return true;
  }
  return vertexInside(a, na, b, nb, eps) || vertexInside(b, nb, a, na, eps);
}

/** Closest-point distance between two simple polygons (0 when they overlap). */
export function polygonDistance(
  a: readonly number[],
  na: number,
  b: readonly number[],
  nb: number,
): number {
  if (polygonsOverlap(a, na, b, nb, 0)) return 0;
  let best = Infinity;
  for (let i = 0; i < na; i++)
    best = Math.min(best, pointBoundaryDistance(a[2 * i]!, a[2 * i + 1]!, b, nb));
  for (let i = 0; i < nb; i++)
    best = Math.min(best, pointBoundaryDistance(b[2 * i]!, b[2 * i + 1]!, a, na));
  return best;
}

/** Distance from a point to the region of a simple polygon (0 inside). */
export function pointPolygonDistance(
  px: number,
  py: number,
  p: readonly number[],
  n: number,
): number {
  return pointInPolygon(px, py, p, n) ? 0 : pointBoundaryDistance(px, py, p, n);
}

/** True if the disk (cx, cy, r) and a simple polygon share area (touching within eps is not). */
export function diskOverlapsPolygon(
  cx: number,
  cy: number,
  r: number,
  p: readonly number[],
  n: number,
  eps: number,
): boolean {
  if (r > eps && pointInPolygon(cx, cy, p, n)) return true;
  return pointBoundaryDistance(cx, cy, p, n) < r - eps;
}

/** Signed area of (p, n): positive when counter-clockwise. */
export function signedArea(p: readonly number[], n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) {
    const k = i + 1 === n ? 0 : i + 1;
    s += p[2 * i]! * p[2 * k + 1]! - p[2 * k]! * p[2 * i + 1]!;
  }
  return s / 2;
}
