/**
 * Which games a run plays and with which seeds.
 *
 * A game's seed depends only on (master seed, matchup name, pair index), so results
 * are identical for any thread count, batch size, shard or restart. With seat swap,
 * games 2k and 2k+1 form pair k: they share a seed and game 2k+1 is played with
 * the sides' seats swapped. Shard i/n owns the pairs p with p % n == i, so both
 * seats of a pair always land in the same shard.
 */
import type { ResolvedMatchup } from '../core/game-plugin.js';
import { gameSeed, type SeedScheme } from '../core/rng.js';

/** The seed and seating of one game. */
export interface GameSlot {
  /** Game index inside the matchup. */
  game: number;
  /** Pair index (the seed's index): game/2 with seat swap, else the game index. */
  pair: number;
  /** The per-game seed. */
  seed: string;
  /** True when the second side acts first. */
  swap: boolean;
}

/** A deterministic slice of a run: shard `index` of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** The fields of a matchup that decide its games. */
export type SeedSource = Pick<ResolvedMatchup, 'name' | 'seed' | 'seatSwap' | 'games'>;

/**
 * The seed and seating of game `game` of a matchup, in seed scheme `scheme` (the
 * folder's: see core/rng.ts; 1 for results whose manifest names none).
 */
export function slotOf(m: SeedSource, game: number, scheme: SeedScheme = 1): GameSlot {
  const pair = m.seatSwap ? Math.floor(game / 2) : game;
  return {
    game,
    pair,
    seed: gameSeed(m.seed, m.name, pair, scheme),
    swap: m.seatSwap && game % 2 === 1,
  };
}

/** Parses `i/n` (0 ≤ i < n). Throws with a readable message otherwise. */
export function parseShard(text: string): Shard {
  const m = /^(-?\d+)\/(-?\d+)$/.exec(text.trim());
  const shape = `--shard must look like i/n with 0 ≤ i < n (e.g. 0/4), got "${text}"`;
  if (!m) throw new Error(shape);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1) throw new Error(`${shape}: the shard count n must be at least 1`);
  if (index < 0)
    throw new Error(`${shape}: the shard index i must be 0 or more (shards are numbered from 0)`);
  if (index >= count)
    throw new Error(
      `${shape}: the shard index i must be below n (${count} shards are numbered 0 to ${count - 1})`,
    );
  return { index, count };
}

/** `i/n`. */
export function formatShard(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/** True when the game belongs to the shard (every game does without a shard). */
export function ownsGame(m: SeedSource, game: number, shard?: Shard | null): boolean {
  if (!shard) return true;
  const pair = m.seatSwap ? Math.floor(game / 2) : game;
  return pair % shard.count === shard.index;
}

/** The game indices a shard owns, ascending, without materialising them. */
export function* ownedGames(m: SeedSource, shard?: Shard | null): Generator<number> {
  const per = m.seatSwap ? 2 : 1;
  const step = shard?.count ?? 1;
  for (let pair = shard?.index ?? 0; pair * per < m.games; pair += step) {
    for (let g = pair * per; g < Math.min((pair + 1) * per, m.games); g++) yield g;
  }
}

/** How many games a shard owns. */
export function ownedGameCount(m: SeedSource, shard?: Shard | null): number {
  if (!shard) return m.games;
  const per = m.seatSwap ? 2 : 1;
  const pairs = Math.ceil(m.games / per);
  const owned = pairs > shard.index ? Math.floor((pairs - 1 - shard.index) / shard.count) + 1 : 0;
  let games = owned * per;
  // The last pair may be a single game (odd game count with seat swap).
  const lastPair = pairs - 1;
  if (per === 2 && m.games % 2 === 1 && lastPair % shard.count === shard.index) games -= 1;
  return games;
}
