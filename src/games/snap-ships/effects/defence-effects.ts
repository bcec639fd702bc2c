/**
 * Defensive effects: reducing damage taken, a drone taking a friend's die, adjusting an
 * enemy's critical hit location, parts that critical hits cannot disable (rulebook "6.
 * Deal Damage", "8. Resolve Critical Hits").
 */
import { BLANK, CRIT } from '../../../core/rng.js';
import { decide } from '../engine/context.js';
import { isHit } from '../rules/attack-math.js';
import { redirectDie } from '../rules/attack-damage.js';
import { reactionAvailable } from './active-effects.js';
import { num, payOnPart, printedCost, sourceName, wants } from './effect-helpers.js';
import { withinRange } from './effects-in-play.js';
import type { EffectHandler } from './registry.js';

/** Small Deflector, K2 Small Deflector, Reaper Cockpit: reaction when this ship takes damage — the total is reduced by {amount}. */
const reduceDamageTaken: EffectHandler = {
  id: 'reduce-damage-taken',
  describe: 'Reaction when this ship takes any amount of damage: reduce that total by {amount}.',
  damageTaken(ctx, dmg, src) {
    const cost = printedCost(src);
    if (dmg.amount <= 0 || !reactionAvailable(src, cost.power)) return;
    if (
      !wants(
        ctx,
        src.ship,
        `${sourceName(src)}: reduce ${dmg.amount} damage by ${num(src.params.amount, 1)}?`,
        { amount: dmg.amount, source: dmg.source.source },
      )
    )
      return;
    payOnPart(ctx, src, cost.power, cost.heat);
    dmg.amount -= num(src.params.amount, 1);
  },
};

/**
 * AV-2 Protector Drone: when a friendly ship at Range {range} would take damage from an
 * attack or missile impact, and this ship has no disabled parts, it may suffer one hit
 * die (its damage, hit effects and critical hit) instead. When the roll has both kinds,
 * the drone's controller says whether it takes a critical die or a normal hit.
 */
const absorbDie: EffectHandler = {
  id: 'absorb-damage-die-for-friend',
  describe:
    'When a friendly ship at Range {range} would take damage and this ship has no disabled parts: take the damage and effects of 1 die instead.',
  shieldFriend(ctx, atk, src) {
    const me = src.ship;
    const friend = atk.defender;
    if (me === friend || me.side !== friend.side || me.parts.some((p) => p.disabled)) return;
    if (!withinRange(ctx, me, friend, num(src.params.range, 1))) return;
    const hits = atk.rolls.map((_, i) => i).filter((i) => isHit(atk.rolls[i]!, atk.hitNumber));
    if (hits.length === 0) return;
    if (
      !wants(ctx, me, `${sourceName(src)}: take one die of the hit on ${friend.name}?`, {
        rolls: atk.rolls,
        hitNumber: atk.hitNumber,
      })
    )
      return;
    const crit = hits.find((i) => atk.rolls[i] === CRIT);
    const plain = hits.find((i) => atk.rolls[i] !== CRIT);
    let i = crit ?? plain!;
    if (crit !== undefined && plain !== undefined)
      i = wants(ctx, me, `${sourceName(src)}: take the critical die (yes) or a normal hit (no)?`)
        ? crit
        : plain;
    redirectDie(ctx, atk, i, me);
  },
};

/**
 * S-8 Exact reaction: after a critical hit location is rolled for an enemy ship within
 * Range {range}, add or subtract {amount}. Only a numbered result (1–8) can change; the
 * adjusted number selects a part as rolled, or lets the defender choose when it is
 * outside the part cards.
 */
const adjustCrit: EffectHandler = {
  id: 'adjust-crit-location',
  describe:
    'Reaction after a crit location is rolled for an enemy ship within Range {range}: add or subtract {amount}.',
  afterCritRoll(ctx, crit, src) {
    const me = src.ship;
    const roll = crit.roll;
    if (roll === undefined || roll === BLANK || roll === CRIT || crit.adjusted) return;
    if (
      me.side === crit.defender.side ||
      !withinRange(ctx, me, crit.defender, num(src.params.range, 2))
    )
      return;
    const cost = printedCost(src);
    if (!reactionAvailable(src, cost.power)) return;
    const amount = num(src.params.amount, 1);
    const delta = decide(ctx, {
      kind: 'amount',
      ship: me.id,
      side: me.side,
      options: [0, -amount, amount],
      prompt: `${sourceName(src)}: change the location roll ${roll} by?`,
      context: { roll, defender: crit.defender.id },
    });
    if (delta === 0) return;
    payOnPart(ctx, src, cost.power, cost.heat);
    crit.roll = roll + delta;
    crit.adjusted = true;
  },
};

/** Armored Thruster: critical hits cannot disable this part (a location landing on it lets the defender choose another). */
const critImmune: EffectHandler = {
  id: 'cannot-be-disabled-by-crit',
  describe: 'This part cannot be disabled by critical hits.',
  critImmune(_ctx, part, src) {
    return part === src.part;
  },
};

/** All defence effects. */
export const defenceEffects: EffectHandler[] = [
  reduceDamageTaken,
  absorbDie,
  adjustCrit,
  critImmune,
];
