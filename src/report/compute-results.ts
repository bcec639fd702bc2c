/**
 * Aggregating a results folder: one streaming pass over games.ndjson (with the metric
 * rows of metrics.bin beside it, or inside the lines in older results) that feeds the
 * statistics and, optionally, writes games.csv on the way. A run's report needs no such
 * pass: the run hands its statistics over (see write-report.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { MetricDeclaration } from '../core/metrics.js';
import { metricsFileIn } from '../runner/folder-names.js';
import { metricsOfGames } from '../runner/game-metrics.js';
import { readRecords } from '../runner/metric-frames.js';
import type { MetricRecord } from '../runner/metric-codec.js';
import { checkpointMatches, checkTallyCheckpoint, TALLY_FILE } from '../runner/tally-checkpoint.js';
import { lineOffset } from '../runner/results-files.js';
import { ResultsAggregator, type ResultsData } from '../stats/results-aggregator.js';
import type { GameLine } from '../stats/game-line.js';
import { CsvFileWriter } from './csv-file.js';
import {
  matchupInfos,
  readGameLines,
  type ReadWarning,
  type ResultsManifest,
} from './read-results.js';
import { gamesCsvHeader, gamesCsvRow } from './tables.js';

/** Options for {@link aggregateGames}. */
export interface AggregateOptions {
  /** Metric declarations to use instead of the games' own (tests, foreign files). */
  metrics?: MetricDeclaration<any, any>[];
  /** Also write games.csv to this path. */
  gamesCsv?: string;
  /** The temporary file games.csv is written to until complete (reserved by another thread; see atomic-write.ts). */
  gamesCsvTemp?: string;
  /** Only write games.csv (the statistics come from elsewhere): metric rows are not read. */
  csvOnly?: boolean;
  /** Receives recoverable problems (skipped lines, games that cannot be loaded). */
  onWarning?: (message: string) => void;
}

/**
 * The metric declarations of every game in the manifest (first declaration of an
 * id wins). A game that cannot be loaded is reported and contributes no metrics.
 */
export function manifestMetrics(
  manifest: ResultsManifest,
  onWarning?: (message: string) => void,
): Promise<MetricDeclaration<any, any>[]> {
  // By id only: a results folder is data, and nothing named in it is ever imported.
  return metricsOfGames(
    (manifest.matchups ?? []).map((m) => m.game),
    onWarning,
  );
}

/** Largest side count over the manifest's matchups, else over the file's games. */
async function sideCount(manifest: ResultsManifest, ndjson: string): Promise<number> {
  let n = Math.max(0, ...(manifest.matchups ?? []).map((m) => m.sides?.length ?? 0));
  if (n > 0 || !existsSync(ndjson)) return n;
  for await (const g of readGameLines(ndjson)) n = Math.max(n, g.sides.length);
  return n;
}

/** The folder's metrics.bin per its manifest, or null when the rows are in the lines. */
export function metricsFileOf(dir: string, manifest: ResultsManifest): string | null {
  return manifest.metricsFile === undefined || manifest.metricsFile === null
    ? null
    : metricsFileIn(dir, manifest.metricsFile);
}

/**
 * Pairs each game line with its record of metrics.bin (same order; a line the reader
 * skipped, e.g. a repeated game, skips its record too).
 */
class RecordMatcher {
  private readonly it: Generator<MetricRecord & { matchup: string }>;
  private head: (MetricRecord & { matchup: string }) | null = null;
  private warned = false;

  constructor(
    file: string,
    private readonly warn?: (message: string) => void,
  ) {
    this.it = readRecords(file);
    this.pull();
  }

  private pull(): void {
    const r = this.it.next();
    this.head = r.done ? null : r.value;
  }

  /** The metric rows of `line`'s game; {} (with one warning) when metrics.bin lacks them. */
  rowsOf(line: GameLine): MetricRecord['metrics'] {
    for (let skipped = 0; this.head && skipped < 64; skipped++, this.pull()) {
      if (this.head.matchup === line.matchup && this.head.game === line.game) {
        const rows = this.head.metrics;
        this.pull();
        return rows;
      }
    }
    if (!this.warned)
      this.warn?.(
        `metrics.bin has no metric rows for ${line.matchup} game ${line.game} (and maybe later games): those games count without them`,
      );
    this.warned = true;
    return {};
  }
}

/**
 * Aggregates the games of `ndjsonPath` (with the matchups of `manifest`) into a
 * {@link ResultsAggregator}; writes games.csv alongside when asked.
 */
export async function aggregateGames(
  ndjsonPath: string,
  manifest: ResultsManifest,
  options: AggregateOptions = {},
): Promise<ResultsAggregator> {
  const warn = options.onWarning;
  const metrics = options.metrics ?? (await manifestMetrics(manifest, warn));
  const infos = matchupInfos(manifest);
  const sidesOf = new Map(infos.map((m) => [m.name, m.sides]));
  const agg = new ResultsAggregator(infos, metrics);
  const sides = options.gamesCsv ? await sideCount(manifest, ndjsonPath) : 0;
  const csv = options.gamesCsv
    ? new CsvFileWriter(options.gamesCsv, gamesCsvHeader(sides), undefined, options.gamesCsvTemp)
    : null;
  const onWarning = (w: ReadWarning) => warn?.(`${ndjsonPath}:${w.line}: ${w.message}`);
  // A run stopped before its first game has no games.ndjson: report zero games.
  const present = existsSync(ndjsonPath);
  if (!present) warn?.(`${ndjsonPath} does not exist: no games to report`);
  const binFile = metricsFileOf(dirname(ndjsonPath), manifest);
  const rows =
    present && binFile && !options.csvOnly && existsSync(binFile)
      ? new RecordMatcher(binFile, warn)
      : null;
  if (present && binFile && !options.csvOnly && !rows)
    warn?.(`${binFile} is missing: the metric tables will be empty`);
  try {
    if (present) {
      for await (const line of readGameLines(ndjsonPath, { onWarning })) {
        if (!options.csvOnly) {
          if (rows) line.metrics = rows.rowsOf(line);
          agg.add(line);
        }
        if (csv) await csv.write(gamesCsvRow(line, sidesOf.get(line.matchup) ?? [], sides));
      }
    }
  } catch (e) {
    await csv?.abort();
    throw e;
  }
  await csv?.close();
  return agg;
}

/**
 * The folder's statistics from its tally.json when that covers exactly its games.ndjson
 * (what a finished run leaves), else null.
 */
export async function checkpointedResults(
  dir: string,
  manifest: ResultsManifest,
  metrics?: MetricDeclaration<any, any>[],
  onWarning?: (m: string) => void,
): Promise<ResultsAggregator | null> {
  const games = join(dir, 'games.ndjson');
  const { checkpoint: c, problem } = checkTallyCheckpoint(dir);
  if (problem)
    onWarning?.(
      `${join(dir, TALLY_FILE)} ${problem}: the statistics are rebuilt from games.ndjson`,
    );
  if (!c || !existsSync(games) || statSync(games).size !== c.bytes || !checkpointMatches(c, games))
    return null;
  if (lineOffset(games, c.lines + 1).lines !== c.lines) return null;
  const agg = new ResultsAggregator(
    matchupInfos(manifest),
    metrics ?? (await manifestMetrics(manifest, onWarning)),
  );
  agg.mergeData(c.tally);
  return agg;
}

/** A results folder's statistics (no files written): from tally.json when it is exact, else from the games. */
export async function computeResults(
  dir: string,
  manifest: ResultsManifest,
  options: Omit<AggregateOptions, 'gamesCsv' | 'csvOnly'> = {},
): Promise<ResultsData> {
  const agg =
    (await checkpointedResults(dir, manifest, options.metrics, options.onWarning)) ??
    (await aggregateGames(join(dir, 'games.ndjson'), manifest, options));
  return agg.finish();
}
