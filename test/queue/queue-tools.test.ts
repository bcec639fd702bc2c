// `sortie optimize` and `sortie outliers` with `--queue`: every run unit's
// batches are played by `sortie worker` processes (one queue run per unit, checked by the
// workers against the unit's own matchups), with the local run's verdict and games byte
// for byte, a worker with other game content refusing, and a lost Redis told in one line
// and resumed. On the toy build game (test/fixtures/toy-builds.mjs), from dist/.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { planOptimize } from '../../src/balance/optimize.js';
import { planOutliers } from '../../src/balance/outliers.js';
import { toolSourceFromText } from '../../src/balance/tool-config.js';
import { loadConfigText } from '../../src/config/load-config.js';
import { registerGameModule } from '../../src/games/registry.js';
import { contentProblem } from '../../src/runner/queue/run-check.js';
import { gamesInRuns } from '../balance/balance-helpers.js';
import { startRedis, type TestRedis } from '../helpers/redis-server.js';
import {
  cli,
  FAST_LOCKS,
  type Cli,
  resultHashes,
  stopWorker,
  tempDir,
  until,
} from './queue-helpers.js';

const TOY = resolve('test/fixtures/toy-builds.mjs');
const dir = tempDir();
let redis: TestRedis;

const OPTIMIZE = `name: toy-best
game: toy-builds
format: duel
seed: 4
optimize:
  ship: {}
  opponents:
    - {name: Mid, parts: [cannon, warp-drive, shield, radar]}
    - {name: Low, parts: [pistol, jets, radar, ballast]}
  pilot: basic
  budget: 8000
  candidates: 200
`;

const OUTLIERS = `name: toy-outliers
game: toy-builds
format: duel
seed: 6
outliers:
  ship: {}
  opponents:
    - {name: Mid, parts: [cannon, warp-drive, shield, radar]}
  pilot: basic
  candidates: 40
  games: 20
`;

const optimizeFile = join(dir, 'optimize.yaml');
const outliersFile = join(dir, 'outliers.yaml');
const localOptimize = join(dir, 'local-optimize');
const localOutliers = join(dir, 'local-outliers');

/** A tool command on the toy game. */
function tool(name: string, file: string, out: string, extra: string[] = []) {
  return cli(['--plugin', TOY, name, file, '--out', out, '--no-charts', ...extra]);
}

/** A worker of the toy game (`plugin`: another copy of it). */
function toyWorker(url: string, plugin = TOY, extra: string[] = []) {
  return cli([
    '--plugin',
    plugin,
    'worker',
    '--queue',
    url,
    '--threads',
    '1',
    ...FAST_LOCKS,
    ...extra,
  ]);
}

/** The tool's JSON verdict and every unit's deterministic files. */
function outcome(
  out: string,
  json: string,
): { verdict: unknown; units: Record<string, Record<string, string | null>> } {
  const runs = join(out, 'runs');
  const units = Object.fromEntries(
    readdirSync(runs)
      .sort()
      .map((u) => [u, resultHashes(join(runs, u))]),
  );
  return { verdict: JSON.parse(readFileSync(join(out, json), 'utf8')), units };
}

/** A process's exit code, or an error showing its stderr when it takes longer than `ms`. */
async function exitOf(c: Cli, ms: number, what: string): Promise<number | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} still running after ${ms} ms; its stderr:\n${c.stderr()}`)),
      ms,
    );
  });
  try {
    return await Promise.race([c.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

beforeAll(async () => {
  redis = await startRedis();
  writeFileSync(optimizeFile, OPTIMIZE);
  writeFileSync(outliersFile, OUTLIERS);
  const runs = [
    tool('optimize', optimizeFile, localOptimize, ['--threads', '1', '-q']),
    tool('outliers', outliersFile, localOutliers, ['--threads', '1', '-q']),
  ];
  for (const r of runs) expect(await r.exited, r.stderr()).toBe(0);
}, 120_000);

registerGameModule('toy-builds', pathToFileURL(TOY).href);

describe("a unit's own config, as a worker checks it", () => {
  /** Why each matchup of each unit fails the worker's check (none when all pass). */
  async function problems(
    units: Awaited<ReturnType<typeof planOptimize>>['units'],
  ): Promise<string[]> {
    const out: string[] = [];
    for (const u of units) {
      const here = await loadConfigText(u.queueConfig!.text, u.queueConfig!.file);
      expect(here.matchups.map((m) => m.name)).toEqual(u.config.matchups.map((m) => m.name));
      for (const m of u.config.matchups)
        out.push(...[contentProblem(m, here)].filter((p): p is string => p !== null));
    }
    return out;
  }

  it("resolves to the unit's matchups, --seed included, on Snap Ships and the toy game", async () => {
    const forge = await planOptimize('configs/optimize-forge-4.yaml', {
      overrides: { seed: 'other' },
    });
    expect(forge.units.length).toBeGreaterThan(60);
    expect(await problems(forge.units)).toEqual([]);
    const toy = await planOutliers(toolSourceFromText(OUTLIERS, 'outliers.yaml'));
    expect(await problems(toy.units)).toEqual([]);
    // Another unit's config does not pass for this one: the check tells the candidates apart.
    const [a, b] = toy.units;
    const other = await loadConfigText(b!.queueConfig!.text, b!.queueConfig!.file);
    expect(contentProblem(a!.config.matchups[0]!, other)).toMatch(
      /matchup "vs Mid" resolves differently on the worker/,
    );
  });
});

describe('balance tools through the queue', () => {
  it("optimize through a worker gives the local verdict and every unit's games byte for byte", async () => {
    const w = toyWorker(redis.url);
    const out = join(dir, 'queue-optimize');
    const run = tool('optimize', optimizeFile, out, ['--queue', redis.url, '--threads', '2']);
    expect(await run.exited, run.stderr()).toBe(0);
    const local = outcome(localOptimize, 'optimize.json');
    // Every candidate that entered the race played in a folder of its own.
    expect(Object.keys(local.units).length).toBe(
      (local.verdict as { evaluated: number }).evaluated,
    );
    expect(Object.keys(local.units).length).toBeGreaterThan(50);
    expect(outcome(out, 'optimize.json')).toEqual(local);
    expect(run.stderr()).toContain(
      `queue: batches go to the workers of redis://127.0.0.1:${redis.port} (planned for 2 worker threads)`,
    );
    expect(run.stderr()).toContain('queue: 1 worker (1 thread) connected');
    expect(await stopWorker(w)).toBeGreaterThan(0);
  }, 120_000);

  it('outliers through two workers gives the local verdict and games', async () => {
    const workers = [toyWorker(redis.url), toyWorker(redis.url)];
    const out = join(dir, 'queue-outliers');
    const run = tool('outliers', outliersFile, out, ['--queue', redis.url]);
    expect(await run.exited, run.stderr()).toBe(0);
    expect(outcome(out, 'outliers.json')).toEqual(outcome(localOutliers, 'outliers.json'));
    await Promise.all(workers.map(stopWorker));
  }, 120_000);

  it("a worker whose game content differs refuses the units' batches; a matching one plays them", async () => {
    // The same game with another part value: its matchups resolve to other setups.
    const dist = pathToFileURL(resolve('dist')).href;
    const text = readFileSync(TOY, 'utf8')
      .replaceAll("'../../dist/", `'${dist}/`)
      .replace("cannon: { slot: 'weapon', power: 1.5 }", "cannon: { slot: 'weapon', power: 2.5 }");
    expect(text).toContain('power: 2.5');
    const other = join(dir, 'toy-builds-other.mjs');
    writeFileSync(other, text);
    const bad = toyWorker(redis.url, other);
    const out = join(dir, 'refused-outliers');
    const run = tool('outliers', outliersFile, out, ['--queue', redis.url]);
    await until(() => run.stderr().includes("refuses this run's batches"), 60_000, 'the refusal');
    expect(run.stderr()).toMatch(
      /queue: worker \S+ refuses this run's batches: matchup "vs Mid" resolves differently on the worker/,
    );
    expect(gamesInRuns(out)).toBe(0);
    expect(await stopWorker(bad)).toBe(0);
    const good = toyWorker(redis.url);
    expect(await run.exited, run.stderr()).toBe(0);
    expect(outcome(out, 'outliers.json')).toEqual(outcome(localOutliers, 'outliers.json'));
    expect(await stopWorker(good)).toBeGreaterThan(0);
  }, 120_000);

  it('a lost Redis stops optimize in one line; --resume, once it is back, ends as the local run', async () => {
    const w = toyWorker(redis.url);
    const out = join(dir, 'lost-optimize');
    const args = ['--queue', redis.url, '--threads', '2', '--queue-timeout', '2'];
    const run = tool('optimize', optimizeFile, out, args);
    await until(() => gamesInRuns(out) > 500, 60_000, 'games written');
    await redis.kill();
    expect(await exitOf(run, 30_000, 'the coordinator')).toBe(1);
    expect(run.stderr()).toMatch(
      /error: lost the connection to Redis at 127\.0\.0\.1:\d+ for \d+ s \(.+\)\. The games written so far are kept: once Redis is back, run the same command with --resume\n/,
    );
    expect(run.stderr()).not.toMatch(/\n\s+at /);
    // How a worker takes a lost Redis is queue-errors.test.ts's; this one is not needed again.
    w.proc.kill('SIGKILL');
    const kept = gamesInRuns(out);
    expect(kept).toBeGreaterThan(500);

    await redis.restart();
    const again = toyWorker(redis.url);
    // Ctrl-C on the resumed run: the command it prints keeps --queue; it resumes again.
    const resumed = tool('optimize', optimizeFile, out, [...args, '--resume']);
    await until(() => gamesInRuns(out) > kept + 500, 60_000, `more games (${resumed.stderr()})`);
    resumed.proc.kill('SIGINT');
    expect(await exitOf(resumed, 30_000, 'the interrupted coordinator')).toBe(130);
    expect(resumed.stderr()).toContain(
      `Continue with:\n  sortie optimize ${optimizeFile} --resume --out ${out} --queue redis://127.0.0.1:${redis.port}\n`,
    );
    const last = tool('optimize', optimizeFile, out, [...args, '--resume']);
    expect(await exitOf(last, 60_000, 'the last coordinator'), last.stderr()).toBe(0);
    expect(outcome(out, 'optimize.json')).toEqual(outcome(localOptimize, 'optimize.json'));
    await stopWorker(again);
  }, 180_000);
});
