/**
 * The exhaustive runner (CI): seeded games with random legal builds, biased random pilots,
 * every format and terrain layout, the engine invariants after every event, until every
 * chassis has flown, every ability box of every part (both sides) has been used and every
 * effect handler has fired. Fails naming each game that broke (seed and replay command) and
 * everything not exercised within the budget, with the reason.
 */
import { describe, expect, it } from 'vitest';
import { exhaustiveReport } from '../../src/games/snap-ships/exhaustive/coverage-report.js';
import { runExhaustive } from '../../src/games/snap-ships/exhaustive/run-exhaustive.js';

/** Game budget, and the games played even when everything is covered sooner (more invariant checking). */
const BUDGET = 20_000;
const MIN_GAMES = 3_000;

describe('exhaustive runner', () => {
  it(`exercises every chassis, ability box and effect handler within ${BUDGET} games, keeping every invariant`, () => {
    const r = runExhaustive({ games: BUDGET, minGames: MIN_GAMES, seed: 'ci', maxFailures: 10 });
    const report = exhaustiveReport(r);
    console.log(report.join('\n'));
    expect(r.failures.map((f) => `${f.message}\n  replay: ${f.replay}`)).toEqual([]);
    expect(r.missing.filter((m) => !m.exempt).map((m) => `${m.label}: ${m.reason}`)).toEqual([]);
    expect(r.counts.games).toBeGreaterThanOrEqual(MIN_GAMES);
    expect(r.ok).toBe(true);
  });
});
