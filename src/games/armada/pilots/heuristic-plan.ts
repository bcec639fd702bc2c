/**
 * Planning for the rounds left (RRG16 "Game End": six rounds; V9: a ship whose base leaves the
 * play area is destroyed). A pose is kept only if some sequence of maneuvers keeps the ship in the
 * play area to the end of the game, with the speeds that navigate can reach (C7: ±1 a round, from
 * the dial or the token) and the extra yaw click of a navigate dial. The search tries the hardest
 * turns each way and straight ahead at each reachable speed, slowest first; a speed of 0 stays.
 */
import type { Pose } from '../../../core/geometry.js';
import { yawAt } from '../content/lookup.js';
import type { ShipCard } from '../content/types.js';
import type { CourseOption } from '../engine/decisions.js';
import { maneuverFinalPose } from '../geometry/maneuver.js';
import { poseInsidePlayArea } from '../geometry/overlap.js';
import type { ShipGeometry } from '../geometry/types.js';
import { courseOptions } from '../rules/courses.js';
import type { ShipState } from '../state/types.js';
import type { PilotEnv } from './heuristic-eval.js';

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

const extremesByTable = new WeakMap<object, Map<string, CourseOption[]>>();

/** The hardest turn each way and the straight course for `yaw` (cached per base size and yaw). */
function turns(env: PilotEnv, g: ShipGeometry, yaw: readonly number[]): CourseOption[] {
  let extremes = extremesByTable.get(env.geo.table);
  if (!extremes) extremesByTable.set(env.geo.table, (extremes = new Map()));
  const key = `${g.size}|${yaw.join(',')}`;
  let list = extremes.get(key);
  if (!list) {
    const all = courseOptions(env.geo.table, g, yaw);
    const pick = (sign: number): CourseOption | undefined =>
      all.find((c) => c.course.every((v, j) => v === sign * yaw[j]!));
    list = [pick(1), pick(-1), pick(0)].filter((c): c is CourseOption => !!c);
    extremes.set(key, list);
  }
  return list;
}

/** The yaw at `speed` with a navigate dial's click on the first joint that can take it. */
function clicked(yaw: readonly number[]): number[] {
  const y = yaw.slice();
  const j = y.findIndex((v) => v < 2);
  if (j >= 0) y[j] = y[j]! + 1;
  return y;
}

const reachesByTable = new WeakMap<object, Map<string, number>>();

/** Straight-line reach of one maneuver at `speed` (mm, with the base's half diagonal). */
function reachAt(env: PilotEnv, g: ShipGeometry, speed: number): number {
  if (speed === 0) return 0;
  let reaches = reachesByTable.get(env.geo.table);
  if (!reaches) reachesByTable.set(env.geo.table, (reaches = new Map()));
  const key = `${g.size}|${speed}`;
  const hit = reaches.get(key);
  if (hit !== undefined) return hit;
  const p = maneuverFinalPose(
    env.geo.table,
    g,
    { x: 0, y: 0, facing: 0 },
    new Array<number>(speed).fill(0),
    'left',
    speed,
  );
  const r = Math.hypot(p.x, p.y) + Math.hypot(g.baseLength, g.baseWidth) / 2;
  reaches.set(key, r);
  return r;
}

/** Distance from the pose's centre to the nearest edge of the play area. */
function edgeRoom(env: PilotEnv, pose: Pose): number {
  const a = env.state.area;
  return Math.min(pose.x, pose.y, a.width - pose.x, a.depth - pose.y);
}

interface Search {
  env: PilotEnv;
  g: ShipGeometry;
  card: ShipCard;
  /** Yaw lost on the last adjustable joint (faceup Thrust-Control Malfunction cards). */
  lost: number;
  plan: NavPlan;
  budget: number;
}

/** The ship's yaw at `speed` after its faceup Thrust-Control Malfunctions (damage deck), a copy. */
function yawOf(s: Search, speed: number): number[] {
  const yaw = yawAt(s.card, speed).slice();
  for (let j = yaw.length - 1, left = s.lost; j >= 0 && left > 0; j--) {
    if (yaw[j]! > 0) {
      yaw[j] = Math.max(0, yaw[j]! - left);
      break;
    }
  }
  return yaw;
}

function newSearch(env: PilotEnv, ship: ShipState, plan: NavPlan): Search {
  let lost = 0;
  for (const c of ship.faceup)
    if (env.state.damageTitles[c] === 'thrust-control-malfunction') lost++;
  return {
    env,
    g: env.geo.geometry(ship),
    card: env.content.ships[ship.card]!,
    lost,
    plan,
    budget: 400,
  };
}

function staysFrom(s: Search, pose: Pose, speed: number, i: number, token: boolean): boolean {
  if (i >= s.plan.slots.length || speed === 0) return true;
  // Far from every edge: the maneuvers left cannot reach one (speeding up never helps to stay in,
  // so the plan keeps or lowers the speed).
  const reach = reachAt(s.env, s.g, speed) * (s.plan.slots.length - i);
  if (edgeRoom(s.env, pose) > reach) return true;
  if (--s.budget < 0) return false;
  const nav = s.plan.slots[i]! !== 'none';
  const next: Array<{ p: Pose; v: number; byToken: boolean; room: number }> = [];
  for (const dv of [-1, 0]) {
    const v = speed + dv;
    if (v < 0) continue;
    const byToken = dv !== 0 && !nav;
    if (byToken && !token) continue;
    if (v === 0) return true;
    const base = yawOf(s, v);
    const yaw = nav ? clicked(base) : base;
    for (const c of turns(s.env, s.g, yaw)) {
      const p = maneuverFinalPose(s.env.geo.table, s.g, pose, c.course, c.side, v);
      if (poseInsidePlayArea(s.g, p, s.env.state.area, s.env.geo.table.epsilon))
        next.push({ p, v, byToken, room: edgeRoom(s.env, p) });
    }
  }
  // Best first: the pose with the most room to the nearest edge.
  next.sort((a, b) => b.room - a.room);
  for (const n of next) if (staysFrom(s, n.p, n.v, i + 1, token && !n.byToken)) return true;
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
  return staysFrom(newSearch(env, ship, plan), pose, speed, 0, plan.token);
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
  const search = (plan: NavPlan): boolean =>
    staysFrom(newSearch(env, ship, plan), ship.pose, ship.speed, 0, plan.token);
  return !search(at('none'));
}
