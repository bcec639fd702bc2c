/**
 * Loads the Snap Ships content that sits next to this module: the build's snapshot when it
 * is fresh (dist/, see content-snapshot.ts), else the YAML validated and cross-checked
 * (src/ under vitest, or a dist/ whose YAML changed since the build). This is the engine's
 * only way in to content.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closest } from 'fastest-levenshtein';
import type { z } from 'zod';
import { partKey, unknownPartMessage, type ContentDb } from './content-db.js';
import { readContentSnapshot } from './content-snapshot.js';
import type { ChassisCard, Faction, PartCard } from './types.js';

export { CONTENT_FILES, ContentError, partKey, type ContentDb } from './content-db.js';

/** The folder holding the content YAML (next to this module). */
export const CONTENT_DIR = dirname(fileURLToPath(import.meta.url));

const snapshot = readContentSnapshot(CONTENT_DIR);
// Without a fresh snapshot the schema and YAML parser are loaded (only then: they cost more than the snapshot).
const validation = snapshot ? null : await import('./validate-content.js');

let cached: ContentDb | undefined = snapshot ?? undefined;

/** Loads, validates and caches the content next to this module. Throws ContentError. */
export function loadContent(): ContentDb {
  cached ??= loadContentFrom(CONTENT_DIR);
  return cached;
}

/** The validating loader, imported on first use when the snapshot made it unnecessary at start-up. */
function validator(): typeof import('./validate-content.js') {
  if (!validation)
    throw new Error(
      'content validation is not loaded: import validate-content.js (this folder has a content snapshot)',
    );
  return validation;
}

/** Loads and validates the content files in `dir` (uncached). Throws ContentError. */
export function loadContentFrom(dir: string): ContentDb {
  return validator().loadContentFrom(dir);
}

/**
 * Validation errors of one content file: YAML syntax errors, or schema issues, each as
 * `file:line:col: path: message`. Empty when the file is valid.
 */
export function contentErrors(file: string, text: string, schema: z.ZodType): string[] {
  return validator().contentErrors(file, text, schema);
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
  if (!chassis)
    throw new Error(
      `unknown chassis "${id}"; did you mean "${closest(id, Object.keys(db.chassis))}"?`,
    );
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
    ...Object.values(db.chassis).flatMap((c) =>
      (c.uncertain ?? []).map((note) => ({ card: 'chassis' as const, key: c.id, note })),
    ),
    ...Object.entries(db.parts).flatMap(([key, p]) =>
      (p.uncertain ?? []).map((note) => ({ card: 'part' as const, key, note })),
    ),
  ];
}
