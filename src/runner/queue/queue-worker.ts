/**
 * The worker's side of the queue (`sortie worker`): takes batches from the BullMQ
 * queue, plays them on its own piscina pool (executor.ts) and returns their results.
 *
 * Each job names its run; the worker reads the run's description once, checks it may
 * play it (run-check.ts: version and game content) and otherwise refuses its batches:
 * each goes back to the queue for another worker, and the refusal is recorded for the
 * coordinator to print. Jobs of a run whose coordinator is gone are dropped. A worker
 * killed mid-batch holds no lock for long (`lockDurationMs`): BullMQ's stalled check
 * (every `stalledIntervalMs`, in any worker) hands the batch to another.
 */
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { DelayedError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { LoadedConfig } from '../../config/load-config.js';
import type { ResolvedMatchup } from '../../core/game-plugin.js';
import { gameIds, getGame } from '../../games/registry.js';
import { createExecutor } from '../executor.js';
import {
  encodeResult,
  matchupField,
  QUEUE_NAME,
  QUEUE_PREFIX,
  refusalsKey,
  RUN_TTL_MS,
  runKey,
  taskOf,
  type GoneResult,
  type QueueJob,
  type RunMeta,
  type WireResult,
} from './queue-protocol.js';
import { checkReachable, QueueError, RedisWatch, type RedisTarget } from './redis-link.js';
import { contentProblem, resolveHere, versionProblem } from './run-check.js';
import { workerName } from './worker-list.js';

/** Options of {@link startQueueWorker}. */
export interface QueueWorkerOptions {
  target: RedisTarget;
  /** Worker threads (batches played at once). */
  threads: number;
  /** How long a batch's lock lasts without renewal (ms): a killed worker's batch is free again after it. */
  lockDurationMs: number;
  /** How often this worker looks for batches of dead workers (ms). */
  stalledIntervalMs: number;
  /** Redis unreachable this long stops the worker (ms). */
  timeoutMs: number;
  /** Stop after this long without a batch (ms); null: never. */
  idleExitMs: number | null;
  log: (line: string) => void;
}

/** A running worker. */
export interface QueueWorker {
  /** Settles when the worker has stopped: rejects with a {@link QueueError} when Redis was lost. */
  readonly done: Promise<void>;
  /** What it played so far. */
  stats(): WorkerStats;
  /** Finishes the batches in hand, then stops. */
  stop(): Promise<void>;
}

/** What a worker played. */
export interface WorkerStats {
  batches: number;
  games: number;
  /**
   * Share of its threads' time spent playing, from its first batch to its last: 1 minus
   * the time lost to the queue (taking, returning) and to waiting for batches.
   */
  busy: number;
}

/** A refused batch goes back to the queue for this long (ms) before any worker takes it again. */
const REFUSED_DELAY_MS = 1_000;
/** How often a run's liveness is checked again (ms). */
const ALIVE_CHECK_MS = 2_000;
/** Times a batch may lose its worker before it counts as failed. */
const MAX_STALLS = 5;

/** What the worker knows of a run. */
interface RunState {
  meta: RunMeta;
  checked: number;
  /** Why this worker cannot play the run at all (its version), or null. */
  version: string | null;
  /** Refusals already printed. */
  told: Set<string>;
  here: Promise<LoadedConfig | string> | null;
  matchups: Map<string, Promise<ResolvedMatchup | string>>;
}

/** Connects (failing fast with a {@link QueueError}) and starts taking batches. */
export async function startQueueWorker(o: QueueWorkerOptions): Promise<QueueWorker> {
  await checkReachable(o.target);
  const id = workerName(hostname(), process.pid, o.threads);
  // A worker may serve any run: its threads, and this thread (which resolves the runs'
  // configs), load every known game now rather than inside the first batches.
  const executor = createExecutor(o.threads, { preload: gameIds() });
  for (const game of gameIds()) getGame(game).catch(() => {});
  const runs = new Map<string, RunState>();
  const stats = { batches: 0, games: 0, playMs: 0, firstAt: null as number | null, lastAt: 0 };
  let active = 0;
  let lastWork = Date.now();
  let lostProblem: string | null = null;

  // A read retried through a short Redis blip (a failed job would be replayed game by game).
  const read = async <T>(f: (c: Redis) => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await f(watch.client);
      } catch (e) {
        if (attempt >= 10 || lostProblem) throw e;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const runOf = async (run: string): Promise<RunState | null> => {
    let s = runs.get(run);
    if (s && Date.now() - s.checked < ALIVE_CHECK_MS) return s;
    const meta = await read((c) => c.hget(runKey(run), 'meta'));
    if (!meta) {
      runs.delete(run);
      return null;
    }
    // Two batches of a new run read its meta at once: both share the first's state.
    s ??= runs.get(run);
    if (!s) {
      const m = JSON.parse(meta) as RunMeta;
      s = {
        meta: m,
        checked: 0,
        version: versionProblem(m),
        told: new Set(),
        here: null,
        matchups: new Map(),
      };
      runs.set(run, s);
    }
    s.checked = Date.now();
    return s;
  };
  const matchupOf = (run: string, s: RunState, name: string): Promise<ResolvedMatchup | string> => {
    let p = s.matchups.get(name);
    if (!p) {
      p = (async () => {
        const text = await read((c) => c.hget(runKey(run), matchupField(name)));
        if (!text) return `the run has no matchup "${name}" in Redis`;
        const theirs = JSON.parse(text) as ResolvedMatchup;
        const here = await (s.here ??= resolveHere(s.meta));
        if (typeof here === 'string') return here;
        return contentProblem(theirs, here) ?? theirs;
      })();
      // A read that failed is tried again with the next batch.
      p.catch(() => s.matchups.delete(name));
      s.matchups.set(name, p);
    }
    return p;
  };
  const refuse = async (
    run: string,
    s: RunState,
    why: string,
    job: Job<QueueJob>,
    token?: string,
  ): Promise<never> => {
    if (!s.told.has(why)) {
      s.told.add(why);
      o.log(
        `worker: refusing the batches of the run on ${s.meta.host} (pid ${s.meta.pid}): ${why}`,
      );
      // It lives as the run does: a coordinator gone meanwhile leaves nothing behind for good.
      await read((c) =>
        c.multi().hset(refusalsKey(run), id, why).pexpire(refusalsKey(run), RUN_TTL_MS).exec(),
      );
    }
    await job.moveToDelayed(Date.now() + REFUSED_DELAY_MS, token);
    throw new DelayedError();
  };

  // Only batches played count as work for --idle-exit: refusing batches, or dropping those
  // of a run whose coordinator is gone, is idle time.
  const processor = async (
    job: Job<QueueJob>,
    token?: string,
  ): Promise<WireResult | GoneResult> => {
    let playing = false;
    try {
      const { run, matchup } = job.data;
      const s = await runOf(run);
      if (!s) return { gone: true };
      if (s.version) return await refuse(run, s, s.version, job, token);
      const m = await matchupOf(run, s, matchup);
      if (typeof m === 'string') return await refuse(run, s, m, job, token);
      playing = true;
      active++;
      lastWork = Date.now();
      const t0 = performance.now();
      const played = await executor.run(taskOf(job.data, m));
      stats.firstAt ??= t0;
      stats.lastAt = performance.now();
      stats.batches++;
      stats.games += job.data.task.games.length;
      stats.playMs += played.ms;
      return encodeResult(played);
    } finally {
      if (playing) {
        active--;
        lastWork = Date.now();
      }
    }
  };

  const worker = new Worker<QueueJob, WireResult | GoneResult>(QUEUE_NAME, processor, {
    connection: { ...o.target.options, retryStrategy: () => 500 },
    prefix: QUEUE_PREFIX,
    // Twice the threads, as the local runner keeps in flight: each thread has its next
    // batch at hand when it finishes one, instead of waiting for a round trip to Redis.
    concurrency: o.threads * 2,
    lockDuration: o.lockDurationMs,
    stalledInterval: o.stalledIntervalMs,
    maxStalledCount: MAX_STALLS,
    name: id,
    autorun: false,
  });
  // Its connection errors are the watch's to tell (an 'error' event without a listener would crash).
  worker.on('error', () => {});

  const lostError = (problem: string) =>
    new QueueError(`${problem}: stopping (the batches in hand go to other workers)`);
  // With batches in hand and Redis gone, BullMQ's run() may never return: a lost Redis ends `done` itself.
  let gaveUp: (e: QueueError) => void = () => {};
  const lost = new Promise<never>((_, reject) => (gaveUp = reject));
  lost.catch(() => {});
  let stopping: Promise<void> | null = null;
  const stop = (force = false): Promise<void> =>
    (stopping ??= (async () => {
      clearInterval(idleTimer);
      watch.close();
      // Closing waits for the batches in hand; with Redis gone it may wait for ever.
      const closed = worker.close(force).catch(() => {});
      await (force ? Promise.race([closed, new Promise((r) => setTimeout(r, 3_000))]) : closed);
      await executor.close();
    })());
  const watch = new RedisWatch(o.target, {
    timeoutMs: o.timeoutMs,
    onDown: () =>
      o.log(
        `worker: Redis at ${o.target.label} does not answer: waiting up to ${o.timeoutMs / 1000} s for it`,
      ),
    onUp: () => o.log(`worker: Redis at ${o.target.label} answers again`),
    onLost: (problem) => {
      lostProblem = problem;
      void stop(true).then(() => gaveUp(lostError(problem)));
    },
  });
  const idleTimer = setInterval(() => {
    if (o.idleExitMs !== null && active === 0 && Date.now() - lastWork > o.idleExitMs) {
      o.log(`worker: no batch for ${Math.round(o.idleExitMs / 1000)} s: stopping`);
      void stop();
    }
  }, 1_000);

  try {
    await Promise.all([worker.waitUntilReady(), watch.ready()]);
  } catch (e) {
    await stop(true);
    throw e instanceof QueueError
      ? e
      : new QueueError(`cannot reach Redis: ${(e as Error).message}`);
  }
  const running = worker.run();
  const done = Promise.race([
    running.then(
      async () => {
        await stopping;
        if (lostProblem) throw lostError(lostProblem);
      },
      async (e: unknown) => {
        await stop(true);
        throw e;
      },
    ),
    lost,
  ]);
  return {
    done,
    stats: () => ({
      batches: stats.batches,
      games: stats.games,
      busy:
        stats.firstAt === null || stats.lastAt <= stats.firstAt
          ? 0
          : stats.playMs / ((stats.lastAt - stats.firstAt) * o.threads),
    }),
    stop: () => stop(false),
  };
}
