/**
 * Validating the Snap Ships content YAML: each file against its zod schema (errors as
 * `file:line:col: path: message`), then the cross-file checks (presets fill their
 * chassis, AI decks picture parts of their faction). The build runs this once and
 * writes the result as a snapshot (content-snapshot.ts); without a fresh snapshot the
 * loader runs it at start-up.
 */
import { closest } from 'fastest-levenshtein';
import { contentLoader } from '../../../config/content-errors.js';
import {
  CONTENT_FILES,
  ContentError,
  deepFreeze,
  partKey,
  unknownPartMessage,
  type ContentDb,
} from './content-db.js';
import {
  chassisFileSchema,
  missilesFileSchema,
  partsFileSchema,
  tableFileSchema,
  terrainFileSchema,
} from './schema.js';
import type { ChassisCard, PartCard, Slot } from './types.js';
import { aiDecksFileSchema, type AiDeck } from './ai-schema.js';

export { contentErrors } from '../../../config/content-errors.js';

/** Loads and validates the content files in `dir` (uncached). Throws ContentError. */
export function loadContentFrom(dir: string): ContentDb {
  const { load, errors } = contentLoader(dir);

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
      if (part.faction !== faction)
        errors.push(parsed.errorAt([i, 'faction'], `this file holds ${faction} parts only`));
      const key = partKey(part.faction, part.id);
      if (parts[key]) errors.push(parsed.errorAt([i, 'id'], `duplicate part ${key}`));
      parts[key] = part;
    });
  }

  const chassis: Record<string, ChassisCard> = {};
  chassisFile.value?.forEach((c, i) => {
    if (chassis[c.id]) errors.push(chassisFile.errorAt([i, 'id'], `duplicate chassis ${c.id}`));
    chassis[c.id] = c;
    if (partFiles.every((f) => f.parsed.value))
      errors.push(...presetErrors(c, parts, (path, m) => chassisFile.errorAt([i, ...path], m)));
  });

  const aiDecks: Record<string, AiDeck> = {};
  aiFile.value?.forEach((d, i) => {
    if (aiDecks[d.id]) errors.push(aiFile.errorAt([i, 'id'], `duplicate AI deck ${d.id}`));
    aiDecks[d.id] = d;
    errors.push(...aiDeckErrors(d, chassis, parts, (path, m) => aiFile.errorAt([i, ...path], m)));
  });

  if (errors.length > 0 || !missiles || !terrain || !table || !aiFile.value)
    throw new ContentError(errors);
  return deepFreeze({ chassis, parts, missiles, terrain, table, aiDecks });
}

/** Checks one chassis's preset: parts exist in its faction, fill its slots exactly and allow its size. */
function presetErrors(
  c: ChassisCard,
  parts: Record<string, PartCard>,
  errorAt: (path: PropertyKey[], m: string) => string,
): string[] {
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
      if (typeof maxSize === 'number' && c.size > maxSize)
        errors.push(errorAt(['preset', j], `${id} only fits ships of size ${maxSize} or less`));
    }
  });
  if (errors.length === 0) {
    for (const slot of ['cockpit', 'thruster', 'wing', 'systems'] as const) {
      const want = c.slots[slot] ?? 0;
      const got = filled[slot] ?? 0;
      if (want !== got)
        errors.push(
          errorAt(['preset'], `preset fills ${got} ${slot} slot(s), the chassis has ${want}`),
        );
    }
  }
  return errors;
}

/** Checks one AI deck: it flies a chassis of its faction and pictures parts of that faction. */
function aiDeckErrors(
  d: AiDeck,
  chassis: Record<string, ChassisCard>,
  parts: Record<string, PartCard>,
  errorAt: (path: PropertyKey[], m: string) => string,
): string[] {
  const errors: string[] = [];
  const c = chassis[d.id];
  if (!c)
    errors.push(
      errorAt(
        ['id'],
        `no chassis ${d.id} for this AI deck; did you mean "${closest(d.id, Object.keys(chassis))}"?`,
      ),
    );
  else if (c.faction !== d.faction)
    errors.push(errorAt(['faction'], `${d.id} is a ${c.faction} chassis`));
  const check = (id: string, path: PropertyKey[]): void => {
    if (!parts[partKey(d.faction, id)])
      errors.push(errorAt(path, unknownPartMessage(parts, d.faction, id)));
  };
  d.cards.forEach((card, ci) => {
    card.rows.forEach((r, ri) => check(r.part, ['cards', ci, 'rows', ri, 'part']));
    card.reactions?.forEach((r, ri) => check(r.part, ['cards', ci, 'reactions', ri, 'part']));
  });
  return errors;
}
