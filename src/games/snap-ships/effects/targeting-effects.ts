/**
 * Hit number, flank and range effects (rulebook "1. Determine Legal Targets", "3.
 * Determine Hit Number", "Attacking from Flank or Rear", "Mount").
 */
import type { ArcId } from '../content/types.js';
import { diskInArc } from '../geometry/arcs.js';
import { reactionAvailable } from './active-effects.js';
import {
  inSpan,
  mountedPart,
  num,
  payOnPart,
  printedCost,
  sourceName,
  wants,
} from './effect-helpers.js';
import type { EffectHandler } from './registry.js';

/**
 * Own Attack actions get hit number −{amount}, optionally only at {targetRange} or with the
 * target in the {targetInArc} arc. As a reaction (Targeting Array) it is optional and paid
 * on its card; as a passive mount (Falx Wings) it changes only attacks of the mounted part.
 */
const reduceHitNumber: EffectHandler = {
  id: 'reduce-hit-number',
  describe:
    'Own Attack actions: hit number -{amount} ({targetRange} / {targetInArc} restrict when; a passive mount only for the mounted part).',
  attackModifiers(ctx, atk, src, role) {
    if (role !== 'attacker' || atk.kind !== 'attack' || atk.attacker !== src.ship) return;
    if (!inSpan(atk.range, src.params.targetRange)) return;
    const arc = src.params.targetInArc as ArcId | undefined;
    const k = ctx.state.table;
    if (
      arc &&
      !diskInArc(
        src.ship.pose!,
        arc,
        atk.defender.pose!,
        k.baseDiameter / 2,
        k.lineArcWidth,
        k.epsilon,
      )
    )
      return;
    if (src.ability.kind === 'passive-mount' && atk.partIndex !== mountedPart(src.ship, src.part))
      return;
    if (src.ability.kind === 'reaction') {
      const cost = printedCost(src);
      if (!reactionAvailable(src, cost.power)) return;
      if (
        !wants(
          ctx,
          src.ship,
          `${sourceName(src)}: reduce the hit number by ${num(src.params.amount, 1)}?`,
          { accuracy: atk.accuracy, evasion: atk.defender.evasion },
        )
      )
        return;
      payOnPart(ctx, src, cost.power, cost.heat);
    }
    atk.hitModifier -= num(src.params.amount, 1);
  },
};

/** Falx Cockpit: attackers get no Flank/Rear bonus to hit against this ship (a Rear attack still deals +1 damage). */
const noFlankBonus: EffectHandler = {
  id: 'no-flank-rear-hit-bonus',
  describe:
    'Attackers get no Flank/Rear hit-number bonus against this ship (the Rear +1 damage still applies).',
  attackModifiers(_ctx, atk, src, role) {
    if (role === 'defender' && atk.defender === src.ship && atk.kind !== 'missile')
      atk.ignoreFlankBonus = true;
  },
};

/** Lance SAC-30: a Flank attack may count as a Rear attack (same hit number, +1 damage); never worse, so always taken. */
const flankAsRear: EffectHandler = {
  id: 'flank-counts-as-rear',
  describe: "When attacking a target's Flank, the attack counts as from the Rear.",
  attackModifiers(_ctx, atk, src, role) {
    if (
      role === 'attacker' &&
      atk.kind === 'attack' &&
      atk.attacker === src.ship &&
      atk.position === 'flank'
    )
      atk.position = 'rear';
  },
};

/** Falx GA-15: for this ship's Attack actions, touching units are at Range 1 instead of Range 0. */
const touchingRange1: EffectHandler = {
  id: 'touching-counts-range-1',
  describe: "For this ship's Attack actions, units whose bases touch it are at Range 1.",
  attackRange(_ctx, _target, range, _src, purpose) {
    return range === 0 && (purpose ?? 'attack') === 'attack' ? 1 : range;
  },
};

/** LS Eye: own Attack and Launch actions whose maximum range is {minRange}+ reach {amount} band further (at most {maxRange}). */
const extendRange: EffectHandler = {
  id: 'extend-range',
  describe:
    'Own Attack and Launch actions with maximum range {minRange}+ get +{amount} range (max {maxRange}).',
  actionRange(_ctx, span, purpose, src) {
    if ((purpose !== 'attack' && purpose !== 'launch') || span[1] < num(src.params.minRange, 2))
      return span;
    return [
      span[0],
      Math.max(span[1], Math.min(span[1] + num(src.params.amount, 1), num(src.params.maxRange, 4))),
    ];
  },
};

/** Locust KLAW Stealth Craft: enemy Attack and Launch actions cannot target it at Range {minRange} or further. */
const untargetable: EffectHandler = {
  id: 'untargetable-at-range-3-plus',
  describe:
    'Enemy Attack and Launch actions cannot target this ship at Range {minRange} or further.',
  targetable(_ctx, attacker, range, src, purpose) {
    const p = purpose ?? 'attack';
    if ((p !== 'attack' && p !== 'launch') || attacker.side === src.ship.side) return true;
    return range < num(src.params.minRange, 3);
  },
};

/** All targeting effects. */
export const targetingEffects: EffectHandler[] = [
  reduceHitNumber,
  noFlankBonus,
  flankAsRear,
  touchingRange1,
  extendRange,
  untargetable,
];
