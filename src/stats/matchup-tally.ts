/**
 * Mergeable per-matchup outcome statistics: wins with Wilson intervals, draws,
 * timeouts, first-side advantage, game length and seat-swapped pairs.
 */
import { clusteredInterval } from './clustered.js';
import { ValueHistogram, type HistogramData } from './histogram.js';
import { PairTally, type PairSummary, type PairTallyData } from './paired.js';
import { wilsonInterval } from './wilson.js';
import { isTimeout, type GameLine } from './game-line.js';

/** What the statistics need to know about a matchup (from manifest.json). */
export interface MatchupInfo {
  name: string;
  game: string;
  format: string;
  /** Side names in config order. */
  sides: string[];
  /** Whether consecutive games form seat-swapped pairs. */
  seatSwap: boolean;
  /** Games that failed (threw) and so are not among the tallied games (manifest `errors`). */
  failedGames?: number;
}

/** Outcome summary of one side (summary.json `sides[]`). */
export interface SideSummary {
  name: string;
  wins: number;
  /** wins / games (draws count as not won), 0..1; null without games. */
  winRate: number | null;
  /**
   * 95% interval on winRate over the independent unit: Wilson's over games, or with seat
   * swap over pairs (stats/clustered.ts).
   */
  ciLow: number | null;
  ciHigh: number | null;
  losses: number;
  /** Games in which this side acted first, and how many of those it won. */
  gamesFirst: number;
  winsWhenFirst: number;
  meanHullLeft: number | null;
  meanDamageDealt: number | null;
  /** Mean of the game's score (`sides[].score`, e.g. Armada's), present when the game keeps one. */
  meanScore?: number | null;
}

/** Outcome summary of one matchup (summary.json `matchups[]`). */
export interface MatchupSummary {
  name: string;
  game: string;
  format: string;
  games: number;
  /** Games without a winner (includes timeouts without a winner). */
  draws: number;
  /**
   * Games whose digests differ (DESIGN.md "Honest counts"); games without a digest (results
   * written before digests) count as distinct. Null when no game has a digest.
   */
  distinctGames: number | null;
  /** Games less the seat-swapped pairs that repeated one game: those count once. */
  effectiveGames: number;
  /** Games that failed and are not counted here (their errors are in errors.ndjson). */
  failedGames: number;
  /** Games that reached the round cap (with or without a winner). */
  timeouts: number;
  meanRounds: number | null;
  roundsMin: number | null;
  roundsP10: number | null;
  roundsP50: number | null;
  roundsP90: number | null;
  roundsMax: number | null;
  /** Games per end reason. */
  endReasons: Record<string, number>;
  sides: SideSummary[];
  /** Games won by the side that acted first, over all games with a known first side. */
  firstSideGames: number;
  firstSideWins: number;
  firstSideWinRate: number | null;
  firstSideCiLow: number | null;
  firstSideCiHigh: number | null;
  /** Seat-swapped pair analysis (two-sided matchups with seat swap), else null. */
  pairs: PairSummary | null;
  /** Mean margin: the winner's score minus the loser's (0 for a draw), present when the game keeps scores. */
  meanMargin?: number | null;
  /** Aggregates of key-less metrics (e.g. game health), by metric id then output column. */
  metrics: Record<string, Record<string, number | null>>;
}

/** Plain-data form of a {@link MatchupTally} (its matchup's info is not included). */
export interface MatchupTallyData {
  games: number;
  draws: number;
  timeouts: number;
  firstSideGames: number;
  firstSideWins: number;
  rounds: HistogramData;
  timeoutRounds: HistogramData;
  endReasons: Array<[string, number]>;
  sides: Array<{
    wins: number;
    losses: number;
    gamesFirst: number;
    winsWhenFirst: number;
    hullLeft: HistogramData;
    damageDealt: HistogramData;
    score?: HistogramData;
  }>;
  pairs: PairTallyData;
  /** Margins of the games with scores (absent in data written before scores were tallied). */
  margin?: HistogramData;
  /** Distinct game digests seen, and games without one (absent in older checkpoints). */
  digests?: string[];
  undigested?: number;
}

interface SideTally {
  wins: number;
  losses: number;
  gamesFirst: number;
  winsWhenFirst: number;
  hullLeft: ValueHistogram;
  damageDealt: ValueHistogram;
  score: ValueHistogram;
}

function newSide(): SideTally {
  return {
    wins: 0,
    losses: 0,
    gamesFirst: 0,
    winsWhenFirst: 0,
    hullLeft: new ValueHistogram(),
    damageDealt: new ValueHistogram(),
    score: new ValueHistogram(),
  };
}

/** Mergeable outcome tally of one matchup. */
export class MatchupTally {
  games = 0;
  draws = 0;
  timeouts = 0;
  firstSideGames = 0;
  firstSideWins = 0;
  readonly rounds = new ValueHistogram();
  /** Rounds of the games that timed out (a subset of `rounds`). */
  readonly timeoutRounds = new ValueHistogram();
  readonly endReasons = new Map<string, number>();
  readonly sides: SideTally[];
  readonly pairs = new PairTally();
  /** Winner's score minus loser's, over the games whose sides all have a score. */
  readonly margin = new ValueHistogram();
  /** Distinct digests of the games, and how many games had none. */
  readonly digests = new Set<string>();
  undigested = 0;
  /** Failed games of the matchup (set from the run or the manifest; not merged). */
  failed: number;

  constructor(readonly info: MatchupInfo) {
    this.sides = info.sides.map(newSide);
    this.failed = info.failedGames ?? 0;
  }

  /** Whether pairs are analysed: two sides and seat swap. */
  get paired(): boolean {
    return this.info.seatSwap && this.info.sides.length === 2;
  }

  private side(i: number): SideTally {
    while (this.sides.length <= i) this.sides.push(newSide());
    return this.sides[i]!;
  }

  /** Adds one finished game. */
  add(line: GameLine): void {
    this.games += 1;
    if (line.winner === null) this.draws += 1;
    if (isTimeout(line)) {
      this.timeouts += 1;
      this.timeoutRounds.add(line.rounds);
    }
    this.rounds.add(line.rounds);
    this.endReasons.set(line.endReason, (this.endReasons.get(line.endReason) ?? 0) + 1);
    const sideCount = Math.max(this.sides.length, line.sides.length);
    for (let i = 0; i < sideCount; i++) {
      const s = this.side(i);
      if (line.winner === i) s.wins += 1;
      else if (line.winner !== null) s.losses += 1;
      const result = line.sides[i];
      if (result) {
        s.hullLeft.add(result.hullLeft);
        s.damageDealt.add(result.damageDealt);
        if (typeof result.score === 'number') s.score.add(result.score);
      }
    }
    const scores = line.sides.map((r) => r.score);
    if (scores.length === 2 && scores.every((x) => typeof x === 'number')) {
      const w = line.winner;
      this.margin.add(w === null || w > 1 ? 0 : scores[w]! - scores[1 - w]!);
    }
    if (line.firstSide !== null) {
      this.firstSideGames += 1;
      const first = this.side(line.firstSide);
      first.gamesFirst += 1;
      if (line.winner === line.firstSide) {
        first.winsWhenFirst += 1;
        this.firstSideWins += 1;
      }
    }
    if (line.digest === undefined) this.undigested += 1;
    else this.digests.add(line.digest);
    if (this.paired) this.pairs.add(line.game, line.winner, line.digest);
  }

  /** Adds everything tallied by `other` (same matchup). */
  merge(other: MatchupTally): void {
    this.games += other.games;
    this.draws += other.draws;
    this.timeouts += other.timeouts;
    this.firstSideGames += other.firstSideGames;
    this.firstSideWins += other.firstSideWins;
    this.rounds.merge(other.rounds);
    this.timeoutRounds.merge(other.timeoutRounds);
    for (const [reason, n] of other.endReasons)
      this.endReasons.set(reason, (this.endReasons.get(reason) ?? 0) + n);
    other.sides.forEach((o, i) => {
      const s = this.side(i);
      s.wins += o.wins;
      s.losses += o.losses;
      s.gamesFirst += o.gamesFirst;
      s.winsWhenFirst += o.winsWhenFirst;
      s.hullLeft.merge(o.hullLeft);
      s.damageDealt.merge(o.damageDealt);
      s.score.merge(o.score);
    });
    this.pairs.merge(other.pairs);
    this.margin.merge(other.margin);
    for (const d of other.digests) this.digests.add(d);
    this.undigested += other.undigested;
  }

  /** Plain-data form (JSON-serialisable). */
  toData(): MatchupTallyData {
    return {
      games: this.games,
      draws: this.draws,
      timeouts: this.timeouts,
      firstSideGames: this.firstSideGames,
      firstSideWins: this.firstSideWins,
      rounds: this.rounds.toJSON(),
      timeoutRounds: this.timeoutRounds.toJSON(),
      endReasons: [...this.endReasons.entries()],
      sides: this.sides.map((s) => ({
        wins: s.wins,
        losses: s.losses,
        gamesFirst: s.gamesFirst,
        winsWhenFirst: s.winsWhenFirst,
        hullLeft: s.hullLeft.toJSON(),
        damageDealt: s.damageDealt.toJSON(),
        score: s.score.toJSON(),
      })),
      pairs: this.pairs.toData(),
      margin: this.margin.toJSON(),
      digests: [...this.digests],
      undigested: this.undigested,
    };
  }

  /** Adds a tally in its plain-data form ({@link toData}) of the same matchup. */
  mergeData(d: MatchupTallyData): void {
    this.games += d.games;
    this.draws += d.draws;
    this.timeouts += d.timeouts;
    this.firstSideGames += d.firstSideGames;
    this.firstSideWins += d.firstSideWins;
    this.rounds.merge(ValueHistogram.fromJSON(d.rounds));
    this.timeoutRounds.merge(ValueHistogram.fromJSON(d.timeoutRounds));
    for (const [reason, n] of d.endReasons)
      this.endReasons.set(reason, (this.endReasons.get(reason) ?? 0) + n);
    d.sides.forEach((o, i) => {
      const s = this.side(i);
      s.wins += o.wins;
      s.losses += o.losses;
      s.gamesFirst += o.gamesFirst;
      s.winsWhenFirst += o.winsWhenFirst;
      s.hullLeft.merge(ValueHistogram.fromJSON(o.hullLeft));
      s.damageDealt.merge(ValueHistogram.fromJSON(o.damageDealt));
      if (o.score) s.score.merge(ValueHistogram.fromJSON(o.score));
    });
    this.pairs.mergeData(d.pairs);
    if (d.margin) this.margin.merge(ValueHistogram.fromJSON(d.margin));
    for (const x of d.digests ?? []) this.digests.add(x);
    this.undigested += d.undigested ?? 0;
  }

  /** The summary (key-less metric aggregates are filled in by the caller). */
  summary(): MatchupSummary {
    const n = this.games;
    const rate = (k: number, of: number) => (of === 0 ? null : k / of);
    const first = wilsonInterval(this.firstSideWins, this.firstSideGames);
    const effectiveGames = n - (this.paired ? this.pairs.repeatedPairs : 0);
    const interval = (side: number, wins: number) =>
      this.paired && side < 2
        ? clusteredInterval(this.pairs.clusterSums(side), effectiveGames)
        : wilsonInterval(wins, n);
    return {
      name: this.info.name,
      game: this.info.game,
      format: this.info.format,
      games: n,
      draws: this.draws,
      distinctGames: this.digests.size === 0 ? null : this.digests.size + this.undigested,
      effectiveGames,
      failedGames: this.failed,
      timeouts: this.timeouts,
      meanRounds: this.rounds.mean(),
      roundsMin: this.rounds.extent()?.[0] ?? null,
      roundsP10: this.rounds.quantile(0.1),
      roundsP50: this.rounds.quantile(0.5),
      roundsP90: this.rounds.quantile(0.9),
      roundsMax: this.rounds.extent()?.[1] ?? null,
      endReasons: Object.fromEntries(
        [...this.endReasons.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
      ),
      sides: this.sides.map((s, i) => {
        const ci = interval(i, s.wins);
        return {
          name: this.info.sides[i] ?? `side ${i + 1}`,
          wins: s.wins,
          winRate: rate(s.wins, n),
          ciLow: n === 0 ? null : ci.low,
          ciHigh: n === 0 ? null : ci.high,
          losses: s.losses,
          gamesFirst: s.gamesFirst,
          winsWhenFirst: s.winsWhenFirst,
          meanHullLeft: s.hullLeft.mean(),
          meanDamageDealt: s.damageDealt.mean(),
          ...(s.score.mean() !== null ? { meanScore: s.score.mean() } : {}),
        };
      }),
      firstSideGames: this.firstSideGames,
      firstSideWins: this.firstSideWins,
      firstSideWinRate: rate(this.firstSideWins, this.firstSideGames),
      firstSideCiLow: this.firstSideGames === 0 ? null : first.low,
      firstSideCiHigh: this.firstSideGames === 0 ? null : first.high,
      pairs: this.paired ? this.pairs.summary() : null,
      ...(this.margin.mean() !== null ? { meanMargin: this.margin.mean() } : {}),
      metrics: {},
    };
  }
}
