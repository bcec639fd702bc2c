/**
 * Running a tool's matchups with the batch runner. A tool's results folder holds one
 * ordinary results folder per run unit under `runs/` (a sweep cell, an ablation variant,
 * a pilot), each played by `runMatchups` with the seeds `sortie run` would use, each
 * resumable; the units share one worker pool and one progress line.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigOverrides, LoadedConfig } from '../config/load-config.js';
import { writeReport } from '../report/write-report.js';
import type { ResultsAggregator } from '../stats/results-aggregator.js';
import { createExecutor, type Executor } from '../runner/executor.js';
import type { ProgressReporter } from '../runner/progress.js';
import { FolderLockedError, liveHolderWithin } from '../runner/folder-lock.js';
import { resultsFiles } from '../runner/results-files.js';
import {
  RunRefusedError,
  runMatchups,
  type GameErrorRecord,
  type RunSummary,
} from '../runner/run.js';

/** One results folder of a tool. */
export interface RunUnit {
  /** Folder under `<tool folder>/runs/`, e.g. "random/c03-rangeband-18". */
  dir: string;
  /** Label of the pilot variant. */
  pilot: string;
  /** What the unit is (a cell, a variant), for messages. */
  label: string;
  config: LoadedConfig;
  /** Per matchup (config order), the pilot classes of each side (pilot-mismatch.ts); absent when the game reports none. */
  sideClasses?: Array<Array<string[] | null>>;
  /**
   * A matchup config on its own (file name and text) that `loadConfigText` resolves to
   * this unit's matchups, names included: what the workers of a queue run resolve to
   * check their content. Absent for tools that cannot play through a queue.
   */
  queueConfig?: { file: string; text: string; files?: Record<string, string> };
}

/** Plays each unit on an executor of its own (a queue run per unit, see cli/queue-run.ts), closed after it. */
export type UnitExecutors = (unit: RunUnit) => Executor;

/** Sub-folder of a tool's results folder holding the units. */
export const RUNS_DIR = 'runs';

/** The results folder of a unit. */
export function unitPath(outDir: string, unit: Pick<RunUnit, 'dir'>): string {
  return join(outDir, RUNS_DIR, unit.dir);
}

/** Options of a tool run. */
export interface ExecuteOptions {
  outDir: string;
  /** Worker threads (0 = main thread). */
  threads: number;
  resume: boolean;
  force: boolean;
  /** `--games` / `--seed` as given (recorded in each unit's manifest). */
  overrides?: ConfigOverrides;
  signal?: AbortSignal;
  progress?: ProgressReporter | null;
  /** Failed games over all units before stopping (default 100). */
  maxErrors?: number;
  onGameError?: (e: GameErrorRecord) => void;
  /** Told when a unit folder's tally.json is not used as found. */
  onWarning?: (message: string) => void;
  /** Per unit: 'tables' (summary and CSVs, default), 'full' (plus charts and report.html) or 'none'. */
  unitReports?: 'none' | 'tables' | 'full';
  /** Instead of one local pool for every unit: an executor per unit run (`threads` is then the run's plan). */
  unitExecutors?: UnitExecutors;
}

/**
 * Checks the tool folder before playing: refuses a folder that already holds games
 * unless resuming (`--resume`) or starting over (`--force`, which removes `runs/`).
 */
export function prepareToolFolder(
  outDir: string,
  units: readonly Pick<RunUnit, 'dir'>[],
  o: Pick<ExecuteOptions, 'resume' | 'force'>,
): void {
  if (o.force) {
    // Never delete a run folder another process is writing (a `sortie run --out` into it).
    const busy = liveHolderWithin(join(outDir, RUNS_DIR));
    if (busy) throw new FolderLockedError(busy.dir, busy.holder, '--force would delete it');
    rmSync(join(outDir, RUNS_DIR), { recursive: true, force: true });
    return;
  }
  if (o.resume) return;
  const busy = units.find((u) => {
    const f = resultsFiles(unitPath(outDir, u)).games;
    return existsSync(f) && statSync(f).size > 0;
  });
  if (busy)
    throw new RunRefusedError(
      `${outDir} already holds games (${join(RUNS_DIR, busy.dir)}): use --resume to continue that run, --force to start over, or another --out`,
    );
}

/** Plays units one after another on one worker pool. */
export class ToolRunner {
  private executor: Executor | null = null;
  private started = false;
  /** Why the run stopped early (Ctrl-C or too many failed games), if it did. */
  stoppedBy: RunSummary['stoppedBy'] = null;
  /** Failed games so far. */
  errors = 0;
  /** Games played in this session. */
  played = 0;

  /** `plannedGames`: total over the units, for the progress line. */
  constructor(
    readonly options: ExecuteOptions,
    readonly plannedGames: number,
  ) {}

  /** Latest games done per unit folder (a sequential test runs one folder several times). */
  private readonly doneBy = new Map<string, { done: number; errors: number }>();
  /** Unit folders this runner has played into (their engine is this process's: no replay to check it). */
  private readonly playedHere = new Set<string>();

  private unitProgress(dir: string): ProgressReporter | null {
    const inner = this.options.progress;
    if (!inner) return null;
    if (!this.started) {
      inner.start(this.plannedGames, 0);
      this.started = true;
    }
    const show = () => {
      let done = 0;
      let errors = 0;
      for (const v of this.doneBy.values()) {
        done += v.done;
        errors += v.errors;
      }
      inner.update(done, errors);
    };
    return {
      start: (_total, already) => {
        this.doneBy.set(dir, { done: already, errors: this.doneBy.get(dir)?.errors ?? 0 });
        show();
      },
      update: (done, errors) => {
        this.doneBy.set(dir, { done, errors });
        show();
      },
      finish: () => {},
    };
  }

  /**
   * Plays a unit (continuing its folder), optionally only up to `games` games per
   * matchup (sequential tests); the folder keeps the hash of the full config so later
   * steps resume it. Returns null when the run has already stopped.
   */
  async run(unit: RunUnit, games?: number, continueFolder = false): Promise<RunSummary | null> {
    if (this.stoppedBy) return null;
    const own = this.options.unitExecutors?.(unit);
    const executor = own ?? (this.executor ??= createExecutor(this.options.threads));
    const config: LoadedConfig =
      games === undefined
        ? unit.config
        : { ...unit.config, matchups: unit.config.matchups.map((m) => ({ ...m, games })) };
    const dir = unitPath(this.options.outDir, unit);
    const summary = await runMatchups({
      config,
      overrides: this.options.overrides ?? {},
      outDir: dir,
      threads: this.options.threads,
      // Every unit resumes: prepareToolFolder already refused or cleared a used folder.
      resume: true,
      force: false,
      signal: this.options.signal,
      progress: this.unitProgress(dir),
      onGameError: this.options.onGameError,
      onWarning: this.options.onWarning,
      maxErrors: Math.max(1, (this.options.maxErrors ?? 100) - this.errors),
      executor,
      engineChecked: this.playedHere.has(dir),
    }).finally(() => own?.close());
    this.playedHere.add(dir);
    this.errors += summary.errors;
    this.played += summary.played;
    this.stoppedBy = summary.stoppedBy;
    if (!summary.stoppedBy && !continueFolder) await this.unitReport(dir, summary.results);
    return summary;
  }

  /** Writes a unit's own tables (and with 'full' its charts and report.html). */
  async unitReport(dir: string, results?: ResultsAggregator): Promise<void> {
    const mode = this.options.unitReports ?? 'tables';
    if (mode === 'none') return;
    const full = mode === 'full';
    await writeReport(dir, {
      charts: full,
      html: full,
      onWarning: () => {},
      ...(results ? { results } : {}),
    });
  }

  /** Stops the workers and ends the progress line. */
  async close(): Promise<void> {
    if (this.started) this.options.progress?.finish();
    await this.executor?.close();
    this.executor = null;
  }
}
