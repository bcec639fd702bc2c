// A corrupted games.ndjson line (or manifest.json) in a results folder is
// named with its file and line by `sortie report`, in one line and without a stack
// trace (the compiled CLI, run as a real process on a folder a real run wrote).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { removeTempFolders, tempFolder } from './synthetic-results.js';

const CLI = resolve('dist', 'cli', 'main.js');
const sortie = (args: string[], cwd: string) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });

let work = '';
beforeAll(async () => {
  work = await tempFolder('sortie-corrupt-');
  const r = sortie(
    [
      'run',
      resolve('configs', 'starter-duels.yaml'),
      '--games',
      '4',
      '--threads',
      '0',
      '--out',
      'ok',
      '-q',
    ],
    work,
  );
  expect(r.status, r.stderr).toBe(0);
  for (const i of [0, 1]) {
    const s = sortie(
      [
        'run',
        resolve('configs', 'starter-duels.yaml'),
        '--games',
        '8',
        '--threads',
        '0',
        '--shard',
        `${i}/2`,
        '--out',
        `part${i}`,
        '-q',
      ],
      work,
    );
    expect(s.status, s.stderr).toBe(0);
  }
}, 180_000);
afterAll(removeTempFolders);

/** A copy of the good folder with `edit` applied to one of its files. */
function corrupted(name: string, file: string, edit: (text: string) => string): string {
  const dir = join(work, name);
  spawnSync('cp', ['-r', join(work, 'ok'), dir]);
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
  return dir;
}

describe('a corrupted results folder', () => {
  test('sortie report names the games.ndjson line that is not a game, in one line', () => {
    const dir = corrupted('bad-line', 'games.ndjson', (t) =>
      t
        .split('\n')
        .map((l, i) => (i === 2 ? '{"matchup": broken' : l))
        .join('\n'),
    );
    const r = sortie(['report', dir, '--no-charts'], work);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^error: ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/games\\.ndjson:3: not a game record \\(.*\\); repair or delete that line, then run the command again$`,
        ),
      ),
    ]);
  });

  test('sortie merge names the shard file and line that is not a game, in one line', () => {
    const file = join(work, 'part1', 'games.ndjson');
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .split('\n')
        .map((l, i) => (i === 4 ? '{"matchup": "nope", "game": 1}' : l))
        .join('\n'),
    );
    const r = sortie(
      ['merge', join(work, 'part0'), join(work, 'part1'), '--out', join(work, 'merged')],
      work,
    );
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^error: .*part1\/games\.ndjson:5: not a game of this config \(an unknown matchup/,
      ),
    ]);
  });

  test('sortie report names a manifest.json that is not JSON, in one line', () => {
    const dir = corrupted('bad-manifest', 'manifest.json', (t) => t.slice(0, 40));
    const r = sortie(['report', dir, '--no-charts'], work);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^error: .*manifest\.json: not valid JSON \(cut short\): /);
    expect(r.stderr).not.toMatch(/\n\s+at .*:\d+:\d+/);
  });
});
