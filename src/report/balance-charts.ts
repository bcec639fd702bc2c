/**
 * Vega-Lite specs of the balance tools' charts: estimates with interval whiskers
 * (win rates of sweep cells, ratings, fair costs against printed costs, ablation and
 * run differences), heatmaps (sweep grids, win-rate and superiority matrices), the
 * SPRT's log-likelihood ratio against its bounds, and plain bars (part usage). Data is
 * inlined so each saved spec renders on its own.
 */
import type { TopLevelSpec } from 'vega-lite';
import { CHART_FONT, type ChartSpec } from './chart-specs.js';
import { round6 } from './csv-file.js';
import { isPercentFormat, percentText, signedPercentText } from './percent.js';

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
const WIDTH = 380;

function base(title: string) {
  return {
    $schema: SCHEMA,
    title: { text: title, anchor: 'start', fontSize: 14 },
    background: 'white',
    // labelLimit 0: build, part and cell names are never cut to "…".
    config: {
      font: CHART_FONT,
      view: { stroke: null },
      axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 0 },
      legend: { labelFontSize: 11, titleFontSize: 12, orient: 'bottom', labelLimit: 0 },
    },
  };
}

const r6 = (x: number | null | undefined) =>
  x === null || x === undefined || !Number.isFinite(x) ? null : round6(x);

/**
 * The text of a value in a chart's labels and tooltips: percentages by percentText (a
 * near-certainty is never "100%"), other numbers by the d3 `format` in the spec (null).
 */
function valueText(x: number | null, format: string): string | null {
  if (!isPercentFormat(format)) return null;
  return format.startsWith('+') ? signedPercentText(x) : percentText(x);
}

/**
 * The axis format for tick labels: percentages in whole percent, other numbers with
 * the labels' decimals but trailing zeros trimmed (fair costs of 3.5 points stay 3.5).
 */
export function axisFormatOf(format: string): string {
  return isPercentFormat(format)
    ? format.replace(/\.\d+/, '.0')
    : format.replace(/\.(\d+)~?([a-z])$/, '.$1~$2');
}

/** One estimate of an interval chart. */
export interface IntervalRow {
  label: string;
  value: number | null;
  low: number | null;
  high: number | null;
  /** Colour group (e.g. the pilot or the part position). */
  group?: string;
  /** A second value drawn as a red tick (e.g. the printed cost). */
  marker?: number | null;
}

/** Options of {@link intervalChart}. */
export interface IntervalChartOptions {
  id: string;
  title: string;
  rows: IntervalRow[];
  axisTitle: string;
  /** d3 format of the axis and labels, e.g. '.0%' or '.2f'. */
  format?: string;
  /** Dashed reference line (0.5 for win rates, 0 for differences). */
  reference?: number | null;
  /** Fixed axis domain. */
  domain?: [number, number];
  /** Legend title of `marker` (default "printed"). */
  markerTitle?: string;
  groupTitle?: string;
  /** Break labels longer than this many characters into lines at ", " and "; " (whole builds, fleets). */
  wrapLabels?: number;
}

/** A label broken into lines of at most `width` characters at ", " and "; " (a longer item keeps its own line). */
export function wrapLabel(text: string, width: number): string[] {
  const items = text.split(/(?<=[,;]) /);
  const lines: string[] = [];
  for (const item of items) {
    const last = lines.length ? lines[lines.length - 1]! : null;
    if (last !== null && last.length + 1 + item.length <= width)
      lines[lines.length - 1] = `${last} ${item}`;
    else lines.push(item);
  }
  return lines;
}

/** Estimates as dots with interval whiskers, one row per label. */
export function intervalChart(o: IntervalChartOptions): ChartSpec {
  const format = o.format ?? '.2f';
  const axisFormat = axisFormatOf(format);
  const values = o.rows.map((r) => ({
    label: r.label,
    value: r6(r.value),
    low: r6(r.low),
    high: r6(r.high),
    group: r.group ?? '',
    marker: r6(r.marker ?? null),
    valueText: valueText(r.value, format),
    lowText: valueText(r.low, format),
    highText: valueText(r.high, format),
  }));
  const pctText = isPercentFormat(format);
  const order = values.map((v) => v.label);
  const lines = o.wrapLabels
    ? Math.max(1, ...values.map((v) => wrapLabel(v.label, o.wrapLabels!).length))
    : 1;
  // Vega draws an array label as lines: the axis splits each label where wrapLabel breaks it.
  const wrapped = new Map(
    values.map((v) => [
      v.label,
      o.wrapLabels ? wrapLabel(v.label, o.wrapLabels).join('\n') : v.label,
    ]),
  );
  const axisLines = lines > 1 ? { axis: { labelExpr: "split(datum.value, '\\n')" } } : {};
  for (const v of values) v.label = wrapped.get(v.label)!;
  const y = {
    field: 'label',
    type: 'nominal',
    sort: order.map((l) => wrapped.get(l)!),
    title: null,
    ...axisLines,
  };
  const scale = o.domain ? { domain: o.domain } : { zero: false };
  const x = (field: string) => ({
    field,
    type: 'quantitative',
    title: o.axisTitle,
    scale,
    axis: { format: axisFormat },
  });
  const grouped = o.rows.some((r) => r.group);
  const color = grouped
    ? { field: 'group', type: 'nominal', title: o.groupTitle ?? null }
    : { value: '#4c78a8' };
  const layer: unknown[] = [
    {
      mark: { type: 'rule', strokeWidth: 1.5 },
      encoding: { y, x: x('low'), x2: { field: 'high' }, color },
    },
    {
      mark: { type: 'point', filled: true, size: 55 },
      encoding: {
        y,
        x: x('value'),
        color,
        tooltip: pctText
          ? [
              { field: 'label' },
              { field: 'valueText', title: 'value' },
              { field: 'lowText', title: 'low' },
              { field: 'highText', title: 'high' },
            ]
          : [
              { field: 'label' },
              { field: 'value', format },
              { field: 'low', format },
              { field: 'high', format },
            ],
      },
    },
    {
      mark: { type: 'text', align: 'left', dx: 6, fontSize: 10 },
      encoding: {
        y,
        x: x('high'),
        text: pctText
          ? { field: 'valueText', type: 'nominal' }
          : { field: 'value', type: 'quantitative', format },
      },
    },
  ];
  if (o.rows.some((r) => r.marker !== undefined && r.marker !== null)) {
    layer.push({
      mark: { type: 'tick', thickness: 2, color: '#e45756', orient: 'vertical' },
      encoding: { y, x: x('marker'), size: { value: 14 } },
    });
  }
  if (o.reference !== null && o.reference !== undefined) {
    layer.push({
      data: { values: [{ ref: o.reference }] },
      mark: { type: 'rule', strokeDash: [4, 3], color: '#888' },
      encoding: { x: { field: 'ref', type: 'quantitative' } },
    });
  }
  const spec = {
    ...base(o.title),
    data: { values },
    width: WIDTH,
    height: { step: 20 + 13 * (lines - 1) },
    layer,
  };
  return { id: o.id, title: o.title, matchup: null, spec: spec as unknown as TopLevelSpec };
}

/** One cell of a heatmap. */
export interface HeatCell {
  row: string;
  col: string;
  value: number | null;
  /** Text shown in the cell (default: the value formatted). */
  text?: string;
}

/** Options of {@link heatmap}. */
export interface HeatmapOptions {
  id: string;
  title: string;
  cells: HeatCell[];
  rowTitle: string;
  colTitle: string;
  legendTitle: string;
  /** Colour domain and midpoint (default 0..1 around 0.5, red–blue). */
  domain?: [number, number];
  mid?: number;
  format?: string;
  rows?: string[];
  cols?: string[];
}

/** A grid coloured by value with each cell's text. */
export function heatmap(o: HeatmapOptions): ChartSpec {
  const format = o.format ?? '.0%';
  const values = o.cells.map((c) => ({
    row: c.row,
    col: c.col,
    value: r6(c.value),
    text: c.text ?? '',
  }));
  const rows = o.rows ?? [...new Set(values.map((v) => v.row))];
  const cols = o.cols ?? [...new Set(values.map((v) => v.col))];
  const longest = Math.max(4, ...values.map((v) => v.text.length));
  const step = Math.max(34, Math.min(110, longest * 7 + 12));
  const domain = o.domain ?? [0, 1];
  const mid = o.mid ?? (domain[0] + domain[1]) / 2;
  const spec = {
    ...base(o.title),
    data: { values },
    width: { step },
    height: { step: 28 },
    encoding: {
      x: {
        field: 'col',
        type: 'nominal',
        sort: cols,
        title: o.colTitle,
        axis: { labelAngle: -35 },
      },
      y: { field: 'row', type: 'nominal', sort: rows, title: o.rowTitle },
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: {
            field: 'value',
            type: 'quantitative',
            title: o.legendTitle,
            scale: { domain, domainMid: mid, scheme: 'redblue' },
            legend: { format, orient: 'right' },
          },
        },
      },
      {
        mark: { type: 'text', fontSize: 10 },
        encoding: {
          text: { field: 'text', type: 'nominal' },
          color: {
            condition: {
              test: `datum.value !== null && (datum.value < ${domain[0] + 0.2 * (domain[1] - domain[0])} || datum.value > ${domain[0] + 0.8 * (domain[1] - domain[0])})`,
              value: 'white',
            },
            value: 'black',
          },
        },
      },
    ],
  };
  return { id: o.id, title: o.title, matchup: null, spec: spec as unknown as TopLevelSpec };
}

/** One look of a sequential test. */
export interface LlrPoint {
  games: number;
  llr: number;
  /** The series (e.g. the pilot). */
  series?: string;
}

/** The LLR after each look, with the two decision bounds. */
export function llrChart(
  id: string,
  title: string,
  points: LlrPoint[],
  lower: number,
  upper: number,
): ChartSpec {
  const values = points.map((p) => ({ games: p.games, llr: r6(p.llr), series: p.series ?? '' }));
  const multi = new Set(values.map((v) => v.series)).size > 1;
  const spec = {
    ...base(title),
    width: WIDTH,
    height: 200,
    layer: [
      {
        data: { values },
        mark: { type: 'line', point: true },
        encoding: {
          x: { field: 'games', type: 'quantitative', title: 'games played' },
          y: {
            field: 'llr',
            type: 'quantitative',
            title: 'log-likelihood ratio',
            scale: {
              domain: [
                Math.min(lower * 1.2, ...values.map((v) => v.llr ?? 0)),
                Math.max(upper * 1.2, ...values.map((v) => v.llr ?? 0)),
              ],
            },
          },
          color: multi
            ? { field: 'series', type: 'nominal', title: 'pilot' }
            : { value: '#4c78a8' },
        },
      },
      {
        data: {
          values: [
            { y: upper, label: 'H1 (A stronger)' },
            { y: lower, label: 'H0' },
          ],
        },
        mark: { type: 'rule', strokeDash: [4, 3], color: '#888' },
        encoding: { y: { field: 'y', type: 'quantitative' } },
      },
      {
        data: {
          values: [
            { y: upper, label: 'accept H1' },
            { y: lower, label: 'accept H0' },
          ],
        },
        mark: { type: 'text', align: 'left', dx: 4, dy: -6, fontSize: 10, color: '#666' },
        encoding: {
          y: { field: 'y', type: 'quantitative' },
          x: { value: 0 },
          text: { field: 'label' },
        },
      },
    ],
  };
  return { id, title, matchup: null, spec: spec as unknown as TopLevelSpec };
}

/** One bar. */
export interface BarRow {
  label: string;
  value: number | null;
  group?: string;
}

/** Horizontal bars with their values. */
export function barChart(
  id: string,
  title: string,
  rows: BarRow[],
  axisTitle: string,
  format = '.2f',
): ChartSpec {
  const values = rows.map((r) => ({
    label: r.label,
    value: r6(r.value),
    group: r.group ?? '',
    valueText: valueText(r.value, format),
  }));
  const y = { field: 'label', type: 'nominal', sort: values.map((v) => v.label), title: null };
  const grouped = rows.some((r) => r.group);
  const spec = {
    ...base(title),
    data: { values },
    width: WIDTH,
    height: { step: 20 },
    layer: [
      {
        mark: { type: 'bar', height: { band: 0.75 } },
        encoding: {
          y,
          x: { field: 'value', type: 'quantitative', title: axisTitle },
          color: grouped ? { field: 'group', type: 'nominal', title: null } : { value: '#4c78a8' },
        },
      },
      {
        mark: { type: 'text', align: 'left', dx: 3, fontSize: 10 },
        encoding: {
          y,
          x: { field: 'value', type: 'quantitative' },
          text: isPercentFormat(format)
            ? { field: 'valueText', type: 'nominal' }
            : { field: 'value', type: 'quantitative', format },
        },
      },
    ],
  };
  return { id, title, matchup: null, spec: spec as unknown as TopLevelSpec };
}
