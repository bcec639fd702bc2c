import { appendFile, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { writeReport } from '../../src/report/write-report.js';
import {
  SYNTHETIC_METRICS,
  syntheticGames,
  syntheticManifest,
  TWO_MATCHUPS,
  writeSyntheticFolder,
  removeTempFolders,
} from './synthetic-results.js';

afterAll(removeTempFolders);

/** Columns promised by the design contract, shared/DESIGN.md beside the repo (extensions may only follow them). */
const CONTRACT = {
  'games.csv': [
    'matchup',
    'game',
    'seed',
    'first_side',
    'winner',
    'rounds',
    'end_reason',
    'side1_name',
    'side1_hull_left',
    'side1_damage_dealt',
    'side2_name',
    'side2_hull_left',
    'side2_damage_dealt',
  ],
  'summary.csv': [
    'matchup',
    'side',
    'games',
    'wins',
    'draws',
    'win_rate',
    'ci_low',
    'ci_high',
    'mean_rounds',
  ],
  'damage-curve.csv': [
    'matchup',
    'side',
    'round',
    'hull_mean',
    'hull_p10',
    'hull_p50',
    'hull_p90',
    'damage_dealt_mean',
    'alive_fraction',
  ],
  'part-usage.csv': [
    'matchup',
    'side',
    'ship',
    'part',
    'uses_per_game',
    'damage_per_game',
    'hits',
    'crits',
    'disabled_per_game',
    'repaired_per_game',
    'heat_per_game',
    'missiles_launched',
    'missiles_shot_down',
    'damage_share',
  ],
};

const lines = syntheticGames(TWO_MATCHUPS);
let dir = '';
const warnings: string[] = [];

function csvLines(text: string): string[][] {
  return text
    .trimEnd()
    .split('\n')
    .map((l) => l.split(','));
}

beforeAll(async () => {
  dir = await writeSyntheticFolder(lines, syntheticManifest(TWO_MATCHUPS));
  // A duplicated game and a truncated last line (an interrupted write) are skipped.
  await appendFile(
    join(dir, 'games.ndjson'),
    JSON.stringify(lines[3]) + '\n' + JSON.stringify(lines[4]).slice(0, 40),
  );
  await writeReport(dir, {
    metrics: SYNTHETIC_METRICS,
    charts: false,
    html: false,
    onWarning: (m) => warnings.push(m),
  });
});

describe('results folder tables', () => {
  test.each(Object.entries(CONTRACT))(
    '%s starts with the contract columns',
    async (file, columns) => {
      const [header] = csvLines(await readFile(join(dir, file), 'utf8'));
      expect(header!.slice(0, columns.length)).toEqual(columns);
    },
  );

  test('games.csv: one row per game, sides and winners by name', async () => {
    const rows = csvLines(await readFile(join(dir, 'games.csv'), 'utf8'));
    expect(rows).toHaveLength(1 + lines.length);
    const header = rows[0]!;
    const col = (r: string[], name: string) => r[header.indexOf(name)];
    lines.forEach((l, i) => {
      const r = rows[i + 1]!;
      expect(col(r, 'matchup')).toBe(l.matchup);
      expect(col(r, 'winner')).toBe(l.winner === null ? 'draw' : l.sides[l.winner]!.name);
      expect(col(r, 'first_side')).toBe(l.sides[l.firstSide!]!.name);
      expect(Number(col(r, 'side2_hull_left'))).toBe(l.sides[1]!.hullLeft);
      expect(col(r, 'swap')).toBe(l.swap ? '1' : '0');
    });
    expect(warnings.some((w) => /duplicate game 3/.test(w))).toBe(true);
    expect(warnings.some((w) => /unreadable last line/.test(w))).toBe(true);
  });

  test('summary.json has the contract fields and agrees with games.ndjson', async () => {
    const summary = JSON.parse(await readFile(join(dir, 'summary.json'), 'utf8'));
    expect(summary.matchups.map((m: { name: string }) => m.name)).toEqual(
      TWO_MATCHUPS.map((m) => m.name),
    );
    for (const m of summary.matchups) {
      for (const key of [
        'name',
        'games',
        'draws',
        'meanRounds',
        'sides',
        'timeouts',
        'firstSideWinRate',
        'firstSideCiLow',
        'firstSideCiHigh',
        'pairs',
      ])
        expect(m).toHaveProperty(key);
      for (const key of ['bothWon', 'split', 'bothLost', 'pairedScore', 'ciLow', 'ciHigh'])
        expect(m.pairs).toHaveProperty(key);
      const games = lines.filter((l) => l.matchup === m.name);
      expect(m.games).toBe(games.length);
      expect(m.draws).toBe(games.filter((g) => g.winner === null).length);
      expect(m.meanRounds).toBeCloseTo(games.reduce((s, g) => s + g.rounds, 0) / games.length, 6);
      m.sides.forEach(
        (
          s: { name: string; wins: number; winRate: number; ciLow: number; ciHigh: number },
          i: number,
        ) => {
          expect(Object.keys(s).slice(0, 5)).toEqual([
            'name',
            'wins',
            'winRate',
            'ciLow',
            'ciHigh',
          ]);
          expect(s.wins).toBe(games.filter((g) => g.winner === i).length);
          expect(s.winRate).toBeCloseTo(s.wins / games.length, 6);
          expect(s.ciLow).toBeLessThanOrEqual(s.winRate);
          expect(s.ciHigh).toBeGreaterThanOrEqual(s.winRate);
        },
      );
    }
  });

  test('summary.csv: one row per matchup and side', async () => {
    const rows = csvLines(await readFile(join(dir, 'summary.csv'), 'utf8'));
    expect(rows.slice(1).map((r) => `${r[0]}/${r[1]}`)).toEqual(
      TWO_MATCHUPS.flatMap((m) => m.sides.map((s) => `${m.name}/${s}`)),
    );
  });

  test('metric CSVs and game length are written; no charts when disabled', async () => {
    const files = await readdir(dir);
    expect(files).toEqual(
      expect.arrayContaining([
        'damage-curve.csv',
        'part-usage.csv',
        'game-health.csv',
        'game-length.csv',
      ]),
    );
    expect(files).not.toContain('charts');
    expect(files).not.toContain('report.html');
    const length = csvLines(await readFile(join(dir, 'game-length.csv'), 'utf8'));
    const first = TWO_MATCHUPS[0]!;
    expect(length[0]).toEqual(['matchup', 'rounds', 'games', 'fraction', 'timeouts']);
    const mine = length.slice(1).filter((r) => r[0] === first.name);
    expect(mine.reduce((s, r) => s + Number(r[2]), 0)).toBe(first.games);
    const games = lines.filter((l) => l.matchup === first.name);
    const timeouts = games.filter((g) => g.endReason === 'round-cap');
    expect(timeouts.length).toBeGreaterThan(0);
    expect(mine.reduce((s, r) => s + Number(r[4]), 0)).toBe(timeouts.length);
    // Every timeout of the synthetic games lasts the full 8 rounds.
    expect(Number(mine.find((r) => r[1] === '8')![4])).toBe(timeouts.length);
  });
});

describe('reading games.ndjson', () => {
  test('a folder without games yet still gets tables, charts and a page', async () => {
    const empty = await writeSyntheticFolder([], syntheticManifest(TWO_MATCHUPS));
    await rm(join(empty, 'games.ndjson'));
    const seen: string[] = [];
    await writeReport(empty, { metrics: SYNTHETIC_METRICS, onWarning: (m) => seen.push(m) });
    expect(seen.join('\n')).toMatch(/no games to report/);
    const summary = JSON.parse(await readFile(join(empty, 'summary.json'), 'utf8'));
    expect(
      summary.matchups.map((m: { games: number; sides: Array<{ winRate: unknown }> }) => [
        m.games,
        m.sides[0]!.winRate,
      ]),
    ).toEqual([
      [0, null],
      [0, null],
    ]);
    expect(csvLines(await readFile(join(empty, 'games.csv'), 'utf8'))).toHaveLength(1);
    expect(await readFile(join(empty, 'report.html'), 'utf8')).toContain('0 games');
  });

  test('a bad line in the middle is an error with its line number', async () => {
    const bad = await writeSyntheticFolder(lines.slice(0, 4), syntheticManifest(TWO_MATCHUPS));
    const text = await readFile(join(bad, 'games.ndjson'), 'utf8');
    const parts = text.split('\n');
    parts.splice(2, 0, '{"matchup": 1}');
    await writeFile(join(bad, 'games.ndjson'), parts.join('\n'));
    await expect(
      writeReport(bad, { metrics: SYNTHETIC_METRICS, charts: false, html: false }),
    ).rejects.toThrow(/games\.ndjson:3: .*"matchup"/);
  });

  test('without an override, metrics of an unknown game are a warning, not a failure', async () => {
    // A game id no test registers (files share their worker's registry).
    const folder = await writeSyntheticFolder(
      lines.slice(0, 6),
      syntheticManifest(TWO_MATCHUPS, 'unregistered-game'),
    );
    const seen: string[] = [];
    await writeReport(folder, { charts: false, html: false, onWarning: (m) => seen.push(m) });
    expect(seen.join('\n')).toMatch(/metrics of game "unregistered-game" unavailable/);
    const summary = JSON.parse(await readFile(join(folder, 'summary.json'), 'utf8'));
    expect(summary.matchups[0].games).toBe(6);
  });
});
