import { describe, expect, test } from 'vitest';
import { wilsonInterval, Z95 } from '../../src/stats/wilson.js';

describe('wilsonInterval', () => {
  test('z for 95% is 1.959964', () => {
    expect(Z95).toBeCloseTo(1.959964, 5);
  });

  test.each([
    // [successes, n, low, high] — hand-computed with z = 1.959964
    [8, 10, 0.4902, 0.9433],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [50, 100, 0.4038, 0.5962],
    [1, 2, 0.0945, 0.9055],
    [73, 200, 0.3014, 0.4337],
  ])('%i of %i → [%f, %f]', (k, n, low, high) => {
    const ci = wilsonInterval(k, n);
    expect(ci.low).toBeCloseTo(low, 4);
    expect(ci.high).toBeCloseTo(high, 4);
  });

  test('ends are exact and the interval contains the estimate', () => {
    expect(wilsonInterval(0, 7).low).toBe(0);
    expect(wilsonInterval(7, 7).high).toBe(1);
    for (let k = 0; k <= 30; k++) {
      const ci = wilsonInterval(k, 30);
      expect(ci.low).toBeLessThanOrEqual(k / 30);
      expect(ci.high).toBeGreaterThanOrEqual(k / 30);
    }
  });

  test('symmetric: k of n mirrors n-k of n', () => {
    const a = wilsonInterval(3, 17);
    const b = wilsonInterval(14, 17);
    expect(a.low).toBeCloseTo(1 - b.high, 12);
    expect(a.high).toBeCloseTo(1 - b.low, 12);
  });

  test('no games: [0, 1]; impossible counts throw', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(() => wilsonInterval(11, 10)).toThrow(RangeError);
  });
});
