/**
 * Armada dice (D1-D3, SPEC 5.1): face tables from content, pool strings, seeded rolls and
 * damage by target type.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import {
  countIcons,
  critIsDamage,
  DicePoolError,
  diceTable,
  faceDamage,
  formatPool,
  parsePool,
  poolDamage,
  rollDie,
  rollPool,
  type DieFace,
} from '../../src/games/armada/rules/dice.js';
import { coreSet, HAVE_CORE_SET, NO_CORE_SET_MESSAGE } from './content-reference.js';

const table = diceTable(loadArmadaContent().dice);
const count = (faces: readonly DieFace[]) => {
  const out: Record<string, number> = {};
  for (const f of faces) out[f.id] = (out[f.id] ?? 0) + 1;
  return out;
};
const SHIP = { attacker: 'ship', defender: 'ship' } as const;
const SQUADRON = { attacker: 'ship', defender: 'squadron' } as const;

describe('face tables (D1, SPEC 5.1)', () => {
  it('D1, SPEC 5.1: red {blank 2, hit 2, crit 2, hit+hit 1, acc 1}; blue {hit 4, crit 2, acc 2}; black {blank 2, hit 4, hit+crit 2}', () => {
    expect(count(table.red)).toEqual({ blank: 2, hit: 2, critical: 2, 'hit-hit': 1, accuracy: 1 });
    expect(count(table.blue)).toEqual({ hit: 4, critical: 2, accuracy: 2 });
    expect(count(table.black)).toEqual({ blank: 2, hit: 4, 'hit-critical': 2 });
    for (const c of ['red', 'blue', 'black'] as const) expect(table[c]).toHaveLength(8);
  });

  it('SPEC 5.2: mean damage per die vs ships red 0.75, blue 0.75, black 1.0; red vs squadrons 0.5; crit 25 % every colour', () => {
    const mean = (faces: readonly DieFace[], ctx: typeof SHIP | typeof SQUADRON) =>
      faces.reduce((a, f) => a + faceDamage(f, ctx), 0) / 8;
    expect([mean(table.red, SHIP), mean(table.blue, SHIP), mean(table.black, SHIP)]).toEqual([
      0.75, 0.75, 1,
    ]);
    expect(mean(table.red, SQUADRON)).toBe(0.5);
    expect(table.red.filter((f) => faceDamage(f, SQUADRON) === 0)).toHaveLength(5);
    for (const c of ['red', 'blue', 'black'] as const)
      expect(table[c].filter((f) => f.crit > 0)).toHaveLength(2);
  });
});

describe('damage by target (D3, K7, Q6)', () => {
  it('D3, K7, Q6, Q8: a crit icon is damage only ship against ship, or for a bomber against a ship; accuracy never', () => {
    expect(critIsDamage(SHIP)).toBe(true);
    expect(critIsDamage(SQUADRON)).toBe(false);
    expect(critIsDamage({ attacker: 'squadron', defender: 'ship' })).toBe(false);
    expect(critIsDamage({ attacker: 'squadron', defender: 'ship', bomber: true })).toBe(true);
    expect(critIsDamage({ attacker: 'squadron', defender: 'squadron', bomber: true })).toBe(false);
    const byId = (id: string) => [...table.red, ...table.black].find((f) => f.id === id)!;
    const faces = ['hit', 'critical', 'hit-hit', 'hit-critical', 'accuracy', 'blank'].map(byId);
    expect(poolDamage(faces, SHIP)).toBe(1 + 1 + 2 + 2);
    expect(poolDamage(faces, SQUADRON)).toBe(1 + 0 + 2 + 1);
    expect(countIcons(faces)).toEqual({ hits: 4, crits: 2, accuracies: 1 });
  });

  it.skipIf(!HAVE_CORE_SET)(
    HAVE_CORE_SET
      ? 'D3: matches core-set.yaml damage_values vs ship and vs squadron'
      : `D3: ${NO_CORE_SET_MESSAGE}`,
    () => {
      const values = coreSet().dice.damage_values;
      const key = (id: string) => (id === 'critical' ? 'critical' : id.replace('-', '_'));
      for (const f of [...table.red, ...table.blue, ...table.black]) {
        expect(faceDamage(f, SHIP), f.id).toBe(values.vs_ship[key(f.id)]);
        expect(faceDamage(f, SQUADRON), f.id).toBe(values.vs_squadron[key(f.id)]);
      }
    },
  );
});

describe('pool strings', () => {
  it('D1, DESIGN calc contract (R/U/B): parses counts and letters case-insensitively, in any order and with separators', () => {
    expect(parsePool('3R3U')).toEqual({ red: 3, blue: 3, black: 0 });
    expect(parsePool('2r1u1b')).toEqual({ red: 2, blue: 1, black: 1 });
    expect(parsePool(' B 2U + 1r ')).toEqual({ red: 1, blue: 2, black: 1 });
    expect(parsePool('10U')).toEqual({ red: 0, blue: 10, black: 0 });
    expect(formatPool({ red: 2, blue: 0, black: 3 })).toBe('2R3B');
    expect(formatPool({ red: 0, blue: 0, black: 0 })).toBe('-');
  });

  it('K3, DESIGN calc contract: rejects bad pools with a message saying what to write', () => {
    const msg = (s: string, opts?: { maxPerColour?: number }) => {
      try {
        parsePool(s, opts);
      } catch (e) {
        expect(e).toBeInstanceOf(DicePoolError);
        return (e as Error).message;
      }
      return 'accepted';
    };
    expect(msg('')).toBe(
      'empty dice pool: write counts then colour letters, e.g. 3R3U or 2R1U1B (R red, U blue, B black)',
    );
    expect(msg('3X')).toMatch(/^bad dice pool "3X": unknown die colour "X"; write counts/);
    expect(msg('2K')).toMatch(/unknown die colour "K" \(black is B\)/);
    expect(msg('2R1R')).toBe('bad dice pool "2R1R": red is given twice; give each colour once');
    expect(msg('3R3')).toMatch(/^bad dice pool "3R3": "3" has no colour letter/);
    expect(msg('3R-1U')).toMatch(/unexpected "-" at position 3/);
    expect(msg('0R')).toMatch(/the pool has no dice/);
    expect(msg('13R', { maxPerColour: 12 })).toBe(
      'bad dice pool "13R": 13 red dice, at most 12 of each colour',
    );
  });
});

describe('rolling (seeded)', () => {
  it('K3, determinism: rolls red, then blue, then black, one draw per die, reproducibly from the seed', () => {
    const a = rollPool({ red: 2, blue: 1, black: 1 }, new Rng('armada-dice'), table);
    const rng = new Rng('armada-dice');
    const b = rollPool({ red: 2, blue: 1, black: 1 }, rng, table);
    expect(b).toEqual(a);
    expect(b.map((d) => d.colour)).toEqual(['red', 'red', 'blue', 'black']);
    expect(rng.draws).toBe(4);
  });

  it('D1: lands on each red face id in proportion to its copies (200 000 rolls, within 5 sigma)', () => {
    const rng = new Rng('armada-faces');
    const n = 200_000;
    const seen: Record<string, number> = {};
    for (let i = 0; i < n; i++) {
      const id = rollDie('red', rng, table).face.id;
      seen[id] = (seen[id] ?? 0) + 1;
    }
    for (const [id, copies] of Object.entries(count(table.red))) {
      const p = copies / 8;
      expect(Math.abs(seen[id]! - n * p), id).toBeLessThan(5 * Math.sqrt(n * p * (1 - p)));
    }
  });
});
