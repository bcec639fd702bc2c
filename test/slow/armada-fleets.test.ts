/**
 * Thousands of seeded core-180 and standard-400 games with the full setup (initiative, objective,
 * obstacles, deployment), flown by the random and heuristic pilots, every invariant checked after
 * every event; and the same seed replays the same game.
 */
import { describe, expect, it } from 'vitest';
import { checkedGame } from '../armada/engine-helpers.js';
import { fleetVariant, runFleetGames } from '../armada/fleet-helpers.js';

describe('Armada fleet games with full setup (slow)', () => {
  it('3000 random games of every variant keep every invariant', () => {
    const reasons = runFleetGames(3000, { type: 'random' }, 'slow-fleet-rnd');
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(3000);
    expect(reasons.eliminated).toBeGreaterThan(0);
    expect(reasons.rounds).toBeGreaterThan(0);
  });

  it('1000 heuristic games of every variant keep every invariant', () => {
    const reasons = runFleetGames(1000, { type: 'heuristic' }, 'slow-fleet-heu');
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('determinism: the same seed replays the same game in every variant', () => {
    for (let i = 0; i < 28; i++) {
      const pilot = { type: i % 2 ? 'heuristic' : 'random' } as const;
      const a = checkedGame(fleetVariant(i, pilot), `det-fleet-${i}`).events;
      const b = checkedGame(fleetVariant(i, pilot), `det-fleet-${i}`).events;
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    }
  });
});
