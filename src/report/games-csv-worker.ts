/**
 * The games.csv worker thread (see games-csv.ts): writes the file and posts its warnings
 * and its end back. Compiled to dist/report/games-csv-worker.js.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { aggregateGames } from './compute-results.js';
import type { GamesCsvJob, GamesCsvMessage } from './games-csv.js';

const job = workerData as GamesCsvJob;
const post = (m: GamesCsvMessage) => parentPort!.postMessage(m);
try {
  await aggregateGames(job.gamesFile, job.manifest, {
    metrics: [],
    gamesCsv: job.csvFile,
    ...(job.temp ? { gamesCsvTemp: job.temp } : {}),
    csvOnly: true,
    onWarning: (warning) => post({ warning }),
  });
  post({ done: true });
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  post({
    done: true,
    error: {
      message: err.message ?? String(e),
      ...(err.code ? { code: err.code } : {}),
      ...(err.path ? { path: err.path } : {}),
      ...(err.stack ? { stack: err.stack } : {}),
    },
  });
}
