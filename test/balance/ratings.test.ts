/**
 * Bradley–Terry ratings recover known strengths from synthetic round robins, their
 * intervals cover the truth at about the stated rate, and LOS orders the players.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { DisconnectedError, fitBradleyTerry } from '../../src/balance/ratings.js';
import { roundRobin } from './synthetic.js';

const TRUE = [-200, -60, 0, 80, 180];
const centred = (xs: number[]) => xs.map((x) => x - xs.reduce((a, b) => a + b, 0) / xs.length);

describe('Bradley–Terry ratings', () => {
  it('recover known strengths (draws included) within 3 standard errors', () => {
    const fit = fitBradleyTerry(TRUE.length, roundRobin(new Rng('bt-1'), TRUE, 1500, 0.1));
    const truth = centred(TRUE);
    expect(fit.ratings.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
    fit.ratings.forEach((r, i) => {
      expect(Math.abs(r - truth[i]!)).toBeLessThan(3 * fit.se[i]!);
      expect(fit.se[i]).toBeGreaterThan(2);
      expect(fit.se[i]).toBeLessThan(10);
      expect(fit.ciLow[i]).toBeCloseTo(r - 1.959963984540054 * fit.se[i]!, 9);
    });
    // Strongest against weakest is beyond doubt; neighbours 60 Elo apart are clear too.
    expect(fit.los[4]![0]).toBeGreaterThan(0.999);
    expect(fit.los[0]![4]).toBeLessThan(0.001);
    expect(fit.los[2]![1]).toBeGreaterThan(0.99);
    expect(fit.los[1]![1]).toBe(0.5);
  });

  it('95% intervals cover the truth in about 95% of 200 repeated tournaments', () => {
    const truth = centred(TRUE);
    let covered = 0;
    let total = 0;
    for (let rep = 0; rep < 200; rep++) {
      const fit = fitBradleyTerry(
        TRUE.length,
        roundRobin(new Rng(`bt-cover-${rep}`), TRUE, 200, 0.05),
        { priorDraws: 0.1 },
      );
      fit.ratings.forEach((_, i) => {
        total++;
        if (fit.ciLow[i]! <= truth[i]! && truth[i]! <= fit.ciHigh[i]!) covered++;
      });
    }
    // 1000 intervals: 95% ± 3 binomial standard errors (0.7%).
    expect(covered / total).toBeGreaterThan(0.92);
    expect(covered / total).toBeLessThan(0.975);
  });

  it('stays finite when one player wins every game, and refuses disconnected groups', () => {
    const fit = fitBradleyTerry(2, [{ a: 0, b: 1, winsA: 20, winsB: 0, draws: 0 }]);
    expect(Number.isFinite(fit.ratings[0])).toBe(true);
    expect(fit.ratings[0]).toBeGreaterThan(200);
    expect(() =>
      fitBradleyTerry(4, [
        { a: 0, b: 1, winsA: 3, winsB: 2, draws: 0 },
        { a: 2, b: 3, winsA: 1, winsB: 1, draws: 0 },
      ]),
    ).toThrow(DisconnectedError);
  });
});
