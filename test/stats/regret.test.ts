import { describe, expect, it } from 'vitest';
import {
  accuracyOf,
  bestOption,
  crossFitRegret,
  gradeByKind,
  meanRegretInterval,
  optionsToValue,
} from '../../src/stats/regret.js';

describe('crossFitRegret: the best option picked on one half of the rollouts, its lead measured on the other', () => {
  it('a choice another option beats in every rollout costs the whole difference', () => {
    expect(
      crossFitRegret(
        [
          [1, 1, 1, 1],
          [0, 0, 0, 0],
        ],
        1,
      ),
    ).toBe(1);
  });

  it('the best choice, and a choice among equal options, cost exactly 0', () => {
    expect(
      crossFitRegret(
        [
          [1, 1, 0, 1],
          [0, 0, 0, 0],
        ],
        0,
      ),
    ).toBe(0);
    expect(
      crossFitRegret(
        [
          [1, 0, 1, 0],
          [1, 0, 1, 0],
          [1, 0, 1, 0],
        ],
        2,
      ),
    ).toBe(0);
  });

  it('picks on the even rollouts, measures on the odd ones, and the other way round', () => {
    // Even rollouts: option 1 leads by 1 (no spread): picked; its lead on the odd ones is 2/3.
    // Odd rollouts: it leads by 2/3 with a standard error of 1/3: picked; its lead on the even ones is 1.
    expect(
      crossFitRegret(
        [
          [0, 0, 0, 0, 0, 0],
          [1, 1, 1, 0, 1, 1],
        ],
        0,
      ),
    ).toBeCloseTo(5 / 6, 12);
  });

  it('a lead seen on one half only costs nothing', () => {
    // Even: option 1 leads by 2/3 (standard error 1/3): picked, but it leads by 0 on the odd ones; odd: no lead.
    expect(
      crossFitRegret(
        [
          [0, 0, 0, 0, 0, 0],
          [1, 0, 0, 0, 1, 0],
        ],
        0,
      ),
    ).toBe(0);
  });

  it('noise can take it below 0 (the best-of-means bias is not added)', () => {
    // Even: option 1 trails: the chosen one stays (0). Odd: option 1 leads by 1: picked, and trails by 1 on the even ones.
    expect(
      crossFitRegret(
        [
          [1, 0, 1, 0],
          [0, 1, 0, 1],
        ],
        0,
      ),
    ).toBe(-0.5);
  });

  it('needs two rollouts and a valid chosen option', () => {
    expect(() => crossFitRegret([[1], [0]], 0)).toThrow(/at least 2 rollouts/);
    expect(() =>
      crossFitRegret(
        [
          [1, 0],
          [0, 1],
        ],
        2,
      ),
    ).toThrow(/option 2 of 2/);
  });
});

describe('summaries', () => {
  it('bestOption keeps the chosen option on a tie', () => {
    expect(bestOption([0.2, 0.5, 0.5], 2)).toBe(2);
    expect(bestOption([0.2, 0.5, 0.5], 0)).toBe(1);
  });

  it('mean regret with a normal 95% interval; one decision says nothing about the spread', () => {
    const m = meanRegretInterval([0.1, 0.3]);
    expect(m.mean).toBeCloseTo(0.2, 12);
    // s = 0.1·√2, so the half-width is 1.96·s/√2 = 0.196.
    expect(m.low).toBeCloseTo(0.2 - 0.1 * 1.959963984540054, 12);
    expect(m.high).toBeCloseTo(0.2 + 0.1 * 1.959963984540054, 12);
    expect(meanRegretInterval([0.4])).toEqual({ mean: 0.4, low: -1, high: 1 });
  });

  it('accuracy is the share of regrets under 0.01 (0.01 itself is not)', () => {
    const a = accuracyOf([0, 0.005, 0.01, 0.2]);
    expect(a.accuracy).toBe(0.5);
    expect(a.low).toBeLessThan(0.5);
    expect(a.high).toBeGreaterThan(0.5);
    expect(accuracyOf([-0.02, 0]).accuracy).toBe(1);
  });

  it('grades by kind, the costliest kind (total regret) first', () => {
    const g = gradeByKind([
      { kind: 'vent', regret: 0 },
      { kind: 'rotate', regret: 0.2 },
      { kind: 'rotate', regret: 0 },
      { kind: 'vent', regret: 0.1 },
      { kind: 'rotate', regret: 0.1 },
    ]);
    expect(g.map((k) => [k.kind, k.decisions])).toEqual([
      ['rotate', 3],
      ['vent', 2],
    ]);
    expect(g[0]!.meanRegret).toBeCloseTo(0.1, 12);
    expect(g[0]!.accuracy).toBeCloseTo(1 / 3, 12);
    expect(g[1]!.meanRegret).toBeCloseTo(0.05, 12);
    expect(g[1]!.accuracy).toBe(0.5);
  });
});

describe('optionsToValue: every option up to the limit, else the chosen one and others spread evenly', () => {
  it('keeps all options up to the limit', () => {
    expect(optionsToValue(5, 3, 8)).toEqual([0, 1, 2, 3, 4]);
  });

  it('spreads the others over the list', () => {
    expect(optionsToValue(20, 7, 5)).toEqual([0, 6, 7, 13, 19]);
  });

  it('fills up from the start when the chosen option is one of the spread', () => {
    expect(optionsToValue(20, 6, 5)).toEqual([0, 1, 6, 13, 19]);
  });

  it('values at least two options', () => {
    expect(() => optionsToValue(5, 0, 1)).toThrow(/at least 2/);
  });
});
