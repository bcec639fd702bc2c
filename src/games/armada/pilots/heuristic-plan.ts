/**
 * Planning for the rounds left (RRG16 "Game End": six rounds; V9: a ship whose base leaves the
 * play area is destroyed). A pose is kept only if some sequence of maneuvers keeps the ship in the
 * play area to the end of the game, with the speeds that navigate can reach (C7: ±1 a round, from
 * the dial or the token) and the extra yaw click of a navigate dial. The search tries the hardest
 * turns each way and straight ahead at each reachable speed, slowest first; a speed of 0 stays.
 */
import type { Pose } from '../../../core/geometry.js';
import { moveBy } from '../geometry/maneuver.js';
import { poseInsidePlayArea } from '../geometry/overlap.js';
import type { PlayArea } from '../geometry/types.js';
import type { ShipState } from '../state/types.js';
import type { PilotEnv } from './heuristic-eval.js';
import { movesAt, planMoves, reachAt, type PlanMoves } from './heuristic-plan-moves.js';

/** The last round of a game (RRG16 "Game End"). */
export const LAST_ROUND = 6;

/**
 * Navigate at each maneuver still to come, first the next: `dial` (a navigate dial: speed ±1 and a
 * yaw click), `free` (the dial is not set yet: the plan may set navigate) or `none`; `token` when
 * a navigate token is in hand (speed ±1 once).
 */
export interface NavPlan {
  slots: ReadonlyArray<'dial' | 'free' | 'none'>;
  token: boolean;
}

/** The plan of the maneuvers after the current round's: the own dial stack, then free dials. */
export function planAfterThisRound(env: PilotEnv, ship: ShipState, round: number): NavPlan {
  const stack = env.ownDials(ship.id);
  const slots: Array<'dial' | 'free' | 'none'> = [];
  for (let r = round + 1, i = 0; r <= LAST_ROUND; r++, i++) {
    slots.push(i < stack.length ? (stack[i] === 'navigate' ? 'dial' : 'none') : 'free');
  }
  return { slots, token: ship.commandTokens.includes('navigate') };
}

/** Distance from the pose's centre to the nearest edge of the play area. */
function edgeRoom(area: PlayArea, pose: Pose): number {
  return Math.min(pose.x, pose.y, area.width - pose.x, area.depth - pose.y);
}

interface Search {
  k: PlanMoves;
  area: PlayArea;
  eps: number;
  plan: NavPlan;
  budget: number;
}

function newSearch(env: PilotEnv, ship: ShipState, plan: NavPlan): Search {
  let lost = 0;
  for (const c of ship.faceup)
    if (env.state.damageTitles[c] === 'thrust-control-malfunction') lost++;
  const table = env.geo.table;
  const k = planMoves(table, env.geo.geometry(ship), env.content.ships[ship.card]!, lost);
  return { k, area: env.state.area, eps: table.epsilon, plan, budget: 400 };
}

/** The next poses of one search node (reused: a node's children are read before its siblings'). */
interface Level {
  poses: Pose[];
  speed: number[];
  byToken: boolean[];
  room: number[];
  /** Indices by room, most first (equal rooms in the order tried). */
  order: number[];
}
const levels: Level[] = [];

function levelAt(i: number): Level {
  while (levels.length <= i)
    levels.push({ poses: [], speed: [], byToken: [], room: [], order: [] });
  return levels[i]!;
}

const DEG = Math.PI / 180;
const SPEED_STEPS = [-1, 0] as const;

function staysFrom(s: Search, pose: Pose, speed: number, i: number, token: boolean): boolean {
  const slots = s.plan.slots;
  if (i >= slots.length || speed === 0) return true;
  // Far from every edge: the maneuvers left cannot reach one (speeding up never helps to stay in,
  // so the plan keeps or lowers the speed).
  const k = s.k;
  const area = s.area;
  const reach = reachAt(k, speed) * (slots.length - i);
  if (edgeRoom(area, pose) > reach) return true;
  if (--s.budget < 0) return false;
  const nav = slots[i]! !== 'none';
  const lv = levelAt(i);
  const c = Math.cos(pose.facing * DEG);
  const sn = Math.sin(pose.facing * DEG);
  let n = 0;
  for (const dv of SPEED_STEPS) {
    const v = speed + dv;
    if (v < 0) continue;
    const byToken = dv !== 0 && !nav;
    if (byToken && !token) continue;
    if (v === 0) return true;
    for (const o of movesAt(k, v, nav)) {
      const p = moveBy(o, pose, c, sn, (lv.poses[n] ??= { x: 0, y: 0, facing: 0 }));
      const room = edgeRoom(area, p);
      // A centre farther from every edge than the base's corners is inside (V9) for certain.
      if (room <= k.halfDiagonal + 1e-6 && !poseInsidePlayArea(k.g, p, area, s.eps)) continue;
      lv.speed[n] = v;
      lv.byToken[n] = byToken;
      lv.room[n] = room;
      // Best first: the pose with the most room to the nearest edge (a stable insertion).
      let j = n;
      while (j > 0 && lv.room[lv.order[j - 1]!]! < room) {
        lv.order[j] = lv.order[j - 1]!;
        j--;
      }
      lv.order[j] = n++;
    }
  }
  for (let j = 0; j < n; j++) {
    const m = lv.order[j]!;
    if (staysFrom(s, lv.poses[m]!, lv.speed[m]!, i + 1, token && !lv.byToken[m])) return true;
  }
  return false;
}

/**
 * Whether the ship, standing at `pose` with `speed` after this round's maneuver, can stay in the
 * play area through the maneuvers of `plan`. The search is bounded (best first, a few hundred
 * poses); past the bound it answers no.
 */
export function staysToEnd(
  env: PilotEnv,
  ship: ShipState,
  pose: Pose,
  speed: number,
  plan: NavPlan,
): boolean {
  return search(env, ship, pose, speed, plan);
}

/** Searches kept per ship card, base and yaw loss before the oldest are dropped (memory bound). */
const ANSWERS_KEPT = 8192;

/**
 * The search, answered from the ship's earlier searches when one had the same start (exact pose,
 * speed, plan, play area): the search reads nothing else, so the answer is the same in any game.
 */
function search(env: PilotEnv, ship: ShipState, pose: Pose, speed: number, plan: NavPlan): boolean {
  const s = newSearch(env, ship, plan);
  let code = plan.token ? 1 : 0;
  for (const slot of plan.slots) code = code * 3 + (slot === 'none' ? 0 : slot === 'dial' ? 1 : 2);
  code = code * 8 + plan.slots.length;
  const key =
    (Math.imul(Math.round(pose.x * 1024), 73856093) ^
      Math.imul(Math.round(pose.y * 1024), 19349663) ^
      Math.imul(Math.round(pose.facing * 4096), 83492791) ^
      Math.imul(code, 2654435761) ^
      speed) |
    0;
  const answers = s.k.answers;
  const a = answers.get(key);
  if (
    a &&
    a.x === pose.x &&
    a.y === pose.y &&
    a.facing === pose.facing &&
    a.speed === speed &&
    a.code === code &&
    a.width === s.area.width &&
    a.depth === s.area.depth
  )
    return a.stays;
  const stays = staysFrom(s, pose, speed, 0, plan.token);
  if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
  answers.set(key, {
    x: pose.x,
    y: pose.y,
    facing: pose.facing,
    speed,
    code,
    width: s.area.width,
    depth: s.area.depth,
    stays,
  });
  return stays;
}

/**
 * C1: whether the dial set now must be navigate for the ship to stay in the play area to the end
 * (it does not stay without it; with it, the ship slows down and turns harder if it cannot). The dial is revealed after the `lead` dials above
 * it (C2), the dials of `stack` (top first); the ship has not yet moved this round.
 */
export function needsNavigateDial(
  env: PilotEnv,
  ship: ShipState,
  stack: readonly string[],
  lead = stack.length,
): boolean {
  if (ship.speed === 0) return false;
  const at = (dial: 'dial' | 'none'): NavPlan => {
    const slots: Array<'dial' | 'free' | 'none'> = [];
    for (let r = env.state.round, i = 0; r <= LAST_ROUND; r++, i++) {
      slots.push(
        i < lead ? (stack[i] === 'navigate' ? 'dial' : 'none') : i === lead ? dial : 'free',
      );
    }
    return { slots, token: ship.commandTokens.includes('navigate') };
  };
  if (lead + env.state.round > LAST_ROUND) return false;
  return !search(env, ship, ship.pose, ship.speed, at('none'));
}
