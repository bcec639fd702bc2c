/**
 * Mergeable aggregation of one declared metric within one matchup.
 *
 * Rows are grouped by their key columns. Value columns keep exact histograms
 * (see {@link ValueHistogram}) of either each row's value (`mean`, `quantiles`) or
 * each game's total for the key (`mean-per-game`, `sum`), so merged shards give the
 * same numbers as one run. A value cell that is '' or null means "not applicable":
 * it is skipped by `mean`/`quantiles` and counts 0 in totals.
 *
 * With a carry-forward key (e.g. `round`), each game's last rows per combination of
 * the other keys are also kept, by their last key value ("tails"); the table adds
 * every tail to each later key value, so finished games keep counting.
 */
import type { Aggregate, MetricDeclaration, MetricRow } from '../core/metrics.js';
import { ValueHistogram } from './histogram.js';
import { aggregateOf, type MetricLayout } from './metric-columns.js';
import { wilsonInterval } from './wilson.js';

type Cell = string | number;

/** Aggregation state of one key (or one tail). */
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

/** A map key for a key tuple that keeps 1 and "1" apart (cheaper than JSON). */
function keyId(keys: Cell[]): string {
  let id = '';
  for (const k of keys) id += (typeof k === 'number' ? '\u0001' : '\u0002') + k;
  return id;
}

function newGroup(keys: Cell[], n: number): Group {
  return { keys, games: 0, hists: Array.from({ length: n }, () => new ValueHistogram()), named: new Array(n).fill(0), hits: new Array(n).fill(0) };
}

function mergeGroup(into: Group, from: Group): void {
  into.games += from.games;
  from.hists.forEach((h, j) => into.hists[j]!.merge(h));
  from.named.forEach((n, j) => (into.named[j]! += n));
  from.hits.forEach((n, j) => (into.hits[j]! += n));
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
  /** Carry-forward tails: other-keys id → last key value → state of the games' last rows. */
  private readonly tails = new Map<string, Map<number, Group>>();
  private readonly aggs: Aggregate[];

  constructor(
    readonly layout: MetricLayout,
    readonly decl: MetricDeclaration<any, any>,
  ) {
    this.aggs = layout.values.map((i) => aggregateOf(decl.columns[i]!));
  }

  private group(keys: Cell[], id: string = keyId(keys)): Group {
    let g = this.groups.get(id);
    if (!g) this.groups.set(id, (g = newGroup(keys, this.layout.values.length)));
    return g;
  }

  private otherKeys(keys: Cell[]): Cell[] {
    return keys.filter((_, i) => i !== this.layout.carry);
  }

  private tail(keys: Cell[]): Group {
    const other = keyId(this.otherKeys(keys));
    const last = Number(keys[this.layout.carry]);
    let byLast = this.tails.get(other);
    if (!byLast) this.tails.set(other, (byLast = new Map()));
    let g = byLast.get(last);
    if (!g) byLast.set(last, (g = newGroup(keys, this.layout.values.length)));
    return g;
  }

  /** Adds one game's rows sharing one key to `g`. */
  private accumulate(g: Group, rows: MetricRow[], winner: string | null): void {
    const cols = this.layout.values;
    const totals = new Array<number>(cols.length).fill(0);
    for (const row of rows) {
      for (let j = 0; j < cols.length; j++) {
        const cell = row[cols[j]!];
        switch (this.aggs[j]) {
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
            totals[j]! += toNumber(cell) ?? 0;
        }
      }
    }
    g.games += 1;
    for (let j = 0; j < cols.length; j++) {
      const agg = this.aggs[j];
      if (agg === 'mean-per-game' || agg === 'sum') g.hists[j]!.add(totals[j]!);
    }
  }

  /** Adds one game's rows; `winner` is the winning side's name (null for a draw). */
  addGame(rows: MetricRow[], winner: string | null): void {
    const buckets = new Map<string, { keys: Cell[]; rows: MetricRow[] }>();
    const keyCols = this.layout.keys;
    for (const row of rows) {
      const keys = new Array<Cell>(keyCols.length);
      for (let i = 0; i < keyCols.length; i++) keys[i] = row[keyCols[i]!] ?? '';
      const id = keyId(keys);
      const b = buckets.get(id);
      if (b) b.rows.push(row);
      else buckets.set(id, { keys, rows: [row] });
    }
    for (const [id, b] of buckets) this.accumulate(this.group(b.keys, id), b.rows, winner);
    if (this.layout.carry < 0) return;
    const last = new Map<string, { keys: Cell[]; rows: MetricRow[] }>();
    for (const b of buckets.values()) {
      const other = keyId(this.otherKeys(b.keys));
      const seen = last.get(other);
      if (!seen || Number(b.keys[this.layout.carry]) > Number(seen.keys[this.layout.carry])) last.set(other, b);
    }
    for (const b of last.values()) this.accumulate(this.tail(b.keys), b.rows, winner);
  }

  /** Adds everything tallied by `other` (same metric and matchup). */
  merge(other: MetricTally): void {
    for (const o of other.groups.values()) mergeGroup(this.group(o.keys), o);
    for (const byLast of other.tails.values()) for (const o of byLast.values()) mergeGroup(this.tail(o.keys), o);
  }

  /** Number of distinct keys seen. */
  get size(): number {
    return this.groups.size;
  }

  /**
   * Groups as reported: with carry-forward, each key value also holds the tails of
   * games whose last row came earlier.
   */
  private reportedGroups(): Group[] {
    if (this.layout.carry < 0) return [...this.groups.values()];
    const c = this.layout.carry;
    const values = [...new Set([...this.groups.values()].map((g) => Number(g.keys[c])))].sort((a, b) => a - b);
    const combos = new Map<string, Cell[]>();
    for (const g of this.groups.values()) combos.set(keyId(this.otherKeys(g.keys)), g.keys);
    const out: Group[] = [];
    for (const [other, sample] of combos) {
      const tails = [...(this.tails.get(other)?.entries() ?? [])].sort((a, b) => a[0] - b[0]);
      const carried = newGroup([], this.layout.values.length);
      let t = 0;
      for (const v of values) {
        while (t < tails.length && tails[t]![0] < v) mergeGroup(carried, tails[t++]![1]);
        const keys = [...sample];
        keys[c] = v;
        const g = newGroup(keys, this.layout.values.length);
        const own = this.groups.get(keyId(keys));
        if (own) mergeGroup(g, own);
        mergeGroup(g, carried);
        if (g.games > 0) out.push(g);
      }
    }
    return out;
  }

  /**
   * The aggregated table rows (without the matchup column), ordered by key.
   * `totalGames` is the matchup's game count (the denominator of per-game means).
   */
  rows(totalGames: number, sideNames: string[]): TableRow[] {
    const groups = this.reportedGroups().sort((a, b) => compareKeys(a.keys, b.keys, sideNames));
    const position = new Map(this.layout.values.map((col, j) => [col, j]));
    const main = (g: Group, j: number): number | null => {
      const h = g.hists[j]!;
      switch (this.aggs[j]) {
        case 'mean-per-game':
          return totalGames === 0 ? null : h.sum() / totalGames;
        case 'sum':
          return h.sum();
        case 'matches-winner':
          return g.named[j] === 0 ? null : g.hits[j]! / g.named[j]!;
        default:
          return h.mean();
      }
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
