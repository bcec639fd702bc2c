/**
 * 1. Determine Target (rulebook "Activating AI Ships"): the only enemy ship, or among
 * several, the criteria in order, each narrowing the candidates when some meet it:
 * (a) base not touching the AI ship, (b) in its front 90° arc, (c) physically nearest,
 * (d) lowest Evasion. A tie left after (d) is settled by a die roll (the game's stream).
 * The target stays fixed for the whole activation.
 */
import type { EngineCtx } from '../engine/context.js';
import { enemiesInPlay } from '../engine/context.js';
import { baseDistance, basesTouch } from '../geometry/range.js';
import type { ShipState } from '../state/types.js';
import { inArc, radius } from './measure.js';

/** Keeps the candidates meeting `test`, when at least one does. */
function narrow(list: ShipState[], test: (s: ShipState) => boolean): ShipState[] {
  const kept = list.filter(test);
  return kept.length > 0 ? kept : list;
}

/** The AI ship's target for this activation (null when no enemy ship is in play). */
export function chooseTarget(ctx: EngineCtx, s: ShipState): ShipState | null {
  const k = ctx.state.table;
  const r = radius(k);
  let list = enemiesInPlay(ctx, s);
  if (list.length <= 1) return list[0] ?? null;
  list = narrow(list, (t) => !basesTouch(s.pose!, t.pose!, r, k.epsilon));
  list = narrow(list, (t) => inArc(k, s.pose!, 'front-90', t.pose!));
  const dist = (t: ShipState): number => baseDistance(s.pose!, t.pose!, r);
  const nearest = Math.min(...list.map(dist));
  list = list.filter((t) => dist(t) <= nearest + k.epsilon);
  const lowest = Math.min(...list.map((t) => t.evasion));
  list = list.filter((t) => t.evasion === lowest);
  return list.length === 1 ? list[0]! : ctx.rng.pick(list);
}
