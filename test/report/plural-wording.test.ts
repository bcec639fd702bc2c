// Counts are written in words with their plural forms ("1 game",
// "2 games"), never "game(s)" or "1 games": validate, run, its result table and the
// report of a one-game run (the compiled CLI, run as real processes).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { plural } from '../../src/report/plural.js';
import { removeTempFolders, tempFolder } from './synthetic-results.js';

const CLI = resolve('dist', 'cli', 'main.js');
const CONFIG = resolve('configs', 'default.yaml');
const sortie = (args: string[], cwd: string) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
// "1/1 games" (done of planned) is a fraction and "1 games/s" a rate, not counts.
const WRONG =
  /(?<![/\d.])1 (games|matchups|draws|runs|cells|pairings|builds)\b(?!\/s)|\w\((s|es)\)/;

afterAll(removeTempFolders);

describe('plural forms', () => {
  test('plural() picks the singular for exactly one', () => {
    expect([0, 1, 2].map((n) => plural(n, 'game'))).toEqual(['0 games', '1 game', '2 games']);
    expect(plural(1, 'part swap')).toBe('1 part swap');
    expect(plural(3, 'match', 'matches')).toBe('3 matches');
  });

  test('validate, run and the report of a one-game run say "1 game" and "1 matchup"', async () => {
    const work = await tempFolder('sortie-plural-');
    const v = sortie(['validate', CONFIG, '--games', '1'], work);
    expect(v.status, v.stderr).toBe(0);
    expect(v.stdout + v.stderr).toMatch(/OK: 1 matchup, 1 game → /);
    expect(v.stdout + v.stderr).not.toMatch(WRONG);
    const r = sortie(['run', CONFIG, '--games', '1', '--threads', '0', '--out', 'one'], work);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/sortie run: 1 matchup, 1 game, /);
    expect(r.stderr).toMatch(/played 1 game in /);
    expect(r.stdout).toMatch(/: 1 game(, |$)/m);
    expect(r.stdout + r.stderr).not.toMatch(WRONG);
    const html = readFileSync(join(work, 'one', 'report.html'), 'utf8');
    expect(html).toContain('1 matchup, 1 game.');
    expect(html.replace(/<[^>]+>/g, ' ')).not.toMatch(WRONG);
  });
});
