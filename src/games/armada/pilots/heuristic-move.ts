/**
 * The heuristic pilot's movement (SPEC §4.3 #3): every legal course (and navigate's speed change
 * and extra yaw) is scored on its final pose: inside the play area (V9), clear of obstacles and
 * ships (B1, X2), enemies in strong arcs at good range, the enemy's threat against the pose, and a
 * straight-ahead look at the next round so the ship does not run at an edge. Squadrons close on
 * their role's targets (fighters: enemy squadrons; bombers: enemy ships).
 */
import type { Pose } from '../../../core/geometry.js';
import type { CourseOption, Point } from '../engine/decisions.js';
import { pointInArc } from '../geometry/arcs.js';
import { maneuverFinalPose } from '../geometry/maneuver.js';
import { shipOverlapsObstacle } from '../geometry/obstacles.js';
import { poseInsidePlayArea, shipsOverlap } from '../geometry/overlap.js';
import { rangeBandOf, unitDistance } from '../geometry/range.js';
import { baseRadius, shipShape } from '../geometry/ship-shape.js';
import type { HullZone, ShipShape } from '../geometry/types.js';
import type { ShipState } from '../state/types.js';
import { diceAtRange, expectedDamage, type PilotEnv, type PoseMemo } from './heuristic-eval.js';
import { harmlessObstacle, objectivePoseValue } from './heuristic-cards.js';
import { planAfterThisRound, staysToEnd } from './heuristic-plan.js';
import { fireLanesValue, objectiveShipWeights, rearPositionValue } from './heuristic-objectives.js';

/** Score of a final pose and the bad-behaviour flags it carries. */
export interface PoseScore {
  score: number;
  outside: boolean;
  obstacle: boolean;
  /** In the area, but no plan keeps the ship in to the last round from here. */
  doomed: boolean;
}

const ZONES: readonly HullZone[] = ['front', 'left', 'right', 'rear'];
const OUT = -1e6;

function straight(n: number): number[] {
  return new Array<number>(n).fill(0);
}
const STRAIGHT = [0, 1, 2, 3, 4, 5].map(straight);
const AHEAD: Pose = { x: 0, y: 0, facing: 0 };

/**
 * The pose memo of the maneuver being planned, emptied when another ship, pose, activation or
 * round is planned (no other ship moves meanwhile).
 */
export function poseMemo(env: PilotEnv, ship: ShipState): PoseMemo {
  const st = env.state;
  const m = env.memo;
  const at = ship.pose;
  if (
    m.round !== st.round ||
    m.active !== st.activeShip ||
    m.ship !== ship.id ||
    m.x !== at.x ||
    m.y !== at.y ||
    m.facing !== at.facing
  ) {
    m.round = st.round;
    m.active = st.activeShip;
    m.ship = ship.id;
    m.x = at.x;
    m.y = at.y;
    m.facing = at.facing;
    m.scores.clear();
    m.bests.clear();
  }
  return m;
}

/**
 * Scores the ship standing at `pose` with `speed` for the next round. Memoised per maneuver
 * (navigate's speed and yaw, then the course, score the same poses).
 */
export function scorePose(env: PilotEnv, ship: ShipState, pose: Pose, speed: number): PoseScore {
  const m = poseMemo(env, ship);
  // A numeric key (no strings built per pose); an entry is used only for the exact pose and speed.
  const key =
    (Math.imul(Math.round(pose.x * 1024), 73856093) ^
      Math.imul(Math.round(pose.y * 1024), 19349663) ^
      Math.imul(Math.round(pose.facing * 4096), 83492791) ^
      speed) |
    0;
  const hit = m.scores.get(key);
  if (
    hit &&
    hit.speed === speed &&
    hit.x === pose.x &&
    hit.y === pose.y &&
    hit.facing === pose.facing
  )
    return hit.score;
  const score = scorePoseNow(env, ship, pose, speed);
  // Another pose's score is replaced: the best course scores read from it may no longer hold.
  if (hit) m.epoch++;
  m.scores.set(key, { speed, x: pose.x, y: pose.y, facing: pose.facing, score });
  return score;
}

function scorePoseNow(env: PilotEnv, ship: ShipState, pose: Pose, speed: number): PoseScore {
  const table = env.geo.table;
  const eps = table.epsilon;
  const geom = env.geo.geometry(ship);
  if (!poseInsidePlayArea(geom, pose, env.state.area, eps))
    return { score: OUT, outside: true, obstacle: false, doomed: true };
  const shape = shipShape(geom, pose);
  let score = objectivePoseValue(env, ship, shape) + fireLanesValue(env, shape);
  let obstacle = false;
  env.geo.obstacles().forEach((o, i) => {
    if (shipOverlapsObstacle(shape, o, eps) && !harmlessObstacle(env, ship, i)) {
      obstacle = true;
      score -= 1000;
    }
  });
  const card = env.content.ships[ship.card]!;
  let nearest = Infinity;
  // Enemies surely beyond long range (their centres farther apart than the range and both bases'
  // half diagonals): measured only if no enemy is in range, for the distance to close.
  let far: ShipShape[] | null = null;
  const beyond = table.rangeBands.long + eps + 1e-6 + baseRadius(geom);
  for (const e of env.state.ships) {
    if (e.destroyed || e.id === ship.id) continue;
    const es = env.geo.ship(e);
    if (shipsOverlap(shape, es, eps)) score -= 300;
    if (e.side === ship.side) continue;
    if (Math.hypot(e.pose.x - pose.x, e.pose.y - pose.y) - baseRadius(es.geometry) > beyond) {
      (far ??= []).push(es);
      continue;
    }
    const d = unitDistance(shape, es);
    nearest = Math.min(nearest, d);
    const band = rangeBandOf(d, table);
    if (band === 'beyond') continue;
    const w = objectiveShipWeights(env, ship, e);
    score += w.aim * arcValue(env, shape, card.battery, e.pose.x, e.pose.y, band, eps);
    score -= 0.7 * w.exposure * threat(env, e, es, pose, shape, ship, band);
    score += rearPositionValue(env, shape, es);
  }
  // Close on the enemy while out of range.
  if (nearest > table.rangeBands.long) {
    for (const es of far ?? []) nearest = Math.min(nearest, unitDistance(shape, es));
    score -= Math.min(nearest - table.rangeBands.long, 900) / 100;
  }
  if (speed > 0 && nearEdge(env, pose, speed)) {
    const ahead = maneuverFinalPose(
      table,
      geom,
      pose,
      STRAIGHT[speed] ?? straight(speed),
      'left',
      speed,
      AHEAD,
    );
    // Heading at an edge two rounds away is a trap for slow-turning ships: steer off early.
    const run = edgeAhead(env, pose, ahead);
    const room = (speed + 1) * 2 * table.distanceBands.values[0] + 120;
    if (run < room) score -= (3 * (room - run)) / 100;
  }
  // V9: some plan of speeds, navigates and turns must keep the ship in to the last round.
  const doomed =
    speed > 0 &&
    !staysToEnd(env, ship, pose, speed, planAfterThisRound(env, ship, env.state.round));
  if (doomed) score -= 2000;
  return { score, outside: false, obstacle, doomed };
}

/** Distance from the pose's centre to the area's edge straight along its heading. */
function edgeAhead(env: PilotEnv, pose: Pose, ahead: Pose): number {
  const dx = ahead.x - pose.x;
  const dy = ahead.y - pose.y;
  const len = Math.hypot(dx, dy) || 1;
  const fx = dx / len;
  const fy = dy / len;
  const a = env.state.area;
  let t = Infinity;
  if (fx > 1e-9) t = Math.min(t, (a.width - pose.x) / fx);
  if (fx < -1e-9) t = Math.min(t, -pose.x / fx);
  if (fy > 1e-9) t = Math.min(t, (a.depth - pose.y) / fy);
  if (fy < -1e-9) t = Math.min(t, -pose.y / fy);
  return t;
}

/** The pose's centre is close enough to an edge for a maneuver at `speed` to leave the area. */
function nearEdge(env: PilotEnv, pose: Pose, speed: number): boolean {
  const m = env.geo.table.distanceBands.values[0] * (2 * speed + 4);
  const a = env.state.area;
  return pose.x < m || pose.y < m || a.width - pose.x < m || a.depth - pose.y < m;
}

/** Expected damage of our best arc that holds the enemy's centre. */
function arcValue(
  env: PilotEnv,
  shape: ShipShape,
  battery: Record<HullZone, import('../content/types.js').DiceCounts>,
  x: number,
  y: number,
  band: 'close' | 'medium' | 'long',
  eps: number,
): number {
  let best = 0;
  for (const z of ZONES) {
    if (!pointInArc(shape, z, x, y, eps)) continue;
    best = Math.max(best, expectedDamage(env, diceAtRange(battery[z], band), true));
  }
  return best;
}

/** The enemy's expected damage against us, worse when our facing zone is weak. */
function threat(
  env: PilotEnv,
  e: ShipState,
  es: ShipShape,
  pose: Pose,
  mine: ShipShape,
  me: ShipState,
  band: 'close' | 'medium' | 'long',
): number {
  const card = env.content.ships[e.card]!;
  const eps = env.geo.table.epsilon;
  let t = 0;
  for (const z of ZONES) {
    if (!pointInArc(es, z, pose.x, pose.y, eps)) continue;
    t = Math.max(t, expectedDamage(env, diceAtRange(card.battery[z], band), true));
  }
  // Which of our zones faces the enemy: the weak rear costs more (SPEC §4.3 #3).
  for (const z of ZONES) {
    if (pointInArc(mine, z, e.pose.x, e.pose.y, eps)) {
      const shields = me.shields[z];
      t *= shields <= 1 ? 1.5 : 1;
      if (z === 'rear') t += 1;
      break;
    }
  }
  return t;
}

/**
 * V2–V5: the best course (or `pick`'s among the scores); also whether an in-area / obstacle-free /
 * planned-to-stay course existed.
 */
export function chooseCourse(
  env: PilotEnv,
  ship: ShipState,
  options: readonly CourseOption[],
  pick?: (scores: readonly number[]) => number,
): { index: number; chosen: PoseScore; canStay: boolean; canAvoid: boolean; canPlan: boolean } {
  let index = 0;
  let chosen: PoseScore | null = null;
  let canStay = false;
  let canAvoid = false;
  let canPlan = false;
  const all: PoseScore[] = [];
  options.forEach((c, i) => {
    const p = maneuverFinalPose(
      env.geo.table,
      env.geo.geometry(ship),
      ship.pose,
      c.course,
      c.side,
      ship.speed,
    );
    const s = scorePose(env, ship, p, ship.speed);
    if (pick) all.push(s);
    if (!s.outside) canStay = true;
    if (!s.outside && !s.obstacle) canAvoid = true;
    if (!s.doomed) canPlan = true;
    if (!chosen || s.score > chosen.score) {
      chosen = s;
      index = i;
    }
  });
  if (pick) {
    // Variety of play: one of the near-best courses (the pilot's own stream draws it).
    index = pick(all.map((s) => s.score));
    chosen = all[index]!;
  }
  return { index, chosen: chosen!, canStay, canAvoid, canPlan };
}

/** Whether a squadron card is a bomber (Q6). */
export function isBomber(env: PilotEnv, card: string): boolean {
  return env.content.squadrons[card]?.keywords.includes('bomber') ?? false;
}

/** V10: fighters close on enemy squadrons, bombers (and fighters with none left) on enemy ships. */
export function chooseSquadronDestination(
  env: PilotEnv,
  unit: string | null,
  options: readonly Point[],
): number {
  const sq = env.state.squadrons.find((q) => q.id === unit);
  if (!sq) return 0;
  const r = env.geo.table.squadronBase.diameter / 2;
  const d1 = env.geo.table.distanceBands.values[0];
  const enemySq = env.state.squadrons.filter((q) => q.side !== sq.side && !q.destroyed);
  const enemyShips = env.state.ships.filter((s) => s.side !== sq.side && !s.destroyed);
  const hunt = !isBomber(env, sq.card) && enemySq.length > 0;
  let best = 0;
  let bestScore = -Infinity;
  options.forEach((p, i) => {
    let d = Infinity;
    if (hunt) for (const q of enemySq) d = Math.min(d, Math.hypot(q.x - p.x, q.y - p.y) - 2 * r);
    else {
      const base = { kind: 'squadron' as const, x: p.x, y: p.y, r };
      for (const s of enemyShips) d = Math.min(d, unitDistance(base, env.geo.ship(s)));
    }
    const sc = d <= d1 * 0.8 ? 0 : -(d - d1 * 0.8);
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  });
  return best;
}
