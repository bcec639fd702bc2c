/**
 * Test helper: reads the Armada card data (shared/cards/armada/core-set.yaml, at ../shared
 * relative to the repo root) that the content YAML was transcribed from, when it is there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Where the card data is expected. */
export const CORE_SET_FILE = fileURLToPath(
  new URL('../../../shared/cards/armada/core-set.yaml', import.meta.url),
);

/** True when the card data sits beside the repo (CI has it; a clone of the repository alone does not). */
export const HAVE_CORE_SET = existsSync(CORE_SET_FILE);

/** Title of the comparisons skipped when the card data is absent (one line in the test output). */
export const NO_CORE_SET_MESSAGE = `Armada card data not found at ${CORE_SET_FILE}: comparisons with it skipped`;

/** The parsed card data (snake_case, as transcribed); call only under `HAVE_CORE_SET`. */
export function coreSet(): Record<string, any> {
  return parse(coreSetText()) as Record<string, any>;
}

/** The raw text of the card data. */
export const coreSetText = (): string => readFileSync(CORE_SET_FILE, 'utf8');

/** The kebab-case id of a core-set id or card name (DESIGN.md: ids are the kebab-case form). */
export function kebab(idOrName: string): string {
  return idOrName
    .toLowerCase()
    .replace(/['"]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
