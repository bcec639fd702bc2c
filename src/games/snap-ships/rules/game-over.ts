/**
 * Victory conditions of the destruction formats (duel, dogfights): the game ends
 * when at most one side has ships left (undeployed ships count as left). A scenario's
 * end condition replaces this rule.
 */
import type { EngineCtx } from '../engine/context.js';

/** Scenario hook: decides the end of the game instead of the destruction rule (null: not over). */
export type EndCondition = (ctx: EngineCtx) => { winner: number | null; reason: string } | null;

/** Sets `state.over` when the game has ended; returns true if over. */
export function checkGameOver(ctx: EngineCtx): boolean {
  const st = ctx.state;
  if (st.over) return true;
  if (ctx.endCondition) {
    const custom = ctx.endCondition(ctx);
    if (custom) st.over = custom;
    return !!custom;
  }
  const alive = new Set<number>();
  for (const s of st.ships) if (!s.destroyed) alive.add(s.side);
  if (alive.size <= 1) {
    st.over = { winner: alive.size === 1 ? [...alive][0]! : null, reason: alive.size === 1 ? 'destroyed' : 'mutual-destruction' };
    return true;
  }
  return false;
}
