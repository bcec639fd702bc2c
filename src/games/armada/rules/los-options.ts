/**
 * The line-of-sight options of a game's rules switches: squadron LOS points (Q9) and the Learn to
 * Play's game without line of sight (P8 `learningRules: ltp`).
 */
import type { EngineCtx } from '../engine/context.js';
import type { LosOptions } from '../geometry/line-of-sight.js';
import type { ArmadaRules } from '../state/types.js';

/** The LOS options of a set of rules switches. */
export function losOptionsOf(rules: ArmadaRules): LosOptions {
  return { squadronLos: rules.squadronLos, ignoreLos: rules.learningRules === 'ltp' };
}

/** The LOS options of the game being played. */
export const losOptions = (ctx: EngineCtx): LosOptions => losOptionsOf(ctx.state.rules);
