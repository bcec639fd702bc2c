/**
 * Small helpers shared by the upgrade handlers (U6): the equipped card of a ship, whether it is
 * ready, exhausting it, and the `upgrade-used` event every handler emits when its card acts.
 */
import type { EngineCtx } from '../../engine/context.js';
import type { ShipState, UpgradeState } from '../../state/types.js';

/** The ship's equipped copy of an upgrade card. */
export function equipped(ship: ShipState, card: string): UpgradeState | undefined {
  return ship.upgrades.find((u) => u.id === card && !u.discarded);
}

/** U6: true if the card is equipped, not discarded and not exhausted. */
export function isReady(ship: ShipState, card: string): boolean {
  const u = equipped(ship, card);
  return !!u && !u.exhausted;
}

/** Records the use of a card; `exhaust` rotates it (U6: readied in the Status Phase). */
export function useUpgrade(ctx: EngineCtx, ship: ShipState, card: string, exhaust = false): void {
  const u = equipped(ship, card);
  if (exhaust && u) u.exhausted = true;
  ctx.emit({ type: 'upgrade-used', ship: ship.id, card, exhausted: exhaust });
}

/** A numeric param of a card, with its default. */
export function numParam(
  params: Readonly<Record<string, unknown>>,
  key: string,
  fallback: number,
): number {
  const v = params[key];
  return typeof v === 'number' ? v : fallback;
}
