/**
 * The charts a game declares for its metric tables (`MetricDeclaration.chart`), drawn
 * without knowing the game: bars side by side or stacked, and heatmaps. Values are labelled
 * by the report's one number rule (number-text.ts); categories whose values are all zero are
 * left out, and the chart's note says how many.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { MetricBarChart, MetricChart, MetricHeatmap } from '../core/metrics.js';
import type { MetricTable, ResultsData } from '../stats/results-aggregator.js';
import type { TableRow } from '../stats/metric-tally.js';
import { round6 } from './csv-file.js';
import { valueText } from './number-text.js';
import {
  base,
  omittedNote,
  PALETTE,
  sideColours,
  slug,
  WIDTH,
  type ChartSpec,
} from './chart-base.js';

/** A column's name in words (its label in the table). */
function wordsOf(table: MetricTable): (h: string) => string {
  return (h) => table.layout.labels[table.layout.header.indexOf(h)] ?? h.replace(/_/g, ' ');
}

/** Whether the outputs a chart draws are fractions (declared on the chart or on the columns). */
function isPercent(table: MetricTable, chart: MetricChart, headers: string[]): boolean {
  return (
    chart.percent ??
    headers.every((h) => table.layout.outputs.find((o) => o.header === h)?.percent === true)
  );
}

/** Colours of named series: side names in their report colours, other names in the palette after them. */
function seriesColours(data: ResultsData, names: string[]): { domain: string[]; range: string[] } {
  const sides = sideColours(data);
  const others = names.filter((c) => !sides.has(c));
  return {
    domain: names,
    range: names.map(
      (c) => sides.get(c) ?? PALETTE[(sides.size + others.indexOf(c)) % PALETTE.length]!,
    ),
  };
}

/** The category order: the declared domain, then the declared order of those seen, then table row order. */
function orderOf(chart: Pick<MetricChart, 'xDomain' | 'xOrder'>, seen: string[]): string[] {
  return [
    ...new Set([
      ...(chart.xDomain ?? []),
      ...(chart.xOrder ?? []).filter((k) => seen.includes(k)),
      ...seen,
    ]),
  ];
}

/** Categories with a non-zero value, declared ones always kept; and how many were dropped. */
function drawn(
  order: string[],
  values: Array<{ key: string; y: number }>,
  declared: string[] | undefined,
): { keep: string[]; dropped: number } {
  const nonZero = new Set(values.filter((v) => v.y !== 0).map((v) => v.key));
  const keep = order.filter((k) => nonZero.has(k) || declared?.includes(k));
  return { keep, dropped: order.length - keep.length };
}

/**
 * The values to draw: rows with the same category and series (one part on two ships of a
 * side) add up to one value; `games` is the most games any of them was seen in.
 */
function sumRows(
  rows: TableRow[],
  ys: string[],
  x: (r: TableRow) => string,
  series: (r: TableRow, y: string) => string,
): Array<{ x: string; series: string; y: number; games: number }> {
  const sums = new Map<string, { x: string; series: string; y: number; games: number }>();
  for (const r of rows) {
    for (const y of ys) {
      if (typeof r[y] !== 'number') continue;
      const key = JSON.stringify([x(r), series(r, y)]);
      const sum = sums.get(key) ?? { x: x(r), series: series(r, y), y: 0, games: 0 };
      sum.y += r[y] as number;
      sum.games = Math.max(sum.games, typeof r.games_observed === 'number' ? r.games_observed : 0);
      sums.set(key, sum);
    }
  }
  return [...sums.values()];
}

function valueAxisTitle(chart: MetricChart, words: string): string {
  return chart.yTitle ?? (chart.unit ? `${words} (${chart.unit})` : words);
}

function barChart(
  data: ResultsData,
  table: MetricTable,
  chart: MetricBarChart,
  rows: TableRow[],
  matchup: string,
): ChartSpec | null {
  const words = wordsOf(table);
  const ys = typeof chart.y === 'string' ? [chart.y] : chart.y;
  const percent = isPercent(table, chart, ys);
  // The axis names the statistic ("mean score"): the series are the columns' own words.
  const seriesName = (y: string) => words(y).replace(/ \((mean|p50)\)$/, '');
  // Several outputs: one series each, named by its label; else the series are the colour key's values.
  const sums = sumRows(
    rows,
    ys,
    (r) => String(r[chart.x]),
    (r, y) => (ys.length > 1 ? seriesName(y) : chart.colour ? String(r[chart.colour]) : ''),
  );
  const unit = chart.unit && !percent ? ` ${chart.unit}` : '';
  const values = sums.map((v) => ({
    ...v,
    y: round6(v.y),
    text: `${valueText(v.y, percent)}${unit}`,
  }));
  const { keep, dropped } = drawn(
    orderOf(
      chart,
      values.map((v) => v.x),
    ),
    values.map((v) => ({ key: v.x, y: v.y })),
    chart.xDomain,
  );
  const shown = values.filter((v) => keep.includes(v.x) && v.y !== 0);
  if (shown.length === 0) return null;
  const coloured = ys.length > 1 || chart.colour !== undefined;
  const seriesTitle =
    ys.length > 1 ? (chart.unit ?? null) : chart.colour ? words(chart.colour) : null;
  const colours = seriesColours(data, [...new Set(shown.map((v) => v.series))]);
  const stacked = chart.kind === 'stacked-bar';
  // A value of several that is zero throughout (no victory tokens) is named, not silently missing from the legend.
  const zeroSeries =
    ys.length > 1 ? ys.map(seriesName).filter((w) => !shown.some((v) => v.series === w)) : [];
  const notes = [
    omittedNote(dropped, chart.xTitle ?? words(chart.x), 'only zeros'),
    zeroSeries.length ? `zero throughout, not shown: ${zeroSeries.join(', ')}` : null,
  ].filter(Boolean);
  const note = notes.length ? notes.join('; ') : null;
  const x = {
    field: 'x',
    type: 'nominal',
    sort: keep,
    scale: { domain: keep },
    title: chart.xTitle ?? words(chart.x),
    axis: { labelAngle: keep.some((k) => k.length > 8) && keep.length > 4 ? -30 : 0 },
  };
  const y = {
    field: 'y',
    type: 'quantitative',
    title: valueAxisTitle(chart, ys.length > 1 ? 'value' : words(ys[0]!)),
    axis: percent ? { format: '.0%' } : {},
    stack: stacked ? 'zero' : null,
  };
  const offset =
    coloured && !stacked
      ? {
          xOffset: {
            field: 'series',
            type: 'nominal',
            sort: colours.domain,
            scale: { domain: colours.domain },
          },
        }
      : {};
  const color = coloured
    ? { color: { field: 'series', type: 'nominal', title: seriesTitle, scale: colours } }
    : {};
  const tooltip = [
    { field: 'x', title: words(chart.x) },
    ...(coloured ? [{ field: 'series', title: seriesTitle ?? 'series' }] : []),
    { field: 'text', title: ys.length > 1 ? 'value' : words(ys[0]!) },
    { field: 'games', title: 'games' },
  ];
  const layer: unknown[] = [
    { mark: { type: 'bar' }, encoding: { x, y, ...offset, ...color, tooltip } },
  ];
  // Side-by-side bars carry their value; stacked segments are read from the tooltip and axis.
  if (!stacked)
    layer.push({
      mark: { type: 'text', dy: -5, fontSize: 9 },
      encoding: { x, y, ...offset, text: { field: 'text', type: 'nominal' } },
    });
  const spec = {
    ...base(`${matchup}: ${chart.title}`, note),
    data: { values: shown },
    width: WIDTH,
    height: 170,
    layer,
  };
  return {
    id: `${table.layout.id}-${slug(matchup)}`,
    title: `${table.layout.title} — ${matchup}`,
    matchup,
    spec: spec as unknown as TopLevelSpec,
    ...(note ? { note } : {}),
  };
}

function heatmap(
  table: MetricTable,
  chart: MetricHeatmap,
  rows: TableRow[],
  matchup: string,
): ChartSpec | null {
  const words = wordsOf(table);
  const percent = isPercent(table, chart, [chart.value]);
  const values = sumRows(
    rows,
    [chart.value],
    (r) => String(r[chart.x]),
    (r) => String(r[chart.y]),
  ).map((c) => ({
    x: c.x,
    y: c.series,
    v: round6(c.y),
    text: valueText(c.y, percent),
    games: c.games,
  }));
  const cols = drawn(
    orderOf(
      chart,
      values.map((v) => v.x),
    ),
    values.map((v) => ({ key: v.x, y: v.v })),
    chart.xDomain,
  );
  const rowsKept = drawn(
    orderOf(
      {},
      values.map((v) => v.y),
    ),
    values.map((v) => ({ key: v.y, y: v.v })),
    undefined,
  );
  const shown = values.filter((v) => cols.keep.includes(v.x) && rowsKept.keep.includes(v.y));
  if (shown.length === 0) return null;
  const notes = [
    omittedNote(cols.dropped, chart.xTitle ?? words(chart.x), 'only zeros'),
    omittedNote(rowsKept.dropped, chart.yTitle ?? words(chart.y), 'only zeros'),
  ].filter(Boolean);
  const note = notes.length ? notes.join('; ') : null;
  const max = Math.max(...shown.map((v) => v.v));
  const valueTitle = chart.unit ?? words(chart.value);
  const spec = {
    ...base(`${matchup}: ${chart.title}`, note),
    data: { values: shown },
    width: { step: Math.max(56, Math.min(90, Math.floor(WIDTH / cols.keep.length))) },
    height: { step: 34 },
    encoding: {
      x: {
        field: 'x',
        type: 'nominal',
        sort: cols.keep,
        scale: { domain: cols.keep },
        title: chart.xTitle ?? words(chart.x),
        axis: { labelAngle: 0 },
      },
      y: {
        field: 'y',
        type: 'nominal',
        sort: rowsKept.keep,
        title: chart.yTitle ?? words(chart.y),
      },
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: {
            field: 'v',
            type: 'quantitative',
            title: valueTitle,
            scale: { scheme: 'blues', domainMin: 0 },
            legend: { orient: 'right', ...(percent ? { format: '.0%' } : {}) },
          },
          tooltip: [
            { field: 'y', title: words(chart.y) },
            { field: 'x', title: words(chart.x) },
            { field: 'text', title: valueTitle },
            { field: 'games', title: 'games' },
          ],
        },
      },
      {
        mark: { type: 'text', fontSize: 10 },
        encoding: {
          text: { field: 'text', type: 'nominal' },
          // Dark cells get white text.
          color: {
            condition: { test: `datum.v > ${round6(max * 0.6)}`, value: 'white' },
            value: 'black',
          },
        },
      },
    ],
  };
  return {
    id: `${table.layout.id}-${slug(matchup)}`,
    title: `${table.layout.title} — ${matchup}`,
    matchup,
    spec: spec as unknown as TopLevelSpec,
    ...(note ? { note } : {}),
  };
}

/**
 * The declared chart of a metric table for one matchup (`MetricDeclaration.chart`), or
 * null when the table declares none or has nothing but zeros for the matchup.
 */
export function metricChart(
  data: ResultsData,
  table: MetricTable,
  matchup: string,
): ChartSpec | null {
  const chart = table.layout.chart;
  if (!chart) return null;
  const rows = table.rows.filter((r) => r.matchup === matchup);
  if (rows.length === 0) return null;
  return chart.kind === 'heatmap'
    ? heatmap(table, chart, rows, matchup)
    : barChart(data, table, chart, rows, matchup);
}
