// `sortie run --queue` through a real Redis and real `sortie worker` processes
// gives the local run's results byte for byte, whatever happens to the workers, the
// coordinator or Redis.
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../helpers/redis-server.js';
import {
  cli,
  CONFIG,
  linesIn,
  resultHashes,
  stopWorker,
  tempDir,
  until,
  worker,
} from '../queue/queue-helpers.js';

const TOTAL = 900;
const dir = tempDir();
const local = join(dir, 'local');
let redis: TestRedis;

/** A coordinator on `url` writing `out`. */
function coordinator(url: string, out: string, extra: string[] = [], report = false) {
  return cli([
    'run',
    CONFIG,
    '--out',
    out,
    '--queue',
    url,
    '--threads',
    '2',
    ...(report ? [] : ['--no-report']),
    ...extra,
  ]);
}

/** Every file of a results folder and its SHA-256, but those that hold times (manifest, report.html). */
function folderHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (!['manifest.json', 'report.html', '.sortie.lock'].includes(e.name)) {
        out[relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
      }
    }
  };
  walk(dir);
  return out;
}

/**
 * The kill and join tests play a longer run (with its own local reference), so that on a
 * quiet machine the kill or the join still comes with most of the games to play.
 */
const games = ['--games', '4000'];
let long: Promise<string> | undefined;
function longReference(): Promise<string> {
  long ??= (async () => {
    const out = join(dir, 'local-long');
    expect(
      await cli(['run', CONFIG, '--out', out, '--threads', '2', '--no-report', '-q', ...games])
        .exited,
    ).toBe(0);
    return out;
  })();
  return long;
}

beforeAll(async () => {
  redis = await startRedis();
  const run = cli(['run', CONFIG, '--out', local, '--threads', '2', '--no-report', '-q']);
  expect(await run.exited).toBe(0);
  expect(linesIn(local)).toBe(TOTAL);
}, 120_000);

describe('sortie run --queue', () => {
  it('through two workers equals the local run byte for byte, report included', async () => {
    const workers = [worker(redis.url), worker(redis.url)];
    const out = join(dir, 'two');
    const run = coordinator(redis.url, out, [], true);
    expect(await run.exited, run.stderr()).toBe(0);
    expect(resultHashes(out)).toEqual(resultHashes(local));
    // The report the run wrote equals the one of the local run's folder (CSVs, charts, summary).
    const reported = join(dir, 'local-reported');
    cpSync(local, reported, { recursive: true });
    expect(await cli(['report', reported]).exited).toBe(0);
    const files = folderHashes(out);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['summary.csv', 'games.csv', 'charts/win-rates.svg']),
    );
    expect(files).toEqual(folderHashes(reported));
    expect(run.stderr()).toContain('2 workers (2 threads) connected');
    const played = await Promise.all(workers.map(stopWorker));
    expect(
      played.every((n) => n > 0),
      `batches played: ${played}`,
    ).toBe(true);
  }, 120_000);

  it('loses nothing when a worker is SIGKILLed mid-run', async () => {
    const longLocal = await longReference();
    const [a, b] = [worker(redis.url), worker(redis.url)];
    const out = join(dir, 'killed');
    const run = coordinator(redis.url, out, games);
    await until(() => linesIn(out) > 150, 60_000, 'the first games');
    // Killed once the coordinator has seen both workers (it looks every 2 s).
    await until(
      () => run.stderr().includes('queue: 2 workers (2 threads) connected'),
      60_000,
      'both workers seen',
    );
    a.proc.kill('SIGKILL');
    expect(await a.exited).toBe('SIGKILL');
    expect(linesIn(out), 'the kill came after the run had finished').toBeLessThan(2 * 4000);
    expect(await run.exited, run.stderr()).toBe(0);
    // The coordinator saw the worker go (its connection closed with it).
    expect(run.stderr()).toMatch(
      /queue: 2 workers \(2 threads\) connected\n(.|\n)*queue: 1 worker \(1 thread\) connected/,
    );
    expect(resultHashes(out)).toEqual(resultHashes(longLocal));
    expect(await stopWorker(b)).toBeGreaterThan(0);
  }, 240_000);

  it('gives work to a worker that joins mid-run', async () => {
    const longLocal = await longReference();
    const a = worker(redis.url);
    const out = join(dir, 'joined');
    const run = coordinator(redis.url, out, games);
    await until(() => linesIn(out) > 100, 60_000, 'the first games');
    const late = worker(redis.url);
    expect(await run.exited, run.stderr()).toBe(0);
    expect(resultHashes(out)).toEqual(resultHashes(longLocal));
    expect(await stopWorker(late)).toBeGreaterThan(0);
    await stopWorker(a);
  }, 240_000);

  it('stops on Ctrl-C and --resume completes it identically', async () => {
    const workers = [worker(redis.url), worker(redis.url)];
    const out = join(dir, 'resumed');
    const first = coordinator(redis.url, out);
    await until(() => linesIn(out) > 200, 60_000, 'the first games');
    first.proc.kill('SIGINT');
    expect(await first.exited).toBe(130);
    expect(first.stderr()).toMatch(
      /Continue with:\n\s+sortie run .* --resume .*--queue redis:\/\/127\.0\.0\.1:\d+/,
    );
    const stopped = linesIn(out);
    expect(stopped).toBeLessThan(TOTAL);
    expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')).interrupted).toBe(true);
    const second = coordinator(redis.url, out, ['--resume']);
    expect(await second.exited, second.stderr()).toBe(0);
    expect(resultHashes(out)).toEqual(resultHashes(local));
    await Promise.all(workers.map(stopWorker));
  }, 120_000);

  it('tells a Redis gone mid-run clearly, keeps the games written, and resumes', async () => {
    const own = await startRedis();
    const w = worker(own.url, ['--queue-timeout', '60']);
    const out = join(dir, 'redis-lost');
    const run = coordinator(own.url, out, ['--queue-timeout', '3']);
    await until(() => linesIn(out) > 150, 60_000, 'the first games');
    await own.kill();
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(
      /error: lost the connection to Redis at 127\.0\.0\.1:\d+ for \d+ s \(.*\)\. The games written so far are kept/,
    );
    // What was written is whole: the local run's first lines, in order.
    const kept = readFileSync(join(out, 'games.ndjson'), 'utf8');
    expect(kept.length).toBeGreaterThan(0);
    expect(readFileSync(join(local, 'games.ndjson'), 'utf8').startsWith(kept)).toBe(true);
    expect(readFileSync(join(out, 'errors.ndjson'), 'utf8')).toBe('');
    await own.restart();
    await until(() => w.stderr().includes('answers again'), 30_000, 'the worker to reconnect');
    const again = coordinator(own.url, out, ['--resume']);
    expect(await again.exited, again.stderr()).toBe(0);
    expect(resultHashes(out)).toEqual(resultHashes(local));
    await stopWorker(w);
  }, 180_000);

  it("gets the run and its lost batches back to a Redis restarted empty mid-run: the local run's results", async () => {
    const own = await startRedis();
    const w = worker(own.url, ['--queue-timeout', '60']);
    const out = join(dir, 'redis-emptied');
    const run = coordinator(own.url, out, ['--queue-timeout', '60']);
    await until(() => linesIn(out) > 150, 60_000, 'the first games');
    // Without persistence Redis comes back with no key: no run, no batch, no event stream.
    await own.kill();
    // Restarted only once the coordinator has seen it down: a restart quicker than its
    // one-second ping would be an outage nobody noticed.
    await until(() => run.stderr().includes('does not answer'), 30_000, 'the outage to be seen');
    await own.restart();
    expect(await run.exited, run.stderr()).toBe(0);
    expect(run.stderr()).toContain('answers again');
    expect(resultHashes(out)).toEqual(resultHashes(local));
    await stopWorker(w);
  }, 180_000);
});
