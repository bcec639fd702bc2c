/**
 * What the balance tools need to know about Snap Ships builds: generated matchups
 * play unequal builds (`budget: off`), a ship's printed points (or its `stats:`
 * override), its parts with their slots, the legal replacements for a part, and the
 * builds a search may try (build-space.ts).
 */
import type { BalanceAdapter } from '../../../core/game-tools.js';
import type { ContentDb } from '../content/load-content.js';
import { isLegalBuild } from './build-check.js';
import { snapBuildSpace } from './build-space.js';
import { rawPilotClass } from './describe-pilots.js';

/** The adapter over the content (chassis points, part slots, build legality). */
export function snapBalanceAdapter(db: ContentDb): BalanceAdapter {
  const chassisOf = (ship: Record<string, unknown>) => {
    const id = ship.preset ?? ship.chassis;
    return typeof id === 'string' ? (db.chassis[id] ?? null) : null;
  };
  const partsOf = (ship: Record<string, unknown>): string[] | null => {
    const card = chassisOf(ship);
    if (!card) return null;
    if (Array.isArray(ship.parts))
      return ship.parts.every((p) => typeof p === 'string') ? (ship.parts as string[]) : null;
    return ship.preset !== undefined ? [...card.preset] : null;
  };
  return {
    matchupDefaults: { budget: 'off' },
    shipPoints: (ship) => {
      const stats = ship.stats as { points?: unknown } | undefined;
      return typeof stats?.points === 'number' ? stats.points : (chassisOf(ship)?.points ?? null);
    },
    shipParts: (ship) => {
      const card = chassisOf(ship);
      const parts = partsOf(ship);
      if (!card || !parts) return null;
      return parts.map((id, index) => ({
        index,
        id,
        group: db.parts[`${card.faction}/${id}`]?.slot ?? 'unknown',
      }));
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
        .filter((id) =>
          isLegalBuild(
            db,
            card.id,
            parts.map((x, i) => (i === index ? id : x)),
          ),
        )
        .sort();
    },
    withPart: (ship, index, part) => {
      const parts = [...(partsOf(ship) ?? [])];
      parts[index] = part;
      return { ...ship, parts };
    },
    pilotClass: (ship) => rawPilotClass(db, ship),
    buildSpace: (request) => snapBuildSpace(db, request),
    fairPilots:
      'fly every ship with a generated AI deck (pilots: [{type: ai-deck, deck: generated}]), or with one pilot that flies any build (pilots: [heuristic])',
  };
}
