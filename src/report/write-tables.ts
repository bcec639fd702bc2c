/**
 * Writes the aggregated tables of a results folder: summary.json, summary.csv,
 * game-length.csv and one CSV per declared metric that has rows (`<metric id>.csv`): a
 * metric the run's format never produces (a scenario's score in a duel) leaves no empty
 * file, and a stale one from an earlier report of the folder is removed.
 */
import { writeFileAtomic as writeFile } from '../core/atomic-write.js';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResultsData } from '../stats/results-aggregator.js';
import { toCsv } from './csv-file.js';
import {
  GAME_LENGTH_CSV_HEADER,
  gameLengthRows,
  SUMMARY_CSV_HEADER,
  summaryCsvRows,
  summaryJson,
} from './tables.js';

/** Writes every aggregated table into `outDir`. */
export async function writeTables(outDir: string, data: ResultsData): Promise<void> {
  await writeFile(join(outDir, 'summary.json'), JSON.stringify(summaryJson(data), null, 2) + '\n');
  await writeFile(join(outDir, 'summary.csv'), toCsv(SUMMARY_CSV_HEADER, summaryCsvRows(data)));
  await writeFile(
    join(outDir, 'game-length.csv'),
    toCsv(GAME_LENGTH_CSV_HEADER, gameLengthRows(data)),
  );
  for (const table of data.metrics) {
    const file = join(outDir, `${table.layout.id}.csv`);
    if (table.rows.length === 0) {
      await rm(file, { force: true });
      continue;
    }
    const header = table.layout.header;
    const rows = table.rows.map((r) => header.map((h) => r[h] ?? null));
    await writeFile(file, toCsv(header, rows));
  }
}
