// Issue 14 #15: every example in `--help` (and every config the README names) exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

describe('examples name configs that exist', () => {
  it('in the commands\' --help', () => {
    const named = sources('src').flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\.example\([^)]*?(configs\/[\w.-]+\.yaml)/g)].map((m) => `${f}: ${m[1]}`));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((n) => !existsSync(n.split(': ')[1]!))).toEqual([]);
  });

  it('in the README', () => {
    const named = [...readFileSync('README.md', 'utf8').matchAll(/\b(configs\/[\w.-]+\.yaml)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(5);
    expect([...new Set(named)].filter((n) => !existsSync(n))).toEqual([]);
  });
});
