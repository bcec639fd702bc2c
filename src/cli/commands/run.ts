/**
 * `sortie run <config>`: plays the matchups and writes the results folder, with a
 * progress line, Ctrl-C safety (`--resume` continues) and shards.
 */
import { performance } from 'node:perf_hooks';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { GAMES_CSV_LIMIT, writeReport } from '../../report/write-report.js';
import { readManifest } from '../../runner/manifest.js';
import { defaultConfigPath } from '../../runner/paths.js';
import { lockFolder, thisCommand } from '../../runner/folder-lock.js';
import { ensureWritableFolder, fileErrorText, isDiskFull } from '../../runner/writable-folder.js';
import { resultTable } from '../result-table.js';
import { createProgress } from '../../runner/progress.js';
import { redactPasswords } from '../../runner/redact.js';
import { resultsFiles } from '../../runner/results-files.js';
import { createExecutor, type Executor } from '../../runner/executor.js';
import { runMatchups, shellQuote } from '../../runner/run.js';
import { preloadChartRenderer } from '../../report/chart-renderer.js';
import { configGames, takeEarlyPool } from '../early-pool.js';
import { formatShard, parseShard, type Shard } from '../../runner/seeds.js';
import {
  cappedThreads,
  checkRunArgs,
  eprint,
  failedGamesFail,
  gameErrorPrinter,
  interruptibly,
  reportInterruptibly,
  reportingRefusal,
  loadConfigOrReport,
  overrideOptions,
  overridesFrom,
  rateText,
  ReportedError,
} from '../common.js';
import { plural } from '../../report/plural.js';

/** Arguments of `sortie run`. */
export interface RunArgs {
  config?: string;
  games?: number;
  seed?: string;
  threads?: number;
  out?: string;
  resume: boolean;
  force: boolean;
  shard?: string;
  quiet: boolean;
  default: boolean;
  report: boolean;
  /** `--max-errors`: undefined when not given (the runner stops at 100 then). */
  maxErrors?: number;
  oversubscribe: boolean;
  gamesCsv?: boolean;
  /** `--queue redis://host:port`: workers play the batches (see cli/queue-run.ts). */
  queue?: string;
  queueTimeout?: number;
}

/** Failed games printed in full; later ones are only counted. */

/** The command that continues this run. */
function resumeCommand(
  argv: RunArgs,
  configFile: string,
  outDir: string,
  shard: Shard | null,
): string {
  const parts = [
    'sortie',
    'run',
    ...(argv.default ? ['--default'] : [shellQuote(configFile)]),
    '--resume',
  ];
  if (argv.out !== undefined) parts.push('--out', shellQuote(outDir));
  if (argv.games !== undefined) parts.push('--games', String(argv.games));
  if (argv.seed !== undefined) parts.push('--seed', shellQuote(argv.seed));
  if (shard) parts.push('--shard', formatShard(shard));
  // A password in the URL is not printed: give it again, or in SORTIE_REDIS_PASSWORD.
  if (argv.queue !== undefined) parts.push('--queue', shellQuote(redactPasswords(argv.queue)));
  return parts.join(' ');
}

async function handler(argv: ArgumentsCamelCase<RunArgs>): Promise<void> {
  const configFile = argv.default ? relativeIfInside(defaultConfigPath()) : argv.config!;
  let shard: Shard | null = null;
  try {
    shard = argv.shard !== undefined ? parseShard(argv.shard) : null;
  } catch (e) {
    eprint(`error: ${(e as Error).message}`);
    throw new ReportedError(1);
  }
  performance.mark('sortie:cli');
  if (argv.queue !== undefined) {
    const { runThroughQueue } = await import('../queue-run.js');
    return runThroughQueue(argv as typeof argv & { queue: string }, configFile, (pool) =>
      runWith(argv, configFile, shard, pool),
    );
  }
  // Without --threads the pool starts with one worker and grows as the run's size needs (runner/run.ts).
  const autoThreads = argv.threads === undefined;
  const threads = cappedThreads(
    argv.threads ?? availableParallelism(),
    argv.oversubscribe,
    argv.quiet,
  );
  // The first worker starts, and loads the game, while the config is read and resolved.
  let executor = takeEarlyPool();
  if (executor && threads > 0) {
    executor.limit(threads);
    if (!autoThreads) executor.grow(threads);
  } else {
    await executor?.close();
    executor =
      threads > 0
        ? createExecutor(threads, {
            start: autoThreads ? 1 : threads,
            preload: configGames(configFile),
          })
        : undefined;
  }
  try {
    await runWith(argv, configFile, shard, { executor, autoThreads, threads });
  } finally {
    await executor?.close();
  }
}

/** The run's worker pool, started by the handler. */
interface Pool {
  executor: Executor | undefined;
  autoThreads: boolean;
  /** Most worker threads (0: the main thread). */
  threads: number;
}

async function runWith(
  argv: ArgumentsCamelCase<RunArgs>,
  configFile: string,
  shard: Shard | null,
  pool: Pool,
): Promise<void> {
  let overrides = overridesFrom(argv);
  let config = await loadConfigOrReport(configFile, overrides);
  // Phase marks (read by `sortie bench`, see runner/bench-probe.ts).
  performance.mark('sortie:config');
  const outDir = argv.out ?? join('results', config.name);

  // --resume reuses the overrides and shard recorded when the run started.
  if (argv.resume) {
    const previous = readManifest(outDir);
    if (previous) {
      const rec = previous.config.overrides ?? {};
      const merged = { ...rec, ...overrides };
      if (JSON.stringify(merged) !== JSON.stringify(overrides)) {
        overrides = merged;
        config = await loadConfigOrReport(configFile, overrides);
      }
      if (!shard && previous.shard) shard = previous.shard;
    }
  }

  // The folder stays locked through the report, so no other process writes it meanwhile.
  const lock = await reportingRefusal(() => {
    ensureWritableFolder(outDir);
    return lockFolder(outDir, thisCommand());
  });

  // First Ctrl-C (or SIGTERM): stop dispatching, let the games in flight finish, write
  // the manifest. Second: quit at once (written games are kept either way).
  const interrupt = interruptibly(() => resumeCommand(argv, configFile, outDir, shard));
  const onGameError = gameErrorPrinter(resultsFiles(outDir).errors);

  if (!argv.quiet) {
    const total = config.matchups.reduce((a, m) => a + m.games, 0);
    const threads =
      pool.autoThreads && pool.threads > 1
        ? `up to ${pool.threads} threads`
        : `${pool.threads} thread${pool.threads === 1 ? '' : 's'}`;
    eprint(
      `sortie run: ${plural(config.matchups.length, 'matchup')}, ${plural(total, 'game')}${shard ? ` (shard ${formatShard(shard)})` : ''}, ${threads} → ${outDir}`,
    );
  }
  try {
    await playAndReport(argv, {
      config,
      overrides,
      outDir,
      shard,
      configFile,
      interrupt,
      onGameError,
      pool,
    });
  } catch (e) {
    // A full disk mid-run: the games written so far are whole (and kept).
    if (!isDiskFull(e)) throw e;
    eprint(
      `error: ${fileErrorText(e)}. The games written so far are kept; free some space and continue with:\n  ${resumeCommand(argv, configFile, outDir, shard)}`,
    );
    throw new ReportedError(1);
  } finally {
    lock.release();
  }
}

/** What {@link playAndReport} needs from the handler. */
interface RunContext {
  config: Awaited<ReturnType<typeof loadConfigOrReport>>;
  overrides: ReturnType<typeof overridesFrom>;
  outDir: string;
  shard: Shard | null;
  configFile: string;
  interrupt: ReturnType<typeof interruptibly>;
  pool: Pool;
  onGameError: ReturnType<typeof gameErrorPrinter>;
}

async function playAndReport(argv: ArgumentsCamelCase<RunArgs>, ctx: RunContext): Promise<void> {
  const { config, overrides, outDir, shard, configFile, interrupt, onGameError, pool } = ctx;
  // The chart libraries load on the main thread while a core is free of workers.
  if (argv.report && (pool.autoThreads || pool.threads < availableParallelism()))
    preloadChartRenderer();
  let summary;
  try {
    summary = await reportingRefusal(() =>
      runMatchups({
        folderLocked: true,
        config,
        overrides,
        outDir,
        threads: pool.threads,
        resume: argv.resume,
        force: argv.force || (argv.default && !argv.resume),
        shard,
        signal: interrupt.signal,
        progress: argv.quiet ? null : createProgress(),
        onGameError,
        onWarning: (message) => eprint(`warning: ${message}`),
        ...(argv.maxErrors !== undefined ? { maxErrors: argv.maxErrors } : {}),
        ...(pool.executor ? { executor: pool.executor } : {}),
        autoThreads: pool.autoThreads,
      }),
    );
  } finally {
    interrupt.dispose();
  }
  performance.mark('sortie:played');

  const { played, elapsedSeconds, errors, gamesDone, planned } = summary;
  if (!argv.quiet)
    eprint(
      `played ${plural(played, 'game')} in ${elapsedSeconds.toFixed(1)} s (${rateText(played, elapsedSeconds)} games/s); ${gamesDone}/${planned} done → ${outDir}`,
    );
  if (errors)
    eprint(`${errors} game${errors === 1 ? '' : 's'} failed: see ${resultsFiles(outDir).errors}`);
  if (summary.stoppedBy) {
    const why =
      summary.stoppedBy === 'signal'
        ? 'interrupted'
        : `stopped after ${errors} failed games (--max-errors)`;
    eprint(
      `${why}: ${gamesDone} of ${plural(planned, 'game')} done. Continue with:\n  ${resumeCommand(argv, configFile, outDir, shard)}`,
    );
    throw new ReportedError(summary.stoppedBy === 'signal' ? interrupt.exitCode() : 1);
  }
  if (argv.report) {
    await reportInterruptibly(outDir, () =>
      writeReport(outDir, {
        results: summary.results,
        ...(argv.gamesCsv !== undefined ? { gamesCsv: argv.gamesCsv } : {}),
      }),
    );
    performance.mark('sortie:report');
    // The result on stdout (progress and notes are on stderr), even with --quiet.
    for (const line of resultTable(outDir)) console.log(line);
  }
  if (failedGamesFail(errors, argv.maxErrors)) throw new ReportedError(1);
}

/** The path relative to the working directory when it lies inside it (shorter messages). */
function relativeIfInside(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

/** The `run` command module. */
export const runCommand: CommandModule<object, RunArgs> = {
  command: 'run [config]',
  describe: 'play the matchups of a config and write the results folder',
  builder: (y: Argv) =>
    y
      .positional('config', { type: 'string', describe: 'matchup config (YAML)' })
      .options({
        ...overrideOptions,
        threads: {
          type: 'number',
          describe:
            'worker threads (default: one, more up to the cores when the run is long enough to gain; 0 = the main thread, for debugging)',
        },
        out: { type: 'string', describe: 'results folder (default: results/<config name>)' },
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
        shard: {
          type: 'string',
          describe: 'play only shard i of n (i/n); combine shards with `sortie merge`',
        },
        quiet: { type: 'boolean', alias: 'q', default: false, describe: 'no progress output' },
        default: {
          type: 'boolean',
          default: false,
          describe: 'run the built-in default matchup (configs/default.yaml), starting over',
        },
        report: {
          type: 'boolean',
          default: true,
          describe: 'write CSVs, charts and report.html afterwards (--no-report skips)',
        },
        'max-errors': {
          type: 'number',
          describe:
            'stop after this many failed games (default 100); when given, fewer failed games still exit 0',
        },
        oversubscribe: {
          type: 'boolean',
          default: false,
          describe: 'allow more --threads than cores',
        },
        'games-csv': {
          type: 'boolean',
          describe: `write games.csv, one row a game (default: up to ${GAMES_CSV_LIMIT.toLocaleString('en')} games)`,
        },
        queue: {
          type: 'string',
          describe:
            'play the batches on `sortie worker` processes through Redis (redis://host:port); --threads: their total threads (default 16)',
        },
        'queue-timeout': {
          type: 'number',
          describe: 'with --queue: stop when Redis is unreachable this many seconds (default 30)',
        },
      })
      .check((a) => {
        if (!a.config && !a.default)
          return 'give a config file, or --default for the built-in matchup';
        if (a.config && a.default) return 'give either a config file or --default, not both';
        return checkRunArgs(a);
      })
      .example('$0 run configs/default.yaml --games 20000', 'play 20000 games on all cores')
      .example(
        '$0 run configs/default.yaml --games 20000 --resume',
        'continue after Ctrl-C or a crash',
      )
      .example(
        '$0 run configs/default.yaml --shard 0/2 --out results/part0',
        'play half of the games (merge with `sortie merge`)',
      )
      .example(
        '$0 run configs/default.yaml --queue redis://queue-host:6379',
        'play on workers started with `sortie worker --queue ...`',
      )
      .example(
        '$0 run --default',
        'the built-in duel into results/default (what `npm start` runs)',
      ) as unknown as Argv<RunArgs>,
  handler,
};
