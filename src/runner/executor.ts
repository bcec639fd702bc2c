/**
 * Where batches are played: a piscina pool of worker threads (the normal path) or
 * the main thread (`--threads 0`, for debugging and for the benchmark baseline).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { registeredGameModules } from '../games/registry.js';
import { packageRoot } from './paths.js';
import { playBatch, type BatchResult, type BatchTask } from './play-batch.js';

/** What every worker thread receives when it starts. */
export interface WorkerSetup {
  /** Game id → module URL of the games registered in the main thread. */
  gameModules: Record<string, string>;
}

/** Plays batches. */
export interface Executor {
  /** Worker threads (0 = main thread). */
  readonly threads: number;
  run(task: BatchTask): Promise<BatchResult>;
  /** Stops the workers; in-flight tasks are abandoned. */
  close(): Promise<void>;
}

/**
 * The compiled worker: next to this module when running from dist/, else the
 * package's dist/runner/worker.js (tests run the TS sources; workers need JS).
 */
export function workerFile(): string {
  const here = fileURLToPath(new URL('./worker.js', import.meta.url));
  if (existsSync(here)) return here;
  const built = join(packageRoot(), 'dist', 'runner', 'worker.js');
  if (existsSync(built)) return built;
  throw new Error(`worker not built: ${built} is missing (run "npm run build")`);
}

/** A pool of `threads` workers, or the main thread when `threads` is 0. */
export function createExecutor(threads: number): Executor {
  if (threads <= 0) {
    return {
      threads: 0,
      run: async (task) => {
        // Yield first so signals and progress are handled between batches.
        await new Promise((r) => setImmediate(r));
        return playBatch(task);
      },
      close: async () => {},
    };
  }
  const pool = new Piscina<BatchTask, BatchResult>({
    filename: workerFile(),
    // Out-of-tree games registered by this process (never by a results folder).
    workerData: { gameModules: registeredGameModules() } satisfies WorkerSetup,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    // Each worker holds at most one batch at a time; the runner keeps the queue short.
    concurrentTasksPerWorker: 1,
  });
  return {
    threads,
    run: (task) => pool.run(task),
    close: () => pool.destroy(),
  };
}
