/**
 * 1. Determine Target (rulebook "Activating AI Ships"): the only enemy ship, or among
 * several, the criteria in order, each narrowing the candidates when some meet it:
 * (a) base not touching the AI ship, (b) in its front 90° arc, (c) physically nearest,
 * (d) lowest Evasion. A tie left after (d) is settled by a die roll (the game's stream).
 * The target stays fixed for the whole activation. A scenario may choose among other
 * candidates (Asteroid Scramble resources, Beacon Rush beacons: ctx.scenarioRules.aiTarget),
 * using the same criteria as tie-breaks.
 */
import type { EngineCtx } from '../engine/context.js';
import { enemiesInPlay } from '../engine/context.js';
import { diskInArc } from '../geometry/arcs.js';
import { baseDistance, basesTouch } from '../geometry/range.js';
import type { ShipState } from '../state/types.js';
import { radius } from './measure.js';

/** Keeps the candidates meeting `test`, when at least one does. */
function narrow(list: ShipState[], test: (s: ShipState) => boolean): ShipState[] {
  const kept = list.filter(test);
  return kept.length > 0 ? kept : list;
}

/** The AI ship's target for this activation (null when no enemy ship is in play). */
export function chooseTarget(ctx: EngineCtx, s: ShipState): ShipState | null {
  const custom = ctx.scenarioRules?.aiTarget?.(ctx, s);
  if (custom !== undefined) return custom;
  return chooseAmong(ctx, s, enemiesInPlay(ctx, s));
}

/**
 * Criteria (a)–(d) and the die roll among `candidates` (a scenario's non-ship target is
 * measured with its own radius).
 */
export function chooseAmong(
  ctx: EngineCtx,
  s: ShipState,
  candidates: ShipState[],
): ShipState | null {
  const k = ctx.state.table;
  const r = radius(k);
  let list = candidates;
  if (list.length <= 1) return list[0] ?? null;
  const touches = (t: ShipState): boolean =>
    t.radius === undefined
      ? basesTouch(s.pose!, t.pose!, r, k.epsilon)
      : Math.hypot(t.pose!.x - s.pose!.x, t.pose!.y - s.pose!.y) <= r + t.radius + k.epsilon;
  list = narrow(list, (t) => !touches(t));
  list = narrow(list, (t) =>
    diskInArc(s.pose!, 'front-90', t.pose!, t.radius ?? r, k.lineArcWidth, k.epsilon),
  );
  const dist = (t: ShipState): number =>
    t.radius === undefined
      ? baseDistance(s.pose!, t.pose!, r)
      : Math.max(0, Math.hypot(t.pose!.x - s.pose!.x, t.pose!.y - s.pose!.y) - r - t.radius);
  const nearest = Math.min(...list.map(dist));
  list = list.filter((t) => dist(t) <= nearest + k.epsilon);
  const lowest = Math.min(...list.map((t) => t.evasion));
  list = list.filter((t) => t.evasion === lowest);
  return list.length === 1 ? list[0]! : ctx.rng.pick(list);
}
