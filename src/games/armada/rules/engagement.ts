/**
 * Engagement (RRG16 "Engagement"; Q3, V11): a squadron at distance 1 of enemy squadrons, with
 * line of sight between them not obstructed, is engaged with them. Engaged squadrons cannot move
 * and must attack squadrons rather than ships; escort (Q6) limits which squadrons they may attack.
 */
import type { EngineCtx } from '../engine/context.js';
import { squadronsEngaged } from '../geometry/line-of-sight.js';
import type { SquadronState } from '../state/types.js';
import { losOptions } from './los-options.js';

/** Quick reject: centres farther apart than two radii plus distance 1 cannot be engaged. */
function nearEnough(ctx: EngineCtx, a: SquadronState, b: SquadronState): boolean {
  const t = ctx.table;
  const reach = t.squadronBase.diameter + t.distanceBands.values[0] + t.epsilon;
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return dx * dx + dy * dy <= reach * reach;
}

/** True if the two (enemy) squadrons are engaged. */
export function engagedPair(ctx: EngineCtx, a: SquadronState, b: SquadronState): boolean {
  if (a.side === b.side || a.destroyed || b.destroyed || !nearEnough(ctx, a, b)) return false;
  return squadronsEngaged(
    ctx.geo.squadron(a),
    ctx.geo.squadron(b),
    ctx.geo.scene(),
    ctx.table,
    losOptions(ctx),
  );
}

/** The enemy squadrons engaged with `sq`. */
export function engagedWith(ctx: EngineCtx, sq: SquadronState): SquadronState[] {
  const out: SquadronState[] = [];
  if (sq.destroyed) return out;
  for (const o of ctx.state.squadrons) if (engagedPair(ctx, sq, o)) out.push(o);
  return out;
}

/** True if `sq` is engaged with at least one enemy squadron. */
export function isEngaged(ctx: EngineCtx, sq: SquadronState): boolean {
  if (sq.destroyed) return false;
  for (const o of ctx.state.squadrons) if (engagedPair(ctx, sq, o)) return true;
  return false;
}

/** True if the squadron card has the keyword (Q6). */
export function hasKeyword(ctx: EngineCtx, sq: SquadronState, keyword: string): boolean {
  return (
    (ctx.content.squadrons[sq.card]?.keywords as readonly string[] | undefined)?.includes(
      keyword,
    ) ?? false
  );
}
