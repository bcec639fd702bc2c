/**
 * Attacks (rulebook "Making an Attack", steps 1–8) and Ram attacks ("Ram Actions").
 */
import { CRIT } from '../../../core/rng.js';
import type { AttackIcon } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import { enemiesInPlay, log } from '../engine/context.js';
import { actionEffect, forEachEffect } from '../effects/active-effects.js';
import type { AttackCtx } from '../effects/hook-types.js';
import { attackPosition } from '../geometry/position.js';
import { basesTouch, distanceInArc, rangeBand, type ArcMeasure } from '../geometry/range.js';
import type { ShipState } from '../state/types.js';
import { hitNumber, isHit, totalDamage } from './attack-math.js';
import { resolveCrit } from './crits.js';
import { dealDamage } from './damage.js';
import { attackCover } from './terrain.js';

/** A legal target with its range band within the arc and the measuring line. */
export interface TargetInfo {
  ship: ShipState;
  range: number;
  measure: ArcMeasure;
}

/** Range band from `attacker` to `target` within `arc`, after the attacker's range effects; null if not in arc. */
export function measureInArc(ctx: EngineCtx, attacker: ShipState, target: ShipState, arc: AttackIcon['arc']): TargetInfo | null {
  const k = ctx.state.table;
  const r = k.baseDiameter / 2;
  const m = distanceInArc(attacker.pose!, r, target.pose!, r, arc, k.lineArcWidth, k.epsilon);
  if (!m) return null;
  let range = basesTouch(attacker.pose!, target.pose!, r, k.epsilon) ? 0 : rangeBand(m.distance, k.rangeBand, k.epsilon);
  forEachEffect(ctx, attacker, 'attackRange', (h, src) => {
    range = h.attackRange!(ctx, target, range, src);
  });
  return { ship: target, range, measure: m };
}

/**
 * Step 1: enemy ships within the arc at one of the listed ranges that their own
 * effects allow to be targeted.
 */
export function legalTargets(ctx: EngineCtx, attacker: ShipState, arc: AttackIcon['arc'], range: [number, number], candidates = enemiesInPlay(ctx, attacker)): TargetInfo[] {
  const out: TargetInfo[] = [];
  for (const t of candidates) {
    const info = measureInArc(ctx, attacker, t, arc);
    if (!info || info.range < range[0] || info.range > range[1]) continue;
    let ok = true;
    forEachEffect(ctx, t, 'targetable', (h, src) => {
      if (!h.targetable!(ctx, attacker, info.range, src)) ok = false;
    });
    if (ok) out.push(info);
  }
  return out;
}

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
  atk.crits = atk.allHitsCrit ? hits : crits;
}

/**
 * Ends the attacker's turn of step 5: conversions ("convert 8s", "all hits are
 * critical") become the dice's faces, so a die the defender rerolls afterwards is read
 * as rolled.
 */
export function applyAttackerConversions(atk: AttackCtx): void {
  for (let i = 0; i < atk.rolls.length; i++) {
    const f = atk.rolls[i]!;
    if (atk.convert8s && f === 8) atk.rolls[i] = CRIT;
    else if (atk.allHitsCrit && isHit(f, atk.hitNumber)) atk.rolls[i] = CRIT;
  }
  atk.convert8s = false;
  atk.allHitsCrit = false;
  countHits(atk);
}

/** Rerolls die `i` for `role`, respecting "each player may reroll each die only once". */
export function rerollDie(ctx: EngineCtx, atk: AttackCtx, i: number, role: 'attacker' | 'defender'): boolean {
  const flags = role === 'attacker' ? atk.rerolledByAttacker : atk.rerolledByDefender;
  if (flags[i]) return false;
  flags[i] = true;
  atk.rolls[i] = ctx.rng.d10();
  countHits(atk);
  return true;
}

/** A fresh attack context. */
export function newAttackCtx(kind: AttackCtx['kind'], attacker: ShipState | null, defender: ShipState, part: number, ability: number, dice: number, accuracy: number, damage: number): AttackCtx {
  return {
    kind, attacker, defender, part: part >= 0 && attacker ? attacker.parts[part]!.id : null, partIndex: part, ability,
    dice, accuracy, damagePerHit: damage, range: 0, position: 'front', softCover: false, hardCover: false,
    hitModifier: 0, ignoreFlankBonus: false, extraPerCrit: 0, totalModifier: 0, convert8s: false, allHitsCrit: false,
    hitNumber: 0, rolls: [], firstRolls: [], rerolledByAttacker: [], rerolledByDefender: [], hits: 0, crits: 0, damage: 0,
  };
}

/**
 * Resolves an attack from `attacker` (using part `part`, ability `ability`) against a
 * chosen legal target: hit number, roll, rerolls, damage, hit effects, crits. `label` names
 * the part in events when there is no part card (AI rows).
 */
export function resolveAttack(ctx: EngineCtx, attacker: ShipState, part: number, ability: number, icon: { dice: number; accuracy: number | 'X'; damage: number }, target: TargetInfo, kind: 'attack' | 'ram', label?: string): AttackCtx {
  const k = ctx.state.table;
  const r = k.baseDiameter / 2;
  const d = target.ship;
  const accuracy = icon.accuracy === 'X' ? target.range : icon.accuracy;
  const atk = newAttackCtx(kind, attacker, d, part, ability, icon.dice, accuracy, icon.damage);
  if (label) atk.part = label;
  atk.range = target.range;
  atk.position = attackPosition(d.pose!, attacker.pose!, r, k.epsilon);
  const touching = basesTouch(attacker.pose!, d.pose!, r, k.epsilon);
  // Cover does not apply to Ram attacks (rulebook "Ram Actions").
  if (kind === 'attack') {
    const c = attackCover(ctx, attacker, target.measure.from, target.measure.to, touching);
    atk.softCover = c.soft;
    atk.hardCover = c.hard;
  }
  const own = actionEffect(ctx, attacker, part, ability);
  own?.h.attackModifiers?.(ctx, atk, own.src, 'attacker');
  forEachEffect(ctx, attacker, 'attackModifiers', (h, src) => h.attackModifiers!(ctx, atk, src, 'attacker'));
  forEachEffect(ctx, d, 'attackModifiers', (h, src) => h.attackModifiers!(ctx, atk, src, 'defender'));
  atk.hitNumber = hitNumber({ accuracy: atk.accuracy, evasion: d.evasion, position: atk.position, softCover: atk.softCover, modifier: atk.hitModifier, ignoreFlankBonus: atk.ignoreFlankBonus });
  rollAndResolve(ctx, atk);
  return atk;
}

/**
 * Steps 4–8 for an attack context whose hit number is set: roll, rerolls and
 * modifications (attacker's effects first, then the defender's), damage, crits.
 */
export function rollAndResolve(ctx: EngineCtx, atk: AttackCtx): void {
  const d = atk.defender;
  const a = atk.attacker;
  for (let i = 0; i < atk.dice; i++) atk.rolls.push(ctx.rng.d10());
  atk.firstRolls = atk.rolls.slice();
  atk.rerolledByAttacker = atk.rolls.map(() => false);
  atk.rerolledByDefender = atk.rolls.map(() => false);
  countHits(atk);
  const own = a ? actionEffect(ctx, a, atk.partIndex, atk.ability) : null;
  own?.h.modifyDice?.(ctx, atk, own.src, 'attacker');
  if (a) forEachEffect(ctx, a, 'modifyDice', (h, src) => h.modifyDice!(ctx, atk, src, 'attacker'));
  applyAttackerConversions(atk);
  forEachEffect(ctx, d, 'modifyDice', (h, src) => h.modifyDice!(ctx, atk, src, 'defender'));
  countHits(atk);
  atk.damage = totalDamage({ hits: atk.hits, crits: atk.crits, damagePerHit: atk.damagePerHit, extraPerCrit: atk.extraPerCrit, rear: atk.position === 'rear', hardCover: atk.hardCover, totalModifier: atk.totalModifier });
  const cover = atk.softCover && atk.hardCover ? 'both' : atk.softCover ? 'soft' : atk.hardCover ? 'hard' : 'none';
  ctx.emit({
    type: 'attack', ship: a?.id ?? '', target: d.id, part: atk.part ?? '', hitNumber: atk.hitNumber, dice: atk.rolls.slice(),
    rerolled: atk.rolls.map((_, i) => (atk.rerolledByAttacker[i] ? 1 : 0) + (atk.rerolledByDefender[i] ? 1 : 0)),
    hits: atk.hits, crits: atk.crits, damage: atk.damage, cover, position: atk.position, range: atk.range, ram: atk.kind === 'ram',
  });
  log(ctx, () => `${a?.name ?? 'missiles'} ${atk.kind} ${d.name} with ${atk.part ?? atk.kind}: hit on ${atk.hitNumber}+, rolled [${atk.rolls.join(',')}] → ${atk.hits} hits (${atk.crits} crit), ${atk.damage} damage`);
  dealDamage(ctx, d, atk.damage, { kind: atk.kind, by: a?.id ?? null, part: atk.part, source: atk.part ?? atk.kind });
  // Step 7 (hit effects) is implemented by the ability's handler in afterAttack; step 8 crits:
  for (let i = 0; i < atk.crits && !d.destroyed; i++) resolveCrit(ctx, d, a);
  own?.h.afterAttack?.(ctx, atk, own.src, 'attacker');
  if (a) forEachEffect(ctx, a, 'afterAttack', (h, src) => h.afterAttack!(ctx, atk, src, 'attacker'));
  forEachEffect(ctx, d, 'afterAttack', (h, src) => h.afterAttack!(ctx, atk, src, 'defender'));
}

/** A Ram attack after a collision during a Ram action (range 0, no cover). */
export function ramAttack(ctx: EngineCtx, attacker: ShipState, part: number, ability: number, ram: { dice: number; accuracy: number; damage: number; label?: string }, target: ShipState): AttackCtx {
  const info: TargetInfo = { ship: target, range: 0, measure: { distance: 0, from: attacker.pose!, to: target.pose! } };
  return resolveAttack(ctx, attacker, part, ability, ram, info, 'ram', ram.label);
}
