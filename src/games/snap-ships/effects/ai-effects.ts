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
import { UNTIL_ACTIVATION, type ShipState } from '../state/types.js';
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
  describe:
    'While this AI ship has no special damage tokens, its critical hit location rolls count as B (applied by ai/crit-table.ts).',
};

/** Scarab Attack Striker automated chassis: applied where the AI ship gains special damage tokens. */
const discardFirstToken: EffectHandler = {
  id: 'ai-discard-first-special-damage',
  describe:
    'Once per game, the first special damage token this AI ship would receive is discarded (applied by ai/crit-table.ts).',
};

/** Wasp Cockpit reaction on AI cards: before attacking, the target loses evasion. */
const reduceEvasionBeforeAttack: EffectHandler = {
  id: 'ai-reduce-target-evasion-before-attack',
  describe:
    "AI card reaction: before each Attack action, reduce the target's evasion by {amount} (only if it is in the {targetInArc} arc, when given).",
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
    if (
      role !== 'attacker' ||
      atk.kind !== 'attack' ||
      atk.attacker !== src.ship ||
      atk.hits < 1 ||
      atk.defender.destroyed
    )
      return;
    for (let i = 0; i < num(src.params.amount, 1); i++)
      placeHeatOnEnemy(ctx, atk.defender, src.ship, 'ai-target-gains-heat');
  },
};

/** The AI-only handlers. */
/**
 * A generated deck's reading of "When you take any amount of damage: reduce the total by
 * {amount}" (Small Deflector, K2 Small Deflector, Reaper Cockpit). A player ship pays the
 * printed cost on the part, and the cube blocks the reaction until its next vent step
 * ("Three Key Rules"), so it works once between its activations; the automated ship gets the
 * same once, and gains the printed heat ("AI Ships Gaining Heat": kept with its deck).
 */
const reduceDamageOnce: EffectHandler = {
  id: 'ai-reduce-damage-taken-once',
  describe:
    'Automated ship: once between its activations, when it takes any amount of damage, reduce that total by {amount} and gain {heat} heat.',
  damageTaken(ctx, dmg, src) {
    const s = src.ship;
    // One flag per reaction box (the Reaper's carries its heat, a Deflector's none).
    const flag = `${UNTIL_ACTIVATION}reduce-damage:${JSON.stringify(src.params)}`;
    if (!s.ai || dmg.amount <= 0 || s.ai.flags.includes(flag)) return;
    s.ai.flags.push(flag);
    dmg.amount -= num(src.params.amount, 1);
    const heat = num(src.params.heat, 0);
    if (heat > 0) placeHeatOnEnemy(ctx, s, null, 'ai-reduce-damage-taken-once', heat);
  },
};

export const aiEffects: EffectHandler[] = [
  critRollBlank,
  discardFirstToken,
  reduceEvasionBeforeAttack,
  targetGainsHeat,
  reduceDamageOnce,
];
