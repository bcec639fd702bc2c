// A run's fleet lists travel with its config: the coordinator reads them, a queue worker
// reads nothing a run names from its own disk, and no message quotes a file that is not
// a fleet list. Locally a list path is relative to the config's folder, or absolute as given.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { configErrors } from '../helpers/config-errors.js';
import { loadConfigText } from '../../src/config/load-config.js';
import { resolveHere } from '../../src/runner/queue/run-check.js';
import type { RunMeta } from '../../src/runner/queue/queue-protocol.js';
import { startRedis, type TestRedis } from '../helpers/redis-server.js';
import { cli, CLI, FAST_LOCKS, linesIn, tempDir } from '../queue/queue-helpers.js';

const dir = tempDir();
const SECRET = 'AWS_SECRET_ACCESS_KEY=abc123';
const LIST =
  'Name: Dodonna list\nFaction: Rebel Alliance\nNebulon-B Escort Frigate (57)\n  • General Dodonna (20)\n';
const matchup = (list: string) =>
  `name: lists\ngame: armada\nformat: core-180\ngames: 2\nsides:\n  - {fleet: {list: ${JSON.stringify(list)}}, pilot: heuristic}\n  - {fleet: core-imperials-175, pilot: heuristic}\n`;

const coordinator = join(dir, 'coordinator');
const workerHome = join(dir, 'worker');
mkdirSync(join(coordinator, 'fleets'), { recursive: true });
mkdirSync(workerHome, { recursive: true });
writeFileSync(join(coordinator, 'fleets', 'rebels.txt'), LIST);
writeFileSync(join(workerHome, 'secret.env'), `${SECRET}\n`);
writeFileSync(join(workerHome, 'rebels.txt'), LIST.replace('Dodonna list', 'worker copy'));

const problems = configErrors;

const meta = (text: string, files?: Record<string, string>): RunMeta => ({
  protocol: 2,
  version: '',
  gitCommit: null,
  contentHash: '',
  host: 'h',
  pid: 1,
  config: { file: 'lists.yaml', text, ...(files ? { files } : {}) },
});

describe('a queue worker reads no file a run names', () => {
  for (const path of [
    join(workerHome, 'secret.env'),
    '../worker/secret.env',
    'secret.env',
    join(workerHome, 'rebels.txt'),
  ]) {
    it(`refuses list: ${path} without reading it`, async () => {
      const r = await resolveHere(meta(matchup(path)));
      expect(typeof r).toBe('string');
      expect(r).toContain(
        "not sent with the run's config (a worker reads no file a run names from its own disk)",
      );
      expect(r).not.toContain('AWS_SECRET');
      expect(r).not.toContain('worker copy');
    });
  }

  it('resolves the lists the coordinator sent', async () => {
    const c = await loadConfigText(matchup('fleets/rebels.txt'), join(coordinator, 'lists.yaml'));
    expect(c.files).toEqual({ 'fleets/rebels.txt': LIST });
    const r = await resolveHere(meta(c.text, c.files));
    expect(typeof r).not.toBe('string');
    expect(r).toMatchObject({ hash: c.hash });
  });
});

describe('local list paths', () => {
  const config = join(coordinator, 'lists.yaml');
  it('a relative path is relative to the config, an absolute one is used as given', async () => {
    expect(await problems(matchup('fleets/rebels.txt'), config)).toEqual([]);
    expect(
      await problems(
        matchup(join(coordinator, 'fleets', 'rebels.txt')),
        join(workerHome, 'elsewhere.yaml'),
      ),
    ).toEqual([]);
  });

  it('a file that is not a fleet list is refused without quoting it', async () => {
    for (const path of [join(workerHome, 'secret.env'), '../worker/secret.env']) {
      const lines = await problems(matchup(path), config);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /sides\[0\]\.fleet\.list: .*secret\.env is not a fleet list: it has no "Faction:" line/,
      );
      expect(lines.join('\n')).not.toContain('AWS_SECRET');
    }
    for (const [path, why] of [
      ['/dev/zero', 'not a regular file'],
      [workerHome, 'a folder, not a file'],
      [join(coordinator, 'nowhere.txt'), 'no such file'],
    ]) {
      expect((await problems(matchup(path.replace(`${coordinator}/`, '')), config))[0]).toContain(
        `cannot read ${path} (${why})`,
      );
    }
  });
});

describe('through Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });

  it('a worker started elsewhere plays a run whose lists only the coordinator has', async () => {
    const out = join(dir, 'queued');
    const config = join(coordinator, 'lists.yaml');
    writeFileSync(config, matchup('fleets/rebels.txt'));
    const w = spawn(
      process.execPath,
      [CLI, 'worker', '--queue', redis.url, '--threads', '1', ...FAST_LOCKS],
      { cwd: workerHome, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let werr = '';
    w.stderr!.on('data', (d) => (werr += d.toString()));
    try {
      const run = cli([
        'run',
        config,
        '--queue',
        redis.url,
        '--out',
        out,
        '--quiet',
        '--no-report',
      ]);
      expect(await run.exited).toBe(0);
      expect(linesIn(out)).toBe(2);
      expect(werr).not.toMatch(/refus/);
    } finally {
      w.kill('SIGTERM');
    }
  }, 120_000);
});
