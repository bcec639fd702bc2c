/**
 * `sortie run <config> --queue redis://host:port`: the run as usual (run.ts), its
 * batches played by `sortie worker` processes through Redis (runner/queue/) instead of
 * local threads. This module connects, hands the run a queue executor and tells a
 * lost Redis in one line.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ExecutorLostError } from '../runner/executor.js';
import { createQueueExecutor, type QueueExecutor } from '../runner/queue/queue-executor.js';
import { parseQueueUrl, QueueError } from '../runner/queue/redis-link.js';
import { eprint, ReportedError } from './common.js';

/** Worker threads a queue run is planned for without --threads (it keeps twice as many batches queued). */
export const DEFAULT_QUEUE_THREADS = 16;
/** Redis unreachable this long stops a coordinator or a worker (s), without --queue-timeout. */
export const DEFAULT_QUEUE_TIMEOUT_S = 30;

/** What a queue run reads of `sortie run`'s arguments. */
export interface QueueRunArgs {
  queue: string;
  threads?: number;
  queueTimeout?: number;
  quiet: boolean;
}

/** The pool handed to the run (the shape of run.ts's). */
export interface QueuePool {
  executor: QueueExecutor;
  autoThreads: false;
  threads: number;
}

/** A line on stderr that does not mangle the progress line of a terminal. */
export function queueNote(line: string): void {
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  eprint(line);
}

/**
 * The files a matchup config names (fleet lists), read here on the coordinator: they travel
 * with the run's config, and the workers read none of their own. A tool's config (its units
 * carry their own) or a config with problems (the run reports them) names none here.
 */
async function namedFiles(text: string, configFile: string): Promise<Record<string, string>> {
  const { loadConfigText } = await import('../config/load-config.js');
  return loadConfigText(text, configFile).then(
    (c) => c.files,
    () => ({}),
  );
}

/** Connects to the queue, then runs `run` with its executor; a queue problem is one error line (exit 1). */
export async function runThroughQueue(
  argv: QueueRunArgs,
  configFile: string,
  run: (pool: QueuePool) => Promise<void>,
): Promise<void> {
  let executor: QueueExecutor;
  try {
    if (argv.queueTimeout !== undefined && !(argv.queueTimeout > 0))
      throw new QueueError('--queue-timeout must be a number of seconds > 0');
    const target = parseQueueUrl(argv.queue);
    let text = '';
    try {
      text = readFileSync(configFile, 'utf8');
    } catch {
      // The run reports the unreadable config.
    }
    const threads = argv.threads && argv.threads > 0 ? argv.threads : DEFAULT_QUEUE_THREADS;
    executor = await createQueueExecutor({
      target,
      threads,
      config: { file: basename(configFile), text, files: await namedFiles(text, configFile) },
      timeoutMs: (argv.queueTimeout ?? DEFAULT_QUEUE_TIMEOUT_S) * 1000,
      log: argv.quiet ? () => {} : queueNote,
    });
    if (!argv.quiet)
      queueNote(
        `queue: batches go to the workers of redis://${target.label} (planned for ${threads} worker threads)`,
      );
  } catch (e) {
    if (!(e instanceof QueueError)) throw e;
    eprint(`error: ${e.message}`);
    throw new ReportedError(1);
  }
  try {
    await run({ executor, autoThreads: false, threads: executor.maxThreads });
  } catch (e) {
    if (!(e instanceof ExecutorLostError || e instanceof QueueError)) throw e;
    eprint(
      `error: ${e.message}. The games written so far are kept: once Redis is back, run the same command with --resume`,
    );
    throw new ReportedError(1);
  } finally {
    await executor.close();
  }
}
