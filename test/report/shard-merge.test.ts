import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { aggregateGames } from '../../src/report/compute-results.js';
import { writeReport } from '../../src/report/write-report.js';
import { writeTables } from '../../src/report/write-tables.js';
import {
  SYNTHETIC_METRICS,
  syntheticGames,
  syntheticManifest,
  TWO_MATCHUPS,
  writeSyntheticFolder,
  removeTempFolders,
  tempFolder,
} from './synthetic-results.js';

afterAll(removeTempFolders);

const manifest = syntheticManifest(TWO_MATCHUPS);
const lines = syntheticGames(TWO_MATCHUPS, 21);

async function tablesOf(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const f of (await readdir(dir))
    .filter((f) => f.endsWith('.csv') || f === 'summary.json')
    .sort())
    out[f] = await readFile(join(dir, f), 'utf8');
  return out;
}

describe('shards merge exactly', () => {
  test('two halves aggregated separately and merged give byte-identical tables', async () => {
    const whole = await writeSyntheticFolder(lines, manifest);
    // An odd cut point splits a seat-swapped pair between the shards.
    const cut = 37;
    const shardA = await writeSyntheticFolder(lines.slice(0, cut), manifest);
    const shardB = await writeSyntheticFolder(lines.slice(cut), manifest);
    const opts = { metrics: SYNTHETIC_METRICS };
    const all = await aggregateGames(join(whole, 'games.ndjson'), manifest, opts);
    const a = await aggregateGames(join(shardA, 'games.ndjson'), manifest, opts);
    const b = await aggregateGames(join(shardB, 'games.ndjson'), manifest, opts);
    b.merge(a); // merge order differs from file order on purpose
    const outWhole = await tempFolder('sortie-merge-whole-');
    const outMerged = await tempFolder('sortie-merge-shards-');
    await writeTables(outWhole, all.finish());
    await writeTables(outMerged, b.finish());
    const t1 = await tablesOf(outWhole);
    const t2 = await tablesOf(outMerged);
    expect(Object.keys(t1)).toEqual([
      'damage-curve.csv',
      'game-health.csv',
      'game-length.csv',
      'part-usage.csv',
      'summary.csv',
      'summary.json',
    ]);
    for (const f of Object.keys(t1)) expect(t2[f], f).toBe(t1[f]);
    // The heat column really is fractional, so this covers float sums too.
    expect(t1['part-usage.csv']).toMatch(/,\d+\.\d{3,6},/);
    const summary = JSON.parse(t1['summary.json']!);
    expect(summary.matchups[0].pairs.incomplete).toBe(0);
  });

  test('line order does not change any table; concatenated shards give the same games.csv', async () => {
    const ordered = await writeSyntheticFolder(lines, manifest);
    const shuffled = [...lines].reverse();
    for (let i = 0; i < shuffled.length; i += 3)
      [shuffled[i], shuffled[(i * 7) % shuffled.length]] = [
        shuffled[(i * 7) % shuffled.length]!,
        shuffled[i]!,
      ];
    const scrambled = await writeSyntheticFolder(shuffled, manifest);
    const opts = { metrics: SYNTHETIC_METRICS, charts: false, html: false };
    await writeReport(ordered, opts);
    await writeReport(scrambled, opts);
    const t1 = await tablesOf(ordered);
    const t2 = await tablesOf(scrambled);
    for (const f of Object.keys(t1).filter((f) => f !== 'games.csv')) expect(t2[f], f).toBe(t1[f]);

    const cut = 50;
    const concatenated = await writeSyntheticFolder([], manifest);
    const text = (ls: typeof lines) => ls.map((l) => JSON.stringify(l)).join('\n') + '\n';
    await writeFile(
      join(concatenated, 'games.ndjson'),
      text(lines.slice(0, cut)) + text(lines.slice(cut)),
    );
    await writeReport(concatenated, opts);
    expect(await tablesOf(concatenated)).toEqual(t1);
  });
});
