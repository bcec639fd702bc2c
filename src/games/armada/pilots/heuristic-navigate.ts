/**
 * The heuristic pilot's navigate components (C7, C11, Nav Team): what a speed change and extra
 * yaw clicks are worth for this maneuver, scored like the course itself (the best final pose of
 * heuristic-move.ts's scorePose). Used to keep or bank a navigate dial, to add the token to the
 * dial, to pick the speed change and the extra yaw click, and to spend a Nav Team token on a yaw
 * click rather than on the speed.
 */
import { maxSpeed, yawAt } from '../content/lookup.js';
import type { CommandUse } from '../engine/decisions.js';
import { maneuverFinalPose } from '../geometry/maneuver.js';
import { courseOptions } from '../rules/courses.js';
import type { ShipState } from '../state/types.js';
import type { PilotEnv } from './heuristic-eval.js';
import { poseMemo, scorePose } from './heuristic-move.js';

/** A navigate component's margin over doing without it (about one pose point: a token kept has worth). */
const TOKEN_WORTH = 1;

/** Yaw lists memoised by {@link bestCourse}: up to 7 joints of 0–7 clicks. */
function yawCode(speed: number, yaw: readonly number[]): number {
  if (yaw.length > 7) return -1;
  let code = 0;
  for (const v of yaw) {
    if (!Number.isInteger(v) || v < 0 || v > 7) return -1;
    code = code * 8 + v;
  }
  return code * 8 + yaw.length + speed * 2 ** 24;
}

/**
 * The best course score at `speed` with `yaw`, memoised with the pose scores of this maneuver
 * (navigate's values, the speed change and the yaw click ask for the same speeds and yaws).
 */
export function bestCourse(
  env: PilotEnv,
  ship: ShipState,
  speed: number,
  yaw: readonly number[],
): number {
  if (speed === 0) return scorePose(env, ship, ship.pose, 0).score;
  const m = poseMemo(env, ship);
  const code = yawCode(speed, yaw);
  const hit = m.bests.get(code);
  if (hit && hit.epoch === m.epoch) return hit.score;
  const epoch = m.epoch;
  const geom = env.geo.geometry(ship);
  let best = -Infinity;
  for (const c of courseOptions(env.geo.table, geom, yaw)) {
    const p = maneuverFinalPose(env.geo.table, geom, ship.pose, c.course, c.side, speed);
    best = Math.max(best, scorePose(env, ship, p, speed).score);
  }
  if (code >= 0 && m.epoch === epoch) m.bests.set(code, { epoch, score: best });
  return best;
}

/** Every yaw list with `clicks` more clicks on its joints (C7: a joint holds at most 2). */
function boosted(base: readonly number[], clicks: number): number[][] {
  if (clicks === 0) return [base.slice()];
  const out: number[][] = [base.slice()];
  for (let j = 0; j < base.length; j++) {
    if (base[j]! >= 2) continue;
    const next = base.slice();
    next[j] = next[j]! + 1;
    out.push(...boosted(next, clicks - 1));
  }
  return out;
}

/**
 * The best maneuver with a speed change of up to `steps` and up to `clicks` extra yaw clicks
 * (the engine lets the player take fewer: a change of 0 and the "none" joint are always offered).
 */
export function navigateValue(
  env: PilotEnv,
  ship: ShipState,
  steps: number,
  clicks: number,
): number {
  const card = env.content.ships[ship.card]!;
  const top = maxSpeed(card);
  let best = -Infinity;
  for (let d = -steps; d <= steps; d++) {
    const s = ship.speed + d;
    if (s < 0 || s > top) continue;
    if (s === 0) {
      best = Math.max(best, bestCourse(env, ship, 0, []));
      continue;
    }
    for (const yaw of boosted(yawAt(card, s), clicks))
      best = Math.max(best, bestCourse(env, ship, s, yaw));
  }
  return best;
}

/** Whether the ship may spend a navigate token on a yaw click (Nav Team). */
export function hasNavTeam(ship: ShipState): boolean {
  return ship.upgrades.some((u) => u.id === 'nav-team' && !u.discarded);
}

/** What each way of resolving navigate is worth now (C7: the dial ±1 and a click, the token ±1 or, with Nav Team, a click). */
export function navigateUseValue(env: PilotEnv, ship: ShipState, use: CommandUse): number {
  const team = hasNavTeam(ship);
  switch (use) {
    case 'none':
      return navigateValue(env, ship, 0, 0);
    case 'dial':
      return navigateValue(env, ship, 1, 1);
    case 'token':
      return Math.max(
        navigateValue(env, ship, 1, 0),
        team ? navigateValue(env, ship, 0, 1) : -Infinity,
      );
    case 'both':
      return Math.max(
        navigateValue(env, ship, 2, 1),
        team ? navigateValue(env, ship, 1, 2) : -Infinity,
      );
  }
}

/**
 * C11 navigate: the cheapest use within reach of the best; a token is spent only when it adds
 * more than a token's worth (the dial alone is free: it is discarded anyway).
 */
export function chooseNavigateUse(
  env: PilotEnv,
  ship: ShipState,
  options: readonly CommandUse[],
): number {
  const value = (u: CommandUse): number =>
    navigateUseValue(env, ship, u) - (u === 'token' || u === 'both' ? TOKEN_WORTH : 0);
  let best = Math.max(0, options.indexOf('none'));
  let bestScore = -Infinity;
  for (const u of ['dial', 'none', 'token', 'both'] as const) {
    const i = options.indexOf(u);
    if (i < 0) continue;
    const v = value(u);
    if (v > bestScore + 1e-9) {
      bestScore = v;
      best = i;
    }
  }
  return best;
}

/** C5 navigate: bank the token when the dial adds nothing to this maneuver and no token is held. */
export function bankNavigateDial(env: PilotEnv, ship: ShipState): boolean {
  if (ship.commandTokens.includes('navigate') || ship.commandTokens.length >= ship.command)
    return false;
  return navigateUseValue(env, ship, 'dial') <= navigateUseValue(env, ship, 'none') + 1e-9;
}

/** Nav Team: the token's yaw click when it beats the token's speed change, scored like the dial's click. */
export function navTeamYaw(env: PilotEnv, ship: ShipState, use: CommandUse): boolean {
  const both = use === 'both';
  const speed = navigateValue(env, ship, both ? 2 : 1, both ? 1 : 0);
  const yaw = navigateValue(env, ship, both ? 1 : 0, both ? 2 : 1);
  return yaw > speed + 0.01;
}

/** C7: the speed change whose best course scores highest (ties keep the speed). */
export function chooseSpeedChange(
  env: PilotEnv,
  ship: ShipState,
  options: readonly number[],
): number {
  const card = env.content.ships[ship.card]!;
  let best = options.indexOf(0);
  // A ship at speed 0 (after an overlap) has no chart column: its course has no joints.
  let bestScore =
    best >= 0
      ? bestCourse(env, ship, ship.speed, ship.speed === 0 ? [] : yawAt(card, ship.speed))
      : -Infinity;
  options.forEach((dv, i) => {
    const s = ship.speed + dv;
    if (dv === 0) return;
    const sc = bestCourse(env, ship, s, s === 0 ? [] : yawAt(card, s)) - 0.5;
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  });
  return best < 0 ? 0 : best;
}

/** C7 dial: the joint whose extra yaw gives the best course (-1 when none helps). */
export function chooseYawBoost(env: PilotEnv, ship: ShipState, options: readonly number[]): number {
  if (ship.speed === 0) return 0;
  const base = yawAt(env.content.ships[ship.card]!, ship.speed);
  let best = 0;
  let bestScore = -Infinity;
  options.forEach((j, i) => {
    const yaw = base.slice();
    if (j >= 0 && yaw[j]! < 2) yaw[j] = yaw[j]! + 1;
    const sc = bestCourse(env, ship, ship.speed, yaw) - (j >= 0 ? 0.01 : 0);
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  });
  return best;
}
