// A results folder may come from someone else: a file name its manifest names must be a
// plain name inside the folder, and a name that becomes a file name (replay logs) is
// made safe by the one file-name function. Each probe ends in one error line and leaves
// every file outside the folder as it was.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../balance/balance-helpers.js';
import { fileNameOf, plainFileName } from '../../src/core/safe-names.js';
import { slug } from '../../src/report/chart-specs.js';
import { slugify } from '../../src/balance/tool-config.js';
import { tempDir } from '../runner/helpers.js';

const dir = tempDir();

function editManifest(folder: string, edit: (m: Record<string, any>) => void): void {
  const file = join(folder, 'manifest.json');
  const m = JSON.parse(readFileSync(file, 'utf8'));
  edit(m);
  writeFileSync(file, JSON.stringify(m, null, 2));
}

/** One line on stderr, no stack trace. */
function oneLine(err: string): string {
  const lines = err.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(err).not.toMatch(/\n\s+at /);
  return lines[0]!;
}

async function played(
  name: string,
  config = 'test/fixtures/toy-duel.yaml',
  ...extra: string[]
): Promise<string> {
  const out = join(dir, name);
  expect(
    (await cli('run', config, '--out', out, '--threads', '0', '--quiet', '--no-report', ...extra))
      .code,
  ).toBe(0);
  return out;
}

describe('a manifest names no file outside its folder', () => {
  for (const bad of [
    '../victim.txt',
    '/elsewhere/victim.txt',
    '..',
    'games.ndjson',
    'sub/metrics.bin',
    'metrics.bin\u0000',
    42,
  ]) {
    it(`run --resume refuses metricsFile ${JSON.stringify(bad)}`, async () => {
      const out = await played(
        `resume-${readdirSync(dir).length}`,
        'test/fixtures/toy-duel.yaml',
        '--games',
        '20',
      );
      const victim = join(dir, 'victim.txt');
      writeFileSync(victim, 'twelve bytes');
      editManifest(out, (m) => (m.metricsFile = bad));
      const games = readFileSync(join(out, 'games.ndjson'), 'utf8');
      const r = await cli(
        'run',
        'test/fixtures/toy-duel.yaml',
        '--out',
        out,
        '--games',
        '40',
        '--resume',
        '--threads',
        '0',
        '--quiet',
        '--no-report',
      );
      expect(r.code).toBe(1);
      // A name of the wrong type fails the manifest's field check first, naming the field.
      expect(oneLine(r.err)).toMatch(
        typeof bad === 'string'
          ? /^error: manifest\.json of .* as its metrics file: .*refused/
          : /^error: .*manifest\.json.*metricsFile/,
      );
      expect(readFileSync(victim, 'utf8')).toBe('twelve bytes');
      expect(readFileSync(join(out, 'games.ndjson'), 'utf8')).toBe(games);
    });
  }

  it('report and replay refuse a metrics file outside the folder', async () => {
    const out = await played('report');
    editManifest(out, (m) => (m.metricsFile = '../victim.txt'));
    const report = await cli('report', out, '--no-charts', '--no-html');
    expect(report.code).toBe(1);
    expect(oneLine(report.err)).toMatch(/"\.\.\/victim\.txt" as its metrics file/);
    const replay = await cli('replay', out, '--game', '1', '--no-write');
    expect(replay.code).toBe(1);
    expect(replay.err).toMatch(/"\.\.\/victim\.txt" as its metrics file/);
  });

  it('merge refuses tampered shards and writes nothing beside --out', async () => {
    const parts = [0, 1].map((i) => join(dir, `shard${i}`));
    for (const [i, p] of parts.entries()) {
      await played(`shard${i}`, 'test/fixtures/toy-duel.yaml', '--shard', `${i}/2`);
      editManifest(p, (m) => (m.metricsFile = '../beside.bin'));
    }
    const r = await cli('merge', ...parts, '--out', join(dir, 'merged'), '--no-report');
    expect(r.code).toBe(1);
    expect(oneLine(r.err)).toMatch(/as its metrics file/);
    expect(existsSync(join(dir, 'beside.bin'))).toBe(false);
  });
});

describe('names become file names through one function', () => {
  it('replay writes a renamed matchup inside replays/', async () => {
    const out = await played('renamed', 'test/fixtures/toy-multi.yaml');
    const evil = '../../../ESCAPED-x';
    editManifest(out, (m) => {
      for (const x of [...m.config.resolved, ...m.matchups]) if (x.name === 'base') x.name = evil;
    });
    const gamesFile = join(out, 'games.ndjson');
    writeFileSync(
      gamesFile,
      readFileSync(gamesFile, 'utf8').replaceAll(
        '"matchup":"base"',
        `"matchup":${JSON.stringify(evil)}`,
      ),
    );
    const r = await cli('replay', out, '--matchup', evil, '--game', '3');
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(readdirSync(join(out, 'replays'))).toEqual(['escaped-x.game-3.log']);
    expect(readdirSync(dir).some((f) => f.includes('ESCAPED'))).toBe(false);
    expect(existsSync(join(dir, '..', 'ESCAPED-x.game-3.log'))).toBe(false);
  });

  it('charts, tool folders and replays share the sanitiser', () => {
    for (const name of [
      '../../x',
      '..',
      '.hidden',
      'a/b\\c',
      'Forge\u001b]0;T\u0007',
      '',
      'CON',
      'x'.repeat(500),
    ]) {
      const f = fileNameOf(name);
      expect(plainFileName(f)).toBe(f);
      expect(f).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      expect(f.length).toBeLessThanOrEqual(100);
    }
    expect(slug('../../ESCAPED x')).toBe(fileNameOf('../../ESCAPED x'));
    expect(slugify('v1.5 ../up')).toBe(fileNameOf('v1.5 ../up', 48));
    expect(slugify('..')).toBe('x');
  });
});

describe('a results folder whose files are links elsewhere', () => {
  it('is refused by run --resume, report and merge before anything is written', async () => {
    const { symlinkSync } = await import('node:fs');
    const out = await played('linked', 'test/fixtures/toy-duel.yaml', '--games', '20');
    const victim = join(dir, 'linked-victim.txt');
    writeFileSync(victim, 'keep me');
    const games = join(out, 'games.ndjson');
    const text = readFileSync(games, 'utf8');
    writeFileSync(victim, text);
    const { rmSync } = await import('node:fs');
    rmSync(games);
    symlinkSync(victim, games);
    for (const args of [
      [
        'run',
        'test/fixtures/toy-duel.yaml',
        '--out',
        out,
        '--games',
        '40',
        '--resume',
        '--threads',
        '0',
        '--quiet',
        '--no-report',
      ],
      ['report', out, '--no-charts', '--no-html'],
    ]) {
      const r = await cli(...args);
      expect(r.code).toBe(1);
      expect(oneLine(r.err)).toBe(
        `error: ${games} is a symbolic link: a results folder's files must be its own; refused`,
      );
    }
    expect(readFileSync(victim, 'utf8')).toBe(text);
  });
});
