/**
 * AI ship heat and damage (rulebook "AI Ships Suffering Critical Hits", "Special Damage
 * Token Effects", "AI Ships Gaining Heat"): a critical hit rolls on the deck's critical hit
 * table (-1 action token, critical damage token, extra damage) and turns the heat kept with
 * the deck into damage; at its next activation every 2 heat removed give a -1 action token.
 */
import { BLANK, CRIT } from '../../../core/rng.js';
import type { CritFace } from '../content/ai-schema.js';
import type { EngineCtx } from '../engine/context.js';
import { log } from '../engine/context.js';
import { dealDamage } from '../rules/damage.js';
import type { ShipState } from '../state/types.js';
import { hasAiEffect } from './abilities.js';
import { aiDeck } from './deck.js';

/** A special damage token. */
export type SpecialToken = 'minus-action' | 'critical-damage';

/** The table key of a die face ("B" for the blank, "crit" for the critical face). */
export function critFace(roll: number): CritFace {
  if (roll === BLANK) return 'B';
  if (roll === CRIT) return 'crit';
  return String(roll) as CritFace;
}

/** Special damage tokens an AI ship holds. */
export function specialTokens(s: ShipState): number {
  return s.ai!.minusAction + s.ai!.criticalDamage;
}

/** Gives a special damage token (the Attack Striker discards its first one of the game). */
export function gainToken(ctx: EngineCtx, s: ShipState, token: SpecialToken, source: string): void {
  const ai = s.ai!;
  if (
    hasAiEffect(ctx, s, 'ai-discard-first-special-damage') &&
    !ai.flags.includes('discarded-first-token')
  ) {
    ai.flags.push('discarded-first-token');
    log(ctx, () => `${s.name} discards its first special damage token (${token}, ${source})`);
    return;
  }
  if (token === 'minus-action') ai.minusAction++;
  else ai.criticalDamage++;
  log(
    ctx,
    () =>
      `${s.name} gains a ${token} token (${source}); ${ai.minusAction} -1 action, ${ai.criticalDamage} critical damage`,
  );
}

/**
 * One critical hit on an AI ship: roll the location, apply the table entry (the Sabre
 * XF-23 reads the roll as B while it has no special damage tokens), then the heat kept with
 * the deck deals 1 damage per cube and is removed.
 */
export function aiCrit(ctx: EngineCtx, s: ShipState, attacker: ShipState | null): void {
  if (s.destroyed) return;
  const ai = s.ai!;
  const roll = ctx.rng.d10();
  const face =
    hasAiEffect(ctx, s, 'ai-crit-roll-blank-without-special-damage') && specialTokens(s) === 0
      ? 'B'
      : critFace(roll);
  ctx.emit({ type: 'crit', ship: s.id, roll, part: null, chooser: 'roll' });
  const by = attacker?.id ?? null;
  for (const o of aiDeck(ctx.content, s).criticalHits[face]) {
    if (s.destroyed) return;
    if (o === 'minus-action' || o === 'critical-damage')
      gainToken(ctx, s, o, `critical hit ${face}`);
    else
      dealDamage(ctx, s, o.damage, {
        kind: 'effect',
        by,
        part: null,
        source: `critical hit table ${face}`,
      });
  }
  if (ai.heat > 0 && !s.destroyed) {
    const heat = ai.heat;
    ai.heat = 0;
    dealDamage(ctx, s, heat, { kind: 'heat', by, part: null, source: 'heat on a critical hit' });
  }
}

/** Start of an activation: the heat kept with the deck returns to the supply; every 2 cubes give a -1 action token. */
export function removeHeatAtActivation(ctx: EngineCtx, s: ShipState): void {
  const ai = s.ai!;
  const heat = ai.heat;
  ai.heat = 0;
  for (let i = 0; i < Math.floor(heat / 2); i++) gainToken(ctx, s, 'minus-action', 'heat');
}
