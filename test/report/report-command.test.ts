import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import yargs from 'yargs';
import { reportCommand } from '../../src/cli/commands/report.js';
import { ReportedError } from '../../src/cli/common.js';
import { registerGameModule } from '../../src/games/registry.js';
import {
  syntheticGames,
  syntheticManifest,
  TWO_MATCHUPS,
  writeSyntheticFolder,
  removeTempFolders,
} from './synthetic-results.js';

afterAll(removeTempFolders);

beforeAll(() =>
  registerGameModule('synthetic', pathToFileURL('test/report/synthetic-plugin.ts').href),
);

function cli(args: string[]) {
  return yargs(args)
    .command(reportCommand)
    .strict()
    .exitProcess(false)
    .fail((msg, err) => {
      throw err ?? new Error(msg);
    });
}

describe('sortie report', () => {
  test('re-renders the folder with the metrics of its game (from the registry)', async () => {
    const dir = await writeSyntheticFolder(
      syntheticGames(TWO_MATCHUPS.slice(0, 1)),
      syntheticManifest(TWO_MATCHUPS.slice(0, 1)),
    );
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await cli(['report', dir, '--no-charts']).parseAsync();
    } finally {
      stderr.mockRestore();
    }
    const files = await readdir(dir);
    expect(files).toEqual(
      expect.arrayContaining([
        'games.csv',
        'summary.json',
        'summary.csv',
        'damage-curve.csv',
        'part-usage.csv',
        'game-health.csv',
        'report.html',
      ]),
    );
    expect(files).not.toContain('charts');
    const html = await readFile(join(dir, 'report.html'), 'utf8');
    // Charts are inline even without chart files, and then not linked.
    expect(html).toContain('data-chart="win-rates"');
    expect(html).not.toContain('charts/win-rates.png');
  });

  test('a folder without games.ndjson is an error', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await expect(
        cli(['report', '/nonexistent/sortie-results']).parseAsync(),
      ).rejects.toBeInstanceOf(ReportedError);
      expect(stderr.mock.calls.map((c) => String(c[0])).join('')).toMatch(/not a results folder/);
    } finally {
      stderr.mockRestore();
    }
  });

  test('help lists the examples', async () => {
    const help = await cli(['report', '--help']).getHelp();
    expect(help).toContain('report results/sabre-vs-scarab');
    expect(help).toContain('--charts');
  });
});
