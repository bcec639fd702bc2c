// A worker of another Sortie version, or whose game content differs, refuses
// the run's batches with a clear message (the coordinator prints it too), and the batches
// go to a worker that can play them.
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../helpers/redis-server.js';
import {
  cli,
  CONFIG,
  linesIn,
  stopWorker,
  tempDir,
  until,
  worker,
} from '../queue/queue-helpers.js';

const dir = tempDir();
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
let redis: TestRedis;

/** A copy of the built package (no git checkout: no commit), changed by `edit`; its CLI. */
function otherSortie(name: string, edit: (root: string) => void): string {
  const root = join(dir, name);
  mkdirSync(root);
  cpSync('dist', join(root, 'dist'), { recursive: true });
  cpSync('package.json', join(root, 'package.json'));
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  edit(root);
  return join(root, 'dist', 'cli', 'main.js');
}

/** Runs 40 games through the queue with a refusing worker first, then a good one. */
async function refusedThenPlayed(
  badCli: string,
  out: string,
): Promise<{ coordinator: string; bad: string }> {
  const bad = worker(redis.url, [], badCli);
  const run = cli([
    'run',
    CONFIG,
    '--games',
    '20',
    '--out',
    out,
    '--queue',
    redis.url,
    '--threads',
    '1',
    '--no-report',
  ]);
  await until(() => run.stderr().includes('refuses'), 60_000, 'the refusal');
  expect(linesIn(out)).toBe(0);
  const good = worker(redis.url);
  expect(await run.exited, run.stderr()).toBe(0);
  expect(linesIn(out)).toBe(40);
  await stopWorker(good);
  expect(await stopWorker(bad)).toBe(0);
  return { coordinator: run.stderr(), bad: bad.stderr() };
}

beforeAll(async () => {
  redis = await startRedis();
});

describe('a worker that cannot play the run', () => {
  it('refuses the batches of a coordinator of another Sortie version', async () => {
    const other = otherSortie('other-version', (root) => {
      const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
        version: string;
      };
      writeFileSync(join(root, 'package.json'), JSON.stringify({ ...pkg, version: '0.0.0-other' }));
    });
    const said = await refusedThenPlayed(other, join(dir, 'version-out'));
    const why = `the coordinator runs Sortie ${VERSION}, this worker Sortie 0.0.0-other: run the same version on both`;
    expect(said.bad).toContain(`worker: refusing the batches of the run on`);
    expect(said.bad).toContain(why);
    expect(said.coordinator).toMatch(
      new RegExp(
        `queue: worker \\S+ refuses this run's batches: ${why.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
  }, 120_000);

  it('refuses the batches when its game content (card data) differs', async () => {
    const other = otherSortie('other-content', (root) => {
      // The Sabre's hull, one point more in this worker's card data.
      const file = join(root, 'dist', 'games', 'snap-ships', 'content', 'chassis.yaml');
      const text = readFileSync(file, 'utf8');
      const at = text.indexOf('sabre-xf-23-fighter');
      const hull = text.indexOf('hull: 15', at);
      expect(at >= 0 && hull > at).toBe(true);
      writeFileSync(file, text.slice(0, hull) + 'hull: 16' + text.slice(hull + 'hull: 15'.length));
    });
    const said = await refusedThenPlayed(other, join(dir, 'content-out'));
    const why =
      /the game content differs \(content hash [0-9a-f]{12} on the worker, [0-9a-f]{12} on the coordinator\): install the same cards on both/;
    expect(said.bad).toMatch(why);
    expect(said.coordinator).toMatch(new RegExp(`refuses this run's batches: ${why.source}`));
  }, 120_000);
});
