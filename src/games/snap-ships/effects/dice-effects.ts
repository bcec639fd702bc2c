/**
 * Effects that reroll or change dice (attack step 5, missile step 4, collisions).
 * Each player may reroll each die once; the attacker's effects resolve first.
 */
import { BLANK, CRIT } from '../../../core/rng.js';
import { decide } from '../engine/context.js';
import { countHits, rerollDie } from '../rules/attack.js';
import { disablePart } from '../rules/damage.js';
import { payCost } from '../rules/actions.js';
import { isHit } from '../rules/attack-math.js';
import type { AttackCtx } from './hook-types.js';
import { reactionAvailable } from './active-effects.js';
import type { EffectHandler } from './registry.js';
import { num } from './effect-helpers.js';

const inRange = (r: number, span: unknown): boolean =>
  !Array.isArray(span) || (r >= (span[0] as number) && r <= (span[1] as number));

/** Indices of dice that miss (worst first: blanks, then low numbers) not yet rerolled by `role`. */
export function missedDice(atk: AttackCtx, role: 'attacker' | 'defender'): number[] {
  const flags = role === 'attacker' ? atk.rerolledByAttacker : atk.rerolledByDefender;
  const idx = atk.rolls
    .map((_, i) => i)
    .filter(
      (i) =>
        !flags[i] &&
        !isHit(atk.convert8s && atk.rolls[i] === 8 ? CRIT : atk.rolls[i]!, atk.hitNumber),
    );
  return idx.sort((a, b) => atk.rolls[a]! - atk.rolls[b]!);
}

/** Indices of hitting non-critical dice not yet rerolled by `role`. */
export function nonCritHits(atk: AttackCtx, role: 'attacker' | 'defender'): number[] {
  const flags = role === 'attacker' ? atk.rerolledByAttacker : atk.rerolledByDefender;
  return atk.rolls
    .map((_, i) => i)
    .filter((i) => {
      const f = atk.rolls[i]!;
      return (
        !flags[i] && f !== CRIT && !(atk.convert8s && f === 8) && f !== BLANK && f >= atk.hitNumber
      );
    });
}

/** XF-25 Cockpit, HRK reaction: reroll up to `max` missed dice of your attack, paying power per die when `costPerDie` is set. */
const rerollAttackDice: EffectHandler = {
  id: 'reroll-attack-dice',
  describe:
    'Reaction when attacking: reroll up to {max} dice (optionally paying {costPerDie} power per die).',
  modifyDice(ctx, atk, src, role) {
    if (role !== 'attacker' || atk.kind !== 'attack' || atk.attacker !== src.ship) return;
    if (!inRange(atk.range, src.params.targetRange)) return;
    if (src.params.targetHasMissile && atk.defender.missiles.length === 0) return;
    const perDie = src.params.costPerDie as number | undefined;
    const fixed = src.ability.cost?.power ?? 0;
    if (!reactionAvailable(src, perDie ? perDie : fixed)) return;
    const misses = missedDice(atk, 'attacker');
    let max = Math.min(num(src.params.max, 1), misses.length);
    if (perDie) max = Math.min(max, Math.floor(src.ship.power / perDie));
    if (max <= 0) return;
    const options = Array.from({ length: max + 1 }, (_, i) => i);
    const n = decide(ctx, {
      kind: 'amount',
      ship: src.ship.id,
      side: src.ship.side,
      options,
      prompt: `${src.ship.parts[src.part]?.id}: reroll how many missed dice?`,
      context: { rolls: atk.rolls, hitNumber: atk.hitNumber },
    });
    if (n === 0) return;
    // Chassis abilities and AI card reactions (part -1) have no card to put cubes on.
    if (src.part >= 0)
      payCost(
        ctx,
        src.ship,
        src.part,
        perDie ? perDie * n : fixed,
        src.ability.cost?.heat ?? 0,
        `${src.ship.parts[src.part]!.id} reaction`,
      );
    for (const i of misses.slice(0, n)) rerollDie(ctx, atk, i, 'attacker');
  },
};

/** Scarab KLAW Jammer: when defending at the listed ranges, reroll up to `max` non-critical hits. */
const defenderRerollNonCrit: EffectHandler = {
  id: 'defender-reroll-non-crit',
  describe: 'When defending at the listed range: reroll up to {max} non-critical result.',
  modifyDice(ctx, atk, src, role) {
    if (role !== 'defender' || atk.defender !== src.ship || atk.kind !== 'attack') return;
    if (!inRange(atk.range, src.params.attackRange)) return;
    defenderReroll(ctx, atk, src.ship, num(src.params.max, 1), 'reroll a hit?');
  },
};

/** Scarab KLAW Jammer: when resolving missile impacts, reroll one non-critical result per missile type. */
const missileImpactReroll: EffectHandler = {
  id: 'missile-impact-reroll-non-crit',
  describe:
    'When resolving missile impacts: reroll up to {perType} non-critical result per missile type.',
  modifyDice(ctx, atk, src, role) {
    if (role !== 'defender' || atk.defender !== src.ship || atk.kind !== 'missile') return;
    defenderReroll(ctx, atk, src.ship, num(src.params.perType, 1), 'reroll a missile hit?');
  },
};

function defenderReroll(
  ctx: Parameters<NonNullable<EffectHandler['modifyDice']>>[0],
  atk: AttackCtx,
  s: AttackCtx['defender'],
  max: number,
  prompt: string,
): void {
  for (let k = 0; k < max; k++) {
    const hits = nonCritHits(atk, 'defender');
    if (hits.length === 0) return;
    if (
      !decide(ctx, {
        kind: 'use-effect',
        ship: s.id,
        side: s.side,
        options: [true, false],
        prompt,
        context: { rolls: atk.rolls, hitNumber: atk.hitNumber },
      })
    )
      return;
    rerollDie(ctx, atk, hits[0]!, 'defender');
  }
}

/** ECM Fin: when defending against an attack or resolving missile impacts, reroll all dice, then disable this part. */
const rerollAllThenDisable: EffectHandler = {
  id: 'reroll-all-defending-dice-then-disable',
  describe:
    'Reaction when defending or resolving missile impacts: reroll all dice, then disable this part.',
  modifyDice(ctx, atk, src, role) {
    if (
      role !== 'defender' ||
      atk.defender !== src.ship ||
      (atk.kind !== 'attack' && atk.kind !== 'missile')
    )
      return;
    if (!reactionAvailable(src) || atk.hits === 0) return;
    if (
      !decide(ctx, {
        kind: 'use-effect',
        ship: src.ship.id,
        side: src.ship.side,
        options: [true, false],
        prompt: 'ECM: reroll all dice?',
        context: { rolls: atk.rolls, hitNumber: atk.hitNumber },
      })
    )
      return;
    for (let i = 0; i < atk.rolls.length; i++) rerollDie(ctx, atk, i, 'defender');
    disablePart(ctx, src.ship, src.part, null);
  },
};

/** MX Massdriver Shotgun: a rolled 8 counts as a critical hit. */
const convert8s: EffectHandler = {
  id: 'convert-8s-to-crit',
  describe: 'Each die showing 8 on this attack counts as a critical hit.',
  attackModifiers(_ctx, atk, src, role) {
    if (role === 'attacker' && atk.attacker === src.ship) atk.convert8s = true;
  },
};

/** Scarab KLAW Interceptor: during a collision or ram, reroll up to `max` of its own missed dice (always worth it, so taken automatically). */
const rerollCollisionDie: EffectHandler = {
  id: 'reroll-collision-die',
  describe: 'During a collision or Ram: reroll up to {max} of your own missed dice.',
  collision(ctx, col, src, role) {
    if (col.phase !== 'roll') return;
    const rolls = role === 'mover' ? col.moverRolls : col.otherRolls;
    let left = num(src.params.max, 1);
    for (let i = 0; i < rolls.length && left > 0; i++) {
      if (rolls[i] !== CRIT && rolls[i]! < 5) {
        rolls[i] = ctx.rng.d10();
        left--;
      }
    }
  },
  modifyDice(ctx, atk, src, role) {
    if (role !== 'attacker' || atk.kind !== 'ram' || atk.attacker !== src.ship) return;
    const misses = missedDice(atk, 'attacker').slice(0, num(src.params.max, 1));
    for (const i of misses) rerollDie(ctx, atk, i, 'attacker');
    countHits(atk);
  },
};

/** All dice effects. */
export const diceEffects: EffectHandler[] = [
  rerollAttackDice,
  defenderRerollNonCrit,
  missileImpactReroll,
  rerollAllThenDisable,
  convert8s,
  rerollCollisionDie,
];
