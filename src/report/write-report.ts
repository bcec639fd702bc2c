/**
 * `sortie report`: re-renders everything derived from a results folder's
 * games.ndjson — games.csv, summary.json, summary.csv, game-length.csv, one CSV per
 * declared metric, charts (Vega-Lite specs, SVG, PNG) and report.html. After a run the
 * statistics come from the run itself (no pass over the games); games.csv, one row a
 * game, is written up to {@link GAMES_CSV_LIMIT} games unless asked for.
 */
import { existsSync, rmSync } from 'node:fs';
import { removeStaleTemps, writeFileAtomic as writeFile } from '../core/atomic-write.js';
import { basename, join } from 'node:path';
import type { ResultsAggregator } from '../stats/results-aggregator.js';
import type { MetricDeclaration } from '../core/metrics.js';
import { aggregateGames, checkpointedResults } from './compute-results.js';
import { readManifest, type ResultsManifest } from './read-results.js';
import { writeGamesCsv } from './games-csv.js';
import { writeTables } from './write-tables.js';
import { writeCharts } from './write-charts.js';
import { reportHtml, type HtmlChart } from './report-html.js';
import { chartRenderer } from './chart-renderer.js';
import { readAudit } from './audit-section.js';
import { reportCharts } from './chart-specs.js';

/** Options for {@link writeReport}. */
export interface WriteReportOptions {
  /** Render charts (default true). */
  charts?: boolean;
  /** Write report.html (default true). */
  html?: boolean;
  /** Metric declarations to use instead of the games' own (tests, foreign files). */
  metrics?: MetricDeclaration<any, any>[];
  /** Receives recoverable problems (default: printed to stderr). */
  onWarning?: (message: string) => void;
  /** The folder's statistics as the run that wrote it tallied them (else they are rebuilt from the games). */
  results?: ResultsAggregator;
  /** Write games.csv: always (true), never (false), or up to {@link GAMES_CSV_LIMIT} games (default). */
  gamesCsv?: boolean;
  /**
   * Rebuild the statistics from the games even when tally.json covers them exactly
   * (`sortie report` does; otherwise the checkpoint is used).
   */
  rebuild?: boolean;
}

/** Above this many games in a folder, games.csv (one row a game) is written only when asked for. */
export const GAMES_CSV_LIMIT = 100_000;

/**
 * Reads `outDir`/manifest.json and `outDir`/games.ndjson (streamed) and writes the
 * derived files into `outDir`.
 */
export async function writeReport(outDir: string, options: WriteReportOptions = {}): Promise<void> {
  const onWarning = options.onWarning ?? ((m: string) => process.stderr.write(`warning: ${m}\n`));
  // Half-written files of a report that was killed (SIGKILL skips their removal).
  removeStaleTemps(outDir, ['charts']);
  const manifest = await readManifest(outDir);
  const gamesFile = join(outDir, 'games.ndjson');
  const csvFile = join(outDir, 'games.csv');
  const games =
    typeof manifest.gamesDone === 'number'
      ? manifest.gamesDone
      : options.results
        ? options.results.finish().matchups.reduce((a, m) => a + m.games, 0)
        : 0;
  const csv = options.gamesCsv ?? games <= GAMES_CSV_LIMIT;
  let agg =
    options.results ??
    (options.rebuild
      ? undefined
      : ((await checkpointedResults(outDir, manifest, options.metrics, onWarning)) ?? undefined));
  let gamesCsv: Promise<void> = Promise.resolve();
  if (!agg)
    agg = await aggregateGames(gamesFile, manifest, {
      metrics: options.metrics,
      ...(csv ? { gamesCsv: csvFile } : {}),
      onWarning,
    });
  else if (csv) {
    // The statistics are known: games.csv is written while the tables and charts are made.
    gamesCsv = writeGamesCsv({ gamesFile, csvFile, manifest }, games, onWarning);
    gamesCsv.catch(() => {}); // awaited below
  }
  // A games.csv left from fewer games would disagree with the rest of the report.
  if (!csv && existsSync(csvFile)) rmSync(csvFile);
  try {
    await writeDerived(outDir, manifest, agg, options);
  } catch (e) {
    await gamesCsv.catch(() => {});
    throw e;
  }
  await gamesCsv;
}

/** The tables, charts and report.html of a folder whose statistics are known. */
async function writeDerived(
  outDir: string,
  manifest: ResultsManifest,
  agg: ResultsAggregator,
  options: WriteReportOptions,
): Promise<void> {
  const data = agg.finish();
  await writeTables(outDir, data);
  let charts: HtmlChart[] = [];
  if (options.charts !== false) charts = await writeCharts(outDir, data);
  else if (options.html !== false) {
    // No chart files wanted, but the page still shows the charts inline.
    const { chartToSvg } = await chartRenderer();
    for (const chart of reportCharts(data))
      charts.push({ chart, svg: await chartToSvg(chart.spec), files: false });
  }
  if (options.html !== false) {
    const config = manifest.config as { name?: unknown } | undefined;
    const title =
      typeof config?.name === 'string'
        ? config.name
        : typeof manifest.name === 'string'
          ? manifest.name
          : basename(outDir);
    const onWarning = options.onWarning ?? ((m: string) => process.stderr.write(`warning: ${m}\n`));
    await writeFile(
      join(outDir, 'report.html'),
      reportHtml(title, manifest, data, charts, readAudit(outDir, onWarning)),
    );
  }
}
