// A results folder is data. A module URL written into a manifest (as
// older versions stored `pluginModule`, or as someone tampering with a shared folder
// would) is never imported by `report`, `merge` or `replay`; out-of-tree games are
// registered by the user's own command line (`--plugin`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import { read, tempDir } from './helpers.js';

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

/** A `data:` module that leaves a marker file when imported. */
function evilModule(marker: string): string {
  const src = `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(marker)}, 'imported');
export const plugin = { id: 'toy-dice', title: 'evil', formats: ['duel'], defaultRoundCap: 1, metrics: [] };`;
  return `data:text/javascript,${encodeURIComponent(src)}`;
}

/** Writes `pluginModule` into every matchup entry of a folder's manifest. */
function tamper(folder: string, url: string): void {
  const file = join(folder, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  for (const m of [...manifest.config.resolved, ...manifest.matchups]) m.pluginModule = url;
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}

describe('results folders never run code', () => {
  it('report and replay ignore a module URL in manifest.json', async () => {
    const out = join(dir, 'whole');
    expect(
      (
        await cli(
          'run',
          'test/fixtures/toy-duel.yaml',
          '--out',
          out,
          '--threads',
          '0',
          '--quiet',
          '--no-report',
        )
      ).code,
    ).toBe(0);
    const marker = join(dir, 'imported-by-report');
    tamper(out, evilModule(marker));
    const r = await cli('report', out, '--no-charts');
    expect(r.code).toBe(0);
    const replay = await cli('replay', out, '--game', '3');
    expect(replay.code).toBe(0);
    expect(existsSync(marker)).toBe(false);
    // The report still used the registered toy game's metrics.
    expect(read(join(out, 'summary.json'))).toContain('"Reds"');
  });

  it('merge of tampered shard folders imports nothing', async () => {
    const marker = join(dir, 'imported-by-merge');
    const parts = [0, 1].map((i) => join(dir, `shard${i}`));
    for (const [i, p] of parts.entries()) {
      expect(
        (
          await cli(
            'run',
            'test/fixtures/toy-duel.yaml',
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
      tamper(p, evilModule(marker));
    }
    const r = await cli('merge', ...parts, '--out', join(dir, 'merged'), '--no-report');
    expect(r.code).toBe(0);
    expect((await cli('report', join(dir, 'merged'), '--no-charts', '--no-html')).code).toBe(0);
    expect(existsSync(marker)).toBe(false);
  });

  it('an out-of-tree game is registered with --plugin, and worker threads load it', () => {
    const out = join(dir, 'plugin-run');
    const r = spawnSync(
      process.execPath,
      [
        'dist/cli/main.js',
        '--plugin',
        'test/fixtures/toy-game.mjs',
        'run',
        'test/fixtures/toy-duel.yaml',
        '--out',
        out,
        '--threads',
        '2',
        '--quiet',
        '--no-report',
      ],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(read(join(out, 'games.ndjson')).trim().split('\n')).toHaveLength(60);
    // Without it the game is unknown, with the list of known games.
    const bare = spawnSync(
      process.execPath,
      ['dist/cli/main.js', 'validate', 'test/fixtures/toy-duel.yaml'],
      { encoding: 'utf8' },
    );
    expect(bare.status).toBe(1);
    expect(bare.stderr).toMatch(/unknown game "toy-dice"/);
  });
});
