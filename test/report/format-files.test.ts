// A results folder holds the files of its own format only: a duel folder has
// no Last Stand or Beacon Rush CSVs, and a folder without charts has no empty charts/.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import { tempDir } from '../runner/helpers.js';

const dir = tempDir();

async function run(...args: string[]): Promise<number> {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    return await runCli(args);
  } finally {
    vi.restoreAllMocks();
  }
}

describe('results files of the format only', () => {
  it('a duel writes no scenario CSVs', async () => {
    const out = join(dir, 'duel');
    expect(
      await run(
        'run',
        'configs/default.yaml',
        '--games',
        '40',
        '--out',
        out,
        '--threads',
        '0',
        '--quiet',
      ),
    ).toBe(0);
    const files = readdirSync(out);
    expect(files).toEqual(
      expect.arrayContaining([
        'games.csv',
        'summary.json',
        'damage-curve.csv',
        'part-usage.csv',
        'report.html',
        'charts',
      ]),
    );
    for (const f of ['scenario-score.csv', 'resource-flow.csv', 'waves.csv', 'wave-clears.csv'])
      expect(files).not.toContain(f);
  });

  it('a scenario writes its own CSVs', async () => {
    const out = join(dir, 'stand');
    expect(
      await run(
        'run',
        'configs/last-stand.yaml',
        '--games',
        '4',
        '--out',
        out,
        '--threads',
        '0',
        '--quiet',
        '--no-report',
      ),
    ).toBe(0);
    expect(await run('report', out, '--no-charts')).toBe(0);
    const files = readdirSync(out);
    expect(files).toEqual(expect.arrayContaining(['waves.csv']));
    expect(files).not.toContain('charts');
    expect(existsSync(join(out, 'report.html'))).toBe(true);
  });
});
