/**
 * Generic 2-D geometry (game-agnostic). Units are whatever the caller uses (cm for Snap Ships);
 * angles are degrees, counter-clockwise from +x. All functions are pure and allocation-light,
 * because the rules engines call them millions of times per batch.
 */

/** A 2-D point or vector. */
export interface Vec {
  x: number;
  y: number;
}

/** A position plus the direction (degrees) the object's front points. */
export interface Pose {
  x: number;
  y: number;
  facing: number;
}

const DEG = Math.PI / 180;

/** Makes a vector. */
export function vec(x: number, y: number): Vec {
  return { x, y };
}

/** a + b. */
export function add(a: Vec, b: Vec): Vec {
  return { x: a.x + b.x, y: a.y + b.y };
}

/** a - b. */
export function sub(a: Vec, b: Vec): Vec {
  return { x: a.x - b.x, y: a.y - b.y };
}

/** a * k. */
export function scale(a: Vec, k: number): Vec {
  return { x: a.x * k, y: a.y * k };
}

/** Dot product. */
export function dot(a: Vec, b: Vec): number {
  return a.x * b.x + a.y * b.y;
}

/** 2-D cross product (z of a × b): positive when b is counter-clockwise of a. */
export function cross(a: Vec, b: Vec): number {
  return a.x * b.y - a.y * b.x;
}

/** Length of a vector. */
export function len(a: Vec): number {
  return Math.sqrt(a.x * a.x + a.y * a.y);
}

/** Distance between two points. */
export function dist(a: Vec, b: Vec): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/** Vector of the given length (default 1) pointing at angle `deg`. */
export function fromAngle(deg: number, length = 1): Vec {
  const a = deg * DEG;
  return { x: Math.cos(a) * length, y: Math.sin(a) * length };
}

/** Normalizes an angle to (-180, 180]. */
export function normAngle(deg: number): number {
  let a = deg % 360;
  if (a <= -180) a += 360;
  else if (a > 180) a -= 360;
  return a + 0; // turns -0 into 0
}

/** Direction of a vector in degrees, in (-180, 180] (0 for the zero vector). */
export function angleOf(v: Vec): number {
  return normAngle(Math.atan2(v.y, v.x) / DEG);
}

/** Signed smallest difference a - b, in (-180, 180]. */
export function angleDiff(a: number, b: number): number {
  return normAngle(a - b);
}

/** Distance from point p to the segment ab (a degenerate segment is a point). */
export function segmentPointDistance(a: Vec, b: Vec, p: Vec): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  let t = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const ex = a.x + t * dx - p.x;
  const ey = a.y + t * dy - p.y;
  return Math.sqrt(ex * ex + ey * ey);
}

/** True if some point of segment ab is strictly inside the circle (distance < r - eps); tangency is false. */
export function segmentIntersectsCircle(a: Vec, b: Vec, c: Vec, r: number, eps = 1e-6): boolean {
  return segmentPointDistance(a, b, c) < r - eps;
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

function onSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  px: number,
  py: number,
): boolean {
  return (
    Math.min(ax, bx) <= px &&
    px <= Math.max(ax, bx) &&
    Math.min(ay, by) <= py &&
    py <= Math.max(ay, by)
  );
}

/** True if segments ab and cd share at least one point (touching endpoints and collinear overlap count). */
export function segmentsIntersect(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const d1 = orient(c.x, c.y, d.x, d.y, a.x, a.y);
  const d2 = orient(c.x, c.y, d.x, d.y, b.x, b.y);
  const d3 = orient(a.x, a.y, b.x, b.y, c.x, c.y);
  const d4 = orient(a.x, a.y, b.x, b.y, d.x, d.y);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
    return true;
  if (d1 === 0 && onSegment(c.x, c.y, d.x, d.y, a.x, a.y)) return true;
  if (d2 === 0 && onSegment(c.x, c.y, d.x, d.y, b.x, b.y)) return true;
  if (d3 === 0 && onSegment(a.x, a.y, b.x, b.y, c.x, c.y)) return true;
  if (d4 === 0 && onSegment(a.x, a.y, b.x, b.y, d.x, d.y)) return true;
  return false;
}

/** +1 for a counter-clockwise polygon, -1 for clockwise (by signed area). */
function winding(poly: Vec[]): number {
  let s = 0;
  for (let i = 0, n = poly.length; i < n; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % n]!;
    s += p.x * q.y - q.x * p.y;
  }
  return s >= 0 ? 1 : -1;
}

/**
 * True if p lies in the convex polygon (either winding). The boundary counts as inside;
 * `eps` > 0 widens the polygon by eps, eps < 0 requires p to be at least -eps inside.
 */
export function pointInConvexPolygon(p: Vec, poly: Vec[], eps = 0): boolean {
  const w = winding(poly);
  for (let i = 0, n = poly.length; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const l = Math.sqrt(ex * ex + ey * ey);
    if (l === 0) continue;
    // Signed distance of p to the edge line, positive inside.
    const sd = (w * (ex * (p.y - a.y) - ey * (p.x - a.x))) / l;
    if (sd < -eps) return false;
  }
  return true;
}

/**
 * True if the segment ab crosses or lies inside the convex polygon (Cyrus–Beck clipping).
 * With eps = 0 the boundary counts (grazing a vertex is true); with eps > 0 some point of the
 * segment must be more than eps inside every edge, so grazing is false.
 */
export function segmentIntersectsPolygon(a: Vec, b: Vec, poly: Vec[], eps = 0): boolean {
  const w = winding(poly);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  for (let i = 0, n = poly.length; i < n; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % n]!;
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const l = Math.sqrt(ex * ex + ey * ey);
    if (l === 0) continue;
    // Inward unit normal (nx, ny); constraint: n·(x - p) >= eps.
    const nx = (-ey * w) / l;
    const ny = (ex * w) / l;
    const num = nx * (a.x - p.x) + ny * (a.y - p.y) - eps; // value at t = 0, must stay >= 0
    const den = nx * dx + ny * dy; // rate of change along t
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
  return true;
}

/** True if the disk (c, r) and the convex polygon share area: touching only (within eps) is false. */
export function circleOverlapsPolygon(c: Vec, r: number, poly: Vec[], eps = 1e-6): boolean {
  if (r > eps && pointInConvexPolygon(c, poly)) return true;
  for (let i = 0, n = poly.length; i < n; i++) {
    if (segmentPointDistance(poly[i]!, poly[(i + 1) % n]!, c) < r - eps) return true;
  }
  return false;
}

/** True if two disks share area: centre distance < r1 + r2 - eps (touching is false). */
export function circlesOverlap(c1: Vec, r1: number, c2: Vec, r2: number, eps = 1e-6): boolean {
  return dist(c1, c2) < r1 + r2 - eps;
}

/** True if two disks touch or overlap: centre distance <= r1 + r2 + eps. */
export function circlesTouch(c1: Vec, r1: number, c2: Vec, r2: number, eps = 1e-6): boolean {
  return dist(c1, c2) <= r1 + r2 + eps;
}
