/**
 * Output columns derived from a metric declaration: what a metric's CSV holds.
 *
 * `matchup`, then the key columns, then per value column the outputs of its
 * aggregate (`quantiles` → `_mean,_p10,_p50,_p90`; `mean` → `_mean`; `mean-interval` →
 * `_mean,_ci_low,_ci_high`; `mean-per-game`
 * → `_per_game`; `sum` → `_total`; `matches-winner` → `_win_rate` plus interval),
 * then any `share` columns, then `games_observed` (games in which the key appeared,
 * or was carried forward to).
 */
import type { Aggregate, MetricChart, MetricColumn, MetricDeclaration } from '../core/metrics.js';

/** Which statistic of a value column an output column holds. */
export type OutputStat =
  | 'mean'
  | 'p10'
  | 'p50'
  | 'p90'
  | 'per-game'
  | 'total'
  | 'rate'
  | 'ci-low'
  | 'ci-high'
  | 'share'
  /** The bounds of a `mean-interval` column's 95% interval of the mean. */
  | 'mean-low'
  | 'mean-high';

/** One output column of a metric table. */
export interface OutputColumn {
  /** CSV header. */
  header: string;
  /** Index of the source value column in the declaration's columns. */
  source: number;
  stat: OutputStat;
  /** The column in words with its statistic, for people (e.g. "hull left (p10)"). */
  label: string;
  /** A fraction of 1, shown as a percentage (shares, win rates, columns declared `percent`). */
  percent?: boolean;
}

/** The layout of a metric's table. */
export interface MetricLayout {
  id: string;
  title: string;
  /** Indices of key columns in declared order. */
  keys: number[];
  /** Names of the key columns. */
  keyNames: string[];
  /** Indices of value columns (including csv:false ones, which get no outputs). */
  values: number[];
  outputs: OutputColumn[];
  /** Full CSV header: matchup, keys, outputs, games_observed. */
  header: string[];
  /** Each header column in words (same order as `header`), for tables people read. */
  labels: string[];
  /** Position (in `keys`) of the carry-forward key column, or -1. */
  carry: number;
  /** The declared chart ({@link MetricChart}), checked against the columns. */
  chart?: MetricChart;
}

/** Aggregate of a value column (mean-per-game when undeclared). */
export function aggregateOf(column: MetricColumn): Aggregate {
  return column.aggregate ?? 'mean-per-game';
}

/** A column's name in words: its declared label, else the name with spaces. */
export function columnWords(column: Pick<MetricColumn, 'name' | 'label'>): string {
  return column.label ?? column.name.replace(/_/g, ' ');
}

function outputsOf(column: MetricColumn, source: number): OutputColumn[] {
  const base = column.output;
  const words = columnWords(column);
  // A renamed single output with a label (alive → alive_fraction, "share of games with the side alive") reads as the label says.
  const whole = base !== undefined && column.label !== undefined;
  switch (aggregateOf(column)) {
    case 'quantiles': {
      const prefix = base ?? column.name;
      return (['mean', 'p10', 'p50', 'p90'] as const).map((stat) => ({
        header: `${prefix}_${stat}`,
        source,
        stat,
        label: `${words} (${stat})`,
      }));
    }
    case 'mean':
      return [
        {
          header: base ?? `${column.name}_mean`,
          source,
          stat: 'mean',
          label: whole ? words : `${words} (mean)`,
        },
      ];
    case 'mean-interval': {
      const prefix = base ?? column.name;
      return [
        { header: `${prefix}_mean`, source, stat: 'mean', label: `${words} (mean)` },
        { header: `${prefix}_ci_low`, source, stat: 'mean-low', label: `${words} (95% CI low)` },
        { header: `${prefix}_ci_high`, source, stat: 'mean-high', label: `${words} (95% CI high)` },
      ];
    }
    case 'mean-per-game':
      return [
        {
          header: base ?? `${column.name}_per_game`,
          source,
          stat: 'per-game',
          label: whole ? words : `${words} per game`,
        },
      ];
    case 'sum':
      return [
        {
          header: base ?? `${column.name}_total`,
          source,
          stat: 'total',
          label: whole ? words : `${words} (total)`,
        },
      ];
    case 'matches-winner': {
      const name = base ?? `${column.name}_win_rate`;
      return [
        { header: name, source, stat: 'rate', label: words },
        { header: `${name}_ci_low`, source, stat: 'ci-low', label: `${words} (95% CI low)` },
        { header: `${name}_ci_high`, source, stat: 'ci-high', label: `${words} (95% CI high)` },
      ];
    }
  }
}

/** Derives the table layout of a metric; throws on an inconsistent declaration. */
export function metricLayout(decl: MetricDeclaration<any, any>): MetricLayout {
  const keys: number[] = [];
  const values: number[] = [];
  decl.columns.forEach((c, i) => (c.role === 'key' ? keys : values).push(i));
  const keyNames = keys.map((i) => decl.columns[i]!.name);
  const outputs: OutputColumn[] = [];
  const shares: OutputColumn[] = [];
  for (const i of values) {
    const column = decl.columns[i]!;
    if (column.csv === false) continue;
    // A total of fractions is no fraction; a win rate and its interval always are.
    const fraction = (o: OutputColumn) =>
      o.stat === 'rate' ||
      o.stat === 'ci-low' ||
      o.stat === 'ci-high' ||
      (column.percent === true && o.stat !== 'total');
    outputs.push(...outputsOf(column, i).map((o) => (fraction(o) ? { ...o, percent: true } : o)));
    if (column.share) {
      for (const k of column.share.within) {
        if (!keyNames.includes(k))
          throw new Error(`metric ${decl.id}: share of "${column.name}" within unknown key "${k}"`);
      }
      shares.push({
        header: column.share.output ?? `${column.name}_share`,
        source: i,
        stat: 'share',
        label: `share of ${columnWords(column)}`,
        percent: true,
      });
    }
  }
  outputs.push(...shares);
  const header = ['matchup', ...keyNames, ...outputs.map((o) => o.header), 'games_observed'];
  const labels = [
    'matchup',
    ...keys.map((i) => columnWords(decl.columns[i]!)),
    ...outputs.map((o) => o.label),
    'games observed',
  ];
  const carried = decl.columns.filter((c) => c.carryForward);
  if (carried.length > 1) throw new Error(`metric ${decl.id}: only one column may carry forward`);
  if (carried[0] && carried[0].role !== 'key')
    throw new Error(`metric ${decl.id}: carry-forward column "${carried[0].name}" is not a key`);
  const carry = carried[0] ? keyNames.indexOf(carried[0].name) : -1;
  const chart = decl.chart;
  if (chart) checkChart(decl.id, chart, keyNames, outputs);
  const seen = new Set<string>();
  for (const h of header) {
    if (seen.has(h)) throw new Error(`metric ${decl.id}: duplicate output column "${h}"`);
    seen.add(h);
  }
  return {
    id: decl.id,
    title: decl.title,
    keys,
    keyNames,
    values,
    outputs,
    header,
    labels,
    carry,
    ...(chart ? { chart } : {}),
  };
}

/** Throws unless every key and output a declared chart names exists. */
function checkChart(
  id: string,
  chart: MetricChart,
  keyNames: string[],
  outputs: OutputColumn[],
): void {
  const keys =
    chart.kind === 'heatmap'
      ? [chart.x, chart.y]
      : [chart.x, ...(chart.colour ? [chart.colour] : [])];
  const values =
    chart.kind === 'heatmap' ? [chart.value] : typeof chart.y === 'string' ? [chart.y] : chart.y;
  for (const k of keys)
    if (!keyNames.includes(k))
      throw new Error(`metric ${id}: chart key "${k}" is not a key column`);
  for (const v of values)
    if (!outputs.some((o) => o.header === v))
      throw new Error(`metric ${id}: chart value "${v}" is not an output column`);
  if (values.length === 0) throw new Error(`metric ${id}: chart has no value column`);
  if (chart.kind !== 'heatmap' && chart.colour && values.length > 1)
    throw new Error(
      `metric ${id}: a chart with several values is coloured by them, not by "${chart.colour}"`,
    );
}
