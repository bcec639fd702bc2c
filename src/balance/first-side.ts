/**
 * The value of playing first: how often the side that played first (the game's `firstSide`,
 * e.g. the player with initiative) won, with its Wilson 95% interval. With seats swapped every
 * other game each side plays first equally often, so for a given pair of builds this reads the
 * worth of going first apart from which build is stronger; above 50% (interval clear of it)
 * going first helps. The tools report it per pairing (tournament), per cell (sweep) and per test
 * (compare); it is generic: games that do not record a first side report no games.
 */
import type { CellFormat } from '../report/balance-report.js';
import { wilsonInterval } from '../stats/wilson.js';
import type { MatchupOutcomes } from './outcomes.js';

/** The first side's results. */
export interface FirstSideRate {
  /** Games whose first side is known. */
  firstSideGames: number;
  firstSideWins: number;
  /** Wins over those games (draws count as not won), null without games. */
  firstSideWinRate: number | null;
  firstSideCiLow: number | null;
  firstSideCiHigh: number | null;
}

/** The first side's record over a matchup's games (those with index below `limit`). */
export function firstSideRate(m: MatchupOutcomes | undefined, limit = Infinity): FirstSideRate {
  let games = 0;
  let wins = 0;
  for (const [g, o] of m?.games ?? []) {
    if (g >= limit || o.firstSide === null) continue;
    games++;
    if (o.winner === o.firstSide) wins++;
  }
  const ci = wilsonInterval(wins, games);
  return {
    firstSideGames: games,
    firstSideWins: wins,
    firstSideWinRate: games ? wins / games : null,
    firstSideCiLow: games ? ci.low : null,
    firstSideCiHigh: games ? ci.high : null,
  };
}

/** "first side wins 54.0% [50.1%, 57.9%] of 600", or '' without games. */
export function firstSideText(r: FirstSideRate, pct: (x: number | null) => string): string {
  if (!r.firstSideGames) return '';
  return `first side wins ${pct(r.firstSideWinRate)} [${pct(r.firstSideCiLow)}, ${pct(r.firstSideCiHigh)}] of ${r.firstSideGames}`;
}

/** The first side's fields of a result that carries them (for a row of its own). */
export function pickFirstSide(r: FirstSideRate): FirstSideRate {
  const { firstSideGames, firstSideWins, firstSideWinRate, firstSideCiLow, firstSideCiHigh } = r;
  return { firstSideGames, firstSideWins, firstSideWinRate, firstSideCiLow, firstSideCiHigh };
}

/** The first-side columns of the tools' CSV tables, their cells and their formats. */
export const FIRST_SIDE_HEADER = [
  'games',
  'first_side_wins',
  'first_side_win_rate',
  'ci_low',
  'ci_high',
];
export const FIRST_SIDE_FORMATS: CellFormat[] = ['int', 'int', 'pct', 'pct', 'pct'];
export function firstSideCells(r: FirstSideRate): Array<number | null> {
  return [
    r.firstSideGames,
    r.firstSideWins,
    r.firstSideWinRate,
    r.firstSideCiLow,
    r.firstSideCiHigh,
  ];
}
