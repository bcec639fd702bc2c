// A Redis password never shows: not in the lock file that names the command
// holding a results folder, not in the printed resume command, not in error messages; and
// SORTIE_REDIS_PASSWORD keeps it off the command line altogether.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactPasswords } from '../../src/runner/redact.js';
import { startRedis } from '../helpers/redis-server.js';
import { cli, CONFIG, stopWorker, tempDir, until } from './queue-helpers.js';

const dir = tempDir();

describe('Redis passwords', () => {
  it('are replaced by *** in any URL of a text', () => {
    expect(redactPasswords('sortie run x --queue redis://:sesame@h:6379')).toBe(
      'sortie run x --queue redis://:***@h:6379',
    );
    expect(redactPasswords('rediss://user:p%40ss@h:1/0 and redis://h:2')).toBe(
      'rediss://user:***@h:1/0 and redis://h:2',
    );
    expect(redactPasswords('redis://host:6379')).toBe('redis://host:6379');
  });

  it('never reach the lock file or the printed resume command of a queue run', async () => {
    const redis = await startRedis(['--requirepass', 'sesame']);
    const out = join(dir, 'secret-run');
    const run = cli([
      'run',
      CONFIG,
      '--out',
      out,
      '--queue',
      `redis://:sesame@127.0.0.1:${redis.port}`,
    ]);
    const lock = join(out, '.sortie.lock');
    await until(() => existsSync(lock), 60_000, 'the run to take its folder');
    const held = readFileSync(lock, 'utf8');
    expect(held).toContain(`redis://:***@127.0.0.1:${redis.port}`);
    expect(held).not.toContain('sesame');
    run.proc.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 500));
    run.proc.kill('SIGINT');
    await run.exited;
    expect(run.stderr()).toContain('--queue');
    expect(run.stderr()).not.toContain('sesame');
    await redis.kill();
  });

  it('may come from SORTIE_REDIS_PASSWORD instead of the URL', async () => {
    const redis = await startRedis(['--requirepass', 'sesame']);
    process.env.SORTIE_REDIS_PASSWORD = 'sesame';
    try {
      const w = cli(['worker', '--queue', `redis://127.0.0.1:${redis.port}`, '--threads', '1']);
      await until(() => w.stderr().includes('taking batches'), 60_000, 'the worker to connect');
      await stopWorker(w);
    } finally {
      delete process.env.SORTIE_REDIS_PASSWORD;
      await redis.kill();
    }
  });
});
