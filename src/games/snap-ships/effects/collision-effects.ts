/**
 * Collision and Ram effects (rulebook "Collisions" step 3, "Ram Actions" step 3:
 * "Resolve abilities that modify collision / Ram results").
 */
import { CRIT } from '../../../core/rng.js';
import { countHits } from '../rules/attack.js';
import { isHit } from '../rules/attack-math.js';
import { dealDamage } from '../rules/damage.js';
import { num } from './effect-helpers.js';
import type { EffectHandler } from './registry.js';

/**
 * K-DIVE Ambush Drone, Locust Wings: the other ship takes +{amount} damage in a collision
 * (with {onlyAsMover}: only one this ship caused) or when this ship performs a Ram action;
 * with {requiresDamage}, only if this ship's own dice dealt at least 1 damage. A collision
 * without a damage roll (bases already touching) has no results to modify. The Ram bonus
 * is dealt after the Ram attack (its step 3).
 */
const collisionBonus: EffectHandler = {
  id: 'ram-collision-bonus-damage',
  describe:
    'In a collision or Ram, the other ship takes +{amount} damage ({requiresDamage}: only if this ship dealt some; {onlyAsMover}: only as the mover).',
  collision(_ctx, col, src, role) {
    if (
      col.phase !== 'results' ||
      col.noRoll ||
      (src.params.onlyAsMover === true && role !== 'mover')
    )
      return;
    const dealt = role === 'mover' ? col.damageToOther : col.damageToMover;
    if (src.params.requiresDamage === true && dealt < 1) return;
    if (role === 'mover') col.damageToOther += num(src.params.amount, 1);
    else col.damageToMover += num(src.params.amount, 1);
  },
  afterAttack(ctx, atk, src, role) {
    if (
      role !== 'attacker' ||
      atk.kind !== 'ram' ||
      atk.attacker !== src.ship ||
      atk.defender.destroyed
    )
      return;
    if (src.params.requiresDamage === true && atk.damage < 1) return;
    dealDamage(ctx, atk.defender, num(src.params.amount, 1), {
      kind: 'ram',
      by: src.ship.id,
      part: src.part >= 0 ? src.ship.parts[src.part]!.id : null,
      source: 'ram bonus',
    });
  },
};

/**
 * Ram Spike: when this ship rams or causes a collision and at least 2 of its dice deal
 * damage to the other ship, one of those (not already critical) becomes a critical hit.
 * For a Ram this is judged at the end of the attacker's Reroll & Modify Dice step (after
 * the chassis' reroll), so the critical hit is resolved at step 8 of the Ram attack.
 */
const ramSpike: EffectHandler = {
  id: 'ram-collision-convert-crit',
  describe:
    'When this ship rams or causes a collision and 2+ of its dice deal damage: convert 1 of them to a critical hit.',
  collision(_ctx, col, _src, role) {
    if (col.phase !== 'results' || col.noRoll || role !== 'mover') return;
    const rolls = col.moverRolls;
    const damaging = rolls.map((_, i) => i).filter((i) => rolls[i]! >= 5);
    const plain = damaging.find((i) => rolls[i] !== CRIT);
    if (damaging.length < 2 || plain === undefined) return;
    rolls[plain] = CRIT;
    col.critsToOther += 1;
  },
  modifyDice(_ctx, atk, src, role) {
    if (role !== 'attacker' || atk.kind !== 'ram' || atk.attacker !== src.ship || atk.hits < 2)
      return;
    const plain = atk.rolls.findIndex((f) => f !== CRIT && isHit(f, atk.hitNumber));
    if (plain < 0) return;
    atk.rolls[plain] = CRIT;
    countHits(atk);
  },
};

/** All collision effects. */
export const collisionEffects: EffectHandler[] = [collisionBonus, ramSpike];
