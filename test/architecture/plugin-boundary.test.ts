// One plugin boundary: the game-agnostic layers reach a game only through the
// registry (src/games/registry.ts) and the contracts in src/core, never by importing
// anything under src/games/<game>/, so a second game plugs in without touching them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('src');
const AGNOSTIC = ['runner', 'stats', 'report', 'balance', 'cli', 'config'];
const GAMES = resolve('src/games');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every module specifier a file imports, statically or dynamically (and re-exports). */
export function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g))
    out.push(m[1]!);
  for (const m of text.matchAll(/\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g)) out.push(m[1]!);
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) out.push(m[1]!);
  return out;
}

/** The imports of the agnostic layers that reach into a game's folder. */
function violations(): string[] {
  const bad: string[] = [];
  for (const layer of AGNOSTIC) {
    for (const file of files(join(ROOT, layer))) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = resolve(join(file, '..'), spec);
        if (target.startsWith(GAMES + '/') && relative(GAMES, target) !== 'registry.js')
          bad.push(`${relative('.', file)} imports ${spec}`);
      }
    }
  }
  return bad;
}

describe('plugin boundary', () => {
  it('src/runner, stats, report, balance, cli and config import no game folder', () => {
    expect(violations()).toEqual([]);
  });

  it('the scan sees static, dynamic and type imports (so it can fail)', () => {
    const text = `import { a } from '../games/snap-ships/x.js';\nimport type { B } from "../games/armada/y.js";\nconst m = await import('../games/snap-ships/z.js');\nexport { c } from '../games/registry.js';`;
    expect(specifiers(text)).toEqual([
      '../games/snap-ships/x.js',
      '../games/armada/y.js',
      '../games/registry.js',
      '../games/snap-ships/z.js',
    ]);
  });
});
