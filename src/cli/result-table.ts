/**
 * The short result printed after `sortie run`: per matchup, each side's win rate with
 * its 95% interval, draws, mean rounds, and where the report is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { percentText as percent, timeoutWarning } from '../report/percent.js';
import { sampleNotes, type SampleCounts } from '../report/sample-notes.js';

interface SummarySide {
  name: string;
  winRate: number;
  ciLow: number;
  ciHigh: number;
}

interface SummaryMatchup extends SampleCounts {
  name: string;
  games: number;
  draws: number;
  timeouts: number;
  meanRounds: number;
  sides: SummarySide[];
}

/** The lines of the result table, from a results folder's summary.json (none if it has none). */
export function resultTable(outDir: string): string[] {
  const file = join(outDir, 'summary.json');
  if (!existsSync(file)) return [];
  const { matchups } = JSON.parse(readFileSync(file, 'utf8')) as { matchups: SummaryMatchup[] };
  const lines: string[] = [];
  const width = Math.max(4, ...matchups.flatMap((m) => m.sides.map((s) => s.name.length)));
  for (const m of matchups) {
    const draws = m.draws
      ? `, ${m.draws} draw${m.draws === 1 ? '' : 's'} (${percent(m.draws / Math.max(1, m.games))})`
      : ', no draws';
    lines.push(
      `${m.name}: ${m.games} game${m.games === 1 ? '' : 's'}${draws}, ${m.meanRounds.toFixed(1)} rounds on average`,
    );
    for (const s of m.sides)
      lines.push(
        `  ${s.name.padEnd(width)}  wins ${percent(s.winRate).padStart(6)}  95% CI ${percent(s.ciLow)}–${percent(s.ciHigh)}`,
      );
    const warning = timeoutWarning(m);
    if (warning) lines.push(`  warning: ${warning}`);
    for (const note of sampleNotes(m)) lines.push(`  note: ${note}`);
  }
  const html = join(outDir, 'report.html');
  if (existsSync(html)) lines.push(`report: ${html}`);
  return lines;
}
