/**
 * `sortie list chassis|parts|presets|decks|layouts`: the content as rows (for `--json`)
 * and as aligned text tables. Filters: `faction` and `slot`.
 */
import type { ContentDb } from '../content/load-content.js';
import type { Faction, Slot } from '../content/types.js';
import { presetLayouts } from '../formats/terrain-layouts.js';

/** What `sortie list` can list. */
export const LIST_KINDS = ['chassis', 'parts', 'presets', 'decks', 'layouts'] as const;
/** One of {@link LIST_KINDS}. */
export type ListKind = (typeof LIST_KINDS)[number];

/** Factions and slots, for option choices. */
export const FACTIONS: Faction[] = ['forge', 'komplex'];
export const SLOTS: Slot[] = ['cockpit', 'thruster', 'wing', 'systems'];

/** Filters of `sortie list`. */
export interface ListFilter {
  faction?: Faction;
  slot?: Slot;
}

/** A listing: JSON-ready rows, the columns shown as text, and notes printed under the table. */
export interface Listing {
  kind: ListKind;
  rows: Array<Record<string, unknown>>;
  columns: string[];
  notes: string[];
}

const slotsText = (slots: Partial<Record<Slot, number>>): string =>
  SLOTS.filter((s) => (slots[s] ?? 0) > 0)
    .map((s) => `${slots[s]} ${s}`)
    .join(', ');

function chassisRows(db: ContentDb, f: ListFilter): Listing {
  const rows = Object.values(db.chassis)
    .filter(
      (c) => (!f.faction || c.faction === f.faction) && (!f.slot || (c.slots[f.slot] ?? 0) > 0),
    )
    .map((c) => ({
      id: c.id,
      name: c.name,
      faction: c.faction,
      type: c.type,
      size: c.size,
      hull: c.hull,
      power: c.power,
      points: c.points,
      evasion: c.chassisAction.evasion,
      vent: c.chassisAction.vent,
      slots: slotsText(c.slots),
    }));
  return {
    kind: 'chassis',
    rows,
    columns: [
      'id',
      'faction',
      'type',
      'size',
      'hull',
      'power',
      'points',
      'evasion',
      'vent',
      'slots',
    ],
    notes: [],
  };
}

function partRows(db: ContentDb, f: ListFilter): Listing {
  const rows = Object.values(db.parts)
    .filter((p) => (!f.faction || p.faction === f.faction) && (!f.slot || p.slot === f.slot))
    .sort(
      (a, b) =>
        a.faction.localeCompare(b.faction) ||
        SLOTS.indexOf(a.slot) - SLOTS.indexOf(b.slot) ||
        a.id.localeCompare(b.id),
    )
    .map((p) => ({
      id: p.id,
      name: p.name,
      faction: p.faction,
      slot: p.slot,
      subtype: p.subtype,
      repairCost: p.repairCost,
      abilities: p.abilities.map((a) => a.header).join(', '),
    }));
  const both = new Set(
    rows.filter((r) => rows.some((o) => o !== r && o.id === r.id)).map((r) => r.id),
  );
  const notes = both.size
    ? [
        `${[...both].sort().join(', ')} exist in both factions (a build's chassis says which card it means)`,
      ]
    : [];
  return {
    kind: 'parts',
    rows,
    columns: ['id', 'faction', 'slot', 'subtype', 'repairCost', 'abilities'],
    notes,
  };
}

function presetRows(db: ContentDb, f: ListFilter): Listing {
  const rows = Object.values(db.chassis)
    .filter(
      (c) => (!f.faction || c.faction === f.faction) && (!f.slot || (c.slots[f.slot] ?? 0) > 0),
    )
    .map((c) => {
      const parts = f.slot
        ? c.preset.filter((id) => db.parts[`${c.faction}/${id}`]?.slot === f.slot)
        : c.preset;
      return { id: c.id, faction: c.faction, points: c.points, parts };
    });
  return {
    kind: 'presets',
    rows,
    columns: ['id', 'faction', 'points', 'parts'],
    notes: f.slot ? [`parts shown: the ${f.slot} slot only`] : [],
  };
}

function deckRows(db: ContentDb, f: ListFilter): Listing {
  const decks = Object.values(db.aiDecks ?? {});
  const notes = f.slot ? ['--slot does not apply to decks'] : [];
  if (decks.length) {
    const rows = decks
      .filter((d) => !f.faction || d.faction === f.faction)
      .map((d) => ({
        id: d.id,
        name: d.name,
        faction: d.faction,
        type: d.type,
        size: d.size,
        hull: d.hull,
        points: d.points,
        cards: d.cards.length,
      }));
    const without = Object.values(db.chassis)
      .filter((c) => !db.aiDecks[c.id] && (!f.faction || c.faction === f.faction))
      .map((c) => c.id);
    if (without.length)
      notes.push(
        `no printed AI deck: ${without.join(', ')} (an ai-deck pilot needs a generated deck for these)`,
      );
    return {
      kind: 'decks',
      rows,
      columns: ['id', 'faction', 'type', 'size', 'hull', 'points', 'cards'],
      notes,
    };
  }
  const rows = Object.values(db.chassis)
    .filter((c) => c.preset.length > 0 && (!f.faction || c.faction === f.faction))
    .map((c) => ({ id: c.id, name: c.name, faction: c.faction, points: c.points, deck: null }));
  notes.push(
    'This build has no AI-deck content: listed are the chassis with a printed preset. The decks come with the AI-deck content.',
  );
  return { kind: 'decks', rows, columns: ['id', 'faction', 'points'], notes };
}

function layoutRows(f: ListFilter): Listing {
  const rows = presetLayouts().map((l) => {
    const counts: Record<string, number> = {};
    for (const t of l.tiles) counts[t.type] = (counts[t.type] ?? 0) + 1;
    return {
      id: l.id,
      name: l.name,
      tiles: l.tiles.length,
      first5: l.tiles
        .slice(0, 5)
        .map((t) => t.type)
        .join(', '),
      types: counts,
    };
  });
  const notes = [
    '5-tile formats use the first 5 tiles of a layout, 9-tile formats all 9 (rulebook "Preset Terrain Layouts": a die picks 1-8, a crit the 9th)',
  ];
  if (f.faction || f.slot) notes.push('--faction and --slot do not apply to layouts');
  return { kind: 'layouts', rows, columns: ['id', 'name', 'tiles', 'first5'], notes };
}

/** The rows of one listing. */
export function listContent(db: ContentDb, kind: ListKind, filter: ListFilter = {}): Listing {
  switch (kind) {
    case 'chassis':
      return chassisRows(db, filter);
    case 'parts':
      return partRows(db, filter);
    case 'presets':
      return presetRows(db, filter);
    case 'decks':
      return deckRows(db, filter);
    case 'layouts':
      return layoutRows(filter);
  }
}

const cell = (v: unknown): string =>
  v === null || v === undefined
    ? '-'
    : Array.isArray(v)
      ? v.join(', ')
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

/** Aligned text table of a listing, a count line, then its notes. */
export function listingText(l: Listing): string[] {
  if (l.rows.length === 0) return [`no ${l.kind} match`, ...l.notes];
  const widths = l.columns.map((c) => Math.max(c.length, ...l.rows.map((r) => cell(r[c]).length)));
  const line = (vals: string[]): string =>
    vals
      .map((v, i) => (i === vals.length - 1 ? v : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    line(l.columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...l.rows.map((r) => line(l.columns.map((c) => cell(r[c])))),
    `${l.rows.length} ${l.kind}`,
    ...l.notes,
  ];
}
