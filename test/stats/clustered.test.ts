import { describe, expect, test } from 'vitest';
import { addCluster, clusteredInterval, emptyClusterSums } from '../../src/stats/clustered.js';
import { Z95 } from '../../src/stats/wilson.js';
import seedrandom from 'seedrandom';

const makeRng = (seed: string): (() => number) => seedrandom.alea(seed);

/** A run of `pairs` seat-swapped pairs of a side winning with probability p, each pair repeating its game with probability `repeat`. */
function run(
  rng: () => number,
  pairs: number,
  p: number,
  repeat: number,
): { rate: number; se: number } {
  const s = emptyClusterSums();
  for (let k = 0; k < pairs; k++) {
    const a = rng() < p ? 1 : 0;
    const b = rng() < repeat ? a : rng() < p ? 1 : 0;
    addCluster(s, a + b, 2);
  }
  const ci = clusteredInterval(s);
  return { rate: s.wins / s.games, se: (ci.high - ci.low) / (2 * Z95) };
}

/** The spread of the win rate over independent runs / the mean reported standard error. */
function calibration(p: number, repeat: number): number {
  const rng = makeRng(`clustered-${p}-${repeat}`);
  const runs = Array.from({ length: 400 }, () => run(rng, 50, p, repeat));
  const mean = runs.reduce((a, r) => a + r.rate, 0) / runs.length;
  const sd = Math.sqrt(runs.reduce((a, r) => a + (r.rate - mean) ** 2, 0) / (runs.length - 1));
  return sd / (runs.reduce((a, r) => a + r.se, 0) / runs.length);
}

describe('intervals over seat-swapped pairs', () => {
  test('a pair that always repeats its game counts as one game', () => {
    const s = emptyClusterSums();
    addCluster(s, 2, 2, 30);
    addCluster(s, 0, 2, 20);
    const ci = clusteredInterval(s);
    expect(ci.effective).toBeCloseTo(50, 6);
  });

  test('independent games keep about the Wilson size; lone games are clusters of one', () => {
    const s = emptyClusterSums();
    addCluster(s, 1, 2, 50);
    addCluster(s, 2, 2, 25);
    addCluster(s, 0, 2, 25);
    addCluster(s, 1, 1, 1);
    // As spread as independent games: the size is the games' (less the small-sample factor C/(C−1)).
    const effective = clusteredInterval(s).effective;
    expect(effective).toBeLessThanOrEqual(s.games);
    expect(effective).toBeGreaterThan(0.98 * s.games);
  });

  test.each([
    [0.5, 0],
    [0.5, 0.95],
    [0.8, 0.5],
    [0.9, 1],
  ])(
    'the reported error matches the spread over independent runs (p %s, repeats %s)',
    (p, repeat) => {
      // Wilson over games would report √(1 + repeat) too little; the pair unit gets it right.
      const ratio = calibration(p, repeat);
      expect(ratio).toBeGreaterThan(0.85);
      expect(ratio).toBeLessThan(1.15);
    },
  );
});
