/**
 * games.csv, one row a game, written from games.ndjson while the rest of the report is
 * made: for a large folder in a worker thread of its own (games-csv-worker.ts), so that the
 * rows are formatted on another core while the main thread draws the charts; inline below
 * {@link CSV_WORKER_GAMES} games, where starting a thread would cost more than it saves.
 */
import { existsSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { releaseTemp, reserveTemp } from '../core/atomic-write.js';
import { builtFile } from '../runner/paths.js';
import { aggregateGames } from './compute-results.js';
import type { ResultsManifest } from './read-results.js';

/** From this many games on, games.csv is written in a worker thread. */
export const CSV_WORKER_GAMES = 10_000;

/** What the worker is given (all JSON-compatible). */
export interface GamesCsvJob {
  gamesFile: string;
  csvFile: string;
  manifest: ResultsManifest;
  /** Set by {@link writeGamesCsv}: the temporary file, reserved by the main thread so that an interrupt removes it. */
  temp?: string;
}

/** What the worker posts back: a warning, or the end (with the error, if it failed). */
export type GamesCsvMessage =
  | { warning: string }
  | { done: true; error?: { message: string; code?: string; path?: string; stack?: string } };

/**
 * Writes `job.csvFile` from `job.gamesFile`; `games` (the folder's game count) picks the
 * thread. The file appears only once complete, as with every CSV of the report.
 */
export function writeGamesCsv(
  job: GamesCsvJob,
  games: number,
  onWarning?: (m: string) => void,
): Promise<void> {
  const worker = games >= CSV_WORKER_GAMES ? gamesCsvWorkerFile() : null;
  if (!worker)
    return aggregateGames(job.gamesFile, job.manifest, {
      metrics: [],
      gamesCsv: job.csvFile,
      csvOnly: true,
      onWarning,
    }).then(() => {});
  const temp = reserveTemp(job.csvFile);
  const done = new Promise<void>((resolve, reject) => {
    const w = new Worker(worker, { workerData: { ...job, temp } });
    let settled = false;
    w.on('message', (m: GamesCsvMessage) => {
      if ('warning' in m) return onWarning?.(m.warning);
      settled = true;
      if (m.error) reject(Object.assign(new Error(m.error.message), m.error));
      else resolve();
    });
    w.on('error', (e) => {
      settled = true;
      reject(e);
    });
    w.on('exit', (code) => {
      if (!settled)
        reject(new Error(`the games.csv writer stopped (exit code ${code}) before it finished`));
    });
  });
  // Committed by the worker when it succeeded; a failed worker may have left it behind.
  return done.then(
    () => releaseTemp(temp),
    (e: unknown) => {
      rmSync(temp, { force: true });
      releaseTemp(temp);
      throw e;
    },
  );
}

/** The compiled worker (tests run the TS sources), or null when it is not built. */
export function gamesCsvWorkerFile(): string | null {
  const built = builtFile('report/games-csv-worker.js');
  return existsSync(built) ? built : null;
}
