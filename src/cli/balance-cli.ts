/**
 * What the balance tool commands (sweep, tournament, compare, price, ablate, optimize,
 * outliers) share:
 * their options, config errors printed as `file:line:col`, Ctrl-C handling with the
 * command that resumes, running the units (on local threads, or with `--queue` on
 * `sortie worker` processes, one queue run per unit), and printing JSON or text.
 */
import { failedFlags, failedUnits } from '../balance/failed-units.js';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../config/issues.js';
import {
  prepareToolFolder,
  ToolRunner,
  type RunUnit,
  type UnitExecutors,
} from '../balance/execute.js';
import { writeBalanceReport, type BalanceReport } from '../report/balance-report.js';
import { createProgress } from '../runner/progress.js';
import { lockFolder, thisCommand, type FolderLock } from '../runner/folder-lock.js';
import { redactPasswords } from '../runner/redact.js';
import { shellQuote } from '../runner/run.js';
import { ensureWritableFolder } from '../runner/writable-folder.js';
import {
  checkRunArgs,
  eprint,
  gameErrorPrinter,
  interruptibly,
  overridesFrom,
  ReportedError,
  reportingRefusal,
} from './common.js';

/** Arguments every balance tool command takes. */
export interface ToolArgs {
  config: string;
  games?: number;
  seed?: string;
  /** Worker threads (default: the cores here; with --queue, the workers' total, default 16). */
  threads?: number;
  out?: string;
  resume: boolean;
  force: boolean;
  quiet: boolean;
  json: boolean;
  pilots?: string;
  /** `--max-errors`: undefined when not given (the runner stops at 100 then). */
  maxErrors?: number;
  runReports: 'none' | 'tables' | 'full';
  charts: boolean;
  /** `--queue redis://host:port` (optimize and outliers): workers play every unit's batches. */
  queue?: string;
  queueTimeout?: number;
}

/** The yargs options of {@link ToolArgs} (besides the positional config). */
export const toolOptions = {
  games: {
    type: 'number',
    describe: 'games per matchup (per pairing, per cell; default: from the config, else 1000)',
  },
  seed: { type: 'string', describe: 'master seed (default: from the config, else 1)' },
  threads: {
    type: 'number',
    describe: 'worker threads (0 = play in the main thread; default: every core)',
  },
  out: { type: 'string', describe: 'results folder (default: results/<tool>-<config name>)' },
  resume: {
    type: 'boolean',
    default: false,
    describe: 'continue the run in the results folder (refused if the config changed)',
  },
  force: {
    type: 'boolean',
    default: false,
    describe: 'start over even if the results folder holds games',
  },
  quiet: { type: 'boolean', alias: 'q', default: false, describe: 'no progress output' },
  json: {
    type: 'boolean',
    default: false,
    describe: 'print the result as one JSON object on stdout',
  },
  pilots: {
    type: 'string',
    describe:
      "run under each of these pilots (comma-separated, e.g. ai-deck,random) instead of the config's",
  },
  'max-errors': {
    type: 'number',
    describe:
      'stop after this many failed games (default 100); when given, fewer failed games still exit 0',
  },
  'run-reports': {
    choices: ['none', 'tables', 'full'],
    default: 'tables',
    describe: 'per run folder: summary tables only, also charts and report.html, or nothing',
  },
  charts: {
    type: 'boolean',
    default: true,
    describe: 'write chart files (--no-charts: report.html still shows them)',
  },
} as const;

/**
 * `--queue` and `--queue-timeout`, for the tools whose units carry a config of their own
 * for the workers to check (RunUnit.queueConfig): optimize and outliers.
 */
export const queueToolOptions = {
  queue: {
    type: 'string',
    describe:
      'play the batches on `sortie worker` processes through Redis (redis://host:port); --threads: their total threads (default 16)',
  },
  'queue-timeout': {
    type: 'number',
    describe: 'with --queue: stop when Redis is unreachable this many seconds (default 30)',
  },
} as const;

/** Checks of the shared options (yargs `.check`). */
export const checkToolArgs = checkRunArgs;

/** `--pilots a,b` as a list. */
export function pilotList(argv: Pick<ToolArgs, 'pilots'>): string[] | undefined {
  const list = argv.pilots
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list?.length ? list : undefined;
}

/** Runs a planner; config problems are printed one per line and exit with 1. */
export async function planOrReport<T>(file: string, plan: () => Promise<T>): Promise<T> {
  try {
    return await plan();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    for (const line of e.lines) eprint(line);
    eprint(`${e.lines.length} problem${e.lines.length === 1 ? '' : 's'} in ${file}`);
    throw new ReportedError(1);
  }
}

/** The tool's results folder. */
export function toolOutDir(tool: string, name: string, argv: Pick<ToolArgs, 'out'>): string {
  return argv.out ?? join('results', `${tool}-${name}`);
}

/** `sortie compare`'s results folder: one for the SPRT (`--sprt`), another for `--precision`. */
export function compareOutDir(
  name: string,
  sprt: boolean,
  argv: Pick<ToolArgs, 'out'> = {},
): string {
  return toolOutDir('compare', sprt ? name : `${name}-precision`, argv);
}

/** Where `sortie compare` writes, in words (for `validate`). */
export function compareOutDirsText(name: string): string {
  return `${compareOutDir(name, true)} (--sprt) or ${compareOutDir(name, false)} (--precision)`;
}

/** The command that continues this run. */
export function resumeCommand(tool: string, argv: ToolArgs, extra: string[] = []): string {
  const parts = ['sortie', tool, shellQuote(argv.config), ...extra, '--resume'];
  if (argv.out !== undefined) parts.push('--out', shellQuote(argv.out));
  if (argv.games !== undefined) parts.push('--games', String(argv.games));
  if (argv.seed !== undefined) parts.push('--seed', shellQuote(argv.seed));
  if (argv.pilots !== undefined) parts.push('--pilots', shellQuote(argv.pilots));
  // A password in the URL is not printed: give it again, or in SORTIE_REDIS_PASSWORD.
  if (argv.queue !== undefined) parts.push('--queue', shellQuote(redactPasswords(argv.queue)));
  return parts.join(' ');
}

/**
 * Prepares the folder, sets up Ctrl-C (first: finish the games in flight; second:
 * quit), progress and error printing, and gives `body` a runner for the units. When
 * the run stops early the resume command is printed and the exit code set. With
 * `--queue` it first connects (an unreachable Redis is one error line, before anything
 * is written) and each unit run is a queue run of its own, checked by the workers
 * against the unit's own config; a Redis lost mid-run is told as by `sortie run --queue`.
 */
export async function withToolRunner(
  argv: ToolArgs,
  outDir: string,
  units: readonly RunUnit[],
  plannedGames: number,
  resume: string,
  body: (runner: ToolRunner) => Promise<void>,
  /** Text before the progress counts (a sequential tool's stage), read at every draw. */
  progressLabel?: () => string,
): Promise<ToolRunner> {
  const spec: ToolRunSpec = { argv, outDir, units, plannedGames, resume, body, progressLabel };
  const run = (threads: number, unitExecutors?: UnitExecutors) =>
    toolRun(spec, threads, unitExecutors);
  if (argv.queue === undefined) return run(argv.threads ?? availableParallelism());
  const { runThroughQueue } = await import('./queue-run.js');
  let runner: ToolRunner | null = null;
  await runThroughQueue({ ...argv, queue: argv.queue }, argv.config, async (pool) => {
    runner = await run(pool.threads, (unit) => {
      // Only the tools given queueToolOptions take --queue, and their units all carry one.
      if (!unit.queueConfig)
        throw new Error(`run unit ${unit.dir} has no config of its own for the queue's workers`);
      return pool.executor.scoped(unit.queueConfig);
    });
  });
  return runner!;
}

/** What {@link withToolRunner} was given, for the run on local threads or through the queue. */
interface ToolRunSpec {
  argv: ToolArgs;
  outDir: string;
  units: readonly RunUnit[];
  plannedGames: number;
  resume: string;
  body: (runner: ToolRunner) => Promise<void>;
  progressLabel: (() => string) | undefined;
}

async function toolRun(
  spec: ToolRunSpec,
  threads: number,
  unitExecutors: UnitExecutors | undefined,
): Promise<ToolRunner> {
  const { argv, outDir, units } = spec;
  // The whole tool folder is this process's until its report is written (finishTool).
  await reportingRefusal(() => {
    ensureWritableFolder(outDir);
    const lock = lockFolder(outDir, thisCommand());
    toolLocks.set(outDir, lock);
    try {
      prepareToolFolder(outDir, units, argv);
    } catch (e) {
      releaseToolLock(outDir);
      throw e;
    }
  });
  try {
    return await playUnits(spec, threads, unitExecutors);
  } catch (e) {
    releaseToolLock(outDir);
    throw e;
  }
}

/** The tool folders this process holds, by folder. */
const toolLocks = new Map<string, FolderLock>();

function releaseToolLock(outDir: string): void {
  toolLocks.get(outDir)?.release();
  toolLocks.delete(outDir);
}

async function playUnits(
  spec: ToolRunSpec,
  threads: number,
  unitExecutors: UnitExecutors | undefined,
): Promise<ToolRunner> {
  const { argv, outDir, plannedGames, resume, body, progressLabel } = spec;
  const interrupt = interruptibly(() => resume);
  const onGameError = gameErrorPrinter("the runs' errors.ndjson");
  const runner = new ToolRunner(
    {
      outDir,
      threads,
      resume: argv.resume,
      force: argv.force,
      overrides: overridesFrom(argv),
      signal: interrupt.signal,
      progress: argv.quiet ? null : createProgress(progressLabel ? { label: progressLabel } : {}),
      ...(argv.maxErrors !== undefined ? { maxErrors: argv.maxErrors } : {}),
      onGameError,
      onWarning: (m) => eprint(`warning: ${m}`),
      unitReports: argv.runReports,
      ...(unitExecutors ? { unitExecutors } : {}),
    },
    plannedGames,
  );
  try {
    await reportingRefusal(() => body(runner));
  } finally {
    await runner.close();
    interrupt.dispose();
  }
  if (runner.stoppedBy) {
    const why =
      runner.stoppedBy === 'signal'
        ? 'interrupted'
        : `stopped after ${runner.errors} failed games (--max-errors)`;
    eprint(`${why}: finished games are kept. Continue with:\n  ${resume}`);
    throw new ReportedError(runner.stoppedBy === 'signal' ? interrupt.exitCode() : 1);
  }
  if (runner.errors)
    eprint(
      `${runner.errors} game${runner.errors === 1 ? '' : 's'} failed: see errors.ndjson in the run folders (the analysis leaves them out)`,
    );
  return runner;
}

/** Plays every unit in order. */
export async function runAllUnits(runner: ToolRunner, units: readonly RunUnit[]): Promise<void> {
  for (const u of units) {
    await runner.run(u);
    if (runner.stoppedBy) return;
  }
}

/** Writes the report and prints the JSON or the text. */
export async function finishTool(
  argv: ToolArgs,
  outDir: string,
  report: BalanceReport,
  json: unknown,
  text: string,
  failed: boolean,
): Promise<void> {
  const failedRuns = failedUnits(outDir);
  if (failedRuns.length) {
    const flags = failedFlags(failedRuns);
    const failedGames = {
      total: failedRuns.reduce((a, u) => a + u.failedGames, 0),
      runs: failedRuns,
    };
    const withFailed = (j: unknown) =>
      j && typeof j === 'object' && !Array.isArray(j) ? { ...j, failedGames } : j;
    report = { ...report, flags: [...report.flags, ...flags], json: withFailed(report.json) };
    json = withFailed(json);
    text = [text, ...flags.map((f) => `flag: ${f}`)].join('\n');
  }
  let warnings: string[];
  try {
    warnings = await writeBalanceReport(outDir, report, { charts: argv.charts });
  } finally {
    releaseToolLock(outDir);
  }
  for (const w of warnings) eprint(`warning: ${w}`);
  if (argv.json) process.stdout.write(JSON.stringify(json) + '\n');
  else process.stdout.write(text + '\n');
  if (!argv.quiet) eprint(`report: ${join(outDir, 'report.html')}`);
  // Reaching --max-errors stopped the run earlier; under it, failed games fail the command unless allowed.
  if (failed && argv.maxErrors === undefined) throw new ReportedError(1);
}

/** Total games of some units (each matchup's `games`). */
export function plannedGames(units: readonly RunUnit[]): number {
  return units.reduce((s, u) => s + u.config.matchups.reduce((t, m) => t + m.games, 0), 0);
}
