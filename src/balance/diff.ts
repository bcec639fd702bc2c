/**
 * `sortie diff <dirA> <dirB>`: after a cost or rules change, compares two results
 * folders matchup by matchup and side by side: the change in win rate (B − A) with a
 * 95% interval, paired seed by seed when both runs played the same seeds (the same
 * config name, matchup names and master seed), else Newcombe's interval for
 * independent proportions. A change is marked "moved" only when it stays significant
 * after Holm's correction over all the rows compared (the intervals are uncorrected).
 * Tool folders (sweeps, ablations, ...) are compared run folder by run folder.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { intervalChart } from '../report/balance-charts.js';
import type { BalanceReport } from '../report/balance-report.js';
import {
  readOutcomes,
  sideWinRate,
  tally,
  winIndicator,
  type MatchupOutcomes,
  type WinRate,
} from './outcomes.js';
import { holmSignificant, independentDifference, pairedDifference } from './paired-difference.js';
import { percentText, signedPercentText } from '../report/percent.js';

/** One compared side of one matchup. */
export interface DiffRow {
  /** Run folder relative to the compared folders ("" for the folders themselves). */
  run: string;
  matchup: string;
  side: string;
  gamesA: number;
  gamesB: number;
  winRateA: number | null;
  winRateB: number | null;
  /** B − A. */
  diff: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  pValue: number | null;
  /** True when compared seed by seed. */
  paired: boolean;
  /** Games compared seed by seed (paired only). */
  pairedGames: number;
  /** The interval excludes 0. */
  moved: boolean;
  /** Still significant after Holm's adjustment over all rows. */
  holm: boolean;
}

/** The comparison. */
export interface DiffResult {
  dirA: string;
  dirB: string;
  rows: DiffRow[];
  /** Matchups (run/matchup) found in one folder only. */
  onlyA: string[];
  onlyB: string[];
}

/** Results folders (holding games.ndjson) at or below `dir`, as paths relative to it. */
export function resultsFolders(dir: string, depth = 4): string[] {
  const out: string[] = [];
  const walk = (d: string, left: number) => {
    if (existsSync(join(d, 'games.ndjson'))) out.push(relative(dir, d));
    if (left === 0) return;
    for (const e of readdirSync(d, { withFileTypes: true }))
      if (e.isDirectory() && e.name !== 'charts' && !e.name.startsWith('.'))
        walk(join(d, e.name), left - 1);
  };
  if (existsSync(dir)) walk(dir, depth);
  return out.sort();
}

/** Whether two runs of a matchup played the same seeds (most shared game indices agree). */
function sameSeeds(a: MatchupOutcomes, b: MatchupOutcomes): boolean {
  let shared = 0;
  let same = 0;
  for (const [g, o] of a.games) {
    const p = b.games.get(g);
    if (!p) continue;
    shared++;
    if (p.seed === o.seed) same++;
  }
  return shared > 0 && same >= shared / 2;
}

/** Compares one matchup side by side. */
export function diffMatchup(run: string, a: MatchupOutcomes, b: MatchupOutcomes): DiffRow[] {
  const rows: DiffRow[] = [];
  const paired = sameSeeds(a, b);
  const ta = tally(a);
  const tb = tally(b);
  a.sides.forEach((side, i) => {
    const j = b.sides.indexOf(side) >= 0 ? b.sides.indexOf(side) : i;
    if (j >= b.sides.length) return;
    const wa = ta.wins[i] ?? 0;
    const wb = tb.wins[j] ?? 0;
    const base: Omit<DiffRow, 'diff' | 'ciLow' | 'ciHigh' | 'pValue' | 'moved' | 'pairedGames'> = {
      run,
      matchup: a.name,
      side,
      gamesA: ta.games,
      gamesB: tb.games,
      winRateA: ta.games ? wa / ta.games : null,
      winRateB: tb.games ? wb / tb.games : null,
      paired,
      holm: false,
    };
    if (paired) {
      // Only games with the same index and seed in both runs are compared.
      const ia = new Map(
        [...winIndicator(a, i)].filter(([g]) => b.games.get(g)?.seed === a.games.get(g)!.seed),
      );
      const d = pairedDifference(
        ia,
        winIndicator(b, j),
        a.seatSwap && b.seatSwap ? {} : { unitOf: (g) => g },
      );
      rows.push({
        ...base,
        diff: d.diff,
        ciLow: d.ciLow,
        ciHigh: d.ciHigh,
        pValue: d.pValue,
        pairedGames: d.games,
        moved: d.ciLow !== null && (d.ciLow > 0 || d.ciHigh! < 0),
      });
    } else {
      const ra = sideWinRate(a, i);
      const rb = sideWinRate(b, j);
      // Each run's own interval over its independent unit (seat-swapped pairs), as its summary gives it.
      const unit = (r: WinRate) => ({
        successes: (r.winRate ?? 0) * r.intervalGames,
        n: r.intervalGames,
        low: r.ciLow ?? 0,
        high: r.ciHigh ?? 1,
      });
      const d = independentDifference(unit(ra), unit(rb));
      rows.push({
        ...base,
        diff: d?.diff ?? null,
        ciLow: d?.ciLow ?? null,
        ciHigh: d?.ciHigh ?? null,
        pValue: d?.pValue ?? null,
        pairedGames: 0,
        moved: !!d && (d.ciLow > 0 || d.ciHigh < 0),
      });
    }
  });
  return rows;
}

/** Compares two results folders (or tool folders). */
export async function diffFolders(dirA: string, dirB: string): Promise<DiffResult> {
  const runsA = resultsFolders(dirA);
  const runsB = resultsFolders(dirB);
  if (runsA.length === 0) throw new Error(`${dirA} holds no games.ndjson: not a results folder`);
  if (runsB.length === 0) throw new Error(`${dirB} holds no games.ndjson: not a results folder`);
  const rows: DiffRow[] = [];
  const onlyA: string[] = [];
  const onlyB: string[] = [];
  const label = (run: string, m: string) => (run ? `${run}/${m}` : m);
  for (const run of new Set([...runsA, ...runsB])) {
    const a = runsA.includes(run)
      ? await readOutcomes(join(dirA, run))
      : new Map<string, MatchupOutcomes>();
    const b = runsB.includes(run)
      ? await readOutcomes(join(dirB, run))
      : new Map<string, MatchupOutcomes>();
    for (const [name, ma] of a) {
      const mb = b.get(name);
      if (mb) rows.push(...diffMatchup(run, ma, mb));
      else onlyA.push(label(run, name));
    }
    for (const name of b.keys()) if (!a.has(name)) onlyB.push(label(run, name));
  }
  // "Moved" is the corrected verdict: with many rows some interval misses 0 by chance alone
  // (two runs differing only in their seed would otherwise show moves).
  holmSignificant(rows.map((r) => r.pValue)).forEach((h, i) => {
    rows[i]!.holm = h;
    rows[i]!.moved = h;
  });
  return { dirA, dirB, rows, onlyA, onlyB };
}

const signed = signedPercentText;
const pct = percentText;

/** The report. */
export function diffReport(r: DiffResult): BalanceReport {
  const label = (x: DiffRow) => `${x.run ? `${x.run}/` : ''}${x.matchup} · ${x.side}`;
  const moved = r.rows.filter((x) => x.moved).length;
  const flags = [
    ...(r.onlyA.length ? [`only in ${r.dirA}: ${r.onlyA.join(', ')}`] : []),
    ...(r.onlyB.length ? [`only in ${r.dirB}: ${r.onlyB.join(', ')}`] : []),
  ];
  return {
    tool: 'diff',
    title: `Diff: ${r.dirA} → ${r.dirB}`,
    intro: `${r.rows.length} side${r.rows.length === 1 ? '' : 's'} of matching matchups compared; ${moved} moved beyond noise (significant at 5% after Holm's correction over all rows).`,
    facts: [
      ['A (before)', r.dirA],
      ['B (after)', r.dirB],
      ['paired seed by seed', `${r.rows.filter((x) => x.paired).length} of ${r.rows.length}`],
    ],
    flags,
    sections: [
      {
        id: 'diff',
        title: 'Win-rate changes (B − A)',
        notes: [
          "Paired rows compare the same seeds game by game (seat-swapped pairs as units); others use Newcombe's interval for independent runs. A row moved beyond noise when its change stays significant with all rows tested together (Holm); its 95% interval alone is not corrected.",
        ],
        charts: r.rows.length
          ? [
              intervalChart({
                id: 'diff',
                title: 'Change in win rate (B − A) with 95% interval',
                rows: r.rows.map((x) => ({
                  label: label(x),
                  value: x.diff,
                  low: x.ciLow,
                  high: x.ciHigh,
                  group: x.moved ? 'moved' : 'within noise',
                })),
                axisTitle: 'win-rate change',
                format: '+.1%',
                reference: 0,
              }),
            ]
          : [],
        tables: [
          {
            title: 'Changes',
            file: 'diff.csv',
            header: [
              'run',
              'matchup',
              'side',
              'games_a',
              'games_b',
              'win_rate_a',
              'win_rate_b',
              'diff',
              'ci_low',
              'ci_high',
              'p_value',
              'paired',
              'paired_games',
              'moved',
              'holm',
            ],
            rows: r.rows.map((x) => [
              x.run,
              x.matchup,
              x.side,
              x.gamesA,
              x.gamesB,
              x.winRateA,
              x.winRateB,
              x.diff,
              x.ciLow,
              x.ciHigh,
              x.pValue,
              x.paired ? 1 : 0,
              x.pairedGames,
              x.moved ? 1 : 0,
              x.holm ? 1 : 0,
            ]),
            formats: [
              'text',
              'text',
              'text',
              'int',
              'int',
              'pct',
              'pct',
              'signed-pct',
              'signed-pct',
              'signed-pct',
              'p',
              'int',
              'int',
              'int',
              'int',
            ],
            highlight: r.rows.map((x, i) => (x.moved ? i : -1)).filter((i) => i >= 0),
            hide: r.rows.every((x) => !x.run) ? ['run'] : [],
          },
        ],
      },
    ],
    json: r,
  };
}

/** Says that the change is paired, and over which games when the rates beside it count more. */
function pairedNote(x: DiffRow): string {
  const all = x.pairedGames === x.gamesA && x.pairedGames === x.gamesB;
  return all
    ? ` paired over ${x.pairedGames} games`
    : ` paired over the ${x.pairedGames} common games (the rates count all games)`;
}

/** Terminal summary: one line per side, moved ones marked. */
export function diffText(r: DiffResult): string {
  const lines = r.rows.map(
    (x) =>
      `${x.moved ? '*' : ' '} ${x.run ? `${x.run}/` : ''}${x.matchup} · ${x.side}: ${pct(x.winRateA)} → ${pct(x.winRateB)}  ${signed(x.diff)} [${signed(x.ciLow)}, ${signed(x.ciHigh)}]${x.paired ? pairedNote(x) : ''}${x.holm ? ' (holm)' : ''}`,
  );
  for (const m of r.onlyA) lines.push(`  only in A: ${m}`);
  for (const m of r.onlyB) lines.push(`  only in B: ${m}`);
  lines.push(
    `${r.rows.filter((x) => x.moved).length} of ${r.rows.length} moved beyond noise (marked *; Holm-corrected over all rows)`,
  );
  return lines.join('\n');
}
