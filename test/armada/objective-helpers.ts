/**
 * Fixtures of the objective tests: a core-180 game with both upgrade fleets and a fixed objective,
 * set up (objective setup included) with policy controllers, then staged by the test.
 */
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import type { Decision } from '../../src/games/armada/engine/decisions.js';
import type { ArmadaSetup } from '../../src/games/armada/engine/setup.js';
import type { GameEvent } from '../../src/games/armada/state/events.js';
import type { ShipState } from '../../src/games/armada/state/types.js';
import { cardSetup } from './card-fixtures.js';
import { policyGame, type ForcedDice, type Policy } from './engine-helpers.js';

/** A set-up game under objective `id`; the dice stream is forced after setup. */
export function objectiveGame(
  id: string,
  policies: [Policy, Policy] = [{}, {}],
  over: Partial<ArmadaSetup> = {},
  seed = 'objective',
): { ctx: EngineCtx; events: GameEvent[]; seen: Decision[]; dice: ForcedDice } {
  const { ctx, events, seen, dice } = policyGame(cardSetup(id, over), policies, seed);
  return { ctx, events, seen, dice };
}

/** The ships of a side in play. */
export function sideShips(ctx: EngineCtx, side: number): ShipState[] {
  return ctx.state.ships.filter((s) => s.side === side && !s.destroyed);
}

/** Clears the table of everything but the given ships (others destroyed without scoring events). */
export function keepOnly(ctx: EngineCtx, keep: ShipState[]): void {
  for (const s of ctx.state.ships) {
    if (keep.includes(s)) continue;
    s.destroyed = true;
  }
  for (const q of ctx.state.squadrons) {
    q.destroyed = true;
    q.hull = 0;
  }
  ctx.geo.shipRemoved();
}
