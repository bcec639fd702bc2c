/**
 * One streaming pass over games.ndjson: aggregates the statistics and (optionally)
 * writes games.csv on the way.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MetricDeclaration } from '../core/metrics.js';
import { getGame } from '../games/registry.js';
import { ResultsAggregator, type ResultsData } from '../stats/results-aggregator.js';
import { CsvFileWriter } from './csv-file.js';
import { matchupInfos, readGameLines, type ReadWarning, type ResultsManifest } from './read-results.js';
import { gamesCsvHeader, gamesCsvRow } from './tables.js';

/** Options for {@link aggregateGames}. */
export interface AggregateOptions {
  /** Metric declarations to use instead of the games' own (tests, foreign files). */
  metrics?: MetricDeclaration<any, any>[];
  /** Also write games.csv to this path. */
  gamesCsv?: string;
  /** Receives recoverable problems (skipped lines, games that cannot be loaded). */
  onWarning?: (message: string) => void;
}

/**
 * The metric declarations of every game in the manifest (first declaration of an
 * id wins). A game that cannot be loaded is reported and contributes no metrics.
 */
export async function manifestMetrics(manifest: ResultsManifest, onWarning?: (message: string) => void): Promise<MetricDeclaration<any, any>[]> {
  const out: MetricDeclaration<any, any>[] = [];
  const seen = new Set<string>();
  const loaded = new Set<string>();
  for (const m of manifest.matchups ?? []) {
    if (!m.game) continue;
    if (loaded.has(m.game)) continue;
    loaded.add(m.game);
    try {
      // By id only: a results folder is data, and nothing named in it is ever imported.
      const plugin = await getGame(m.game);
      for (const decl of plugin.metrics) {
        if (seen.has(decl.id)) continue;
        seen.add(decl.id);
        out.push(decl);
      }
    } catch (err) {
      onWarning?.(`metrics of game "${m.game}" unavailable: ${(err as Error).message}`);
    }
  }
  return out;
}

/** Largest side count over the manifest's matchups, else over the file's games. */
async function sideCount(manifest: ResultsManifest, ndjson: string): Promise<number> {
  let n = Math.max(0, ...(manifest.matchups ?? []).map((m) => m.sides?.length ?? 0));
  if (n > 0 || !existsSync(ndjson)) return n;
  for await (const g of readGameLines(ndjson)) n = Math.max(n, g.sides.length);
  return n;
}

/**
 * Aggregates the games of `ndjsonPath` (with the matchups of `manifest`) into a
 * {@link ResultsAggregator}; writes games.csv alongside when asked.
 */
export async function aggregateGames(ndjsonPath: string, manifest: ResultsManifest, options: AggregateOptions = {}): Promise<ResultsAggregator> {
  const warn = options.onWarning;
  const metrics = options.metrics ?? (await manifestMetrics(manifest, warn));
  const infos = matchupInfos(manifest);
  const sidesOf = new Map(infos.map((m) => [m.name, m.sides]));
  const agg = new ResultsAggregator(infos, metrics);
  const sides = options.gamesCsv ? await sideCount(manifest, ndjsonPath) : 0;
  const csv = options.gamesCsv ? new CsvFileWriter(options.gamesCsv, gamesCsvHeader(sides)) : null;
  const onWarning = (w: ReadWarning) => warn?.(`${ndjsonPath}:${w.line}: ${w.message}`);
  // A run stopped before its first game has no games.ndjson: report zero games.
  const present = existsSync(ndjsonPath);
  if (!present) warn?.(`${ndjsonPath} does not exist: no games to report`);
  try {
    if (present) {
      for await (const line of readGameLines(ndjsonPath, { onWarning })) {
        agg.add(line);
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

/** Aggregates a results folder's games.ndjson (no files written). */
export async function computeResults(dir: string, manifest: ResultsManifest, options: Omit<AggregateOptions, 'gamesCsv'> = {}): Promise<ResultsData> {
  return (await aggregateGames(join(dir, 'games.ndjson'), manifest, options)).finish();
}
