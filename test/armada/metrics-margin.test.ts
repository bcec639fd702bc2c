/**
 * The margin-of-victory distribution: margins fall in the tournament bands
 * (0, 1-59, 60-139, 140-219, 220-299, 300+), one row per game keyed by band and winner, with a
 * declared bar chart over every band.
 */
import { describe, expect, it } from 'vitest';
import { MARGIN_BANDS, marginBand, marginBands } from '../../src/games/armada/metrics-margin.js';
import { armadaMetrics } from '../../src/games/armada/metrics.js';
import type { GameEvent } from '../../src/games/armada/state/events.js';
import type { GameState } from '../../src/games/armada/state/types.js';
import { metricLayout } from '../../src/stats/metric-columns.js';

const state = { sides: [{ name: 'Rebels' }, { name: 'Imperials' }] } as unknown as GameState;
const rowOf = (winner: number | null, scores: number[]) => {
  const c = marginBands.start({ state });
  c.on({ type: 'game-end', winner, reason: 'rounds', round: 6, scores } as GameEvent);
  return c.finish();
};

describe('margin bands', () => {
  it('puts each margin in the band of its lowest margin', () => {
    const label = (m: number) => marginBand(m).label;
    expect([0, 1, 59, 60, 139, 140, 219, 220, 299, 300, 575].map(label)).toEqual([
      '0',
      '1-59',
      '1-59',
      '60-139',
      '60-139',
      '140-219',
      '140-219',
      '220-299',
      '220-299',
      '300+',
      '300+',
    ]);
    expect(MARGIN_BANDS.map((b) => b.from)).toEqual([0, 1, 60, 140, 220, 300]);
  });

  it('emits one row per game from the game-end event: band, winner (or draw)', () => {
    expect(rowOf(1, [73, 212])).toEqual([[60, '60-139', 'Imperials', 1]]);
    expect(rowOf(0, [175, 0])).toEqual([[140, '140-219', 'Rebels', 1]]);
    // A tie won by the second player under the default tie-break, and a draw.
    expect(rowOf(1, [40, 40])).toEqual([[0, '0', 'Imperials', 1]]);
    expect(rowOf(null, [40, 40])).toEqual([[0, '0', 'draw', 1]]);
    // Before the game ends: no row.
    expect(marginBands.start({ state }).finish()).toEqual([]);
  });

  it('is an Armada metric with a CSV of shares and a bar chart over every band', () => {
    expect(armadaMetrics.map((m) => m.id)).toContain('margin-bands');
    const layout = metricLayout(marginBands);
    expect(layout.header).toEqual([
      'matchup',
      'margin_from',
      'band',
      'winner',
      'share_of_games',
      'games_observed',
    ]);
    expect(layout.chart?.xDomain).toEqual(['0', '1-59', '60-139', '140-219', '220-299', '300+']);
  });
});
