/** Shared helpers of the runner tests: the toy game, temp folders, file reads. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll } from 'vitest';
import {
  loadConfig,
  loadConfigText,
  type ConfigOverrides,
  type LoadedConfig,
} from '../../src/config/load-config.js';
import { registerGameModule } from '../../src/games/registry.js';

/** File URL of the toy fixture game. */
export const TOY_MODULE = pathToFileURL('test/fixtures/toy-game.mjs').href;
registerGameModule('toy-dice', TOY_MODULE);

/** A fresh temp folder, removed after the test file. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sortie-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Loads a fixture config (test/fixtures/<name>.yaml). */
export function fixture(name: string, overrides: ConfigOverrides = {}): Promise<LoadedConfig> {
  return loadConfig(`test/fixtures/${name}.yaml`, overrides);
}

/** A toy duel config from text overrides of the table constants. */
export function toyDuel(extra = '', overrides: ConfigOverrides = {}): Promise<LoadedConfig> {
  const text = `name: toy
game: toy-dice
format: duel
games: 50
seed: 5
sides:
  - name: Reds
    ships: [{parts: [blaster, blade-wings]}]
  - name: Blues
    ships: [{parts: [cannon], hull: 7}]
${extra}`;
  return loadConfigText(text, 'toy.yaml', overrides);
}

/** File contents as text ('' when missing). */
export function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The parsed lines of an ndjson file. */
export function ndjson<T = Record<string, unknown>>(file: string): T[] {
  return read(file)
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}
