// A queue that cannot be reached, or is named wrongly, is one clear error line
// (exit 1) from the coordinator and the worker alike, and the coordinator writes nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startRedis } from '../helpers/redis-server.js';
import { cli, CONFIG, exitWithin, linesIn, tempDir, until } from './queue-helpers.js';

const dir = tempDir();

describe('queue connection errors', () => {
  it('an unreachable Redis: the coordinator says so and writes nothing', async () => {
    const port = await freePort();
    const out = join(dir, 'unreachable');
    const run = cli(['run', CONFIG, '--out', out, '--queue', `redis://127.0.0.1:${port}`]);
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain(
      `error: cannot reach Redis: nothing listens on 127.0.0.1:${port} (connection refused): is redis-server running there?`,
    );
    expect(run.stderr()).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });

  it('an unreachable Redis: the worker says so and stops', async () => {
    const port = await freePort();
    const w = cli(['worker', '--queue', `redis://127.0.0.1:${port}`, '--threads', '1']);
    expect(await w.exited).toBe(1);
    expect(w.stderr()).toContain(`error: cannot reach Redis: nothing listens on 127.0.0.1:${port}`);
  });

  it('an unknown host is named', async () => {
    const w = cli(['worker', '--queue', 'redis://no-such-host.invalid:6379', '--threads', '1']);
    expect(await w.exited).toBe(1);
    expect(w.stderr()).toContain('error: cannot reach Redis: unknown host "no-such-host.invalid"');
  });

  it('a Redis that wants a password: none, or a wrong one, is told', async () => {
    const redis = await startRedis(['--requirepass', 'sesame']);
    const none = cli(['worker', '--queue', redis.url, '--threads', '1']);
    expect(await none.exited).toBe(1);
    expect(none.stderr()).toContain(
      `error: cannot reach Redis: Redis at 127.0.0.1:${redis.port} refused the credentials (NOAUTH`,
    );
    const wrong = cli([
      'run',
      CONFIG,
      '--out',
      join(dir, 'wrong-password'),
      '--queue',
      `redis://:nope@127.0.0.1:${redis.port}`,
    ]);
    expect(await wrong.exited).toBe(1);
    expect(wrong.stderr()).toMatch(
      /error: cannot reach Redis: Redis at 127\.0\.0\.1:\d+ refused the credentials \(WRONGPASS.*\): give them in the URL/,
    );
  });

  it('a worker whose Redis goes away says so and stops after --queue-timeout', async () => {
    const redis = await startRedis();
    const w = cli(['worker', '--queue', redis.url, '--threads', '1', '--queue-timeout', '2']);
    await until(() => w.stderr().includes('taking batches'), 30_000, 'the worker to start');
    await redis.kill();
    expect(await w.exited).toBe(1);
    expect(w.stderr()).toContain(
      `worker: Redis at 127.0.0.1:${redis.port} does not answer: waiting up to 2 s for it`,
    );
    expect(w.stderr()).toMatch(
      /error: lost the connection to Redis at 127\.0\.0\.1:\d+ for \d+ s \(.+\): stopping/,
    );
  });

  it('a worker busy with batches when its Redis goes away says so and stops', async () => {
    const redis = await startRedis();
    const config = join(dir, 'slow-duels.yaml');
    // Heuristic pilots: batches that take a while, so the worker has some in hand when Redis dies.
    writeFileSync(
      config,
      readFileSync(CONFIG, 'utf8')
        .replace(/pilot: random/g, 'pilot: heuristic')
        .replace('games: 600', 'games: 6000'),
    );
    const out = join(dir, 'busy');
    const run = cli([
      'run',
      config,
      '--out',
      out,
      '--queue',
      redis.url,
      '--queue-timeout',
      '2',
      '--quiet',
    ]);
    const w = cli(['worker', '--queue', redis.url, '--threads', '1', '--queue-timeout', '2']);
    await until(() => linesIn(out) > 0, 60_000, 'the first games through the queue');
    await redis.kill();
    expect(await exitWithin(w, 120_000, 'the worker')).toBe(1);
    expect(w.stderr()).toMatch(
      /error: lost the connection to Redis at 127\.0\.0\.1:\d+ for \d+ s \(.+\): stopping/,
    );
    expect(await exitWithin(run, 120_000, 'the coordinator')).toBe(1);
  });

  it('a --queue that is not a Redis URL', async () => {
    const run = cli(['run', CONFIG, '--out', join(dir, 'bad-url'), '--queue', 'localhost:6379']);
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain(
      'error: --queue must be a Redis URL like redis://host:6379 (or rediss:// for TLS), got "localhost:6379"',
    );
    const w = cli(['worker', '--queue', 'redis://127.0.0.1:6379/zero']);
    expect(await w.exited).toBe(1);
    expect(w.stderr()).toContain('the path must be a database number');
  });
});
