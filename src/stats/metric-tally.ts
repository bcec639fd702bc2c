/**
 * Mergeable aggregation of one declared metric within one matchup.
 *
 * Rows are grouped by their key columns. Value columns keep exact histograms
 * (see {@link ValueHistogram}) of either each row's value (`mean`, `quantiles`) or
 * each game's total for the key (`mean-per-game`, `sum`), so merged shards give the
 * same numbers as one run. A value cell that is '' or null means "not applicable":
 * it is skipped by `mean`/`quantiles` and counts 0 in totals.
 */
import type { MetricDeclaration, MetricRow } from '../core/metrics.js';
import { ValueHistogram } from './histogram.js';
import { aggregateOf, type MetricLayout } from './metric-columns.js';
import { wilsonInterval } from './wilson.js';

type Cell = string | number;

interface Group {
  keys: Cell[];
  /** Games in which the key appeared. */
  games: number;
  /** One histogram per value column (in layout.values order). */
  hists: ValueHistogram[];
  /** matches-winner tallies per value column: non-empty rows and rows naming the winner. */
  named: number[];
  hits: number[];
}

/** A row of a metric table: header name → value (null when undefined, e.g. no data). */
export type TableRow = Record<string, Cell | null>;

function toNumber(cell: unknown): number | null {
  if (cell === '' || cell === null || cell === undefined) return null;
  const n = typeof cell === 'number' ? cell : Number(cell);
  return Number.isFinite(n) ? n : null;
}

/**
 * Orders key tuples: side names by their side index, numbers numerically and before
 * strings, other strings by code point (locale-independent, so output is stable).
 */
export function compareKeys(a: Cell[], b: Cell[], sideNames: string[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const sx = typeof x === 'string' ? sideNames.indexOf(x) : -1;
    const sy = typeof y === 'string' ? sideNames.indexOf(y) : -1;
    if (sx >= 0 && sy >= 0) return sx - sy;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number') return -1;
    if (typeof y === 'number') return 1;
    if (sx >= 0 || sy >= 0) return sx >= 0 ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Mergeable aggregation of one metric for one matchup. */
export class MetricTally {
  private readonly groups = new Map<string, Group>();

  constructor(
    readonly layout: MetricLayout,
    readonly decl: MetricDeclaration<any, any>,
  ) {}

  private group(keys: Cell[]): Group {
    const id = JSON.stringify(keys);
    let g = this.groups.get(id);
    if (!g) {
      const n = this.layout.values.length;
      g = { keys, games: 0, hists: Array.from({ length: n }, () => new ValueHistogram()), named: new Array(n).fill(0), hits: new Array(n).fill(0) };
      this.groups.set(id, g);
    }
    return g;
  }

  /** Adds one game's rows; `winner` is the winning side's name (null for a draw). */
  addGame(rows: MetricRow[], winner: string | null): void {
    const totals = new Map<Group, number[]>();
    const aggs = this.layout.values.map((i) => aggregateOf(this.decl.columns[i]!));
    for (const row of rows) {
      const g = this.group(this.layout.keys.map((i) => row[i] ?? ''));
      let t = totals.get(g);
      if (!t) totals.set(g, (t = new Array(aggs.length).fill(0)));
      this.layout.values.forEach((col, j) => {
        const cell = row[col];
        switch (aggs[j]) {
          case 'mean':
          case 'quantiles': {
            const v = toNumber(cell);
            if (v !== null) g.hists[j]!.add(v);
            break;
          }
          case 'matches-winner':
            if (cell !== '' && cell !== null && cell !== undefined) {
              g.named[j]! += 1;
              if (winner !== null && String(cell) === winner) g.hits[j]! += 1;
            }
            break;
          default:
            t![j]! += toNumber(cell) ?? 0;
        }
      });
    }
    for (const [g, t] of totals) {
      g.games += 1;
      aggs.forEach((agg, j) => {
        if (agg === 'mean-per-game' || agg === 'sum') g.hists[j]!.add(t[j]!);
      });
    }
  }

  /** Adds everything tallied by `other` (same metric and matchup). */
  merge(other: MetricTally): void {
    for (const o of other.groups.values()) {
      const g = this.group(o.keys);
      g.games += o.games;
      o.hists.forEach((h, j) => g.hists[j]!.merge(h));
      o.named.forEach((n, j) => (g.named[j]! += n));
      o.hits.forEach((n, j) => (g.hits[j]! += n));
    }
  }

  /** Number of distinct keys seen. */
  get size(): number {
    return this.groups.size;
  }

  /**
   * The aggregated table rows (without the matchup column), ordered by key.
   * `totalGames` is the matchup's game count (the denominator of per-game means).
   */
  rows(totalGames: number, sideNames: string[]): TableRow[] {
    const groups = [...this.groups.values()].sort((a, b) => compareKeys(a.keys, b.keys, sideNames));
    const position = new Map(this.layout.values.map((col, j) => [col, j]));
    const main = (g: Group, j: number): number | null => {
      const agg = aggregateOf(this.decl.columns[this.layout.values[j]!]!);
      const h = g.hists[j]!;
      if (agg === 'mean-per-game') return totalGames === 0 ? null : h.sum() / totalGames;
      if (agg === 'sum') return h.sum();
      if (agg === 'matches-winner') return g.named[j] === 0 ? null : g.hits[j]! / g.named[j]!;
      return h.mean();
    };
    const out: TableRow[] = groups.map((g) => {
      const row: TableRow = {};
      this.layout.keyNames.forEach((k, i) => (row[k] = g.keys[i] ?? ''));
      for (const o of this.layout.outputs) {
        const j = position.get(o.source)!;
        const h = g.hists[j]!;
        switch (o.stat) {
          case 'p10':
            row[o.header] = h.quantile(0.1);
            break;
          case 'p50':
            row[o.header] = h.quantile(0.5);
            break;
          case 'p90':
            row[o.header] = h.quantile(0.9);
            break;
          case 'ci-low':
          case 'ci-high': {
            const n = g.named[j]!;
            const ci = wilsonInterval(g.hits[j]!, n);
            row[o.header] = n === 0 ? null : o.stat === 'ci-low' ? ci.low : ci.high;
            break;
          }
          case 'share':
            break; // filled below, once every group's main value is known
          default:
            row[o.header] = main(g, j);
        }
      }
      row.games_observed = g.games;
      return row;
    });
    for (const o of this.layout.outputs.filter((x) => x.stat === 'share')) {
      const j = position.get(o.source)!;
      const within = this.decl.columns[o.source]!.share!.within;
      const groupOf = (g: Group) => JSON.stringify(within.map((k) => g.keys[this.layout.keyNames.indexOf(k)]));
      const totals = new Map<string, number>();
      const values = groups.map((g) => main(g, j) ?? 0);
      groups.forEach((g, i) => totals.set(groupOf(g), (totals.get(groupOf(g)) ?? 0) + values[i]!));
      groups.forEach((g, i) => {
        const total = totals.get(groupOf(g))!;
        out[i]![o.header] = total === 0 ? null : values[i]! / total;
      });
    }
    return out;
  }
}
