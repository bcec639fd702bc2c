/**
 * Firing arcs (rulebook "Firing Arcs", "Attacking from Flank or Rear"). An arc is a union of
 * wedges with the apex at the ship's base centre, oriented relative to its facing; the `line`
 * arc is a corridor straight ahead. Wedges are closed sets: their boundary rays count as in.
 */
import type { Pose, Vec } from '../../../core/geometry.js';
import type { ArcId } from '../content/types.js';

/** One wedge of an arc: centre direction relative to facing and half-width, degrees. */
export interface ArcSector {
  center: number;
  half: number;
}

const DEG = Math.PI / 180;

const SECTORS: Record<ArcId, readonly ArcSector[]> = {
  line: [],
  'front-45': [{ center: 0, half: 22.5 }],
  'front-90': [{ center: 0, half: 45 }],
  'front-180': [{ center: 0, half: 90 }],
  'front-270': [{ center: 0, half: 135 }],
  '360': [{ center: 0, half: 180 }],
  'rear-90': [{ center: 180, half: 45 }],
  'rear-180': [{ center: 180, half: 90 }],
  'rear-270': [{ center: 180, half: 135 }],
  'left-90': [{ center: 90, half: 45 }],
  'right-90': [{ center: -90, half: 45 }],
  'side-90': [
    { center: 90, half: 45 },
    { center: -90, half: 45 },
  ],
};
for (const list of Object.values(SECTORS)) {
  for (const s of list) Object.freeze(s);
  Object.freeze(list);
}

/** The same lists by arc id (a Map lookup stays fast where many arc ids pass one call site). */
const SECTOR_MAP = new Map<string, ArcSector[]>(
  Object.entries(SECTORS) as Array<[string, ArcSector[]]>,
);

/** The wedges of an arc (shared frozen arrays: do not mutate). `line` has none (see the corridor helpers). */
export function arcSectors(arc: ArcId): ArcSector[] {
  return SECTOR_MAP.get(arc) ?? (SECTORS[arc] as ArcSector[]);
}

/**
 * Distance from the point (px, py), given relative to the apex, to the closed wedge of direction
 * `dir` (degrees, world) and half-width `half` (0..180). 0 inside.
 */
export function distToWedge(px: number, py: number, dir: number, half: number): number {
  const d = Math.sqrt(px * px + py * py);
  if (half >= 180 || d === 0) return 0;
  const a = dir * DEG;
  const h = half * DEG;
  // Inside when the angle between p and the wedge direction is at most `half`.
  if (px * Math.cos(a) + py * Math.sin(a) >= d * Math.cos(h)) return 0;
  return Math.min(distToRay(px, py, a + h), distToRay(px, py, a - h));
}

/** Distance from (px, py) to the ray from the origin at angle `rad` (radians). */
function distToRay(px: number, py: number, rad: number): number {
  const ux = Math.cos(rad);
  const uy = Math.sin(rad);
  const t = px * ux + py * uy;
  if (t <= 0) return Math.sqrt(px * px + py * py);
  return Math.abs(px * uy - py * ux);
}

/**
 * Distance from (px, py), relative to the apex, to the `line` corridor: the half-strip
 * {t >= 0, |s| <= width/2} in the frame (u = facing, s = left of facing).
 */
export function distToCorridor(px: number, py: number, facing: number, width: number): number {
  const a = facing * DEG;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const t = px * ux + py * uy;
  const s = -px * uy + py * ux;
  const hw = width / 2;
  const dt = t < 0 ? -t : 0;
  const ds = s > hw ? s - hw : s < -hw ? -hw - s : 0;
  return Math.sqrt(dt * dt + ds * ds);
}

/** Distance from point (px, py), relative to the apex, to the arc region (min over its wedges). */
function distToArc(pose: Pose, arc: ArcId, px: number, py: number, lineWidth: number): number {
  if (arc === 'line') return distToCorridor(px, py, pose.facing, lineWidth);
  const sectors = SECTORS[arc];
  let best = Infinity;
  for (let i = 0; i < sectors.length; i++) {
    const s = sectors[i]!;
    const d = distToWedge(px, py, pose.facing + s.center, s.half);
    if (d < best) best = d;
  }
  return best;
}

/** True if point p lies in the arc (within eps of it counts). `lineWidth` is used by the `line` arc only. */
export function pointInArc(pose: Pose, arc: ArcId, p: Vec, lineWidth: number, eps = 1e-6): boolean {
  return distToArc(pose, arc, p.x - pose.x, p.y - pose.y, lineWidth) <= eps;
}

/** Any part of the disk (c, r) lies in the arc (rulebook: "at least some of the target's base"). Boundary contact counts as in. */
export function diskInArc(
  pose: Pose,
  arc: ArcId,
  c: Vec,
  r: number,
  lineWidth: number,
  eps = 1e-6,
): boolean {
  return distToArc(pose, arc, c.x - pose.x, c.y - pose.y, lineWidth) <= r + eps;
}

/**
 * The whole disk (c, r) lies in the wedge: it does not reach into the complementary wedge
 * (direction + 180, half-width 180 - half) by more than eps.
 */
function diskFullyInWedge(
  px: number,
  py: number,
  r: number,
  dir: number,
  half: number,
  eps: number,
): boolean {
  if (half >= 180) return true;
  return distToWedge(px, py, dir + 180, 180 - half) >= r - eps;
}

/**
 * The whole disk lies in the arc (flank/rear tests). A disk in `side-90` must be fully inside one
 * of its two wedges (they share only the apex). The `line` arc is treated as a zero-width ray, so
 * nothing with r > eps is fully inside it.
 */
export function diskFullyInArc(pose: Pose, arc: ArcId, c: Vec, r: number, eps = 1e-6): boolean {
  const px = c.x - pose.x;
  const py = c.y - pose.y;
  if (arc === 'line') return r <= eps && distToCorridor(px, py, pose.facing, 0) <= eps;
  const sectors = SECTORS[arc];
  for (let i = 0; i < sectors.length; i++) {
    const s = sectors[i]!;
    if (diskFullyInWedge(px, py, r, pose.facing + s.center, s.half, eps)) return true;
  }
  return false;
}
