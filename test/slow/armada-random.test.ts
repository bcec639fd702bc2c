/**
 * Thousands of seeded random Armada games with every invariant checked after every event:
 * the learning scenario, random obstacles, the standard deployment, the
 * unique squadrons and every rules switch.
 */
import { describe, expect, it } from 'vitest';
import type { ArmadaSetup } from '../../src/games/armada/engine/setup.js';
import { checkedGame, learningSetup, presetFleet } from '../armada/engine-helpers.js';

function variant(i: number): ArmadaSetup {
  const s = learningSetup();
  if (i % 3 === 1) s.obstacles = { placement: 'random' };
  if (i % 4 === 2) {
    s.sides[0]!.fleet = presetFleet('learning-rebels');
    s.sides[0]!.fleet.squadrons = [
      { squadron: 'x-wing-squadron', count: 3 },
      { squadron: 'luke-skywalker', count: 1 },
    ];
    s.sides[1]!.fleet = presetFleet('learning-imperials');
    s.sides[1]!.fleet.squadrons = [
      { squadron: 'tie-fighter-squadron', count: 5 },
      { squadron: 'howlrunner', count: 1 },
    ];
  }
  if (i % 5 === 3)
    s.rules = {
      squadronLos: 'closestPoint',
      evadeClose: 'none',
      tieBreak: 'draw',
      passTokens: 'none',
    };
  if (i % 7 === 4) s.firstRoundCommands = 'chosen';
  if (i % 11 === 5) s.initiative = 'bid';
  return s;
}

describe('Armada random games (slow)', () => {
  it('invariants hold after every event in 3000 seeded random games of every variant', () => {
    const reasons: Record<string, number> = {};
    for (let i = 0; i < 3000; i++) {
      const { events, broken } = checkedGame(variant(i), `slow-${i}`, i % 2 === 1);
      expect(broken, `game slow-${i}`).toBeNull();
      const end = events.at(-1)!;
      if (end.type === 'game-end') reasons[end.reason] = (reasons[end.reason] ?? 0) + 1;
    }
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(3000);
    expect(reasons.eliminated).toBeGreaterThan(0);
    expect(reasons.rounds).toBeGreaterThan(0);
  });

  it('determinism holds for every variant', () => {
    for (let i = 0; i < 30; i++) {
      const a = checkedGame(variant(i), `det-${i}`).events;
      const b = checkedGame(variant(i), `det-${i}`).events;
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    }
  });
});
