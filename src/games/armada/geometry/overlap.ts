/**
 * Overlap between units (RRG16 "Overlapping"; X1–X5) and the play-area, setup-area and
 * deployment-zone tests (RRG16 "Play Area", "Setup Area", "Deployment Zone"; V9, S3, S8).
 * Touching is never overlapping (X4). Ships overlap with their overlap outline (the base, or the
 * shield-dial envelope when the table says so, since dials count for overlap); the play area and
 * deployment use the base without dials.
 */
import { convexOverlap } from './convex.js';
import { bboxesTouch, diskClearOfBox, diskOverlapsPolygon } from './polygon.js';
import { shipBaseInto } from './ship-shape.js';
import type { ArmadaTable } from './table.js';
import type { Pose } from '../../../core/geometry.js';
import type { PlayArea, ShipGeometry, ShipShape, SquadronShape, UnitShape } from './types.js';

/** True if two ships' bases overlap (X2). */
export function shipsOverlap(a: ShipShape, b: ShipShape, eps: number): boolean {
  if (!bboxesTouch(a.bbox, b.bbox, -eps)) return false;
  return convexOverlap(a.overlap, 4, b.overlap, 4, eps);
}

/** True if a ship's base (dials included, FAQ Squadrons) overlaps a squadron's base (X3). */
export function shipOverlapsSquadron(ship: ShipShape, sq: SquadronShape, eps: number): boolean {
  const b = ship.bbox;
  if (diskClearOfBox(sq.x, sq.y, sq.r, b, eps)) return false;
  return diskOverlapsPolygon(sq.x, sq.y, sq.r, ship.overlap, 4, eps);
}

/** True if two squadron bases overlap (X5). */
export function squadronsOverlap(a: SquadronShape, b: SquadronShape, eps: number): boolean {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  const r = a.r + b.r - eps;
  return r > 0 && dx * dx + dy * dy < r * r;
}

/** True if two units overlap (any pair of ships and squadrons). */
export function unitsOverlap(a: UnitShape, b: UnitShape, eps: number): boolean {
  if (a.kind === 'ship')
    return b.kind === 'ship' ? shipsOverlap(a, b, eps) : shipOverlapsSquadron(a, b, eps);
  return b.kind === 'ship' ? shipOverlapsSquadron(b, a, eps) : squadronsOverlap(a, b, eps);
}

/** True if the unit's base lies in the x-range [x0, x1] and y-range [y0, y1] (touching allowed). */
function baseInBox(
  u: UnitShape,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  eps: number,
): boolean {
  if (u.kind === 'squadron') {
    return (
      u.x - u.r >= x0 - eps &&
      u.x + u.r <= x1 + eps &&
      u.y - u.r >= y0 - eps &&
      u.y + u.r <= y1 + eps
    );
  }
  return cornersInBox(u.base, x0, y0, x1, y1, eps);
}

/** True if the four corners `pts` (x, y pairs) are inside the box. */
function cornersInBox(
  pts: readonly number[],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  eps: number,
): boolean {
  for (let i = 0; i < 8; i += 2) {
    const x = pts[i]!;
    const y = pts[i + 1]!;
    if (x < x0 - eps || x > x1 + eps || y < y0 - eps || y > y1 + eps) return false;
  }
  return true;
}

/**
 * True if no part of the unit's base is outside the play area (V9, M3: otherwise it is destroyed).
 * Shield dials and their frames are ignored for this (RRG16 "Play Area").
 */
export function insidePlayArea(u: UnitShape, area: PlayArea, eps: number): boolean {
  return baseInBox(u, 0, 0, area.width, area.depth, eps);
}

const BASE: number[] = [];

/**
 * {@link insidePlayArea} for a ship of `geometry` standing at `pose`, without building its shape
 * (only its base corners, placed as shipShape places them, so the answer is the same).
 */
export function poseInsidePlayArea(
  geometry: ShipGeometry,
  pose: Pose,
  area: PlayArea,
  eps: number,
): boolean {
  return cornersInBox(shipBaseInto(geometry, pose, BASE), 0, 0, area.width, area.depth, eps);
}

/** True if the unit's base is entirely inside the setup area (S3, S8). */
export function insideSetupArea(u: UnitShape, area: PlayArea, eps: number): boolean {
  return baseInBox(u, area.setupInset, 0, area.width - area.setupInset, area.depth, eps);
}

/** A player's edge of the play area: `near` is y = 0, `far` is y = depth. */
export type PlayerEdge = 'near' | 'far';

/** Distance from the unit's farthest base point to the player's edge (shield dials ignored, FAQ Setup). */
function farthestFromEdge(u: UnitShape, area: PlayArea, edge: PlayerEdge): number {
  if (u.kind === 'squadron') return edge === 'near' ? u.y + u.r : area.depth - u.y + u.r;
  let far = -Infinity;
  for (let i = 1; i < 8; i += 2) {
    const d = edge === 'near' ? u.base[i]! : area.depth - u.base[i]!;
    if (d > far) far = d;
  }
  return far;
}

/**
 * Deployment zone (S8, RRG16 "Deployment Zone"): the ship's base is inside the setup area and
 * entirely within distance `deployment.shipsWithin` (1–3) of the player's edge.
 */
export function inDeploymentZone(
  ship: ShipShape,
  area: PlayArea,
  edge: PlayerEdge,
  table: ArmadaTable,
): boolean {
  const limit = table.distanceBands.values[table.deployment.shipsWithin - 1]!;
  const e = table.epsilon;
  return insideSetupArea(ship, area, e) && farthestFromEdge(ship, area, edge) <= limit + e;
}

/** True if a unit about to be placed overlaps none of the ships and squadrons given (X5, S8). */
export function placementClear(
  u: UnitShape,
  ships: readonly ShipShape[],
  squadrons: readonly SquadronShape[],
  eps: number,
): boolean {
  for (const s of ships) if (s !== u && unitsOverlap(u, s, eps)) return false;
  for (const q of squadrons) if (q !== u && unitsOverlap(u, q, eps)) return false;
  return true;
}
