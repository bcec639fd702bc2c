/**
 * The exact Armada calculator without defense tokens against closed-form maths (D1, D3, K7,
 * SPEC 5.1 and 5.2), to 1e-9: single dice, the 512 face tuples of 2 red + 1 blue, the published
 * values, and binomial / multinomial forms for larger pools.
 */
import { describe, expect, it } from 'vitest';
import {
  armadaCalc,
  armadaCalcJson,
  type ArmadaCalcResult,
} from '../../src/games/armada/calc/armada-calc.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import { diceTable, faceDamage } from '../../src/games/armada/rules/dice.js';

const table = diceTable(loadArmadaContent().dice);
const EPS = 1e-9;

/** P(damage = k) as an array indexed by damage (zeros filled in). */
const pmf = (r: ArmadaCalcResult): number[] => {
  const out = new Array<number>((r.distribution.at(-1)?.damage ?? 0) + 1).fill(0);
  for (const e of r.distribution) out[e.damage] = e.probability;
  return out;
};
const expectPmf = (r: ArmadaCalcResult, want: number[]) => {
  const got = pmf(r);
  expect(got.length).toBe(want.length);
  want.forEach((p, k) => expect(Math.abs(got[k]! - p), `P(${k})`).toBeLessThan(EPS));
  expect(Math.abs(got.reduce((a, p) => a + p, 0) - 1)).toBeLessThan(EPS);
};
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const choose = (n: number, k: number) => factorial(n) / (factorial(k) * factorial(n - k));
/** Polynomial product: the distribution of a sum of independent damages. */
const convolve = (a: number[], b: number[]) => {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j]! += x * y)));
  return out;
};
const power = (die: number[], n: number) =>
  Array.from({ length: n }).reduce<number[]>((acc) => convolve(acc, die), [1]);

describe('single dice (D1, D3)', () => {
  it('D1, D3: vs a ship, red P(0,1,2) = 3/8, 4/8, 1/8; blue 2/8, 6/8; black 2/8, 4/8, 2/8', () => {
    expectPmf(armadaCalc({ dice: '1R' }), [3 / 8, 4 / 8, 1 / 8]);
    expectPmf(armadaCalc({ dice: '1U' }), [2 / 8, 6 / 8]);
    expectPmf(armadaCalc({ dice: '1B' }), [2 / 8, 4 / 8, 2 / 8]);
  });

  it('K7: vs a squadron crits are no damage: red 5/8, 2/8, 1/8; blue 4/8, 4/8; black 2/8, 6/8', () => {
    expectPmf(armadaCalc({ dice: '1R', target: 'squadron' }), [5 / 8, 2 / 8, 1 / 8]);
    expectPmf(armadaCalc({ dice: '1U', target: 'squadron' }), [4 / 8, 4 / 8]);
    expectPmf(armadaCalc({ dice: '1B', target: 'squadron' }), [2 / 8, 6 / 8]);
  });

  it('D1, SPEC 5.2: crit 2/8 on every colour; accuracy red 1/8, blue 2/8, black 0', () => {
    for (const d of ['1R', '1U', '1B']) expect(armadaCalc({ dice: d }).pAtLeastOneCrit).toBe(0.25);
    expect(['1R', '1U', '1B'].map((d) => armadaCalc({ dice: d }).pAtLeastOneAccuracy)).toEqual([
      1 / 8,
      2 / 8,
      0,
    ]);
  });
});

describe('SPEC 5.2 published values', () => {
  it('SPEC 5.2: 2 red dice vs a ship, P(0..4) = 14.0625, 37.5, 34.375, 12.5, 1.5625 %', () => {
    expectPmf(armadaCalc({ dice: '2R' }), [0.140625, 0.375, 0.34375, 0.125, 0.015625]);
  });

  it('SPEC 5.2: 4 black dice, P(at least one crit) = 1 - (6/8)^4 = 68.359375 % (R1H4: 68.36 %)', () => {
    const r = armadaCalc({ dice: '4B' });
    expect(Math.abs(r.pAtLeastOneCrit - (1 - (6 / 8) ** 4))).toBeLessThan(EPS);
    expect(r.pAtLeastOneCrit.toFixed(4)).toBe('0.6836');
  });

  it('SPEC 5.2: 2 red + 1 blue, the 512 equally likely face tuples, enumerated one by one', () => {
    const counts = new Array<number>(6).fill(0);
    let crit = 0;
    let acc = 0;
    const ctx = { attacker: 'ship', defender: 'ship' } as const;
    for (const a of table.red)
      for (const b of table.red)
        for (const c of table.blue) {
          counts[faceDamage(a, ctx) + faceDamage(b, ctx) + faceDamage(c, ctx)]!++;
          if (a.crit + b.crit + c.crit > 0) crit++;
          if (a.accuracy + b.accuracy + c.accuracy > 0) acc++;
        }
    expect(counts.reduce((x, y) => x + y, 0)).toBe(512);
    const r = armadaCalc({ dice: '2R1U' });
    expectPmf(
      r,
      counts.map((n) => n / 512),
    );
    expect(r.pAtLeastOneCrit).toBe(crit / 512);
    expect(r.pAtLeastOneAccuracy).toBe(acc / 512);
    // Integer weights over 8^3: every probability is an exact multiple of 1/512.
    for (const e of r.distribution) expect(Number.isInteger(e.probability * 512)).toBe(true);
  });

  it('DESIGN calc contract: 3R3U vs a ship = {expectedDamage 4.5, pAtLeastOneCrit 0.822, pAtLeastOneAccuracy 0.717}', () => {
    const json = armadaCalcJson(armadaCalc({ dice: '3R3U' }));
    expect(json).toMatchObject({ dice: '3R3U', expectedDamage: 4.5 });
    expect((json.pAtLeastOneCrit as number).toFixed(3)).toBe('0.822');
    expect((json.pAtLeastOneAccuracy as number).toFixed(3)).toBe('0.717');
    expect(Object.keys(json).slice(0, 5)).toEqual([
      'dice',
      'expectedDamage',
      'distribution',
      'pAtLeastOneCrit',
      'pAtLeastOneAccuracy',
    ]);
  });
});

describe('larger pools (binomial and multinomial closed forms)', () => {
  it('D3, K7: n blue dice vs a ship ~ Binomial(n, 3/4); vs a squadron ~ Binomial(n, 1/2) (n = 1..12)', () => {
    for (let n = 1; n <= 12; n++) {
      expectPmf(
        armadaCalc({ dice: `${n}U` }),
        Array.from({ length: n + 1 }, (_, k) => choose(n, k) * 0.75 ** k * 0.25 ** (n - k)),
      );
      expectPmf(
        armadaCalc({ dice: `${n}U`, target: 'squadron' }),
        Array.from({ length: n + 1 }, (_, k) => choose(n, k) * 0.5 ** n),
      );
    }
  });

  it('D1, D3: n red dice vs a ship, trinomial over (0, 1, 2) damage faces (3/8, 4/8, 1/8), n = 8 and 12', () => {
    for (const n of [8, 12]) {
      const want = new Array<number>(2 * n + 1).fill(0);
      for (let k2 = 0; k2 <= n; k2++)
        for (let k1 = 0; k1 + k2 <= n; k1++) {
          const k0 = n - k1 - k2;
          want[k1 + 2 * k2]! +=
            (factorial(n) / (factorial(k0) * factorial(k1) * factorial(k2))) *
            (3 / 8) ** k0 *
            (4 / 8) ** k1 *
            (1 / 8) ** k2;
        }
      expectPmf(armadaCalc({ dice: `${n}R` }), want);
    }
  });

  it('D1, D3, K7: mixed pools are the convolution of the colours: 4R4U4B and 12R12U12B, vs ship and squadron', () => {
    const ship = { R: [3 / 8, 4 / 8, 1 / 8], U: [2 / 8, 6 / 8], B: [2 / 8, 4 / 8, 2 / 8] };
    const squad = { R: [5 / 8, 2 / 8, 1 / 8], U: [4 / 8, 4 / 8], B: [2 / 8, 6 / 8] };
    for (const n of [4, 12]) {
      const dice = `${n}R${n}U${n}B`;
      expectPmf(
        armadaCalc({ dice }),
        convolve(convolve(power(ship.R, n), power(ship.U, n)), power(ship.B, n)),
      );
      expectPmf(
        armadaCalc({ dice, target: 'squadron' }),
        convolve(convolve(power(squad.R, n), power(squad.U, n)), power(squad.B, n)),
      );
    }
  });

  it('SPEC 5.2: expectation is linear (0.75 red, 0.75 blue, 1 black vs ships; 0.5, 0.5, 0.75 vs squadrons); crit 1 - (3/4)^n; accuracy 1 - (7/8)^r (6/8)^u', () => {
    for (const [r, u, b] of [
      [3, 3, 0],
      [2, 1, 1],
      [0, 6, 6],
      [5, 0, 3],
    ] as const) {
      const dice = { red: r, blue: u, black: b };
      const res = armadaCalc({ dice });
      expect(Math.abs(res.expectedDamage - (0.75 * r + 0.75 * u + b))).toBeLessThan(EPS);
      expect(
        Math.abs(
          armadaCalc({ dice, target: 'squadron' }).expectedDamage - (0.5 * r + 0.5 * u + 0.75 * b),
        ),
      ).toBeLessThan(EPS);
      expect(Math.abs(res.pAtLeastOneCrit - (1 - 0.75 ** (r + u + b)))).toBeLessThan(EPS);
      expect(Math.abs(res.pAtLeastOneAccuracy - (1 - (7 / 8) ** r * (6 / 8) ** u))).toBeLessThan(
        EPS,
      );
    }
  });

  it('Q6: a bomber squadron counts crits against a ship; a plain squadron attacker does not', () => {
    expectPmf(armadaCalc({ dice: '1R', attacker: 'squadron', target: 'ship', bomber: true }), [
      3 / 8,
      4 / 8,
      1 / 8,
    ]);
    expectPmf(armadaCalc({ dice: '1R', attacker: 'squadron', target: 'ship' }), [
      5 / 8,
      2 / 8,
      1 / 8,
    ]);
  });
});
