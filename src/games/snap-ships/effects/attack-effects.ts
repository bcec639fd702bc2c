/**
 * Attack effects: rerolls offered by friendly ships, conversions to critical hits,
 * extra damage per critical, several targets, and hit effects (rulebook "Making an
 * Attack" steps 1, 5, 6 and 7; "Attacking Multiple Targets"; "Torpedoes").
 */
import { BLANK } from '../../../core/rng.js';
import type { AttackIcon } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import { decide } from '../engine/context.js';
import { legalTargets, rerollDie, type TargetInfo } from '../rules/attack.js';
import { placeHeatOnEnemy } from '../rules/missiles.js';
import { partAbilities, reactionAvailable } from './active-effects.js';
import { missedDice } from './dice-effects.js';
import { num, payOnPart, printedCost, sourceName, wants } from './effect-helpers.js';
import { withinRange } from './effects-in-play.js';
import type { EffectHandler, EffectSource } from './registry.js';

/** The first attack icon printed on the source's part card (the weapon a reaction refers to). */
function weaponOf(ctx: EngineCtx, src: EffectSource): AttackIcon | null {
  if (src.part < 0) return null;
  for (const a of partAbilities(ctx, src.ship, src.part)) {
    const icon = a.icons?.find((i) => 'attack' in i);
    if (icon && 'attack' in icon) return icon.attack;
  }
  return null;
}

/**
 * SCAR-2 Pulse Laser reaction: when this ship or a friendly ship performs an Attack action
 * against a target this weapon could attack now (its arc and range from this ship), the
 * attacker may reroll 1 missed die; the reaction's heat goes on the SCAR-2.
 */
const rerollVsWeaponTarget: EffectHandler = {
  id: 'reroll-attack-vs-weapon-target',
  describe:
    'Reaction when you or a friendly ship attacks a valid target for this weapon: reroll up to {max} die.',
  modifyDice(ctx, atk, src, role) {
    if (role === 'defender' || atk.kind !== 'attack' || !atk.attacker) return;
    if (role === 'attacker' && atk.attacker !== src.ship) return;
    const cost = printedCost(src);
    if (!src.ship.pose || !reactionAvailable(src, cost.power)) return;
    const weapon = weaponOf(ctx, src);
    if (
      !weapon ||
      legalTargets(ctx, src.ship, weapon.arc, weapon.range, [atk.defender]).length === 0
    )
      return;
    const misses = missedDice(atk, 'attacker').slice(0, num(src.params.max, 1));
    if (misses.length === 0) return;
    if (
      !wants(
        ctx,
        src.ship,
        `${sourceName(src)}: reroll ${misses.length} missed die for ${atk.attacker.name}?`,
        { rolls: atk.rolls, hitNumber: atk.hitNumber },
      )
    )
      return;
    payOnPart(ctx, src, cost.power, cost.heat);
    for (const i of misses) rerollDie(ctx, atk, i, 'attacker');
  },
};

/** S-8 Exact: when this ship or a friendly ship within Range {range} performs an Attack action, reroll up to {max} blank (never worse, so always taken). */
const rerollBlankAura: EffectHandler = {
  id: 'reroll-blank-aura',
  describe:
    'When you or a friendly ship within Range {range} performs an Attack action: reroll up to {max} blank.',
  modifyDice(ctx, atk, src, role) {
    if (role === 'defender' || atk.kind !== 'attack' || !atk.attacker) return;
    if (
      role === 'attacker'
        ? atk.attacker !== src.ship
        : !withinRange(ctx, src.ship, atk.attacker, num(src.params.range, 1))
    )
      return;
    let left = num(src.params.max, 1);
    for (let i = 0; i < atk.rolls.length && left > 0; i++) {
      if (atk.rolls[i] === BLANK && rerollDie(ctx, atk, i, 'attacker')) left--;
    }
  },
};

/** X1 Sniper Laser, CDL-Shock: one non-critical hit becomes a critical hit at the end of the attacker's step 5. */
const convertOneHit: EffectHandler = {
  id: 'convert-one-hit-to-crit',
  describe: 'One hit of this attack (or missile token) becomes a critical hit.',
  attackModifiers(_ctx, atk, src, role) {
    if (role === 'attacker' && atk.attacker === src.ship) atk.convertHits += 1;
  },
  missileImpact(_ctx, atk) {
    atk.convertHits += 1;
  },
};

/** C-T22 HE Cannon, Mark 48 Shipbreaker token: every hit is a critical hit. */
const convertAllHits: EffectHandler = {
  id: 'convert-all-hits-to-crit',
  describe: 'Every hit of this attack (or missile token) becomes a critical hit.',
  attackModifiers(_ctx, atk, src, role) {
    if (role === 'attacker' && atk.attacker === src.ship) atk.allHitsCrit = true;
  },
  missileImpact(_ctx, atk) {
    atk.allHitsCrit = true;
  },
};

/** Falx SC-41 Escort: each critical result of this ship's Attack actions deals +{amount} damage (before hard cover). */
const critExtraDamage: EffectHandler = {
  id: 'crit-extra-damage',
  describe: "Each critical hit result of this ship's Attack actions deals +{amount} damage.",
  attackModifiers(_ctx, atk, src, role) {
    if (role === 'attacker' && atk.kind === 'attack' && atk.attacker === src.ship)
      atk.extraPerCrit += num(src.params.amount, 1);
  },
};

/**
 * WG5 Grenade Cluster: after the first target is chosen, up to {maxExtraTargets} times pay
 * {extraCost} more (on this part) to choose another legal target; each gets its own attack.
 */
const multiTarget: EffectHandler = {
  id: 'multi-target-attack',
  describe:
    'When choosing targets, up to {maxExtraTargets} times pay {extraCost} more to choose another target; a separate attack against each.',
  extraTargets(ctx, others, src) {
    const s = src.ship;
    const cost = (src.params.extraCost ?? {}) as { power?: number; heat?: number };
    const out: TargetInfo[] = [];
    let pool = others.slice();
    while (
      out.length < num(src.params.maxExtraTargets, 2) &&
      pool.length > 0 &&
      s.power >= (cost.power ?? 0)
    ) {
      if (
        !wants(
          ctx,
          s,
          `${sourceName(src)}: pay ${cost.power ?? 0} power and ${cost.heat ?? 0} heat for another target?`,
        )
      )
        break;
      const id = decide(ctx, {
        kind: 'target',
        ship: s.id,
        side: s.side,
        options: pool.map((t) => t.ship.id),
        prompt: `${sourceName(src)}: additional target`,
      });
      const t = pool.find((x) => x.ship.id === id)!;
      pool = pool.filter((x) => x !== t);
      payOnPart(ctx, src, cost.power ?? 0, cost.heat ?? 0);
      out.push(t);
    }
    return out;
  },
};

/**
 * MK3 / TDP-8 Plasma Cannon, DB8 Proton Cannon, CX2 torpedo token: Apply Hit Effects — for
 * each hit, the attacker puts {amount} heat on one face-up part of the target without heat.
 */
const heatPerHit: EffectHandler = {
  id: 'place-heat-per-hit',
  describe: "For each hit, place {amount} heat on one of the target's parts that has no heat.",
  hitEffects(ctx, atk, src) {
    if (atk.kind !== 'missile' && atk.attacker !== src.ship) return;
    const label = atk.part ?? atk.token?.name ?? 'heat';
    for (let i = 0; i < atk.hits && !atk.defender.destroyed; i++)
      placeHeatOnEnemy(ctx, atk.defender, atk.attacker, label, num(src.params.amount, 1));
  },
};

/** CX6 Anti-Matter Torpedo token: damage per hit equals the target's size. */
const damageTargetSize: EffectHandler = {
  id: 'damage-equals-target-size',
  describe: "This missile token's damage per hit equals the target ship's size.",
  missileImpact(_ctx, atk) {
    atk.damagePerHit = atk.defender.size;
  },
};

/** All attack effects. */
export const attackEffects: EffectHandler[] = [
  rerollVsWeaponTarget,
  rerollBlankAura,
  convertOneHit,
  convertAllHits,
  critExtraDamage,
  multiTarget,
  heatPerHit,
  damageTargetSize,
];
