// After `sortie run` the result is shown: each side's win rate with its
// interval, draws, mean rounds and the report's path.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resultTable } from '../../src/cli/result-table.js';
import { percentText as percent } from '../../src/report/percent.js';
import { tempDir } from './helpers.js';

const dir = tempDir();

describe('the result table', () => {
  it('prints win rates with intervals, draws and rounds from summary.json', () => {
    const out = join(dir, 'synthetic');
    mkdirSync(out);
    const side = (name: string, winRate: number, ciLow: number, ciHigh: number) => ({
      name,
      winRate,
      ciLow,
      ciHigh,
    });
    const summary = {
      matchups: [
        {
          name: 'm',
          games: 200,
          draws: 3,
          meanRounds: 5.4915,
          sides: [side('Forge', 0.995, 0.97, 0.9995), side('Komplex', 0.0001, 0, 0.02)],
        },
      ],
    };
    writeFileSync(join(out, 'summary.json'), JSON.stringify(summary));
    writeFileSync(join(out, 'report.html'), '<html></html>');
    expect(resultTable(out)).toEqual([
      'm: 200 games, 3 draws (1.5%), 5.5 rounds on average',
      '  Forge    wins  99.5%  95% CI 97.0%–>99.9%',
      '  Komplex  wins  <0.1%  95% CI 0.0%–2.0%',
      `report: ${join(out, 'report.html')}`,
    ]);
    expect(percent(1)).toBe('100.0%');
    // Most games ending at the round cap is said out loud.
    const capped = { matchups: [{ ...summary.matchups[0]!, timeouts: 40 }] };
    writeFileSync(join(out, 'summary.json'), JSON.stringify(capped));
    expect(resultTable(out)[3]).toBe(
      '  warning: 20.0% of the games reached the round cap: their winner is whoever was ahead then, so the win rates say little about a finished game (raise roundCap, or fly pilots that close in)',
    );
  });

  it('is what `sortie run` prints on stdout', () => {
    const out = join(dir, 'toy');
    const r = spawnSync(
      process.execPath,
      [
        'test/fixtures/toy-cli.mjs',
        'run',
        'test/fixtures/toy-duel.yaml',
        '--out',
        out,
        '--quiet',
        '--threads',
        '0',
      ],
      { encoding: 'utf8' },
    );
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^toy-duel: 60 games, (no draws|\d+ draws? \(\d+\.\d%\)), \d+\.\d rounds on average$/,
    );
    expect(lines[1]).toMatch(/^ {2}Reds +wins +\d+\.\d% +95% CI \d+\.\d%–\d+\.\d%$/);
    // The toy game records no digests: its seat-swapped pairs' repeats are unknown, and said so.
    expect(lines[3]).toMatch(/^ {2}note: the games carry no digests/);
    expect(lines.at(-1)).toBe(`report: ${join(out, 'report.html')}`);
  });
});
