// The work queue's two sides in this process, on a real redis-server: the coordinator's
// executor and a worker, as `sortie run --queue` and `sortie worker` start them. The other
// queue tests run the CLI as processes (kills, restarts, secrets); these check what the
// executor and the worker promise their callers: the same results as local threads, a
// balance tool's scoped runs, refusals told on both sides, withdrawn batches, and a run
// whose keys Redis lost.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigText } from '../../src/config/load-config.js';
import { SEED_SCHEME } from '../../src/core/rng.js';
import { BatchCancelledError, createExecutor } from '../../src/runner/executor.js';
import type { BatchTask } from '../../src/runner/play-batch.js';
import { createQueueExecutor, type QueueExecutor } from '../../src/runner/queue/queue-executor.js';
import {
  jobOf,
  QUEUE_NAME,
  QUEUE_PREFIX,
  QUEUE_PROTOCOL,
  refusalsKey,
  RUN_TTL_MS,
  runKey,
  type QueueJob,
  type RunMeta,
} from '../../src/runner/queue/queue-protocol.js';
import { startQueueWorker, type QueueWorker } from '../../src/runner/queue/queue-worker.js';
import { parseQueueUrl } from '../../src/runner/queue/redis-link.js';
import { runCaptured } from '../content-cli/cli-capture.js';
import { startRedis, type TestRedis } from '../helpers/redis-server.js';
import { CONFIG, resultHashes, tempDir, until, within } from './queue-helpers.js';

const dir = tempDir();
const TEXT = readFileSync(CONFIG, 'utf8');
let redis: TestRedis;
let client: Redis;
beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.port, '127.0.0.1');
});
afterAll(() => client?.disconnect());

/** A worker of one thread with short locks, its lines kept. */
async function startWorker(lines: string[]): Promise<QueueWorker> {
  return startQueueWorker({
    target: parseQueueUrl(redis.url),
    threads: 1,
    lockDurationMs: 2_000,
    stalledIntervalMs: 1_000,
    timeoutMs: 30_000,
    idleExitMs: null,
    log: (line) => lines.push(line),
  });
}

/** A coordinator of the queue-duels config, its lines kept. */
function coordinator(lines: string[]): Promise<QueueExecutor> {
  return createQueueExecutor({
    target: parseQueueUrl(redis.url),
    threads: 1,
    config: { file: basename(CONFIG), text: TEXT, files: {} },
    timeoutMs: 30_000,
    log: (line) => lines.push(line),
  });
}

/** A batch of `games` of the named matchup of a config text. */
async function batch(text: string, name: string, games: number): Promise<BatchTask> {
  const loaded = await loadConfigText(text, CONFIG);
  const matchup = loaded.matchups.find((m) => m.name === name)!;
  return {
    matchup,
    games: Array.from({ length: games }, (_, i) => i),
    seedScheme: SEED_SCHEME,
    metrics: 'inline',
  };
}

/** The batch played on a local thread: what a queue must return. */
async function locally(task: BatchTask): Promise<Array<string | { error: string }>> {
  const local = createExecutor(1);
  try {
    return (await local.run(task)).results;
  } finally {
    await local.close();
  }
}

/** Keys a finished run could leave (not BullMQ's queue-wide keys, which a worker keeps). */
async function runKeysLeft(): Promise<string[]> {
  return (await client.keys('sortie:*')).filter(
    (k) => !/^sortie:batches:(meta|stalled-check|events|id|marker)$/.test(k),
  );
}

describe('the queue in one process', () => {
  it('a run through the queue writes the same results files as local threads; the worker counts its batches', async () => {
    const lines: string[] = [];
    const w = await startWorker(lines);
    try {
      const queued = join(dir, 'queued');
      const local = join(dir, 'local');
      const args = ['run', CONFIG, '--games', '40', '--no-report', '--threads', '1'];
      const q = await runCaptured([...args, '--queue', redis.url, '--out', queued]);
      expect(q.code, q.err).toBe(0);
      expect(q.err).toContain(
        `queue: batches go to the workers of redis://127.0.0.1:${redis.port} (planned for 1 worker threads)`,
      );
      const l = await runCaptured([...args, '--out', local]);
      expect(l.code, l.err).toBe(0);
      expect(resultHashes(queued)).toEqual(resultHashes(local));
      const s = w.stats();
      expect(s.games).toBe(80);
      expect(s.batches).toBeGreaterThanOrEqual(2);
      expect(s.busy).toBeGreaterThan(0);
      expect(s.busy).toBeLessThanOrEqual(1);
      expect(await runKeysLeft()).toEqual([]);
    } finally {
      await w.stop();
    }
    expect(lines).toEqual([]);
  });

  it("a tool's scoped run plays as local threads do and leaves no key when closed", async () => {
    const lines: string[] = [];
    const w = await startWorker(lines);
    const c = await coordinator(lines);
    try {
      const task = await batch(TEXT, 'scarab-mirror', 12);
      const scope = c.scoped({ file: basename(CONFIG), text: TEXT, files: {} });
      const played = await scope.run(task);
      expect(played.results).toEqual(await locally(task));
      expect(await client.exists(runKey(`${c.runId}s1`))).toBe(1);
      await scope.close();
      expect(await client.exists(runKey(`${c.runId}s1`))).toBe(0);
      await expect(scope.run(task)).rejects.toThrow(`queue run ${c.runId}s1 is closed`);
      // The coordinator's own run is still served.
      expect((await c.run(task)).results).toEqual(played.results);
    } finally {
      await c.close();
      await w.stop();
    }
    expect(await runKeysLeft()).toEqual([]);
  });

  it('a batch whose matchup resolves differently on the worker is refused on both sides, then withdrawn', async () => {
    const workerLines: string[] = [];
    const coordinatorLines: string[] = [];
    const w = await startWorker(workerLines);
    const c = await coordinator(coordinatorLines);
    try {
      // The coordinator sends a Forge of Scarabs under the config's name for a Forge of Sabres.
      const other = TEXT.replace('preset: sabre-xf-23-fighter', 'preset: scarab-klaw-interceptor');
      expect(other).not.toBe(TEXT);
      const refused = c.run(await batch(other, 'sabre-vs-scarab', 4));
      refused.catch(() => {});
      await until(
        () => coordinatorLines.some((l) => l.includes("refuses this run's batches")),
        60_000,
        "the coordinator's note of the refusal",
      );
      const because =
        /matchup "sabre-vs-scarab" resolves differently on the worker \(content hash [0-9a-f]{12}, the coordinator's [0-9a-f]{12}\): this worker's game content differs/;
      expect(workerLines).toHaveLength(1);
      expect(workerLines[0]).toMatch(
        /^worker: refusing the batches of the run on .+ \(pid \d+\): /,
      );
      expect(workerLines[0]).toMatch(because);
      const note = coordinatorLines.find((l) => l.includes('refuses'))!;
      expect(note).toMatch(/^queue: worker \S+ refuses this run's batches: /);
      expect(note).toMatch(because);
      expect(await client.hlen(refusalsKey(c.runId))).toBe(1);
      // No worker will play it: once the worker has let go of it, it is withdrawn.
      await w.stop();
      await c.cancelQueued!();
      await expect(refused).rejects.toBeInstanceOf(BatchCancelledError);
    } finally {
      await c.close();
      await w.stop();
    }
    expect(await runKeysLeft()).toEqual([]);
  });

  it('a refusal expires with its run when no coordinator is left to read it', async () => {
    const lines: string[] = [];
    const w = await startWorker(lines);
    // A run that an older Sortie published, whose coordinator is gone: nothing renews its keys.
    const run = 'departed';
    const meta: RunMeta = {
      protocol: QUEUE_PROTOCOL - 1,
      version: '0.0.1',
      gitCommit: null,
      contentHash: '',
      host: 'elsewhere',
      pid: 1,
      config: { file: basename(CONFIG), text: TEXT, files: {} },
    };
    await client
      .multi()
      .hset(runKey(run), 'meta', JSON.stringify(meta))
      .pexpire(runKey(run), RUN_TTL_MS)
      .exec();
    const queue = new Queue<QueueJob>(QUEUE_NAME, {
      connection: { host: '127.0.0.1', port: redis.port },
      prefix: QUEUE_PREFIX,
    });
    try {
      await queue.add('batch', jobOf(run, await batch(TEXT, 'scarab-mirror', 2)), {
        jobId: `${run}-1`,
      });
      await until(() => lines.length > 0, 60_000, 'the refusal');
      expect(lines[0]).toMatch(
        /^worker: refusing the batches of the run on elsewhere \(pid 1\): the coordinator speaks queue protocol/,
      );
      const ttl = await client.pttl(refusalsKey(run));
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(RUN_TTL_MS);
    } finally {
      await w.stop();
      await queue.obliterate({ force: true });
      await queue.close();
      await client.del(runKey(run), refusalsKey(run));
    }
  });

  it('a run whose keys Redis lost gets them back, and its batches are played', async () => {
    const lines: string[] = [];
    const w = await startWorker(lines);
    const c = await coordinator(lines);
    try {
      const task = await batch(TEXT, 'sabre-vs-scarab', 8);
      // As after a Redis restarted empty: the worker finds no run until the coordinator's
      // periodic check publishes it again (and the batch it answered "gone" is queued again).
      await client.del(runKey(c.runId));
      const played = await within(
        c.run(task),
        60_000,
        () => 'the batch of a run whose keys were lost: still waiting after 60000 ms',
      );
      expect(played.results).toEqual(await locally(task));
      expect(await client.hexists(runKey(c.runId), 'meta')).toBe(1);
      expect(await client.exists(runKey(c.runId))).toBe(1);
    } finally {
      await c.close();
      await w.stop();
    }
    expect(lines.filter((l) => !/^queue: 1 worker .* connected$/.test(l))).toEqual([]);
  });
});

describe('sortie worker in this process', () => {
  it('starts, says what it serves, stops after --idle-exit and counts what it played', async () => {
    const r = await runCaptured([
      'worker',
      '--queue',
      redis.url,
      '--threads',
      '1',
      '--idle-exit',
      '1',
    ]);
    expect(r.code, r.err).toBe(0);
    expect(r.err.split('\n')).toEqual([
      `sortie worker: 1 thread, taking batches from redis://127.0.0.1:${redis.port} (Ctrl-C stops)`,
      'worker: no batch for 1 s: stopping',
      'worker: played 0 batches (0 games)',
      '',
    ]);
  });

  it('a --queue that is not a Redis URL is one line', async () => {
    const r = await runCaptured(['worker', '--queue', 'http://127.0.0.1:1', '--threads', '1']);
    expect(r.code).toBe(1);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/^error: /);
  });
});
