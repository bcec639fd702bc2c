/**
 * `sortie worker --queue redis://host:port`: plays the batches of `sortie run --queue`
 * coordinators on this machine's threads, until stopped (Ctrl-C, SIGTERM: the batches
 * in hand finish first) or idle for `--idle-exit` seconds.
 */
import { availableParallelism } from 'node:os';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { startQueueWorker } from '../../runner/queue/queue-worker.js';
import { parseQueueUrl, QueueError } from '../../runner/queue/redis-link.js';
import { cappedThreads, eprint, ReportedError } from '../common.js';
import { DEFAULT_QUEUE_TIMEOUT_S } from '../queue-run.js';

/** Arguments of `sortie worker`. */
export interface WorkerArgs {
  queue: string;
  threads?: number;
  lockDuration: number;
  stalledInterval: number;
  queueTimeout: number;
  idleExit?: number;
  oversubscribe: boolean;
  quiet: boolean;
}

async function handler(argv: ArgumentsCamelCase<WorkerArgs>): Promise<void> {
  const log = argv.quiet ? () => {} : eprint;
  const threads = cappedThreads(
    argv.threads ?? availableParallelism(),
    argv.oversubscribe,
    argv.quiet,
  );
  let worker;
  try {
    const target = parseQueueUrl(argv.queue);
    worker = await startQueueWorker({
      target,
      threads,
      lockDurationMs: argv.lockDuration,
      stalledIntervalMs: argv.stalledInterval,
      timeoutMs: argv.queueTimeout * 1000,
      idleExitMs: argv.idleExit !== undefined ? argv.idleExit * 1000 : null,
      log: eprint,
    });
    log(
      `sortie worker: ${threads} thread${threads === 1 ? '' : 's'}, taking batches from redis://${target.label} (Ctrl-C stops)`,
    );
  } catch (e) {
    if (!(e instanceof QueueError)) throw e;
    eprint(`error: ${e.message}`);
    throw new ReportedError(1);
  }
  // First signal: finish the batches in hand. Second: quit at once (BullMQ gives them to other workers).
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (++signals === 1) {
      log(
        'stopping: finishing the batches in hand (press Ctrl-C again to quit at once: they go to other workers)',
      );
      void worker.stop();
    } else process.exit(signal === 'SIGTERM' ? 143 : 130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    await worker.done;
  } catch (e) {
    if (!(e instanceof QueueError)) throw e;
    eprint(`error: ${e.message}`);
    throw new ReportedError(1);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    const s = worker.stats();
    const busy = s.batches
      ? `; its threads played ${(100 * s.busy).toFixed(1)}% of the time from its first batch to its last`
      : '';
    log(
      `worker: played ${s.batches} batch${s.batches === 1 ? '' : 'es'} (${s.games} games)${busy}`,
    );
  }
}

/** The `worker` command module. */
export const workerCommand: CommandModule<object, WorkerArgs> = {
  command: 'worker',
  describe:
    'play the batches of `sortie run --queue` coordinators, taken from Redis (on any machine, joining at any time)',
  builder: (y: Argv) =>
    y
      .options({
        queue: {
          type: 'string',
          demandOption: true,
          describe: 'the Redis of the coordinators (redis://[user:password@]host:port[/db])',
        },
        threads: { type: 'number', describe: 'worker threads (default: the cores)' },
        'lock-duration': {
          type: 'number',
          default: 10_000,
          describe:
            "ms a batch's lock lasts unrenewed: a killed worker's batch is free again after it",
        },
        'stalled-interval': {
          type: 'number',
          default: 5_000,
          describe: 'ms between checks for batches of dead workers',
        },
        'queue-timeout': {
          type: 'number',
          default: DEFAULT_QUEUE_TIMEOUT_S,
          describe: 'stop when Redis is unreachable this many seconds',
        },
        'idle-exit': {
          type: 'number',
          describe:
            'stop after this many seconds without a batch (batch jobs: Slurm); default: never',
        },
        oversubscribe: {
          type: 'boolean',
          default: false,
          describe: 'allow more --threads than cores',
        },
        quiet: {
          type: 'boolean',
          alias: 'q',
          default: false,
          describe: 'only errors and refusals',
        },
      })
      .check((a) => {
        if (a.threads !== undefined && (!Number.isInteger(a.threads) || a.threads < 1))
          return '--threads must be a whole number ≥ 1';
        for (const k of ['lock-duration', 'stalled-interval', 'queue-timeout'] as const) {
          if (!(Number(a[k]) > 0)) return `--${k} must be a number > 0`;
        }
        if (a.idleExit !== undefined && !(Number(a.idleExit) > 0))
          return '--idle-exit must be a number > 0';
        return true;
      })
      .example(
        '$0 worker --queue redis://queue-host:6379',
        'play batches on all cores until stopped',
      )
      .example(
        '$0 worker --queue redis://queue-host:6379 --threads 4 --idle-exit 60',
        'four threads; stop after a minute without work',
      ) as unknown as Argv<WorkerArgs>,
  handler,
};
