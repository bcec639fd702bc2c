// A results folder is resumed only by the engine that played it: the folder's first game
// is played again and must give the same line, else the resume is refused (a newer engine
// would mix its games with the old ones under one config hash).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../balance/balance-helpers.js';
import { registerGameModule } from '../../src/games/registry.js';
import { firstLine } from '../../src/runner/engine-check.js';
import { read, tempDir, TOY_MODULE } from './helpers.js';

const dir = tempDir();
const TOY_V2 = pathToFileURL('test/fixtures/toy-game-v2.mjs').href;

const run = (...args: string[]) =>
  cli('run', 'test/fixtures/toy-duel.yaml', ...args, '--threads', '0', '--quiet', '--no-report');

afterEach(() => registerGameModule('toy-dice', TOY_MODULE));

describe('resuming with another engine', () => {
  it('the same engine resumes (and extends) as before', async () => {
    const out = join(dir, 'same');
    expect((await run('--out', out, '--games', '20')).code).toBe(0);
    const r = await run('--out', out, '--games', '40', '--resume');
    expect(r.code).toBe(0);
    expect(JSON.parse(read(join(out, 'manifest.json')))).toMatchObject({
      gamesDone: 40,
      complete: true,
    });
  });

  it('a changed engine is refused, naming the game that differs, and the folder is left as it was', async () => {
    const out = join(dir, 'changed');
    expect((await run('--out', out, '--games', '20')).code).toBe(0);
    const before = read(join(out, 'games.ndjson'));
    registerGameModule('toy-dice', TOY_V2);
    const r = await run('--out', out, '--games', '40', '--resume');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${out} was played by another version of the engine: game 0 of "toy-duel" now plays differently`,
    );
    expect(r.err).toContain('Start over with --force, or run into another --out.');
    expect(read(join(out, 'games.ndjson'))).toBe(before);
    // The newer engine starts the folder over when asked, and then resumes it itself.
    expect((await run('--out', out, '--games', '20', '--force')).code).toBe(0);
    expect(read(join(out, 'games.ndjson'))).not.toBe(before);
    expect((await run('--out', out, '--games', '40', '--resume')).code).toBe(0);
  });

  it('merge refuses shards played by different engines, and merges shards of one', async () => {
    const a = join(dir, 'shard0');
    const b = join(dir, 'shard1');
    expect((await run('--out', a, '--shard', '0/2')).code).toBe(0);
    registerGameModule('toy-dice', TOY_V2);
    expect((await run('--out', b, '--shard', '1/2')).code).toBe(0);
    registerGameModule('toy-dice', TOY_MODULE);
    const mixed = await cli('merge', a, b, '--out', join(dir, 'mixed'), '--no-report');
    expect(mixed.code).toBe(1);
    expect(mixed.err).toContain(
      `the shards were played by different versions of the engine: ${b} (game 2 of "toy-duel" now plays differently), unlike ${a}`,
    );
    const b1 = join(dir, 'shard1-again');
    expect((await run('--out', b1, '--shard', '1/2')).code).toBe(0);
    expect((await cli('merge', a, b1, '--out', join(dir, 'merged'), '--no-report')).code).toBe(0);
    // Shards that all differ from this engine cannot be told apart here: they are merged.
    registerGameModule('toy-dice', TOY_V2);
    expect((await cli('merge', a, b1, '--out', join(dir, 'older'), '--no-report')).code).toBe(0);
  });

  it('a tampered first line counts as another engine too', async () => {
    const out = join(dir, 'tampered');
    expect((await run('--out', out, '--games', '10')).code).toBe(0);
    const file = join(out, 'games.ndjson');
    const lines = readFileSync(file, 'utf8');
    const first = firstLine(file)!;
    expect(first).toMatch(/^\{"matchup":"toy-duel","game":0,/);
    writeFileSync(
      file,
      lines.replace(
        first,
        first.replace(/"rounds":(\d+)/, (_, n) => `"rounds":${Number(n) + 1}`),
      ),
    );
    const r = await run('--out', out, '--games', '20', '--resume');
    expect(r.code).toBe(1);
    expect(r.err).toContain('game 0 of "toy-duel" now plays differently');
  });
});
