/**
 * manifest.json as read back: a file in a folder someone may have shared, edited or cut
 * short. Its JSON is checked field by field (the fields Sortie reads, other keys kept)
 * before any command relies on it, so damage is one line naming the file and the field,
 * never a crash deep inside a command.
 */
import { z } from 'zod';
import { ResultsFileError } from './results-file-error.js';

const count = z.number().int().min(0);
const text = z.string();

/** A resolved matchup of `config.resolved` (its game setup is the game's to check). */
const resolvedSchema = z.looseObject({
  name: text.min(1),
  game: text.min(1),
  format: text,
  sides: z.array(text),
  games: z.number().int().min(1),
  seed: text,
  roundCap: z.number().int().min(1),
  seatSwap: z.boolean(),
  setup: z.unknown().refine((v) => v !== undefined && v !== null, 'is missing'),
});

/** A matchup's entry of `matchups`: what the reports read of it. */
const entrySchema = z.looseObject({
  name: text.min(1),
  game: text.optional(),
  format: text.optional(),
  sides: z.array(text).optional(),
  seatSwap: z.boolean().optional(),
  games: z.number().int().min(1).optional(),
  planned: count.optional(),
  gamesDone: count.optional(),
  errors: count.optional(),
});

const shardSchema = z
  .looseObject({ index: count, count: z.number().int().min(1) })
  .refine((s) => s.index < s.count, 'has an index not below its count');

/** The fields every reader may use; each is optional (older folders lack some). */
const manifestSchema = z.looseObject({
  matchups: z.array(entrySchema).optional(),
  config: z
    .looseObject({
      file: text.optional(),
      name: text.optional(),
      text: text.optional(),
      overrides: z
        .looseObject({
          games: z.number().int().min(1).optional(),
          seed: z.union([text, z.number()]).optional(),
        })
        .optional(),
      resolved: z.array(resolvedSchema).optional(),
    })
    .optional(),
  configHash: text.optional(),
  masterSeed: text.nullable().optional(),
  gamesDone: count.optional(),
  errors: count.optional(),
  shard: shardSchema.nullable().optional(),
  complete: z.boolean().optional(),
  interrupted: z.boolean().optional(),
  seedScheme: z.union([z.literal(1), z.literal(2)]).optional(),
  metricsFile: text.min(1).nullable().optional(),
  pilots: z.record(text, z.unknown()).optional(),
});

/** What a run's manifest must hold to be resumed, replayed or merged (beyond the report's needs). */
const runManifestSchema = manifestSchema.extend({
  matchups: z.array(entrySchema),
  config: z.looseObject({
    file: text,
    name: text,
    text: text,
    overrides: z.looseObject({}).optional(),
    resolved: z.array(resolvedSchema).min(1),
  }),
  configHash: text.min(1),
});

/** The kind of a JSON value in words ("a list", "null", "a text"). */
function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return 'a text';
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}

/** The value at a zod issue path. */
function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let v = root;
  for (const k of path)
    v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

/**
 * Parses manifest.json's text and checks the fields Sortie reads. `forRun` also requires
 * what resuming, replaying and merging rely on. Throws {@link ResultsFileError} naming the
 * file and the first field that is wrong.
 */
export function parseManifestText(textIn: string, file: string, forRun: boolean): unknown {
  let value: unknown;
  try {
    value = JSON.parse(textIn);
  } catch (e) {
    // The parser's message quotes the text: only whether the file was cut short is kept.
    const cut = /end of JSON input|Unterminated string/.test((e as Error).message)
      ? ' (cut short)'
      : '';
    throw new ResultsFileError(
      `${file}: not valid JSON${cut}: the file is damaged; restore it or run again into a new --out`,
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ResultsFileError(
      `${file}: holds ${kindOf(value)}, not a manifest object: the file is damaged; restore it or run again into a new --out`,
    );
  }
  const result = (forRun ? runManifestSchema : manifestSchema).safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const path = issue.path
      .map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))
      .join('')
      .replace(/^\./, '');
    const found = valueAt(value, issue.path);
    const what =
      found === undefined
        ? 'is missing'
        : `is ${kindOf(found)}${typeof found === 'number' ? ` (${found})` : ''}, which is wrong here`;
    throw new ResultsFileError(
      `${file}: "${path}" ${what}: the file is damaged or was edited; restore it or run again into a new --out`,
    );
  }
  return value;
}
