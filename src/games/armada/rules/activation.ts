/**
 * Ship activation (RRG16 "Ship Activation"; A1–A4, C4–C5, C8, C9, C12): reveal the top command
 * dial (keep it, or spend it at once for its token), resolve Repair and Squadron (their timing is
 * "after revealing"), perform up to two attacks from different hull zones, execute the maneuver;
 * an unspent dial is then discarded faceup onto the ship card.
 */
import { decide, type EngineCtx } from '../engine/context.js';
import type { AttackOption } from '../engine/decisions.js';
import { eachShipEffect } from '../effects/live-effects.js';
import type { HullZone } from '../geometry/types.js';
import type { ShipState } from '../state/types.js';
import { attackOption, performAttack } from './attack.js';
import { shipAttackTargets } from './attack-targets.js';
import { gainCommandToken, offerCommand, retireRevealedDial, revealDial } from './commands.js';
import { executeManeuver } from './maneuver.js';
import { engineeringPoints, resolveRepair } from './repair.js';
import { resolveSquadronCommand } from './squadron-activation.js';

/** Step 1: Reveal Command Dial (C4, C5), unless a card discards it first (Crew Panic). */
function revealStep(ctx: EngineCtx, ship: ShipState): void {
  let discarded = false;
  eachShipEffect(ctx, ship, (h, src) => {
    if (!discarded && h.beforeReveal?.(ctx, src) === 'discarded') discarded = true;
  });
  if (discarded || ship.destroyed) return;
  const cmd = revealDial(ctx, ship);
  if (cmd === null) return;
  const keep = decide(ctx, {
    kind: 'dial-or-token',
    side: ship.side,
    unit: ship.id,
    options: ['dial', 'token'],
    prompt: `revealed ${cmd}`,
    context: { command: cmd },
  });
  if (keep === 'token') {
    retireRevealedDial(ctx, ship, null);
    gainCommandToken(ctx, ship, cmd);
  }
}

/** C8, C9: the commands resolved right after the reveal (Repair first, then Squadron). */
function afterReveal(ctx: EngineCtx, ship: ShipState): void {
  const repair = offerCommand(ctx, ship, 'repair');
  if (repair !== 'none') resolveRepair(ctx, ship, engineeringPoints(ctx, ship, repair));
  if (ship.destroyed) return;
  const squadron = offerCommand(ctx, ship, 'squadron');
  if (squadron !== 'none') resolveSquadronCommand(ctx, ship, squadron);
}

/** Step 2 (A2): up to two attacks, each from a different hull zone. */
function attackStep(ctx: EngineCtx, ship: ShipState): void {
  const used: HullZone[] = [];
  for (let k = 0; k < 2 && !ship.destroyed; k++) {
    const targets = shipAttackTargets(ctx, ship, used);
    if (targets.length === 0) return;
    const options: Array<AttackOption | null> = [null, ...targets.map(attackOption)];
    const choice = decide(ctx, {
      kind: 'attack',
      side: ship.side,
      unit: ship.id,
      options,
      prompt: `attack ${k + 1} of 2`,
    });
    if (choice === null) return;
    const target = targets[options.indexOf(choice) - 1]!;
    used.push(target.zone!);
    performAttack(ctx, target);
  }
}

/** Activates one ship (A1, A4). */
export function activateShip(ctx: EngineCtx, ship: ShipState): void {
  const st = ctx.state;
  ship.activated = true;
  st.activeShip = ship.id;
  ctx.emit({ type: 'ship-activation', ship: ship.id, side: ship.side, round: st.round });
  revealStep(ctx, ship);
  if (!ship.destroyed) afterReveal(ctx, ship);
  if (!ship.destroyed) attackStep(ctx, ship);
  if (!ship.destroyed) executeManeuver(ctx, ship);
  // C5: an unspent dial is discarded after the activation (faceup on the card: "activated").
  if (!ship.destroyed) retireRevealedDial(ctx, ship, 'unspent');
  st.activeShip = null;
  ctx.emit({ type: 'ship-activation-end', ship: ship.id });
}
