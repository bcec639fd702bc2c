/**
 * `sortie merge`: combines the folders of `--shard i/n` runs into one results
 * folder whose games.ndjson is byte-identical to the unsharded run's (lines
 * interleaved by matchup order and game index, streamed: memory stays flat).
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeSync,
} from 'node:fs';
import { resolve } from 'node:path';
import { changesText, configChanges } from '../config/config-diff.js';
import { replayFirstGame } from './engine-check.js';
import { lineKey } from './game-line.js';
import { MergeError } from './merge-error.js';
import { MergedResults, sameLayout } from './merge-results.js';
import { folderLayout, readManifest, writeManifest, type Manifest } from './manifest.js';
import { notAGame, readNumberedLines, resultsFiles } from './results-files.js';
import { formatShard } from './seeds.js';

/** Options of {@link mergeShards}. */
export interface MergeOptions {
  /** Shard folders (any order). */
  dirs: string[];
  outDir: string;
  /** Merge even if shards are missing or unfinished (the result is then partial). */
  partial?: boolean;
  /** Overwrite `outDir` if it already holds games. */
  force?: boolean;
}

/** What a merge produced. */
export interface MergeSummary {
  outDir: string;
  games: number;
  errors: number;
  manifest: Manifest;
}

export { MergeError };

/** Merges shard folders into `outDir`. */
export async function mergeShards(opts: MergeOptions): Promise<MergeSummary> {
  if (opts.dirs.length === 0) throw new MergeError('no folders to merge');
  const shards = opts.dirs.map((dir) => {
    const manifest = readManifest(dir);
    if (!manifest) throw new MergeError(`${dir} has no manifest.json: not a results folder`);
    if (!existsSync(resultsFiles(dir).games))
      throw new MergeError(`${dir} has no games.ndjson: its games are lost; re-run that shard`);
    return { dir, manifest };
  });
  const first = shards[0]!.manifest;
  for (const s of shards) {
    if (s.manifest.configHash !== first.configHash) {
      const changes = changesText(configChanges(first.config.resolved, s.manifest.config.resolved));
      const what = changes.length
        ? `:\n  ${changes.join('\n  ')}`
        : ` (hash ${s.manifest.configHash.slice(0, 12)} vs ${first.configHash.slice(0, 12)})`;
      throw new MergeError(
        `${s.dir} was run with a different config than ${shards[0]!.dir}${what}`,
      );
    }
    if (!s.manifest.shard)
      throw new MergeError(`${s.dir} is not a shard (it was run without --shard)`);
    if (s.manifest.shard.count !== first.shard!.count)
      throw new MergeError(
        `${s.dir} is shard ${formatShard(s.manifest.shard)}, but ${shards[0]!.dir} is shard ${formatShard(first.shard!)}`,
      );
  }
  const count = first.shard!.count;
  const seen = new Map<number, string>();
  for (const s of shards) {
    const i = s.manifest.shard!.index;
    if (seen.has(i))
      throw new MergeError(`shard ${i}/${count} given twice: ${seen.get(i)} and ${s.dir}`);
    seen.set(i, s.dir);
  }
  const problems: string[] = [];
  for (let i = 0; i < count; i++) if (!seen.has(i)) problems.push(`shard ${i}/${count} is missing`);
  for (const s of shards) {
    if (!s.manifest.complete)
      problems.push(
        `shard ${formatShard(s.manifest.shard!)} in ${s.dir} is unfinished (${s.manifest.gamesDone} of ${sumPlanned(s.manifest)} games): resume it with --resume`,
      );
  }
  if (problems.length && !opts.partial)
    throw new MergeError(`${problems.join('; ')} (pass --partial to merge anyway)`);
  // Before the engine check: shards of two layouts replay differently for that reason alone.
  sameLayout(shards);
  await checkOneEngine(shards);
  const inputs = new Set(shards.map((s) => resolve(s.dir)));
  if (inputs.has(resolve(opts.outDir)))
    throw new MergeError('--out must be a new folder, not one of the shards');
  const out = resultsFiles(opts.outDir);
  if (!opts.force && existsSync(out.games) && statSync(out.games).size > 0)
    throw new MergeError(`${opts.outDir} already holds games: use --force to overwrite it`);
  mkdirSync(opts.outDir, { recursive: true });

  // k-way merge by (matchup order, game index).
  const order = new Map(first.config.resolved.map((m, i) => [m.name, i]));
  const rank = (line: string, dir: string, at: number): number[] => {
    const key = lineKey(line);
    const mi = key ? order.get(key.matchup) : undefined;
    if (!key || mi === undefined) {
      throw new MergeError(
        `${resultsFiles(dir).games}:${at}: ${notAGame(key)} (repair or delete that line, or re-run that shard)`,
      );
    }
    return [mi, key.game];
  };
  const results = await MergedResults.open(shards, opts.outDir);
  const streams = shards.map((s, shard) => ({
    shard,
    dir: s.dir,
    it: readNumberedLines(resultsFiles(s.dir).games)[Symbol.asyncIterator](),
    line: '',
    key: [0, 0],
  }));
  const live: typeof streams = [];
  for (const s of streams) {
    const r = await s.it.next();
    if (!r.done)
      live.push(
        Object.assign(s, { line: r.value.text, key: rank(r.value.text, s.dir, r.value.line) }),
      );
  }
  const fd = openSync(out.games, 'w');
  let games = 0;
  let buf = '';
  let prev: number[] | null = null;
  try {
    while (live.length) {
      let k = 0;
      for (let j = 1; j < live.length; j++) if (less(live[j]!.key, live[k]!.key)) k = j;
      const s = live[k]!;
      if (prev && !less(prev, s.key))
        throw new MergeError(`${s.dir}: game ${s.key[1]} is out of order or repeated`);
      prev = s.key;
      buf += s.line + '\n';
      games++;
      results.line(s.shard, first.config.resolved[s.key[0]!]!.name, s.key[1]!);
      if (buf.length > 1 << 20) {
        writeSync(fd, buf);
        buf = '';
      }
      const r = await s.it.next();
      if (r.done) live.splice(k, 1);
      else Object.assign(s, { line: r.value.text, key: rank(r.value.text, s.dir, r.value.line) });
    }
    if (buf) writeSync(fd, buf);
  } finally {
    closeSync(fd);
  }
  results.close(
    games,
    prev ? { matchup: first.config.resolved[prev[0]!]!.name, game: prev[1]! } : null,
  );

  // Errors: few, so collect and sort them.
  const errors: Array<{ line: string; key: number[] }> = [];
  for (const s of shards) {
    const f = resultsFiles(s.dir).errors;
    if (!existsSync(f)) continue;
    readFileSync(f, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line) return;
        let e: { matchup: string; game: number };
        try {
          e = JSON.parse(line) as { matchup: string; game: number };
        } catch {
          throw new MergeError(
            `${f}:${i + 1}: not a JSON line: ${line.slice(0, 80)} (repair or delete that line)`,
          );
        }
        errors.push({ line, key: [order.get(e.matchup) ?? 0, e.game] });
      });
  }
  errors.sort((a, b) => (less(a.key, b.key) ? -1 : 1));
  const efd = openSync(out.errors, 'w');
  writeSync(efd, errors.map((e) => e.line + '\n').join(''));
  closeSync(efd);

  const manifest = mergedManifest(
    shards.map((s) => s.manifest),
    opts.dirs,
    problems.length === 0,
  );
  writeManifest(opts.outDir, manifest);
  return { outDir: opts.outDir, games, errors: errors.length, manifest };
}

function less(a: number[], b: number[]): boolean {
  return a[0]! < b[0]! || (a[0] === b[0] && a[1]! < b[1]!);
}

function sumPlanned(m: Manifest): number {
  return m.matchups.reduce((a, x) => a + x.planned, 0);
}

/** The manifest of a merged folder: the shards' config, summed progress, no shard. */
function mergedManifest(parts: Manifest[], dirs: string[], whole: boolean): Manifest {
  const first = parts[0]!;
  const matchups = first.matchups.map((m, i) => {
    const gamesDone = parts.reduce((a, p) => a + (p.matchups[i]?.gamesDone ?? 0), 0);
    const errors = parts.reduce((a, p) => a + (p.matchups[i]?.errors ?? 0), 0);
    return { ...m, planned: m.games, gamesDone, errors };
  });
  const gamesDone = matchups.reduce((a, m) => a + m.gamesDone, 0);
  const errors = matchups.reduce((a, m) => a + m.errors, 0);
  const times = (f: (p: Manifest) => string | null) =>
    parts
      .map(f)
      .filter((t): t is string => !!t)
      .sort();
  return {
    ...first,
    matchups,
    gamesDone,
    errors,
    threads: Math.max(...parts.map((p) => p.threads)),
    shard: null,
    started: times((p) => p.started)[0] ?? first.started,
    finished: times((p) => p.finished).pop() ?? null,
    elapsedSeconds: Math.round(parts.reduce((a, p) => a + p.elapsedSeconds, 0) * 1000) / 1000,
    interrupted: parts.some((p) => p.interrupted),
    complete: whole && gamesDone + errors === matchups.reduce((a, m) => a + m.games, 0),
    sessions: parts.flatMap((p) => p.sessions),
    mergedFrom: dirs,
  };
}

/**
 * Refuses shards played by different engines: each shard's first game is played again
 * here, and shards of which some give their recorded line and some do not cannot all be
 * this engine's games (shards that all differ were played by one other version, or by
 * several: that cannot be told here, and they are merged).
 */
async function checkOneEngine(shards: Array<{ dir: string; manifest: Manifest }>): Promise<void> {
  const { playBatch } = await import('./play-batch.js');
  const replays = await Promise.all(
    shards.map(async (s) => {
      const layout = folderLayout(s.manifest, s.dir);
      // A game that cannot be loaded here is merged unchecked (as its metrics are left out).
      const r = await replayFirstGame({
        gamesFile: resultsFiles(s.dir).games,
        matchups: s.manifest.config.resolved,
        seedScheme: layout.seedScheme,
        metricsFile: layout.metricsFile !== null,
        play: playBatch,
      }).catch(() => null);
      return { dir: s.dir, r };
    }),
  );
  const same = replays.filter((x) => x.r?.same);
  const other = replays.filter((x) => x.r && !x.r.same);
  if (!same.length || !other.length) return;
  const names = other
    .map((x) => `${x.dir} (game ${x.r!.game} of "${x.r!.matchup}" ${x.r!.why})`)
    .join(', ');
  throw new MergeError(
    `the shards were played by different versions of the engine: ${names}, unlike ${same.map((x) => x.dir).join(', ')}; ` +
      're-run those shards with the same version as the others',
  );
}
