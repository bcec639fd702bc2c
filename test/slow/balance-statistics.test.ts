/**
 * The balance statistics at scale, on synthetic outcomes with known answers:
 * SPRT error rates over 5000 simulated tests per case (both Elo models, the runner's
 * look schedule, with draws), rating recovery for a larger field, and the point-cost
 * solver on a larger design. The measured rates are printed.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { fairPoints } from '../../src/balance/cost-model.js';
import { fitBradleyTerry } from '../../src/balance/ratings.js';
import { checkpoints, PENTANOMIAL_SCORES, runSprt, type SprtSpec } from '../../src/balance/sprt.js';
import { pentanomialStream, roundRobin } from '../balance/synthetic.js';

function simulate(elo: number, spec: SprtSpec, reps: number, draw: number, seed: string) {
  const looks = new Set(checkpoints(50_000));
  const tally = { H0: 0, H1: 0, inconclusive: 0, pairs: 0 };
  for (let r = 0; r < reps; r++) {
    const stream = pentanomialStream(new Rng(`${seed}-${r}`), elo, draw);
    const limited = (function* () {
      for (let i = 0; i < 50_000; i++) yield stream.next().value as number;
    })();
    const res = runSprt(limited, PENTANOMIAL_SCORES, spec, looks);
    tally[res.decision]++;
    tally.pairs += res.observations;
  }
  return {
    h0: tally.H0 / reps,
    h1: tally.H1 / reps,
    inconclusive: tally.inconclusive / reps,
    meanGames: (2 * tally.pairs) / reps,
  };
}

describe('SPRT error rates (5000 simulated tests each)', () => {
  const cases: Array<[string, SprtSpec, number]> = [
    [
      'logistic 0,30, draws 10%',
      { elo0: 0, elo1: 30, alpha: 0.05, beta: 0.05, model: 'logistic' },
      0.1,
    ],
    [
      'normalized 0,20, draws 30%',
      { elo0: 0, elo1: 20, alpha: 0.05, beta: 0.05, model: 'normalized' },
      0.3,
    ],
    [
      'logistic 0,50, alpha 0.01, beta 0.1, no draws',
      { elo0: 0, elo1: 50, alpha: 0.01, beta: 0.1, model: 'logistic' },
      0,
    ],
  ];
  for (const [name, spec, draw] of cases) {
    it(name, () => {
      const se = (p: number) => Math.sqrt((p * (1 - p)) / 5000);
      const h0 = simulate(
        spec.model === 'logistic' ? spec.elo0 : 0,
        spec,
        5000,
        draw,
        `slow-h0-${name}`,
      );
      console.log(
        `${name}: under H0 accepted H1 in ${(100 * h0.h1).toFixed(2)}% (alpha ${spec.alpha}), mean ${h0.meanGames.toFixed(0)} games`,
      );
      expect(h0.h1).toBeLessThan(spec.alpha + 3 * se(spec.alpha));
      if (spec.model === 'logistic') {
        const h1 = simulate(spec.elo1, spec, 5000, draw, `slow-h1-${name}`);
        console.log(
          `${name}: under H1 accepted H0 in ${(100 * h1.h0).toFixed(2)}% (beta ${spec.beta}), mean ${h1.meanGames.toFixed(0)} games`,
        );
        expect(h1.h0).toBeLessThan(spec.beta + 3 * se(spec.beta));
      }
    });
  }
});

describe('ratings and costs at scale', () => {
  it('recover 12 known strengths; 95% intervals cover about 95%', () => {
    const truth = Array.from({ length: 12 }, (_, i) => -300 + 55 * i);
    const mean = truth.reduce((a, b) => a + b, 0) / truth.length;
    let covered = 0;
    let total = 0;
    let maxErr = 0;
    for (let rep = 0; rep < 40; rep++) {
      const fit = fitBradleyTerry(12, roundRobin(new Rng(`slow-bt-${rep}`), truth, 300, 0.1));
      fit.ratings.forEach((r, i) => {
        total++;
        maxErr = Math.max(maxErr, Math.abs(r - (truth[i]! - mean)) / fit.se[i]!);
        if (fit.ciLow[i]! <= truth[i]! - mean && truth[i]! - mean <= fit.ciHigh[i]!) covered++;
      });
    }
    console.log(
      `ratings: ${total} intervals, ${((100 * covered) / total).toFixed(1)}% cover the truth; worst error ${maxErr.toFixed(2)} se`,
    );
    expect(covered / total).toBeGreaterThan(0.93);
    expect(covered / total).toBeLessThan(0.98);
  });

  it('fair costs of 30 builds with hidden mispricings: intervals cover the true cost about 95% of the time', () => {
    let covered = 0;
    let total = 0;
    for (let rep = 0; rep < 20; rep++) {
      const rng = new Rng(`slow-cost-${rep}`);
      const printed = Array.from({ length: 30 }, (_, i) => 2 + (i % 4));
      // Mispricings in −1..1, centred and made uncorrelated with the printed cost.
      let mis = printed.map(() => 2 * rng.next() - 1);
      const pBar = printed.reduce((a, b) => a + b, 0) / 30;
      const mBar = mis.reduce((a, b) => a + b, 0) / 30;
      mis = mis.map((m) => m - mBar);
      const slope =
        mis.reduce((s, m, i) => s + m * (printed[i]! - pBar), 0) /
        printed.reduce((s, p) => s + (p - pBar) ** 2, 0);
      mis = mis.map((m, i) => m - slope * (printed[i]! - pBar));
      const fair = printed.map((p, i) => p + mis[i]!);
      const fit = fitBradleyTerry(
        30,
        roundRobin(
          rng,
          fair.map((f) => 50 * f),
          60,
          0.05,
        ),
        { priorDraws: 0.1 },
      );
      fairPoints(fit, printed).fair.forEach((f, i) => {
        total++;
        if (f!.ciLow <= fair[i]! && fair[i]! <= f!.ciHigh) covered++;
      });
    }
    console.log(
      `fair costs: ${total} intervals, ${((100 * covered) / total).toFixed(1)}% cover the true cost`,
    );
    expect(covered / total).toBeGreaterThan(0.92);
  });
});
