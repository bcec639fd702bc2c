/**
 * The boundary between a ruleset and the rest of Sortie.
 *
 * A game plugs in by implementing {@link GamePlugin}: it resolves the game-specific
 * part of a matchup config, plays one game from a seed, and declares its metrics.
 * The runner, statistics and reports know nothing else about the game.
 */
import type { MetricDeclaration, MetricRow } from './metrics.js';

/** A problem found while resolving a config, positioned by its path in the config. */
export interface ConfigIssue {
  /** Path inside the matchup object, e.g. ["sides", 1, "ships", 0, "parts", 2]. */
  path: Array<string | number>;
  /** What is wrong, in words. */
  message: string;
  /** Close valid alternatives for an unknown id or key ("did you mean"). */
  suggestions?: string[];
}

/** Thrown by {@link GamePlugin.resolveMatchup} when the matchup is invalid. */
export class ConfigIssuesError extends Error {
  constructor(readonly issues: ConfigIssue[]) {
    super(issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
}

/** Options for playing one game. Everything random derives from `seed`. */
export interface PlayOptions {
  /** The per-game seed (see core/rng gameSeed). */
  seed: string;
  /** Index of the game inside its matchup. */
  gameIndex: number;
  /** When true the second side acts first (seat swap). */
  swapSeats: boolean;
  /** Round cap: reaching it ends the game as a timeout. */
  roundCap: number;
  /** Collect a readable log (replays); off in batch runs. */
  log?: boolean;
}

/** Per-side outcome of one game. */
export interface SideResult {
  name: string;
  /** Hull (or the game's equivalent health) left at the end, summed over ships. */
  hullLeft: number;
  /** Damage this side dealt. */
  damageDealt: number;
  /** Game-specific score (scenarios), if any. */
  score?: number;
}

/** The result of one game: what games.ndjson stores per line (plus runner fields). */
export interface GameResult {
  /** Index of the side that acted first (after seat swap). */
  firstSide: number;
  /** Index of the winning side, or null for a draw/timeout. */
  winner: number | null;
  /** Rounds played (the round in which the game ended). */
  rounds: number;
  /** Why the game ended, e.g. "destroyed", "round-cap", "scenario". */
  endReason: string;
  sides: SideResult[];
  /** Rows per metric id, as declared by the game's metrics. */
  metrics: Record<string, MetricRow[]>;
  /** Readable turn-by-turn log when requested. */
  log?: string[];
  /** Extra game-specific fields for replays (e.g. ship paths for the board picture). */
  trace?: unknown;
}

/** A resolved matchup: what the runner hands to workers. Must be JSON-serializable. */
export interface ResolvedMatchup<G = unknown> {
  /** Unique name of the matchup inside its config file. */
  name: string;
  game: string;
  format: string;
  /** Side names in config order. */
  sides: string[];
  games: number;
  seed: string;
  roundCap: number;
  /** Seat swapping: each pair of consecutive games shares a seed with sides swapped. */
  seatSwap: boolean;
  /** Game-specific resolved setup. */
  setup: G;
}

/** A ruleset. */
export interface GamePlugin<G = unknown> {
  /** The `game:` value in configs, e.g. "snap-ships". */
  id: string;
  /** Display name. */
  title: string;
  /** Formats the game supports (values of `format:`). */
  formats: string[];
  /** Default round cap when the config gives none. */
  defaultRoundCap: number;
  /**
   * Top-level matchup keys this game reads besides the generic ones (name, game,
   * format, games, seed, roundCap, seatSwap, table, terrain, sides), e.g. `budget`.
   * The config loader rejects any other key with a "did you mean".
   */
  configKeys?: readonly string[];
  /**
   * Resolves the game-specific part of one matchup (sides, terrain, format, table...)
   * into a serializable setup. Throws {@link ConfigIssuesError} with paths relative to
   * the matchup object.
   */
  resolveSetup(raw: Record<string, unknown>): G;
  /** Side names of a raw matchup (for summaries) once resolved. */
  sideNames(setup: G): string[];
  /** Whether the format has two opposing sides (seat swap applies). */
  twoSided(setup: G): boolean;
  /** Plays one game to the end. Pure function of (setup, options). */
  playGame(setup: G, options: PlayOptions): GameResult;
  /** The metrics this game emits. */
  metrics: MetricDeclaration<any, any>[];
  /** Draws the board picture of a replayed game (from `GameResult.trace`) as SVG. */
  renderReplay?(result: GameResult): string | null;
}
