/**
 * Whether a worker may play a run's batches: the same queue protocol and Sortie
 * version (and commit, when both sides know theirs) as the coordinator, the same game
 * content files (their hash, {@link contentHash}: a resolved matchup names cards by id,
 * the engine reads them from the content), and the same resolved matchups — the worker
 * resolves the run's config text itself and each matchup must hash (config/hash.ts,
 * the manifest's configHash) as the coordinator's does. A game the worker does not
 * know (an out-of-tree game started without the same `--plugin`) fails that resolution.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadConfigText, type LoadedConfig } from '../../config/load-config.js';
import { hashMatchups } from '../../config/hash.js';
import type { ResolvedMatchup } from '../../core/game-plugin.js';
import { gitCommit, packageRoot, packageVersion } from '../paths.js';
import { QUEUE_PROTOCOL, type RunMeta } from './queue-protocol.js';

let content: string | undefined;

/**
 * SHA-256 over the built-in games' content files (YAML and JSON data under the package's
 * games folder, by relative path): the same for two installs of the same cards.
 */
export function contentHash(): string {
  if (content) return content;
  const root = packageRoot();
  const built = join(root, 'dist', 'games');
  const dir = existsSync(built) ? built : join(root, 'src', 'games');
  const hash = createHash('sha256');
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ya?ml|json)$/.test(e.name))
        hash
          .update(`${relative(dir, p)}\0`)
          .update(readFileSync(p))
          .update('\0');
    }
  };
  walk(dir);
  return (content = hash.digest('hex'));
}

/** Why this worker cannot play the run at all, or null. */
export function versionProblem(meta: RunMeta): string | null {
  if (meta.protocol !== QUEUE_PROTOCOL)
    return `the coordinator speaks queue protocol ${meta.protocol}, this worker ${QUEUE_PROTOCOL}: run the same Sortie version on both`;
  const mine = packageVersion();
  if (meta.version !== mine)
    return `the coordinator runs Sortie ${meta.version}, this worker Sortie ${mine}: run the same version on both`;
  const commit = gitCommit();
  if (meta.gitCommit && commit && meta.gitCommit !== commit) {
    return `the coordinator runs Sortie at commit ${meta.gitCommit.slice(0, 10)}, this worker at ${commit.slice(0, 10)}: run the same version on both`;
  }
  const here = contentHash();
  if (meta.contentHash !== here) {
    return `the game content differs (content hash ${here.slice(0, 12)} on the worker, ${meta.contentHash.slice(0, 12)} on the coordinator): install the same cards on both`;
  }
  return null;
}

/** The run's config resolved here, or why it cannot be. */
export async function resolveHere(meta: RunMeta): Promise<LoadedConfig | string> {
  try {
    // Only the files the coordinator sent: nothing a run names is read from this disk.
    const sent = meta.config.files;
    return await loadConfigText(
      meta.config.text,
      meta.config.file,
      {},
      { sentFiles: typeof sent === 'object' && sent !== null ? sent : {} },
    );
  } catch (e) {
    const first = String((e as Error).message).split('\n')[0];
    return `the run's config does not resolve on the worker (${first}): this worker's game content differs from the coordinator's, or it needs the same --plugin`;
  }
}

/**
 * Why a matchup of the coordinator differs from the same matchup resolved here, or
 * null. `games` and `seed` (the run's overrides) are taken from the coordinator's.
 */
export function contentProblem(theirs: ResolvedMatchup, here: LoadedConfig): string | null {
  const mine = here.matchups.find((m) => m.name === theirs.name);
  if (!mine)
    return `the run's config has no matchup "${theirs.name}" on the worker: this worker's game content differs from the coordinator's`;
  const a = hashMatchups([theirs]);
  const b = hashMatchups([{ ...mine, games: theirs.games, seed: theirs.seed }]);
  if (a === b) return null;
  return `matchup "${theirs.name}" resolves differently on the worker (content hash ${b.slice(0, 12)}, the coordinator's ${a.slice(0, 12)}): this worker's game content differs`;
}
