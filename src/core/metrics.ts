/**
 * Metric declarations: the one place a game says what it measures.
 *
 * A metric listens to some of the game's events during one game and emits plain
 * rows (the per-game record stored in games.ndjson). The statistics layer merges
 * those rows across games by the declared key columns and aggregates each value
 * column as declared; CSVs and charts are built from the same declarations, so
 * nothing game-specific leaks into the runner, statistics or reports.
 */

/** How a value column is aggregated across games. */
export type Aggregate =
  /** mean per game (missing rows count as 0 in games where the key did not appear) */
  | 'mean-per-game'
  /** mean over the rows that exist (e.g. hull at round r among games that reached r) */
  | 'mean'
  /** mean plus p10/p50/p90 over the rows that exist */
  | 'quantiles'
  /**
   * mean over the rows that exist with a normal-approximation 95% interval of that mean
   * (mean ± 1.96·s/√n, s the sample standard deviation): `_mean, _ci_low, _ci_high`
   */
  | 'mean-interval'
  /** plain total over all games */
  | 'sum'
  /**
   * The cell holds a side name (or '' for none); aggregated as the fraction of
   * non-empty rows naming the game's winner, with a Wilson 95% interval
   * (e.g. "how often the side ahead at mid-game wins").
   */
  | 'matches-winner';

/** One column of a metric's rows. */
export interface MetricColumn {
  /** Column name as it appears in CSV headers (snake_case). */
  name: string;
  /** Key columns group rows; value columns are aggregated. */
  role: 'key' | 'value';
  /** Aggregation for value columns. */
  aggregate?: Aggregate;
  /** Human description used in reports. */
  description?: string;
  /**
   * The column's name in words for tables and charts (default: `name` with spaces), e.g.
   * "hull left"; the report adds the statistic ("hull left (p10)", "uses per game"), except
   * for a renamed single output (`output:` set), whose label is its whole name in words.
   */
  label?: string;
  /**
   * Output name in CSVs instead of the derived one. For `quantiles` it replaces the
   * `<name>` prefix of `<name>_mean/_p10/_p50/_p90`; for the other aggregates it is the
   * whole column name (defaults: `mean-per-game` → `<name>_per_game`, `mean` →
   * `<name>_mean`, `sum` → `<name>_total`, `matches-winner` → `<name>_win_rate`).
   */
  output?: string;
  /**
   * The values are fractions of 1 (a 0/1 flag's mean, a share): reports show them as
   * percentages, like the `share` and `matches-winner` outputs, which always are.
   */
  percent?: boolean;
  /** `false` keeps the column out of CSVs and reports (still parsed). */
  csv?: false;
  /**
   * Also output this value's share of its group: the key's aggregate divided by the
   * sum over all keys with the same values in the `within` key columns (e.g. a part's
   * share of its ship's damage: `{ within: ['side', 'ship'] }` → `damage_share`).
   */
  share?: { within: string[]; output?: string };
  /**
   * Key columns only, numeric (e.g. `round`), at most one per metric: a game's last
   * row for the other keys also counts at every later value of this key seen in the
   * matchup, so curves cover finished games (hull stays at its final value, a
   * destroyed side stays dead) instead of only the games still running.
   */
  carryForward?: boolean;
}

/** What every declared chart has: a title, axis titles and the unit of its values. */
interface MetricChartBase {
  /** Chart title after the matchup name, e.g. "margin of victory". */
  title: string;
  /** Axis titles (default: the columns' labels). */
  xTitle?: string;
  yTitle?: string;
  /** Every category of the x axis in order, also those without rows (e.g. all declared bands). */
  xDomain?: string[];
  /** The order of the x categories that have rows (others follow in table row order), e.g. range bands near to far. */
  xOrder?: string[];
  /** The values are fractions (shares): shown as percentages. */
  percent?: boolean;
  /** Unit of the values for labels and tooltips, e.g. "points" or "damage per game". */
  unit?: string;
}

/**
 * A bar chart of one metric table per matchup, declared by the game (e.g. the distribution
 * of games over margin bands): one bar per row value of the `x` key column, in table row
 * order (so a numeric key declared before `x` orders the bars). The series are the values of
 * the `colour` key column, or (with several `y` outputs) the outputs themselves; `bar` sets
 * them side by side, `stacked-bar` stacks them. Rows with the same bar and series add up (one
 * part on two ships of a side). Drawn for the matchups that have rows; bars whose values are
 * all zero are left out (the chart says how many).
 */
export interface MetricBarChart extends MetricChartBase {
  kind: 'bar' | 'stacked-bar';
  /** Key column whose values are the bars. */
  x: string;
  /** Output header(s) (CSV columns) of the bar height, e.g. `share_of_games`; several make one series each. */
  y: string | string[];
  /** Key column of the series (side names get the report's side colours); only with a single `y`. */
  colour?: string;
}

/** A heatmap of one metric table per matchup: `x` key against `y` key, cells coloured and labelled by `value` (rows of one cell add up). */
export interface MetricHeatmap extends MetricChartBase {
  kind: 'heatmap';
  /** Key columns of the columns and rows. */
  x: string;
  y: string;
  /** Output header of the cell value, e.g. `damage_per_game`. */
  value: string;
}

/** A chart a game declares for one of its metric tables; the report draws it without knowing the game. */
export type MetricChart = MetricBarChart | MetricHeatmap;

/** A row emitted by a metric for one game: values in column order. */
export type MetricRow = Array<string | number>;

/** Per-game collector created by a metric for one game. */
export interface MetricCollector<E> {
  /** Receives every event whose type is in the metric's `events`. */
  on(event: E): void;
  /** Rows for this game, called once when the game ends. */
  finish(): MetricRow[];
}

/**
 * A metric declaration. `E` is the game's event union; `events` lists the event
 * types it listens to (used to route events cheaply).
 */
export interface MetricDeclaration<E extends { type: string } = { type: string }, Ctx = unknown> {
  /** Stable id; also the CSV file stem (e.g. "part-usage" → part-usage.csv). */
  id: string;
  /** What the metric measures, for reports. */
  title: string;
  /** Columns of the rows (keys first by convention). The runner prefixes `matchup`. */
  columns: MetricColumn[];
  /** Event types this metric listens to. */
  events: Array<E['type']>;
  /** A chart of the table in the report (default: tables only). */
  chart?: MetricChart;
  /** Starts a collector for one game. `ctx` is game-specific setup information. */
  start(ctx: Ctx): MetricCollector<E>;
}
