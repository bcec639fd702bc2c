/**
 * Steps 6–8 of an attack or missile impact once the dice are final: Deal Damage, Apply
 * Hit Effects, Resolve Critical Hits (rulebook "Making an Attack", "Missile Impacts"),
 * and dice another ship takes over at step 6 (AV-2 Protector Drone).
 */
import { BLANK } from '../../../core/rng.js';
import type { EngineCtx } from '../engine/context.js';
import { log } from '../engine/context.js';
import { isScenarioTarget } from '../engine/scenario-rules.js';
import { actionEffect, forEachEffect } from '../effects/active-effects.js';
import { friendsOf } from '../effects/effects-in-play.js';
import type { AttackCtx } from '../effects/hook-types.js';
import { effectHandler, type EffectHandler, type EffectSource } from '../effects/registry.js';
import type { ShipState } from '../state/types.js';
import { totalDamage } from './attack-math.js';
import { countHits } from './attack-dice.js';
import { resolveCrit } from './crits.js';
import { dealDamage } from './damage.js';

/** The effect printed on a missile token (torpedoes, heat missiles), as an effect source. */
export function tokenEffect(atk: AttackCtx): { h: EffectHandler; src: EffectSource } | null {
  const t = atk.token;
  if (!t?.effect) return null;
  return {
    h: effectHandler(t.effect),
    src: {
      ship: atk.attacker ?? atk.defender,
      part: -1,
      ability: { kind: 'passive', header: t.name },
      params: t.params ?? {},
    },
  };
}

/**
 * Step 7, Apply Hit Effects: the effect printed on the attacking action or the missile
 * token. An automated ship's row is among its live effects, so those are asked too.
 */
export function applyHitEffects(ctx: EngineCtx, atk: AttackCtx): void {
  if (atk.defender.destroyed || atk.hits === 0) return;
  if (atk.kind === 'missile') {
    const fx = tokenEffect(atk);
    fx?.h.hitEffects?.(ctx, atk, fx.src);
    return;
  }
  const a = atk.attacker;
  if (!a) return;
  const own = actionEffect(ctx, a, atk.partIndex, atk.ability);
  own?.h.hitEffects?.(ctx, atk, own.src);
  forEachEffect(ctx, a, 'hitEffects', (h, src) => h.hitEffects!(ctx, atk, src));
}

/** Steps 6–8 with the total in `atk.damage`: deal it, apply hit effects, then one location per critical hit. */
export function applyDamage(ctx: EngineCtx, atk: AttackCtx): void {
  const d = atk.defender;
  const a = atk.attacker;
  // A scenario's non-ship target (asteroid field, beacon) takes the hits its own way (mining, peeking).
  if (isScenarioTarget(d)) {
    ctx.scenarioRules?.targetHit?.(ctx, atk);
    return;
  }
  dealDamage(ctx, d, atk.damage, {
    kind: atk.kind,
    by: a?.id ?? null,
    part: atk.part,
    source: atk.part ?? atk.kind,
  });
  applyHitEffects(ctx, atk);
  for (let i = 0; i < atk.crits && !d.destroyed; i++) resolveCrit(ctx, d, a);
}

/** Step 6: other ships on the defender's side may take over hit dice (their `shieldFriend` effects). */
export function shieldStep(ctx: EngineCtx, atk: AttackCtx): void {
  if (atk.hits === 0) return;
  for (const f of friendsOf(ctx, atk.defender)) {
    forEachEffect(ctx, f, 'shieldFriend', (h, src) => h.shieldFriend!(ctx, atk, src));
    if (atk.hits === 0) return;
  }
}

/**
 * Ship `to` suffers "the damage (and effects) of 1 die" of this attack or impact instead:
 * die `i` resolves steps 6–8 against `to` alone (its damage per hit, plus any per-crit
 * bonus; no Rear bonus or cover, which belong to the original defender), and counts as a
 * miss in the original roll.
 */
export function redirectDie(ctx: EngineCtx, atk: AttackCtx, i: number, to: ShipState): void {
  const face = atk.rolls[i]!;
  const sub: AttackCtx = {
    ...atk,
    defender: to,
    rolls: [face],
    firstRolls: [face],
    rerolledByAttacker: [true],
    rerolledByDefender: [true],
    position: 'front',
    softCover: false,
    hardCover: false,
    totalModifier: 0,
    hits: 0,
    crits: 0,
    damage: 0,
  };
  countHits(sub);
  sub.damage = totalDamage({
    hits: sub.hits,
    crits: sub.crits,
    damagePerHit: sub.damagePerHit,
    extraPerCrit: sub.extraPerCrit,
    rear: false,
    hardCover: false,
  });
  atk.rolls[i] = BLANK;
  countHits(atk);
  log(ctx, () => `${to.name} takes a die (${face}) meant for ${atk.defender.name}`);
  applyDamage(ctx, sub);
}
