/**
 * The calculator's defense tokens (T2-T7): brace against a hand-computed case, and every token
 * combination against an independent brute force over the face tuples of small pools that
 * plays the same documented policy die by die (attacker: the lock set maximising expected
 * damage; defender: every unlocked token, the evade die or dice minimising it).
 */
import { describe, expect, it } from 'vitest';
import { armadaCalc, type ArmadaCalcResult } from '../../src/games/armada/calc/armada-calc.js';
import type { ArmadaCalcRequest } from '../../src/games/armada/calc/calc-request.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import type { DefenseTokenType, DieColour } from '../../src/games/armada/content/types.js';
import {
  diceTable,
  faceDamage,
  parsePool,
  type DamageContext,
  type DieFace,
} from '../../src/games/armada/rules/dice.js';

const table = diceTable(loadArmadaContent().dice);
const EPS = 1e-12;

interface Die {
  colour: DieColour;
  face: DieFace;
}
interface Spec {
  dice: string;
  tokens: Partial<Record<DefenseTokenType, number>>;
  redirect?: number;
  evade?: { mode: 'cancel' | 'reroll'; dice: number };
  target?: 'ship' | 'squadron';
}

/** All face tuples of a pool (one entry per physical face, so each tuple has weight 1). */
function tuples(dice: string): Die[][] {
  const pool = parsePool(dice);
  const colours = (['red', 'blue', 'black'] as const).flatMap((c) =>
    Array.from({ length: pool[c] }, () => c),
  );
  return colours.reduce<Die[][]>(
    (acc, colour) => acc.flatMap((t) => table[colour].map((face) => [...t, { colour, face }])),
    [[]],
  );
}

/** Subsets of die indexes of exactly `k` (or 1..k for rerolls) elements. */
function subsets(n: number, sizes: number[]): number[][] {
  const out: number[][] = [];
  const go = (from: number, chosen: number[]) => {
    if (sizes.includes(chosen.length)) out.push(chosen);
    for (let i = from; i < n; i++) go(i + 1, [...chosen, i]);
  };
  go(0, []);
  return out;
}

/** Reference: the distribution of final damage and P(crit) by brute force over dice, not classes. */
function bruteForce(spec: Spec): { pmf: Map<number, number>; crit: number; expected: number } {
  const ctx: DamageContext = { attacker: 'ship', defender: spec.target ?? 'ship' };
  const types = (Object.keys(spec.tokens) as DefenseTokenType[]).filter((t) => spec.tokens[t]! > 0);
  const pmf = new Map<number, number>();
  let crit = 0;
  const all = tuples(spec.dice);
  for (const roll of all) {
    const acc = roll.reduce((a, d) => a + d.face.accuracy, 0);
    let best: { e: number; c: number; outcomes: Array<[number, boolean, number]> } | undefined;
    for (let mask = 0; mask < 1 << types.length; mask++) {
      const locked = types.filter((_, i) => mask & (1 << i));
      if (locked.reduce((a, t) => a + spec.tokens[t]!, 0) > acc) continue;
      const avail = new Set(types.filter((t) => !locked.includes(t)));
      const final = (dice: Die[]) => {
        const d = dice.reduce((a, x) => a + faceDamage(x.face, ctx), 0);
        const braced = avail.has('brace') ? Math.ceil(d / 2) : d;
        return Math.max(0, braced - (avail.has('redirect') ? (spec.redirect ?? 0) : 0));
      };
      // Defender's reply: every option, keep the lowest (expected, crit).
      let reply: { e: number; c: number; outcomes: Array<[number, boolean, number]> };
      if (avail.has('scatter')) reply = { e: 0, c: 0, outcomes: [[0, false, 1]] };
      else {
        const options: Die[][][] = [[roll]];
        if (spec.evade && avail.has('evade')) {
          const k = Math.min(spec.evade.dice, roll.length);
          const sizes =
            spec.evade.mode === 'cancel' ? [k] : Array.from({ length: k }, (_, i) => i + 1);
          for (const pick of subsets(roll.length, sizes)) {
            const kept = roll.filter((_, i) => !pick.includes(i));
            if (spec.evade.mode === 'cancel') options.push([kept]);
            else {
              const rerolled = pick.reduce<Die[][]>(
                (acc, i) =>
                  acc.flatMap((t) =>
                    table[roll[i]!.colour].map((face) => [...t, { colour: roll[i]!.colour, face }]),
                  ),
                [[]],
              );
              options.push(rerolled.map((r) => [...kept, ...r]));
            }
          }
        }
        reply = { e: Infinity, c: Infinity, outcomes: [] };
        for (const ends of options) {
          const outcomes = ends.map((d): [number, boolean, number] => [
            final(d),
            d.some((x) => x.face.crit > 0),
            1 / ends.length,
          ]);
          const e = outcomes.reduce((a, [d, , p]) => a + d * p, 0);
          const c = outcomes.reduce((a, [, k, p]) => a + (k ? p : 0), 0);
          if (e < reply.e - EPS || (Math.abs(e - reply.e) < EPS && c < reply.c - EPS))
            reply = { e, c, outcomes };
        }
      }
      if (
        !best ||
        reply.e > best.e + EPS ||
        (Math.abs(reply.e - best.e) < EPS && reply.c > best.c + EPS)
      )
        best = reply;
    }
    for (const [d, k, p] of best!.outcomes) {
      pmf.set(d, (pmf.get(d) ?? 0) + p / all.length);
      if (k) crit += p / all.length;
    }
  }
  const expected = [...pmf].reduce((a, [d, p]) => a + d * p, 0);
  return { pmf, crit, expected };
}

const tokenString = (s: Spec) =>
  (Object.entries(s.tokens) as Array<[DefenseTokenType, number]>)
    .flatMap(([t, n]) =>
      Array.from({ length: n }, () => (t === 'redirect' ? `redirect:${s.redirect}` : t)),
    )
    .join(',');

function expectSame(spec: Spec, req: ArmadaCalcRequest) {
  const want = bruteForce(spec);
  const got: ArmadaCalcResult = armadaCalc(req);
  expect(Math.abs(got.expectedDamage - want.expected), 'expected damage').toBeLessThan(1e-9);
  expect(Math.abs(got.pAtLeastOneCrit - want.crit), 'P(crit)').toBeLessThan(1e-9);
  const pmf = new Map(got.distribution.map((e) => [e.damage, e.probability]));
  for (const d of new Set([...pmf.keys(), ...want.pmf.keys()]))
    expect(Math.abs((pmf.get(d) ?? 0) - (want.pmf.get(d) ?? 0)), `P(${d})`).toBeLessThan(1e-9);
}

describe('brace (T4, T7)', () => {
  it('T4, T7: 2 blue dice vs brace, by hand: AA 4/64 -> 0; acc + hit 24/64 -> 1 (locked); 2 hits 36/64 -> ceil(2/2) = 1', () => {
    const r = armadaCalc({ dice: '2U', tokens: 'brace' });
    expect(r.distribution).toEqual([
      { damage: 0, probability: 4 / 64 },
      { damage: 1, probability: 60 / 64 },
    ]);
    expect(r.expectedDamage).toBe(60 / 64);
    expect(r.pLocked.brace).toBe(1 - (6 / 8) ** 2);
  });

  it('T4: 3 black dice vs brace (no accuracies, never locked): P(k) = P(raw 2k-1 or 2k)', () => {
    const raw = armadaCalc({ dice: '3B' }).distribution;
    const p = (d: number) => raw.find((e) => e.damage === d)?.probability ?? 0;
    const braced = armadaCalc({ dice: '3B', tokens: 'brace' });
    expect(braced.distribution).toEqual(
      [0, 1, 2, 3].map((k) => ({
        damage: k,
        probability: k === 0 ? p(0) : p(2 * k - 1) + p(2 * k),
      })),
    );
    expect(braced.pLocked.brace).toBe(0);
  });

  it('SPEC 5.2 "Blue is the best die" under "lock the brace with any accuracy": 6U 3.97, 4U2B 4.13, 3U3B 4.09', () => {
    expect(armadaCalc({ dice: '6U', tokens: 'brace' }).expectedDamage.toFixed(2)).toBe('3.97');
    expect(armadaCalc({ dice: '4U2B', tokens: 'brace' }).expectedDamage.toFixed(2)).toBe('4.13');
    expect(armadaCalc({ dice: '3U3B', tokens: 'brace' }).expectedDamage.toFixed(2)).toBe('4.09');
  });

  it('two braces need two accuracies to lock (T7)', () => {
    expectSame({ dice: '1R2U', tokens: { brace: 2 } }, { dice: '1R2U', tokens: 'brace,brace' });
    expect(armadaCalc({ dice: '1R2U', tokens: 'brace,brace' }).expectedDamage).toBeLessThan(
      armadaCalc({ dice: '1R2U', tokens: 'brace' }).expectedDamage,
    );
  });
});

describe('every token against the brute force (T2, T3, T5)', () => {
  const cases: Array<[string, Spec, ArmadaCalcRequest]> = [
    [
      'T3: evade at long range cancels the best die',
      { dice: '2R1U', tokens: { evade: 1 }, evade: { mode: 'cancel', dice: 1 } },
      { dice: '2R1U', tokens: 'evade', range: 'long' },
    ],
    [
      'T3, N2: evade at extreme range cancels two',
      { dice: '2R1U', tokens: { evade: 1 }, evade: { mode: 'cancel', dice: 2 } },
      { dice: '2R1U', tokens: 'evade', range: 'extreme' },
    ],
    [
      'T3: evade at medium rerolls one',
      { dice: '1R1U1B', tokens: { evade: 1 }, evade: { mode: 'reroll', dice: 1 } },
      { dice: '1R1U1B', tokens: 'evade', range: 'medium' },
    ],
    [
      'T3: evade at distance 1 rerolls one (squadron defender)',
      { dice: '3U', tokens: { evade: 1 }, evade: { mode: 'reroll', dice: 1 }, target: 'squadron' },
      { dice: '3U', tokens: 'evade', range: 'distance-1', target: 'squadron' },
    ],
    [
      'T3, G6: evade vs a larger ship at close rerolls up to two',
      { dice: '1R1U1B', tokens: { evade: 1 }, evade: { mode: 'reroll', dice: 2 } },
      { dice: '1R1U1B', tokens: 'evade', range: 'close', evadeVsLarger: true },
    ],
    [
      'T3, G6: evade vs a larger ship at long cancels two',
      { dice: '2R1U', tokens: { evade: 1 }, evade: { mode: 'cancel', dice: 2 } },
      { dice: '2R1U', tokens: 'evade', range: 'long', evadeVsLarger: true },
    ],
    [
      'T2, T3, T4, T9: evade, brace and redirect:1 together at medium',
      {
        dice: '2R1U',
        tokens: { evade: 1, brace: 1, redirect: 1 },
        redirect: 1,
        evade: { mode: 'reroll', dice: 1 },
      },
      { dice: '2R1U', tokens: 'evade,brace,redirect:1', range: 'medium' },
    ],
    [
      'T2: redirect:2 alone',
      { dice: '2B1U', tokens: { redirect: 1 }, redirect: 2 },
      { dice: '2B1U', tokens: 'redirect:2' },
    ],
    [
      'T5, T4, Q8: scatter and brace (Howlrunner) vs a squadron',
      { dice: '3U', tokens: { scatter: 1, brace: 1 }, target: 'squadron' },
      { dice: '3U', tokens: 'scatter,brace', target: 'squadron' },
    ],
    [
      'T2, T3, T6: evade, evade, redirect (CR90) at medium vs a larger ship',
      {
        dice: '2R1U',
        tokens: { evade: 2, redirect: 1 },
        redirect: 2,
        evade: { mode: 'reroll', dice: 2 },
      },
      { dice: '2R1U', tokens: 'evade,evade,redirect:2', range: 'medium', evadeVsLarger: true },
    ],
  ];
  for (const [name, spec, req] of cases) {
    it(`${name} (${spec.dice}, ${tokenString(spec)})`, () => expectSame(spec, req));
  }

  it('T5: scatter cancels every die unless an accuracy locks it', () => {
    const r = armadaCalc({ dice: '2U', tokens: 'scatter' });
    // Locked only when an accuracy was rolled: AA (damage 0) or acc + hit/crit (damage 1, 24/64).
    expect(r.distribution).toEqual([
      { damage: 0, probability: 40 / 64 },
      { damage: 1, probability: 24 / 64 },
    ]);
  });

  it('T3: evade at long range against one die leaves nothing', () => {
    expect(armadaCalc({ dice: '1B', tokens: 'evade', range: 'long' }).distribution).toEqual([
      { damage: 0, probability: 1 },
    ]);
  });
});

describe('probabilities', () => {
  it('T2-T7, DESIGN calc contract: sum to 1 within 1e-9 for a large pool with every token', () => {
    const r = armadaCalc({
      dice: '3R3U2B',
      tokens: 'evade,brace,redirect:2,scatter',
      range: 'medium',
      evadeVsLarger: true,
    });
    expect(Math.abs(r.distribution.reduce((a, e) => a + e.probability, 0) - 1)).toBeLessThan(1e-9);
    // Scatter is worth the most: locked whenever an accuracy was rolled.
    expect(Math.abs(r.pLocked.scatter! - r.pAtLeastOneAccuracy)).toBeLessThan(1e-12);
  });
});
