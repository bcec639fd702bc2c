/** Helpers of the queue tests: the real CLI as child processes, results folders compared. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';
import { trackProcess } from '../helpers/child-processes.js';

/** The built CLI (vitest's global setup builds dist/). */
export const CLI = resolve('dist/cli/main.js');
/** Two quick Snap Ships matchups of random pilots. */
export const CONFIG = resolve('test/fixtures/queue-duels.yaml');
/** Short locks so a killed worker's batch is retried within seconds. */
export const FAST_LOCKS = ['--lock-duration', '2000', '--stalled-interval', '1000'];

/** A CLI process of a test, its stderr collected. */
export interface Cli {
  proc: ChildProcess;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

/** Starts `node dist/cli/main.js ...args`. */
export function cli(args: string[], cliFile = CLI): Cli {
  const proc = spawn(process.execPath, [cliFile, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  trackProcess(proc); // killed when its test ends
  let err = '';
  proc.stderr!.on('data', (d) => (err += d.toString()));
  proc.stdout!.resume();
  const exited = new Promise<number | string>((res) =>
    proc.on('exit', (code, signal) => res(code ?? signal ?? -1)),
  );
  return { proc, stderr: () => err, exited };
}

/**
 * The exit code of `c`, or a failure naming `what` with the end of its stderr when it is
 * still running after `ms` (a hang is then a clear failure, not a test timeout).
 */
export function exitWithin(c: Cli, ms: number, what: string): Promise<number | string> {
  return within(
    c.exited,
    ms,
    () => `${what} still running after ${ms} ms; its stderr ends:\n${c.stderr().slice(-1500)}`,
  );
}

/** `p`, or a failure saying `late()` after `ms` (a hang is then a clear failure, not a test timeout). */
export async function within<T>(p: Promise<T>, ms: number, late: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(late())), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Starts a worker on the queue. */
export function worker(url: string, extra: string[] = [], cliFile = CLI): Cli {
  return cli(['worker', '--queue', url, '--threads', '1', ...FAST_LOCKS, ...extra], cliFile);
}

/** Stops a worker gracefully and returns how many batches it played. */
export async function stopWorker(w: Cli): Promise<number> {
  if (w.proc.exitCode === null && w.proc.signalCode === null) w.proc.kill('SIGTERM');
  await w.exited;
  const m = /played (\d+) batch/.exec(w.stderr());
  return m ? Number(m[1]) : 0;
}

/** Polls `ok` every 100 ms until it holds (or throws after `ms`). */
export async function until(ok: () => boolean, ms: number, what: string): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Lines in a folder's games.ndjson (0 when absent). */
export function linesIn(dir: string): number {
  const f = join(dir, 'games.ndjson');
  if (!existsSync(f) || statSync(f).size === 0) return 0;
  return readFileSync(f, 'utf8').split('\n').length - 1;
}

/** A temp folder removed after the test file. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sortie-queue-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The results files whose bytes depend only on the config and seed. */
export const DETERMINISTIC = ['games.ndjson', 'metrics.bin', 'tally.json', 'errors.ndjson'];

/** SHA-256 and size of each deterministic file of a folder, by name (null when missing). */
export function resultHashes(dir: string, files = DETERMINISTIC): Record<string, string | null> {
  return Object.fromEntries(
    files.map((f) => {
      const p = join(dir, f);
      if (!existsSync(p)) return [f, null];
      const bytes = readFileSync(p);
      return [
        f,
        `${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex')}`,
      ];
    }),
  );
}
