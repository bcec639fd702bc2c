// Arrows run one way (content -> state -> rules <- effects registry <- effects): no import
// circle of more than MAX_CIRCLE files anywhere in src/. A circle is a strongly connected
// component of the import graph; every import counts (static, dynamic, type-only, re-export,
// `import('…')` in a type position), as each one ties the files' reading order together.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('src');
/** Two or three files may share types both ways (a context and the hooks it carries); no more. */
const MAX_CIRCLE = 3;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The relative imports of each file, resolved to files (TypeScript's own import scanner). */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = new Set<string>();
    for (const ref of ts.preProcessFile(text, true, true).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), ref.fileName.replace(/\.js$/, '.ts'));
      if (sources.has(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Strongly connected components with more than one file (Tarjan), largest first. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const comp: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      comp.push(w);
    } while (w !== v);
    if (comp.length > 1) out.push(comp.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out.sort((a, b) => b.length - a.length);
}

describe('import circles', () => {
  it(`no circle of more than ${MAX_CIRCLE} files in src/`, () => {
    const sources = new Map(files(ROOT).map((f) => [f, readFileSync(f, 'utf8')] as const));
    const big = circles(importGraph(sources))
      .filter((c) => c.length > MAX_CIRCLE)
      .map((c) => `${c.length} files: ${c.map((f) => relative(ROOT, f)).join(', ')}`);
    expect(big).toEqual([]);
  });

  it('the scan sees every kind of import and names the files of a circle (so it can fail)', () => {
    const src = (name: string): string => resolve('/virtual', name);
    const sources = new Map([
      [src('a.ts'), `import { b } from './b.js';`],
      [src('b.ts'), `import type { C } from './c.js';`],
      [src('c.ts'), `export { d } from './d.js';`],
      [src('d.ts'), `type A = import('./a.js').A; const e = await import('./e.js');`],
      [src('e.ts'), `import { a } from './a.js'; import { x } from 'outside';`],
      [src('f.ts'), `import { a } from './a.js';`],
    ]);
    expect(existsSync(src('a.ts'))).toBe(false);
    const found = circles(importGraph(sources));
    expect(found).toEqual([['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts'].map(src)]);
  });
});
