/**
 * Ship activation (RRG16 "Ship Activation"; A1–A4, C4–C5, C8, C9, C12): reveal the top command
 * dial (keep it, or spend it at once for its token), resolve Repair and Squadron (their timing is
 * "after revealing", in the owner's order), perform up to two attacks from different hull zones, execute the maneuver;
 * an unspent dial is then discarded faceup onto the ship card.
 */
import type { Command } from '../content/types.js';
import { decide, type EngineCtx } from '../engine/context.js';
import type { AttackOption } from '../engine/decisions.js';
import { announceUpgrades, eachShipEffect, shipHas } from '../effects/live-effects.js';
import { eachObjectiveHook } from '../objectives/objective-registry.js';
import type { ShipState } from '../state/types.js';
import { attackOption, performAttack } from './attack.js';
import { shipAttackTargets } from './attack-targets.js';
import {
  commandUses,
  gainCommandToken,
  offerCommand,
  retireRevealedDial,
  revealDial,
} from './commands.js';
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
  // "When you reveal a command" effects (Leia Organa; O10 Intel Sweep).
  eachShipEffect(ctx, ship, (h, src) => h.afterReveal?.(ctx, src, cmd));
  eachObjectiveHook(ctx, 'afterReveal', (h, src) => h(ctx, ship, cmd, src));
  if (ship.destroyed) return;
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

/**
 * C8, C9: the commands resolved right after the reveal. Both are "after revealing" effects, so a
 * ship able to resolve both resolves them in the order its owner chooses (RRG "Effect Use and Timing").
 */
function afterReveal(ctx: EngineCtx, ship: ShipState): void {
  let order: Command[] = ['repair', 'squadron'];
  if (order.every((c) => commandUses(ship, c).length > 0)) {
    const first = decide(ctx, {
      kind: 'command-order',
      side: ship.side,
      unit: ship.id,
      options: order,
      prompt: 'resolve first',
    });
    if (first === 'squadron') order = ['squadron', 'repair'];
  }
  for (const cmd of order) {
    if (ship.destroyed) return;
    const use = offerCommand(ctx, ship, cmd);
    if (use === 'none') continue;
    if (cmd === 'repair') resolveRepair(ctx, ship, engineeringPoints(ctx, ship, use));
    else resolveSquadronCommand(ctx, ship, use);
  }
}

/**
 * A2: how a zone that already attacked may attack again this activation: not at all (the rule),
 * never at the same ship or squadron (Gunnery Team; with O1 too, RRG16 Advanced Gunnery), not at
 * the same hull zone or squadron twice per round (O1 first player), or at anything (O1 second player).
 */
function repeatRule(
  ctx: EngineCtx,
  ship: ShipState,
): 'none' | 'distinct-unit' | 'distinct' | 'any' {
  if (shipHas(ctx, ship, 'sameZoneAttacks')) return 'distinct-unit';
  let rule: 'none' | 'distinct' | 'any' = 'none';
  eachObjectiveHook(ctx, 'sameZoneAttacks', (h, src) => {
    const r = h(ctx, ship, src);
    if (r) rule = r;
  });
  return rule;
}

/** Whether a target may be declared after the attacks already made (A2 and {@link repeatRule}). */
function repeatAllowed(
  ctx: EngineCtx,
  ship: ShipState,
  rule: string,
  used: AttackOption[],
  o: AttackOption,
): boolean {
  const before = used.filter((u) => u.zone === o.zone);
  if (before.length === 0) return true;
  if (rule === 'none') return false;
  if (rule === 'any') return true;
  if (rule === 'distinct-unit') return before.every((u) => u.target !== o.target);
  // O1 first player: per round, a zone never attacks the same hull zone or squadron twice.
  const key = `${ship.id}:${o.zone}`;
  const seen = ctx.state.objective?.round[key] ?? [];
  return !seen.includes(`${o.target}:${o.targetZone ?? ''}`);
}

/** Step 2 (A2): up to two attacks, each from a different hull zone unless a card or objective allows. */
function attackStep(ctx: EngineCtx, ship: ShipState): void {
  const used: AttackOption[] = [];
  const rule = repeatRule(ctx, ship);
  for (let k = 0; k < 2 && !ship.destroyed; k++) {
    const zones = rule === 'none' ? used.map((u) => u.zone!) : [];
    const all = shipAttackTargets(ctx, ship, zones);
    const targets =
      rule === 'none'
        ? all
        : all.filter((t) => repeatAllowed(ctx, ship, rule, used, attackOption(t)));
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
    const again = used.some((u) => u.zone === choice.zone);
    if (again && rule === 'distinct-unit') announceUpgrades(ctx, ship, 'sameZoneAttacks');
    used.push(choice);
    if (rule === 'distinct' && ctx.state.objective) {
      const key = `${ship.id}:${choice.zone}`;
      (ctx.state.objective.round[key] ??= []).push(`${choice.target}:${choice.targetZone ?? ''}`);
    }
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
