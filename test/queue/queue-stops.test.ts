// A queue run that no worker can play stops on the first SIGTERM, keeping its folder; a
// worker refusing every batch counts that as idle time for --idle-exit; and a finished
// run leaves no key in Redis. Real redis-server, the compiled CLI as processes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../helpers/redis-server.js';
import { cli, CONFIG, linesIn, tempDir, until, worker } from './queue-helpers.js';

const dir = tempDir();
const TOY = resolve('test/fixtures/toy-game.mjs');
let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});

/** Every key in the test's Redis with its TTL in ms (-1: none). */
function keys(): Record<string, number> {
  const list = spawnSync('redis-cli', ['-p', String(redis.port), '--raw', 'keys', '*'], {
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter(Boolean);
  return Object.fromEntries(
    list.map((k) => [
      k,
      Number(
        spawnSync('redis-cli', ['-p', String(redis.port), 'pttl', k], {
          encoding: 'utf8',
        }).stdout.trim(),
      ),
    ]),
  );
}

/** Resolves with the exit of `c`, or with 'alive' after `ms`. */
function exitWithin(c: { exited: Promise<number | string> }, ms: number): Promise<number | string> {
  return Promise.race([c.exited, new Promise<string>((r) => setTimeout(() => r('alive'), ms))]);
}

/**
 * Keys a run leaves: every key but the queue-wide ones a connected BullMQ worker keeps itself
 * (its queue's meta and the stalled-jobs check), which it may write again at any moment.
 */
function runKeys(): Record<string, number> {
  return Object.fromEntries(
    Object.entries(keys()).filter(([k]) => !/^sortie:batches:(meta|stalled-check)$/.test(k)),
  );
}

describe('a queue no worker can play', () => {
  it('the first SIGTERM stops the coordinator, keeping its folder; the refusing worker leaves at --idle-exit', async () => {
    // The worker lacks the toy game (no --plugin): it refuses every batch.
    const w = worker(redis.url, ['--idle-exit', '4']);
    const out = join(dir, 'refused');
    const run = cli([
      '--plugin',
      TOY,
      'run',
      'test/fixtures/toy-duel.yaml',
      '--queue',
      redis.url,
      '--out',
      out,
    ]);
    await until(() => run.stderr().includes("refuses this run's batches"), 60_000, 'the refusal');
    run.proc.kill('SIGTERM');
    expect(await exitWithin(run, 20_000), run.stderr()).toBe(143);
    expect(run.stderr()).toContain('stopping: finishing the games in flight');
    expect(run.stderr()).toMatch(
      /interrupted: 0 of 60 games done\. Continue with:\n\s+sortie run test\/fixtures\/toy-duel\.yaml --resume/,
    );
    expect(existsSync(join(out, 'manifest.json'))).toBe(true);
    expect(linesIn(out)).toBe(0);
    // Refusals are no work: the worker stops after 4 s of them.
    expect(await exitWithin(w, 30_000), w.stderr()).toBe(0);
    expect(w.stderr()).toContain('worker: no batch for 4 s: stopping');
    expect(w.stderr().match(/worker: refusing the batches/g)).toHaveLength(1);
  }, 120_000);

  it('a finished run leaves no key in Redis, with its worker still connected', async () => {
    const w = worker(redis.url);
    const out = join(dir, 'finished');
    const run = cli([
      'run',
      CONFIG,
      '--games',
      '20',
      '--queue',
      redis.url,
      '--out',
      out,
      '--quiet',
      '--no-report',
    ]);
    expect(await run.exited, run.stderr()).toBe(0);
    expect(linesIn(out)).toBe(40);
    expect(runKeys()).toEqual({});
    // The worker still serves the next run.
    const again = cli([
      'run',
      CONFIG,
      '--games',
      '10',
      '--queue',
      redis.url,
      '--out',
      join(dir, 'again'),
      '--quiet',
      '--no-report',
    ]);
    expect(await again.exited, again.stderr()).toBe(0);
    expect(runKeys()).toEqual({});
    w.proc.kill('SIGTERM');
    await w.exited;
  }, 120_000);
});
