/**
 * Effects that reach beyond their own ship: auras on friendly ships ("you or a friendly
 * ship within Range 1"), reactions to other ships' rolls ("an enemy ship within Range 2")
 * and terrain denial. The rules call these helpers; each handler checks its own side
 * and range.
 */
import type { EngineCtx } from '../engine/context.js';
import { shipsInPlay } from '../engine/context.js';
import { baseDistance } from '../geometry/range.js';
import type { ShipState } from '../state/types.js';
import { forEachEffect } from './active-effects.js';
import type { EffectHandler, EffectSource } from './registry.js';

/** Calls `fn` for the live `hook` effects of every ship in play, the ships in `first` before the others. */
export function forEachEffectInPlay<K extends keyof EffectHandler>(
  ctx: EngineCtx,
  hook: K,
  fn: (h: EffectHandler, src: EffectSource) => void,
  first: ShipState[] = [],
): void {
  const rest = shipsInPlay(ctx).filter((o) => !first.includes(o));
  for (const s of [...first.filter((o) => o.pose && !o.destroyed), ...rest])
    forEachEffect(ctx, s, hook, fn);
}

/** True when some live `hook` effect on a ship in play answers true. */
export function anyEffectInPlay<K extends keyof EffectHandler>(
  ctx: EngineCtx,
  hook: K,
  test: (h: EffectHandler, src: EffectSource) => boolean,
): boolean {
  let yes = false;
  for (const s of shipsInPlay(ctx)) {
    forEachEffect(ctx, s, hook, (h, src) => {
      if (test(h, src)) yes = true;
      return yes;
    });
    if (yes) return true;
  }
  return false;
}

/** Other ships in play on `s`'s side. */
export function friendsOf(ctx: EngineCtx, s: ShipState): ShipState[] {
  return shipsInPlay(ctx).filter((o) => o !== s && o.side === s.side);
}

/** Whether two deployed ships are within range band `n` of each other (edge to edge, any direction). */
export function withinRange(ctx: EngineCtx, a: ShipState, b: ShipState, n: number): boolean {
  if (a === b) return true;
  if (!a.pose || !b.pose) return false;
  const k = ctx.state.table;
  return baseDistance(a.pose, b.pose, k.baseDiameter / 2) <= n * k.rangeBand + k.epsilon;
}
