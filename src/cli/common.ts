/**
 * Helpers shared by the command modules: printing to stderr without garbling the
 * progress line, loading a config with its errors printed, and small formatters.
 */
import { ConfigError } from '../config/issues.js';
import { loadConfig, type ConfigOverrides, type LoadedConfig } from '../config/load-config.js';
import type { ResolvedMatchup } from '../core/game-plugin.js';

/** Writes a line to stderr, first clearing an updating progress line on a terminal. */
export function eprint(line: string): void {
  process.stderr.write(`${process.stderr.isTTY ? '\r\x1b[K' : ''}${line}\n`);
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
export async function loadConfigOrReport(file: string, overrides: ConfigOverrides = {}): Promise<LoadedConfig> {
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
  return { ...(argv.games !== undefined ? { games: argv.games } : {}), ...(argv.seed !== undefined ? { seed: argv.seed } : {}) };
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

/** Options shared by commands that read a config. */
export const overrideOptions = {
  games: { type: 'number', describe: 'games per matchup (default: from the config, else 1000)' },
  seed: { type: 'string', describe: 'master seed (default: from the config, else 1)' },
} as const;
