import { describe, expect, it } from 'vitest';
import { canonicalJson, hashMatchups } from '../../src/config/hash.js';
import { ConfigError, formatIssue, suggest } from '../../src/config/issues.js';
import { deepMerge, locate } from '../../src/config/layers.js';
import { formatPath, YamlSource } from '../../src/config/yaml-source.js';
import type { ResolvedMatchup } from '../../src/core/game-plugin.js';

describe('suggest', () => {
  it('offers close candidates, closest first', () => {
    expect(suggest('blade-wing', ['blade-wings', 'xf-25-wings', 'maneuvering-fins'])).toEqual([
      'blade-wings',
    ]);
    expect(suggest('sead', ['seed', 'sides', 'name', 'games'])).toEqual(['seed']);
    expect(suggest('roundcap', ['roundCap', 'seatSwap'])).toEqual(['roundCap']);
    expect(suggest('zzzzzz', ['seed', 'sides'])).toEqual([]);
    expect(suggest('seed', ['seed'])).toEqual([]);
  });
});

describe('formatting', () => {
  it('writes paths the way users do', () => {
    expect(formatPath(['sides', 1, 'ships', 0, 'parts', 2])).toBe('sides[1].ships[0].parts[2]');
    expect(formatPath(['matchups', 3, 'table', 'baseDiameter'])).toBe(
      'matchups[3].table.baseDiameter',
    );
    expect(formatPath([])).toBe('');
  });

  it('formats one issue per line with suggestions and matchups', () => {
    expect(
      formatIssue({
        file: 'configs/x.yaml',
        line: 12,
        col: 9,
        path: 'sides[1].ships[0].parts[2]',
        message: 'unknown part "blade-wing"',
        suggestions: ['blade-wings'],
      }),
    ).toBe(
      'configs/x.yaml:12:9: sides[1].ships[0].parts[2]: unknown part "blade-wing" (did you mean "blade-wings"?)',
    );
    expect(
      formatIssue({
        file: 'f',
        line: 1,
        col: 2,
        path: '',
        message: 'bad',
        suggestions: ['a', 'b', 'c'],
        matchups: ['m1', 'm2'],
      }),
    ).toBe('f:1:2: bad (did you mean "a", "b" or "c"?) [matchups "m1", "m2"]');
  });

  it('sorts ConfigError lines by position and drops duplicates', () => {
    const e = new ConfigError([
      { file: 'f', line: 3, col: 1, path: 'b', message: 'x' },
      { file: 'f', line: 1, col: 5, path: 'a', message: 'y' },
      { file: 'f', line: 3, col: 1, path: 'b', message: 'x' },
    ]);
    expect(e.lines).toEqual(['f:1:5: a: y', 'f:3:1: b: x']);
    expect(e.message).toBe('f:1:5: a: y\nf:3:1: b: x');
  });
});

describe('layers', () => {
  it('deep-merges maps and replaces lists and scalars', () => {
    expect(
      deepMerge({ a: 1, t: { x: 1, y: 2 }, l: [1, 2] }, { t: { y: 3 }, l: [9], b: 2 }),
    ).toEqual({ a: 1, t: { x: 1, y: 3 }, l: [9], b: 2 });
  });

  it('locates a path in the entry first, then in the defaults', () => {
    const src = new YamlSource(
      'table: {x: 1, y: 2}\nsides: [a, b]\nmatchups:\n  - name: m\n    table: {y: 5}\n',
    );
    const layers = [
      { node: src.nodeAt(['matchups', 0]), prefix: ['matchups', 0], defaults: false },
      { node: src.root, prefix: [], defaults: true },
    ];
    const pos = (path: Array<string | number>, key = false) => {
      const l = locate(src, layers, path, key);
      return [src.nodePosition(l.node), l.prefix, l.inherited];
    };
    expect(pos(['table', 'y'])).toEqual([{ line: 5, col: 16 }, ['matchups', 0], false]);
    expect(pos(['table', 'x'])).toEqual([{ line: 1, col: 12 }, [], true]);
    expect(pos(['table', 'x'], true)).toEqual([{ line: 1, col: 9 }, [], true]);
    expect(pos(['sides', 1])).toEqual([{ line: 2, col: 12 }, [], true]);
    expect(pos(['sides', 7])).toEqual([{ line: 2, col: 8 }, [], true]);
    expect(pos(['name'])).toEqual([{ line: 4, col: 11 }, ['matchups', 0], false]);
  });
});

describe('config hash', () => {
  const m: ResolvedMatchup = {
    name: 'a',
    game: 'g',
    format: 'f',
    sides: ['x'],
    games: 1,
    seed: '1',
    roundCap: 3,
    seatSwap: false,
    setup: { b: 1, a: [2, { d: 1, c: 2 }] },
  };
  it('ignores key order and the plugin module field older versions wrote', () => {
    expect(canonicalJson({ b: 1, a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":1}');
    const reordered = {
      ...m,
      setup: { a: [2, { c: 2, d: 1 }], b: 1 },
      pluginModule: 'file:///elsewhere/toy.mjs',
    };
    expect(hashMatchups([reordered])).toBe(hashMatchups([m]));
    expect(hashMatchups([{ ...m, seed: '2' }])).not.toBe(hashMatchups([m]));
  });
});
