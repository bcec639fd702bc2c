/**
 * Scenario configs and results: the `scenario:` key, side counts, seat swap, the per-side
 * score in GameResult and the scenario metric rows the reports aggregate.
 */
import { describe, expect, it } from 'vitest';
import { ConfigIssuesError } from '../../src/core/game-plugin.js';
import { snapShips } from '../../src/games/snap-ships/plugin.js';

const resolveIssues = (raw: Record<string, unknown>): string[] => {
  try {
    snapShips.resolveSetup(raw);
    return [];
  } catch (e) {
    return (e as ConfigIssuesError).issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  }
};
const duelSides = [
  { name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'ai-deck' }] },
  { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'ai-deck' }] },
];

describe('scenario configs', () => {
  it('checks the scenario key and the side counts', () => {
    expect(resolveIssues({ format: 'duel', sides: duelSides, scenario: { resources: 3 } })).toEqual(
      [
        'scenario: scenario options apply to the scenario formats only (asteroid-scramble, beacon-rush, last-stand)',
      ],
    );
    expect(
      resolveIssues({
        format: 'asteroid-scramble',
        sides: duelSides,
        scenario: { resources: -1, round: 3 },
      }),
    ).toEqual([
      'scenario.round: unknown asteroid-scramble option "round" (options: resources, rounds)',
      'scenario.resources: must be a whole number ≥ 0',
    ]);
    expect(
      resolveIssues({
        format: 'last-stand',
        sides: duelSides.slice(0, 1),
        scenario: { starterBox: 'yes' },
      }),
    ).toEqual(['scenario.starterBox: must be true or false']);
    expect(resolveIssues({ format: 'last-stand', sides: duelSides })[0]).toBe(
      'sides: Last Stand needs 1 side, the config lists 2',
    );
  });

  it('seat swap applies to two listed sides only (not to Last Stand and its added waves)', () => {
    expect(
      snapShips.twoSided(snapShips.resolveSetup({ format: 'asteroid-scramble', sides: duelSides })),
    ).toBe(true);
    expect(
      snapShips.twoSided(
        snapShips.resolveSetup({ format: 'last-stand', sides: duelSides.slice(0, 1) }),
      ),
    ).toBe(false);
    expect(
      snapShips.sideNames(
        snapShips.resolveSetup({ format: 'last-stand', sides: duelSides.slice(0, 1) }),
      ),
    ).toEqual(['Forge', 'Komplex']);
  });
});

describe('scenario results', () => {
  const play = (raw: Record<string, unknown>, seed: string) =>
    snapShips.playGame(snapShips.resolveSetup(raw), {
      seed,
      gameIndex: 0,
      swapSeats: false,
      roundCap: 300,
    });

  it('Asteroid Scramble: each side scores its resources; score rows and resource flows', () => {
    const r = play({ format: 'asteroid-scramble', sides: duelSides }, 'results-as');
    expect(['rounds-complete', 'team-eliminated']).toContain(r.endReason);
    const rows = r.metrics['scenario-score']!;
    expect(rows.map((x) => x[0])).toEqual(['Forge', 'Komplex']);
    expect(r.sides.map((s) => s.score)).toEqual(rows.map((x) => x[1]));
    expect(rows.every((x) => x[1] === x[2])).toBe(true);
    expect(r.metrics['resource-flow']!.some((x) => x[1] === 'mined')).toBe(true);
    expect(r.metrics.waves).toEqual([]);
  });

  it('Beacon Rush: beacon points minus ship points, beacons held and points secured', () => {
    const r = play({ format: 'beacon-rush', sides: duelSides }, 'results-br');
    expect(r.endReason).toBe('beacons-taken');
    const rows = r.metrics['scenario-score']!;
    expect(rows.reduce((a, x) => a + (x[2] as number), 0)).toBe(8);
    expect(rows.reduce((a, x) => a + (x[3] as number), 0)).toBe(36);
    expect(rows.map((x) => (x[3] as number) - 4)).toEqual(rows.map((x) => x[1]));
    expect(r.winner).not.toBeNull();
  });

  it('Last Stand: the players score the waves destroyed; a waves row with the difficulty', () => {
    const r = play({ format: 'last-stand', sides: duelSides.slice(0, 1) }, 'results-ls');
    expect(['player-destroyed', 'waves-cleared']).toContain(r.endReason);
    const [difficulty, cleared, reached, survived] = r.metrics.waves![0]!;
    expect(difficulty).toBe('normal');
    expect(r.sides[0]!.score).toBe(cleared);
    expect(r.sides[1]!.score).toBeUndefined();
    expect(reached).toBeGreaterThanOrEqual(cleared as number);
    expect(survived).toBe(r.winner === 0 ? 1 : 0);
    expect(r.metrics['wave-clears']!.map((x) => x[0])).toEqual(
      Array.from({ length: cleared as number }, (_, i) => i + 1),
    );
  });
});
