/**
 * The contract tables: games.csv rows, summary.json, summary.csv, metric CSVs and
 * game-length.csv, built from games and {@link ResultsData}.
 */
import type { GameLine } from '../stats/game-line.js';
import type { MatchupSummary } from '../stats/matchup-tally.js';
import type { ResultsData } from '../stats/results-aggregator.js';
import { round6, type CsvValue } from './csv-file.js';

/** games.csv header for `sideCount` sides (contract columns, then `swap`). */
export function gamesCsvHeader(sideCount: number): string[] {
  const header = ['matchup', 'game', 'seed', 'first_side', 'winner', 'rounds', 'end_reason'];
  for (let i = 1; i <= sideCount; i++)
    header.push(`side${i}_name`, `side${i}_hull_left`, `side${i}_damage_dealt`);
  header.push('swap');
  return header;
}

/** One games.csv row; side indices become names (`sides`: the matchup's side names). */
export function gamesCsvRow(line: GameLine, sides: string[], sideCount: number): CsvValue[] {
  const name = (i: number | null): string | null =>
    i === null ? null : (sides[i] ?? line.sides[i]?.name ?? `side ${i + 1}`);
  const row: CsvValue[] = [
    line.matchup,
    line.game,
    line.seed,
    name(line.firstSide),
    line.winner === null ? 'draw' : name(line.winner),
    line.rounds,
    line.endReason,
  ];
  for (let i = 0; i < sideCount; i++) {
    const s = line.sides[i];
    row.push(s ? name(i) : null, s?.hullLeft ?? null, s?.damageDealt ?? null);
  }
  row.push(line.swap ? 1 : 0);
  return row;
}

/** Rounds every number in a JSON-like value to 6 decimals. */
function roundDeep<T>(value: T): T {
  if (typeof value === 'number') return round6(value) as T;
  if (Array.isArray(value)) return value.map(roundDeep) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundDeep(v)])) as T;
  }
  return value;
}

/** The summary.json object (contract fields plus extensions). */
export function summaryJson(data: ResultsData): {
  matchups: MatchupSummary[];
  failedGames: number;
} {
  return {
    matchups: roundDeep(data.matchups),
    failedGames: data.matchups.reduce((a, m) => a + m.failedGames, 0),
  };
}

/** summary.csv header: contract columns first. */
export const SUMMARY_CSV_HEADER = [
  'matchup',
  'side',
  'games',
  'wins',
  'draws',
  'win_rate',
  'ci_low',
  'ci_high',
  'mean_rounds',
  'losses',
  'timeouts',
  'games_first',
  'wins_when_first',
  'mean_hull_left',
  'mean_damage_dealt',
  'first_side_win_rate',
  'first_side_ci_low',
  'first_side_ci_high',
  'pairs',
  'pairs_both_won',
  'pairs_split',
  'pairs_both_lost',
  'pairs_with_draw',
  'paired_score',
  'paired_ci_low',
  'paired_ci_high',
  'distinct_games',
  'effective_games',
  'failed_games',
];

/**
 * summary.csv rows: one per matchup and side. Pair columns are from that side's
 * point of view (for the second side: both-won and both-lost swap, score is 1 − score).
 */
export function summaryCsvRows(data: ResultsData): CsvValue[][] {
  const rows: CsvValue[][] = [];
  for (const m of data.matchups) {
    m.sides.forEach((s, i) => {
      const p = m.pairs;
      const flip = i === 1;
      const pair: CsvValue[] = p
        ? [
            p.pairs,
            flip ? p.bothLost : p.bothWon,
            p.split,
            flip ? p.bothWon : p.bothLost,
            p.withDraw,
            p.pairedScore === null ? null : flip ? 1 - p.pairedScore : p.pairedScore,
            p.ciLow === null || p.ciHigh === null ? null : flip ? 1 - p.ciHigh : p.ciLow,
            p.ciLow === null || p.ciHigh === null ? null : flip ? 1 - p.ciLow : p.ciHigh,
          ]
        : [null, null, null, null, null, null, null, null];
      rows.push([
        m.name,
        s.name,
        m.games,
        s.wins,
        m.draws,
        s.winRate,
        s.ciLow,
        s.ciHigh,
        m.meanRounds,
        s.losses,
        m.timeouts,
        s.gamesFirst,
        s.winsWhenFirst,
        s.meanHullLeft,
        s.meanDamageDealt,
        m.firstSideWinRate,
        m.firstSideCiLow,
        m.firstSideCiHigh,
        ...pair,
        m.distinctGames,
        m.effectiveGames,
        m.failedGames,
      ]);
    });
  }
  return rows;
}

/** game-length.csv header and rows: the distribution of rounds per matchup. */
export const GAME_LENGTH_CSV_HEADER = ['matchup', 'rounds', 'games', 'fraction', 'timeouts'];

/** Rows of game-length.csv. */
export function gameLengthRows(data: ResultsData): CsvValue[][] {
  return data.lengths.map((l) => [l.matchup, l.rounds, l.games, l.fraction, l.timeouts]);
}
