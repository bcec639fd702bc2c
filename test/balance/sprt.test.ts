/**
 * The SPRT on simulated games: its error rates stay at the nominal alpha and beta
 * (pentanomial pairs, with and without draws), its bounds and LLR match the fishtest
 * formulas, and the checkpoints are a fixed schedule.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import {
  checkpoints,
  constrainedMle,
  PENTANOMIAL_SCORES,
  runSprt,
  scoreEstimate,
  sprtBounds,
  sprtLlr,
  TRINOMIAL_SCORES,
  type SprtSpec,
} from '../../src/balance/sprt.js';
import { eloToScore } from '../../src/balance/normal.js';
import { pentanomialStream } from './synthetic.js';

const SPEC: SprtSpec = { elo0: 0, elo1: 60, alpha: 0.05, beta: 0.05, model: 'logistic' };

/** Runs `reps` tests with A `elo` stronger; returns the share of each decision and the mean pairs. */
function simulate(
  elo: number,
  spec: SprtSpec,
  reps: number,
  draw: number,
  seed: string,
  looks?: ReadonlySet<number>,
) {
  const tally = { H0: 0, H1: 0, inconclusive: 0, pairs: 0 };
  for (let r = 0; r < reps; r++) {
    const rng = new Rng(`${seed}-${r}`);
    const stream = pentanomialStream(rng, elo, draw);
    const limited = (function* () {
      for (let i = 0; i < 20_000; i++) yield stream.next().value as number;
    })();
    const res = runSprt(limited, PENTANOMIAL_SCORES, spec, looks);
    tally[res.decision]++;
    tally.pairs += res.observations;
  }
  return {
    h0: tally.H0 / reps,
    h1: tally.H1 / reps,
    inconclusive: tally.inconclusive / reps,
    meanPairs: tally.pairs / reps,
  };
}

describe('SPRT', () => {
  it("bounds are Wald's: ±2.944 for alpha = beta = 0.05", () => {
    const b = sprtBounds(0.05, 0.05);
    expect(b.upper).toBeCloseTo(Math.log(0.95 / 0.05), 12);
    expect(b.upper).toBeCloseTo(2.944, 3);
    expect(b.lower).toBeCloseTo(-b.upper, 12);
    expect(sprtBounds(0.01, 0.1).lower).toBeCloseTo(Math.log(0.1 / 0.99), 12);
  });

  it('the constrained MLE has the requested mean and stays a distribution', () => {
    const p = [0.1, 0.2, 0.4, 0.2, 0.1];
    for (const s of [0.3, 0.5, 0.62]) {
      const q = constrainedMle(p, PENTANOMIAL_SCORES, s);
      expect(q.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      expect(q.reduce((a, x, i) => a + x * PENTANOMIAL_SCORES[i]!, 0)).toBeCloseTo(s, 10);
      for (const x of q) expect(x).toBeGreaterThan(0);
    }
    // The mean already at s: unchanged.
    expect(constrainedMle(p, PENTANOMIAL_SCORES, 0.5)).toEqual(p.map((x) => expect.closeTo(x, 10)));
  });

  it('the logistic LLR of a trinomial sample equals the closed form of the Bernoulli case', () => {
    // Without draws the trinomial MLE under mean s puts mass s on wins: LLR = W ln(s1/s0) + L ln((1−s1)/(1−s0)).
    const s0 = eloToScore(0);
    const s1 = eloToScore(30);
    const llr = sprtLlr([40, 0, 60], TRINOMIAL_SCORES, { elo0: 0, elo1: 30, model: 'logistic' });
    // The regularised empty draw class shifts it by well under 0.01.
    expect(llr).toBeCloseTo(60 * Math.log(s1 / s0) + 40 * Math.log((1 - s1) / (1 - s0)), 2);
  });

  it('the normalized LLR is the normal approximation N(s1−s0)(2μ−s0−s1)/(2var)', () => {
    const counts = [10, 30, 50, 30, 20];
    const n = 140;
    const mu = counts.reduce((a, c, i) => a + c * PENTANOMIAL_SCORES[i]!, 0) / n;
    const v = counts.reduce((a, c, i) => a + c * (PENTANOMIAL_SCORES[i]! - mu) ** 2, 0) / n;
    const sigma = Math.sqrt(2 * v);
    const s0 = 0.5;
    const s1 = 0.5 + (5 * Math.LN10 * sigma) / 800;
    const expected = (n * (s1 - s0) * (2 * mu - s0 - s1)) / (2 * v);
    expect(
      sprtLlr(counts, PENTANOMIAL_SCORES, { elo0: 0, elo1: 5, model: 'normalized' }),
    ).toBeCloseTo(expected, 10);
  });

  it('keeps its false-positive rate (H1 accepted when A is not stronger) at alpha on 400 simulated tests', () => {
    const r = simulate(0, SPEC, 400, 0, 'sprt-h0');
    // alpha = 0.05: allow 3 binomial standard errors (3.3%) above.
    expect(r.h1).toBeLessThan(0.05 + 0.033);
    expect(r.h0).toBeGreaterThan(0.9);
    expect(r.inconclusive).toBe(0);
  });

  it('keeps its false-negative rate (H0 accepted when A is elo1 stronger) at beta, with draws', () => {
    const r = simulate(60, SPEC, 400, 0.2, 'sprt-h1');
    expect(r.h0).toBeLessThan(0.05 + 0.033);
    expect(r.h1).toBeGreaterThan(0.9);
  });

  it("the normalized model keeps alpha too (looking at the runner's checkpoints), and stops sooner when the truth is far from both hypotheses", () => {
    const spec: SprtSpec = { ...SPEC, elo1: 25, model: 'normalized' };
    const r = simulate(0, spec, 300, 0.1, 'sprt-norm', new Set(checkpoints(20_000)));
    expect(r.h1).toBeLessThan(0.05 + 0.038);
    const far = simulate(150, SPEC, 50, 0, 'sprt-far');
    const near = simulate(60, SPEC, 50, 0, 'sprt-near');
    expect(far.h1).toBe(1);
    expect(far.meanPairs).toBeLessThan(near.meanPairs);
  });

  it('checkpoints: every step pairs, then growing by 5%, always ending at the maximum', () => {
    const c = checkpoints(1000, 16, 0.05);
    expect(c.slice(0, 4)).toEqual([16, 32, 48, 64]);
    expect(c[c.length - 1]).toBe(1000);
    for (let i = 1; i < c.length; i++)
      expect(c[i]! - c[i - 1]!).toBeGreaterThanOrEqual(
        c[i - 1]! < 320 ? 16 : Math.min(16, 1000 - c[i - 1]!),
      );
    expect(checkpoints(10, 16)).toEqual([10]);
    expect(checkpoints(0)).toEqual([]);
  });

  it('score estimate: mean pair score with a normal interval and its Elo', () => {
    const e = scoreEstimate([0, 0, 10, 0, 10], PENTANOMIAL_SCORES);
    expect(e.score).toBeCloseTo(0.75, 12);
    expect(e.elo).toBeCloseTo(-400 * Math.log10(1 / 0.75 - 1), 9);
    expect(e.ciLow!).toBeLessThan(0.75);
    expect(e.ciHigh!).toBeGreaterThan(0.75);
  });
});
