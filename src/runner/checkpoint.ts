/**
 * Preparing a results folder for a run: continuing it (`--resume`: same config
 * hash and shard required, finished games read back from games.ndjson) or
 * starting over (refused if it holds games, unless forced).
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { changesText, configChanges, onlyMoreGames } from '../config/config-diff.js';
import type { ResolvedMatchup } from '../core/game-plugin.js';
import { readManifest, type Manifest } from './manifest.js';
import { DoneSet, resultsFiles, scanDone } from './results-files.js';
import { formatShard, type Shard } from './seeds.js';
import { RunRefusedError } from './run-refused.js';

export { RunRefusedError };

/** Options of {@link prepareFolder}. */
export interface PrepareOptions {
  outDir: string;
  /** Hash of the config about to run. */
  hash: string;
  shard: Shard | null;
  resume: boolean;
  force: boolean;
  /** Games per matchup name. */
  games: Map<string, number>;
  /** The resolved matchups about to run (to say what changed since the folder's run). */
  matchups?: readonly ResolvedMatchup[];
}

/**
 * Creates or checks the folder. Returns the games already finished (empty unless
 * resuming) and the previous manifest when resuming.
 */
export async function prepareFolder(
  o: PrepareOptions,
): Promise<{ done: DoneSet; previous: Manifest | null }> {
  const files = resultsFiles(o.outDir);
  mkdirSync(o.outDir, { recursive: true });
  const previous = readManifest(o.outDir);
  const hasGames = existsSync(files.games) && statSync(files.games).size > 0;
  if (o.resume && (previous || hasGames)) {
    if (!previous)
      throw new RunRefusedError(
        `${o.outDir} has games but no manifest.json: cannot check that it is the same run; use --force to start over`,
      );
    if (previous.configHash !== o.hash) {
      const changes = o.matchups ? configChanges(previous.config.resolved, o.matchups) : [];
      // More games of the same matchups: the seeds of the games already played are unchanged.
      if (!onlyMoreGames(changes)) {
        const what = changes.length
          ? `:\n  ${changesText(changes).join('\n  ')}\n`
          : ` (hash ${previous.configHash.slice(0, 12)} → ${o.hash.slice(0, 12)}); `;
        throw new RunRefusedError(
          `the config changed since the run in ${o.outDir} started${what}` +
            `refusing to resume: only a larger --games extends a run. Run into another --out, or use --force to start over.`,
        );
      }
    }
    const was = previous.shard ? formatShard(previous.shard) : 'none';
    const now = o.shard ? formatShard(o.shard) : 'none';
    if (was !== now)
      throw new RunRefusedError(`${o.outDir} holds shard ${was}, not ${now}: refusing to resume`);
    return { done: await scanDone(files.games, o.games), previous };
  }
  if (!o.force && !o.resume && hasGames) {
    throw new RunRefusedError(
      `${o.outDir} already holds games: use --resume to continue that run (with a larger --games to extend it), --force to start over, or another --out`,
    );
  }
  for (const f of [files.games, files.errors, files.manifest, files.metrics, files.tally])
    rmSync(f, { force: true });
  return { done: new DoneSet(o.games), previous: null };
}
