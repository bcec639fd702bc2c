/**
 * Victory conditions of the destruction formats (duel, dogfights): the game ends
 * when at most one side has ships left (undeployed ships count as left). A scenario's
 * end condition replaces this rule.
 */
import type { EngineCtx } from '../engine/context.js';

export type { EndCondition } from '../engine/context.js';

/** Sets `state.over` when the game has ended; returns true if over. */
export function checkGameOver(ctx: EngineCtx): boolean {
  const st = ctx.state;
  if (st.over) return true;
  if (ctx.endCondition) {
    const custom = ctx.endCondition(ctx);
    if (custom) st.over = custom;
    return !!custom;
  }
  // The side of the first ship left, and whether another side has one too (no allocation: this runs after every event that can destroy).
  let side = -1;
  for (const s of st.ships) {
    if (s.destroyed) continue;
    if (side < 0) side = s.side;
    else if (s.side !== side) return false;
  }
  st.over = {
    winner: side >= 0 ? side : null,
    reason: side >= 0 ? 'destroyed' : 'mutual-destruction',
  };
  return true;
}
