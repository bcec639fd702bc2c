/**
 * Range measurement between ship bases (rulebook "Range", "Measuring Range Within an Arc").
 * All bases are circles of the same radius r; range is measured edge to edge.
 */
import type { Pose, Vec } from '../../../core/geometry.js';
import type { ArcId } from '../content/types.js';
import { arcSectors } from './arcs.js';

const DEG = Math.PI / 180;

/** Shortest edge-to-edge distance between two bases (0 if touching/overlapping). */
export function baseDistance(a: Vec, b: Vec, r: number): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.sqrt(dx * dx + dy * dy) - 2 * r;
  return d > 0 ? d : 0;
}

/** True if two bases of radius r touch or overlap (centre distance <= 2r + eps). */
export function basesTouch(a: Vec, b: Vec, r: number, eps: number): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return Math.sqrt(dx * dx + dy * dy) <= 2 * r + eps;
}

/**
 * Range band of a distance: 0 when touching (distance <= eps, rulebook: touching bases are
 * range 0), else ceil(d / band) so that exactly one band length is still range 1; a distance
 * within eps of a band edge counts in the lower band. Capped at 5, meaning "beyond range 4".
 */
export function rangeBand(distance: number, band: number, eps: number): number {
  if (distance <= eps) return 0;
  const b = Math.ceil((distance - eps) / band);
  return b < 1 ? 1 : b > 5 ? 5 : b;
}

/** A measured line: `from` on the attacker's base edge, `to` on the target's base. */
export interface ArcMeasure {
  distance: number;
  from: Vec;
  to: Vec;
}

/**
 * Nearest parameter t >= 0 of the ray t*(ux, uy) (from the origin) that lies in the disk
 * ((cx, cy), r) widened by eps; -1 if the ray misses it. Assumes the origin is outside the disk.
 */
function rayDiskNearest(
  ux: number,
  uy: number,
  cx: number,
  cy: number,
  r: number,
  eps: number,
): number {
  const vc = ux * cx + uy * cy;
  const c2 = cx * cx + cy * cy;
  if (vc <= 0) return c2 <= (r + eps) * (r + eps) ? 0 : -1;
  const perp2 = c2 - vc * vc;
  if (perp2 > (r + eps) * (r + eps)) return -1;
  const disc = r * r - perp2;
  const t = vc - (disc > 0 ? Math.sqrt(disc) : 0);
  return t > 0 ? t : 0;
}

// Scratch result of the nearest-point searches below (px, py relative to the apex): avoids allocation.
let bestD = Infinity;
let bestX = 0;
let bestY = 0;

function consider(x: number, y: number): void {
  const d = Math.sqrt(x * x + y * y);
  if (d < bestD) {
    bestD = d;
    bestX = x;
    bestY = y;
  }
}

/** Nearest point to the apex of (disk ∩ wedge); the apex is outside the disk. */
function wedgeNearest(
  cx: number,
  cy: number,
  cl: number,
  r: number,
  dir: number,
  half: number,
  eps: number,
): void {
  const a = dir * DEG;
  const h = half * DEG;
  if (half >= 180 || cx * Math.cos(a) + cy * Math.sin(a) >= cl * Math.cos(h)) {
    // The direction to the target centre is inside the wedge, so is the disk's nearest point.
    const k = (cl - r) / cl;
    consider(cx * k, cy * k);
    return;
  }
  // Otherwise the nearest point lies on one of the boundary rays.
  for (let side = -1; side <= 1; side += 2) {
    const ux = Math.cos(a + side * h);
    const uy = Math.sin(a + side * h);
    const t = rayDiskNearest(ux, uy, cx, cy, r, eps);
    if (t >= 0) consider(ux * t, uy * t);
  }
}

/** Nearest point to the apex of (disk ∩ corridor {t >= 0, |s| <= w/2}); the apex is outside the disk. */
function corridorNearest(
  cx: number,
  cy: number,
  cl: number,
  r: number,
  facing: number,
  w: number,
  eps: number,
): void {
  const a = facing * DEG;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const hw = w / 2;
  // Disk centre in the corridor frame (t ahead, s to the left).
  const ct = cx * ux + cy * uy;
  const cs = -cx * uy + cy * ux;
  // Unconstrained nearest point of the disk, if it lies in the corridor.
  const k = (cl - r) / cl;
  const qt = ct * k;
  const qs = cs * k;
  if (qt >= -eps && Math.abs(qs) <= hw + eps) {
    consider(cx * k, cy * k);
    return;
  }
  // Else on the corridor's boundary: its two side rays s = ±hw (t >= 0) ...
  for (let side = -1; side <= 1; side += 2) {
    const s = side * hw;
    const ds = s - cs;
    const rr = r + eps;
    if (ds * ds > rr * rr) continue;
    const half = Math.sqrt(Math.max(0, r * r - ds * ds));
    if (ct + half < -eps) continue;
    const t = Math.max(0, ct - half);
    consider(t * ux - s * uy, t * uy + s * ux);
  }
  // ... and its base segment t = 0, |s| <= hw.
  const rr = r + eps;
  if (ct * ct <= rr * rr) {
    const half = Math.sqrt(Math.max(0, r * r - ct * ct));
    const lo = Math.max(cs - half, -hw);
    const hi = Math.min(cs + half, hw);
    if (lo <= hi + eps) {
      const s = lo > 0 ? lo : hi < 0 ? hi : 0;
      consider(-s * uy, s * ux);
    }
  }
}

/**
 * Shortest distance from the attacker's base to the part of the target base inside the attacker's arc,
 * measured along a line that stays within the arc: min over points p in (target disk ∩ arc region) of |p - apex| - rA,
 * with `from` = apex + rA*unit(p - apex), `to` = p. null when no part of the target is in the arc.
 * If the bases touch/overlap and the target is in arc, distance 0 (`from`/`to` still give the in-arc line).
 * The `line` arc uses the corridor of width `lineWidth`; non-convex arcs (270°, side-90) take the min over sectors.
 */
export function distanceInArc(
  att: Pose,
  rA: number,
  target: Vec,
  rT: number,
  arc: ArcId,
  lineWidth: number,
  eps: number,
): ArcMeasure | null {
  const cx = target.x - att.x;
  const cy = target.y - att.y;
  const cl = Math.sqrt(cx * cx + cy * cy);
  bestD = Infinity;
  if (cl <= rT) {
    // The target base covers the attacker's centre: the apex itself is the nearest point.
    bestD = 0;
    bestX = 0;
    bestY = 0;
  } else if (arc === 'line') {
    corridorNearest(cx, cy, cl, rT, att.facing, lineWidth, eps);
  } else {
    const sectors = arcSectors(arc);
    for (let i = 0; i < sectors.length; i++) {
      const s = sectors[i]!;
      wedgeNearest(cx, cy, cl, rT, att.facing + s.center, s.half, eps);
    }
  }
  if (bestD === Infinity) return null;
  // Direction of the measuring line (towards the target centre when the line has no length).
  let ux = bestX;
  let uy = bestY;
  let ul = bestD;
  if (ul <= 1e-12) {
    ux = cl > 0 ? cx : Math.cos(att.facing * DEG);
    uy = cl > 0 ? cy : Math.sin(att.facing * DEG);
    ul = cl > 0 ? cl : 1;
  }
  const distance = cl <= rA + rT + eps ? 0 : Math.max(0, bestD - rA);
  return {
    distance,
    from: { x: att.x + (ux / ul) * rA, y: att.y + (uy / ul) * rA },
    to: { x: att.x + bestX, y: att.y + bestY },
  };
}

/** Plain shortest line between two bases of radius r (the AI's range conditions, anti-missile range 1). */
export function shortestLine(a: Vec, b: Vec, r: number): ArcMeasure {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.sqrt(dx * dx + dy * dy);
  const ux = d > 0 ? dx / d : 1;
  const uy = d > 0 ? dy / d : 0;
  return {
    distance: d - 2 * r > 0 ? d - 2 * r : 0,
    from: { x: a.x + ux * r, y: a.y + uy * r },
    to: { x: b.x - ux * r, y: b.y - uy * r },
  };
}
