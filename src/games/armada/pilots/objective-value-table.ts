/**
 * The objective values of the example fleets, shipped as data (objective-values.json, written by
 * scripts/objective-values.mjs): the exact numbers the rollouts of objective-value.ts give for the
 * shipped configs' matchups, so those runs skip the rollouts. A value is keyed by a short hash of
 * the facts at the choice, the card and the seat; the file holds one rollout count and answers
 * only for it. A missing file is an empty table.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashSeed } from '../../../core/rng.js';

/** The shipped file (src/ under vitest, dist/ after the build). */
export const OBJECTIVE_VALUES_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  'objective-values.json',
);

/** The file's contents: the rollout count its values were played with, and the values by key. */
export interface ObjectiveValueTable {
  rollouts: number;
  values: Record<string, number>;
}

let shipped: ObjectiveValueTable | undefined;
let enabled = true;

/** The key of one value: a short hash of the facts JSON, the card id and the seat. */
export function objectiveValueKey(facts: string, id: string, side: number): string {
  return hashSeed('objective-value', facts, id, side).slice(0, 20);
}

/**
 * A table file's text as a table; an empty one when the text is missing, not JSON or not a
 * table. An empty table only costs time: every value is then played out, to the same number.
 */
export function parseObjectiveValueTable(text: string | null): ObjectiveValueTable {
  let raw: Partial<ObjectiveValueTable> | null = null;
  try {
    if (text !== null) raw = JSON.parse(text) as Partial<ObjectiveValueTable> | null;
  } catch {
    // Not JSON: the empty table below.
  }
  const values = raw?.values;
  return raw &&
    typeof raw.rollouts === 'number' &&
    values &&
    typeof values === 'object' &&
    !Array.isArray(values)
    ? { rollouts: raw.rollouts, values }
    : { rollouts: 0, values: {} };
}

/** Reads the shipped table once (empty when the file is missing or not a table). */
export function shippedObjectiveValues(): ObjectiveValueTable {
  if (!shipped) {
    let text: string | null = null;
    try {
      text = readFileSync(OBJECTIVE_VALUES_FILE, 'utf8');
    } catch {
      // Missing: the empty table.
    }
    shipped = parseObjectiveValueTable(text);
  }
  return shipped;
}

/** The shipped value of `key` played with `rollouts` games, if the table holds it. */
export function shippedObjectiveValue(key: string, rollouts: number): number | undefined {
  if (!enabled) return undefined;
  const t = shippedObjectiveValues();
  if (t.rollouts !== rollouts || !Object.hasOwn(t.values, key)) return undefined;
  return t.values[key];
}

/**
 * Turns the shipped table off or on (on by default: the file), or puts `table` in its place (tests):
 * the script that writes the file plays every rollout.
 */
export function useShippedObjectiveValues(on: boolean | ObjectiveValueTable): void {
  enabled = on !== false;
  shipped = typeof on === 'object' ? on : undefined;
}
