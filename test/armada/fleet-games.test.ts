/**
 * Seeded core-180 games with the full setup (initiative, objective, obstacles, deployment) played
 * to the end by the random and the heuristic pilots, with every part-1 invariant checked after
 * every event (the slow suite, test/slow/armada-fleets.test.ts, plays thousands).
 */
import { describe, expect, it } from 'vitest';
import { runFleetGames } from './fleet-helpers.js';

describe('core-180 games with full setup', () => {
  it('300 random games keep every invariant and end', () => {
    const reasons = runFleetGames(300, { type: 'random' }, 'core-rnd');
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(300);
    // Random fleets both lose all their ships and last the six rounds.
    expect(reasons.eliminated).toBeGreaterThan(0);
    expect(reasons.rounds).toBeGreaterThan(0);
  });

  it('100 heuristic games keep every invariant and end', () => {
    const reasons = runFleetGames(100, { type: 'heuristic' }, 'core-heu');
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(100);
  });
});
