// A balance tool holds its whole folder: it is refused where another process writes
// (a `sortie run` in the folder, or in one of its run folders under --force), with one
// line naming the holder's pid, and it deletes nothing that process holds.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/runner/folder-lock.js';
import { cli, TOY_CUP, workspace } from '../balance/balance-helpers.js';

const ws = workspace();
const cup = ws.file('cup.yaml', TOY_CUP);

/** A live process standing for another Sortie holding a folder. */
const other: ChildProcess = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], {
  stdio: 'ignore',
});
afterAll(() => other.kill());

function holdBy(folder: string, pid: number): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, LOCK_FILE),
    JSON.stringify({
      pid,
      host: hostname(),
      since: '2026-12-04T17:00:00.000Z',
      command: 'sortie run x.yaml',
    }),
  );
}

function oneLine(err: string): string {
  const lines = err.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe('a balance tool locks its whole folder', () => {
  it('refuses a folder a sortie run holds', async () => {
    const out = join(ws.dir, 'held');
    holdBy(out, other.pid!);
    const r = await cli(
      'tournament',
      cup,
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--no-charts',
    );
    expect(r.code).toBe(1);
    expect(oneLine(r.err)).toMatch(new RegExp(`^error: ${out} is in use by pid ${other.pid} `));
    expect(existsSync(join(out, 'runs'))).toBe(false);
  });

  it('--force deletes no run folder another process holds', async () => {
    const out = join(ws.dir, 'forced');
    expect(
      (await cli('tournament', cup, '--out', out, '--threads', '0', '--quiet', '--no-charts')).code,
    ).toBe(0);
    const unit = join(out, 'runs', 'as-configured');
    const games = readFileSync(join(unit, 'games.ndjson'), 'utf8');
    holdBy(unit, other.pid!);
    const r = await cli(
      'tournament',
      cup,
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--no-charts',
      '--force',
    );
    expect(r.code).toBe(1);
    expect(oneLine(r.err)).toMatch(
      new RegExp(`^error: ${unit} is in use by pid ${other.pid} .*--force would delete it`),
    );
    expect(readFileSync(join(unit, 'games.ndjson'), 'utf8')).toBe(games);
  });

  it('releases the folder when done: a second tool run follows', async () => {
    const out = join(ws.dir, 'again');
    expect(
      (await cli('tournament', cup, '--out', out, '--threads', '0', '--quiet', '--no-charts')).code,
    ).toBe(0);
    expect(existsSync(join(out, LOCK_FILE))).toBe(false);
    expect(
      (
        await cli(
          'tournament',
          cup,
          '--out',
          out,
          '--threads',
          '0',
          '--quiet',
          '--no-charts',
          '--force',
        )
      ).code,
    ).toBe(0);
  });
});
