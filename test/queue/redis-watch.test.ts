// The watch that notices a Redis gone away must not wait on its periodic checks: a check that
// hangs while Redis is down (a BullMQ command queued until a reconnection that never comes)
// once kept a coordinator alive for ever after its Redis died.
import { describe, expect, it } from 'vitest';
import { parseQueueUrl, RedisWatch } from '../../src/runner/queue/redis-link.js';
import { startRedis } from '../helpers/redis-server.js';
import { until } from './queue-helpers.js';

describe('RedisWatch', () => {
  it('reports Redis lost past its time limit even while a periodic check never returns', async () => {
    const redis = await startRedis();
    let checks = 0;
    let lost: string | null = null;
    const watch = new RedisWatch(parseQueueUrl(redis.url), {
      timeoutMs: 2_000,
      // The first check hangs for good, as a command waiting on a dead connection does.
      onTick: () => (++checks === 1 ? new Promise<void>(() => {}) : Promise.resolve()),
      onLost: (problem) => (lost = problem),
    });
    try {
      await watch.ready();
      await until(() => checks >= 1, 30_000, 'the first periodic check');
      await redis.kill();
      await until(() => lost !== null, 30_000, 'the watch to report Redis lost');
      expect(lost).toMatch(/^lost the connection to Redis at 127\.0\.0\.1:\d+ for \d+ s/);
    } finally {
      watch.close();
    }
  });
});
