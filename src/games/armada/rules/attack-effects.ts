/**
 * Resolve Attack Effects (RRG16 "Attack" step 3; K5, C10, T7, Q6, Q7): the attacker modifies its
 * dice — Concentrate Fire (dial: add a die of a colour already in the pool; token: reroll a die),
 * swarm's reroll, a friendly squadron's help (Howlrunner) — then spends accuracy icons to lock
 * the defender's defense tokens for this attack.
 */
import type { DieColour } from '../content/types.js';
import { decide, type EngineCtx } from '../engine/context.js';
import { eachEffect } from '../effects/live-effects.js';
import { eachObjectiveHook } from '../objectives/objective-registry.js';
import { DIE_COLOURS } from './dice.js';
import { addDie, dieChoices, poolContext, rerollDie } from './attack-pool.js';
import { isSquadron, type AttackCtx } from './attack-types.js';
import { offerCommand } from './commands.js';
import { engagedWith, hasKeyword } from './engagement.js';

/** Asks the attacker for a die to reroll (or none) and rerolls it. */
export function offerReroll(ctx: EngineCtx, atk: AttackCtx, source: string): void {
  if (atk.pool.length === 0) return;
  const i = decide(ctx, {
    kind: 'choose-die',
    side: atk.attacker.side,
    unit: atk.attacker.id,
    options: dieChoices(atk, true),
    prompt: `reroll a die (${source})`,
    context: poolContext(atk),
  });
  if (i >= 0) rerollDie(ctx, atk, i, source);
}

/** C10: Concentrate Fire, if the ship has the dial or token and has not resolved it this round. */
function concentrateFire(ctx: EngineCtx, atk: AttackCtx): void {
  const ship = atk.attacker;
  if (isSquadron(ship) || atk.pool.length === 0) return;
  const use = offerCommand(ctx, ship, 'concentrate-fire', {
    defender: atk.defender.id,
    ...poolContext(atk),
  });
  if (use === 'dial' || use === 'both') {
    const options = DIE_COLOURS.filter((c) => atk.pool.some((d) => d.colour === c)) as DieColour[];
    const c = decide(ctx, {
      kind: 'add-die',
      side: ship.side,
      unit: ship.id,
      options,
      prompt: 'concentrate fire: add a die',
    });
    addDie(ctx, atk, c, 'concentrate fire');
  }
  if (use === 'token' || use === 'both') offerReroll(ctx, atk, 'concentrate fire');
}

/** Q6 swarm: attacking a squadron engaged with another squadron, the attacker may reroll 1 die. */
function swarm(ctx: EngineCtx, atk: AttackCtx): void {
  const att = atk.attacker;
  const def = atk.defender;
  if (!isSquadron(att) || !isSquadron(def) || !hasKeyword(ctx, att, 'swarm')) return;
  if (!engagedWith(ctx, def).some((q) => q !== att)) return;
  offerReroll(ctx, atk, 'swarm');
}

/** T7: spends accuracy icons, one at a time, to lock defense tokens (unless forbidden). */
function spendAccuracies(ctx: EngineCtx, atk: AttackCtx): void {
  if (atk.noAccuracy) return;
  const tokens = atk.defender.defenseTokens;
  for (;;) {
    const die = atk.pool.findIndex((d) => d.face.accuracy > 0);
    if (die < 0) return;
    const options: number[] = [-1];
    for (let i = 0; i < tokens.length; i++)
      if (tokens[i]!.state !== 'discarded' && !atk.locked.includes(i)) options.push(i);
    if (options.length === 1) return;
    const t = decide(ctx, {
      kind: 'spend-accuracy',
      side: atk.attacker.side,
      unit: atk.attacker.id,
      options,
      prompt: 'lock a defense token',
      context: poolContext(atk),
    });
    if (t < 0) return;
    atk.pool.splice(die, 1);
    atk.locked.push(t);
    ctx.emit({
      type: 'accuracy',
      attacker: atk.attacker.id,
      defender: atk.defender.id,
      token: tokens[t]!.type,
    });
  }
}

/** Step 3: dice modifications, then accuracies. */
export function resolveAttackEffects(ctx: EngineCtx, atk: AttackCtx): void {
  concentrateFire(ctx, atk);
  swarm(ctx, atk);
  for (const q of ctx.state.squadrons) {
    if (q.side !== atk.attacker.side || q.destroyed || q === atk.attacker) continue;
    eachEffect(ctx, q, (h, src) => h.allyModifyDice?.(ctx, atk, src));
  }
  eachEffect(ctx, atk.attacker, (h, src) => h.modifyDice?.(ctx, atk, src));
  eachObjectiveHook(ctx, 'modifyDice', (h, src) => h(ctx, atk, src));
  spendAccuracies(ctx, atk);
}
