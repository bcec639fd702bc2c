/**
 * Allocation-free kernels for convex polygons on flat coordinate arrays (counter-clockwise,
 * `n` vertices; a point or a segment where noted): half-plane clipping, separating axes, closest
 * points and segment clipping. Multi-number results go to the exported scratch records.
 */
import { bboxesTouch, bboxInto, nearest, segDist2, segPoint } from './polygon.js';

/** Parameter range [t0, t1] of the last {@link clipSegmentConvex} (portion of the segment inside). */
export const clip = { t0: 0, t1: 1 };

/**
 * Sutherland–Hodgman step: keeps the part of the convex polygon (src, n) where
 * nx*x + ny*y >= c, a vertex within eps of the line counting as inside, writing it to dst.
 * Returns the new vertex count (0: nothing left).
 */
export function clipHalfPlane(
  src: readonly number[],
  n: number,
  nx: number,
  ny: number,
  c: number,
  eps: number,
  dst: number[],
): number {
  let m = 0;
  if (n === 0) return 0;
  let px = src[2 * n - 2]!;
  let py = src[2 * n - 1]!;
  let pv = nx * px + ny * py - c;
  for (let i = 0; i < n; i++) {
    const qx = src[2 * i]!;
    const qy = src[2 * i + 1]!;
    const qv = nx * qx + ny * qy - c;
    const qIn = qv >= -eps;
    if (pv >= -eps !== qIn) {
      // Cut on the exact line; the clamp keeps a vertex that is inside only by the tolerance.
      let t = pv / (pv - qv);
      if (t < 0) t = 0;
      else if (t > 1) t = 1;
      dst[2 * m] = px + t * (qx - px);
      dst[2 * m + 1] = py + t * (qy - py);
      m++;
    }
    if (qIn) {
      dst[2 * m] = qx;
      dst[2 * m + 1] = qy;
      m++;
    }
    px = qx;
    py = qy;
    pv = qv;
  }
  return m;
}

/**
 * Separating-axis test for two convex polygons (b may be a point or a segment): true when they
 * share area deeper than eps on every axis, so touching is not overlapping (X4).
 */
export function convexOverlap(
  a: readonly number[],
  na: number,
  b: readonly number[],
  nb: number,
  eps: number,
): boolean {
  return (
    !hasSeparatingAxis(a, na, a, na, b, nb, eps) && !hasSeparatingAxis(b, nb, a, na, b, nb, eps)
  );
}

function hasSeparatingAxis(
  e: readonly number[],
  ne: number,
  a: readonly number[],
  na: number,
  b: readonly number[],
  nb: number,
  eps: number,
): boolean {
  for (let i = 0; i < ne; i++) {
    const k = i + 1 === ne ? 0 : i + 1;
    const ax = -(e[2 * k + 1]! - e[2 * i + 1]!);
    const ay = e[2 * k]! - e[2 * i]!;
    const l = Math.sqrt(ax * ax + ay * ay);
    if (l === 0) continue;
    let minA = Infinity;
    let maxA = -Infinity;
    for (let j = 0; j < na; j++) {
      const v = (a[2 * j]! * ax + a[2 * j + 1]! * ay) / l;
      if (v < minA) minA = v;
      if (v > maxA) maxA = v;
    }
    let minB = Infinity;
    let maxB = -Infinity;
    for (let j = 0; j < nb; j++) {
      const v = (b[2 * j]! * ax + b[2 * j + 1]! * ay) / l;
      if (v < minB) minB = v;
      if (v > maxB) maxB = v;
    }
    if (maxA <= minB + eps || maxB <= minA + eps) return true;
  }
  return false;
}

/**
 * Closest-point distance between two convex polygons (either may be a point or a segment);
 * 0 when they overlap. The closest points are left in {@link nearest}.
 */
export function convexDistance(
  a: readonly number[],
  na: number,
  b: readonly number[],
  nb: number,
): number {
  let best = Infinity;
  let ax = 0;
  let ay = 0;
  let bx = 0;
  let by = 0;
  for (let i = 0; i < na; i++) {
    const px = a[2 * i]!;
    const py = a[2 * i + 1]!;
    for (let j = 0; j < nb; j++) {
      const k = j + 1 === nb ? 0 : j + 1;
      const d2 = segDist2(px, py, b[2 * j]!, b[2 * j + 1]!, b[2 * k]!, b[2 * k + 1]!);
      if (d2 < best) {
        best = d2;
        ax = px;
        ay = py;
        bx = segPoint.x;
        by = segPoint.y;
      }
    }
  }
  for (let i = 0; i < nb; i++) {
    const px = b[2 * i]!;
    const py = b[2 * i + 1]!;
    for (let j = 0; j < na; j++) {
      const k = j + 1 === na ? 0 : j + 1;
      const d2 = segDist2(px, py, a[2 * j]!, a[2 * j + 1]!, a[2 * k]!, a[2 * k + 1]!);
      if (d2 < best) {
        best = d2;
        ax = segPoint.x;
        ay = segPoint.y;
        bx = px;
        by = py;
      }
    }
  }
  nearest.ax = ax;
  nearest.ay = ay;
  nearest.bx = bx;
  nearest.by = by;
  if (best > 0 && na >= 3 && boxesMeet(a, na, b, nb) && convexOverlap(a, na, b, nb, 0)) return 0;
  return Math.sqrt(best);
}

const BOX_A = [0.5, 0.5, 0.5, 0.5];
const BOX_B = [0.5, 0.5, 0.5, 0.5];

/** True if the bounding boxes of the two vertex lists overlap (a cheap pre-test for the SAT). */
function boxesMeet(a: readonly number[], na: number, b: readonly number[], nb: number): boolean {
  bboxInto(a, na, BOX_A);
  bboxInto(b, nb, BOX_B);
  return bboxesTouch(BOX_A, BOX_B, 0);
}

/**
 * Cyrus–Beck: the part of segment (ax, ay)-(bx, by) inside the convex polygon shrunk by eps.
 * Returns false when there is none; otherwise {@link clip} holds its parameter range.
 */
export function clipSegmentConvex(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  p: readonly number[],
  n: number,
  eps: number,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  let t0 = 0;
  let t1 = 1;
  for (let i = 0; i < n; i++) {
    const k = i + 1 === n ? 0 : i + 1;
    const qx = p[2 * i]!;
    const qy = p[2 * i + 1]!;
    const ex = p[2 * k]! - qx;
    const ey = p[2 * k + 1]! - qy;
    const l = Math.sqrt(ex * ex + ey * ey);
    if (l === 0) continue;
    // Inward normal of a counter-clockwise edge is (-ey, ex).
    const num = (-ey * (ax - qx) + ex * (ay - qy)) / l - eps;
    const den = (-ey * dx + ex * dy) / l;
    if (den === 0) {
      if (num < 0) return false;
    } else {
      const t = -num / den;
      if (den > 0) {
        if (t > t0) t0 = t;
      } else if (t < t1) t1 = t;
      if (t0 > t1) return false;
    }
  }
  clip.t0 = t0;
  clip.t1 = t1;
  return eps > 0 ? t1 > t0 : t1 >= t0;
}
