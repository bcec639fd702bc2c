/**
 * Test helper: reads the Armada card data (shared/cards/armada/core-set.yaml, at ../shared
 * relative to the repo root) that the content YAML was transcribed from.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Where the card data is expected. */
export const CORE_SET_FILE = fileURLToPath(new URL('../../../shared/cards/armada/core-set.yaml', import.meta.url));

/** The parsed card data (snake_case, as transcribed); a missing file fails the test that needs it. */
export function coreSet(): Record<string, any> {
  if (!existsSync(CORE_SET_FILE)) throw new Error(`Armada card data not found at ${CORE_SET_FILE} (shared/ must sit beside the repo)`);
  return parse(readFileSync(CORE_SET_FILE, 'utf8')) as Record<string, any>;
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
