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
import { setEvasion } from '../rules/damage.js';
import { placeHeatOnEnemy } from '../rules/missiles.js';
import type { EngineCtx } from '../engine/context.js';
import type { ShipState } from '../state/types.js';
import type { EffectHandler } from './registry.js';
import { num } from './effect-helpers.js';


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
