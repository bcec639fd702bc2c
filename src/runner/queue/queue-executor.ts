/**
 * The coordinator's side of the queue: an {@link Executor} whose batches are played
 * by `sortie worker` processes anywhere, through a BullMQ queue on Redis. The runner
 * (run.ts) is unchanged: it plans the same batches, orders the results and writes every
 * results file as with local threads; this executor only carries each batch to
 * Redis and its result back.
 *
 * A batch is a job; a worker killed while playing it loses its lock and BullMQ's
 * stalled-job check hands the job to another worker. A job whose result was missed
 * (an event lost while Redis restarted) is looked up, and one Redis lost is added
 * again. Redis unreachable past `timeoutMs` fails the run with a clear error: the
 * games already written stay (they are whole lines), `--resume` continues. A balance
 * tool gives each run unit a run of its own on the same connections (`scoped`).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Job, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ResolvedMatchup } from '../../core/game-plugin.js';
import { BatchCancelledError, type Executor } from '../executor.js';
import { gitCommit, packageVersion } from '../paths.js';
import type { BatchResult, BatchTask } from '../play-batch.js';
import {
  decodeResult,
  jobOf,
  matchupField,
  QUEUE_NAME,
  QUEUE_PREFIX,
  QUEUE_PROTOCOL,
  refusalsKey,
  RUN_TTL_MS,
  runKey,
  type QueueJob,
  type RunConfig,
  type RunMeta,
  type WireResult,
} from './queue-protocol.js';
import { contentHash } from './run-check.js';
import {
  checkReachable,
  QueueError,
  QueueLostError,
  RedisWatch,
  type RedisTarget,
} from './redis-link.js';
import { workerLabel, workersOf } from './worker-list.js';

/** Options of {@link createQueueExecutor}. */
export interface QueueExecutorOptions {
  target: RedisTarget;
  /** The workers' threads the run is planned for: the runner keeps twice as many batches queued. */
  threads: number;
  /** The config as given (workers resolve it again to check their content). */
  config: RunConfig;
  /** Redis unreachable this long fails the run (ms). */
  timeoutMs: number;
  /** A line for the user (workers joining, a worker refusing, waiting for workers). */
  log: (line: string) => void;
}

/** The queue executor, with what the CLI shows about it. */
export interface QueueExecutor extends Executor {
  /** The run's id in Redis. */
  readonly runId: string;
  /**
   * An executor on the same connections whose batches form a run of their own in Redis,
   * described by `config` (which workers resolve to check the matchups it is given): a
   * balance tool's run unit, whose matchups are named like those of the other units.
   * Closing it drops that run's keys and its batches still queued.
   */
  scoped(config: RunConfig): Executor;
}

/** Jobs without a result this long are looked up in Redis (ms). */
const LOOKUP_AFTER_MS = 10_000;
/** Waiting this long with batches queued and no worker connected prints a note (ms). */
const NO_WORKER_NOTE_MS = 10_000;
/** Events kept in the queue's stream: each carries a batch's lines, so few. */
const EVENTS_KEPT = 500;
/** Finished jobs not fetched are dropped by BullMQ after this long (s). */
const KEEP_FINISHED_S = 3_600;

/** A run kept alive in Redis: its meta and the matchups its batches named so far. */
interface PublishedRun {
  meta: RunMeta;
  published: Map<string, ResolvedMatchup>;
  publishing: Map<string, Promise<void>>;
}

interface Pending {
  data: QueueJob;
  since: number;
  resolve: (r: BatchResult) => void;
  reject: (e: Error) => void;
}

/**
 * Connects (failing fast with a {@link QueueError} when Redis cannot be reached),
 * publishes the run and returns the executor.
 */
export async function createQueueExecutor(o: QueueExecutorOptions): Promise<QueueExecutor> {
  await checkReachable(o.target);
  const runId = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  const connection = { ...o.target.options, retryStrategy: () => 500 };
  const queue = new Queue<QueueJob>(QUEUE_NAME, {
    connection,
    prefix: QUEUE_PREFIX,
    streams: { events: { maxLen: EVENTS_KEPT } },
  });
  const events = new QueueEvents(QUEUE_NAME, { connection, prefix: QUEUE_PREFIX });
  // Their connection errors are the watch's to tell (an 'error' event without a listener would crash).
  queue.on('error', () => {});
  events.on('error', () => {});
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  const metaOf = (config: RunMeta['config']): RunMeta => ({
    protocol: QUEUE_PROTOCOL,
    version: packageVersion(),
    gitCommit: gitCommit(),
    contentHash: contentHash(),
    host: hostname(),
    pid: process.pid,
    config,
  });
  // The runs this executor keeps alive in Redis: its own, and one per open scope.
  const runs = new Map<string, PublishedRun>();
  runs.set(runId, { meta: metaOf(o.config), published: new Map(), publishing: new Map() });

  const pending = new Map<string, Pending>();
  let failure: QueueLostError | null = null;
  let count = 0;

  const settle = (id: string, f: (p: Pending) => void): void => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    f(p);
    queue.remove(id).catch(() => {});
  };
  const keep = { age: KEEP_FINISHED_S };
  const add = (id: string, data: QueueJob) =>
    queue
      .add('batch', data, { jobId: id, removeOnComplete: keep, removeOnFail: keep })
      .catch(() => {
        // Left pending: the lookup adds it again once Redis answers (or the watch gives up).
      });
  const publishRun = async (c: Redis, id: string, run: PublishedRun) => {
    const fields: Record<string, string> = { meta: JSON.stringify(run.meta) };
    for (const [name, m] of run.published) fields[matchupField(name)] = JSON.stringify(m);
    await c.multi().hset(runKey(id), fields).pexpire(runKey(id), RUN_TTL_MS).exec();
  };
  // One matchup more, not the whole run again (a tournament publishes hundreds). The whole run
  // when the key has no meta (a Redis restarted empty): the field alone would make a key that
  // the periodic check finds alive and every worker finds without a run (a batch answered
  // "gone" for ever).
  const publishMatchup = async (c: Redis, id: string, run: PublishedRun, m: ResolvedMatchup) => {
    const replies = await c
      .multi()
      .hexists(runKey(id), 'meta')
      .hset(runKey(id), matchupField(m.name), JSON.stringify(m))
      .pexpire(runKey(id), RUN_TTL_MS)
      .exec();
    if (replies?.[0]?.[1] !== 1) await publishRun(c, id, run);
  };
  const received = (id: string, value: unknown) => {
    const v = (typeof value === 'string' ? JSON.parse(value) : value) as
      WireResult | { gone: true } | null;
    if (!v || 'gone' in v) {
      // Played while the run looked gone (its keys lost with a Redis restarted empty): queue it again.
      const p = pending.get(id);
      if (!p) return;
      pending.delete(id);
      const again = `${p.data.run}-${++count}`;
      pending.set(again, { ...p, since: Date.now() });
      void add(again, p.data);
      return;
    }
    settle(id, (p) => p.resolve(decodeResult(v)));
  };
  events.on('completed', ({ jobId, returnvalue }) => received(jobId, returnvalue));
  events.on('failed', ({ jobId, failedReason }) =>
    settle(jobId, (p) => p.reject(new Error(failedReason))),
  );

  // Periodic checks, each tick Redis answers.
  let ticks = 0;
  let workersSeen = '';
  let lonelySince = Date.now();
  let lonelyNoted = false;
  const refusalsShown = new Set<string>();
  const lookUp = async () => {
    const now = Date.now();
    for (const [id, p] of [...pending]) {
      if (now - p.since < LOOKUP_AFTER_MS) continue;
      p.since = now;
      const job = await Job.fromId<QueueJob, WireResult>(queue, id);
      const state = job?.finishedOn ? await job.getState() : null;
      if (!pending.has(id)) continue; // its event came meanwhile
      if (!job) void add(id, p.data);
      else if (state === 'failed') settle(id, (q) => q.reject(new Error(job.failedReason)));
      else if (state === 'completed') received(id, job.returnvalue);
    }
  };
  const onTick = async (c: Redis) => {
    ticks++;
    // The runs' keys live while this coordinator does (a Redis restarted empty gets them again).
    for (const [id, run] of [...runs]) {
      const alive = await c.pexpire(runKey(id), RUN_TTL_MS);
      if (!alive && runs.has(id)) await publishRun(c, id, run);
      await c.pexpire(refusalsKey(id), RUN_TTL_MS);
      for (const [worker, why] of Object.entries(await c.hgetall(refusalsKey(id)))) {
        if (refusalsShown.has(worker)) continue;
        refusalsShown.add(worker);
        o.log(`queue: worker ${worker} refuses this run's batches: ${why}`);
      }
    }
    if (ticks % 2 === 0) {
      const workers = workersOf(await queue.getWorkers());
      const text = workerLabel(workers);
      if (text !== workersSeen) o.log(`queue: ${text} connected`);
      workersSeen = text;
      if (workers.length || !pending.size) lonelySince = Date.now();
      if (workers.length) lonelyNoted = false;
      if (!lonelyNoted && Date.now() - lonelySince > NO_WORKER_NOTE_MS) {
        lonelyNoted = true;
        o.log(
          `queue: no worker is connected: start some with "sortie worker --queue redis://${o.target.label}"` +
            ' (the run waits for them; Ctrl-C twice quits, keeping the games written)',
        );
      }
    }
    if (ticks % 5 === 0) await lookUp();
  };
  const fail = (problem: string) => {
    failure = new QueueLostError(problem);
    for (const id of [...pending.keys()]) settle(id, (p) => p.reject(failure!));
  };
  const watch = new RedisWatch(o.target, {
    timeoutMs: o.timeoutMs,
    onTick,
    onDown: () =>
      o.log(
        `queue: Redis at ${o.target.label} does not answer: waiting up to ${o.timeoutMs / 1000} s for it`,
      ),
    onUp: () => o.log(`queue: Redis at ${o.target.label} answers again`),
    onLost: fail,
  });
  try {
    await watch.ready();
    await publishRun(watch.client, runId, runs.get(runId)!);
  } catch (e) {
    watch.close();
    await Promise.all([queue.disconnect(), events.disconnect()]).catch(() => {});
    if (e instanceof QueueError) throw e;
    throw new QueueError(
      `cannot publish the run in Redis at ${o.target.label}: ${(e as Error).message}`,
    );
  }

  // A write to Redis retried while Redis is away, until the watch gives up on it.
  const untilWritten = async (write: () => Promise<unknown>): Promise<void> => {
    for (;;) {
      if (failure) throw failure;
      try {
        await write();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const publish = (id: string, run: PublishedRun, m: ResolvedMatchup): Promise<void> => {
    let p = run.publishing.get(m.name);
    if (!p) {
      run.published.set(m.name, m);
      p = untilWritten(() => publishMatchup(watch.client, id, run, m));
      run.publishing.set(m.name, p);
    }
    return p;
  };
  const submit = async (run: string, task: BatchTask): Promise<BatchResult> => {
    const entry = runs.get(run);
    if (!entry) throw new Error(`queue run ${run} is closed`);
    await publish(run, entry, task.matchup);
    const id = `${run}-${++count}`;
    const data = jobOf(run, task);
    const result = new Promise<BatchResult>((resolve, reject) => {
      pending.set(id, { data, since: Date.now(), resolve, reject });
    });
    // Not awaited: with Redis away the add waits for it, and the watch settles the batch meanwhile.
    void add(id, data);
    return result;
  };

  // Once Redis is lost every batch rejects with a QueueLostError, which stops the run.
  const runOn =
    (run: string) =>
    async (task: BatchTask): Promise<BatchResult> => {
      if (failure) throw failure;
      return submit(run, task);
    };
  // An interrupted run withdraws its batches no worker holds (waiting, or put back by a
  // worker that refused them); removal is atomic and skips a batch a worker has locked.
  const cancelQueued = async (run: string): Promise<void> => {
    for (const [id, p] of [...pending]) {
      if (p.data.run !== run) continue;
      const job = await Job.fromId<QueueJob, WireResult>(queue, id).catch(() => null);
      if (job?.finishedOn) continue; // its result is on the way
      const removed = await queue.remove(id).catch(() => 0);
      if (removed === 1 || !job)
        settle(id, (q) => q.reject(new BatchCancelledError('withdrawn: no worker started it')));
    }
  };
  let scopes = 0;
  const scoped = (config: RunMeta['config']): Executor => {
    const id = `${runId}s${++scopes}`;
    const entry: PublishedRun = {
      meta: metaOf(config),
      published: new Map(),
      publishing: new Map(),
    };
    runs.set(id, entry);
    // A batch run before Redis is lost rejects with the failure either way (runOn).
    const first = untilWritten(() => publishRun(watch.client, id, entry));
    first.catch(() => {});
    return {
      threads: o.threads,
      maxThreads: o.threads,
      run: async (task) => {
        await first;
        return runOn(id)(task);
      },
      grow: () => {},
      limit: () => {},
      cancelQueued: () => cancelQueued(id),
      close: async () => {
        runs.delete(id);
        if (failure) return;
        const tidy = async () => {
          const mine = [...pending].filter(([, p]) => p.data.run === id).map(([job]) => job);
          for (const job of mine) pending.delete(job);
          await Promise.all(mine.map((job) => queue.remove(job).catch(() => 0)));
          await watch.client.del(runKey(id), refusalsKey(id));
        };
        await withTimeout(tidy(), 3_000).catch(() => {});
      },
    };
  };

  return {
    runId,
    threads: o.threads,
    maxThreads: o.threads,
    run: runOn(runId),
    scoped,
    cancelQueued: () => cancelQueued(runId),
    grow: () => {},
    // The workers size their own pools.
    limit: () => {},
    close: async () => {
      // The runs leave the list before their keys go: a periodic check that finds a key gone
      // republishes it only for a run still listed (see onTick).
      const ids = [...runs.keys()];
      runs.clear();
      const tidy = async () => {
        await Promise.all([...pending.keys()].map((id) => queue.remove(id).catch(() => 0)));
        await watch.client.del(...ids.flatMap((id) => [runKey(id), refusalsKey(id)]));
      };
      if (!failure)
        await withTimeout(
          tidy().then(() => tidyQueueKeys(watch.client)),
          3_000,
        ).catch(() => {});
      watch.close();
      if (!failure)
        await withTimeout(Promise.all([queue.close(), events.close()]), 3_000).catch(() => {});
      await withTimeout(Promise.all([queue.disconnect(), events.disconnect()]), 1_000).catch(
        () => {},
      );
    },
  };
}

/** Keys matching a pattern (SCAN, never KEYS: a shared Redis may hold many). */
async function keysLike(c: Redis, pattern: string): Promise<string[]> {
  const out: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await c.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    out.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return out;
}

/**
 * The last run to finish leaves Redis as it found it: with no run left and no batch in
 * the queue, BullMQ's queue-wide keys (its meta, event stream, id counter and empty
 * state sets, each made again when a queue or worker needs it) are deleted.
 */
async function tidyQueueKeys(c: Redis): Promise<void> {
  if ((await keysLike(c, `${QUEUE_PREFIX}:run:*`)).length) return;
  const prefix = `${QUEUE_PREFIX}:${QUEUE_NAME}:`;
  const keys = await keysLike(c, `${prefix}*`);
  const batchesLeft = keys.some((k) => !QUEUE_WIDE_KEYS.has(k.slice(prefix.length)));
  if (keys.length && !batchesLeft) await c.del(...keys);
}

/** BullMQ's keys of a queue as a whole (the others are its jobs'). */
const QUEUE_WIDE_KEYS = new Set([
  'meta',
  'events',
  'id',
  'marker',
  'stalled-check',
  'wait',
  'paused',
  'active',
  'delayed',
  'prioritized',
  'completed',
  'failed',
  'stalled',
  'pc',
  'limiter',
  'waiting-children',
]);

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<T>(
    (_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms)),
  );
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
