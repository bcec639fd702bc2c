/** Result points (balance/result-points.ts): pair observations, the mean's t interval, the under-limit flag. */
import { describe, expect, it } from 'vitest';
import {
  meanInterval,
  pointObservations,
  underLimitFlags,
} from '../../src/balance/result-points.js';
import { armadaBalanceAdapter } from '../../src/games/armada/fleets/balance-adapter.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';

describe('result points', () => {
  it('averages the two games of a seat-swapped pair into one observation', () => {
    const games = new Map([
      [0, [6, 5]],
      [1, [4, 7]],
      [2, [10, 1]],
      [3, [8, 3]],
    ]);
    expect(pointObservations(games, 0, true)).toEqual([5, 9]);
    expect(pointObservations(games, 1, false)).toEqual([5, 7, 1, 3]);
  });

  it('a Student-t 95% interval: 5, 6, 7 gives 6 ± 4.303 / sqrt(3)', () => {
    const m = meanInterval([5, 6, 7])!;
    expect(m.mean).toBe(6);
    expect(m.high! - m.mean).toBeCloseTo(4.302653 / Math.sqrt(3), 5);
    expect(meanInterval([4])).toEqual({ mean: 4, low: null, high: null, n: 1 });
    expect(meanInterval([])).toBeNull();
  });

  it('flags builds leaving more than a tenth of the limit unspent', () => {
    expect(
      underLimitFlags(
        [
          { name: 'A', points: 84 },
          { name: 'B', points: 171 },
          { name: 'C', points: null },
        ],
        180,
      ),
    ).toEqual([
      "A costs 84 of the format's 180 points (96 unspent): its opponents win by wide margins, so judge it by result points, not win rate",
    ]);
    expect(underLimitFlags([{ name: 'A', points: 84 }], null)).toEqual([]);
  });

  it("Armada's adapter scores a game by the matchup's tournamentPoints: table, and not without one", () => {
    const a = armadaBalanceAdapter(loadArmadaContent());
    const table = {
      bands: [
        { margin: 0, points: [6, 5] as [number, number] },
        { margin: 60, points: [7, 4] as [number, number] },
      ],
      draw: 5.5,
    };
    expect(a.resultPoints!({ tournamentPoints: table }, { winner: 1, scores: [40, 120] })).toEqual([
      4, 7,
    ]);
    expect(a.resultPoints!({ tournamentPoints: table }, { winner: 0, scores: [100, 41] })).toEqual([
      6, 5,
    ]);
    expect(
      a.resultPoints!({ tournamentPoints: table }, { winner: null, scores: [50, 50] }),
    ).toEqual([5.5, 5.5]);
    expect(a.resultPoints!({}, { winner: 0, scores: [100, 0] })).toBeNull();
    expect(a.pointLimit!({ format: 'core-180' })).toBe(180);
  });
});
