/**
 * `sortie report`: re-renders everything derived from a results folder's
 * games.ndjson — games.csv, summary.json, summary.csv, game-length.csv, one CSV per
 * declared metric, charts (Vega-Lite specs, SVG, PNG) and report.html.
 */
import { writeFileAtomic as writeFile } from '../core/atomic-write.js';
import { basename, join } from 'node:path';
import type { MetricDeclaration } from '../core/metrics.js';
import { aggregateGames } from './compute-results.js';
import { readManifest } from './read-results.js';
import { writeTables } from './write-tables.js';
import { writeCharts } from './write-charts.js';
import { reportHtml, type HtmlChart } from './report-html.js';
import { chartToSvg } from './render-chart.js';
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
}

/**
 * Reads `outDir`/manifest.json and `outDir`/games.ndjson (streamed) and writes the
 * derived files into `outDir`.
 */
export async function writeReport(outDir: string, options: WriteReportOptions = {}): Promise<void> {
  const onWarning = options.onWarning ?? ((m: string) => process.stderr.write(`warning: ${m}\n`));
  const manifest = await readManifest(outDir);
  const agg = await aggregateGames(join(outDir, 'games.ndjson'), manifest, {
    metrics: options.metrics,
    gamesCsv: join(outDir, 'games.csv'),
    onWarning,
  });
  const data = agg.finish();
  await writeTables(outDir, data);
  let charts: HtmlChart[] = [];
  if (options.charts !== false) charts = await writeCharts(outDir, data);
  else if (options.html !== false) {
    // No chart files wanted, but the page still shows the charts inline.
    for (const chart of reportCharts(data)) charts.push({ chart, svg: await chartToSvg(chart.spec), files: false });
  }
  if (options.html !== false) {
    const config = manifest.config as { name?: unknown } | undefined;
    const title = typeof config?.name === 'string' ? config.name : typeof manifest.name === 'string' ? manifest.name : basename(outDir);
    await writeFile(join(outDir, 'report.html'), reportHtml(title, manifest, data, charts));
  }
}
