/**
 * Lookups by id into the loaded Armada content, throwing with a "did you mean" on unknown
 * ids, and small derived views the engine needs (the 52-card deck list, a ship's top speed).
 */
import { didYouMean } from '../../../config/content-errors.js';
import type { ArmadaContent } from './load-content.js';
import type { Fleet, FleetPreset, ShipCard, UpgradeCard } from './types.js';

function lookup<T>(what: string, map: Readonly<Record<string, T>>, id: string): T {
  const found = Object.hasOwn(map, id) ? map[id] : undefined;
  if (found === undefined)
    throw new Error(`unknown ${what} "${id}"${didYouMean(id, Object.keys(map))}`);
  return found;
}

/** The ship card `id`. */
export const getShip = (c: ArmadaContent, id: string): ShipCard => lookup('ship', c.ships, id);
/** The upgrade card `id`. */
export const getUpgrade = (c: ArmadaContent, id: string): UpgradeCard =>
  lookup('upgrade', c.upgrades, id);
/** The preset fleet `id`. */
export const getFleet = (c: ArmadaContent, id: string): FleetPreset =>
  lookup('fleet', c.fleets, id);

/** The damage deck as card ids, one entry per copy, in file order (52 in the core set; M9). */
export function damageDeckIds(c: ArmadaContent): string[] {
  return c.damageDeck.cards.flatMap((card) => Array.from({ length: card.count }, () => card.id));
}

/** A ship's highest speed on its speed chart (V7). */
export function maxSpeed(ship: ShipCard): number {
  return Math.max(...Object.keys(ship.speedChart).map(Number));
}

/** Yaw values per joint at `speed` (V2); throws for a speed not on the chart. */
export function yawAt(ship: ShipCard, speed: number): readonly number[] {
  const yaw = ship.speedChart[speed];
  if (!yaw)
    throw new Error(`${ship.name} has no speed ${speed} (its chart goes to ${maxSpeed(ship)})`);
  return yaw;
}

/** A preset fleet as a fresh explicit fleet (its own copies), with `objectives` (none when undefined). */
export function presetAsFleet(
  preset: FleetPreset,
  objectives: readonly string[] | undefined,
): Fleet {
  return {
    faction: preset.faction,
    ships: preset.ships.map((s) => ({ ship: s.ship, upgrades: [...s.upgrades] })),
    squadrons: preset.squadrons.map((q) => ({ ...q })),
    ...(objectives ? { objectives: [...objectives] } : {}),
  };
}
