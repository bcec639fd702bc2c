/**
 * What a short command pays for before it works: every package the CLI loads is loaded from
 * one installed copy. Each copy of string-width, for one, costs 30-40 ms of start-up (an
 * Intl.Segmenter and its Unicode-property regexes); yargs' own tree held three (package.json
 * `overrides` keeps one).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'sortie-modules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The module files one `sortie` command loads. */
function loadedFiles(args: string[]): string[] {
  const trace = join(dir, `${args[0]}-${args[1] ?? ''}.txt`);
  const r = spawnSync(
    process.execPath,
    ['--import', './test/fixtures/module-trace.mjs', 'dist/cli/main.js', ...args],
    {
      encoding: 'utf8',
      env: { ...process.env, SORTIE_TEST_MODULE_TRACE: trace },
    },
  );
  expect(r.status, r.stderr).toBe(0);
  return readFileSync(trace, 'utf8')
    .split('\n')
    .filter((u) => u.startsWith('file:'))
    .map((u) => fileURLToPath(u));
}

/** Package name -> the install folders it was loaded from. */
function copies(files: string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const f of files) {
    const m = /^(.*node_modules[\\/])((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(f);
    if (!m) continue;
    const name = m[2].replace(/\\/g, '/');
    out.set(name, (out.get(name) ?? new Set()).add(m[1] + m[2]));
  }
  return out;
}

describe('start-up modules', () => {
  it.each([
    ['calc', 'attack', '--part', 'mk16-autocannon', '--evasion', '3', '--json'],
    ['list', 'chassis'],
  ])('sortie %s %s loads one copy of each package', (...args) => {
    const files = loadedFiles(args);
    const packages = copies(files);
    expect(packages.has('yargs'), 'the trace sees the CLI load').toBe(true);
    const twice = [...packages]
      .filter(([, at]) => at.size > 1)
      .map(([name, at]) => `${name}: ${[...at].join(', ')}`);
    expect(twice).toEqual([]);
  });
});
