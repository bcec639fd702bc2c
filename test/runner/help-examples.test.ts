// Every example in `--help`, and every config the README and its guides name, exists; the
// README links every guide.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allGuides, linkedGuides, readerTexts } from '../helpers/guides.js';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('examples name configs that exist', () => {
  it("in the commands' --help", () => {
    const named = sources('src').flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/\.example\([^)]*?(configs\/[\w.-]+\.yaml)/g)].map(
        (m) => `${f}: ${m[1]}`,
      ),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((n) => !existsSync(n.split(': ')[1]!))).toEqual([]);
  });

  it('in the README and its guides', () => {
    const named = readerTexts().flatMap(([path, text]) =>
      [...text.matchAll(/\b(configs\/[\w./-]+\.yaml)/g)].map((m) => `${path}: ${m[1]}`),
    );
    expect(named.length).toBeGreaterThan(5);
    expect([...new Set(named)].filter((n) => !existsSync(n.split(': ')[1]!))).toEqual([]);
  });

  it('the README links every guide in docs/, and each link leads to a file', () => {
    expect([...linkedGuides()].sort()).toEqual(allGuides());
    const links = readerTexts().flatMap(([path, text]) =>
      [...text.matchAll(/\]\(((?!https?:|#)[^)#\s]+)(?:#[^)]*)?\)/g)].map((m) =>
        join(path === 'README.md' ? '.' : 'docs', m[1]!),
      ),
    );
    expect(links.filter((l) => !existsSync(l))).toEqual([]);
  });
});
