/**
 * The heuristic pilot's commands (SPEC §4.3 #2): a dial plan for the round the dial will be
 * revealed in (heuristic-projection.ts: repair when damaged, squadron when squadrons are in reach,
 * navigate when the enemy will still be far or an edge will be near, concentrate fire otherwise,
 * C1), the dial-or-token choice (C5): keep the dial when its effect is wanted this activation,
 * bank a token when it is not, and dial and token together when both parts are wanted now (C11).
 */
import type { Command } from '../content/types.js';
import type { ArmadaView, CommandUse, RepairOption } from '../engine/decisions.js';
import { unitDistance } from '../geometry/range.js';
import type { HullZone } from '../geometry/types.js';
import type { ShipState } from '../state/types.js';
import { poolFaces, type PilotEnv } from './heuristic-eval.js';
import { needsNavigateDial } from './heuristic-plan.js';
import { projectedNearEdge, projectedNearestEnemy } from './heuristic-projection.js';

const ZONES: readonly HullZone[] = ['front', 'left', 'right', 'rear'];

/** Damage a ship has taken: lost shields plus damage cards. */
export function damageTaken(ship: ShipState): number {
  let lost = 0;
  for (const z of ZONES) lost += ship.maxShields[z] - ship.shields[z];
  return lost + ship.faceup.length + ship.facedown;
}

/** Distance from the ship to the nearest enemy ship (Infinity if none). */
export function nearestEnemy(env: PilotEnv, ship: ShipState): number {
  return projectedNearestEnemy(env, ship, 0);
}

function friendlySquadronsNear(env: PilotEnv, ship: ShipState): number {
  const reach = env.geo.table.distanceBands.values[1];
  const me = env.geo.ship(ship);
  return env.state.squadrons.filter(
    (q) => q.side === ship.side && !q.destroyed && unitDistance(me, env.geo.squadron(q)) <= reach,
  ).length;
}

/** Whether the command's effect is wanted now (C5 / C11). */
export function wantedNow(env: PilotEnv, ship: ShipState, cmd: Command): boolean {
  const long = env.geo.table.rangeBands.long;
  switch (cmd) {
    case 'concentrate-fire':
      return nearestEnemy(env, ship) <= long;
    case 'repair':
      return damageTaken(ship) > 0;
    case 'squadron':
      return friendlySquadronsNear(env, ship) > 0;
    case 'navigate':
      return true;
  }
}

/** C1: the command set on the next dial of a ship. */
export function chooseDial(
  env: PilotEnv,
  view: ArmadaView,
  ship: ShipState,
  options: readonly Command[],
): number {
  const stack = view.ownDials[ship.id] ?? [];
  const long = env.geo.table.rangeBands.long;
  const has = (c: Command): boolean => stack.includes(c);
  let want: Command = 'concentrate-fire';
  // V9 before all: a navigate the ship needs to stay in the play area to the last round.
  if (needsNavigateDial(env, ship, stack)) want = 'navigate';
  else if (damageTaken(ship) >= 3 && !has('repair')) want = 'repair';
  else if (ship.squadronValue >= 2 && friendlySquadronsNear(env, ship) >= 2 && !has('squadron'))
    want = 'squadron';
  else {
    // C1, C2: this dial is revealed after the `stack.length` dials above it.
    const lead = stack.length;
    const far = projectedNearestEnemy(env, ship, lead) > 2 * long;
    if ((far || projectedNearEdge(env, ship, lead)) && !has('navigate')) want = 'navigate';
  }
  const i = options.indexOf(want);
  return i < 0 ? 0 : i;
}

/**
 * C11: dial and token together when the token's part is wanted now too (a concentrate-fire pool
 * with a die worth rerolling at a ship, more repair than the dial's points, more squadrons in reach
 * than the dial activates); else the dial; the token alone when its effect is wanted now.
 */
export function chooseUse(
  env: PilotEnv,
  ship: ShipState,
  cmd: Command,
  options: readonly CommandUse[],
  context: Record<string, unknown> = {},
): number {
  const pick = (u: CommandUse): number => options.indexOf(u);
  const wanted = cmd !== 'navigate' && wantedNow(env, ship, cmd);
  if (pick('both') >= 0 && wanted && tokenAddsNow(env, ship, cmd, context)) return pick('both');
  if (pick('dial') >= 0) return pick('dial');
  if (wanted && pick('token') >= 0) return pick('token');
  return Math.max(0, pick('none'));
}

/** Whether the token's part of a combined resolution does something now (C8, C9, C10). */
function tokenAddsNow(
  env: PilotEnv,
  ship: ShipState,
  cmd: Command,
  context: Record<string, unknown>,
): boolean {
  switch (cmd) {
    case 'concentrate-fire': {
      // The reroll: a blank die at a ship (a reroll against a squadron is worth a token later).
      if (!env.state.ships.some((s) => s.id === context.defender)) return false;
      return poolFaces(env, context.pool).some((f) => f.hit + f.crit + f.accuracy === 0);
    }
    case 'repair': {
      // Engineering points needed: 2 a shield, 3 a damage card (H3); the dial alone gives the value.
      let need = 3 * (ship.faceup.length + ship.facedown);
      for (const z of ZONES) need += 2 * (ship.maxShields[z] - ship.shields[z]);
      return need > ship.engineering;
    }
    case 'squadron':
      return friendlySquadronsNear(env, ship) > ship.squadronValue;
    case 'navigate':
      return false;
  }
}

/** C9: hull first, then the emptiest zone's shield, then a shield moved into an empty zone. */
export function chooseRepair(ship: ShipState, options: readonly RepairOption[]): number {
  let best = 0;
  let bestScore = -Infinity;
  options.forEach((o, i) => {
    let s = 0;
    if (o.effect === 'repair-hull') s = 3;
    else if (o.effect === 'recover-shield')
      s =
        2 +
        (ship.maxShields[o.zone] - ship.shields[o.zone]) * 0.1 +
        (o.zone === 'front' ? 0.05 : 0);
    else if (o.effect === 'move-shield')
      s = ship.shields[o.to] === 0 && ship.shields[o.from] >= 2 ? 1 : -1;
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  });
  return best;
}
