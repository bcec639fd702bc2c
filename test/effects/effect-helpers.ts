/**
 * Shared helpers for the effect scenario tests: perform a part action by part id and
 * header, pick events by type, script decisions by kind.
 */
import type { EngineCtx } from '../../src/games/snap-ships/engine/context.js';
import type { Decision } from '../../src/games/snap-ships/engine/decisions.js';
import { performAction } from '../../src/games/snap-ships/rules/actions.js';
import type { GameEvent } from '../../src/games/snap-ships/state/events.js';
import type { MissileToken, ShipState } from '../../src/games/snap-ships/state/types.js';
import { abilityIndex, partIndex, type Script } from '../helpers/stage.js';

/** Performs the `nth` ability with `header` on part `part` of `s`. */
export function act(ctx: EngineCtx, s: ShipState, part: string, header: string, nth = 0): void {
  performAction(ctx, s, {
    part: partIndex(s, part),
    ability: abilityIndex(ctx, s, part, header, nth),
  });
}

/** Events of one type. */
export function eventsOf<T extends GameEvent['type']>(
  events: GameEvent[],
  type: T,
): Array<Extract<GameEvent, { type: T }>> {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** A script answering by decision kind (a function per kind, or a fixed value); other kinds take option 0. */
export function byKind(
  answers: Partial<
    Record<Decision['kind'], ((d: Decision) => ReturnType<Script>) | { value: unknown }>
  >,
): Script {
  return (d) => {
    const a = answers[d.kind];
    if (a === undefined) return undefined;
    return typeof a === 'function' ? a(d) : a;
  };
}

/** `n` standard missile tokens of `kind` launched by `from`. */
export function tokens(kind: 'light' | 'heavy' | 'heat', n: number, from: string): MissileToken[] {
  return Array.from({ length: n }, () => ({ kind, from, part: 'test' }));
}

/** Index of the collision placement nearest to `p` (for 'collision-place' decisions). */
export function nearestPlacement(d: Decision, p: { x: number; y: number }): number {
  const opts = d.options as Array<{ x: number; y: number }>;
  let best = 0;
  opts.forEach((o, i) => {
    if (Math.hypot(o.x - p.x, o.y - p.y) < Math.hypot(opts[best]!.x - p.x, opts[best]!.y - p.y))
      best = i;
  });
  return best;
}
