/**
 * Effect handlers of the automated (AI) ships: the AI-only passives and AI card texts of
 * ai-decks.yaml, and fallbacks for shared effect ids the automated chassis cards reuse.
 *
 * A fallback is registered only when no other module registered a handler for its id
 * (effects/index.ts registers these last). Fallbacks act for automated ships only and throw
 * when a part-card ship reaches them, so a missing part-card handler still fails loudly.
 */
import type { ArcId } from '../content/types.js';
import { diskInArc } from '../geometry/arcs.js';
import { dealDamage, setEvasion } from '../rules/damage.js';
import { antiMissileDestroys, placeHeatOnEnemy } from '../rules/missiles.js';
import type { EngineCtx } from '../engine/context.js';
import type { ShipState } from '../state/types.js';
import { effectHandler, type EffectHandler } from './registry.js';

const num = (v: unknown, d: number): number => (typeof v === 'number' ? v : d);

/** Whether `target` is (partly) in `arc` of `s` (AI measurement: boundary contact counts). */
function targetInArc(ctx: EngineCtx, s: ShipState, target: ShipState, arc: ArcId): boolean {
  const k = ctx.state.table;
  return diskInArc(s.pose!, arc, target.pose!, k.baseDiameter / 2, k.lineArcWidth, k.epsilon);
}

// ------------------------------------------------------------------ AI-only effects

/** Sabre XF-23 automated chassis: applied by the AI critical hit table. */
const critRollBlank: EffectHandler = {
  id: 'ai-crit-roll-blank-without-special-damage',
  describe: 'While this AI ship has no special damage tokens, its critical hit location rolls count as B (applied by ai/crit-table.ts).',
};

/** Scarab Attack Striker automated chassis: applied where the AI ship gains special damage tokens. */
const discardFirstToken: EffectHandler = {
  id: 'ai-discard-first-special-damage',
  describe: 'Once per game, the first special damage token this AI ship would receive is discarded (applied by ai/crit-table.ts).',
};

/** Wasp Cockpit reaction on AI cards: before attacking, the target loses evasion. */
const reduceEvasionBeforeAttack: EffectHandler = {
  id: 'ai-reduce-target-evasion-before-attack',
  describe: 'AI card reaction: before each Attack action, reduce the target\'s evasion by {amount} (only if it is in the {targetInArc} arc, when given).',
  attackModifiers(ctx, atk, src, role) {
    if (role !== 'attacker' || atk.kind !== 'attack' || atk.attacker !== src.ship) return;
    const arc = src.params.targetInArc as ArcId | undefined;
    if (arc && !targetInArc(ctx, src.ship, atk.defender, arc)) return;
    setEvasion(ctx, atk.defender, atk.defender.evasion - num(src.params.amount, 1), 'ai-reaction');
  },
};

/** AI row text "Target gains 1 heat": once, when the attack hits (rulebook "AI Ships Dealing Heat" picks the part). */
const targetGainsHeat: EffectHandler = {
  id: 'ai-target-gains-heat',
  describe: 'AI row: after this Attack action hits at least once, the target gains {amount} heat.',
  afterAttack(ctx, atk, src, role) {
    if (role !== 'attacker' || atk.kind !== 'attack' || atk.attacker !== src.ship || atk.hits < 1 || atk.defender.destroyed) return;
    for (let i = 0; i < num(src.params.amount, 1); i++) placeHeatOnEnemy(ctx, atk.defender, src.ship, 'ai-target-gains-heat');
  },
};

/** The AI-only handlers. */
export const aiEffects: EffectHandler[] = [critRollBlank, discardFirstToken, reduceEvasionBeforeAttack, targetGainsHeat];

// ------------------------------------------------------------------ fallbacks for shared ids

/** Fallbacks act for automated ships only. */
function aiOnly(id: string, s: ShipState | null): void {
  if (!s?.ai) throw new Error(`effect "${id}" has only its automated-ship fallback (effects/ai-effects.ts); register a part-card handler`);
}

const untargetable: EffectHandler = {
  id: 'untargetable-at-range-3-plus',
  describe: 'Enemy Attack and Launch actions cannot target this ship at Range {minRange} or further.',
  targetable(_ctx, attacker, range, src, purpose) {
    if (attacker.side === src.ship.side || range < num(src.params.minRange, 3) || (purpose !== 'attack' && purpose !== 'launch')) return true;
    aiOnly('untargetable-at-range-3-plus', src.ship);
    return false;
  },
};

const collisionBonus: EffectHandler = {
  id: 'ram-collision-bonus-damage',
  describe: 'In a collision or Ram, the other ship takes +{amount} damage ({requiresDamage}: only if this ship dealt some; {onlyAsMover}: only as the mover).',
  collision(_ctx, col, src, role) {
    if (col.phase !== 'results' || col.noRoll || (src.params.onlyAsMover === true && role !== 'mover')) return;
    const dealt = role === 'mover' ? col.damageToOther : col.damageToMover;
    if (src.params.requiresDamage === true && dealt < 1) return;
    aiOnly('ram-collision-bonus-damage', src.ship);
    if (role === 'mover') col.damageToOther += num(src.params.amount, 1);
    else col.damageToMover += num(src.params.amount, 1);
  },
  afterAttack(ctx, atk, src, role) {
    if (role !== 'attacker' || atk.kind !== 'ram' || atk.attacker !== src.ship || atk.defender.destroyed) return;
    if (src.params.requiresDamage === true && atk.damage < 1) return;
    aiOnly('ram-collision-bonus-damage', src.ship);
    dealDamage(ctx, atk.defender, num(src.params.amount, 1), { kind: 'ram', by: src.ship.id, part: atk.part, source: 'ram bonus' });
  },
};

const reduceHitNumber: EffectHandler = {
  id: 'reduce-hit-number',
  describe: 'Own Attack actions get hit number -{amount} ({targetRange} / {targetInArc} restrict when).',
  attackModifiers(ctx, atk, src, role) {
    if (role !== 'attacker' || atk.kind !== 'attack' || atk.attacker !== src.ship) return;
    const span = src.params.targetRange as [number, number] | undefined;
    if (span && (atk.range < span[0] || atk.range > span[1])) return;
    const arc = src.params.targetInArc as ArcId | undefined;
    if (arc && !targetInArc(ctx, src.ship, atk.defender, arc)) return;
    aiOnly('reduce-hit-number', src.ship);
    atk.hitModifier -= num(src.params.amount, 1);
  },
};

const noFlankBonus: EffectHandler = {
  id: 'no-flank-rear-hit-bonus',
  describe: 'Attackers get no Flank/Rear hit-number bonus against this ship.',
  attackModifiers(_ctx, atk, src, role) {
    if (role !== 'defender' || atk.defender !== src.ship) return;
    aiOnly('no-flank-rear-hit-bonus', src.ship);
    atk.ignoreFlankBonus = true;
  },
};

const critExtraDamage: EffectHandler = {
  id: 'crit-extra-damage',
  describe: 'Each critical hit of this ship\'s Attack actions deals +{amount} damage.',
  attackModifiers(_ctx, atk, src, role) {
    if (role !== 'attacker' || atk.kind !== 'attack' || atk.attacker !== src.ship) return;
    aiOnly('crit-extra-damage', src.ship);
    atk.extraPerCrit += num(src.params.amount, 1);
  },
};

const flankAsRear: EffectHandler = {
  id: 'flank-counts-as-rear',
  describe: 'Attacks against a target\'s Flank count as from the Rear (an AI ship always takes it).',
  attackModifiers(_ctx, atk, src, role) {
    if (role !== 'attacker' || atk.kind !== 'attack' || atk.attacker !== src.ship || atk.position !== 'flank') return;
    aiOnly('flank-counts-as-rear', src.ship);
    atk.position = 'rear';
  },
};

const touchingRange1: EffectHandler = {
  id: 'touching-counts-range-1',
  describe: 'For this ship\'s attacks, touching units are at Range 1.',
  attackRange(_ctx, _target, range, src) {
    if (range !== 0) return range;
    aiOnly('touching-counts-range-1', src.ship);
    return 1;
  },
};

const terrainEntryEvade: EffectHandler = {
  id: 'terrain-entry-evade',
  describe: 'Each time this ship enters a terrain tile it gains +{amount} Evasion.',
  enteredTerrain(ctx, _tile, src) {
    aiOnly('terrain-entry-evade', src.ship);
    setEvasion(ctx, src.ship, src.ship.evasion + num(src.params.amount, 1), 'terrain-entry-evade');
  },
};

const rerollAntiMissile: EffectHandler = {
  id: 'reroll-anti-missile-dice',
  describe: 'Anti-missile rolls of this ship reroll up to {max} missed die (an AI ship rerolls its first misses).',
  modifyAntiMissile(ctx, am, src) {
    if (am.ship !== src.ship) return;
    aiOnly('reroll-anti-missile-dice', src.ship);
    let left = num(src.params.max, 1);
    for (let i = 0; i < am.rolls.length && left > 0; i++) {
      if (am.rerolled[i] || antiMissileDestroys(am.rolls[i]!, am.quality[i]!)) continue;
      am.rolls[i] = ctx.rng.d10();
      am.rerolled[i] = true;
      left--;
    }
  },
};

const allHitsCrit: EffectHandler = {
  id: 'convert-all-hits-to-crit',
  describe: 'Every hit of this attack (or missile token) is a critical hit.',
  attackModifiers(_ctx, atk, src, role) {
    if (role !== 'attacker' || atk.attacker !== src.ship) return;
    aiOnly('convert-all-hits-to-crit', src.ship);
    atk.allHitsCrit = true;
  },
  missileImpact(_ctx, atk) {
    aiOnly('convert-all-hits-to-crit', atk.attacker);
    atk.allHitsCrit = true;
  },
};

const heatPerHit: EffectHandler = {
  id: 'place-heat-per-hit',
  describe: 'For each hit, {amount} heat on one face-up part of the target without heat.',
  afterAttack(ctx, atk, src, role) {
    const by = atk.kind === 'missile' ? atk.attacker : src.ship;
    if (role !== 'attacker' || !by || (atk.kind !== 'missile' && atk.attacker !== src.ship)) return;
    aiOnly('place-heat-per-hit', by);
    for (let i = 0; i < atk.hits && !atk.defender.destroyed; i++) placeHeatOnEnemy(ctx, atk.defender, by, 'place-heat-per-hit', num(src.params.amount, 1));
  },
};

const damageTargetSize: EffectHandler = {
  id: 'damage-equals-target-size',
  describe: 'This missile token\'s damage per hit equals the target ship\'s size.',
  missileImpact(_ctx, atk) {
    aiOnly('damage-equals-target-size', atk.attacker);
    atk.damagePerHit = atk.defender.size;
  },
};

/** Fallbacks for shared ids (registered only where no other handler is). */
export const aiFallbackEffects: EffectHandler[] = [
  untargetable, collisionBonus, reduceHitNumber, noFlankBonus, critExtraDamage, flankAsRear, touchingRange1,
  terrainEntryEvade, rerollAntiMissile, allHitsCrit, heatPerHit, damageTargetSize,
];

/** True while the handler registered for `id` is this module's automated-ship fallback (no part-card handler yet). */
export function isAiFallback(id: string): boolean {
  const mine = aiFallbackEffects.find((h) => h.id === id);
  if (!mine) return false;
  try {
    return effectHandler(id) === mine;
  } catch {
    return false;
  }
}
