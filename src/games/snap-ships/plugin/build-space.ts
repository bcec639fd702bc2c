/**
 * The builds `sortie optimize` and `sortie outliers` search on Snap Ships: a chassis's
 * free slots (`ship: {chassis: id}`), or every chassis of a faction at a cost
 * (`ship: {faction: forge, points: 4}`; `points` may be a list, or left out for every
 * cost). Each slot takes any part of its type and the chassis's faction (rulebook
 * "Custom Ships": "fill each part slot on your Chassis card with a part of that type");
 * the three systems slots are interchangeable copies, so a build is a multiset of
 * systems parts (the crit-location order is the canonical one: cockpit, thruster, wing,
 * systems by id). Card build limits are checked per build (build-check.ts).
 */
import {
  UsageError,
  type BuildCandidate,
  type BuildSpace,
  type BuildSpaceRequest,
} from '../../../core/game-tools.js';
import {
  fitsSlots,
  groupKey,
  restrictSlots,
  slotSpace,
  type SlotSubspace,
  type SpaceSlot,
} from '../../../core/slot-space.js';
import type { ContentDb } from '../content/content-db.js';
import type { ChassisCard, Slot } from '../content/types.js';
import { isLegalBuild } from './build-check.js';

const SLOT_ORDER: Slot[] = ['cockpit', 'thruster', 'wing', 'systems'];

/** The slots of a chassis with every part of its faction per slot type. */
function chassisSlots(db: ContentDb, card: ChassisCard): SpaceSlot[] {
  const out: SpaceSlot[] = [];
  for (const slot of SLOT_ORDER) {
    const n = card.slots[slot] ?? 0;
    const choices = Object.values(db.parts)
      .filter((p) => p.faction === card.faction && p.slot === slot)
      .map((p) => p.id)
      .sort();
    for (let k = 0; k < n; k++)
      out.push({ name: n > 1 ? `${slot} ${k + 1}` : slot, group: slot, choices });
  }
  return out;
}

/** The chassis a request names. */
function chassisOf(db: ContentDb, ship: Record<string, unknown>): ChassisCard[] {
  const known = Object.keys(ship).filter((k) => !['chassis', 'faction', 'points'].includes(k));
  if (known.length)
    throw new UsageError(
      `ship: unknown key "${known[0]}" (give {chassis: id} or {faction: forge|komplex, points: n})`,
    );
  if (typeof ship.chassis === 'string') {
    const card = db.chassis[ship.chassis];
    if (!card)
      throw new UsageError(
        `ship.chassis: unknown chassis "${ship.chassis}" (see sortie list chassis)`,
      );
    return [card];
  }
  const faction = ship.faction;
  if (faction !== 'forge' && faction !== 'komplex')
    throw new UsageError(
      'ship: give {chassis: id} (its free slots) or {faction: forge|komplex, points: n}',
    );
  const points =
    ship.points === undefined ? null : Array.isArray(ship.points) ? ship.points : [ship.points];
  if (points && !points.every((p) => typeof p === 'number'))
    throw new UsageError('ship.points must be a number or a list of numbers');
  const cards = Object.values(db.chassis)
    .filter((c) => c.faction === faction && (!points || points.includes(c.points)))
    .sort((a, b) => a.id.localeCompare(b.id));
  if (!cards.length)
    throw new UsageError(`ship: no ${faction} chassis costs ${points?.join(' or ')} points`);
  return cards;
}

/** The search space of a request. */
export function snapBuildSpace(db: ContentDb, request: BuildSpaceRequest): BuildSpace {
  const cards = chassisOf(db, request.ship);
  const candidate = (
    card: ChassisCard,
    parts: string[],
    build: Record<string, unknown>,
    slots: SpaceSlot[],
  ): BuildCandidate => ({
    build,
    parts,
    points: card.points,
    key: `${card.id}:${groupKey(slots, parts)}`,
    label: `${card.id}: ${parts.join(', ')}`,
  });
  const subspaces: SlotSubspace[] = [];
  const restricted = new Map<string, SpaceSlot[]>();
  for (const card of cards) {
    const slots = restrictSlots(chassisSlots(db, card), request.fixed, request.exclude);
    if (typeof slots === 'string') {
      if (cards.length === 1) throw new UsageError(slots);
      continue;
    }
    restricted.set(card.id, slots);
    subspaces.push({
      id: card.id,
      slots,
      make: (choices) =>
        isLegalBuild(db, card.id, choices)
          ? candidate(card, choices, { chassis: card.id, parts: choices }, slots)
          : null,
    });
  }
  if (!subspaces.length) throw new UsageError('fixed/exclude leave no chassis with a legal build');
  const presets = () =>
    cards.flatMap((card) => {
      const slots = restricted.get(card.id);
      const inside = slots && fitsSlots(slots, card.preset);
      return inside
        ? [
            {
              ...candidate(card, [...card.preset], { preset: card.id }, slots),
              label: `${card.id} (preset)`,
            },
          ]
        : [];
    });
  const what = subspaces
    .map((s) => `${s.id} (${s.slots.map((x) => `${x.choices.length} ${x.name}`).join(' × ')})`)
    .join('; ');
  return slotSpace(what, subspaces, presets);
}
