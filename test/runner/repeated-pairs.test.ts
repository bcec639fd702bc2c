// A seat swap that changes nothing repeats the game: the run's summary counts those pairs once
// (effectiveGames), its intervals widen to match, its terminal says so, and the digests that
// show it are the same whatever the threads.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resultTable } from '../../src/cli/result-table.js';
import { loadConfig } from '../../src/config/load-config.js';
import { computeResults } from '../../src/report/compute-results.js';
import { readManifest } from '../../src/report/read-results.js';
import { sampleNotes } from '../../src/report/sample-notes.js';
import { writeReport } from '../../src/report/write-report.js';
import { runMatchups } from '../../src/runner/run.js';
import { wilsonInterval } from '../../src/stats/wilson.js';
import { tempDir } from './helpers.js';

const dir = tempDir();

describe('repeated pairs', () => {
  it('heuristic against the printed deck on an empty table: every pair one game, counted once', async () => {
    const config = await loadConfig('configs/calibration/lance-heuristic-vs-ai.yaml', {
      games: 12,
      seed: 'repeats',
    });
    const one = join(dir, 'one');
    const two = join(dir, 'two');
    const r = await runMatchups({ config, outDir: one, threads: 1 });
    await runMatchups({ config, outDir: two, threads: 2 });
    expect(readFileSync(join(two, 'games.ndjson'), 'utf8')).toBe(
      readFileSync(join(one, 'games.ndjson'), 'utf8'),
    );
    await writeReport(one, { results: r.results, charts: false, html: false });
    const m = JSON.parse(readFileSync(join(one, 'summary.json'), 'utf8')).matchups[0];
    expect(m).toMatchObject({ games: 12, distinctGames: 6, effectiveGames: 6, failedGames: 0 });
    expect(m.pairs.repeated).toBe(6);
    // The interval is as wide as 6 independent games give, not 12.
    const side = m.sides[0];
    const asGames = wilsonInterval(side.wins, 12);
    expect(side.ciHigh - side.ciLow).toBeGreaterThan(1.2 * (asGames.high - asGames.low));
    expect(resultTable(one).join('\n')).toContain(
      'note: 6 of 6 seat-swapped pairs repeated the same game (the swap changed nothing): the intervals count each such pair once, 6 effective of 12 games',
    );
  });
});

describe('results written before digests', () => {
  it('load (repeats unknown, said so) and resume; the new games carry digests', async () => {
    const out = join(dir, 'old');
    const config = (games: number) =>
      loadConfig('configs/calibration/lance-heuristic-vs-ai.yaml', { games, seed: 'old' });
    await runMatchups({ config: await config(8), outDir: out, threads: 1 });
    const file = join(out, 'games.ndjson');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/,"digest":"[0-9a-f]+"/g, ''));
    rmSync(join(out, 'tally.json'));
    const manifest = await readManifest(out);
    const old = (await computeResults(out, manifest)).matchups[0]!;
    expect(old).toMatchObject({ games: 8, distinctGames: null, effectiveGames: 8 });
    expect(sampleNotes(old).join(' ')).toContain('the games carry no digests');
    // Resuming with this version: the old lines are the same games (without their digest).
    const r = await runMatchups({
      config: await config(12),
      outDir: out,
      threads: 1,
      resume: true,
    });
    expect(r.played).toBe(4);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.filter((l) => l.includes('"digest"'))).toHaveLength(4);
    const mixed = r.results.finish().matchups[0]!;
    // The new pairs' repeats are seen; the old ones are counted as distinct.
    expect(mixed).toMatchObject({ games: 12, distinctGames: 2 + 8, effectiveGames: 10 });
  });
});
