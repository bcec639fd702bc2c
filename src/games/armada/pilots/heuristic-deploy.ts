/**
 * The heuristic's deployment (S8): each offered spot scored against what is on the table already.
 * A ship looks two rounds straight ahead at the offered speed: it should meet the enemy ships
 * already placed (or the centre line while none is), keep its lane clear of obstacles, and reach
 * the objective's tokens and stations (the pose terms of the moves, O5, O6, O9–O11). Its speed is
 * the one that brings its front arc into range soonest without overshooting (a fast ship such as
 * the CR90 runs at 3–4 when the enemy is far). A squadron stays by its own ships.
 */
import type { Pose } from '../../../core/geometry.js';
import type { DeployOption } from '../engine/decisions.js';
import { maneuverFinalPose } from '../geometry/maneuver.js';
import { shipOverlapsObstacle } from '../geometry/obstacles.js';
import { shipShape } from '../geometry/ship-shape.js';
import type { ShipState } from '../state/types.js';
import { objectivePoseValue } from './heuristic-cards.js';
import type { PilotEnv } from './heuristic-eval.js';
import { fireLanesValue } from './heuristic-objectives.js';
import { planAfterThisRound, staysToEnd } from './heuristic-plan.js';

const AHEAD: Pose = { x: 0, y: 0, facing: 0 };
const ROUNDS_AHEAD = 2;

/** Placed, not destroyed ships of `side` other than `except`. */
function placedShips(env: PilotEnv, side: number, except: string): ShipState[] {
  // Units not deployed yet stand at the origin (setup.ts sideUnits).
  return env.state.ships.filter(
    (s) => s.side === side && s.id !== except && !s.destroyed && (s.pose.x !== 0 || s.pose.y !== 0),
  );
}

/** The pose after `rounds` straight maneuvers at `speed`. */
function ahead(env: PilotEnv, ship: ShipState, pose: Pose, speed: number, rounds: number): Pose {
  const geom = env.geo.geometry(ship);
  let p: Pose = { ...pose };
  const course = new Array<number>(speed).fill(0);
  for (let r = 0; r < rounds; r++)
    p = { ...maneuverFinalPose(env.geo.table, geom, p, course, 'left', speed, AHEAD) };
  return p;
}

/** The score of deploying `o` (higher is better; a few points between good and poor spots). */
export function deployScore(env: PilotEnv, o: DeployOption): number {
  const st = env.state;
  const w = st.area.width;
  const ship = st.ships.find((s) => s.id === o.unit);
  if (!ship) {
    const q = st.squadrons.find((x) => x.id === o.unit);
    const own = q ? placedShips(env, q.side, '') : [];
    if (own.length === 0) return -Math.abs(o.x - w / 2) / 100;
    const mx = own.reduce((a, s) => a + s.pose.x, 0) / own.length;
    return -Math.abs(o.x - mx) / 100;
  }
  const enemies = placedShips(env, 1 - ship.side, ship.id);
  const target =
    enemies.length > 0 ? enemies.reduce((a, s) => a + s.pose.x, 0) / enemies.length : w / 2;
  let score = -Math.abs(o.x - target) / 100;
  const start: Pose = { x: o.x, y: o.y, facing: o.facing };
  const geom = env.geo.geometry(ship);
  const eps = env.geo.table.epsilon;
  const obstacles = env.geo.obstacles();
  for (let r = 1; r <= ROUNDS_AHEAD; r++) {
    const shape = shipShape(geom, ahead(env, ship, start, o.speed, r));
    for (const ob of obstacles) if (shipOverlapsObstacle(shape, ob, eps)) score -= 1.5;
    if (r === ROUNDS_AHEAD)
      score += (objectivePoseValue(env, ship, shape) + fireLanesValue(env, shape)) / 10;
  }
  // Speed by ship and plan: the one that meets the enemy (both sides flying straight on) at long
  // range after two rounds, among the speeds from which a plan keeps the ship in to the end (V9);
  // a fast ship far from the enemy runs at its top speed.
  const end = ahead(env, ship, start, o.speed, ROUNDS_AHEAD);
  const goal =
    enemies.length > 0
      ? Math.min(
          ...enemies.map((e) => {
            const p = e.speed > 0 ? ahead(env, e, e.pose, e.speed, ROUNDS_AHEAD) : e.pose;
            return Math.hypot(p.x - end.x, p.y - end.y);
          }),
        )
      : Math.abs(end.y - st.area.depth / 2) + env.geo.table.rangeBands.long;
  const gap = goal - env.geo.table.rangeBands.long;
  if (!staysToEnd(env, ship, start, o.speed, planAfterThisRound(env, ship, 0))) score -= 50;
  return score + (o.speed === 2 ? 0.3 : 0) - Math.abs(gap) / 200;
}
