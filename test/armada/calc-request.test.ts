/**
 * `armadaCalc` request validation (clear messages for bad pools, tokens, ranges and counts), the
 * JSON form (rounded to 12 significant digits, no float noise) and the text table.
 */
import { describe, expect, it } from 'vitest';
import {
  armadaCalc,
  armadaCalcJson,
  armadaCalcText,
  round12,
} from '../../src/games/armada/calc/armada-calc.js';
import {
  ArmadaCalcError,
  validateArmadaCalcRequest,
  type ArmadaCalcRequest,
} from '../../src/games/armada/calc/calc-request.js';

const error = (req: ArmadaCalcRequest): string => {
  try {
    validateArmadaCalcRequest(req);
  } catch (e) {
    expect(e).toBeInstanceOf(ArmadaCalcError);
    return (e as Error).message;
  }
  return 'accepted';
};

describe('validateArmadaCalcRequest', () => {
  it('DESIGN calc contract: resolves defaults, a ship attacking a ship, no tokens; canonical pool string', () => {
    expect(validateArmadaCalcRequest({ dice: '3u3R' })).toEqual({
      pool: { red: 3, blue: 3, black: 0 },
      dice: '3R3U',
      target: 'ship',
      attacker: 'ship',
      bomber: false,
      tokens: {},
      redirectShields: 0,
      evadeVsLarger: false,
    });
    const r = validateArmadaCalcRequest({
      dice: { red: 0, blue: 2, black: 1 },
      tokens: ['Brace', 'redirect:2', 'evade'],
      range: 'Distance 2',
      target: 'SHIP',
    });
    expect([r.dice, r.tokens, r.redirectShields, r.range]).toEqual([
      '2U1B',
      { brace: 1, redirect: 1, evade: 1 },
      2,
      'distance-2',
    ]);
    expect(validateArmadaCalcRequest({ dice: '1R', tokens: 'none' }).tokens).toEqual({});
  });

  it('K3, D1: rejects bad pools and out-of-range counts (at most 12 of each colour)', () => {
    expect(error({ dice: '3X' })).toMatch(/^bad dice pool "3X": unknown die colour "X"/);
    expect(error({ dice: '13R' })).toBe(
      'bad dice pool "13R": 13 red dice, at most 12 of each colour',
    );
    expect(error({ dice: { red: 13, blue: 0, black: 0 } })).toBe(
      'red dice must be a whole number from 0 to 12, got 13',
    );
    expect(error({ dice: { red: 1.5, blue: 0, black: 0 } })).toBe(
      'red dice must be a whole number from 0 to 12, got 1.5',
    );
    expect(error({ dice: { red: 0, blue: -1, black: 0 } })).toBe(
      'blue dice must be a whole number from 0 to 12, got -1',
    );
    expect(error({ dice: { red: 0, blue: 0, black: 0 } })).toMatch(/the pool has no dice/);
  });

  it('T2-T5, T3, K1: rejects unknown tokens, targets and ranges with "did you mean"', () => {
    expect(error({ dice: '2R', tokens: 'bracee' })).toBe(
      'unknown defense token "bracee" (did you mean "brace"?); use redirect, evade, brace, scatter',
    );
    expect(error({ dice: '2R', target: 'shp' })).toBe(
      'unknown target "shp" (did you mean "ship"?); use ship, squadron',
    );
    expect(error({ dice: '2R', tokens: 'evade', range: 'mediun' })).toMatch(
      /^unknown range "mediun" \(did you mean "medium"\?\)/,
    );
    expect(error({ dice: '2R', tokens: 'brace:2' })).toBe(
      '"brace:2": only redirect takes a number (the shields it can move to)',
    );
    expect(error({ dice: '2R', tokens: 'brace,brace,brace,brace' })).toBe(
      '4 brace tokens: at most 3 copies of a token',
    );
  });

  it('T2, T3, Q6: rejects token uses the rules do not allow', () => {
    expect(error({ dice: '2R', tokens: 'redirect' })).toMatch(
      /^redirect needs the shields left on the adjacent hull zone .* write redirect:N/,
    );
    expect(error({ dice: '2R', tokens: 'redirect:7' })).toBe(
      '"redirect:7": at most 6 shields on a hull zone',
    );
    expect(error({ dice: '2R', tokens: 'redirect:1', target: 'squadron' })).toBe(
      'redirect needs a ship defender: squadrons have no hull zones (T2)',
    );
    expect(error({ dice: '2R', tokens: 'evade' })).toBe(
      'evade needs the attack range: close, medium, long, extreme, distance-1, distance-2 (T3)',
    );
    expect(error({ dice: '2R', bomber: true })).toBe(
      'bomber is a squadron keyword: give attacker squadron',
    );
    expect(error({ dice: '2R', evadeVsLarger: true })).toBe('evadeVsLarger needs an evade token');
    expect(
      error({
        dice: '2R',
        tokens: 'evade',
        range: 'close',
        evadeVsLarger: true,
        target: 'squadron',
      }),
    ).toMatch(/target and attacker must be ships/);
  });
});

describe('output', () => {
  it('DESIGN calc contract: JSON probabilities and expectations rounded to 12 significant digits', () => {
    expect(round12(0.1 + 0.2)).toBe(0.3);
    expect(round12(0)).toBe(0);
    const result = armadaCalc({ dice: '5R4U3B', tokens: 'brace' });
    const json = armadaCalcJson(result);
    const numbers = JSON.stringify(json).match(/-?\d+(\.\d+)?(e[-+]?\d+)?/g)!;
    const significant = (n: string) =>
      n.replace(/^-/, '').replace(/e.*$/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '')
        .length;
    for (const n of numbers) expect(significant(n), n).toBeLessThanOrEqual(12);
    expect(numbers.some((n) => significant(n) === 12)).toBe(true);
    const dist = json.distribution as Array<{ damage: number; probability: number }>;
    dist.forEach((e, i) =>
      expect(Math.abs(e.probability - result.distribution[i]!.probability)).toBeLessThan(1e-12),
    );
    expect(json.pLocked).toEqual({ brace: round12(result.pLocked.brace!) });
  });

  it('D2, K7: notes dice not gathered at the range, squadron targets and the token policy', () => {
    const r = armadaCalc({ dice: '2R2B', tokens: 'evade', range: 'long', target: 'squadron' });
    expect(r.notes).toEqual([
      'black dice are not gathered at long range (D2): computed as given (e.g. dice added by an effect)',
      'a squadron attacks or defends: crit icons are not damage (K7)',
      'token policy: the attacker locks tokens to maximise expected damage, the defender then spends every unlocked token to minimise it (calc/token-policy.ts)',
    ]);
    expect(r.range).toBe('long');
    expect(r.tokens).toEqual(['evade']);
  });

  it('DESIGN calc contract: text heading, summary, P(= k) and P(>= k) rows', () => {
    const lines = armadaCalcText(armadaCalc({ dice: '2R' })).split('\n');
    expect(lines[0]).toBe('2R (2 dice) by a ship vs a ship');
    expect(lines[1]).toBe(
      'expected damage 1.5000   P(at least one crit) 0.4375   P(at least one accuracy) 0.2344',
    );
    expect(lines.slice(3)).toEqual([
      'damage   P(= k)   P(>= k)',
      '     0   0.1406   1.0000',
      '     1   0.3750   0.8594',
      '     2   0.3438   0.4844',
      '     3   0.1250   0.1406',
      '     4   0.0156   0.0156',
    ]);
  });
});
