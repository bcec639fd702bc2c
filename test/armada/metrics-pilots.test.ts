/**
 * The heuristic pilot's slips as a declared metric (bad behaviour counted per game, kept
 * near zero): rows only for heuristic sides, equal to the pilot's own counters.
 */
import { describe, expect, it } from 'vitest';
import { armada } from '../../src/games/armada/plugin.js';
import { metricLayout } from '../../src/stats/metric-columns.js';
import { MetricTally } from '../../src/stats/metric-tally.js';

const setup = (a: string, b: string) =>
  armada.resolveSetup({
    name: 'slips',
    game: 'armada',
    format: 'core-180',
    objective: 'random-core',
    obstacles: { placement: 'random' },
    sides: [
      { name: 'Rebels', fleet: 'core-rebels-173', pilot: a },
      { name: 'Imperials', fleet: 'core-imperials-175', pilot: b },
    ],
  });
const slips = armada.metrics.find((m) => m.id === 'pilot-slips')!;

describe('pilot-slips metric', () => {
  it('has a row per heuristic side only, and the heuristic stays near zero over 20 core-180 games', () => {
    const tally = new MetricTally(metricLayout(slips), slips);
    const mixed = setup('heuristic', 'random');
    let courses = 0;
    for (let i = 0; i < 20; i++) {
      const r = armada.playGame(mixed, {
        seed: `slips-${i}`,
        gameIndex: i,
        swapSeats: i % 2 === 1,
        roundCap: 6,
      });
      const rows = r.metrics['pilot-slips']!;
      expect(rows.map((x) => x[0])).toEqual(['Rebels']);
      courses += Number(rows[0]![1]);
      tally.addGame(rows, r.winner === null ? null : r.sides[r.winner]!.name);
    }
    expect(courses).toBeGreaterThan(20);
    const [row] = tally.rows(20, ['Rebels', 'Imperials']);
    const value = (name: string) => Number(row![name]);
    expect(value('courses_mean')).toBeGreaterThan(1);
    expect(value('left_area_mean')).toBeLessThanOrEqual(0.1);
    expect(value('obstacle_overlaps_mean')).toBeLessThanOrEqual(0.1);
    expect(value('tokens_for_nothing_mean')).toBeLessThanOrEqual(0.1);
  });

  it('has no rows when no side flies the heuristic', () => {
    const r = armada.playGame(setup('random', 'random'), {
      seed: 's',
      gameIndex: 0,
      swapSeats: false,
      roundCap: 6,
    });
    expect(r.metrics['pilot-slips']).toEqual([]);
  });
});
