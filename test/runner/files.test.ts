import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineKey } from '../../src/runner/game-line.js';
import { OrderedWriter } from '../../src/runner/ordered-writer.js';
import { readLines, scanDone, truncatePartialLine } from '../../src/runner/results-files.js';
import { read, tempDir } from './helpers.js';

const dir = tempDir();

describe('OrderedWriter', () => {
  it('writes batches in sequence order whatever order they arrive in, skipping failed games', () => {
    const file = join(dir, 'ordered.ndjson');
    const w = new OrderedWriter(file);
    w.deliver(3, ['d', null]);
    w.deliver(5, ['f']);
    expect(read(file)).toBe('');
    expect(w.buffered).toBe(3);
    w.deliver(0, ['a', 'b', 'c']);
    expect(read(file)).toBe('a\nb\nc\nd\nf\n');
    expect(w.written).toBe(6);
    expect(w.buffered).toBe(0);
    w.close();
  });

  it('appends to an existing file (resume)', () => {
    const file = join(dir, 'append.ndjson');
    writeFileSync(file, 'x\n');
    const w = new OrderedWriter(file);
    w.deliver(0, ['y']);
    w.close();
    expect(read(file)).toBe('x\ny\n');
  });
});

describe('results files', () => {
  it('cuts a partial last line and keeps complete ones', () => {
    const file = join(dir, 'partial.ndjson');
    writeFileSync(file, 'one\ntwo\nthr');
    expect(truncatePartialLine(file)).toBe(3);
    expect(read(file)).toBe('one\ntwo\n');
    expect(truncatePartialLine(file)).toBe(0);
    writeFileSync(file, 'no newline at all');
    truncatePartialLine(file);
    expect(read(file)).toBe('');
  });

  it('streams only complete lines', async () => {
    const file = join(dir, 'lines.ndjson');
    writeFileSync(file, 'a\n\nb\nc');
    const out: string[] = [];
    for await (const l of readLines(file)) out.push(l);
    expect(out).toEqual(['a', 'b']);
  });

  it('reads the finished games of a games file', async () => {
    const file = join(dir, 'scan.ndjson');
    const line = (m: string, g: number) => JSON.stringify({ matchup: m, game: g, seed: 's' });
    writeFileSync(
      file,
      [line('a', 0), line('a', 3), line('b', 1)].join('\n') + '\n' + line('b', 2).slice(0, 20),
    );
    const done = await scanDone(
      file,
      new Map([
        ['a', 4],
        ['b', 3],
      ]),
    );
    expect([
      done.has('a', 0),
      done.has('a', 1),
      done.has('a', 3),
      done.has('b', 1),
      done.has('b', 2),
    ]).toEqual([true, false, true, true, false]);
    expect(done.total()).toBe(3);
    expect(read(file).endsWith('\n')).toBe(true);
    await expect(scanDone(file, new Map([['a', 4]]))).rejects.toThrow(/not a game of this config/);
  });

  it('reads a line key from its prefix, including escaped names', () => {
    expect(lineKey('{"matchup":"a \\"b\\"","game":12,"seed":"x"}')).toEqual({
      matchup: 'a "b"',
      game: 12,
    });
    expect(lineKey('{"game":3,"matchup":"m"}')).toEqual({ matchup: 'm', game: 3 });
    expect(lineKey('not json')).toBeNull();
  });
});
