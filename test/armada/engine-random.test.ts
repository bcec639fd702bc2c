import { describe, expect, it } from 'vitest';
import { checkedGame, learningSetup } from './engine-helpers.js';

describe('Armada seeded random games (learning scenario)', () => {
  it('R1 R5 W2 invariants hold after every event in 200 random games', () => {
    const reasons: Record<string, number> = {};
    for (let i = 0; i < 200; i++) {
      const { events, broken } = checkedGame(learningSetup(), `inv-${i}`, i % 2 === 1);
      expect(broken, `game inv-${i}`).toBeNull();
      const end = events.at(-1)!;
      expect(end.type).toBe('game-end');
      if (end.type === 'game-end') reasons[end.reason] = (reasons[end.reason] ?? 0) + 1;
    }
    // Random fleets both fly off the table and fight to the last round.
    expect(reasons.eliminated ?? 0).toBeGreaterThan(0);
    expect(reasons.rounds ?? 0).toBeGreaterThan(0);
  });

  it('S7 B1-B3 invariants hold with random obstacles and the standard deployment', () => {
    for (let i = 0; i < 60; i++) {
      const setup = learningSetup({ obstacles: { placement: 'random' } });
      if (i % 2) setup.sides[0]!.fleet.squadrons[0]!.count = 3; // not the preset: alternate deployment
      const { broken } = checkedGame(setup, `obst-${i}`);
      expect(broken, `game obst-${i}`).toBeNull();
    }
  });

  it('determinism: the same seed gives the same game, another seed another game', () => {
    const a = checkedGame(learningSetup(), 'same-seed').events;
    const b = checkedGame(learningSetup(), 'same-seed').events;
    const c = checkedGame(learningSetup(), 'other-seed').events;
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify(c)).not.toBe(JSON.stringify(a));
  });
});
