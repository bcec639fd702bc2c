// Every metric column of both games has a name in words for the report
// (the CSV keeps its snake_case id), built from the declarations' labels.
import { describe, expect, test } from 'vitest';
import { armadaMetrics } from '../../src/games/armada/metrics.js';
import { snapMetrics } from '../../src/games/snap-ships/metrics.js';
import { metricLayout } from '../../src/stats/metric-columns.js';

const labelsOf = (decls: typeof snapMetrics | typeof armadaMetrics, id: string) => {
  const layout = metricLayout(decls.find((d) => d.id === id)!);
  return Object.fromEntries(layout.header.map((h, i) => [h, layout.labels[i]]));
};

describe('metric labels', () => {
  test.each([
    ['snap-ships', snapMetrics],
    ['armada', armadaMetrics],
  ] as const)('%s: one label per CSV column, in words', (_game, decls) => {
    for (const d of decls) {
      const layout = metricLayout(d);
      expect(layout.labels).toHaveLength(layout.header.length);
      for (const l of layout.labels) expect(l, `${d.id}: ${l}`).toMatch(/^[^_]+$/);
      expect(new Set(layout.labels).size, d.id).toBe(layout.labels.length);
    }
  });

  test('labels carry the statistic, or read whole for a renamed output', () => {
    expect(labelsOf(snapMetrics, 'damage-curve')).toMatchObject({
      hull_p10: 'hull left (p10)',
      hull_mean: 'hull left (mean)',
      damage_dealt_mean: 'damage dealt so far (mean)',
      alive_fraction: 'share of games with the side alive',
      games_observed: 'games observed',
    });
    expect(labelsOf(snapMetrics, 'part-usage')).toMatchObject({
      damage_per_game: 'damage per game',
      damage_share: 'share of damage',
      heat_per_game: 'heat gained per game',
      missiles_shot_down: 'missiles shot down per game',
    });
    expect(labelsOf(snapMetrics, 'game-health')).toMatchObject({
      mid_leader_wins: 'side ahead at mid-game wins',
      mid_leader_wins_ci_low: 'side ahead at mid-game wins (95% CI low)',
    });
    expect(labelsOf(armadaMetrics, 'damage-curve')).toMatchObject({
      hull_p90: 'ship hull left (p90)',
      squadron_hull_mean: 'squadron hull left (mean)',
    });
    expect(labelsOf(armadaMetrics, 'margin')).toMatchObject({
      margin_p50: 'margin of victory (p50)',
      first_player_won_mean: 'first player won (mean)',
    });
  });
});
