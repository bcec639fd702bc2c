/**
 * `sortie list --game armada ships|squadrons|upgrades|objectives|fleets`: the content as rows
 * (JSON-ready) and as an aligned text table. Filters: faction (cards without a faction symbol
 * are listed for either), upgrade type, objective category, fleet format.
 */
import { loadArmadaContent, type ArmadaContent } from '../content/load-content.js';
import { maxSpeed } from '../content/lookup.js';
import { fleetPoints } from '../content/fleet-check.js';
import type { DiceCounts, Faction, ObjectiveCategory, UpgradeType } from '../content/types.js';
import { formatPool } from '../rules/dice.js';

/** What `listArmada` lists. */
export const ARMADA_LIST_KINDS = [
  'ships',
  'squadrons',
  'upgrades',
  'objectives',
  'fleets',
] as const;
/** One of {@link ARMADA_LIST_KINDS}. */
export type ArmadaListKind = (typeof ARMADA_LIST_KINDS)[number];

/** Filters and the content to list (the loaded content by default). */
export interface ArmadaListOptions {
  faction?: Faction;
  /** Upgrades only: one upgrade type. */
  type?: UpgradeType;
  /** Objectives only: one category. */
  category?: ObjectiveCategory;
  /** Fleets only: one format. */
  format?: string;
  content?: ArmadaContent;
}

/** A listing: JSON-ready rows, the columns shown as text, and notes printed under the table. */
export interface ArmadaListing {
  kind: ArmadaListKind;
  rows: Array<Record<string, string | number | boolean | string[]>>;
  columns: string[];
  notes: string[];
}

const zones = (per: { front: number; left: number; right: number; rear: number }) =>
  `${per.front}/${per.left}/${per.right}/${per.rear}`;
const battery = (b: Record<'front' | 'left' | 'right' | 'rear', DiceCounts>) =>
  `${formatPool(b.front)}/${formatPool(b.left)}/${formatPool(b.right)}/${formatPool(b.rear)}`;

function shipRows(c: ArmadaContent, o: ArmadaListOptions): ArmadaListing {
  const rows = Object.values(c.ships)
    .filter((s) => !o.faction || s.faction === o.faction)
    .map((s) => ({
      id: s.id,
      name: s.name,
      faction: s.faction,
      size: s.size,
      hull: s.hull,
      command: s.command,
      squadron: s.squadron,
      engineering: s.engineering,
      shields: zones(s.shields),
      battery: battery(s.battery),
      antiSquadron: formatPool(s.antiSquadron),
      speed: maxSpeed(s),
      tokens: [...s.defenseTokens],
      upgradeBar: [...s.upgradeBar],
      points: s.points,
    }));
  const columns = [
    'id',
    'faction',
    'size',
    'hull',
    'command',
    'squadron',
    'engineering',
    'shields',
    'battery',
    'antiSquadron',
    'speed',
    'tokens',
    'points',
  ];
  return {
    kind: 'ships',
    rows,
    columns,
    notes: ['shields and battery: front/left/right/rear; dice R red, U blue, B black'],
  };
}

function squadronRows(c: ArmadaContent, o: ArmadaListOptions): ArmadaListing {
  const rows = Object.values(c.squadrons)
    .filter((q) => !o.faction || q.faction === o.faction)
    .map((q) => ({
      id: q.id,
      name: q.name,
      faction: q.faction,
      unique: q.unique,
      hull: q.hull,
      speed: q.speed,
      antiSquadron: formatPool(q.antiSquadron),
      battery: formatPool(q.battery),
      keywords: [...q.keywords],
      tokens: [...q.defenseTokens],
      points: q.points,
    }));
  return {
    kind: 'squadrons',
    rows,
    columns: [
      'id',
      'faction',
      'unique',
      'hull',
      'speed',
      'antiSquadron',
      'battery',
      'keywords',
      'tokens',
      'points',
    ],
    notes: [],
  };
}

function upgradeRows(c: ArmadaContent, o: ArmadaListOptions): ArmadaListing {
  const rows = Object.values(c.upgrades)
    .filter(
      (u) =>
        (!o.faction || u.faction === o.faction || u.faction === 'any') &&
        (!o.type || u.type === o.type),
    )
    .map((u) => ({
      id: u.id,
      name: u.name,
      type: u.type,
      faction: u.faction,
      unique: u.unique,
      points: u.points,
      restriction: [
        u.restrictions?.shipType,
        u.traits?.includes('modification') ? 'modification' : undefined,
      ]
        .filter((x) => x !== undefined)
        .join(', '),
      membership: u.membership,
      effect: u.effect,
    }));
  const set = c.upgradeSet;
  const notes = [
    `the core set holds ${set.coreSetCount} upgrade cards: ${set.cards.length} identified, ${set.unidentified.length} unidentified (slot ${set.unidentified.map((s) => s.slot).join(', ')}; see the uncertain report)`,
  ];
  if (o.faction)
    notes.push(`faction ${o.faction}: cards without a faction symbol (any) are included`);
  return {
    kind: 'upgrades',
    rows,
    columns: ['id', 'type', 'faction', 'unique', 'points', 'restriction', 'membership'],
    notes,
  };
}

function objectiveRows(c: ArmadaContent, o: ArmadaListOptions): ArmadaListing {
  const rows = Object.values(c.objectives)
    .filter((x) => !o.category || x.category === o.category)
    .map((x) => ({
      id: x.id,
      name: x.name,
      category: x.category,
      victoryTokenValue: x.victoryTokenValue,
      sections: (['setup', 'special', 'endOfRound', 'endOfGame'] as const).filter(
        (k) => x[k] !== undefined,
      ),
    }));
  const notes = o.faction ? ['objectives have no faction: --faction ignored'] : [];
  return {
    kind: 'objectives',
    rows,
    columns: ['id', 'category', 'victoryTokenValue', 'sections', 'name'],
    notes,
  };
}

function fleetRows(c: ArmadaContent, o: ArmadaListOptions): ArmadaListing {
  const rows = Object.values(c.fleets)
    .filter((f) => (!o.faction || f.faction === o.faction) && (!o.format || f.format === o.format))
    .map((f) => ({
      id: f.id,
      name: f.name,
      faction: f.faction,
      format: f.format,
      points: fleetPoints(c, f).total,
      ships: f.ships.map((s) =>
        s.upgrades.length ? `${s.ship} (${s.upgrades.join(', ')})` : s.ship,
      ),
      squadrons: f.squadrons.map((q) => `${q.count}x ${q.squadron}`),
    }));
  return {
    kind: 'fleets',
    rows,
    columns: ['id', 'faction', 'format', 'points', 'ships', 'squadrons'],
    notes: [],
  };
}

/** The rows of one listing. Throws for an unknown kind. */
export function listArmada(kind: ArmadaListKind, options: ArmadaListOptions = {}): ArmadaListing {
  const c = options.content ?? loadArmadaContent();
  switch (kind) {
    case 'ships':
      return shipRows(c, options);
    case 'squadrons':
      return squadronRows(c, options);
    case 'upgrades':
      return upgradeRows(c, options);
    case 'objectives':
      return objectiveRows(c, options);
    case 'fleets':
      return fleetRows(c, options);
    default:
      throw new Error(`unknown list kind "${String(kind)}"; use ${ARMADA_LIST_KINDS.join(', ')}`);
  }
}

/** The `--json` form: `{kind, rows, notes}`. */
export function armadaListingJson(l: ArmadaListing): {
  kind: ArmadaListKind;
  rows: ArmadaListing['rows'];
  notes: string[];
} {
  return { kind: l.kind, rows: l.rows, notes: l.notes };
}

const cell = (v: unknown): string =>
  v === undefined || v === ''
    ? '-'
    : Array.isArray(v)
      ? v.length
        ? v.join(', ')
        : '-'
      : String(v);

/** Aligned text table of a listing, a count line, then its notes. */
export function armadaListingText(l: ArmadaListing): string[] {
  if (l.rows.length === 0) return [`no ${l.kind} match`, ...l.notes];
  const widths = l.columns.map((c) => Math.max(c.length, ...l.rows.map((r) => cell(r[c]).length)));
  const line = (vals: string[]) =>
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
