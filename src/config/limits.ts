/**
 * Bounds shared by the config schema and the command-line checks, in a module of their
 * own so the CLI can check options without loading the schema library.
 */

import { totalmem } from 'node:os';

/**
 * Memory a run holds per matchup (its resolved setup, statistics and metric tallies):
 * about 0.9 MB measured (scripts/matchup-memory.mjs: 159 MB for 100 two-game Snap Ships
 * matchups, 940 MB for 1,000), rounded up.
 */
export const MATCHUP_BYTES = 1024 * 1024;

/** Most matchups one config may hold on this machine: those that fit in half its memory. */
export function maxMatchups(memory = totalmem()): number {
  return Math.max(100, Math.floor(memory / 2 / MATCHUP_BYTES));
}

/** Most games one matchup may plan (the runner keeps a bitmap of finished games per matchup). */
export const MAX_GAMES = 1_000_000_000;
