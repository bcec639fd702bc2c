/**
 * Pilot personas: named weight sets of the heuristic evaluation, read from personas.yaml
 * next to this module (copied to dist/ by the build) and validated with zod. A config picks
 * one per ship: `pilot: {type: heuristic, persona: kiting}`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closest } from 'fastest-levenshtein';
import { parse } from 'yaml';
import { z } from 'zod';

const weight = z.number().min(0).max(20);

/** One persona's weights (units: expected hull damage; see personas.yaml for each key). */
export const personaSchema = z.strictObject({
  description: z.string().min(1),
  attack: weight,
  kill: weight,
  threat: weight,
  exposure: weight,
  /** Weight of the expected damage an Evade action spares us (defaults to `exposure`). */
  evade: weight.optional(),
  rear: weight,
  preferredRange: z.number().int().min(0).max(4),
  range: weight,
  edge: weight,
  collision: weight,
  ram: weight,
  missiles: weight,
  antiMissile: weight,
  power: weight,
  heat: weight,
  overload: weight,
  reserve: weight,
  crit: weight,
});

/** The weights of a persona. */
export type Persona = z.output<typeof personaSchema> & { name: string };

/**
 * How far off a pilot's judgement of a move's end is when it may not pre-measure movement
 * (rules switch `preMeasure: range-only`): the largest error in a move's length (a share of
 * it) and in its heading (degrees).
 */
export const estimateSchema = z.strictObject({
  length: z.number().min(0).max(1),
  angle: z.number().min(0).max(45),
});

/** The judgement errors of {@link estimateSchema}. */
export type EstimateError = z.output<typeof estimateSchema>;

/** personas.yaml: the default persona's name, the move-judgement errors and the personas by name. */
export const personasFileSchema = z
  .strictObject({
    default: z.string().min(1),
    estimate: estimateSchema,
    personas: z.record(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), personaSchema),
  })
  .refine((f) => f.default in f.personas, {
    message: 'default must name one of the personas',
    path: ['default'],
  });

let cached: Record<string, Persona> | undefined;
let defaultName = 'balanced';
let estimateError: EstimateError = { length: 0, angle: 0 };

/** Parses and validates a personas file's text (exported for tests). */
export function parsePersonas(text: string): {
  default: string;
  estimate: EstimateError;
  personas: Record<string, Persona>;
} {
  const file = personasFileSchema.parse(parse(text));
  const personas: Record<string, Persona> = {};
  for (const [name, p] of Object.entries(file.personas))
    personas[name] = Object.freeze({ ...p, name });
  return { default: file.default, estimate: file.estimate, personas };
}

function load(): Record<string, Persona> {
  if (!cached) {
    const text = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), 'personas.yaml'),
      'utf8',
    );
    const f = parsePersonas(text);
    cached = f.personas;
    defaultName = f.default;
    estimateError = f.estimate;
  }
  return cached;
}

/** The move-judgement errors of pilots that may not pre-measure movement (personas.yaml `estimate`). */
export function moveEstimateError(): EstimateError {
  load();
  return estimateError;
}

/** Names of the known personas. */
export function personaNames(): string[] {
  return Object.keys(load());
}

/** The persona of that name (the default one when `name` is undefined); throws with a suggestion for unknown names. */
export function persona(name?: string): Persona {
  const all = load();
  const key = name ?? defaultName;
  const p = all[key];
  if (!p) {
    const names = Object.keys(all);
    throw new Error(
      `unknown pilot persona "${key}" (did you mean "${closest(key, names)}"? personas: ${names.join(', ')})`,
    );
  }
  return p;
}
