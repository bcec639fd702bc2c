/**
 * Command planning by projection (SPEC §4.3 #2): a dial set now is revealed only after the dials
 * above it in the stack (C1, C2), so the heuristic plans it for the table as it will be then. Each
 * ship, its own and the enemy's, is projected straight ahead at its current speed (speeds are
 * open; courses are not, so a straight course is the estimate) for that many rounds.
 */
import type { Pose } from '../../../core/geometry.js';
import { maneuverFinalPose } from '../geometry/maneuver.js';
import { unitDistance } from '../geometry/range.js';
import { shipShape } from '../geometry/ship-shape.js';
import type { ShipState } from '../state/types.js';
import type { PilotEnv } from './heuristic-eval.js';

/** The ship's pose after `rounds` straight maneuvers at its current speed. */
export function projectedPose(env: PilotEnv, ship: ShipState, rounds: number): Pose {
  let pose: Pose = { ...ship.pose };
  if (ship.speed <= 0) return pose;
  const geometry = env.geo.geometry(ship);
  const straight = new Array<number>(ship.speed).fill(0);
  for (let r = 0; r < rounds; r++)
    pose = maneuverFinalPose(env.geo.table, geometry, pose, straight, 'right', ship.speed);
  return pose;
}

/** Distance from the ship to the nearest enemy ship, both projected `rounds` ahead (Infinity if none). */
export function projectedNearestEnemy(env: PilotEnv, ship: ShipState, rounds: number): number {
  const me =
    rounds === 0
      ? env.geo.ship(ship)
      : shipShape(env.geo.geometry(ship), projectedPose(env, ship, rounds));
  let d = Infinity;
  for (const e of env.state.ships) {
    if (e.side === ship.side || e.destroyed) continue;
    const them =
      rounds === 0
        ? env.geo.ship(e)
        : shipShape(env.geo.geometry(e), projectedPose(env, e, rounds));
    d = Math.min(d, unitDistance(me, them));
  }
  return d;
}

/** Whether the ship's centre, projected `rounds` ahead, is within distance 3 of an edge or beyond it. */
export function projectedNearEdge(env: PilotEnv, ship: ShipState, rounds: number): boolean {
  const m = env.geo.table.distanceBands.values[2];
  const { x, y } = rounds === 0 ? ship.pose : projectedPose(env, ship, rounds);
  const a = env.state.area;
  return x < m || y < m || a.width - x < m || a.depth - y < m;
}
