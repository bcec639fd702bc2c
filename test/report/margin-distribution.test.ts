/**
 * The generic parts behind a game's margin distribution: the `mean-interval` aggregate (a mean
 * with its 95% interval, order-independent across merged shards) and a metric's declared bar
 * chart (one bar per key value in table order, the declared domain's empty bars included,
 * stacked by a second key).
 */
import { describe, expect, test } from 'vitest';
import type { MetricBarChart, MetricDeclaration } from '../../src/core/metrics.js';
import { reportCharts } from '../../src/report/chart-specs.js';
import { metricChart } from '../../src/report/metric-charts.js';
import { metricLayout } from '../../src/stats/metric-columns.js';
import { MetricTally } from '../../src/stats/metric-tally.js';
import { ResultsAggregator } from '../../src/stats/results-aggregator.js';
import type { GameLine } from '../../src/stats/game-line.js';

const SIDES = ['Red', 'Blue'];

const bands: MetricDeclaration = {
  id: 'bands',
  title: 'Bands',
  events: [],
  start: () => ({ on() {}, finish: () => [] }),
  columns: [
    { name: 'from', role: 'key' },
    { name: 'band', role: 'key' },
    { name: 'winner', role: 'key' },
    {
      name: 'games',
      role: 'value',
      aggregate: 'mean-per-game',
      output: 'share_of_games',
      label: 'share of games',
    },
  ],
  chart: {
    kind: 'stacked-bar',
    x: 'band',
    y: 'share_of_games',
    colour: 'winner',
    title: 'result size',
    xDomain: ['0', '1-9', '10+'],
    percent: true,
  },
};

const points: MetricDeclaration = {
  id: 'points',
  title: 'Points',
  events: [],
  start: () => ({ on() {}, finish: () => [] }),
  columns: [
    { name: 'side', role: 'key' },
    { name: 'points', role: 'value', aggregate: 'mean-interval', label: 'points' },
  ],
};

describe('mean-interval', () => {
  test('outputs _mean, _ci_low, _ci_high: mean ± 1.96·s/√n', () => {
    const layout = metricLayout(points);
    expect(layout.header).toEqual([
      'matchup',
      'side',
      'points_mean',
      'points_ci_low',
      'points_ci_high',
      'games_observed',
    ]);
    expect(layout.labels).toEqual([
      'matchup',
      'side',
      'points (mean)',
      'points (95% CI low)',
      'points (95% CI high)',
      'games observed',
    ]);
    const t = new MetricTally(layout, points);
    const values = [6, 7, 7, 10, 5, 6];
    for (const v of values)
      t.addGame(
        [
          ['Red', v],
          ['Blue', 11 - v],
        ],
        null,
      );
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1));
    const half = (1.96 * sd) / Math.sqrt(values.length);
    const [red, blue] = t.rows(values.length, SIDES);
    expect(red!.points_mean).toBeCloseTo(mean, 12);
    expect(red!.points_ci_low).toBeCloseTo(mean - half, 12);
    expect(red!.points_ci_high).toBeCloseTo(mean + half, 12);
    expect(blue!.points_mean).toBeCloseTo(11 - mean, 12);
    // One value: the interval is the value; no values: no row.
    const one = new MetricTally(layout, points);
    one.addGame([['Red', 4]], null);
    expect(one.rows(1, SIDES)).toEqual([
      { side: 'Red', points_mean: 4, points_ci_low: 4, points_ci_high: 4, games_observed: 1 },
    ]);
  });

  test('shards merged in any order give the same rows as one tally', () => {
    const layout = metricLayout(points);
    const games = Array.from({ length: 40 }, (_, i) => ((i * 37) % 11) + 0.5 * (i % 3));
    const whole = new MetricTally(layout, points);
    for (const v of games) whole.addGame([['Red', v]], null);
    const a = new MetricTally(layout, points);
    const b = new MetricTally(layout, points);
    games.forEach((v, i) => (i % 3 === 0 ? a : b).addGame([['Red', v]], null));
    const merged = new MetricTally(layout, points);
    merged.mergeData(JSON.parse(JSON.stringify(b.toData())));
    merged.mergeData(JSON.parse(JSON.stringify(a.toData())));
    expect(merged.rows(40, SIDES)).toEqual(whole.rows(40, SIDES));
  });
});

describe('a declared bar chart', () => {
  test('is checked against the columns', () => {
    expect(metricLayout(bands).chart?.x).toBe('band');
    const chart = bands.chart as MetricBarChart;
    expect(() => metricLayout({ ...bands, chart: { ...chart, x: 'nope' } })).toThrow(
      /chart key "nope" is not a key column/,
    );
    expect(() => metricLayout({ ...bands, chart: { ...chart, colour: 'games' } })).toThrow(
      /not a key column/,
    );
    expect(() => metricLayout({ ...bands, chart: { ...chart, y: 'games_per_game' } })).toThrow(
      /"games_per_game" is not an output/,
    );
    expect(() =>
      metricLayout({
        ...bands,
        chart: { kind: 'heatmap', x: 'band', y: 'winner', value: 'nope', title: 't' },
      }),
    ).toThrow(/"nope" is not an output/);
  });

  test('draws one stacked bar per key value in table order, with the declared domain, per matchup', () => {
    const agg = new ResultsAggregator(
      [{ name: 'm1', game: 'g', format: 'f', sides: SIDES, seatSwap: false }],
      [bands, points],
    );
    const line = (i: number, row: Array<string | number>, winner: number): GameLine =>
      ({
        matchup: 'm1',
        game: i,
        seed: String(i),
        swap: false,
        firstSide: 0,
        winner,
        rounds: 3,
        endReason: 'rounds',
        sides: SIDES.map((name) => ({ name, hullLeft: 0, damageDealt: 0, score: 0 })),
        metrics: { bands: [row] },
      }) as unknown as GameLine;
    agg.add(line(1, [10, '10+', 'Red', 1], 0));
    agg.add(line(2, [1, '1-9', 'Blue', 1], 1));
    agg.add(line(3, [1, '1-9', 'Red', 1], 0));
    agg.add(line(4, [1, '1-9', 'Red', 1], 0));
    const data = agg.finish();
    const table = data.metrics.find((t) => t.layout.id === 'bands')!;
    expect(table.rows.map((r) => [r.band, r.winner, r.share_of_games])).toEqual([
      ['1-9', 'Red', 0.5],
      ['1-9', 'Blue', 0.25],
      ['10+', 'Red', 0.25],
    ]);
    const chart = metricChart(data, table, 'm1')!;
    expect(chart.id).toBe('bands-m1');
    expect(chart.title).toBe('Bands — m1');
    const spec = chart.spec as unknown as {
      data: { values: Array<Record<string, unknown>> };
      layer: Array<{ encoding: Record<string, any> }>;
    };
    const encoding = spec.layer[0]!.encoding;
    expect(spec.layer).toHaveLength(1);
    expect(spec.data.values.map((v) => [v.x, v.series, v.y, v.games])).toEqual([
      ['1-9', 'Red', 0.5, 2],
      ['1-9', 'Blue', 0.25, 1],
      ['10+', 'Red', 0.25, 1],
    ]);
    // The empty band "0" keeps its place on the axis.
    expect(encoding.x.scale.domain).toEqual(['0', '1-9', '10+']);
    expect(encoding.y.axis.format).toBe('.0%');
    expect(encoding.y.stack).toBe('zero');
    expect(encoding.color.scale.domain).toEqual(['Red', 'Blue']);
    expect(metricChart(data, table, 'other')).toBeNull();
    // Undeclared charts: none for the points table.
    expect(reportCharts(data).map((c) => c.id)).toEqual([
      'win-rates',
      'game-length-m1',
      'bands-m1',
    ]);
  });
});

describe('declared side-by-side bars and heatmaps', () => {
  const parts: MetricDeclaration = {
    id: 'parts',
    title: 'Parts',
    events: [],
    start: () => ({ on() {}, finish: () => [] }),
    columns: [
      { name: 'side', role: 'key' },
      { name: 'ship', role: 'key' },
      { name: 'part', role: 'key' },
      { name: 'uses', role: 'value', aggregate: 'mean-per-game' },
    ],
    chart: { kind: 'bar', x: 'part', y: 'uses_per_game', colour: 'side', title: 'uses' },
  };
  const line = (i: number, rows: Array<Array<string | number>>): GameLine => ({
    matchup: 'm1',
    game: i,
    seed: String(i),
    swap: false,
    firstSide: 0,
    winner: 0,
    rounds: 3,
    endReason: 'destroyed',
    sides: SIDES.map((name) => ({ name, hullLeft: 0, damageDealt: 0 })),
    metrics: { parts: rows },
  });
  const dataOf = (decl: MetricDeclaration) => {
    const agg = new ResultsAggregator(
      [{ name: 'm1', game: 'g', format: 'f', sides: SIDES, seatSwap: false }],
      [decl],
    );
    // Red flies two ships with a laser; nobody ever uses the fins.
    agg.add(
      line(1, [
        ['Red', 'a', 'laser', 2],
        ['Red', 'b', 'laser', 1],
        ['Blue', 'c', 'laser', 1],
        ['Red', 'a', 'fins', 0],
        ['Blue', 'c', 'fins', 0],
      ]),
    );
    agg.add(
      line(2, [
        ['Red', 'a', 'laser', 1],
        ['Blue', 'c', 'laser', 0.5],
        ['Red', 'a', 'fins', 0],
      ]),
    );
    return agg.finish();
  };

  test("a part's uses add up over a side's ships; bars of zeros are left out and counted", () => {
    const data = dataOf(parts);
    const chart = metricChart(data, data.metrics[0]!, 'm1')!;
    const spec = chart.spec as unknown as {
      data: { values: Array<Record<string, unknown>> };
      layer: Array<{ encoding: Record<string, any> }>;
    };
    expect(spec.data.values.map((v) => [v.x, v.series, v.y, v.text])).toEqual([
      ['laser', 'Red', 2, '2'],
      ['laser', 'Blue', 0.75, '0.75'],
    ]);
    expect(spec.layer[0]!.encoding.xOffset.field).toBe('series');
    expect(spec.layer[0]!.encoding.x.scale.domain).toEqual(['laser']);
    expect(chart.note).toBe('1 part with only zeros not shown');
    expect((chart.spec.title as { subtitle?: string }).subtitle).toBe(chart.note);
  });

  test('a heatmap of side against part adds up ships, leaves out the zero column and labels cells by the number rule', () => {
    const heat: MetricDeclaration = {
      ...parts,
      chart: { kind: 'heatmap', x: 'part', y: 'side', value: 'uses_per_game', title: 'uses' },
    };
    const data = dataOf(heat);
    const chart = metricChart(data, data.metrics[0]!, 'm1')!;
    const spec = chart.spec as unknown as {
      data: { values: Array<Record<string, unknown>> };
      encoding: Record<string, any>;
    };
    expect(spec.encoding.x.sort).toEqual(['laser']);
    expect(spec.encoding.y.sort).toEqual(['Red', 'Blue']);
    // One cell a side and part: Red's two ships add up.
    expect(spec.data.values.map((v) => [v.x, v.y, v.text])).toEqual([
      ['laser', 'Red', '2'],
      ['laser', 'Blue', '0.75'],
    ]);
    expect(chart.note).toBe('1 part with only zeros not shown');
  });
});
