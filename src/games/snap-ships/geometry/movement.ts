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

/**
 * A closed arc of a circle: angles (radians, counter-clockwise) from `from` to `to`,
 * 0 <= from < 2π, from <= to <= from + 2π.
 */
export interface Arc {
  from: number;
  to: number;
}

const TAU = 2 * Math.PI;

/** Normalises an angle (radians) to [0, 2π). */
const norm = (a: number): number => ((a % TAU) + TAU) % TAU;

/**
 * Positions on the circle of radius `ring` around `centre` where a base of radius `r` would
 * overlap something, as open intervals of angle: a base of `others` (distance < 2r) or the
 * play-area edge (any part outside). Each is [centre angle, half-width]; a half-width of π or
 * more blocks the whole circle. The test is strict (touching is free), so the arcs' ends are
 * legal spots: touching another base, or touching the edge.
 */
function blockedIntervals(
  centre: Vec,
  ring: number,
  r: number,
  others: Vec[],
  t: TableSize,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const o of others) {
    const d = Math.hypot(o.x - centre.x, o.y - centre.y);
    if (d <= 1e-12) {
      if (ring < 2 * r) out.push([0, Math.PI]);
      continue;
    }
    // |centre + ring·u(θ) − o| < 2r  ⇔  cos(θ − φ) > (ring² + d² − 4r²) / (2·ring·d).
    const c = (ring * ring + d * d - 4 * r * r) / (2 * ring * d);
    if (c < 1)
      out.push([Math.atan2(o.y - centre.y, o.x - centre.x), c <= -1 ? Math.PI : Math.acos(c)]);
  }
  // Edges: x ≥ r, x ≤ width − r, y ≥ r, y ≤ height − r for the base centre.
  const edge = (dir: number, room: number): void => {
    // Blocked where ring·cos(θ − dir) > room.
    const c = room / ring;
    if (c < 1) out.push([dir, c <= -1 ? Math.PI : Math.acos(c)]);
  };
  edge(0, t.width - r - centre.x);
  edge(Math.PI, centre.x - r);
  edge(Math.PI / 2, t.height - r - centre.y);
  edge(-Math.PI / 2, centre.y - r);
  return out;
}

/**
 * The free arcs on the circle of radius `ring` around `centre`: where a base of radius `r` lies
 * inside the table and overlaps no base of `others` (exact, from the circle geometry). The
 * whole circle is one arc from 0 to 2π; an empty list means no room at all.
 */
export function freeArcs(centre: Vec, ring: number, r: number, others: Vec[], t: TableSize): Arc[] {
  const blocked: Array<[number, number]> = [];
  for (const [mid, half] of blockedIntervals(centre, ring, r, others, t)) {
    if (half >= Math.PI) return [];
    const lo = norm(mid - half);
    blocked.push([lo, lo + 2 * half]);
  }
  if (blocked.length === 0) return [{ from: 0, to: TAU }];
  blocked.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const b of blocked) {
    const last = merged[merged.length - 1];
    if (last && b[0] < last[1]) last[1] = Math.max(last[1], b[1]);
    else merged.push([b[0], b[1]]);
  }
  // Only the last interval can reach past 2π; its wrapped part covers the start of the circle.
  const wrapEnd = merged[merged.length - 1]![1] - TAU;
  const arcs: Arc[] = [];
  for (let i = 0; i < merged.length; i++) {
    let from = merged[i]![1];
    const to = i + 1 < merged.length ? merged[i + 1]![0] : merged[0]![0] + TAU;
    if (from < TAU && from < wrapEnd) from = wrapEnd;
    if (to < from) continue;
    arcs.push(from >= TAU ? { from: from - TAU, to: to - TAU } : { from, to });
  }
  return arcs;
}

/** Whether angle `a` lies on arc `arc`. */
function onArc(arc: Arc, a: number): boolean {
  const x = norm(a - arc.from);
  return x <= arc.to - arc.from + 1e-12;
}

/** Angular distance between two angles (radians, 0..π). */
function angleGap(a: number, b: number): number {
  const d = norm(a - b);
  return d > Math.PI ? TAU - d : d;
}

/** The angle on `arcs` nearest to `aim` (ties: the smaller angle in [0, 2π)); null when there are none. */
function nearestAngle(arcs: Arc[], aim: number): number | null {
  let best: number | null = null;
  let gap = Infinity;
  const consider = (a: number): void => {
    const g = angleGap(a, aim);
    const n = norm(a);
    if (g < gap - 1e-12 || (Math.abs(g - gap) <= 1e-12 && best !== null && n < best)) {
      gap = g;
      best = n;
    }
  };
  for (const arc of arcs) {
    if (onArc(arc, aim)) consider(aim);
    consider(arc.from);
    consider(arc.to);
  }
  return best;
}

/**
 * Legal centres on the ring: the exact nearest to `preferred`, the ends of every free arc and
 * the points every `stepDeg` degrees (from 0) inside the free arcs, without repeats.
 */
function ringCandidates(
  centre: Vec,
  ring: number,
  r: number,
  others: Vec[],
  preferred: Vec,
  t: TableSize,
  eps: number,
  stepDeg: number,
): Vec[] {
  const arcs = freeArcs(centre, ring, r, others, t);
  if (arcs.length === 0) return [];
  const angles: number[] = [];
  const nearest = nearestAngle(arcs, Math.atan2(preferred.y - centre.y, preferred.x - centre.x));
  if (nearest !== null) angles.push(nearest);
  for (const arc of arcs) if (arc.to - arc.from < TAU) angles.push(norm(arc.from), norm(arc.to));
  const n = Math.max(1, Math.round(360 / stepDeg));
  for (let i = 0; i < n; i++) {
    const a = (TAU * i) / n;
    if (arcs.some((arc) => onArc(arc, a))) angles.push(a);
  }
  const out: Vec[] = [];
  for (const a of angles) {
    const c = { x: centre.x + Math.cos(a) * ring, y: centre.y + Math.sin(a) * ring };
    if (out.some((p) => Math.abs(p.x - c.x) < 1e-9 && Math.abs(p.y - c.y) < 1e-9)) continue;
    // Rounding guard: every spot is checked with the engine's tolerance too.
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
 * Collision repositioning (rulebook Collisions step 1): centres touching `blocker` (distance
 * exactly 2r), inside the table and overlapping no ship in `others`, from the exact free arcs
 * around the blocker ({@link freeArcs}): the nearest such point to `preferred`, the ends of each
 * free arc and points every `stepDeg` degrees (default 5) inside the arcs, sorted by distance to
 * `preferred` (ties keep the nearest point first, then angle order). `others` must not include
 * the moving ship itself; including the blocker is harmless. With no free arc at all, the
 * positions "as close as possible": the same on the first ring of radius 2r + 0.5k (k = 1, 2,
 * ...) that has room. Empty only when no ring up to the table's diagonal has room.
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
  // The blocker itself never blocks its own touching ring.
  const rest = others.filter((o) => Math.hypot(o.x - blocker.x, o.y - blocker.y) > 1e-12);
  for (let k = 0; 2 * r + 0.5 * k <= maxRadius; k++) {
    const radius = 2 * r + 0.5 * k;
    // Keep the angular spacing of samples on wider rings no coarser than on the touching ring.
    const step = k > 0 ? (stepDeg * 2 * r) / radius : stepDeg;
    const found = ringCandidates(blocker, radius, r, rest, preferred, t, eps, step);
    if (found.length > 0) return sortByDistance(found, preferred);
  }
  return [];
}

/**
 * AI collision placement: on the far side of the blocker on the straight line of travel
 * (centre = blocker + unit(dir) * 2r); if illegal, the nearest legal point to it of the free
 * arcs (from {@link collisionPlacements}). If the table is full, the ideal point pulled inside the table.
 */
export function straightThroughPlacement(
  blocker: Vec,
  travelDir: number,
  r: number,
  others: Vec[],
  t: TableSize,
  eps: number,
): Vec {
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
export function overlappedShips(
  start: Vec,
  end: Vec,
  r: number,
  others: Vec[],
  eps: number,
): number[] {
  const hits: number[] = [];
  for (let i = 0; i < others.length; i++) {
    if (circlesOverlap(end, r, others[i]!, r, eps)) hits.push(i);
  }
  if (hits.length < 2) return hits;
  const d = (i: number): number => (others[i]!.x - start.x) ** 2 + (others[i]!.y - start.y) ** 2;
  return hits.sort((a, b) => d(a) - d(b) || a - b);
}
