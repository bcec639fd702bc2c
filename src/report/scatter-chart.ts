/**
 * A scatter of builds' strength against their cost (`sortie outliers`): one dot per
 * build, outliers marked in red, and the price model's line of what a cost predicts.
 */
import type { TopLevelSpec } from 'vega-lite';
import { CHART_FONT, type ChartSpec } from './chart-specs.js';
import { round6 } from './csv-file.js';

/** One dot. */
export interface ScatterPoint {
  label: string;
  x: number;
  y: number;
  marked: boolean;
}

/** Options of {@link scatterChart}. */
export interface ScatterOptions {
  id: string;
  title: string;
  points: ScatterPoint[];
  xTitle: string;
  yTitle: string;
  /** The line y = intercept + slope·x drawn over the points' x range, if given. */
  line?: { intercept: number; slope: number } | null;
  markedTitle?: string;
}

/** Strength against cost with the marked points in red. */
export function scatterChart(o: ScatterOptions): ChartSpec {
  const values = o.points.map((p) => ({
    label: p.label,
    x: round6(p.x),
    y: round6(p.y),
    kind: p.marked ? (o.markedTitle ?? 'outlier') : 'build',
  }));
  const xs = o.points.map((p) => p.x);
  // Whole costs get whole ticks (no 3.2, 3.4 ... between point costs); a margin keeps the dots off the axes.
  const whole = xs.every((x) => Number.isInteger(x));
  const xAxis = whole ? { axis: { tickMinStep: 1, format: 'd' } } : {};
  const layer: unknown[] = [
    {
      mark: { type: 'point', filled: true, size: 40, opacity: 0.8 },
      encoding: {
        x: {
          field: 'x',
          type: 'quantitative',
          title: o.xTitle,
          scale: { zero: false, padding: 16 },
          ...xAxis,
        },
        y: { field: 'y', type: 'quantitative', title: o.yTitle, scale: { zero: false } },
        color: {
          field: 'kind',
          type: 'nominal',
          title: null,
          scale: { domain: ['build', o.markedTitle ?? 'outlier'], range: ['#4c78a8', '#e45756'] },
        },
        tooltip: [
          { field: 'label' },
          { field: 'x', title: o.xTitle },
          { field: 'y', title: o.yTitle, format: '.1f' },
        ],
      },
    },
  ];
  if (o.line && xs.length) {
    const lo = Math.min(...xs);
    const hi = Math.max(...xs);
    const ends = (lo === hi ? [lo - 0.5, hi + 0.5] : [lo, hi]).map((x) => ({
      x: round6(x),
      y: round6(o.line!.intercept + o.line!.slope * x),
    }));
    layer.push({
      data: { values: ends },
      mark: { type: 'line', strokeDash: [4, 3], color: '#888' },
      encoding: {
        x: { field: 'x', type: 'quantitative' },
        y: { field: 'y', type: 'quantitative' },
      },
    });
  }
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: o.title, anchor: 'start', fontSize: 14 },
    background: 'white',
    config: {
      font: CHART_FONT,
      view: { stroke: null },
      axis: { labelFontSize: 11, titleFontSize: 12 },
      legend: { labelFontSize: 11, orient: 'bottom', labelLimit: 0 },
    },
    data: { values },
    width: 380,
    height: 260,
    layer,
  };
  return { id: o.id, title: o.title, matchup: null, spec: spec as unknown as TopLevelSpec };
}
