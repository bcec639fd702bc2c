/**
 * Small helpers shared by the effect handlers: reading params, asking "use it?",
 * paying a reaction's cost and finding a mount's part.
 */
import type { EngineCtx } from '../engine/context.js';
import { decide } from '../engine/context.js';
import { payCost } from '../rules/actions.js';
import type { ShipState } from '../state/types.js';
import type { EffectSource } from './registry.js';

/** A numeric param, or `d` when absent. */
export const num = (v: unknown, d: number): number => (typeof v === 'number' ? v : d);

/** True when `r` lies in the [min, max] span `span` (or no span is given). */
export const inSpan = (r: number, span: unknown): boolean =>
  !Array.isArray(span) || (r >= (span[0] as number) && r <= (span[1] as number));

/** Asks the controller of `s` whether to use an optional effect. */
export function wants(
  ctx: EngineCtx,
  s: ShipState,
  prompt: string,
  context?: Record<string, unknown>,
): boolean {
  return decide(ctx, {
    kind: 'use-effect',
    ship: s.id,
    side: s.side,
    options: [true, false],
    prompt,
    context,
  });
}

/** The printed name of an effect's card (part id, or the chassis). */
export function sourceName(src: EffectSource): string {
  return src.part >= 0 ? src.ship.parts[src.part]!.id : src.ship.chassis;
}

/**
 * Pays a reaction's (or extra) cost onto its part card. Chassis abilities and automated
 * ships' card reactions (part -1) have no card to hold cubes, so they pay nothing.
 */
export function payOnPart(ctx: EngineCtx, src: EffectSource, power: number, heat: number): void {
  if (src.part < 0 || (power === 0 && heat === 0)) return;
  payCost(
    ctx,
    src.ship,
    src.part,
    power,
    heat,
    `${sourceName(src)} ${src.ability.header.toLowerCase()}`,
  );
}

/** The printed cost of the source ability (power, heat). */
export function printedCost(src: EffectSource): { power: number; heat: number } {
  return { power: src.ability.cost?.power ?? 0, heat: src.ability.cost?.heat ?? 0 };
}

/**
 * The part a mount at index `mount` modifies (rulebook "Mount": the mount is placed to
 * the left of the Part card mounted on it, so the next part card in the build order),
 * unless the state names another.
 */
export function mountedPart(s: ShipState, mount: number): number {
  return s.parts[mount]?.mountedOn ?? mount + 1;
}
