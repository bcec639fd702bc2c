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
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LoadedConfig, ConfigOverrides } from '../config/load-config.js';
import type { ResolvedMatchup } from '../core/game-plugin.js';
import { removeStaleTemps } from '../core/atomic-write.js';
import {
  BatchCancelledError,
  createExecutor,
  ExecutorLostError,
  type Executor,
} from './executor.js';
import { prepareFolder } from './checkpoint.js';
import { refuseLinkedEntries } from './writable-folder.js';
import { checkSameEngine } from './engine-check.js';
import { thisCommand, withFolderLock } from './folder-lock.js';
import { ResultsAggregator } from '../stats/results-aggregator.js';
import { BatchPlanner, type Batch } from './batch-plan.js';
import { metricsOfGames } from './game-metrics.js';
import { matchupPilots } from './matchup-pilots.js';
import {
  commonSeed,
  folderLayout,
  manifestMatchup,
  writeManifest,
  type Manifest,
  type ManifestSession,
} from './manifest.js';
import { gitCommit, packageVersion } from './paths.js';
import { keyCountOf, type GameFailure, type BatchResult, type BatchTask } from './play-batch.js';
import type { ProgressReporter } from './progress.js';
import { resultsFiles, scanDone } from './results-files.js';
import { restoreResults } from './resume-results.js';
import { ResultsSink } from './results-sink.js';
import { extrasOf, infoOf, poolGrower, type Played } from './batch-results.js';
import { ownedGameCount, slotOf, type Shard } from './seeds.js';
import { shellQuote } from './shell-quote.js';

export { RunRefusedError } from './run-refused.js';

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
  /**
   * Told when something in the folder is not used as found (an edited tally.json) and what a
   * resume had to repair (games played again because their metric rows are missing).
   */
  onWarning?: (message: string) => void;
  /** Called for each game that threw (after it is recorded in errors.ndjson). */
  onGameError?: (error: GameErrorRecord) => void;
  /** Stop dispatching after this many failed games (default 100). */
  maxErrors?: number;
  /** Batch sizing (defaults: 4..200 games a piece of a block, ~100 ms per batch; see batch-plan.ts). */
  batch?: { min?: number; max?: number; targetMs?: number };
  /** Time between tally.json checkpoints while playing (ms, default 5000). */
  checkpointMs?: number;
  /** Builds the replay command shown for a failed game. */
  replayCommand?: (matchup: ResolvedMatchup, game: number, multi: boolean) => string;
  /** Use this executor instead of creating one (benchmarks, a CLI that started it early); it is not closed. */
  executor?: Executor;
  /**
   * Start with one worker and add the others (up to `threads`) only once the games
   * left would take a single worker longer than GROW_FACTOR (batch-results.ts) times a new worker's
   * start-up and warm-up: a short run is not slowed by warming workers it does not need.
   */
  autoThreads?: boolean;
  /** The caller already holds `outDir`'s lock (see folder-lock.ts); else the run takes it. */
  folderLocked?: boolean;
  /**
   * This process played into `outDir` already (a balance tool extending a unit round after
   * round): a resume does not replay its first game to check the engine (engine-check.ts).
   */
  engineChecked?: boolean;
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
  /** The statistics of every game in the folder (what the report is made from). */
  results: ResultsAggregator;
}

/** Default replay command for a failed game. */
export function defaultReplayCommand(
  outDir: string,
  m: ResolvedMatchup,
  game: number,
  multi: boolean,
): string {
  return `sortie replay ${shellQuote(outDir)} --game ${game}${multi ? ` --matchup ${shellQuote(m.name)}` : ''}`;
}

export { shellQuote };

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

  removeStaleTemps(outDir, ['charts']);
  refuseLinkedEntries(outDir);
  const { done, previous } = await prepareFolder({
    outDir,
    hash: config.hash,
    shard,
    resume: !!opts.resume,
    force: !!opts.force,
    games: gamesPer,
    matchups,
  });
  closeSync(openSync(files.errors, 'w')); // failed games are retried on resume, so start the list afresh

  // Seeds and metric rows as the folder had them (a new run: scheme 2 and metrics.bin).
  const layout = folderLayout(previous, outDir);
  const metricsFile = layout.metricsFile ? join(outDir, layout.metricsFile) : null;
  const metrics = await metricsOfGames(matchups.map((m) => m.game));
  const pilots = await matchupPilots(matchups);
  const infos = matchups.map(infoOf);
  const restored = previous
    ? await restoreResults({
        dir: outDir,
        gamesFile: files.games,
        layout: { metricsFile },
        infos,
        metrics,
        done,
        ...(opts.onWarning ? { onWarning: opts.onWarning } : {}),
      })
    : null;
  const aggregator = restored?.aggregator ?? new ResultsAggregator(infos, metrics);
  if (restored && restored.cut > 0 && layout.metricsFile) {
    opts.onWarning?.(
      `${layout.metricsFile} holds metric rows for ${restored.lines} of the ${restored.lines + restored.cut} games in games.ndjson (missing or cut short): ` +
        `the last ${restored.cut} are played again (same seeds, same results)`,
    );
  }

  const planned = matchups.reduce((s, m) => s + ownedGameCount(m, shard), 0);
  const already = done.total();
  const doneBy = matchups.map((m) => done.count(m.name));
  const errorsBy = matchups.map(() => 0);
  const session: ManifestSession = {
    started: new Date().toISOString(),
    finished: null,
    threads: opts.threads,
    games: 0,
    interrupted: false,
  };
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
      config: {
        file: config.file,
        name: config.name,
        text: config.text,
        overrides: opts.overrides ?? {},
        resolved: matchups,
      },
      configHash: config.hash,
      masterSeed: commonSeed(matchups),
      matchups: matchups.map((m, i) =>
        manifestMatchup(m, ownedGameCount(m, shard), doneBy[i]!, errorsBy[i]!),
      ),
      ...(Object.keys(pilots).length ? { pilots } : {}),
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
      seedScheme: layout.seedScheme,
      ...(layout.metricsFile ? { metricsFile: layout.metricsFile } : {}),
    };
  };
  writeManifest(outDir, manifest(false, false));

  // The work: owned games not yet done, matchup by matchup, in game order.
  const threads = Math.max(1, opts.threads);
  const planner = new BatchPlanner({
    matchups,
    shard,
    done,
    pending: planned - already,
    threads,
    blocks: metricsFile !== null,
    reopened: restored?.reopened ?? null,
    ...(opts.batch ? { batch: opts.batch } : {}),
  });

  const executor =
    opts.executor ?? createExecutor(opts.threads, opts.autoThreads ? { start: 1 } : {});
  if (already > 0 && !opts.engineChecked) {
    try {
      await checkSameEngine({
        outDir,
        gamesFile: files.games,
        matchups,
        seedScheme: layout.seedScheme,
        metricsFile: metricsFile !== null,
        executor,
      });
    } catch (e) {
      if (!opts.executor) await executor.close();
      throw e;
    }
  }
  const grower = opts.autoThreads ? poolGrower(executor, planner) : null;
  const sink = new ResultsSink({
    dir: outDir,
    gamesFile: files.games,
    metricsFile,
    keyCount: keyCountOf(metrics),
    aggregator,
    lines: restored?.lines ?? 0,
    reopened: restored?.reopened ?? null,
    records: restored?.records ?? 0,
    lastKey: restored?.lastKey ?? null,
    ...(opts.checkpointMs !== undefined ? { checkpointMs: opts.checkpointMs } : {}),
  });
  const errorsFd = openSync(files.errors, 'a');
  const maxErrors = opts.maxErrors ?? 100;
  const replay = opts.replayCommand ?? ((m, g, mul) => defaultReplayCommand(outDir, m, g, mul));
  let stoppedBy: RunSummary['stoppedBy'] = null;
  let errorCount = 0;
  opts.progress?.start(planned, already);

  let first = true;
  const onResult = (b: Batch, res: BatchResult) => {
    if (first) performance.mark('sortie:first-game');
    first = false;
    const m = matchups[b.mi]!;
    const lines: Array<string | null> = [];
    res.results.forEach((r, k) => {
      if (typeof r === 'string') {
        lines.push(r);
        doneBy[b.mi]!++;
        return;
      }
      lines.push(null);
      const slot = slotOf(m, b.games[k]!, layout.seedScheme);
      const rec: GameErrorRecord = {
        matchup: m.name,
        game: slot.game,
        seed: slot.seed,
        swap: slot.swap,
        error: r.error,
        ...(r.stack ? { stack: r.stack } : {}),
        replay: replay(m, slot.game, multi),
      };
      writeSync(errorsFd, JSON.stringify(rec) + '\n');
      errorsBy[b.mi]!++;
      errorCount++;
      opts.onGameError?.(rec);
    });
    sink.deliver(b.seq, lines, extrasOf(b, m.name, res));
    planner.observe(res.ms, b.games.length);
    const gamesDone = doneBy.reduce((a, v) => a + v, 0);
    grower?.({ ms: res.ms, games: b.games.length, left: planned - gamesDone - errorCount });
    if (errorCount >= maxErrors && !stoppedBy) stoppedBy = 'errors';
    opts.progress?.update(gamesDone, errorCount);
  };

  // A rejected task (the worker itself failed) is retried game by game so one bad game
  // cannot take its batch-mates down with it.
  let withdrawn = 0;
  const runBatch = async (b: Batch): Promise<Played | null> => {
    const task: BatchTask = {
      matchup: matchups[b.mi]!,
      games: b.games,
      seedScheme: layout.seedScheme,
      metrics: metricsFile ? 'frames' : 'inline',
      tally: infos[b.mi]!,
      ...(b.blocks ? { blocks: b.blocks } : {}),
    };
    try {
      return await executor.run(task);
    } catch (e) {
      if (e instanceof ExecutorLostError) throw e;
      // Withdrawn after an interrupt before any worker started it: --resume plays it.
      if (e instanceof BatchCancelledError) {
        withdrawn++;
        return null;
      }
      const one = (g: number) =>
        executor
          .run({ ...task, games: [g], blocks: undefined })
          .catch((err: unknown): BatchResult => ({ results: [failure(err)], ms: 0 }));
      const singles =
        b.games.length === 1 && !b.blocks
          ? [{ results: [failure(e)], ms: 0 }]
          : await Promise.all(b.games.map(one));
      return {
        results: singles.map((s) => s.results[0]!),
        ms: singles.reduce((a, s) => a + s.ms, 0),
        ...(metricsFile ? { pieces: singles.map((s) => s.piece) } : {}),
        tallies: singles.flatMap((s) => (s.tally ? [s.tally] : [])),
      };
    }
  };

  const maxInflight = opts.threads <= 0 ? 1 : Math.max(threads, executor.maxThreads) * 2;
  let inflight = 0;
  let fatal: unknown = null;
  let onAbort = (): void => {};
  try {
    await new Promise<void>((resolve) => {
      const pump = () => {
        while (!stoppedBy && !fatal && inflight < maxInflight) {
          const b = planner.next();
          if (!b) break;
          inflight++;
          runBatch(b)
            .then((res) => res && onResult(b, res))
            .catch((e: unknown) => {
              fatal ??= e;
            })
            .finally(() => {
              inflight--;
              pump();
            });
        }
        if (inflight === 0 && (stoppedBy || fatal || !planner.pending)) resolve();
      };
      onAbort = () => {
        stoppedBy ??= 'signal';
        executor.cancelQueued?.().catch(() => {});
        pump();
      };
      if (opts.signal?.aborted) stoppedBy = 'signal';
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      pump();
    });
  } finally {
    // A balance tool runs many units under one signal: each run takes its listener away.
    opts.signal?.removeEventListener('abort', onAbort);
    sink.close();
    closeSync(errorsFd);
    if (!opts.executor) await executor.close();
    opts.progress?.finish();
  }
  // A withdrawn batch leaves a gap: the games after it were not written (the writer keeps
  // games.ndjson a prefix of the run), so the counts are those of the file.
  if (withdrawn > 0) {
    const written = await scanDone(files.games, gamesPer);
    matchups.forEach((m, i) => (doneBy[i] = written.count(m.name)));
  }
  const final = manifest(true, stoppedBy !== null || fatal !== null);
  matchups.forEach((m, i) => aggregator.setFailedGames(m.name, errorsBy[i]!));
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
    results: aggregator,
  };
}

function failure(e: unknown): GameFailure {
  const err = e instanceof Error ? e : new Error(String(e));
  return { error: `worker failed: ${err.message}`, ...(err.stack ? { stack: err.stack } : {}) };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
