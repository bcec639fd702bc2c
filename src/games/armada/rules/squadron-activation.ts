/**
 * Squadron activation (RRG16 "Squadron Activation", "Squadron Phase", "Commands" O; Q1–Q4, C8,
 * R3): in the Squadron Phase a squadron moves or attacks (or does nothing); activated by a
 * Squadron command it may move and attack in either order. An engaged squadron cannot move.
 * The Squadron command activates friendly squadrons at close–medium range of the ship, one at a
 * time, up to the squadron value with the dial (one with the token).
 */
import { announceUpgrades, squadronValue } from '../effects/live-effects.js';
import { decide, type EngineCtx } from '../engine/context.js';
import type { AttackOption, CommandUse } from '../engine/decisions.js';
import { unitDistance } from '../geometry/range.js';
import type { ShipState, SquadronState } from '../state/types.js';
import { attackOption, performAttack } from './attack.js';
import { squadronAttackTargets } from './attack-targets.js';
import { isEngaged } from './engagement.js';
import { moveSquadron } from './squadron-move.js';

/** Q2: asks for the squadron's attack (or none) and performs it. Returns true if it attacked. */
export function squadronAttack(ctx: EngineCtx, sq: SquadronState): boolean {
  const targets = squadronAttackTargets(ctx, sq);
  if (targets.length === 0) return false;
  const options: Array<AttackOption | null> = [null, ...targets.map(attackOption)];
  const choice = decide(ctx, {
    kind: 'attack',
    side: sq.side,
    unit: sq.id,
    options,
    prompt: `${sq.name} attacks`,
  });
  if (choice === null) return false;
  performAttack(ctx, targets[options.indexOf(choice) - 1]!);
  return true;
}

/** V11: moves the squadron unless it is engaged. */
function squadronMove(ctx: EngineCtx, sq: SquadronState): void {
  if (sq.destroyed || isEngaged(ctx, sq)) return;
  moveSquadron(ctx, sq);
}

/** Activates one squadron (Q1): `phase` = move or attack; `command` = both, in either order. */
export function activateSquadron(
  ctx: EngineCtx,
  sq: SquadronState,
  via: 'phase' | 'command',
  by: ShipState | null,
): void {
  sq.activated = true;
  ctx.emit({ type: 'squadron-activation', squadron: sq.id, via, by: by?.id ?? null });
  if (via === 'phase') {
    const options: Array<'move' | 'attack' | 'nothing'> = ['nothing'];
    if (!isEngaged(ctx, sq)) options.push('move');
    if (squadronAttackTargets(ctx, sq).length > 0) options.push('attack');
    const action = decide(ctx, {
      kind: 'squadron-action',
      side: sq.side,
      unit: sq.id,
      options,
      prompt: `${sq.name}: move or attack`,
    });
    if (action === 'move') moveSquadron(ctx, sq);
    else if (action === 'attack') squadronAttack(ctx, sq);
    return;
  }
  const order = decide(ctx, {
    kind: 'squadron-order',
    side: sq.side,
    unit: sq.id,
    options: ['attack-first', 'move-first'],
    prompt: `${sq.name}: attack or move first`,
  });
  if (order === 'move-first') {
    squadronMove(ctx, sq);
    if (!sq.destroyed) squadronAttack(ctx, sq);
  } else {
    squadronAttack(ctx, sq);
    squadronMove(ctx, sq);
  }
}

/** C8 / Q10: friendly unactivated squadrons at close–medium range of the ship. */
export function commandableSquadrons(ctx: EngineCtx, ship: ShipState): SquadronState[] {
  const shape = ctx.geo.ship(ship);
  const limit = ctx.table.rangeBands.medium + ctx.table.epsilon;
  const out: SquadronState[] = [];
  for (const q of ctx.state.squadrons) {
    if (q.side !== ship.side || q.destroyed || q.activated) continue;
    if (unitDistance(shape, ctx.geo.squadron(q)) <= limit) out.push(q);
  }
  return out;
}

/** C8: resolves a Squadron command (dial: up to the squadron value; token: one; both: the sum). */
export function resolveSquadronCommand(ctx: EngineCtx, ship: ShipState, use: CommandUse): void {
  const value = squadronValue(ctx, ship);
  if (use === 'dial' || use === 'both') announceUpgrades(ctx, ship, 'squadronValue');
  let left = use === 'dial' ? value : use === 'token' ? 1 : use === 'both' ? value + 1 : 0;
  while (left > 0 && !ship.destroyed && !ctx.state.over) {
    const ready = commandableSquadrons(ctx, ship);
    if (ready.length === 0) return;
    const options: Array<string | null> = [null, ...ready.map((q) => q.id)];
    const id = decide(ctx, {
      kind: 'command-squadron',
      side: ship.side,
      unit: ship.id,
      options,
      prompt: `activate a squadron (${left} left)`,
    });
    if (id === null) return;
    left--;
    activateSquadron(
      ctx,
      ready.find((q) => q.id === id)!,
      'command',
      ship,
    );
  }
}
