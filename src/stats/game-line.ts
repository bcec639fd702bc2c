/**
 * One line of games.ndjson as the statistics layer reads it: the runner's fields
 * plus the game's {@link GameResult} fields (minus log/trace).
 */
import type { MetricRow } from '../core/metrics.js';
import type { SideResult } from '../core/game-plugin.js';

/** A parsed games.ndjson line. Side indices are in the matchup's side order. */
export interface GameLine {
  matchup: string;
  /** Game index inside its matchup. */
  game: number;
  seed: string | number;
  /** True for the second game of a seat-swapped pair. */
  swap?: boolean;
  /** Index of the side that acted first. */
  firstSide: number | null;
  /** Index of the winner, or null for a draw/timeout. */
  winner: number | null;
  rounds: number;
  endReason: string;
  sides: SideResult[];
  /** Digest of the game's events (equal digests: the same game); absent in older folders. */
  digest?: string;
  /** Rows per metric id, values in declared column order. */
  metrics?: Record<string, MetricRow[]>;
}

/** End reasons counted as timeouts (the round cap was reached). */
export const TIMEOUT_REASONS: ReadonlySet<string> = new Set(['round-cap', 'timeout']);

/** Whether a game ended by reaching its round cap. */
export function isTimeout(line: Pick<GameLine, 'endReason'>): boolean {
  return TIMEOUT_REASONS.has(line.endReason);
}

/**
 * Parses one ndjson line, checking the fields the statistics rely on.
 * Throws an Error naming the first bad field.
 */
export function parseGameLine(text: string): GameLine {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('game line is not an object');
  const g = value as Record<string, unknown>;
  const fail = (field: string): never => {
    throw new Error(`game line has a missing or invalid "${field}"`);
  };
  if (typeof g.matchup !== 'string') fail('matchup');
  if (!Number.isInteger(g.game)) fail('game');
  if (g.winner !== null && !Number.isInteger(g.winner)) fail('winner');
  if (g.firstSide !== undefined && g.firstSide !== null && !Number.isInteger(g.firstSide))
    fail('firstSide');
  if (typeof g.rounds !== 'number') fail('rounds');
  if (!Array.isArray(g.sides)) fail('sides');
  if (g.digest !== undefined && typeof g.digest !== 'string') fail('digest');
  if (g.metrics !== undefined && (typeof g.metrics !== 'object' || g.metrics === null))
    fail('metrics');
  return {
    ...(g as unknown as GameLine),
    firstSide: (g.firstSide as number | null | undefined) ?? null,
    endReason: typeof g.endReason === 'string' ? g.endReason : '',
  };
}
