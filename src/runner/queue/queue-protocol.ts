/**
 * What the coordinator (`sortie run --queue`) and the workers (`sortie worker`) say
 * to each other through Redis: the BullMQ queue's name, the keys of a run, the jobs
 * (a batch without its matchup) and their results (a batch result as JSON).
 *
 * One queue serves every coordinator of a Redis: each job names its run, and a run
 * publishes what its workers need under `sortie:run:<id>` (kept alive by the
 * coordinator, so a worker drops the jobs of a coordinator that died).
 */
import type { ResolvedMatchup } from '../../core/game-plugin.js';
import type { BatchResult, BatchTask, GameFailure } from '../play-batch.js';

/** Bumped when the messages below change shape. */
export const QUEUE_PROTOCOL = 2;
/** The BullMQ queue every worker takes batches from. */
export const QUEUE_NAME = 'batches';
/** BullMQ's key prefix (its keys are `sortie:batches:*`). */
export const QUEUE_PREFIX = 'sortie';

/** The hash describing a run: field `meta` ({@link RunMeta}) and `m:<matchup>` (a ResolvedMatchup). */
export function runKey(run: string): string {
  return `${QUEUE_PREFIX}:run:${run}`;
}

/** The hash of the workers that refused a run (worker id → why). */
export function refusalsKey(run: string): string {
  return `${QUEUE_PREFIX}:run:${run}:refused`;
}

/** How long a run's keys live without the coordinator refreshing them (ms). */
export const RUN_TTL_MS = 15_000;

/** Field of a matchup in the run hash. */
export function matchupField(name: string): string {
  return `m:${name}`;
}

/** What a worker checks before it plays a run's batches. */
export interface RunMeta {
  protocol: number;
  /** Sortie version of the coordinator (package.json). */
  version: string;
  /** Its git commit, when it runs from a checkout. */
  gitCommit: string | null;
  /** Its game content's hash (run-check.ts). */
  contentHash: string;
  /** Where the coordinator runs (for messages). */
  host: string;
  pid: number;
  /** The config file's base name (it names a single matchup) and text, resolved again by each worker. */
  config: RunConfig;
}

/**
 * A run's config as its workers resolve it: the text, and the text of every file it
 * names (fleet lists), by path as written, read on the coordinator. A worker reads
 * nothing from its own disk that a run names.
 */
export interface RunConfig {
  file: string;
  text: string;
  files?: Record<string, string>;
}

/** A job: one batch of a run, its matchup named instead of included. */
export interface QueueJob {
  run: string;
  /** The matchup's name (its resolved form is in the run hash). */
  matchup: string;
  task: Omit<BatchTask, 'matchup'>;
}

/** A batch result as JSON: metric frames and pieces in base64. */
export interface WireResult {
  results: Array<string | GameFailure>;
  frames?: string[];
  piece?: string;
  tally?: BatchResult['tally'];
  ms: number;
}

/** What a worker returns for a job of a run that is gone (its coordinator stopped). */
export interface GoneResult {
  gone: true;
}

/** A job of a task. */
export function jobOf(run: string, task: BatchTask): QueueJob {
  const { matchup, ...rest } = task;
  return { run, matchup: matchup.name, task: rest };
}

/** The task of a job, given its matchup. */
export function taskOf(job: QueueJob, matchup: ResolvedMatchup): BatchTask {
  return { ...job.task, matchup };
}

const b64 = (u: Uint8Array): string =>
  Buffer.from(u.buffer, u.byteOffset, u.byteLength).toString('base64');
const bytes = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'base64'));

/** A batch result in its JSON form. */
export function encodeResult(r: BatchResult): WireResult {
  const out: WireResult = { results: r.results, ms: r.ms };
  if (r.frames) out.frames = r.frames.map(b64);
  if (r.piece) out.piece = b64(r.piece);
  if (r.tally) out.tally = r.tally;
  return out;
}

/** The batch result of its JSON form. */
export function decodeResult(w: WireResult): BatchResult {
  const out: BatchResult = { results: w.results, ms: w.ms };
  if (w.frames) out.frames = w.frames.map(bytes);
  if (w.piece !== undefined) out.piece = bytes(w.piece);
  if (w.tally) out.tally = w.tally;
  return out;
}
