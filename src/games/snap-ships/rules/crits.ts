/**
 * Critical hits (rulebook "8. Resolve Critical Hits" and its exceptions).
 */
import { BLANK, CRIT } from '../../../core/rng.js';
import type { EngineCtx } from '../engine/context.js';
import { decide } from '../engine/context.js';
import { forEachEffect } from '../effects/active-effects.js';
import { forEachEffectInPlay } from '../effects/effects-in-play.js';
import type { CritCtx } from '../effects/hook-types.js';
import type { ShipState } from '../state/types.js';
import { disablePart } from './damage.js';

/** Parts that a crit may disable: face-up, and not a part that "cannot be disabled by critical hits" (Armored Thruster). */
export function critTargets(ctx: EngineCtx, s: ShipState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.parts.length; i++) {
    if (s.parts[i]!.disabled) continue;
    let immune = false;
    forEachEffect(
      ctx,
      s,
      'critImmune',
      (h, src) => (immune = immune || h.critImmune!(ctx, i, src)),
    );
    if (!immune) out.push(i);
  }
  return out;
}

/** Hook for automated ships, which use their deck's critical hit table instead of parts. */
export type AutomatedCritHandler = (
  ctx: EngineCtx,
  defender: ShipState,
  attacker: ShipState | null,
) => void;
let automatedCrit: AutomatedCritHandler | null = null;

/** Installs the automated-ship crit table handler (done by the AI module). */
export function setAutomatedCritHandler(h: AutomatedCritHandler): void {
  automatedCrit = h;
}

/**
 * Resolves one critical hit on `defender`. Effects that act "before a critical hit
 * location is rolled" go first; then the location roll (which "after it is rolled"
 * effects may adjust): a blank, an already disabled part, a part that cannot be
 * disabled by critical hits or a number outside the part cards lets the defender
 * choose; a crit face lets the attacker choose.
 */
export function resolveCrit(ctx: EngineCtx, defender: ShipState, attacker: ShipState | null): void {
  if (defender.destroyed) return;
  // Scenario rules may ignore critical hits (Beacon Rush "Non-Lethal Weapons") or act after each one (Asteroid Scramble "Carrying and Stealing Resources").
  const rules = ctx.scenarioRules;
  if (rules?.crit?.(ctx, defender, attacker)) return;
  resolveOneCrit(ctx, defender, attacker);
  rules?.afterCrit?.(ctx, defender, attacker);
}

/** One critical hit by the normal rules: the automated crit table, or a part location. */
function resolveOneCrit(ctx: EngineCtx, defender: ShipState, attacker: ShipState | null): void {
  if (defender.ai) {
    if (!automatedCrit) throw new Error('automated crit handler not installed');
    automatedCrit(ctx, defender, attacker);
    return;
  }
  const open = critTargets(ctx, defender);
  if (open.length === 0) return;
  const crit: CritCtx = { defender, attacker, chosen: null, chooser: 'effect' };
  forEachEffect(ctx, defender, 'beforeCritLocation', (h, src) =>
    h.beforeCritLocation!(ctx, crit, src),
  );
  let target: number;
  let roll = -1;
  if (crit.chosen !== null) {
    if (crit.chosen < 0) {
      ctx.emit({ type: 'crit', ship: defender.id, roll, part: null, chooser: 'effect' });
      return;
    }
    target = crit.chosen;
  } else {
    roll = ctx.rng.d10();
    // "After a critical hit location is rolled" reactions of any ship (S-8 Exact) may change a numbered result.
    crit.roll = roll;
    forEachEffectInPlay(ctx, 'afterCritRoll', (h, src) => h.afterCritRoll!(ctx, crit, src));
    const numbered = crit.adjusted || (roll !== BLANK && roll !== CRIT);
    roll = crit.roll;
    const byRoll = numbered && roll >= 1 && roll <= defender.parts.length ? roll - 1 : -1;
    if (!crit.adjusted && roll === CRIT && attacker) {
      crit.chooser = 'attacker';
      target = decide(ctx, {
        kind: 'crit-location',
        ship: attacker.id,
        side: attacker.side,
        options: open,
        prompt: `critical hit on ${defender.name}: choose a part`,
        context: { defender: defender.id },
      });
    } else if (byRoll >= 0 && open.includes(byRoll)) {
      crit.chooser = 'roll';
      target = byRoll;
    } else {
      crit.chooser = 'defender';
      target = decide(ctx, {
        kind: 'crit-location',
        ship: defender.id,
        side: defender.side,
        options: open,
        prompt: `critical hit: choose a part to disable`,
      });
    }
  }
  ctx.emit({
    type: 'crit',
    ship: defender.id,
    roll,
    part: defender.parts[target]!.id,
    chooser: crit.chooser,
  });
  disablePart(ctx, defender, target, attacker?.id ?? null);
}
