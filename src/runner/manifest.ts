/**
 * manifest.json: what was run, by which version, when, how far it got.
 * Written when a run starts (so a crashed run can be resumed and replayed) and
 * rewritten when it stops.
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomicSync } from '../core/atomic-write.js';
import type { ResolvedMatchup, SidePilots } from '../core/game-plugin.js';
import { SEED_SCHEME, type SeedScheme } from '../core/rng.js';
import { METRICS_FILE } from './metric-frames.js';
import type { ConfigOverrides } from '../config/load-config.js';
import { parseManifestText } from './manifest-check.js';
import { metricsFileIn } from './folder-names.js';
import { resultsFiles } from './results-files.js';
import type { Shard } from './seeds.js';

/**
 * Per-matchup entry of a manifest: the resolved matchup without its game setup
 * (that is in `config.resolved`), plus this folder's progress on it.
 */
export interface ManifestMatchup extends Omit<ResolvedMatchup, 'setup'> {
  /** Games this folder is responsible for (its shard's share of `games`). */
  planned: number;
  /** Games finished (lines in games.ndjson). */
  gamesDone: number;
  /** Games that failed (errors.ndjson). */
  errors: number;
}

/** The manifest entry of a matchup. */
export function manifestMatchup(
  m: ResolvedMatchup,
  planned: number,
  gamesDone: number,
  errors: number,
): ManifestMatchup {
  const { setup: _setup, ...rest } = m;
  return { ...rest, planned, gamesDone, errors };
}

/** One invocation of `sortie run` on this folder (several after resumes). */
export interface ManifestSession {
  started: string;
  finished: string | null;
  threads: number;
  /** Games finished during this session. */
  games: number;
  interrupted: boolean;
}

/** The contents of manifest.json. */
export interface Manifest {
  tool: 'sortie';
  /** Sortie version (package.json). */
  version: string;
  /** Git commit of the Sortie checkout, null when unknown. */
  gitCommit: string | null;
  config: {
    /** Config file as named on the command line. */
    file: string;
    /** Config name (results folder name). */
    name: string;
    /** The file's text as given. */
    text: string;
    /** Command-line overrides (`--games`, `--seed`), reused by `--resume`. */
    overrides: ConfigOverrides;
    /** The resolved matchups (what the workers played). */
    resolved: ResolvedMatchup[];
  };
  /** SHA-256 of the resolved matchups; `--resume` and `merge` require it unchanged. */
  configHash: string;
  /** The master seed shared by all matchups, or null when they differ (see `matchups[].seed`). */
  masterSeed: string | null;
  matchups: ManifestMatchup[];
  /** Total games finished. */
  gamesDone: number;
  /** Total games that failed. */
  errors: number;
  /** Worker threads of the latest session (0 = in-process). */
  threads: number;
  /** This folder's shard, or null for a whole run. */
  shard: Shard | null;
  /** Start of the first session (ISO time). */
  started: string;
  /** End of the latest session, null while running or after a crash. */
  finished: string | null;
  /** Seconds spent running, summed over sessions. */
  elapsedSeconds: number;
  /** True when the latest session was stopped (Ctrl-C, too many errors) before finishing. */
  interrupted: boolean;
  /** True when every planned game is done or failed. */
  complete: boolean;
  sessions: ManifestSession[];
  /** Who flies each ship, by matchup name (GamePlugin.describePilots); absent for games that do not say. */
  pilots?: Record<string, SidePilots[]>;
  /** Folders merged into this one (`sortie merge`). */
  mergedFrom?: string[];
  /** How the games' seeds are derived (core/rng.ts); absent in older results, which use scheme 1. */
  seedScheme?: SeedScheme;
  /** The file holding the games' metric rows (metrics.bin); absent in older results, which keep them in the lines. */
  metricsFile?: string;
}

/** How a folder's games are seeded and where their metric rows are. */
export interface FolderLayout {
  seedScheme: SeedScheme;
  /** File name of the metric rows in the folder, or null when they are in games.ndjson's lines. */
  metricsFile: string | null;
}

/**
 * The layout of a folder from its manifest: a new run's (no manifest) or the recorded one.
 * A recorded metrics file other than metrics.bin (a path out of `dir`) is refused
 * ({@link UnsafeNameError}).
 */
export function folderLayout(
  manifest: Pick<Manifest, 'seedScheme' | 'metricsFile'> | null,
  dir: string,
): FolderLayout {
  if (!manifest) return { seedScheme: SEED_SCHEME, metricsFile: METRICS_FILE };
  if (manifest.metricsFile !== undefined && manifest.metricsFile !== null)
    metricsFileIn(dir, manifest.metricsFile);
  return { seedScheme: manifest.seedScheme ?? 1, metricsFile: manifest.metricsFile ?? null };
}

/**
 * Reads manifest.json of a results folder; null if there is none. Throws
 * ResultsFileError when it is not a run's manifest (damaged, cut short, edited).
 */
export function readManifest(dir: string): Manifest | null {
  const file = resultsFiles(dir).manifest;
  if (!existsSync(file)) return null;
  return parseManifestText(readFileSync(file, 'utf8'), file, true) as Manifest;
}

/** Writes manifest.json atomically (temp file + rename). */
export function writeManifest(dir: string, manifest: Manifest): void {
  writeFileAtomicSync(resultsFiles(dir).manifest, JSON.stringify(manifest, null, 2) + '\n');
}

/** The common master seed of some matchups, or null when they differ. */
export function commonSeed(matchups: ReadonlyArray<Pick<ResolvedMatchup, 'seed'>>): string | null {
  const seeds = new Set(matchups.map((m) => m.seed));
  return seeds.size === 1 ? [...seeds][0]! : null;
}
