import { describe, expect, test } from 'vitest';
import { quantile } from 'simple-statistics';
import { ValueHistogram } from '../../src/stats/histogram.js';

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function histOf(values: number[], maxBins?: number): ValueHistogram {
  const h = new ValueHistogram(maxBins);
  for (const v of values) h.add(v);
  return h;
}

describe('ValueHistogram', () => {
  test('quantiles of known data (type 7, linear interpolation)', () => {
    const h = histOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // h = (n-1)p: p10 → 0.9 → 1 + 0.9·1 = 1.9; p50 → 4.5 → 5.5; p90 → 8.1 → 9.1
    expect(h.quantile(0.1)).toBeCloseTo(1.9, 12);
    expect(h.quantile(0.5)).toBeCloseTo(5.5, 12);
    expect(h.quantile(0.9)).toBeCloseTo(9.1, 12);
    expect(h.quantile(0)).toBe(1);
    expect(h.quantile(1)).toBe(10);
    expect(h.mean()).toBe(5.5);
    expect(h.sum()).toBe(55);
    expect(h.count).toBe(10);
  });

  test('repeated values: hull 0,0,0,4,4,10 → p50 = 2, p10 = 0, p90 = 7', () => {
    const h = histOf([4, 0, 10, 0, 4, 0]);
    expect(h.entries()).toEqual([
      [0, 3],
      [4, 2],
      [10, 1],
    ]);
    expect(h.quantile(0.5)).toBe(2); // between the 3rd (0) and 4th (4) values
    expect(h.quantile(0.1)).toBe(0);
    expect(h.quantile(0.9)).toBe(7); // 4.5 → 4 + 0.5·(10−4)
    expect(h.mean()).toBeCloseTo(3, 12);
  });

  test('agrees with simple-statistics quantile on random integer data', () => {
    const rnd = lcg(3);
    const values = Array.from({ length: 501 }, () => Math.floor(rnd() * 20));
    const h = histOf(values);
    for (const p of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1])
      expect(h.quantile(p)).toBe(quantile(values, p));
  });

  test('empty histogram has no statistics', () => {
    const h = new ValueHistogram();
    expect(h.mean()).toBeNull();
    expect(h.quantile(0.5)).toBeNull();
    expect(h.extent()).toBeNull();
  });

  test('merging in any order gives identical results', () => {
    const rnd = lcg(11);
    const values = Array.from({ length: 400 }, () => Math.round(rnd() * 1000) / 7);
    const whole = histOf(values);
    const a = histOf(values.slice(0, 130));
    const b = histOf(values.slice(130));
    const ba = histOf(values.slice(130));
    ba.merge(histOf(values.slice(0, 130)));
    a.merge(b);
    for (const h of [a, ba]) {
      expect(h.toJSON()).toEqual(whole.toJSON());
      expect(h.sum()).toBe(whole.sum());
      expect(h.quantile(0.9)).toBe(whole.quantile(0.9));
    }
  });

  test('coarsening keeps bounded memory and stays order-independent', () => {
    const rnd = lcg(5);
    const values = Array.from({ length: 3000 }, () => rnd() * 100);
    const forward = histOf(values, 64);
    const backward = histOf([...values].reverse(), 64);
    const pieces = [0, 700, 1900, 3000];
    const merged = new ValueHistogram(64);
    for (let i = pieces.length - 1; i > 0; i--)
      merged.merge(histOf(values.slice(pieces[i - 1], pieces[i]), 64));
    expect(forward.exact).toBe(false);
    expect(forward.entries().length).toBeLessThanOrEqual(64);
    expect(backward.toJSON()).toEqual(forward.toJSON());
    expect(merged.toJSON()).toEqual(forward.toJSON());
    expect(forward.count).toBe(3000);
    // Coarse bins are 2^k wide: the median is within one bin of the exact median.
    const width = 2 ** forward.toJSON().level!;
    expect(Math.abs(forward.quantile(0.5)! - quantile(values, 0.5))).toBeLessThanOrEqual(width);
  });

  test('round-trips through JSON', () => {
    const h = histOf([3, 1, 4, 1, 5, 9, 2, 6]);
    expect(ValueHistogram.fromJSON(h.toJSON()).toJSON()).toEqual(h.toJSON());
    expect(() => h.add(Number.NaN)).toThrow(RangeError);
  });
});
