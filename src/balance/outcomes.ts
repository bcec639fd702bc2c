/**
 * Reading the outcomes of a results folder for the balance analyses: per matchup, the
 * winner of every game by game index (streamed from games.ndjson), with the side
 * names and seat swap from manifest.json.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchupInfos, readGameLines, readManifest } from '../report/read-results.js';
import { addCluster, clusteredInterval, emptyClusterSums } from '../stats/clustered.js';
import { wilsonInterval } from '../stats/wilson.js';

/** One game as the analyses need it. */
export interface GameOutcome {
  /** Winning side index, or null for a draw/timeout. */
  winner: number | null;
  seed: string;
  /** Index of the side that played first, or null when the game does not say. */
  firstSide: number | null;
  /** The game's digest (equal digests: the same game); absent in older results. */
  digest?: string;
}

/** The games of one matchup. */
export interface MatchupOutcomes {
  name: string;
  sides: string[];
  seatSwap: boolean;
  /** Game index → outcome. */
  games: Map<number, GameOutcome>;
  /** Games that failed (manifest `errors`): the analysis leaves them out, and says so. */
  failedGames?: number;
}

/** Reads every matchup of a results folder (matchups of the manifest first, in order). */
export async function readOutcomes(dir: string): Promise<Map<string, MatchupOutcomes>> {
  const manifest = await readManifest(dir);
  const out = new Map<string, MatchupOutcomes>();
  for (const m of matchupInfos(manifest))
    out.set(m.name, {
      name: m.name,
      sides: m.sides,
      seatSwap: m.seatSwap,
      games: new Map(),
      failedGames: m.failedGames ?? 0,
    });
  const file = join(dir, 'games.ndjson');
  if (!existsSync(file)) return out;
  for await (const line of readGameLines(file)) {
    let m = out.get(line.matchup);
    if (!m) {
      m = {
        name: line.matchup,
        sides: line.sides.map((s) => s.name),
        seatSwap: Boolean(line.swap),
        games: new Map(),
      };
      out.set(line.matchup, m);
    }
    m.games.set(line.game, {
      winner: line.winner,
      seed: String(line.seed),
      firstSide: line.firstSide ?? null,
      ...(line.digest !== undefined ? { digest: line.digest } : {}),
    });
  }
  return out;
}

/** Win/draw counts of a matchup, over the games with index below `limit`. */
export interface Tally {
  games: number;
  draws: number;
  /** Wins per side index. */
  wins: number[];
}

/** Counts the games of a matchup (all of them, or those with index < limit). */
export function tally(m: MatchupOutcomes, limit = Infinity): Tally {
  const t: Tally = { games: 0, draws: 0, wins: m.sides.map(() => 0) };
  for (const [g, o] of m.games) {
    if (g >= limit) continue;
    t.games++;
    if (o.winner === null) t.draws++;
    else t.wins[o.winner] = (t.wins[o.winner] ?? 0) + 1;
  }
  return t;
}

/** Game index → 1 when `side` won, else 0. */
export function winIndicator(m: MatchupOutcomes, side: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const [g, o] of m.games) out.set(g, o.winner === side ? 1 : 0);
  return out;
}

/**
 * Side 0's results over the complete seat-swapped pairs among the first `limit` games:
 * pentanomial counts of the pair score (0, ¼, ½, ¾, 1; a draw scores ½). Without seat
 * swap, trinomial counts of single games (loss, draw, win).
 */
export function observationCounts(m: MatchupOutcomes, limit = Infinity): number[] {
  const score = (o: GameOutcome) => (o.winner === 0 ? 1 : o.winner === null ? 0.5 : 0);
  if (!m.seatSwap) {
    const c = [0, 0, 0];
    for (const [g, o] of m.games) if (g < limit) c[score(o) * 2]!++;
    return c;
  }
  const c = [0, 0, 0, 0, 0];
  for (const [g, o] of m.games) {
    if (g % 2 === 1 || g + 1 >= limit) continue;
    const partner = m.games.get(g + 1);
    if (partner) c[Math.round((score(o) + score(partner)) * 2)]!++;
  }
  return c;
}

/** A win rate with its 95% interval over the independent unit. */
export interface WinRate {
  games: number;
  wins: number;
  winRate: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** Games less the seat-swapped pairs that repeated one game (DESIGN.md "Honest counts"). */
  effectiveGames: number;
  /** The sample size the interval's variance implies (pairs as units, stats/clustered.ts). */
  intervalGames: number;
}

/**
 * The win rate of per-game values (key → 1 won, 0 not) with its interval: Wilson's over games,
 * or with `paired` over seat-swapped pairs (key >> 1, see stats/clustered.ts). `repeated`: pairs
 * known to repeat one game, for the effective size where the spread says nothing.
 */
export function winRateOf(
  values: ReadonlyMap<number, number>,
  paired: boolean,
  repeated = 0,
): WinRate {
  let games = 0;
  let wins = 0;
  const clusters = new Map<number, [number, number]>();
  for (const [key, v] of values) {
    games++;
    wins += v;
    if (!paired) continue;
    const c = clusters.get(Math.floor(key / 2)) ?? [0, 0];
    c[0] += v;
    c[1] += 1;
    clusters.set(Math.floor(key / 2), c);
  }
  if (games === 0)
    return {
      games,
      wins,
      winRate: null,
      ciLow: null,
      ciHigh: null,
      effectiveGames: 0,
      intervalGames: 0,
    };
  if (!paired) {
    const ci = wilsonInterval(wins, games);
    return {
      games,
      wins,
      winRate: wins / games,
      ciLow: ci.low,
      ciHigh: ci.high,
      effectiveGames: games,
      intervalGames: games,
    };
  }
  const sums = emptyClusterSums();
  for (const [w, m] of clusters.values()) addCluster(sums, w, m);
  const ci = clusteredInterval(sums, games - repeated);
  return {
    games,
    wins,
    winRate: wins / games,
    ciLow: ci.low,
    ciHigh: ci.high,
    effectiveGames: games - repeated,
    intervalGames: ci.effective,
  };
}

/** Complete seat-swapped pairs among the first `limit` games whose two games have one digest. */
export function repeatedPairs(m: MatchupOutcomes, limit = Infinity): number {
  if (!m.seatSwap) return 0;
  let n = 0;
  for (const [g, o] of m.games) {
    if (g % 2 === 1 || g + 1 >= limit || o.digest === undefined) continue;
    if (m.games.get(g + 1)?.digest === o.digest) n++;
  }
  return n;
}

/** A side's win rate over a matchup's games with index below `limit`, with its interval over the independent unit. */
export function sideWinRate(m: MatchupOutcomes, side: number, limit = Infinity): WinRate {
  const values = new Map<number, number>();
  for (const [g, o] of m.games) if (g < limit) values.set(g, o.winner === side ? 1 : 0);
  return winRateOf(values, m.seatSwap && m.sides.length === 2, repeatedPairs(m, limit));
}
