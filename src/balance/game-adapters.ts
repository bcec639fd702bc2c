/**
 * What the balance tools need to know about a game beyond the plugin contract: the
 * keys generated matchups should carry (Snap Ships: `budget: off`, since balance
 * questions pit unequal builds), a ship's printed cost, its parts with their slots,
 * and the legal alternatives for a part. Games without an adapter get the generic one:
 * no cost (configs give `points:`), parts read from a `parts:` list, no alternatives
 * (configs list them).
 */
import type { ContentDb } from '../games/snap-ships/content/load-content.js';

/** One part of a ship as the tools see it. */
export interface ShipPart {
  /** Index in the ship's part list. */
  index: number;
  id: string;
  /** Slot (the group its value is relative to). */
  group: string;
}

/** The game knowledge the balance tools use. */
export interface BalanceAdapter {
  /** Keys every generated matchup gets unless the config sets them. */
  matchupDefaults: Record<string, unknown>;
  /** Printed cost of one ship entry, or null when the game does not know it. */
  shipPoints(ship: Record<string, unknown>): number | null;
  /** The ship's parts in order, or null when it has none the tools can read. */
  shipParts(ship: Record<string, unknown>): ShipPart[] | null;
  /** Legal replacements for part `index` (same slot, legal build), sorted. */
  alternatives(ship: Record<string, unknown>, index: number): string[];
  /** The ship with part `index` replaced by `part` (presets become explicit builds). */
  withPart(ship: Record<string, unknown>, index: number, part: string): Record<string, unknown>;
}

/** The adapter for games the tools know nothing about. */
export const genericAdapter: BalanceAdapter = {
  matchupDefaults: {},
  shipPoints: () => null,
  shipParts: (ship) => (Array.isArray(ship.parts) && ship.parts.every((p) => typeof p === 'string') ? (ship.parts as string[]).map((id, index) => ({ index, id, group: 'part' })) : null),
  alternatives: () => [],
  withPart: (ship, index, part) => {
    const parts = Array.isArray(ship.parts) ? [...(ship.parts as unknown[])] : [];
    parts[index] = part;
    return { ...ship, parts };
  },
};

/** The Snap Ships adapter over its content (chassis points, part slots, build legality). */
export async function snapShipsAdapter(): Promise<BalanceAdapter> {
  const { loadContent } = await import('../games/snap-ships/content/load-content.js');
  const { isLegalBuild } = await import('../games/snap-ships/plugin/build-check.js');
  const db: ContentDb = loadContent();
  const chassisOf = (ship: Record<string, unknown>) => {
    const id = ship.preset ?? ship.chassis;
    return typeof id === 'string' ? (db.chassis[id] ?? null) : null;
  };
  const partsOf = (ship: Record<string, unknown>): string[] | null => {
    const card = chassisOf(ship);
    if (!card) return null;
    if (Array.isArray(ship.parts)) return ship.parts.every((p) => typeof p === 'string') ? (ship.parts as string[]) : null;
    return ship.preset !== undefined ? [...card.preset] : null;
  };
  return {
    matchupDefaults: { budget: 'off' },
    shipPoints: (ship) => {
      const stats = ship.stats as { points?: unknown } | undefined;
      return typeof stats?.points === 'number' ? stats.points : chassisOf(ship)?.points ?? null;
    },
    shipParts: (ship) => {
      const card = chassisOf(ship);
      const parts = partsOf(ship);
      if (!card || !parts) return null;
      return parts.map((id, index) => ({ index, id, group: db.parts[`${card.faction}/${id}`]?.slot ?? 'unknown' }));
    },
    alternatives: (ship, index) => {
      const card = chassisOf(ship);
      const parts = partsOf(ship);
      const current = parts?.[index];
      const slot = card && current ? db.parts[`${card.faction}/${current}`]?.slot : undefined;
      if (!card || !parts || !slot) return [];
      return Object.values(db.parts)
        .filter((p) => p.faction === card.faction && p.slot === slot && p.id !== current)
        .map((p) => p.id)
        .filter((id) => isLegalBuild(db, card.id, parts.map((x, i) => (i === index ? id : x))))
        .sort();
    },
    withPart: (ship, index, part) => {
      const parts = [...(partsOf(ship) ?? [])];
      parts[index] = part;
      return { ...ship, parts };
    },
  };
}

/** The adapter of a game id. */
export async function adapterFor(game: unknown): Promise<BalanceAdapter> {
  return game === 'snap-ships' ? snapShipsAdapter() : genericAdapter;
}
