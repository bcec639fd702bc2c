/**
 * Round-cap warnings for the balance tools' reports: a tool plays its games in run
 * folders (runs/<dir>/), and when more than {@link TIMEOUT_WARNING_SHARE} of some
 * run's games stopped at the round cap, its verdicts rest on games nobody finished.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TIMEOUT_REASONS } from '../stats/game-line.js';
import { readGameLines } from './read-results.js';
import { percentText, TIMEOUT_WARNING_SHARE, timeoutWarning } from './percent.js';

/** One run folder of a tool, as its report links it. */
export interface RunFolder {
  label: string;
  /** Folder relative to the tool's folder. */
  dir: string;
}

/** Games and timeouts per matchup of a run folder (summary.json when written, else the games). */
async function timeoutsOf(
  dir: string,
): Promise<Array<{ name: string; games: number; timeouts: number }>> {
  const summary = join(dir, 'summary.json');
  if (existsSync(summary)) {
    const s = JSON.parse(await readFile(summary, 'utf8')) as {
      matchups?: Array<{ name?: unknown; games?: unknown; timeouts?: unknown }>;
    };
    return (s.matchups ?? []).map((m) => ({
      name: String(m.name ?? ''),
      games: Number(m.games) || 0,
      timeouts: Number(m.timeouts) || 0,
    }));
  }
  const file = join(dir, 'games.ndjson');
  if (!existsSync(file)) return [];
  const counts = new Map<string, { name: string; games: number; timeouts: number }>();
  for await (const g of readGameLines(file)) {
    const c = counts.get(g.matchup) ?? { name: g.matchup, games: 0, timeouts: 0 };
    c.games += 1;
    if (TIMEOUT_REASONS.has(g.endReason)) c.timeouts += 1;
    counts.set(g.matchup, c);
  }
  return [...counts.values()];
}

/**
 * The report-wide warning when more than 5% of the games of some run's matchup ended
 * at the round cap (one line naming how many runs and the worst matchup), or null.
 */
export async function runTimeoutFlag(
  toolDir: string,
  runs: readonly RunFolder[],
): Promise<string | null> {
  const over: Array<{ label: string; share: number; games: number; timeouts: number }> = [];
  let flagged = 0;
  for (const r of runs) {
    const all = await timeoutsOf(join(toolDir, r.dir));
    const matchups = all.filter(timeoutWarning);
    if (matchups.length) flagged += 1;
    // A run of several matchups (a round robin's pairings) names the matchup too.
    for (const m of matchups) {
      over.push({
        label: all.length > 1 ? `${r.label}, ${m.name}` : r.label,
        share: m.timeouts / m.games,
        games: m.games,
        timeouts: m.timeouts,
      });
    }
  }
  if (over.length === 0) return null;
  const worst = over.reduce((a, b) => (b.share > a.share ? b : a));
  const which = `${flagged} of ${runs.length} ${runs.length === 1 ? 'run' : 'runs'}`;
  return (
    `${which}: more than ${TIMEOUT_WARNING_SHARE * 100}% of the games reached the round cap (worst: ${worst.label}, ` +
    `${worst.timeouts} of ${worst.games} games, ${percentText(worst.share)}): their winner is whoever was ahead then, so the ` +
    'win rates say little about a finished game (raise roundCap, or fly pilots that close in)'
  );
}

/** The run folders a tool report links (`runs/<dir>/summary.csv` → `runs/<dir>`). */
export function linkedRuns(
  links: ReadonlyArray<{ label: string; href: string }> | undefined,
): RunFolder[] {
  const file = '/summary.csv';
  return (links ?? [])
    .filter((l) => l.href.endsWith(file))
    .map((l) => ({ label: l.label, dir: l.href.slice(0, -file.length) }));
}
