/**
 * `sortie run` starts its first worker thread before the CLI's own modules load: the
 * worker loads the game while the main thread loads the command and resolves the
 * config. Only the argument words are looked at here (the command, --threads, the
 * config named, --plugin); the run handler then takes the pool and sizes it.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createExecutor, type Executor } from '../runner/executor.js';
import { defaultConfigPath } from '../runner/paths.js';

let early: Executor | undefined;

/** The game ids a config file names (`game:` lines), read from its text: a guess for preloading. */
export function configGames(file: string): string[] {
  try {
    return [
      ...new Set(
        [...readFileSync(file, 'utf8').matchAll(/^\s*game:\s*["']?([\w-]+)/gm)].map((m) => m[1]!),
      ),
    ];
  } catch {
    return [];
  }
}

/** Starts one worker when `argv` is a `sortie run` that will use workers. */
export function startEarlyPool(argv: readonly string[]): void {
  if (argv[0] !== 'run') return;
  // Out-of-tree games are registered later (the pool hands them to its workers); help needs no pool.
  // A queue run plays on `sortie worker` processes, not here.
  if (
    argv.some(
      (a) =>
        a === '--plugin' ||
        a.startsWith('--plugin=') ||
        a === '--help' ||
        a === '-h' ||
        a === '--queue' ||
        a.startsWith('--queue='),
    )
  )
    return;
  const i = argv.findIndex((a) => a === '--threads' || a.startsWith('--threads='));
  const threads =
    i < 0 ? undefined : Number(argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1]);
  if (threads !== undefined && !(Number.isInteger(threads) && threads > 0)) return;
  const file = argv.includes('--default')
    ? defaultConfigPath()
    : argv.slice(1).find((a) => !a.startsWith('-'));
  early = createExecutor(Math.max(availableParallelism(), threads ?? 1), {
    start: 1,
    preload: file ? configGames(file) : [],
  });
}

/** The pool {@link startEarlyPool} started (once), or undefined. */
export function takeEarlyPool(): Executor | undefined {
  const e = early;
  early = undefined;
  return e;
}
