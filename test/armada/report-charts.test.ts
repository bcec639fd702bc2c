// The report draws Armada's own metrics from the charts their declarations name: commands and
// defense tokens as bars by side, damage by hull zone as a heatmap, damage by range band as bars
// in band order, and the score by source stacked per side; each compiles and renders.
import { describe, expect, test } from 'vitest';
import { armada } from '../../src/games/armada/plugin.js';
import { ResultsAggregator } from '../../src/stats/results-aggregator.js';
import type { GameLine } from '../../src/stats/game-line.js';
import { reportCharts, type ChartSpec } from '../../src/report/chart-specs.js';
import { chartToSvg } from '../../src/report/render-chart.js';
import { learningSetup } from './engine-helpers.js';

const SIDES = ['Rebels', 'Imperials'];
const setup = learningSetup();

function data() {
  const agg = new ResultsAggregator(
    [{ name: 'm', game: 'armada', format: 'learning', sides: SIDES, seatSwap: false }],
    armada.metrics,
  );
  for (let i = 0; i < 12; i++) {
    const r = armada.playGame(setup, {
      seed: `charts-${i}`,
      gameIndex: i,
      swapSeats: false,
      roundCap: 6,
    });
    const line: GameLine = {
      matchup: 'm',
      game: i,
      seed: `charts-${i}`,
      firstSide: r.firstSide,
      winner: r.winner,
      rounds: r.rounds,
      endReason: r.endReason,
      sides: r.sides,
      metrics: r.metrics,
    };
    agg.add(line);
  }
  return agg.finish();
}

type Layered = {
  data: { values: Array<Record<string, unknown>> };
  layer: Array<{ mark: unknown; encoding: Record<string, any> }>;
};

const results = data();
const charts = reportCharts(results);
const byId = (id: string) => charts.find((c) => c.id === id)!;

describe("Armada's declared charts", () => {
  test('commands, defense tokens, damage by zone and range, and score sources each get a chart', () => {
    const ids = charts.map((c) => c.id);
    for (const id of [
      'commands-m',
      'defense-tokens-m',
      'damage-by-zone-m',
      'damage-by-range-m',
      'score-sources-m',
    ])
      expect(ids, id).toContain(id);
    expect(byId('commands-m').title).toBe('Commands resolved — m');
  });

  test('commands and defense tokens: one bar per side side by side, labelled by the number rule', () => {
    for (const id of ['commands-m', 'defense-tokens-m']) {
      const spec = byId(id).spec as unknown as Layered;
      const bar = spec.layer[0]!.encoding;
      expect(bar.xOffset.field, id).toBe('series');
      expect(bar.y.stack, id).toBeNull();
      expect(bar.color.scale.domain, id).toEqual(SIDES);
      for (const v of spec.data.values) expect(String(v.text), id).toMatch(/^\d+(\.\d+)?$/);
    }
    const table = results.metrics.find((t) => t.layout.id === 'commands')!;
    const repair = table.rows.find((r) => r.side === 'Rebels' && r.command === 'repair');
    const drawn = (byId('commands-m').spec as unknown as Layered).data.values.find(
      (v) => v.x === 'repair' && v.series === 'Rebels',
    );
    expect(drawn?.y ?? 0).toBeCloseTo((repair?.resolved_per_game as number | undefined) ?? 0, 6);
  });

  test('damage by hull zone is a heatmap of defending side against zone', () => {
    const spec = byId('damage-by-zone-m').spec as unknown as Layered & {
      encoding: Record<string, any>;
    };
    expect(spec.encoding.x.title).toMatch(/hull zone/);
    expect(spec.encoding.y.title).toBe('defending side');
    expect(
      spec.layer.map((l) =>
        typeof l.mark === 'string' ? l.mark : (l.mark as { type: string }).type,
      ),
    ).toEqual(['rect', 'text']);
    const zones = spec.encoding.x.sort as string[];
    // Declared order for the zones present: front, left, right, rear, then squadrons.
    const order = ['front', 'left', 'right', 'rear', 'squadron'].filter((z) => zones.includes(z));
    expect(zones).toEqual(order);
  });

  test('damage by range runs close to long, squadron attacks last', () => {
    const spec = byId('damage-by-range-m').spec as unknown as Layered;
    const bands = spec.layer[0]!.encoding.x.sort as string[];
    expect(bands).toEqual(
      ['close', 'medium', 'long', 'distance-1'].filter((b) => bands.includes(b)),
    );
  });

  test('score by source stacks the sources per side in points, naming sources that never scored', () => {
    const chart = byId('score-sources-m');
    const spec = chart.spec as unknown as Layered;
    const bar = spec.layer[0]!.encoding;
    expect(bar.y.stack).toBe('zero');
    expect(bar.y.title).toBe('mean score (points)');
    expect(bar.x.sort).toEqual(SIDES);
    // The learning scenario has no objective: its sources are zero and said so, not drawn.
    expect(chart.note).toMatch(/points from victory tokens/);
    expect(new Set(spec.data.values.map((v) => v.series))).not.toContain(
      'points from victory tokens',
    );
  });

  test.each(charts.filter((c) => c.matchup === 'm').map((c) => [c.id, c] as [string, ChartSpec]))(
    '%s renders to SVG',
    async (_id, chart) => {
      const svg = await chartToSvg(chart.spec);
      expect(svg).toContain('m: ');
    },
  );
});
