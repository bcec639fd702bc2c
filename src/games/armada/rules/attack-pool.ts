/**
 * The attack pool (RRG16 "Attack" step 2, "Attack Pool", "Modifying Dice", "Obstructed"; K3, K4,
 * D2, D4, D5): gathering the dice of the armament appropriate for the range, removing a die for
 * obstruction before rolling, rolling, and the dice verbs (reroll, add, cancel) later steps use.
 */
import type { DieColour } from '../content/types.js';
import { decide, type EngineCtx } from '../engine/context.js';
import { eachEffect } from '../effects/live-effects.js';
import { DIE_COLOURS, formatPool, rollDie } from './dice.js';
import { armament } from './attack-targets.js';
import { isSquadron, type AttackCtx, type DeclaredTarget } from './attack-types.js';
import { hasKeyword } from './engagement.js';

/** D2: colours a ship may gather at each range band. */
const COLOURS_AT: Record<string, readonly DieColour[]> = {
  close: DIE_COLOURS,
  medium: ['red', 'blue'],
  long: ['red'],
  beyond: [],
};

/** A new attack record for a declared target, with the attacker's and defender's card flags. */
export function newAttack(ctx: EngineCtx, t: DeclaredTarget): AttackCtx {
  const atk: AttackCtx = {
    attacker: t.attacker,
    zone: t.zone,
    defender: t.defender,
    defZone: t.defZone,
    range: t.range,
    distance: t.distance,
    obstructed: t.obstructed,
    pool: [],
    gathered: { red: 0, blue: 0, black: 0 },
    cancelled: false,
    locked: [],
    spentTypes: [],
    braced: false,
    redirectZone: null,
    noAccuracy: false,
    noCrit: false,
    ignoreShields: false,
    noExhaustedTokens: false,
    noRedirect: false,
    bomber: isSquadron(t.attacker) && hasKeyword(ctx, t.attacker, 'bomber'),
    standardCrit: false,
    unlocker: null,
    damageDone: 0,
    faceupDealt: 0,
    notes: {},
  };
  eachEffect(ctx, t.attacker, (h, src) => h.attackerRules?.(atk, src));
  eachEffect(ctx, t.defender, (h, src) => h.defenderRules?.(atk, src));
  return atk;
}

/** K3, K4: the dice gathered for the attack (all of a squadron's armament: it attacks at distance 1). */
export function gatherDice(ctx: EngineCtx, atk: AttackCtx): void {
  const dice = armament(ctx, atk.attacker, atk.zone, isSquadron(atk.defender));
  const allowed = isSquadron(atk.attacker) ? DIE_COLOURS : COLOURS_AT[atk.range]!;
  for (const c of DIE_COLOURS) atk.gathered[c] = allowed.includes(c) ? dice[c] : 0;
}

/** Removes one gathered die of a colour the attacker chooses, before rolling (D4, damage cards). */
export function removeGatheredDie(ctx: EngineCtx, atk: AttackCtx, source: string): void {
  const options = DIE_COLOURS.filter((c) => atk.gathered[c] > 0);
  if (options.length === 0) return;
  const c = decide(ctx, {
    kind: 'remove-die',
    side: atk.attacker.side,
    unit: atk.attacker.id,
    options,
    prompt: `remove a die (${source})`,
  });
  atk.gathered[c]--;
  ctx.emit({
    type: 'dice-modified',
    attacker: atk.attacker.id,
    action: 'remove',
    colour: c,
    source,
  });
}

/** Step 2: gather, remove for obstruction and card effects, roll. Cancels the attack without dice (K3). */
export function rollAttack(ctx: EngineCtx, atk: AttackCtx): void {
  gatherDice(ctx, atk);
  if (atk.obstructed) removeGatheredDie(ctx, atk, 'obstructed');
  eachEffect(ctx, atk.attacker, (h, src) => h.beforeRoll?.(ctx, atk, src));
  const g = atk.gathered;
  if (g.red + g.blue + g.black === 0) {
    atk.cancelled = true;
    ctx.emit({
      type: 'attack-cancelled',
      attacker: atk.attacker.id,
      defender: atk.defender.id,
      reason: 'no dice',
    });
    return;
  }
  for (const c of DIE_COLOURS)
    for (let i = 0; i < g[c]; i++) atk.pool.push(rollDie(c, ctx.rng.dice, ctx.dice));
  ctx.emit({
    type: 'attack',
    attacker: atk.attacker.id,
    attackerZone: atk.zone,
    defender: atk.defender.id,
    defenderZone: atk.defZone,
    range: atk.range,
    distance: atk.distance,
    obstructed: atk.obstructed,
    pool: formatPool(g),
    faces: atk.pool.map((d) => `${d.colour}:${d.face.id}`),
  });
}

/** D5: rerolls die `i` of the pool. */
export function rerollDie(ctx: EngineCtx, atk: AttackCtx, i: number, source: string): void {
  const d = atk.pool[i]!;
  atk.pool[i] = rollDie(d.colour, ctx.rng.dice, ctx.dice);
  ctx.emit({
    type: 'dice-modified',
    attacker: atk.attacker.id,
    action: 'reroll',
    colour: d.colour,
    source,
  });
}

/** D5: rolls an added die of `colour` into the pool (range limits do not apply, C10). */
export function addDie(ctx: EngineCtx, atk: AttackCtx, colour: DieColour, source: string): void {
  atk.pool.push(rollDie(colour, ctx.rng.dice, ctx.dice));
  ctx.emit({ type: 'dice-modified', attacker: atk.attacker.id, action: 'add', colour, source });
}

/** D5: cancels (removes) die `i` of the pool. */
export function cancelDie(ctx: EngineCtx, atk: AttackCtx, i: number, source: string): void {
  const d = atk.pool[i]!;
  atk.pool.splice(i, 1);
  ctx.emit({
    type: 'dice-modified',
    attacker: atk.attacker.id,
    action: 'cancel',
    colour: d.colour,
    source,
  });
}

/** The indices of the pool as die choices, with -1 ("none") first when the choice is optional. */
export function dieChoices(atk: AttackCtx, optional: boolean): number[] {
  const out: number[] = optional ? [-1] : [];
  for (let i = 0; i < atk.pool.length; i++) out.push(i);
  return out;
}

/** The die faces of the pool as open context for a decision. */
export function poolContext(atk: AttackCtx): Record<string, unknown> {
  return { pool: atk.pool.map((d) => `${d.colour}:${d.face.id}`) };
}
