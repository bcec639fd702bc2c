/**
 * Movement and collision geometry (rulebook "Movement", "Collisions").
 */
import { circlesOverlap, type Pose, type Vec } from '../../../core/geometry.js';
import type { MoveDirection, TableConstants } from '../content/types.js';
import { baseInsideTable, pullBackInside, type TableSize } from './table.js';

const DEG = Math.PI / 180;

/** Angle offset of a move direction relative to facing: front 0, front-left 45, left 90, rear-left 135, rear 180, rear-right -135, right -90, front-right -45. */
export function directionOffset(d: MoveDirection): number {
  switch (d) {
    case 'front':
      return 0;
    case 'front-left':
      return 45;
    case 'left':
      return 90;
    case 'rear-left':
      return 135;
    case 'rear':
      return 180;
    case 'rear-right':
      return -135;
    case 'right':
      return -90;
    case 'front-right':
      return -45;
  }
}

/**
 * End centre of a move: the base travels tool length + base diameter in the direction (rulebook
 * Movement: the tool is placed against the base and the ship against its far end). Facing unchanged.
 */
export function moveEnd(pose: Pose, d: MoveDirection, size: 'S' | 'L', k: TableConstants): Vec {
  const length = (size === 'S' ? k.moveShort : k.moveLong) + k.baseDiameter;
  const a = (pose.facing + directionOffset(d)) * DEG;
  return { x: pose.x + Math.cos(a) * length, y: pose.y + Math.sin(a) * length };
}

/** True if a base at c is inside the table and overlaps none of `others`. */
function legalSpot(c: Vec, r: number, others: Vec[], t: TableSize, eps: number): boolean {
  if (!baseInsideTable(c, r, t, eps)) return false;
  for (let i = 0; i < others.length; i++) {
    if (circlesOverlap(c, r, others[i]!, r, eps)) return false;
  }
  return true;
}

/** Legal centres on the circle of `radius` around `centre`, sampled every `stepDeg` degrees from 0. */
function ringCandidates(centre: Vec, radius: number, r: number, others: Vec[], t: TableSize, eps: number, stepDeg: number): Vec[] {
  const out: Vec[] = [];
  const n = Math.max(1, Math.round(360 / stepDeg));
  for (let i = 0; i < n; i++) {
    const a = ((360 * i) / n) * DEG;
    const c = { x: centre.x + Math.cos(a) * radius, y: centre.y + Math.sin(a) * radius };
    if (legalSpot(c, r, others, t, eps)) out.push(c);
  }
  return out;
}

function sortByDistance(list: Vec[], to: Vec): Vec[] {
  const keyed = list.map((p, i) => ({ p, i, d: (p.x - to.x) ** 2 + (p.y - to.y) ** 2 }));
  keyed.sort((a, b) => a.d - b.d || a.i - b.i);
  return keyed.map((k) => k.p);
}

/**
 * Collision repositioning (rulebook Collisions step 1): candidate centres touching `blocker`
 * (distance exactly 2r) that are inside the table and overlap no ship in `others`, sampled every
 * `stepDeg` degrees (default 5; 360/stepDeg is rounded to whole samples) around the blocker,
 * sorted by distance to `preferred` (ties keep angle order). `others` must not include the moving
 * ship itself; including the blocker is harmless. If none exists, returns the positions "as close as
 * possible": the legal positions on the first ring of radius 2r + 0.5k (k = 1, 2, ...) that has
 * any, sorted the same way. Empty only when no ring up to the table's diagonal has room.
 */
export function collisionPlacements(
  blocker: Vec,
  r: number,
  others: Vec[],
  preferred: Vec,
  t: TableSize,
  eps: number,
  stepDeg = 5,
): Vec[] {
  const maxRadius = Math.sqrt(t.width * t.width + t.height * t.height) + 2 * r;
  for (let k = 0; 2 * r + 0.5 * k <= maxRadius; k++) {
    const radius = 2 * r + 0.5 * k;
    // Keep the angular spacing of samples on wider rings no coarser than on the touching ring.
    const step = k > 0 ? (stepDeg * 2 * r) / radius : stepDeg;
    const found = ringCandidates(blocker, radius, r, others, t, eps, step);
    if (found.length > 0) return sortByDistance(found, preferred);
  }
  return [];
}

/**
 * AI collision placement: on the far side of the blocker on the straight line of travel
 * (centre = blocker + unit(dir) * 2r); if illegal, the legal candidate closest to that point
 * (from {@link collisionPlacements}). If the table is full, the ideal point pulled inside the table.
 */
export function straightThroughPlacement(blocker: Vec, travelDir: number, r: number, others: Vec[], t: TableSize, eps: number): Vec {
  const a = travelDir * DEG;
  const ideal = { x: blocker.x + Math.cos(a) * 2 * r, y: blocker.y + Math.sin(a) * 2 * r };
  if (legalSpot(ideal, r, others, t, eps)) return ideal;
  const options = collisionPlacements(blocker, r, others, ideal, t, eps);
  return options.length > 0 ? options[0]! : pullBackInside(blocker, ideal, r, t, eps);
}

/**
 * Of the ships in `others`, those overlapped by a base at `end`, sorted by distance from `start`
 * (rulebook: "you collide with the one closest to your starting position"; ties by index).
 * Returns indices into others.
 */
export function overlappedShips(start: Vec, end: Vec, r: number, others: Vec[], eps: number): number[] {
  const hits: number[] = [];
  for (let i = 0; i < others.length; i++) {
    if (circlesOverlap(end, r, others[i]!, r, eps)) hits.push(i);
  }
  if (hits.length < 2) return hits;
  const d = (i: number): number => (others[i]!.x - start.x) ** 2 + (others[i]!.y - start.y) ** 2;
  return hits.sort((a, b) => d(a) - d(b) || a - b);
}
