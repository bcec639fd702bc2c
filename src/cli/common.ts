/**
 * Helpers shared by the command modules: printing to stderr without garbling the
 * progress line, loading a config with its errors printed, and small formatters.
 */
import { availableParallelism } from 'node:os';
import { ConfigError, suggest } from '../config/issues.js';
import { MAX_GAMES } from '../config/limits.js';
import type { ContentShow, GameTools } from '../core/game-tools.js';
import { DEFAULT_GAME, gameIds, getGameTools } from '../games/registry.js';
import type { ConfigOverrides, LoadedConfig } from '../config/load-config.js';
import type { ResolvedMatchup } from '../core/game-plugin.js';
import { removePendingTemps } from '../core/atomic-write.js';
import { escapeControls } from '../core/safe-names.js';
import { RunRefusedError } from '../runner/run-refused.js';
import { shellQuote } from '../runner/shell-quote.js';

/** Writes a line to stderr, first clearing an updating progress line on a terminal. */
export function eprint(line: string): void {
  process.stderr.write(`${process.stderr.isTTY ? '\r\x1b[K' : ''}${escapeControls(line)}\n`);
}

/** Thrown by a handler after it printed its own message: the CLI only sets the exit code. */
export class ReportedError extends Error {
  constructor(readonly exitCode = 1) {
    super('reported');
  }
}

/**
 * Loads a config; on problems prints one `file:line:col: ...` line each to stderr
 * and throws {@link ReportedError} (exit code 1).
 */
export async function loadConfigOrReport(
  file: string,
  overrides: ConfigOverrides = {},
): Promise<LoadedConfig> {
  // Imported here: commands that read no config never load the config schema.
  const { loadConfig } = await import('../config/load-config.js');
  try {
    return await loadConfig(file, overrides);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    for (const line of e.lines) eprint(line);
    eprint(`${e.lines.length} problem${e.lines.length === 1 ? '' : 's'} in ${file}`);
    throw new ReportedError(1);
  }
}

/** `--games` and `--seed` as config overrides (only those given). */
export function overridesFrom(argv: { games?: number; seed?: string }): ConfigOverrides {
  return {
    ...(argv.games !== undefined ? { games: argv.games } : {}),
    ...(argv.seed !== undefined ? { seed: argv.seed } : {}),
  };
}

/** "Forge vs Komplex". */
export function sidesText(m: Pick<ResolvedMatchup, 'sides'>): string {
  return m.sides.join(' vs ');
}

/** A games/s figure with sensible precision. */
export function rateText(games: number, seconds: number): string {
  const r = seconds > 0 ? games / seconds : 0;
  return r >= 100 ? `${Math.round(r)}` : r.toFixed(1);
}

/** `--game` of the content commands (Snap Ships when not given). */
export const gameOption = {
  game: { type: 'string', default: DEFAULT_GAME, describe: 'the game whose content to use' },
} as const;

/** Prints shown content, or its message as `error:` lines and exits 1. */
export function printShown(r: ContentShow): void {
  if (!r.found) {
    eprint(
      r.message
        .split('\n')
        .map((l) => `error: ${l}`)
        .join('\n'),
    );
    throw new ReportedError(1);
  }
  process.stdout.write(`${r.lines.join('\n')}\n`);
}

/** A game's tools; an unknown game prints the known ones (with a did-you-mean) and exits 1. */
export async function gameToolsOrReport(game: string): Promise<GameTools> {
  if (!gameIds().includes(game)) {
    const near = suggest(game, gameIds());
    eprint(
      `error: unknown game "${game}"${near.length ? ` (did you mean "${near[0]}"?)` : ''}; games: ${gameIds().join(', ')}`,
    );
    throw new ReportedError(1);
  }
  return getGameTools(game);
}

/**
 * Checks of the options that `run`, `validate` and the balance tools share (yargs
 * `.check`): the same bounds as the config's keys, so `validate` refuses what `run` would.
 */
export function checkRunArgs(a: {
  threads?: number;
  games?: number;
  seed?: string;
  maxErrors?: number;
}): true | string {
  if (a.threads !== undefined && (!Number.isInteger(a.threads) || a.threads < 0))
    return '--threads must be a whole number ≥ 0';
  if (a.games !== undefined && (!Number.isInteger(a.games) || a.games < 1))
    return '--games must be a whole number ≥ 1';
  if (a.games !== undefined && a.games > MAX_GAMES)
    return `--games must be at most ${MAX_GAMES.toLocaleString('en')} per matchup`;
  if (a.seed !== undefined && String(a.seed).trim() === '') return '--seed must not be empty';
  if (a.maxErrors !== undefined && (!Number.isInteger(a.maxErrors) || a.maxErrors < 1))
    return '--max-errors must be a whole number ≥ 1';
  return true;
}

/** `--oversubscribe` allows at most this many threads a core. */
export const OVERSUBSCRIBE_FACTOR = 4;

/**
 * More worker threads than cores only slow a run down (and hundreds exhaust memory):
 * capped at the cores with a warning unless the user insists (`--oversubscribe`).
 */
export function cappedThreads(threads: number, oversubscribe: boolean, quiet = false): number {
  const cores = availableParallelism();
  if (threads <= cores) return threads;
  // Each thread holds a game engine (tens of MB): hundreds of them exhaust memory before a game is played.
  if (oversubscribe && threads > OVERSUBSCRIBE_FACTOR * cores) {
    eprint(
      `error: --threads ${threads} is more than ${OVERSUBSCRIBE_FACTOR}× the ${cores} cores here, the most --oversubscribe allows (${OVERSUBSCRIBE_FACTOR * cores})`,
    );
    throw new ReportedError(1);
  }
  if (oversubscribe) return threads;
  if (!quiet)
    eprint(
      `warning: --threads ${threads} is more than the ${cores} cores here: using ${cores} (--oversubscribe to insist)`,
    );
  return cores;
}

/** Options shared by commands that read a config. */
export const overrideOptions = {
  games: { type: 'number', describe: 'games per matchup (default: from the config, else 1000)' },
  seed: { type: 'string', describe: 'master seed (default: from the config, else 1)' },
} as const;

/**
 * Whether failed games make a command exit non-zero: a failed game is never dropped quietly,
 * so they do unless the user allowed some with `--max-errors` and the run stayed under it.
 */
export function failedGamesFail(errors: number, maxErrors: number | undefined): boolean {
  return errors > 0 && (maxErrors === undefined || errors >= maxErrors);
}

/** How many failed games are printed before the rest go to errors.ndjson only. */
const PRINTED_ERRORS = 10;

/**
 * Ctrl-C / SIGTERM handling for long runs: the first signal stops dispatching (the
 * games in flight finish and are kept), the second quits at once after printing the
 * command that continues. `exitCode` is 130 for SIGINT, 143 for SIGTERM.
 */
export function interruptibly(resumeCommand: () => string): {
  signal: AbortSignal;
  exitCode: () => number;
  dispose: () => void;
} {
  const controller = new AbortController();
  let signals = 0;
  let code = 130;
  const onSignal = (signal: NodeJS.Signals): void => {
    signals++;
    if (signal === 'SIGTERM') code = 143;
    if (signals === 1) {
      eprint('stopping: finishing the games in flight (press Ctrl-C again to quit at once)');
      controller.abort();
    } else {
      eprint(`quit: games written so far are kept; continue with: ${resumeCommand()}`);
      process.exit(code);
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    exitCode: () => code,
    dispose: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

/**
 * Writes a folder's report with Ctrl-C / SIGTERM handled: every results file is
 * written atomically, so an interrupt leaves whole files (old or new), removes the
 * unfinished temporary ones and prints the command that writes the report.
 */
export async function reportInterruptibly(dir: string, write: () => Promise<void>): Promise<void> {
  const onSignal = (signal: NodeJS.Signals): void => {
    removePendingTemps();
    eprint(
      `report interrupted: the games are kept; write the report with: sortie report ${shellQuote(dir)}`,
    );
    process.exit(signal === 'SIGTERM' ? 143 : 130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    await write();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** Prints the first failed games with their seed (and replay command when known); later ones are only counted. */
export function gameErrorPrinter(
  whereRecorded: string,
): (e: {
  matchup: string;
  game: number;
  seed: string;
  swap: boolean;
  error: string;
  replay?: string;
}) => void {
  let shown = 0;
  return (e) => {
    if (shown++ < PRINTED_ERRORS) {
      eprint(
        `error: ${e.matchup} game ${e.game} failed (seed ${e.seed}${e.swap ? ', seats swapped' : ''}): ${e.error}`,
      );
      if (e.replay) eprint(`  replay it with: ${e.replay}`);
    } else if (shown === PRINTED_ERRORS + 1)
      eprint(`(further failures are recorded in ${whereRecorded} only)`);
  };
}

/** Runs `fn`; a refused run (existing games, changed config) is printed as one error line and exits 1. */
export async function reportingRefusal<T>(fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof RunRefusedError) {
      eprint(`error: ${e.message}`);
      throw new ReportedError(1);
    }
    throw e;
  }
}
