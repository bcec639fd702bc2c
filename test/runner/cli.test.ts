import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import { readManifest } from '../../src/runner/manifest.js';
import { read, tempDir } from './helpers.js';

const dir = tempDir();

/** Runs the CLI in-process, capturing stdout (console.log) and stderr. */
async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(console, 'log').mockImplementation(
    (...a: unknown[]) => void (out += a.join(' ') + '\n'),
  );
  vi.spyOn(console, 'error').mockImplementation(
    (...a: unknown[]) => void (err += a.join(' ') + '\n'),
  );
  vi.spyOn(process.stderr, 'write').mockImplementation(
    (s: string | Uint8Array) => ((err += String(s)), true),
  );
  const code = await runCli(args);
  vi.restoreAllMocks();
  return { code, out, err };
}
afterEach(() => vi.restoreAllMocks());

describe('sortie validate', () => {
  it('prints what will run and exits 0', async () => {
    const r = await cli('validate', 'test/fixtures/toy-duel.yaml');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toEqual([
      'test/fixtures/toy-duel.yaml: OK: 1 matchup, 60 games → results/toy-duel',
      '  toy-duel: toy-dice duel, Reds vs Blues: 60 games, seats swapped (30 seeds), seed 7, round cap 20',
      expect.stringMatching(/^ {2}config hash [0-9a-f]{16}$/),
      '  sortie compare: → results/compare-toy-duel (--sprt) or results/compare-toy-duel-precision (--precision)',
      '',
    ]);
  });

  it('prints file:line:col errors with suggestions and exits 1', async () => {
    const r = await cli('validate', 'test/fixtures/toy-broken.yaml');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err.split('\n')).toEqual([
      'test/fixtures/toy-broken.yaml:5:1: sead: unknown key "sead" (did you mean "seed"?)',
      'test/fixtures/toy-broken.yaml:12:33: sides[1].ships[0].parts[2]: unknown part "blade-wing" (did you mean "blade-wings"?)',
      'test/fixtures/toy-broken.yaml:13:16: sides[1].ships[0].pilot: unknown pilot "carefull" (did you mean "careful"?)',
      '3 problems in test/fixtures/toy-broken.yaml',
      '',
    ]);
  });
});

describe('sortie run / replay / merge', () => {
  const out = join(dir, 'duel');

  it('runs a config into --out and refuses to overwrite it without --resume or --force', async () => {
    const r = await cli(
      'run',
      'test/fixtures/toy-duel.yaml',
      '--out',
      out,
      '--threads',
      '2',
      '--no-report',
    );
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/played 60 games in [\d.]+ s \([\d.]+ games\/s\); 60\/60 done/);
    expect(read(join(out, 'games.ndjson')).split('\n').filter(Boolean)).toHaveLength(60);
    const again = await cli(
      'run',
      'test/fixtures/toy-duel.yaml',
      '--out',
      out,
      '--quiet',
      '--no-report',
    );
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already holds games: use --resume/);
    const resumed = await cli(
      'run',
      'test/fixtures/toy-duel.yaml',
      '--out',
      out,
      '--resume',
      '--quiet',
      '--no-report',
    );
    expect(resumed.code).toBe(0);
    expect(readManifest(out)!.sessions).toHaveLength(2);
  });

  it('writes the report files after a run', async () => {
    const rep = join(dir, 'with-report');
    const r = await cli(
      'run',
      'test/fixtures/toy-duel.yaml',
      '--out',
      rep,
      '--games',
      '20',
      '--quiet',
    );
    expect(r.code).toBe(0);
    const summary = JSON.parse(read(join(rep, 'summary.json'))) as {
      matchups: Array<{ name: string; games: number }>;
    };
    expect(summary.matchups[0]).toMatchObject({ name: 'toy-duel', games: 20 });
  });

  it('replays a game with its log and checks it against games.ndjson', async () => {
    const r = await cli('replay', out, '--game', '3');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toBe('# toy-duel game 3 (toy-dice, duel)');
    expect(lines[1]).toMatch(/^# seed v2-[0-9a-f]{16} \(seats swapped\), round cap 20$/);
    expect(lines.slice(3).every((l) => /^round \d+: (Reds|Blues) hits \d+ /.test(l))).toBe(true);
    expect(read(join(out, 'replays', 'game-3.log'))).toBe(r.out);
    expect(r.err).toContain('the replay matches games.ndjson');
    const recorded = JSON.parse(read(join(out, 'games.ndjson')).split('\n')[3]!) as {
      rounds: number;
    };
    expect(lines[2]).toContain(`rounds: ${recorded.rounds},`);
  });

  it('flags a replay that differs from the recorded game, and bad game indices', async () => {
    const file = join(out, 'games.ndjson');
    const text = read(file);
    writeFileSync(
      file,
      text.replace(
        /("game":4,.*?"rounds":)(\d+)/,
        (_m, a: string, n: string) => `${a}${Number(n) + 1}`,
      ),
    );
    const r = await cli('replay', out, '--game', '4');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/differs from the line in games\.ndjson/);
    writeFileSync(file, text);
    const bad = await cli('replay', out, '--game', '60');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/--game must be a game index from 0 to 59, got 60/);
  });

  it('merges shards run from the command line into the unsharded result', async () => {
    const parts = [0, 1].map((i) => join(dir, `cli-shard-${i}`));
    for (const [i, p] of parts.entries()) {
      expect(
        (
          await cli(
            'run',
            'test/fixtures/toy-duel.yaml',
            '--out',
            p,
            '--shard',
            `${i}/2`,
            '--quiet',
            '--no-report',
          )
        ).code,
      ).toBe(0);
    }
    const merged = join(dir, 'cli-merged');
    const r = await cli('merge', ...parts, '--out', merged, '--no-report');
    expect(r.code).toBe(0);
    expect(r.err).toContain(`merged 60 games from 2 folders → ${merged}`);
    expect(read(join(merged, 'games.ndjson'))).toBe(read(join(out, 'games.ndjson')));
    const refused = await cli(
      'merge',
      parts[0]!,
      '--out',
      join(dir, 'cli-merged-2'),
      '--no-report',
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/error: shard 1\/2 is missing/);
  });

  it('rejects bad arguments with a message', async () => {
    const none = await cli('run');
    expect(none.code).toBe(1);
    expect(none.err).toContain('give a config file, or --default for the built-in matchup');
    const shard = await cli('run', 'test/fixtures/toy-duel.yaml', '--shard', '2/2');
    expect(shard.code).toBe(1);
    expect(shard.err).toContain('--shard must look like i/n');
    const unknown = await cli('frobnicate');
    expect(unknown.code).toBe(1);
  });

  it('lists the commands in --help', async () => {
    const r = await cli('--help');
    expect(r.code).toBe(0);
    for (const c of [
      'run [config]',
      'validate <config>',
      'merge <dirs..>',
      'replay <dir>',
      'bench [config]',
    ])
      expect(r.out).toContain(`sortie ${c}`);
  });
});

describe('Ctrl-C', () => {
  it('keeps finished games, exits 130 with the --resume command, and the resumed run equals an uninterrupted one', async () => {
    const cfg = join(dir, 'slow.yaml');
    writeFileSync(
      cfg,
      readFileSync('test/fixtures/toy-duel.yaml', 'utf8')
        .replace('games: 60', 'games: 1500')
        .replace('name: toy-duel', 'name: slow') + 'table: {work: 40000}\n',
    );
    const out = join(dir, 'slow');
    const child = spawn(
      process.execPath,
      ['test/fixtures/toy-cli.mjs', 'run', cfg, '--out', out, '--threads', '2', '--no-report'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const games = join(out, 'games.ndjson');
    const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
    for (let t = 0; t < 600 && !(existsSync(games) && statSync(games).size > 0); t++)
      await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(err).toContain('stopping: finishing the games in flight');
    expect(err).toContain(`Continue with:\n  sortie run ${cfg} --resume --out ${out}`);
    const m = readManifest(out)!;
    expect(m.interrupted).toBe(true);
    expect(m.gamesDone).toBeGreaterThan(0);
    expect(m.gamesDone).toBeLessThan(1500);
    expect(read(games).split('\n').filter(Boolean)).toHaveLength(m.gamesDone);

    expect((await cli('run', cfg, '--out', out, '--resume', '--quiet', '--no-report')).code).toBe(
      0,
    );
    const whole = join(dir, 'slow-whole');
    expect(
      (await cli('run', cfg, '--out', whole, '--quiet', '--no-report', '--threads', '1')).code,
    ).toBe(0);
    expect(read(games)).toBe(read(join(whole, 'games.ndjson')));
    expect(readManifest(out)).toMatchObject({
      interrupted: false,
      complete: true,
      gamesDone: 1500,
    });
  });
});
