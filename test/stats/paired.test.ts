import { describe, expect, test } from 'vitest';
import { PairTally, pairedScoreInterval } from '../../src/stats/paired.js';
import { ValueHistogram } from '../../src/stats/histogram.js';

/** Five hand-made pairs (side 0's results): WW, WL, LW, LL, W-draw. */
const GAMES: Array<[number, number | null]> = [
  [0, 0],
  [1, 0],
  [2, 0],
  [3, 1],
  [4, 1],
  [5, 0],
  [6, 1],
  [7, 1],
  [8, 0],
  [9, null],
];

describe('PairTally', () => {
  test('classifies pairs and scores them from side 0', () => {
    const t = new PairTally();
    for (const [g, w] of GAMES) t.add(g, w);
    const s = t.summary();
    expect(s).toMatchObject({
      pairs: 5,
      bothWon: 1,
      split: 2,
      bothLost: 1,
      withDraw: 1,
      incomplete: 0,
    });
    // Pair scores 1, ½, ½, 0, ¾ → mean 0.55; sample sd √(0.55/4) = 0.370810;
    // half width 1.959964 · 0.370810 / √5 = 0.325023.
    expect(s.pairedScore).toBeCloseTo(0.55, 12);
    expect(s.ciLow).toBeCloseTo(0.224977, 5);
    expect(s.ciHigh).toBeCloseTo(0.875023, 5);
  });

  test('a pair split across two tallies is completed by merging', () => {
    const a = new PairTally();
    const b = new PairTally();
    GAMES.forEach(([g, w], i) => (i % 3 === 0 ? a : b).add(g, w));
    expect(a.summary().incomplete).toBeGreaterThan(0);
    a.merge(b);
    const whole = new PairTally();
    for (const [g, w] of GAMES) whole.add(g, w);
    expect(a.summary()).toEqual(whole.summary());
  });

  test('a lone game stays incomplete', () => {
    const t = new PairTally();
    t.add(0, 0);
    t.add(1, 0);
    t.add(2, 1);
    expect(t.summary()).toMatchObject({ pairs: 1, bothWon: 1, incomplete: 1 });
  });
});

describe('pairedScoreInterval', () => {
  test('identical pairs fall back to the Wilson interval', () => {
    const h = new ValueHistogram();
    for (let i = 0; i < 10; i++) h.add(1);
    const ci = pairedScoreInterval(h)!;
    // Wilson 10 of 10: [0.7225, 1]
    expect(ci.low).toBeCloseTo(0.7225, 4);
    expect(ci.high).toBe(1);
  });

  test('no pairs: null', () => {
    expect(pairedScoreInterval(new ValueHistogram())).toBeNull();
  });
});
