/**
 * All statistics of a results folder in one mergeable object: a {@link MatchupTally}
 * per matchup and a {@link MetricTally} per (metric, matchup). Feed it games.ndjson
 * lines (in any order, in any number of pieces merged together) and it produces the
 * same {@link ResultsData}.
 */
import type { MetricDeclaration } from '../core/metrics.js';
import type { GameLine } from './game-line.js';
import {
  MatchupTally,
  type MatchupInfo,
  type MatchupSummary,
  type MatchupTallyData,
} from './matchup-tally.js';
import { metricLayout, type MetricLayout } from './metric-columns.js';
import { MetricTally, type MetricTallyData, type TableRow } from './metric-tally.js';

/** One aggregated metric: its layout and rows for every matchup. */
export interface MetricTable {
  layout: MetricLayout;
  /** Rows including the `matchup` column, in matchup then key order. */
  rows: TableRow[];
}

/** One row of the game-length distribution. */
export interface LengthRow {
  matchup: string;
  rounds: number;
  games: number;
  fraction: number;
  /** How many of those games timed out. */
  timeouts: number;
}

/** Everything the reports are built from. */
export interface ResultsData {
  matchups: MatchupSummary[];
  metrics: MetricTable[];
  lengths: LengthRow[];
}

/** Plain-data form of a {@link ResultsAggregator}. */
export interface ResultsAggregatorData {
  matchups: Array<{ info: MatchupInfo; tally: MatchupTallyData }>;
  metrics: Array<{ id: string; matchup: string; tally: MetricTallyData }>;
}

/** Mergeable statistics over games.ndjson lines; see the module comment. */
export class ResultsAggregator {
  private readonly tallies = new Map<string, MatchupTally>();
  private readonly metricTallies = new Map<string, Map<string, MetricTally>>();
  private readonly layouts: Array<{ decl: MetricDeclaration<any, any>; layout: MetricLayout }>;
  /** Matchup names in manifest order (others follow, sorted by name). */
  private readonly order: string[];

  /**
   * @param matchups matchups from the manifest (their order is the report order)
   * @param metrics metric declarations (duplicated ids: the first wins)
   */
  constructor(
    readonly matchups: MatchupInfo[],
    readonly metrics: MetricDeclaration<any, any>[],
  ) {
    this.order = matchups.map((m) => m.name);
    for (const m of matchups) this.tallies.set(m.name, new MatchupTally(m));
    const seen = new Set<string>();
    this.layouts = [];
    for (const decl of metrics) {
      if (seen.has(decl.id)) continue;
      seen.add(decl.id);
      this.layouts.push({ decl, layout: metricLayout(decl) });
      this.metricTallies.set(decl.id, new Map());
    }
  }

  /** The tally of a matchup, created from the line when the manifest lacks it. */
  private tally(name: string, line?: GameLine): MatchupTally {
    let t = this.tallies.get(name);
    if (!t) {
      const sides = line ? line.sides.map((s, i) => s.name ?? `side ${i + 1}`) : [];
      t = new MatchupTally({ name, game: '', format: '', sides, seatSwap: Boolean(line?.swap) });
      this.tallies.set(name, t);
    }
    return t;
  }

  private metricTally(id: string, matchup: string): MetricTally {
    const byMatchup = this.metricTallies.get(id)!;
    let t = byMatchup.get(matchup);
    if (!t) {
      const { decl, layout } = this.layouts.find((l) => l.decl.id === id)!;
      t = new MetricTally(layout, decl);
      byMatchup.set(matchup, t);
    }
    return t;
  }

  /** Adds one game. Metric rows of undeclared metrics are ignored. */
  add(line: GameLine): void {
    const t = this.tally(line.matchup, line);
    t.add(line);
    if (!line.metrics) return;
    const winner =
      line.winner === null
        ? null
        : (t.info.sides[line.winner] ?? line.sides[line.winner]?.name ?? null);
    for (const id in line.metrics) {
      if (!this.metricTallies.has(id)) continue;
      this.metricTally(id, line.matchup).addGame(line.metrics[id]!, winner);
    }
  }

  /** Adds everything tallied by `other` (built with the same matchups and metrics). */
  merge(other: ResultsAggregator): void {
    for (const [name, t] of other.tallies) {
      const mine = this.tallies.get(name);
      if (mine) mine.merge(t);
      else {
        const fresh = new MatchupTally(t.info);
        fresh.merge(t);
        this.tallies.set(name, fresh);
      }
    }
    for (const [id, byMatchup] of other.metricTallies) {
      if (!this.metricTallies.has(id)) continue;
      for (const [matchup, t] of byMatchup) this.metricTally(id, matchup).merge(t);
    }
  }

  /** Plain-data form (JSON-serialisable: what a worker thread sends and a checkpoint holds). */
  toData(): ResultsAggregatorData {
    const metrics: ResultsAggregatorData['metrics'] = [];
    for (const [id, byMatchup] of this.metricTallies)
      for (const [matchup, t] of byMatchup) metrics.push({ id, matchup, tally: t.toData() });
    return {
      matchups: [...this.tallies.values()].map((t) => ({ info: t.info, tally: t.toData() })),
      metrics,
    };
  }

  /** Adds an aggregator's plain-data form ({@link toData}); like {@link merge}. */
  mergeData(data: ResultsAggregatorData): void {
    for (const m of data.matchups) {
      let t = this.tallies.get(m.info.name);
      if (!t) this.tallies.set(m.info.name, (t = new MatchupTally(m.info)));
      t.mergeData(m.tally);
    }
    for (const m of data.metrics) {
      if (!this.metricTallies.has(m.id)) continue;
      this.metricTally(m.id, m.matchup).mergeData(m.tally);
    }
  }

  /** Records a matchup's failed games (they leave no line to tally): summary `failedGames`. */
  setFailedGames(matchup: string, failed: number): void {
    this.tally(matchup).failed = failed;
  }

  /** Matchup names in report order. */
  private names(): string[] {
    const extra = [...this.tallies.keys()].filter((n) => !this.order.includes(n)).sort();
    return [...this.order, ...extra];
  }

  /** The aggregated results. */
  finish(): ResultsData {
    const names = this.names();
    const matchups = names.map((n) => this.tallies.get(n)!.summary());
    const metrics: MetricTable[] = this.layouts.map(({ decl, layout }) => {
      const rows: TableRow[] = [];
      matchups.forEach((m, i) => {
        const t = this.metricTallies.get(decl.id)!.get(names[i]!);
        if (!t) return;
        const sideNames = m.sides.map((s) => s.name);
        const tableRows = t.rows(m.games, sideNames);
        for (const r of tableRows) rows.push({ matchup: m.name, ...r });
        // Key-less metrics (e.g. game health) are single numbers per matchup: also in the summary.
        if (layout.keys.length === 0 && tableRows[0]) {
          const values: Record<string, number | null> = {};
          for (const o of layout.outputs)
            values[o.header] = tableRows[0][o.header] as number | null;
          m.metrics[decl.id] = values;
        }
      });
      return { layout, rows };
    });
    const lengths: LengthRow[] = [];
    names.forEach((n) => {
      const t = this.tallies.get(n)!;
      const timeouts = new Map(t.timeoutRounds.entries());
      for (const [rounds, games] of t.rounds.entries())
        lengths.push({
          matchup: n,
          rounds,
          games,
          fraction: games / t.games,
          timeouts: timeouts.get(rounds) ?? 0,
        });
    });
    return { matchups, metrics, lengths };
  }
}
