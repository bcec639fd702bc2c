// No loops in the advice. A refused --resume or merge says which setting
// changed; a larger --games on a run extends it, equal to a fresh longer run.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import { configChanges, onlyMoreGames } from '../../src/config/config-diff.js';
import { read, tempDir, toyDuel } from './helpers.js';

const dir = tempDir();

async function cli(...args: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(process.stderr, 'write').mockImplementation(
    (s: string | Uint8Array) => ((err += String(s)), true),
  );
  try {
    return { code: await runCli(args), err };
  } finally {
    vi.restoreAllMocks();
  }
}

const run = (...args: string[]) => cli('run', ...args, '--threads', '0', '--quiet', '--no-report');

describe('extending and refusing with the reason', () => {
  it('a larger --games on --resume extends the run to what a fresh longer run writes', async () => {
    const out = join(dir, 'extend');
    expect((await run('test/fixtures/toy-duel.yaml', '--out', out)).code).toBe(0);
    expect(
      (await run('test/fixtures/toy-duel.yaml', '--out', out, '--games', '101', '--resume')).code,
    ).toBe(0);
    const fresh = join(dir, 'fresh');
    expect((await run('test/fixtures/toy-duel.yaml', '--out', fresh, '--games', '101')).code).toBe(
      0,
    );
    expect(read(join(out, 'games.ndjson'))).toBe(read(join(fresh, 'games.ndjson')));
    expect(JSON.parse(read(join(out, 'manifest.json')))).toMatchObject({
      gamesDone: 101,
      complete: true,
    });
  });

  it('any other change is refused naming the setting, with the way forward', async () => {
    const out = join(dir, 'changed');
    const cfg = join(dir, 'changed.yaml');
    writeFileSync(cfg, readFileSync('test/fixtures/toy-duel.yaml', 'utf8'));
    expect((await run(cfg, '--out', out)).code).toBe(0);
    const seed = await run(cfg, '--out', out, '--seed', '8', '--resume');
    expect(seed.code).toBe(1);
    expect(seed.err).toContain('toy-duel: seed 7 → 8');
    expect(seed.err).toContain(
      'only a larger --games extends a run. Run into another --out, or use --force to start over.',
    );
    writeFileSync(cfg, readFileSync(cfg, 'utf8').replace('parts: [cannon]', 'parts: [blaster]'));
    const part = await run(cfg, '--out', out, '--resume');
    expect(part.code).toBe(1);
    expect(part.err).toMatch(/toy-duel: setup\.sides\[1\]\.ships\[0\]\.\S+ .* → /);
    const fewer = await run(
      'test/fixtures/toy-duel.yaml',
      '--out',
      out,
      '--games',
      '30',
      '--resume',
    );
    expect(fewer.err).toContain('toy-duel: games 60 → 30');
  });

  it('merge of shards from different configs names the difference', async () => {
    const a = join(dir, 'sa');
    const b = join(dir, 'sb');
    expect((await run('test/fixtures/toy-duel.yaml', '--out', a, '--shard', '0/2')).code).toBe(0);
    expect(
      (await run('test/fixtures/toy-duel.yaml', '--out', b, '--shard', '1/2', '--seed', '9')).code,
    ).toBe(0);
    const r = await cli('merge', a, b, '--out', join(dir, 'm'), '--no-report');
    expect(r.code).toBe(1);
    expect(r.err).toContain('toy-duel: seed 7 → 9');
  });

  it('only growing game counts count as an extension', async () => {
    const base = (await toyDuel()).matchups;
    const more = (await toyDuel('', { games: 80 })).matchups;
    expect(onlyMoreGames(configChanges(base, more))).toBe(true);
    expect(onlyMoreGames(configChanges(more, base))).toBe(false);
    expect(
      onlyMoreGames(configChanges(base, (await toyDuel('', { games: 80, seed: 3 })).matchups)),
    ).toBe(false);
    expect(onlyMoreGames(configChanges(base, base))).toBe(false);
  });
});
