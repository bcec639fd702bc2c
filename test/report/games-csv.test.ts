/**
 * games.csv written in a worker thread (large folders, while the main thread draws the charts)
 * is the same file as the one written inline, and a bad games.ndjson line fails it the same
 * way, leaving no partial file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CSV_WORKER_GAMES, gamesCsvWorkerFile, writeGamesCsv } from '../../src/report/games-csv.js';
import type { ResultsManifest } from '../../src/report/read-results.js';
import {
  TWO_MATCHUPS,
  removeTempFolders,
  syntheticGames,
  syntheticManifest,
  writeSyntheticFolder,
} from './synthetic-results.js';

afterAll(removeTempFolders);

describe('games.csv in a worker thread', () => {
  it('writes the same bytes as the inline writer', async () => {
    expect(gamesCsvWorkerFile(), 'the compiled worker (npm run build)').not.toBeNull();
    const manifest = syntheticManifest(TWO_MATCHUPS) as unknown as ResultsManifest;
    const dir = await writeSyntheticFolder(
      syntheticGames(TWO_MATCHUPS),
      manifest as unknown as Record<string, unknown>,
    );
    const gamesFile = join(dir, 'games.ndjson');
    await writeGamesCsv({ gamesFile, csvFile: join(dir, 'inline.csv'), manifest }, 0);
    await writeGamesCsv(
      { gamesFile, csvFile: join(dir, 'threaded.csv'), manifest },
      CSV_WORKER_GAMES,
    );
    const inline = readFileSync(join(dir, 'inline.csv'), 'utf8');
    expect(inline.trim().split('\n')).toHaveLength(
      1 + TWO_MATCHUPS.reduce((a, m) => a + m.games, 0),
    );
    expect(readFileSync(join(dir, 'threaded.csv'), 'utf8')).toBe(inline);
  });

  it('fails on a line that is not a game, naming it, as the inline writer does, and leaves no file', async () => {
    const manifest = syntheticManifest(TWO_MATCHUPS) as unknown as ResultsManifest;
    const dir = await writeSyntheticFolder(
      syntheticGames(TWO_MATCHUPS),
      manifest as unknown as Record<string, unknown>,
    );
    const gamesFile = join(dir, 'games.ndjson');
    const lines = readFileSync(gamesFile, 'utf8').split('\n');
    lines[2] = '{"matchup": broken';
    writeFileSync(gamesFile, lines.join('\n'));
    const errorOf = (p: Promise<void>) =>
      p.then(
        () => null,
        (e: Error) => e.message,
      );
    const inline = await errorOf(
      writeGamesCsv({ gamesFile, csvFile: join(dir, 'inline.csv'), manifest }, 0),
    );
    const threaded = await errorOf(
      writeGamesCsv({ gamesFile, csvFile: join(dir, 'threaded.csv'), manifest }, CSV_WORKER_GAMES),
    );
    expect(inline).toMatch(/games\.ndjson:3: not a game record/);
    expect(threaded).toBe(inline);
    expect(existsSync(join(dir, 'threaded.csv'))).toBe(false);
  });
});
