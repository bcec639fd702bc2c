/**
 * Reading the outcomes of a results folder for the balance analyses: per matchup, the
 * winner of every game by game index (streamed from games.ndjson), with the side
 * names and seat swap from manifest.json.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchupInfos, readGameLines, readManifest } from '../report/read-results.js';

/** One game as the analyses need it. */
export interface GameOutcome {
  /** Winning side index, or null for a draw/timeout. */
  winner: number | null;
  seed: string;
  /** Index of the side that played first, or null when the game does not say. */
  firstSide: number | null;
}

/** The games of one matchup. */
export interface MatchupOutcomes {
  name: string;
  sides: string[];
  seatSwap: boolean;
  /** Game index → outcome. */
  games: Map<number, GameOutcome>;
}

/** Reads every matchup of a results folder (matchups of the manifest first, in order). */
export async function readOutcomes(dir: string): Promise<Map<string, MatchupOutcomes>> {
  const manifest = await readManifest(dir);
  const out = new Map<string, MatchupOutcomes>();
  for (const m of matchupInfos(manifest)) out.set(m.name, { name: m.name, sides: m.sides, seatSwap: m.seatSwap, games: new Map() });
  const file = join(dir, 'games.ndjson');
  if (!existsSync(file)) return out;
  for await (const line of readGameLines(file)) {
    let m = out.get(line.matchup);
    if (!m) {
      m = { name: line.matchup, sides: line.sides.map((s) => s.name), seatSwap: Boolean(line.swap), games: new Map() };
      out.set(line.matchup, m);
    }
    m.games.set(line.game, { winner: line.winner, seed: String(line.seed), firstSide: line.firstSide ?? null });
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
