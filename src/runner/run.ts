/**
 * The batch runner: plays the matchups of a loaded config into a results folder.
 *
 * Games are dispatched in batches to an {@link Executor} (a piscina pool), their
 * lines written to games.ndjson in game order by the main thread, failures to
 * errors.ndjson. The run can be stopped (AbortSignal: Ctrl-C) and resumed, and
 * split into shards; whatever the threads, batches, shards or restarts, the same
 * config and seed give the same games.ndjson.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { LoadedConfig, ConfigOverrides } from '../config/load-config.js';
import type { ResolvedMatchup } from '../core/game-plugin.js';
import { createExecutor, type Executor } from './executor.js';
import { prepareFolder } from './checkpoint.js';
import { thisCommand, withFolderLock } from './folder-lock.js';
import { commonSeed, manifestMatchup, writeManifest, type Manifest, type ManifestSession } from './manifest.js';
import { OrderedWriter } from './ordered-writer.js';
import { gitCommit, packageVersion } from './paths.js';
import type { GameFailure, BatchResult } from './play-batch.js';
import type { ProgressReporter } from './progress.js';
import { resultsFiles } from './results-files.js';
import { ownedGameCount, ownedGames, slotOf, type Shard } from './seeds.js';

export { RunRefusedError } from './checkpoint.js';

/** Options of {@link runMatchups}. */
export interface RunOptions {
  config: LoadedConfig;
  /** The overrides the config was loaded with (recorded for `--resume`). */
  overrides?: ConfigOverrides;
  outDir: string;
  /** Worker threads; 0 plays in the main thread. */
  threads: number;
  /** Continue the run in `outDir` (refused if the config changed). */
  resume?: boolean;
  /** Start over even if `outDir` already holds games. */
  force?: boolean;
  shard?: Shard | null;
  /** Aborting stops dispatching; in-flight batches finish and are written. */
  signal?: AbortSignal;
  progress?: ProgressReporter | null;
  /** Called for each game that threw (after it is recorded in errors.ndjson). */
  onGameError?: (error: GameErrorRecord) => void;
  /** Stop dispatching after this many failed games (default 100). */
  maxErrors?: number;
  /** Batch sizing (defaults: 4..200 games, ~100 ms per batch). */
  batch?: { min?: number; max?: number; targetMs?: number };
  /** Builds the replay command shown for a failed game. */
  replayCommand?: (matchup: ResolvedMatchup, game: number, multi: boolean) => string;
  /** Use this executor instead of creating one (benchmarks); it is not closed. */
  executor?: Executor;
  /** The caller already holds `outDir`'s lock (see folder-lock.ts); else the run takes it. */
  folderLocked?: boolean;
}

/** A failed game, as recorded in errors.ndjson. */
export interface GameErrorRecord {
  matchup: string;
  game: number;
  seed: string;
  swap: boolean;
  error: string;
  stack?: string;
  /** The command that replays the game. */
  replay: string;
}

/** What a run did. */
export interface RunSummary {
  outDir: string;
  manifest: Manifest;
  /** Games finished in this session. */
  played: number;
  /** Games finished overall (including earlier sessions). */
  gamesDone: number;
  /** Games this folder is responsible for. */
  planned: number;
  /** Games that failed in this session. */
  errors: number;
  /** Why the run stopped early, if it did. */
  stoppedBy: 'signal' | 'errors' | null;
  /** Seconds of this session. */
  elapsedSeconds: number;
}

/** Default replay command for a failed game. */
export function defaultReplayCommand(outDir: string, m: ResolvedMatchup, game: number, multi: boolean): string {
  return `sortie replay ${shellQuote(outDir)} --game ${game}${multi ? ` --matchup ${shellQuote(m.name)}` : ''}`;
}

/** Quotes a word for a POSIX shell when needed. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

interface Batch {
  seq: number;
  mi: number;
  games: number[];
}

/**
 * Plays the config's matchups into `outDir`, holding the folder's lock (a second
 * process writing the same folder is refused with the holder's pid and host).
 */
export async function runMatchups(opts: RunOptions): Promise<RunSummary> {
  if (opts.folderLocked) return playMatchups(opts);
  mkdirSync(opts.outDir, { recursive: true });
  return withFolderLock(opts.outDir, thisCommand(), () => playMatchups(opts));
}

async function playMatchups(opts: RunOptions): Promise<RunSummary> {
  const { config, outDir } = opts;
  const shard = opts.shard ?? null;
  const files = resultsFiles(outDir);
  const matchups = config.matchups;
  const gamesPer = new Map(matchups.map((m) => [m.name, m.games]));
  const multi = matchups.length > 1;

  const { done, previous } = await prepareFolder({ outDir, hash: config.hash, shard, resume: !!opts.resume, force: !!opts.force, games: gamesPer });
  closeSync(openSync(files.errors, 'w')); // failed games are retried on resume, so start the list afresh

  const planned = matchups.reduce((s, m) => s + ownedGameCount(m, shard), 0);
  const already = done.total();
  const doneBy = matchups.map((m) => done.count(m.name));
  const errorsBy = matchups.map(() => 0);
  const session: ManifestSession = { started: new Date().toISOString(), finished: null, threads: opts.threads, games: 0, interrupted: false };
  const t0 = performance.now();
  const prevElapsed = previous?.elapsedSeconds ?? 0;
  const manifest = (finished: boolean, interrupted: boolean): Manifest => {
    const gamesDone = doneBy.reduce((a, b) => a + b, 0);
    const errors = errorsBy.reduce((a, b) => a + b, 0);
    session.games = gamesDone - already;
    session.interrupted = interrupted;
    if (finished) session.finished = new Date().toISOString();
    return {
      tool: 'sortie',
      version: packageVersion(),
      gitCommit: gitCommit(),
      config: { file: config.file, name: config.name, text: config.text, overrides: opts.overrides ?? {}, resolved: matchups },
      configHash: config.hash,
      masterSeed: commonSeed(matchups),
      matchups: matchups.map((m, i) => manifestMatchup(m, ownedGameCount(m, shard), doneBy[i]!, errorsBy[i]!)),
      gamesDone,
      errors,
      threads: opts.threads,
      shard,
      started: previous?.started ?? session.started,
      finished: session.finished,
      elapsedSeconds: round3(prevElapsed + (performance.now() - t0) / 1000),
      interrupted,
      complete: gamesDone + errors === planned,
      sessions: [...(previous?.sessions ?? []), session],
    };
  };
  writeManifest(outDir, manifest(false, false));

  // The work: owned games not yet done, matchup by matchup, in game order.
  const pendingTotal = planned - already;
  const work = (function* () {
    for (const [mi, m] of matchups.entries()) for (const g of ownedGames(m, shard)) if (!done.has(m.name, g)) yield { mi, g };
  })();
  let peeked = work.next();
  let dispatched = 0;
  const threads = Math.max(1, opts.threads);
  const minBatch = opts.batch?.min ?? 4;
  const maxBatch = opts.batch?.max ?? 200;
  const targetMs = opts.batch?.targetMs ?? 100;
  let msPerGame = NaN;
  const nextBatch = (): Batch | null => {
    if (peeked.done) return null;
    let size = Number.isNaN(msPerGame) ? Math.min(16, maxBatch) : Math.ceil(targetMs / Math.max(msPerGame, 1e-3));
    size = Math.min(maxBatch, Math.max(minBatch, size));
    // Near the end, smaller batches keep every thread busy until the last game.
    size = Math.max(1, Math.min(size, Math.ceil((pendingTotal - dispatched) / (threads * 2))));
    const mi = peeked.value.mi;
    const batch: Batch = { seq: dispatched, mi, games: [] };
    while (!peeked.done && peeked.value.mi === mi && batch.games.length < size) {
      batch.games.push(peeked.value.g);
      peeked = work.next();
    }
    dispatched += batch.games.length;
    return batch;
  };

  const executor = opts.executor ?? createExecutor(opts.threads);
  const writer = new OrderedWriter(files.games);
  const errorsFd = openSync(files.errors, 'a');
  const maxErrors = opts.maxErrors ?? 100;
  const replay = opts.replayCommand ?? ((m, g, mul) => defaultReplayCommand(outDir, m, g, mul));
  let stoppedBy: RunSummary['stoppedBy'] = null;
  let errorCount = 0;
  opts.progress?.start(planned, already);

  const onResult = (b: Batch, res: BatchResult) => {
    const m = matchups[b.mi]!;
    const lines: Array<string | null> = [];
    res.results.forEach((r, k) => {
      if (typeof r === 'string') {
        lines.push(r);
        doneBy[b.mi]!++;
        return;
      }
      lines.push(null);
      const slot = slotOf(m, b.games[k]!);
      const rec: GameErrorRecord = { matchup: m.name, game: slot.game, seed: slot.seed, swap: slot.swap, error: r.error, ...(r.stack ? { stack: r.stack } : {}), replay: replay(m, slot.game, multi) };
      writeSync(errorsFd, JSON.stringify(rec) + '\n');
      errorsBy[b.mi]!++;
      errorCount++;
      opts.onGameError?.(rec);
    });
    writer.deliver(b.seq, lines);
    const per = res.ms / Math.max(1, b.games.length);
    msPerGame = Number.isNaN(msPerGame) ? per : 0.7 * msPerGame + 0.3 * per;
    if (errorCount >= maxErrors && !stoppedBy) stoppedBy = 'errors';
    opts.progress?.update(doneBy.reduce((a, v) => a + v, 0), errorCount);
  };

  // A rejected task (the worker itself failed) is retried game by game so one bad game
  // cannot take its batch-mates down with it.
  const runBatch = async (b: Batch): Promise<BatchResult> => {
    const task = { matchup: matchups[b.mi]!, games: b.games };
    try {
      return await executor.run(task);
    } catch (e) {
      if (b.games.length === 1) return { results: [failure(e)], ms: 0 };
      const singles = await Promise.all(b.games.map((g) => executor.run({ ...task, games: [g] }).catch((err: unknown) => ({ results: [failure(err)], ms: 0 }))));
      return { results: singles.map((s) => s.results[0]!), ms: singles.reduce((a, s) => a + s.ms, 0) };
    }
  };

  const maxInflight = opts.threads <= 0 ? 1 : threads * 2;
  let inflight = 0;
  let fatal: unknown = null;
  try {
    await new Promise<void>((resolve) => {
      const pump = () => {
        while (!stoppedBy && !fatal && inflight < maxInflight) {
          const b = nextBatch();
          if (!b) break;
          inflight++;
          runBatch(b)
            .then((res) => onResult(b, res))
            .catch((e: unknown) => {
              fatal ??= e;
            })
            .finally(() => {
              inflight--;
              pump();
            });
        }
        if (inflight === 0 && (stoppedBy || fatal || peeked.done)) resolve();
      };
      const onAbort = () => {
        stoppedBy ??= 'signal';
        pump();
      };
      if (opts.signal?.aborted) stoppedBy = 'signal';
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      pump();
    });
  } finally {
    writer.close();
    closeSync(errorsFd);
    if (!opts.executor) await executor.close();
    opts.progress?.finish();
  }
  const final = manifest(true, stoppedBy !== null || fatal !== null);
  writeManifest(outDir, final);
  if (fatal) throw fatal;
  return {
    outDir,
    manifest: final,
    played: final.gamesDone - already,
    gamesDone: final.gamesDone,
    planned,
    errors: final.errors,
    stoppedBy,
    elapsedSeconds: round3((performance.now() - t0) / 1000),
  };
}

function failure(e: unknown): GameFailure {
  const err = e instanceof Error ? e : new Error(String(e));
  return { error: `worker failed: ${err.message}`, ...(err.stack ? { stack: err.stack } : {}) };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
