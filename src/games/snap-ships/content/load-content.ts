/**
 * Loads the Snap Ships content YAML that sits next to this module (src/ under vitest, dist/
 * after `npm run build`, which copies *.yaml), validates it and cross-checks it. This is the
 * engine's only way in to content.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closest } from 'fastest-levenshtein';
import { parseContent, type ParsedContent } from './content-errors.js';
import {
  chassisFileSchema,
  missilesFileSchema,
  partsFileSchema,
  tableFileSchema,
  terrainFileSchema,
} from './schema.js';
import type { ChassisCard, Faction, MissileProfile, MissileType, PartCard, Slot, TableConstants, TerrainInfo, TerrainType } from './types.js';
import { aiDecksFileSchema, type AiDeck } from './ai-schema.js';
import type { z } from 'zod';

export { contentErrors } from './content-errors.js';

/** All Snap Ships content, validated. Deep-frozen: copy before changing anything. */
export interface ContentDb {
  chassis: Record<string, ChassisCard>;
  /** Keyed `${faction}/${id}` (a few ids exist in both factions). */
  parts: Record<string, PartCard>;
  missiles: Record<MissileType, MissileProfile>;
  terrain: Record<TerrainType, TerrainInfo>;
  table: TableConstants;
  /** Automated (AI) decks keyed by the chassis id they fly. */
  aiDecks: Record<string, AiDeck>;
}

/** Thrown when the content files are invalid; `errors` are `file:line:col: path: message` lines. */
export class ContentError extends Error {
  constructor(readonly errors: string[]) {
    super(`Snap Ships content is invalid (${errors.length} error${errors.length === 1 ? '' : 's'}):\n  ${errors.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

/** The folder holding the content YAML (next to this module). */
export const CONTENT_DIR = dirname(fileURLToPath(import.meta.url));

/** The content files, in load order. */
export const CONTENT_FILES = {
  chassis: 'chassis.yaml',
  partsForge: 'parts-forge.yaml',
  partsKomplex: 'parts-komplex.yaml',
  missiles: 'missiles.yaml',
  terrain: 'terrain.yaml',
  table: 'table.yaml',
  aiDecks: 'ai-decks.yaml',
} as const;

let cached: ContentDb | undefined;

/** Loads, validates and caches the content next to this module. Throws ContentError. */
export function loadContent(): ContentDb {
  cached ??= loadContentFrom(CONTENT_DIR);
  return cached;
}

/** The `${faction}/${id}` key of a part. */
export const partKey = (faction: Faction, id: string): string => `${faction}/${id}`;

/** Loads and validates the content files in `dir` (uncached). Throws ContentError. */
export function loadContentFrom(dir: string): ContentDb {
  const errors: string[] = [];
  const load = <S extends z.ZodType>(file: string, schema: S): ParsedContent<z.output<S>> => {
    let text: string;
    try {
      text = readFileSync(join(dir, file), 'utf8');
    } catch (err) {
      errors.push(`${file}: cannot read (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
      return { errors: [], errorAt: (_p, m) => `${file}: ${m}` };
    }
    const parsed = parseContent(file, text, schema);
    errors.push(...parsed.errors);
    return parsed;
  };

  const chassisFile = load(CONTENT_FILES.chassis, chassisFileSchema);
  const partFiles = [
    { faction: 'forge' as const, parsed: load(CONTENT_FILES.partsForge, partsFileSchema) },
    { faction: 'komplex' as const, parsed: load(CONTENT_FILES.partsKomplex, partsFileSchema) },
  ];
  const missiles = load(CONTENT_FILES.missiles, missilesFileSchema).value;
  const terrain = load(CONTENT_FILES.terrain, terrainFileSchema).value;
  const table = load(CONTENT_FILES.table, tableFileSchema).value;
  const aiFile = load(CONTENT_FILES.aiDecks, aiDecksFileSchema);

  const parts: Record<string, PartCard> = {};
  for (const { faction, parsed } of partFiles) {
    parsed.value?.forEach((part, i) => {
      if (part.faction !== faction) errors.push(parsed.errorAt([i, 'faction'], `this file holds ${faction} parts only`));
      const key = partKey(part.faction, part.id);
      if (parts[key]) errors.push(parsed.errorAt([i, 'id'], `duplicate part ${key}`));
      parts[key] = part;
    });
  }

  const chassis: Record<string, ChassisCard> = {};
  chassisFile.value?.forEach((c, i) => {
    if (chassis[c.id]) errors.push(chassisFile.errorAt([i, 'id'], `duplicate chassis ${c.id}`));
    chassis[c.id] = c;
    if (partFiles.every((f) => f.parsed.value)) errors.push(...presetErrors(c, parts, (path, m) => chassisFile.errorAt([i, ...path], m)));
  });

  const aiDecks: Record<string, AiDeck> = {};
  aiFile.value?.forEach((d, i) => {
    if (aiDecks[d.id]) errors.push(aiFile.errorAt([i, 'id'], `duplicate AI deck ${d.id}`));
    aiDecks[d.id] = d;
    errors.push(...aiDeckErrors(d, chassis, parts, (path, m) => aiFile.errorAt([i, ...path], m)));
  });

  if (errors.length > 0 || !missiles || !terrain || !table || !aiFile.value) throw new ContentError(errors);
  return deepFreeze({ chassis, parts, missiles, terrain, table, aiDecks });
}

/** Checks one chassis's preset: parts exist in its faction, fill its slots exactly and allow its size. */
function presetErrors(c: ChassisCard, parts: Record<string, PartCard>, errorAt: (path: PropertyKey[], m: string) => string): string[] {
  const errors: string[] = [];
  const filled: Partial<Record<Slot, number>> = {};
  c.preset.forEach((id, j) => {
    const part = parts[partKey(c.faction, id)];
    if (!part) {
      errors.push(errorAt(['preset', j], unknownPartMessage(parts, c.faction, id)));
      return;
    }
    filled[part.slot] = (filled[part.slot] ?? 0) + 1;
    for (const a of part.abilities) {
      const maxSize = a.effect === 'equip-size-limit' ? a.params?.['maxSize'] : undefined;
      if (typeof maxSize === 'number' && c.size > maxSize) errors.push(errorAt(['preset', j], `${id} only fits ships of size ${maxSize} or less`));
    }
  });
  if (errors.length === 0) {
    for (const slot of ['cockpit', 'thruster', 'wing', 'systems'] as const) {
      const want = c.slots[slot] ?? 0;
      const got = filled[slot] ?? 0;
      if (want !== got) errors.push(errorAt(['preset'], `preset fills ${got} ${slot} slot(s), the chassis has ${want}`));
    }
  }
  return errors;
}

/** Checks one AI deck: it flies a chassis of its faction and pictures parts of that faction. */
function aiDeckErrors(d: AiDeck, chassis: Record<string, ChassisCard>, parts: Record<string, PartCard>, errorAt: (path: PropertyKey[], m: string) => string): string[] {
  const errors: string[] = [];
  const c = chassis[d.id];
  if (!c) errors.push(errorAt(['id'], `no chassis ${d.id} for this AI deck; did you mean "${closest(d.id, Object.keys(chassis))}"?`));
  else if (c.faction !== d.faction) errors.push(errorAt(['faction'], `${d.id} is a ${c.faction} chassis`));
  const check = (id: string, path: PropertyKey[]): void => {
    if (!parts[partKey(d.faction, id)]) errors.push(errorAt(path, unknownPartMessage(parts, d.faction, id)));
  };
  d.cards.forEach((card, ci) => {
    card.rows.forEach((r, ri) => check(r.part, ['cards', ci, 'rows', ri, 'part']));
    card.reactions?.forEach((r, ri) => check(r.part, ['cards', ci, 'reactions', ri, 'part']));
  });
  return errors;
}

function unknownPartMessage(parts: Record<string, PartCard>, faction: Faction, id: string): string {
  const ids = Object.values(parts).filter((p) => p.faction === faction).map((p) => p.id);
  const other: Faction = faction === 'forge' ? 'komplex' : 'forge';
  const elsewhere = parts[partKey(other, id)] ? ` (${id} is a ${other} part)` : '';
  return `unknown ${faction} part "${id}"${elsewhere}${ids.length ? `; did you mean "${closest(id, ids)}"?` : ''}`;
}

/** The part `faction/id`. Throws with a "did you mean" on unknown ids. */
export function getPart(db: ContentDb, faction: Faction, id: string): PartCard {
  const part = db.parts[partKey(faction, id)];
  if (!part) throw new Error(unknownPartMessage(db.parts, faction, id));
  return part;
}

/** The chassis `id`. Throws with a "did you mean" on unknown ids. */
export function getChassis(db: ContentDb, id: string): ChassisCard {
  const chassis = db.chassis[id];
  if (!chassis) throw new Error(`unknown chassis "${id}"; did you mean "${closest(id, Object.keys(db.chassis))}"?`);
  return chassis;
}

/** One `uncertain:` note of the content (for `sortie content check`). */
export interface UncertainNote {
  card: 'chassis' | 'part';
  /** Chassis id, or part key `${faction}/${id}`. */
  key: string;
  note: string;
}

/** Every `uncertain:` note, chassis first, in file order. */
export function uncertainNotes(db: ContentDb): UncertainNote[] {
  return [
    ...Object.values(db.chassis).flatMap((c) => (c.uncertain ?? []).map((note) => ({ card: 'chassis' as const, key: c.id, note }))),
    ...Object.entries(db.parts).flatMap(([key, p]) => (p.uncertain ?? []).map((note) => ({ card: 'part' as const, key, note }))),
  ];
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
