/**
 * Large seeded AI-deck batches (run with `npm run test:slow`): every starter pairing with
 * the invariants asserted after every event, a mirror duel per starter deck, and every
 * printed deck (all 16) against every other. Prints a summary (games/s, timeouts, side and
 * first-seat win rates).
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { wilsonInterval } from '../../src/stats/wilson.js';
import { AI_STARTERS, playAiDuels, STARTER_PAIRS, type DuelTally } from '../ai/duel-helpers.js';

const pct = (n: number, d: number): string => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
const line = (label: string, t: DuelTally): string =>
  `${label}: side A ${pct(t.wins[0], t.games)}, side B ${pct(t.wins[1], t.games)}, first seat ${pct(t.firstSeatWins, t.wins[0] + t.wins[1])}, draws ${t.draws}, timeouts ${t.timeouts}, ${(t.rounds / t.games).toFixed(1)} rounds, ${((1000 * t.games) / t.ms).toFixed(0)} games/s`;

describe('AI-deck starter pairings, 2000 games each, invariants after every event', () => {
  for (const [a, b] of STARTER_PAIRS) {
    it(`${a} vs ${b}`, () => {
      const t = playAiDuels(a, b, 2000, { check: true, prefix: 'slow' });
      console.log(line(`${a} vs ${b}`, t));
      expect(t.wins[0] + t.wins[1] + t.draws + t.timeouts).toBe(2000);
      expect(t.timeouts).toBeLessThan(100);
    });
  }
});

describe('mirror duels (empty table, seats swapped), 4000 games per starter deck', () => {
  for (const deck of AI_STARTERS) {
    it(`${deck}: the side win rate's 95% interval contains 50%`, () => {
      const t = playAiDuels(deck, deck, 4000, { terrain: { tiles: [] }, prefix: 'slow-mirror' });
      const decided = t.wins[0] + t.wins[1];
      const ci = wilsonInterval(t.wins[0], decided);
      console.log(
        `${line(`mirror ${deck}`, t)}; side A 95% CI [${ci.low.toFixed(3)}, ${ci.high.toFixed(3)}]`,
      );
      expect(ci.low).toBeLessThan(0.5);
      expect(ci.high).toBeGreaterThan(0.5);
    });
  }
});

describe('every printed deck against every other', () => {
  it('16 x 16 ordered pairings, 25 games each, invariants after every event', () => {
    const ids = Object.keys(loadContent().aiDecks);
    expect(ids).toHaveLength(16);
    let games = 0;
    let timeouts = 0;
    for (const a of ids) {
      for (const b of ids) {
        const t = playAiDuels(a, b, 25, { check: true, prefix: 'slow-all' });
        games += t.games;
        timeouts += t.timeouts;
      }
    }
    console.log(`all decks: ${games} games, ${timeouts} timeouts`);
    expect(games).toBe(16 * 16 * 25);
    expect(timeouts).toBeLessThan(games * 0.05);
  });
});
