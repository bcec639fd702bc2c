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
import type { ExactSum } from './exact-sum.js';
import type { ValueHistogram } from './histogram.js';
import { aggregateOf, type MetricLayout } from './metric-columns.js';
import {
  groupData,
  groupFromData,
  Kind,
  kindOf,
  mergeGroup,
  newGroup,
  type Cell,
  type Group,
  type GroupData,
} from './metric-groups.js';
import { wilsonInterval } from './wilson.js';

export type { GroupData } from './metric-groups.js';

/** Plain-data form of a {@link MetricTally}. */
export interface MetricTallyData {
  groups: GroupData[];
  tails: GroupData[];
}

/** A key's group with the scratch space of the game being added. */
interface LiveGroup extends Group {
  /** The game (serial) the scratch space belongs to. */
  serial: number;
  /** This game's rows of the key (kept only with a carry-forward key, for the tails): the first `rowCount`. */
  rows: MetricRow[];
  rowCount: number;
  /** The key's combination of the other keys (carry-forward only). */
  other: OtherKeys | null;
  /** Value of the carry-forward key. */
  carry: number;
}

/** One combination of the non-carried keys: its tails by last carried value. */
interface OtherKeys {
  tails: Map<number, Group>;
  /** The game (serial) `best` belongs to. */
  serial: number;
  /** This game's group of the combination with the largest carried value. */
  best: LiveGroup | null;
}

/** A row of a metric table: header name → value (null when undefined, e.g. no data). */
export type TableRow = Record<string, Cell | null>;

function toNumber(cell: unknown): number | null {
  if (cell === '' || cell === null || cell === undefined) return null;
  const n = typeof cell === 'number' ? cell : Number(cell);
  return Number.isFinite(n) ? n : null;
}

/**
 * The normal-approximation 95% interval of a histogram's mean: mean ± 1.96·s/√n with s the
 * sample standard deviation (a single value: the interval is that value); null when empty.
 * Sums run in value order, so merged shards give the same bounds.
 */
export function meanInterval(h: ValueHistogram): [number, number] | null {
  const mean = h.mean();
  if (mean === null) return null;
  if (h.count < 2) return [mean, mean];
  const half = (1.96 * h.sampleSd()!) / Math.sqrt(h.count);
  return [mean - half, mean + half];
}

/** A map key for a key tuple that keeps 1 and "1" apart (cheaper than JSON). */
function keyId(keys: Cell[]): string {
  let id = '';
  for (const k of keys) id += (typeof k === 'number' ? '\u0001' : '\u0002') + k;
  return id;
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
  private readonly groups = new Map<string, LiveGroup>();
  /** Carry-forward tails: other-keys id → last key value → state of the games' last rows. */
  private readonly others = new Map<string, OtherKeys>();
  private readonly aggs: Aggregate[];
  private readonly kinds: Kind[];
  /** Groups by key cells, one map level per key column (for the per-row lookup). */
  private readonly index = new Map<Cell, unknown>();
  private single: LiveGroup | null = null;
  private serial = 0;
  private readonly touched: LiveGroup[] = [];
  private readonly touchedOthers: OtherKeys[] = [];

  constructor(
    readonly layout: MetricLayout,
    readonly decl: MetricDeclaration<any, any>,
  ) {
    this.aggs = layout.values.map((i) => aggregateOf(decl.columns[i]!));
    this.kinds = this.aggs.map(kindOf);
  }

  private group(keys: Cell[], id: string = keyId(keys)): LiveGroup {
    let g = this.groups.get(id);
    if (!g) {
      g = {
        ...newGroup(keys, this.kinds),
        serial: 0,
        rows: [],
        rowCount: 0,
        other: null,
        carry: 0,
      };
      if (this.layout.carry >= 0) {
        g.other = this.otherKeysOf(keys);
        g.carry = Number(keys[this.layout.carry]);
      }
      this.groups.set(id, g);
    }
    return g;
  }

  private otherKeys(keys: Cell[]): Cell[] {
    return keys.filter((_, i) => i !== this.layout.carry);
  }

  private otherKeysOf(keys: Cell[]): OtherKeys {
    const id = keyId(this.otherKeys(keys));
    let o = this.others.get(id);
    if (!o) this.others.set(id, (o = { tails: new Map(), serial: 0, best: null }));
    return o;
  }

  private tail(keys: Cell[]): Group {
    const byLast = this.otherKeysOf(keys).tails;
    const last = Number(keys[this.layout.carry]);
    let g = byLast.get(last);
    if (!g) byLast.set(last, (g = newGroup(keys, this.kinds)));
    return g;
  }

  /** The group of a row's key cells (missing cells read as ''), created on first sight. */
  private groupOfRow(row: MetricRow): LiveGroup {
    const keyCols = this.layout.keys;
    const n = keyCols.length;
    if (n === 0) return (this.single ??= this.group([]));
    let level = this.index;
    for (let i = 0; i < n - 1; i++) {
      const cell = row[keyCols[i]!] ?? '';
      let next = level.get(cell) as Map<Cell, unknown> | undefined;
      if (!next) level.set(cell, (next = new Map()));
      level = next;
    }
    const cell = row[keyCols[n - 1]!] ?? '';
    let g = level.get(cell) as LiveGroup | undefined;
    if (!g) {
      const keys = new Array<Cell>(n);
      for (let i = 0; i < n; i++) keys[i] = row[keyCols[i]!] ?? '';
      level.set(cell, (g = this.group(keys)));
    }
    return g;
  }

  /**
   * Adds one row's values to `g`. Totals (sum, mean-per-game) take the row's value
   * directly: the sum of a key's per-game totals is the sum of its rows.
   */
  private addRow(g: Group, row: MetricRow, winner: string | null): void {
    const cols = this.layout.values;
    for (let j = 0; j < cols.length; j++) {
      const cell = row[cols[j]!];
      switch (this.kinds[j]) {
        case Kind.Each: {
          const v = toNumber(cell);
          if (v !== null) (g.hists[j] as ValueHistogram).add(v);
          break;
        }
        case Kind.MatchesWinner:
          if (cell !== '' && cell !== null && cell !== undefined) {
            g.named[j]! += 1;
            if (winner !== null && String(cell) === winner) g.hits[j]! += 1;
          }
          break;
        default: {
          // Zero adds nothing: skip the common case (unused parts) cheaply.
          if (cell === 0 || cell === '' || cell === null || cell === undefined) break;
          const v = toNumber(cell);
          if (v !== null && v !== 0) (g.hists[j] as ExactSum).add(v);
        }
      }
    }
  }

  /** Adds one game's rows; `winner` is the winning side's name (null for a draw). */
  addGame(rows: MetricRow[], winner: string | null): void {
    const serial = ++this.serial;
    const touched = this.touched;
    const carry = this.layout.carry >= 0;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const g = this.groupOfRow(row);
      if (g.serial !== serial) {
        g.serial = serial;
        g.rowCount = 0;
        touched.push(g);
      }
      this.addRow(g, row, winner);
      if (carry) g.rows[g.rowCount++] = row;
    }
    for (let i = 0; i < touched.length; i++) touched[i]!.games += 1;
    if (carry) {
      // Each combination of the other keys: the game's rows at its largest carried value form its tail.
      const others = this.touchedOthers;
      for (const g of touched) {
        const o = g.other!;
        if (o.serial !== serial) {
          o.serial = serial;
          o.best = g;
          others.push(o);
        } else if (g.carry > o.best!.carry) o.best = g;
      }
      for (const o of others) {
        const best = o.best!;
        let t = o.tails.get(best.carry);
        if (!t) o.tails.set(best.carry, (t = newGroup(best.keys, this.kinds)));
        for (let r = 0; r < best.rowCount; r++) this.addRow(t, best.rows[r]!, winner);
        t.games += 1;
        o.best = null;
      }
      others.length = 0;
    }
    touched.length = 0;
  }

  /** Adds everything tallied by `other` (same metric and matchup). */
  merge(other: MetricTally): void {
    this.mergeData(other.toData());
  }

  /** Adds a tally in its plain-data form ({@link toData}, e.g. from a worker thread or a checkpoint). */
  mergeData(data: MetricTallyData): void {
    for (const o of data.groups) mergeGroup(this.group(o.keys), groupFromData(o));
    for (const o of data.tails) mergeGroup(this.tail(o.keys), groupFromData(o));
  }

  /** Plain-data form (JSON-serialisable); {@link mergeData} of it into an empty tally restores this one. */
  toData(): MetricTallyData {
    const tails: GroupData[] = [];
    for (const o of this.others.values())
      for (const t of o.tails.values()) tails.push(groupData(t));
    return { groups: [...this.groups.values()].map(groupData), tails };
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
    const values = [...new Set([...this.groups.values()].map((g) => Number(g.keys[c])))].sort(
      (a, b) => a - b,
    );
    const combos = new Map<string, Cell[]>();
    for (const g of this.groups.values()) combos.set(keyId(this.otherKeys(g.keys)), g.keys);
    const out: Group[] = [];
    for (const [other, sample] of combos) {
      const tails = [...(this.others.get(other)?.tails.entries() ?? [])].sort(
        (a, b) => a[0] - b[0],
      );
      const carried = newGroup([], this.kinds);
      let t = 0;
      for (const v of values) {
        while (t < tails.length && tails[t]![0] < v) mergeGroup(carried, tails[t++]![1]);
        const keys = [...sample];
        keys[c] = v;
        const g = newGroup(keys, this.kinds);
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
          return (h as ValueHistogram).mean();
      }
    };
    const out: TableRow[] = groups.map((g) => {
      const row: TableRow = {};
      this.layout.keyNames.forEach((k, i) => (row[k] = g.keys[i] ?? ''));
      for (const o of this.layout.outputs) {
        const j = position.get(o.source)!;
        // Quantile outputs exist only for `quantiles` columns, which keep a histogram.
        const h = g.hists[j] as ValueHistogram;
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
          case 'mean-low':
          case 'mean-high': {
            const ci = meanInterval(h);
            row[o.header] = ci === null ? null : o.stat === 'mean-low' ? ci[0] : ci[1];
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
      const groupOf = (g: Group) =>
        JSON.stringify(within.map((k) => g.keys[this.layout.keyNames.indexOf(k)]));
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
