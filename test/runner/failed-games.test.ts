// No game is dropped quietly: failed games are counted in summary.json and the report, said on
// the terminal, and fail the command unless --max-errors allows them.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';

const dir = tempDir();

/** The toy duel with games 5 and 17 failing. */
function failingConfig(): string {
  const file = join(dir, 'failing.yaml');
  writeFileSync(
    file,
    readFileSync('test/fixtures/toy-duel.yaml', 'utf8').replace('games: 60', 'games: 40') +
      'table: {failGames: [5, 17]}\n',
  );
  return file;
}

const run = (args: string[]) =>
  spawnSync(
    process.execPath,
    ['test/fixtures/toy-cli.mjs', 'run', ...args, '--quiet', '--threads', '0'],
    { encoding: 'utf8' },
  );

describe('failed games', () => {
  it('are counted in summary.json, summary.csv and the report, said on the terminal, and fail the run', () => {
    const out = join(dir, 'failing');
    const r = run([failingConfig(), '--out', out]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('2 games failed');
    expect(r.stdout).toContain('note: 2 games failed and are not counted (see errors.ndjson)');
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.failedGames).toBe(2);
    expect(summary.matchups[0]).toMatchObject({ games: 38, failedGames: 2 });
    const csv = readFileSync(join(out, 'summary.csv'), 'utf8').split('\n');
    expect(csv[0]!.split(',').slice(-3)).toEqual([
      'distinct_games',
      'effective_games',
      'failed_games',
    ]);
    expect(csv[1]!.split(',').at(-1)).toBe('2');
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain(
      '2 games failed and are not counted',
    );
  });

  it('exit 0 when --max-errors allows them, still counted', () => {
    const out = join(dir, 'allowed');
    const r = run([failingConfig(), '--out', out, '--max-errors', '5']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('note: 2 games failed');
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).failedGames).toBe(2);
  });
});
