// Messages that used to mislead: each says what is wrong, where, and nothing false.
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, workspace } from '../balance/balance-helpers.js';
import { issuesOf, matchup } from '../armada/pilot-config-helpers.js';
import { resolveHere } from '../../src/runner/queue/run-check.js';
import { checkReachable, parseQueueUrl } from '../../src/runner/queue/redis-link.js';

const ws = workspace();
const DUEL = 'test/fixtures/toy-duel.yaml';
const duelText = readFileSync(DUEL, 'utf8');

/** The toy duel with its `name:` line replaced. */
const named = (name: string): string =>
  ws.file(
    `named-${Buffer.from(name).toString('hex')}.yaml`,
    duelText.replace('name: toy-duel', `name: ${name}`),
  );

describe('config names', () => {
  it.each([
    ['[a, b]', 'a list'],
    ['123', 'a number (quote it: "123")'],
    ['null', 'empty'],
    ['', 'empty'],
  ])('name: %s is refused at its position', async (value, kind) => {
    const file = named(value);
    const r = await cli('validate', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${file}:2:7: name: must be a text (it names the results folder), not ${kind}`,
    );
  });

  it.each(['CON', 'nul', 'Com1', 'lpt9.x', 'aux.data'])(
    'the Windows device name %s is refused',
    async (value) => {
      const r = await cli('validate', named(value));
      expect(r.code).toBe(1);
      expect(r.err).toContain(
        `name: must not be "${value.split('.')[0]}", a name Windows reserves for a device (it names the results folder)`,
      );
    },
  );

  it('an Armada persona is refused, not ignored', () => {
    const [issue] = issuesOf(matchup({ type: 'heuristic', persona: 'brawlr' }));
    expect(issue!.path).toEqual(['sides', 0, 'pilot', 'persona']);
    expect(issue!.message).toBe(
      'unknown persona "brawlr": the Armada heuristic pilot has no personas yet (remove "persona")',
    );
    expect(issuesOf(matchup({ type: 'heuristic' }))).toEqual([]);
  });
});

describe('options', () => {
  it('an option given twice is named', async () => {
    const r = await cli(
      'run',
      DUEL,
      '--games',
      '5',
      '--games',
      '6',
      '--out',
      join(ws.dir, 'twice'),
    );
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'error: --games is given more than once: give it once (see: sortie run --help)\n',
    );
  });

  it('a negative shard is checked as a shard, not read as flags', async () => {
    const r = await cli('run', DUEL, '--shard', '-1/2', '--out', join(ws.dir, 'neg'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /^error: --shard must look like i\/n .*got "-1\/2": the shard index i must be 0 or more/,
    );
  });

  it('validate names the folders sortie compare writes', async () => {
    const r = await cli('validate', DUEL);
    expect(r.out).toContain(
      '  sortie compare: → results/compare-toy-duel (--sprt) or results/compare-toy-duel-precision (--precision)',
    );
  });
});

describe('results folders', () => {
  const a = join(ws.dir, 'a');
  const b = join(ws.dir, 'b');

  it('diff says its paired change is over the common games', async () => {
    expect(
      (
        await cli(
          'run',
          DUEL,
          '--games',
          '40',
          '--out',
          a,
          '--threads',
          '0',
          '--quiet',
          '--no-report',
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await cli(
          'run',
          DUEL,
          '--games',
          '30',
          '--out',
          b,
          '--threads',
          '0',
          '--quiet',
          '--no-report',
        )
      ).code,
    ).toBe(0);
    const r = await cli('diff', a, b, '--out', join(ws.dir, 'd'), '--quiet');
    expect(r.out).toContain('paired over the 30 common games (the rates count all games)');
    const same = await cli('diff', a, a, '--out', join(ws.dir, 'd2'), '--quiet');
    expect(same.out).toContain('paired over 40 games');
  });

  it('merge names the field in which the shards differ', async () => {
    const parts = [0, 1].map((i) => join(ws.dir, `s${i}`));
    for (const [i, p] of parts.entries())
      expect(
        (
          await cli(
            'run',
            DUEL,
            '--shard',
            `${i}/2`,
            '--out',
            p,
            '--threads',
            '0',
            '--quiet',
            '--no-report',
          )
        ).code,
      ).toBe(0);
    const file = join(parts[1]!, 'manifest.json');
    const m = JSON.parse(readFileSync(file, 'utf8'));
    delete m.metricsFile;
    writeFileSync(file, JSON.stringify(m));
    const r = await cli('merge', ...parts, '--out', join(ws.dir, 'merged'), '--no-report');
    expect(r.code).toBe(1);
    expect(r.err).toContain('(metric rows in games.ndjson vs in metrics.bin)');
    expect(r.err).not.toContain('seed scheme');
  });

  it('a lock without a time or command says neither', async () => {
    const dir = join(ws.dir, 'locked');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, '.sortie.lock'),
      JSON.stringify({ pid: process.ppid, host: hostname() }),
    );
    const r = await cli('run', DUEL, '--out', dir, '--threads', '0', '--quiet');
    expect(r.code).toBe(1);
    expect(r.err).toContain(`is in use by pid ${process.ppid}: wait for it to finish`);
    expect(r.err).not.toContain('undefined');
  });

  it('report removes the temporary files a killed report left', async () => {
    const stale = [
      join(a, '.games.csv.999999999.3.tmp'),
      join(a, 'charts', '.win-rates.svg.999999999.4.tmp'),
    ];
    mkdirSync(join(a, 'charts'), { recursive: true });
    for (const f of stale) writeFileSync(f, 'half');
    const mine = join(a, `.keep.${process.pid}.1.tmp`);
    writeFileSync(mine, 'this process');
    expect((await cli('report', a, '--no-charts')).code).toBe(0);
    for (const f of stale) expect(existsSync(f), f).toBe(false);
    expect(existsSync(mine)).toBe(true);
  });
});

describe('queue messages', () => {
  it('a refusal speaks of the worker, not of "here"', async () => {
    const why = await resolveHere({ config: { file: 'x.yaml', text: 'game: nope\n' } } as never);
    expect(why).toMatch(/^the run's config does not resolve on the worker \(/);
    expect(why).not.toMatch(/\bhere\b/);
  });

  // Whether ioredis reports the reply it could not parse or only the closed socket depends on
  // timing; either way the service is not Redis, and the message is the same.
  it('a service that hangs up at once, or answers HTTP and hangs up, is not Redis, every time', async () => {
    for (const answer of [null, 'HTTP/1.1 400 Bad Request\r\n\r\n']) {
      const server = createServer((c) =>
        answer === null ? c.end() : c.on('data', () => c.end(answer)),
      );
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const port = (server.address() as { port: number }).port;
      try {
        for (let k = 0; k < 5; k++) {
          const why = await checkReachable(parseQueueUrl(`redis://127.0.0.1:${port}`)).then(
            () => 'reachable',
            (e: Error) => e.message,
          );
          expect(why).toBe(
            `cannot reach Redis: what answers at 127.0.0.1:${port} is not Redis (another service on that port?): check the host and port`,
          );
        }
      } finally {
        server.close();
      }
    }
  });

  it('a service that is not Redis is told plainly', async () => {
    const server = createServer((c) =>
      c.on('data', () => c.end('HTTP/1.1 400 Bad Request\r\n\r\n')),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const r = await cli(
        'run',
        DUEL,
        '--queue',
        `redis://127.0.0.1:${port}`,
        '--out',
        join(ws.dir, 'q'),
      );
      expect(r.code).toBe(1);
      expect(r.err).toBe(
        `error: cannot reach Redis: what answers at 127.0.0.1:${port} is not Redis (another service on that port?): check the host and port\n`,
      );
    } finally {
      server.close();
    }
  });
});
