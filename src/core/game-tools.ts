/**
 * What a game offers besides playing: its content commands (`sortie list`, `show`,
 * `content check`, `show-deck`), its exact calculators (`sortie calc ...`) and what
 * the balance tools need to know about its builds (costs, parts, legal swaps).
 *
 * The CLI and src/balance reach these only through {@link GameTools}, loaded on
 * demand by the game registry, so they import nothing under `src/games/<game>/` and a
 * new game plugs in without touching them.
 */
import type { CommandModule } from 'yargs';

/**
 * A mistake in what the user asked for (a bad calculator argument, an unknown id), thrown
 * by a game's command: the CLI prints its message as one line and exits 1, no stack trace.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A content listing: JSON-ready rows and their text table. */
export interface ContentListing {
  rows: Array<Record<string, unknown>>;
  /** The aligned text table (with notes under it). */
  text: string[];
}

/** `sortie show <id>` (and `show-deck`): the lines, or why nothing was found. */
export type ContentShow = { found: true; lines: string[] } | { found: false; message: string };

/** A filter option of `sortie list` (e.g. `--faction`), with its legal values. */
export interface ListFilterOption {
  describe: string;
  choices: readonly string[];
}

/** One part of a ship as the balance tools see it. */
export interface ShipPart {
  /** Index in the ship's part list. */
  index: number;
  id: string;
  /** Slot (the group its value is relative to). */
  group: string;
  /** How many copies the part stands for (e.g. a squadron entry with a count); default 1. */
  count?: number;
}

/**
 * What one entry of a tool config's `builds:` (`build:`, `opponents:`) is:
 * - `ship` (the default): one ship of a side (`pilot:` on the ship), or a squadron
 *   `{name, ships: [...], points}`;
 * - `side`: a whole side as a matchup config writes it (e.g. a fleet): the entry minus
 *   the tool keys `name`/`points` is the side, `pilot:` is set on the side and the
 *   adapter's per-"ship" methods below receive that side.
 */
export type BuildForm = 'ship' | 'side';

/**
 * What `sortie optimize` / `sortie outliers` search, as a config's `optimize:` (or
 * `outliers:`) block writes it: `ship` (e.g. `{chassis: x}`: that chassis's free slots, or
 * `{faction: f, points: 4}`; for fleets `{faction, points}` within a point limit), parts
 * held `fixed` (slot → part id, or a list for a slot with several copies) and parts to
 * `exclude`.
 */
export interface BuildSpaceRequest {
  ship: Record<string, unknown>;
  fixed: Record<string, unknown>;
  exclude: string[];
}

/** One legal build of a space. */
export interface BuildCandidate {
  /** The build entry as a config writes it (a ship, or with `buildForm: side` a whole side), without pilot. */
  build: Record<string, unknown>;
  /** Its parts (for which parts and pairs matter), each id once per copy. */
  parts: string[];
  /** Printed cost, or null when the game does not know it. */
  points: number | null;
  /** Canonical key: two candidates with the same key are the same build. */
  key: string;
  /** Short display text (e.g. the chassis and its parts). */
  label: string;
}

/**
 * The legal builds of a request. Small spaces are enumerated, large ones sampled (seeded:
 * `random` is a uniform draw in [0, 1) from the tool's seeded stream).
 */
export interface BuildSpace {
  /** What is searched, in words (e.g. "sabre-xf-23-fighter: 4 cockpits × 7 thrusters × ..."). */
  description: string;
  /** Number of legal builds when the game can count them, else null. */
  size: number | null;
  /** Every legal build when there are at most `limit`, else null. */
  enumerate(limit: number): BuildCandidate[] | null;
  /** One legal build drawn at random, or null when none could be found. */
  sample(random: () => number): BuildCandidate | null;
  /** The printed builds (presets) inside the space, kept as references by the tools. */
  presets(): BuildCandidate[];
}

/** The game knowledge the balance tools use. */
export interface BalanceAdapter {
  /** What a build entry is (default `ship`); with `side` every "ship" below is a whole side. */
  buildForm?: BuildForm;
  /** The default display name of a build entry without `name:` (e.g. its preset id), or null. */
  buildName?(ship: Record<string, unknown>): string | null;
  /** Keys every generated matchup gets unless the config sets them. */
  matchupDefaults: Record<string, unknown>;
  /** Printed cost of one ship entry (a side's total with `buildForm: side`), or null when the game does not know it. */
  shipPoints(ship: Record<string, unknown>): number | null;
  /** The ship's parts in order, or null when it has none the tools can read. */
  shipParts(ship: Record<string, unknown>): ShipPart[] | null;
  /**
   * Legal replacements for part `index` (same slot, legal build), sorted; a game may end the
   * list with its removal value (see `removal`). `matchup` is the base matchup the build
   * plays in (its format, ...), when the tool knows it.
   */
  alternatives(
    ship: Record<string, unknown>,
    index: number,
    matchup?: Record<string, unknown>,
  ): string[];
  /** The ship with part `index` replaced by `part` (presets become explicit builds). */
  withPart(ship: Record<string, unknown>, index: number, part: string): Record<string, unknown>;
  /** The alternative that removes a part instead of replacing it (e.g. `none`), if the game offers removal. */
  removal?: string;
  /**
   * The pilot class of one ship entry as a config writes it (e.g. `ai-deck:printed`,
   * `ai-deck:generated`, `heuristic:balanced`), or null when unknown. The tools flag every
   * verdict whose ships' classes differ (`pilotMismatch`): unlike pilots are not like for like.
   */
  pilotClass?(ship: Record<string, unknown>): string | null;
  /** The like-for-like alternatives to suggest when a comparison mixes pilot classes. */
  fairPilots?: string;
  /**
   * The metric table counting how often a side's parts are used (`sortie ablate` shows it next
   * to each part's value): its id and the column naming the part. Default `part-usage`/`part`.
   */
  usageTable?: { id: string; part: string };
  /**
   * Each side's result points for one game when its matchup scores games as a tournament would
   * (Armada's `tournamentPoints:`), from the resolved setup and the game's winner and scores;
   * null when the matchup has no such table. With it, `tournament`, `price`, `optimize` and
   * `compare` rank and test by mean points as well as by win rate.
   */
  resultPoints?(
    setup: unknown,
    game: { winner: number | null; scores: Array<number | undefined> },
  ): number[] | null;
  /** The name of those points in reports (e.g. "tournament points"). */
  resultPointsLabel?: string;
  /** The point limit of a build's matchup format (a build far under it is flagged), or null. */
  pointLimit?(matchup: Record<string, unknown>): number | null;
  /**
   * The legal builds a search request allows (`sortie optimize`, `sortie outliers`), with
   * `matchup` the base matchup they play in (its format, point limit). Throws a
   * {@link UsageError} for a request the game cannot read (its message names the fix).
   * Games without it cannot be searched.
   */
  buildSpace?(request: BuildSpaceRequest, matchup: Record<string, unknown>): BuildSpace;
}

/** A game's tools. Every member is optional: a game offers what it has. */
export interface GameTools {
  /** What `sortie list` can list, in help order. */
  listKinds?: readonly string[];
  /** Filters `sortie list` accepts for this game (option name → values). */
  listFilters?: Record<string, ListFilterOption>;
  /** Rows of one kind; throws an Error with a clear message for a bad kind or filter value. */
  list?(kind: string, filters: Record<string, string>): ContentListing;
  /** One card or piece of content in words, with "did you mean" on a miss. */
  show?(id: string): ContentShow;
  /** Every value the content marks uncertain (`sortie content check`). */
  contentCheck?(): { json: unknown; text: string[] };
  /** The automated pilot's deck for a build (`sortie show-deck`). */
  showDeck?(request: {
    unit: string;
    parts: string[] | undefined;
    generated: boolean;
  }): ContentShow;
  /**
   * A fleet as list text a fleet builder would export (`sortie show-fleet`): a preset `id`, a
   * `list` file's text (rewritten in one layout), or the sides of a resolved matchup `setup`.
   */
  showFleet?(request: {
    id?: string;
    list?: { file: string; text: string };
    setup?: unknown;
    side?: number;
  }): ContentShow;
  /** Subcommands of `sortie calc` (each a yargs command module, e.g. `attack`). */
  calcCommands?: CommandModule<any, any>[];
  /** Build knowledge for the balance tools (costs, parts, alternatives). */
  balance?: BalanceAdapter;
}
