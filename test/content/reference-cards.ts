/**
 * Test helper: reads the printed-card reference (shared/cards/snap-ships, at ../shared
 * relative to the repo root in CI and in the workspace) when it exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Where the reference folder is expected. */
export const REFERENCE_DIR = fileURLToPath(
  new URL('../../../shared/cards/snap-ships/', import.meta.url),
);

/** True when the reference folder is present (content tests compare against it then). */
export const HAVE_REFERENCE = existsSync(join(REFERENCE_DIR, 'chassis.yaml'));

/** Message for the comparisons skipped when the reference is absent. */
export const NO_REFERENCE_MESSAGE = `card reference not found at ${REFERENCE_DIR}: reference comparisons skipped (the hard-coded count checks still run)`;

/** A reference entry (snake_case, as transcribed). */
export type RefCard = Record<string, any>;

const read = (file: string): RefCard[] =>
  parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as RefCard[];

/** Reference chassis cards. */
export function referenceChassis(): RefCard[] {
  return read('chassis.yaml');
}

/** Reference part cards of both factions. */
export function referenceParts(): RefCard[] {
  return [
    'parts-forge-a.yaml',
    'parts-forge-b.yaml',
    'parts-komplex-a.yaml',
    'parts-komplex-b.yaml',
  ].flatMap(read);
}
