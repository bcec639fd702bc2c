// With real file systems: a full disk and a read-only one (tmpfs mounts in
// a private mount namespace), an --out that is a file or in /proc. One clear line each,
// never a stack trace, and a full disk mid-run keeps whole games and says how to resume.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';

const dir = tempDir();
const TOY = ['test/fixtures/toy-cli.mjs'];

/** Runs a shell script in its own mount namespace (so it may mount a tmpfs). */
function inMountNamespace(script: string): {
  status: number | null;
  stdout: string;
  stderr: string;
} {
  const r = spawnSync('unshare', ['-rm', 'bash', '-c', `set -e\n${script}`], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('disk problems are one clear line', () => {
  it('a full disk mid-run keeps the finished games and prints the resume command', () => {
    const mnt = mkdtempSync(join(tmpdir(), 'sortie-full-'));
    const r = inMountNamespace(`mount -t tmpfs -o size=48k tmpfs ${mnt}
node ${TOY[0]} run test/fixtures/toy-duel.yaml --games 20000 --out ${mnt}/x --threads 1 --quiet && exit 9 || true
cp ${mnt}/x/games.ndjson ${join(dir, 'full-games.ndjson')}`);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain(
      'error: the disk is full. The games written so far are kept; free some space and continue with:',
    );
    expect(r.stderr).toContain(
      `sortie run test/fixtures/toy-duel.yaml --resume --out ${mnt}/x --games 20000`,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
    // Every complete line is a whole game (a cut last line is dropped by --resume).
    const lines = readFileSync(join(dir, 'full-games.ndjson'), 'utf8').split('\n').slice(0, -1);
    expect(lines.length).toBeGreaterThan(10);
    for (const l of lines) expect(JSON.parse(l).matchup).toBe('toy-duel');
  });

  it('a read-only file system is named as such, not as ENOENT', () => {
    const mnt = mkdtempSync(join(tmpdir(), 'sortie-ro-'));
    const r = inMountNamespace(`mount -t tmpfs -o ro tmpfs ${mnt}
node ${TOY[0]} run test/fixtures/toy-duel.yaml --out ${mnt}/x --quiet || true`);
    expect(r.stderr).toBe(
      `error: cannot create the folder ${mnt}/x: the file system is read-only\n`,
    );
  });

  it('an --out that is a file, or inside /proc, is refused at once', () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'x');
    const asFile = spawnSync(
      process.execPath,
      [...TOY, 'run', 'test/fixtures/toy-duel.yaml', '--out', file, '--quiet'],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(asFile.status).toBe(1);
    expect(asFile.stderr).toBe(`error: ${file} is a file, not a folder: choose another --out\n`);
    const proc = spawnSync(
      process.execPath,
      [...TOY, 'run', 'test/fixtures/toy-duel.yaml', '--out', '/proc/sortie', '--quiet'],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(proc.status).toBe(1);
    expect(proc.stderr).toBe(
      'error: /proc/sortie is inside /proc, a system folder, not a place for results: choose another --out\n',
    );
  });

  it('report, replay and diff into a read-only place say so in one line', () => {
    const src = join(dir, 'made');
    expect(
      spawnSync(process.execPath, [
        ...TOY,
        'run',
        'test/fixtures/toy-duel.yaml',
        '--out',
        src,
        '--quiet',
        '--threads',
        '0',
      ]).status,
    ).toBe(0);
    const mnt = mkdtempSync(join(tmpdir(), 'sortie-ro2-'));
    const r = inMountNamespace(`mount -t tmpfs tmpfs ${mnt}
cp -r ${src} ${mnt}/made
mount -o remount,ro ${mnt}
node ${TOY[0]} report ${mnt}/made 2>&1 || true
node ${TOY[0]} replay ${mnt}/made --game 3 2>&1 >/dev/null || true
node ${TOY[0]} diff ${mnt}/made ${mnt}/made --out ${mnt}/d 2>&1 || true`);
    expect(r.stdout).toContain(`error: cannot write in ${mnt}/made: the file system is read-only`);
    expect(r.stdout).toMatch(
      /error: the game replayed, but writing its log failed: cannot create the folder \S+: the file system is read-only/,
    );
    expect(r.stdout).toContain(
      `error: cannot create the folder ${mnt}/d: the file system is read-only`,
    );
    expect(r.stdout).not.toMatch(/\n\s+at /);
  });
});
