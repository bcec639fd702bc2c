/**
 * Obstacle tokens (RRG16 "Obstacles"; B1–B6): outlines from the table placed at a pose, overlap
 * with ships and squadrons after a move, distances, and the setup placement rule (S7).
 */
import type { Pose } from '../../../core/geometry.js';
import {
  bboxInto,
  bboxesTouch,
  diskClearOfBox,
  diskOverlapsPolygon,
  pointPolygonDistance,
  polygonDistance,
  polygonsOverlap,
  scratch,
  signedArea,
  transformInto,
} from './polygon.js';
import { didYouMean, type ArmadaTable } from './table.js';
import type {
  ObstacleShape,
  ObstacleType,
  PlayArea,
  ShipShape,
  SquadronShape,
  UnitShape,
} from './types.js';

const outlines = new WeakMap<ArmadaTable, Map<string, number[]>>();

/** The table outline of an obstacle (counter-clockwise, centred on the origin), cached per table. */
function outline(table: ArmadaTable, id: string): number[] {
  let byId = outlines.get(table);
  if (!byId) outlines.set(table, (byId = new Map()));
  let o = byId.get(id);
  if (!o) {
    const entry = table.obstacles.outlines[id];
    if (!entry)
      throw new Error(
        `unknown obstacle "${id}"${didYouMean(id, Object.keys(table.obstacles.outlines))}`,
      );
    const pts =
      signedArea(entry.points.flat(), entry.points.length) < 0
        ? [...entry.points].reverse()
        : entry.points;
    o = scratch(2 * pts.length);
    pts.forEach(([x, y], i) => {
      o![2 * i] = x;
      o![2 * i + 1] = y;
    });
    byId.set(id, o);
  }
  return o;
}

/** Places obstacle `id` of the table with its outline's origin at (pose.x, pose.y), rotated by facing. */
export function obstacleShape(table: ArmadaTable, id: string, pose: Pose): ObstacleShape {
  const local = outline(table, id);
  const points = transformInto(local, pose, scratch(local.length));
  const type: ObstacleType = table.obstacles.outlines[id]!.type;
  const bbox = bboxInto(points, points.length / 2, scratch(4));
  return {
    kind: 'obstacle',
    id,
    type,
    pose: { x: pose.x, y: pose.y, facing: pose.facing },
    points,
    bbox,
  };
}

/**
 * True if the ship's base overlaps the obstacle (RRG16: "part of its base is on top of the
 * obstacle token"; shield dials count as base for overlapping, X4, so this uses the overlap
 * outline). Touching is not overlapping.
 */
export function shipOverlapsObstacle(ship: ShipShape, o: ObstacleShape, eps: number): boolean {
  if (!bboxesTouch(ship.bbox, o.bbox, -eps)) return false;
  return polygonsOverlap(ship.overlap, 4, o.points, o.points.length / 2, eps);
}

/** True if the squadron's base overlaps the obstacle (touching is not overlapping). */
export function squadronOverlapsObstacle(
  sq: SquadronShape,
  o: ObstacleShape,
  eps: number,
): boolean {
  const b = o.bbox;
  if (diskClearOfBox(sq.x, sq.y, sq.r, b, eps)) return false;
  return diskOverlapsPolygon(sq.x, sq.y, sq.r, o.points, o.points.length / 2, eps);
}

/** Overlap of any unit with an obstacle (B1–B3 trigger after a move). */
export function unitOverlapsObstacle(u: UnitShape, o: ObstacleShape, eps: number): boolean {
  return u.kind === 'ship' ? shipOverlapsObstacle(u, o, eps) : squadronOverlapsObstacle(u, o, eps);
}

/** Closest-point distance from a unit's base (shield dials ignored) to an obstacle; 0 if they overlap. */
export function distanceToObstacle(u: UnitShape, o: ObstacleShape): number {
  if (u.kind === 'ship') return polygonDistance(u.base, 4, o.points, o.points.length / 2);
  const d = pointPolygonDistance(u.x, u.y, o.points, o.points.length / 2) - u.r;
  return d > 0 ? d : 0;
}

/** Closest-point distance between two obstacles (0 if they overlap). */
export function obstacleDistance(a: ObstacleShape, b: ObstacleShape): number {
  return polygonDistance(a.points, a.points.length / 2, b.points, b.points.length / 2);
}

/**
 * Setup 5 (S7): the obstacle lies in the setup area, beyond distance `obstaclesBeyondEdge` of every
 * play-area edge and beyond distance `obstaclesBeyondEachOther` of every obstacle already placed.
 */
export function obstaclePlacementLegal(
  o: ObstacleShape,
  placed: readonly ObstacleShape[],
  area: PlayArea,
  table: ArmadaTable,
): boolean {
  const dv = table.distanceBands.values;
  const edge = dv[table.deployment.obstaclesBeyondEdge - 1]!;
  const apart = dv[table.deployment.obstaclesBeyondEachOther - 1]!;
  const e = table.epsilon;
  const b = o.bbox;
  if (b[0]! < area.setupInset - e || b[2]! > area.width - area.setupInset + e) return false;
  // "Beyond distance n": no part within n, so strictly more than the band's edge.
  if (b[0]! <= edge + e || b[2]! >= area.width - edge - e) return false;
  if (b[1]! <= edge + e || b[3]! >= area.depth - edge - e) return false;
  for (const p of placed) if (p !== o && obstacleDistance(o, p) <= apart + e) return false;
  return true;
}
