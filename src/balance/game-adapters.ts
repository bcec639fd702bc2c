/**
 * What the balance tools need to know about a game beyond the plugin contract (the
 * keys generated matchups should carry, a ship's printed cost, its parts with their
 * slots, the legal alternatives for a part) comes from the game's tools
 * (core/game-tools.ts). Games without it get the generic adapter: no cost (configs
 * give `points:`), parts read from a `parts:` list, no alternatives (configs list them).
 */
import type { BalanceAdapter } from '../core/game-tools.js';
import { gameIds, getGameTools } from '../games/registry.js';

export type {
  BalanceAdapter,
  BuildCandidate,
  BuildForm,
  BuildSpace,
  BuildSpaceRequest,
  ShipPart,
} from '../core/game-tools.js';

/** The adapter for games the tools know nothing about. */
export const genericAdapter: BalanceAdapter = {
  matchupDefaults: {},
  shipPoints: () => null,
  shipParts: (ship) =>
    Array.isArray(ship.parts) && ship.parts.every((p) => typeof p === 'string')
      ? (ship.parts as string[]).map((id, index) => ({ index, id, group: 'part' }))
      : null,
  alternatives: () => [],
  withPart: (ship, index, part) => {
    const parts = Array.isArray(ship.parts) ? [...(ship.parts as unknown[])] : [];
    parts[index] = part;
    return { ...ship, parts };
  },
};

/** The adapter of a game id (the generic one for an unknown game or one without build knowledge). */
export async function adapterFor(game: unknown): Promise<BalanceAdapter> {
  if (typeof game !== 'string' || !gameIds().includes(game)) return genericAdapter;
  return (await getGameTools(game)).balance ?? genericAdapter;
}
