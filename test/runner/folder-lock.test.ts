// With real processes and signals: one writer per results folder
// (the holder's pid and host in the refusal, stale locks taken over), and an
// interrupted report leaves whole files and says how to finish it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderLockedError, LOCK_FILE, lockFolder } from '../../src/runner/folder-lock.js';
import { read, tempDir } from './helpers.js';

const dir = tempDir();
const CLI = 'test/fixtures/toy-cli.mjs';

/** A toy config of `games` games, each slowed down by `work`. */
function config(name: string, games: number, work: number): string {
  const file = join(dir, `${name}.yaml`);
  const base = readFileSync('test/fixtures/toy-duel.yaml', 'utf8')
    .replace('games: 60', `games: ${games}`)
    .replace('name: toy-duel', `name: ${name}`);
  writeFileSync(file, base + (work ? `table: {work: ${work}}\n` : ''));
  return file;
}

function start(args: string[]): {
  child: ChildProcess;
  done: Promise<{ code: number | null; err: string }>;
} {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const done = new Promise<{ code: number | null; err: string }>((res) =>
    child.on('exit', (code) => res({ code, err })),
  );
  return { child, done };
}

async function until(test: () => boolean, what: string): Promise<void> {
  for (let t = 0; t < 1200; t++) {
    if (test()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function deadPid(): number {
  const p = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(p.stdout);
}

describe('one process writes a results folder', () => {
  it('refuses a second run, a --force and a --resume while the first plays, which then finishes whole', async () => {
    const cfg = config('locked', 8000, 60000);
    const out = join(dir, 'locked');
    const first = start(['run', cfg, '--out', out, '--threads', '1', '--no-report']);
    await until(
      () => existsSync(join(out, 'games.ndjson')) && statSync(join(out, 'games.ndjson')).size > 0,
      'the first run to write games',
    );
    for (const extra of [[], ['--force'], ['--resume']]) {
      const second = spawnSync(
        process.execPath,
        [CLI, 'run', cfg, '--out', out, '--threads', '1', '--no-report', ...extra],
        { encoding: 'utf8' },
      );
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`${out} is in use by pid ${first.child.pid} since `);
      expect(second.stderr).toContain(`(sortie run ${cfg} --out ${out}`);
    }
    const report = spawnSync(process.execPath, [CLI, 'report', out], { encoding: 'utf8' });
    expect(report.status).toBe(1);
    expect(report.stderr).toContain(`is in use by pid ${first.child.pid}`);
    expect((await first.done).code).toBe(0);
    const lines = read(join(out, 'games.ndjson')).split('\n').filter(Boolean);
    expect(lines).toHaveLength(8000);
    expect(new Set(lines.map((l) => JSON.parse(l).game)).size).toBe(8000);
    expect(existsSync(join(out, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('takes over the lock of a process that died on this host', () => {
    const cfg = config('stale', 20, 0);
    const out = join(dir, 'stale');
    spawnSync(process.execPath, [
      CLI,
      'run',
      cfg,
      '--out',
      out,
      '--threads',
      '0',
      '--no-report',
      '--quiet',
    ]);
    const pid = deadPid();
    writeFileSync(
      join(out, LOCK_FILE),
      JSON.stringify({
        pid,
        host: hostname(),
        since: '2026-01-01T00:00:00.000Z',
        command: 'sortie run x',
      }),
    );
    const r = spawnSync(
      process.execPath,
      [CLI, 'run', cfg, '--out', out, '--threads', '0', '--no-report', '--quiet', '--force'],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(existsSync(join(out, LOCK_FILE))).toBe(false);
  });

  it('refuses a lock held on another host and says how to clear it', () => {
    const out = join(dir, 'elsewhere');
    spawnSync(process.execPath, [
      CLI,
      'run',
      config('elsewhere', 10, 0),
      '--out',
      out,
      '--threads',
      '0',
      '--no-report',
      '--quiet',
    ]);
    writeFileSync(
      join(out, LOCK_FILE),
      JSON.stringify({
        pid: 1,
        host: 'render-node-7',
        since: '2026-01-01T00:00:00.000Z',
        command: 'sortie run x',
      }),
    );
    expect(() => lockFolder(out, 'test')).toThrow(FolderLockedError);
    expect(() => lockFolder(out, 'test')).toThrow(`pid 1 on host render-node-7`);
    expect(() => lockFolder(out, 'test')).toThrow(
      `if that process is gone, remove ${join(out, LOCK_FILE)}`,
    );
  });

  it('refuses a second writer inside the same process too', () => {
    const out = join(dir, 'same-process');
    spawnSync(process.execPath, [
      CLI,
      'run',
      config('same-process', 10, 0),
      '--out',
      out,
      '--threads',
      '0',
      '--no-report',
      '--quiet',
    ]);
    const lock = lockFolder(out, 'first');
    try {
      expect(() => lockFolder(out, 'second')).toThrow(`is in use by pid ${process.pid}`);
    } finally {
      lock.release();
    }
    lockFolder(out, 'third').release();
  });
});

describe('an interrupted report', () => {
  it('leaves no truncated file and prints the command that writes the report', async () => {
    const out = join(dir, 'big');
    const cfg = config('big', 120_000, 0);
    expect(
      spawnSync(process.execPath, [
        CLI,
        'run',
        cfg,
        '--out',
        out,
        '--threads',
        '2',
        '--no-report',
        '--quiet',
      ]).status,
    ).toBe(0);
    const report = start(['report', out, '--no-charts']);
    const temp = () =>
      readdirSync(out).some((f) => f.startsWith('.games.csv.') && f.endsWith('.tmp'));
    await until(temp, 'games.csv to be in progress');
    report.child.kill('SIGINT');
    const r = await report.done;
    expect(r.code).toBe(130);
    expect(r.err).toContain(
      `report interrupted: the games are kept; write the report with: sortie report ${out}`,
    );
    const left = readdirSync(out);
    expect(left.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(left).not.toContain('games.csv');
    expect(left).not.toContain(LOCK_FILE);
    // The advice works: the report is then written whole.
    expect(
      spawnSync(process.execPath, [CLI, 'report', out, '--no-charts', '--no-html']).status,
    ).toBe(0);
    expect(read(join(out, 'games.csv')).trim().split('\n')).toHaveLength(120_001);
  }, 120_000);
});
