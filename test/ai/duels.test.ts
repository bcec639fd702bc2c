/**
 * Seeded AI-deck duels between every pair of the starter presets with printed decks
 * (mirrors included), with the engine invariants asserted after every event; every game
 * ends (the round cap is a recorded timeout); and a mirror duel whose side win rate's 95%
 * Wilson interval contains 50%. The larger batches are in test/slow/ai-duels.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/stats/wilson.js';
import { playAiDuels, STARTER_PAIRS } from './duel-helpers.js';

const GAMES = 200;

describe('seeded AI-deck starter duels keep every invariant and end', () => {
  for (const [a, b] of STARTER_PAIRS) {
    it(`${a} vs ${b}`, () => {
      const t = playAiDuels(a, b, GAMES, { check: true });
      expect(t.wins[0] + t.wins[1] + t.draws + t.timeouts).toBe(GAMES);
      // The decks fight: games end by destruction, well within the round cap.
      expect(t.timeouts).toBeLessThan(GAMES * 0.05);
      expect(t.rounds / GAMES).toBeLessThan(15);
      expect(t.events).toBeGreaterThan(GAMES * 50);
    });
  }

  it('the round cap ends a game as a recorded timeout, not a hang', () => {
    const t = playAiDuels('sabre-xf-23-fighter', 'scarab-klaw-interceptor', 20, {
      roundCap: 1,
      check: true,
      prefix: 'cap',
    });
    expect([t.timeouts, t.wins[0] + t.wins[1] + t.draws, t.rounds]).toEqual([20, 0, 20]);
  });
});

describe('mirror duel', () => {
  it("same deck both sides, seats swapped: the side win rate's 95% interval contains 50%", () => {
    // An empty table keeps the two edges exactly symmetric; the seat swap balances who activates first.
    const t = playAiDuels('sabre-xf-23-fighter', 'sabre-xf-23-fighter', 2000, {
      terrain: { tiles: [] },
      prefix: 'mirror',
    });
    const decided = t.wins[0] + t.wins[1];
    expect(decided).toBeGreaterThan(1900);
    const ci = wilsonInterval(t.wins[0], decided);
    expect(ci.low).toBeLessThan(0.5);
    expect(ci.high).toBeGreaterThan(0.5);
    // Seats alternate game by game, so side 0 went first in exactly half of the games.
    expect(t.firstSeatWins).toBeGreaterThan(0);
  });
});
