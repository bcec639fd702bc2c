/**
 * The dice of an attack or missile impact: counting hits, the attacker's conversions,
 * rerolls (rulebook "4. Roll Dice", "5. Reroll & Modify Dice").
 */
import { CRIT } from '../../../core/rng.js';
import type { EngineCtx } from '../engine/context.js';
import type { AttackCtx } from '../effects/hook-types.js';
import type { ShipState } from '../state/types.js';
import { isHit } from './attack-math.js';

/** Counts hits and crits of the current rolls under the attack's rules. */
export function countHits(atk: AttackCtx): void {
  let hits = 0;
  let crits = 0;
  for (const f of atk.rolls) {
    const face = atk.convert8s && f === 8 ? CRIT : f;
    if (isHit(face, atk.hitNumber)) {
      hits++;
      if (face === CRIT) crits++;
    }
  }
  atk.hits = hits;
  atk.crits = atk.allHitsCrit ? hits : Math.min(hits, crits + atk.convertHits);
}

/**
 * Ends the attacker's turn of step 5: conversions ("convert 8s", "all hits are
 * critical", "convert 1 hit to critical") become the dice's faces, so a die the defender
 * rerolls afterwards is read as rolled.
 */
export function applyAttackerConversions(atk: AttackCtx): void {
  let convert = atk.convertHits;
  for (let i = 0; i < atk.rolls.length; i++) {
    const f = atk.rolls[i]!;
    if (atk.convert8s && f === 8) atk.rolls[i] = CRIT;
    else if (atk.allHitsCrit && isHit(f, atk.hitNumber)) atk.rolls[i] = CRIT;
  }
  for (let i = 0; i < atk.rolls.length && convert > 0; i++) {
    const f = atk.rolls[i]!;
    if (f !== CRIT && isHit(f, atk.hitNumber)) {
      atk.rolls[i] = CRIT;
      convert--;
    }
  }
  atk.convert8s = false;
  atk.allHitsCrit = false;
  atk.convertHits = 0;
  countHits(atk);
}

/** Rerolls die `i` for `role`, respecting "each player may reroll each die only once". */
export function rerollDie(
  ctx: EngineCtx,
  atk: AttackCtx,
  i: number,
  role: 'attacker' | 'defender',
): boolean {
  const flags = role === 'attacker' ? atk.rerolledByAttacker : atk.rerolledByDefender;
  if (flags[i]) return false;
  flags[i] = true;
  atk.rolls[i] = ctx.rng.d10();
  countHits(atk);
  return true;
}

/** A fresh attack context. */
export function newAttackCtx(
  kind: AttackCtx['kind'],
  attacker: ShipState | null,
  defender: ShipState,
  part: number,
  ability: number,
  dice: number,
  accuracy: number,
  damage: number,
): AttackCtx {
  return {
    kind,
    attacker,
    defender,
    part: part >= 0 && attacker ? attacker.parts[part]!.id : null,
    partIndex: part,
    ability,
    dice,
    accuracy,
    damagePerHit: damage,
    range: 0,
    position: 'front',
    softCover: false,
    hardCover: false,
    hitModifier: 0,
    ignoreFlankBonus: false,
    extraPerCrit: 0,
    totalModifier: 0,
    convert8s: false,
    allHitsCrit: false,
    convertHits: 0,
    hitNumber: 0,
    rolls: [],
    firstRolls: [],
    rerolledByAttacker: [],
    rerolledByDefender: [],
    hits: 0,
    crits: 0,
    damage: 0,
  };
}
