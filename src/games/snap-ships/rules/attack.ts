/**
 * Attacks (rulebook "Making an Attack", steps 1–8) and Ram attacks ("Ram Actions").
 */
import type { AttackIcon } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import { enemiesInPlay, log } from '../engine/context.js';
import { isScenarioTarget } from '../engine/scenario-rules.js';
import { actionEffect, forEachEffect } from '../effects/active-effects.js';
import { friendsOf } from '../effects/effects-in-play.js';
import type { AttackCtx, TargetInfo, TargetPurpose } from '../effects/hook-types.js';
import { attackPosition } from '../geometry/position.js';
import { basesTouch, distanceInArc, rangeBand } from '../geometry/range.js';
import type { ShipState } from '../state/types.js';
import { hitNumber, totalDamage } from './attack-math.js';
import { applyDamage, shieldStep } from './attack-damage.js';
import { applyAttackerConversions, countHits, newAttackCtx } from './attack-dice.js';
import { attackCover, coverDenied } from './terrain.js';

export type { TargetInfo } from '../effects/hook-types.js';
export { applyAttackerConversions, countHits, newAttackCtx, rerollDie } from './attack-dice.js';

/** Range band from `attacker` to `target` within `arc`, after the attacker's range effects; null if not in arc. */
export function measureInArc(
  ctx: EngineCtx,
  attacker: ShipState,
  target: ShipState,
  arc: AttackIcon['arc'],
  purpose: TargetPurpose = 'attack',
): TargetInfo | null {
  const k = ctx.state.table;
  const r = k.baseDiameter / 2;
  // A scenario's non-ship target (asteroid field, beacon token) has its own radius.
  const rt = target.radius ?? r;
  const m = distanceInArc(attacker.pose!, r, target.pose!, rt, arc, k.lineArcWidth, k.epsilon);
  if (!m) return null;
  const touching =
    target.radius === undefined
      ? basesTouch(attacker.pose!, target.pose!, r, k.epsilon)
      : Math.hypot(target.pose!.x - attacker.pose!.x, target.pose!.y - attacker.pose!.y) <=
        r + rt + k.epsilon;
  let range = touching ? 0 : rangeBand(m.distance, k.rangeBand, k.epsilon);
  forEachEffect(ctx, attacker, 'attackRange', (h, src) => {
    range = h.attackRange!(ctx, target, range, src, purpose);
  });
  return { ship: target, range, measure: m };
}

/** The range span an action of `s` may use, after its effects that extend ranges (LS Eye). */
export function actionRangeSpan(
  ctx: EngineCtx,
  s: ShipState,
  span: [number, number],
  purpose: TargetPurpose,
): [number, number] {
  let out = span;
  forEachEffect(ctx, s, 'actionRange', (h, src) => {
    out = h.actionRange!(ctx, out, purpose, src);
  });
  return out;
}

/**
 * Step 1: enemy ships within the arc at one of the listed ranges that their own
 * effects allow to be targeted. `purpose` says which kind of action measures (effects
 * such as LS Eye or the Locust's stealth name the actions they change).
 */
export function legalTargets(
  ctx: EngineCtx,
  attacker: ShipState,
  arc: AttackIcon['arc'],
  range: [number, number],
  candidates = enemiesInPlay(ctx, attacker),
  purpose: TargetPurpose = 'attack',
): TargetInfo[] {
  const out: TargetInfo[] = [];
  const span = actionRangeSpan(ctx, attacker, range, purpose);
  for (const t of candidates) {
    const info = measureInArc(ctx, attacker, t, arc, purpose);
    if (!info || info.range < span[0] || info.range > span[1]) continue;
    if (isScenarioTarget(t)) {
      if (ctx.scenarioRules?.targetable?.(ctx, attacker, t, purpose)) out.push(info);
      continue;
    }
    let ok = true;
    forEachEffect(ctx, t, 'targetable', (h, src) => {
      if (!h.targetable!(ctx, attacker, info.range, src, purpose)) ok = false;
    });
    if (ok) out.push(info);
  }
  return out;
}

/**
 * Step 1 of an Attack action: the legal enemy ships plus the scenario's non-ship targets
 * (Asteroid Scramble asteroid fields, Beacon Rush beacons).
 */
export function attackTargets(
  ctx: EngineCtx,
  attacker: ShipState,
  arc: AttackIcon['arc'],
  range: [number, number],
): TargetInfo[] {
  const extra = ctx.scenarioRules?.attackTargets?.(ctx, attacker) ?? [];
  return legalTargets(
    ctx,
    attacker,
    arc,
    range,
    extra.length > 0 ? [...enemiesInPlay(ctx, attacker), ...extra] : undefined,
  );
}

/**
 * Resolves an attack from `attacker` (using part `part`, ability `ability`) against a
 * chosen legal target: hit number, roll, rerolls, damage, hit effects, crits. `label` names
 * the part in events when there is no part card (AI rows).
 */
export function resolveAttack(
  ctx: EngineCtx,
  attacker: ShipState,
  part: number,
  ability: number,
  icon: { dice: number; accuracy: number | 'X'; damage: number },
  target: TargetInfo,
  kind: 'attack' | 'ram',
  label?: string,
): AttackCtx {
  // Asteroid fields and beacon tokens are attacked by their scenario's rules.
  if (isScenarioTarget(target.ship)) {
    if (!ctx.scenarioRules?.attack) throw new Error(`no scenario rule to attack ${target.ship.id}`);
    return ctx.scenarioRules.attack(ctx, attacker, part, ability, icon, target, label);
  }
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
    // SR-12 Recon Drone: enemies sharing its tile get no cover.
    const denied = coverDenied(ctx, d);
    atk.softCover = c.soft && !denied;
    atk.hardCover = c.hard && !denied;
  }
  const own = actionEffect(ctx, attacker, part, ability);
  own?.h.attackModifiers?.(ctx, atk, own.src, 'attacker');
  forEachEffect(ctx, attacker, 'attackModifiers', (h, src) =>
    h.attackModifiers!(ctx, atk, src, 'attacker'),
  );
  forEachEffect(ctx, d, 'attackModifiers', (h, src) =>
    h.attackModifiers!(ctx, atk, src, 'defender'),
  );
  atk.hitNumber = hitNumber({
    accuracy: atk.accuracy,
    evasion: d.evasion,
    position: atk.position,
    softCover: atk.softCover,
    modifier: atk.hitModifier,
    ignoreFlankBonus: atk.ignoreFlankBonus,
  });
  rollAndResolve(ctx, atk);
  return atk;
}

/**
 * Steps 4–8 for an attack context whose hit number is set: roll, rerolls and
 * modifications (the attacker's effects, then those of ships on its side, then the
 * defender's — "Action and Effect Timing"), damage, hit effects, crits.
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
  if (a) {
    forEachEffect(ctx, a, 'modifyDice', (h, src) => h.modifyDice!(ctx, atk, src, 'attacker'));
    for (const f of friendsOf(ctx, a))
      forEachEffect(ctx, f, 'modifyDice', (h, src) => h.modifyDice!(ctx, atk, src, 'ally'));
  }
  applyAttackerConversions(atk);
  forEachEffect(ctx, d, 'modifyDice', (h, src) => h.modifyDice!(ctx, atk, src, 'defender'));
  countHits(atk);
  shieldStep(ctx, atk);
  atk.damage = totalDamage({
    hits: atk.hits,
    crits: atk.crits,
    damagePerHit: atk.damagePerHit,
    extraPerCrit: atk.extraPerCrit,
    rear: atk.position === 'rear',
    hardCover: atk.hardCover,
    totalModifier: atk.totalModifier,
  });
  const cover =
    atk.softCover && atk.hardCover
      ? 'both'
      : atk.softCover
        ? 'soft'
        : atk.hardCover
          ? 'hard'
          : 'none';
  ctx.emit({
    type: 'attack',
    ship: a?.id ?? '',
    target: d.id,
    part: atk.part ?? '',
    hitNumber: atk.hitNumber,
    dice: atk.rolls.slice(),
    rerolled: atk.rolls.map(
      (_, i) => (atk.rerolledByAttacker[i] ? 1 : 0) + (atk.rerolledByDefender[i] ? 1 : 0),
    ),
    hits: atk.hits,
    crits: atk.crits,
    damage: atk.damage,
    cover,
    position: atk.position,
    range: atk.range,
    ram: atk.kind === 'ram',
  });
  log(
    ctx,
    () =>
      `${a?.name ?? 'missiles'} ${atk.kind} ${d.name} with ${atk.part ?? atk.kind}: hit on ${atk.hitNumber}+, rolled [${atk.rolls.join(',')}] → ${atk.hits} hits (${atk.crits} crit), ${atk.damage} damage`,
  );
  applyDamage(ctx, atk);
  own?.h.afterAttack?.(ctx, atk, own.src, 'attacker');
  if (a)
    forEachEffect(ctx, a, 'afterAttack', (h, src) => h.afterAttack!(ctx, atk, src, 'attacker'));
  forEachEffect(ctx, d, 'afterAttack', (h, src) => h.afterAttack!(ctx, atk, src, 'defender'));
}

/** A Ram attack after a collision during a Ram action (range 0, no cover). */
export function ramAttack(
  ctx: EngineCtx,
  attacker: ShipState,
  part: number,
  ability: number,
  ram: { dice: number; accuracy: number; damage: number; label?: string },
  target: ShipState,
): AttackCtx {
  const info: TargetInfo = {
    ship: target,
    range: 0,
    measure: { distance: 0, from: attacker.pose!, to: target.pose! },
  };
  return resolveAttack(ctx, attacker, part, ability, ram, info, 'ram', ram.label);
}
