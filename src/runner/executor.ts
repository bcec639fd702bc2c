/**
 * Where batches are played: worker threads (the normal path) or the main thread
 * (`--threads 0`, for debugging and for the benchmark baseline).
 *
 * Each worker is a one-thread piscina pool, so the pool can start small and grow: a
 * command starts its first worker before it has even read its config (the worker
 * loads the game meanwhile), and a run whose size justifies it adds the others once it
 * knows how long a game takes (see run.ts). Tasks go to the least busy worker.
 */
import { existsSync } from 'node:fs';
import { Piscina } from 'piscina';
import { registeredGameModules } from '../games/registry.js';
import { builtFile } from './paths.js';
import type { BatchResult, BatchTask } from './play-batch.js';

/** What every worker thread receives when it starts. */
export interface WorkerSetup {
  /** Game id → module URL of the games registered in the main thread. */
  gameModules: Record<string, string>;
  /** Game ids to load at once, before the first task arrives. */
  preload?: string[];
}

/** Plays batches. */
export interface Executor {
  /** Worker threads now (0 = main thread). */
  readonly threads: number;
  /** Most worker threads it may grow to. */
  readonly maxThreads: number;
  run(task: BatchTask): Promise<BatchResult>;
  /** Starts workers up to `threads` (never more than `maxThreads`, never fewer than now). */
  grow(threads: number): void;
  /** Lowers (or raises) `maxThreads`; workers already started stay. */
  limit(maxThreads: number): void;
  /** Stops the workers; in-flight tasks are abandoned. */
  close(): Promise<void>;
  /**
   * Withdraws the batches no worker has started (a work queue's waiting batches): each
   * rejects with {@link BatchCancelledError}. Called when a run is interrupted, so it
   * waits only for the batches being played. Executors whose every batch is in play at
   * once (local threads) have none to withdraw.
   */
  cancelQueued?(): Promise<void>;
}

/** What a withdrawn batch rejects with (see {@link Executor.cancelQueued}): not played, not failed. */
export class BatchCancelledError extends Error {
  override name = 'BatchCancelledError';
}

/**
 * What an executor rejects with when it can no longer play any batch (a work queue
 * whose Redis is gone): the runner stops the run, keeping what it wrote, instead of
 * replaying the batch game by game as after a worker crash.
 */
export class ExecutorLostError extends Error {
  override name = 'ExecutorLostError';
}

/** Options of {@link createExecutor}. */
export interface ExecutorOptions {
  /** Workers to start now (default: `maxThreads`). */
  start?: number;
  /** Game ids the workers load as soon as they start (a guess from the config: only saves time). */
  preload?: string[];
}

/** The compiled worker (tests run the TS sources; workers need JS). */
export function workerFile(): string {
  const built = builtFile('runner/worker.js');
  if (existsSync(built)) return built;
  throw new Error(`worker not built: ${built} is missing (run "npm run build")`);
}

/** Up to `maxThreads` workers (`options.start` of them at once), or the main thread when `maxThreads` is 0. */
export function createExecutor(maxThreads: number, options: ExecutorOptions = {}): Executor {
  if (maxThreads <= 0) {
    return {
      threads: 0,
      maxThreads: 0,
      run: async (task) => {
        // Yield first so signals and progress are handled between batches.
        await new Promise((r) => setImmediate(r));
        return (await import('./play-batch.js')).playBatch(task);
      },
      grow: () => {},
      limit: () => {},
      close: async () => {},
    };
  }
  const file = workerFile();
  // Out-of-tree games registered by this process (never by a results folder).
  const workerData: WorkerSetup = {
    gameModules: registeredGameModules(),
    ...(options.preload?.length ? { preload: options.preload } : {}),
  };
  const workers: Array<{ pool: Piscina<BatchTask, BatchResult>; busy: number }> = [];
  const add = () => {
    // `atomics: 'async'`: an idle piscina worker otherwise blocks its event loop in Atomics.wait,
    // so the preload would only start when the first task arrives.
    const pool = new Piscina<BatchTask, BatchResult>({
      filename: file,
      workerData,
      minThreads: 1,
      maxThreads: 1,
      idleTimeout: 60_000,
      concurrentTasksPerWorker: 1,
      atomics: 'async',
    });
    workers.push({ pool, busy: 0 });
  };
  let most = maxThreads;
  const grow = (n: number) => {
    while (workers.length < Math.min(most, n)) add();
  };
  grow(Math.max(1, options.start ?? maxThreads));
  return {
    get threads() {
      return workers.length;
    },
    get maxThreads() {
      return most;
    },
    run: async (task) => {
      let w = workers[0]!;
      for (const x of workers) if (x.busy < w.busy) w = x;
      w.busy++;
      try {
        return await w.pool.run(task);
      } finally {
        w.busy--;
      }
    },
    grow,
    limit: (n) => {
      most = Math.max(1, n);
    },
    close: async () => {
      await Promise.all(workers.map((w) => w.pool.destroy()));
    },
  };
}
