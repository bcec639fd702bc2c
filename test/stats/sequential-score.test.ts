/**
 * The sequential strength test used by the slow pilot-strength suites: its levels, intervals
 * and stopping rule against closed-form values.
 */
import { describe, expect, it } from 'vitest';
import { lookZ, sequentialScore, unitInterval } from '../helpers/sequential-score.js';

describe('sequential score test', () => {
  it('splits alpha between the looks (Bonferroni): one look is the usual 1.96, five looks 2.576', () => {
    expect(lookZ(1)).toBeCloseTo(1.959964, 5);
    expect(lookZ(5)).toBeCloseTo(2.575829, 5);
    expect(lookZ(4, 0.01)).toBeCloseTo(3.023341, 5);
  });

  it('the interval uses the units’ own spread: pairs that repeat each other widen it', () => {
    // 10 units alternating 1 and 0: mean 0.5, sample variance 10/36, se = sqrt(10/36/10) = 1/6.
    const ci = unitInterval([1, 0, 1, 0, 1, 0, 1, 0, 1, 0], 2);
    expect(ci.mean).toBe(0.5);
    expect(ci.low).toBeCloseTo(0.5 - 2 / 6, 12);
    expect(ci.high).toBeCloseTo(0.5 + 2 / 6, 12);
    // Split pairs (every unit 0.5) have no spread: the floor of one split game per unit applies.
    const flat = unitInterval([0.5, 0.5, 0.5, 0.5], 2);
    expect(flat.high - flat.mean).toBeCloseTo(2 * Math.sqrt(0.25 / 4 / 4), 12);
  });

  it('stops at the first look that clears one half, having played only that look', () => {
    let played = 0;
    const v = sequentialScore(
      (u) => {
        played++;
        return u % 4 === 3 ? 0 : 1; // three wins in four units
      },
      [32, 64, 128, 256],
    );
    expect(v.decision).toBe('above');
    expect(v.units).toBe(played);
    // At 32 units: mean 0.75, sd = sqrt(0.75*0.25*32/31), se = sd/sqrt(32); z(4 looks) = 2.498.
    const se = Math.sqrt((0.75 * 0.25 * 32) / 31 / 32);
    expect(v).toMatchObject({ look: 1, units: 32, mean: 0.75 });
    expect(v.low).toBeCloseTo(0.75 - lookZ(4) * se, 12);
    // Three wins in four units do not clear one half at 8 units (0.75 - 2.498 * 0.164 = 0.34).
    expect(sequentialScore((u) => (u % 4 === 3 ? 0 : 1), [8]).decision).toBe('undecided');
  });

  it('calls a losing pilot below, and an even one undecided after the last look', () => {
    expect(sequentialScore((u) => (u % 5 === 0 ? 1 : 0), [10, 20, 40]).decision).toBe('below');
    const even = sequentialScore((u) => u % 2, [10, 20, 40]);
    expect(even).toMatchObject({ decision: 'undecided', units: 40, look: 3, mean: 0.5 });
  });

  it('keeps its error rate under alpha when the pilots are even (exact over fair coin units)', () => {
    // A seeded stream of fair 0/1 units: 400 runs of up to 256 units, 4 looks. The chance of any
    // wrong call is at most alpha = 0.05 by construction; allow the run-to-run spread of 400 runs.
    let s = 12345;
    const coin = (): number => {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      return s / 2 ** 31 < 0.5 ? 1 : 0;
    };
    let wrong = 0;
    for (let r = 0; r < 400; r++)
      if (sequentialScore(() => coin(), [32, 64, 128, 256]).decision !== 'undecided') wrong++;
    expect(wrong / 400).toBeLessThan(0.05 + 3 * Math.sqrt((0.05 * 0.95) / 400));
  });
});
