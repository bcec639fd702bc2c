/**
 * The heuristic pilot's commands (SPEC §4.3 #2): a dial plan for the round the dial will be
 * revealed in (heuristic-projection.ts: repair when damaged, squadron when squadrons are in reach,
 * navigate when the enemy will still be far or an edge will be near, concentrate fire otherwise,
 * C1), and the dial-or-token choice (C5): keep the dial when its effect is wanted this activation,
 * bank a token when it is not.
 */
import type { Command } from '../content/types.js';
import type { ArmadaView, CommandUse, RepairOption } from '../engine/decisions.js';
import { unitDistance } from '../geometry/range.js';
import type { HullZone } from '../geometry/types.js';
import type { ShipState } from '../state/types.js';
import type { PilotEnv } from './heuristic-eval.js';
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
  return env.state.squadrons.filter((q) => q.side === ship.side && !q.destroyed
    && unitDistance(me, env.geo.squadron(q)) <= reach).length;
}

/** Whether the command's effect is wanted now (C5 / C11). */
export function wantedNow(env: PilotEnv, ship: ShipState, cmd: Command): boolean {
  const long = env.geo.table.rangeBands.long;
  switch (cmd) {
    case 'concentrate-fire': return nearestEnemy(env, ship) <= long;
    case 'repair': return damageTaken(ship) > 0;
    case 'squadron': return friendlySquadronsNear(env, ship) > 0;
    case 'navigate': return true;
  }
}

/** C1: the command set on the next dial of a ship. */
export function chooseDial(env: PilotEnv, view: ArmadaView, ship: ShipState, options: readonly Command[]): number {
  const stack = view.ownDials[ship.id] ?? [];
  const long = env.geo.table.rangeBands.long;
  const has = (c: Command): boolean => stack.includes(c);
  let want: Command = 'concentrate-fire';
  // V9 before all: a navigate the ship needs to stay in the play area to the last round.
  if (needsNavigateDial(env, ship, stack)) want = 'navigate';
  else if (damageTaken(ship) >= 3 && !has('repair')) want = 'repair';
  else if (ship.squadronValue >= 2 && friendlySquadronsNear(env, ship) >= 2 && !has('squadron')) want = 'squadron';
  else {
    // C1, C2: this dial is revealed after the `stack.length` dials above it.
    const lead = stack.length;
    const far = projectedNearestEnemy(env, ship, lead) > 2 * long;
    if ((far || projectedNearEdge(env, ship, lead)) && !has('navigate')) want = 'navigate';
  }
  const i = options.indexOf(want);
  return i < 0 ? 0 : i;
}

/** C11: dial first, the token only when the effect is wanted now. */
export function chooseUse(env: PilotEnv, ship: ShipState, cmd: Command, options: readonly CommandUse[]): number {
  const pick = (u: CommandUse): number => options.indexOf(u);
  if (pick('dial') >= 0) return pick('dial');
  if (pick('both') >= 0 && cmd !== 'navigate' && wantedNow(env, ship, cmd)) return pick('both');
  // Navigate's token is spent by the maneuver code only when a speed change helps (see the pilot).
  if (cmd !== 'navigate' && wantedNow(env, ship, cmd) && pick('token') >= 0) return pick('token');
  return Math.max(0, pick('none'));
}

/** C9: hull first, then the emptiest zone's shield, then a shield moved into an empty zone. */
export function chooseRepair(ship: ShipState, options: readonly RepairOption[]): number {
  let best = 0;
  let bestScore = -Infinity;
  options.forEach((o, i) => {
    let s = 0;
    if (o.effect === 'repair-hull') s = 3;
    else if (o.effect === 'recover-shield') s = 2 + (ship.maxShields[o.zone] - ship.shields[o.zone]) * 0.1
      + (o.zone === 'front' ? 0.05 : 0);
    else if (o.effect === 'move-shield') s = ship.shields[o.to] === 0 && ship.shields[o.from] >= 2 ? 1 : -1;
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  });
  return best;
}
