/**
 * One line of games.ndjson: the game's {@link GameResult} without log/trace, plus
 * the runner's fields. Keys are written in a fixed order so equal games give
 * byte-identical lines; `matchup` and `game` come first so readers can pick a
 * line's key without parsing the whole line.
 */
import type { GameResult, SideResult } from '../core/game-plugin.js';
import type { MetricRow } from '../core/metrics.js';
import type { GameSlot } from './seeds.js';

/** A parsed games.ndjson line (`metrics` only in results folders without metrics.bin). */
export interface GameLine {
  matchup: string;
  game: number;
  seed: string;
  swap: boolean;
  firstSide: number;
  winner: number | null;
  rounds: number;
  endReason: string;
  sides: SideResult[];
  /** The game's digest (GameResult.digest); absent in folders written before digests. */
  digest?: string;
  metrics?: Record<string, MetricRow[]>;
}

/**
 * Serialises one finished game (no trailing newline); its metric rows are included only
 * with `inlineMetrics` (results folders without metrics.bin, see metric-frames.ts).
 */
export function gameLine(
  matchup: string,
  slot: GameSlot,
  r: GameResult,
  inlineMetrics = false,
): string {
  const line: GameLine = {
    matchup,
    game: slot.game,
    seed: slot.seed,
    swap: slot.swap,
    firstSide: r.firstSide,
    winner: r.winner,
    rounds: r.rounds,
    endReason: r.endReason,
    sides: r.sides,
    ...(r.digest !== undefined ? { digest: r.digest } : {}),
    ...(inlineMetrics ? { metrics: r.metrics } : {}),
  };
  return JSON.stringify(line);
}

const KEY = /^\{"matchup":("(?:[^"\\]|\\.)*"),"game":(\d+),/;

/** The (matchup, game) key of a line, read from its start; null if the line is not a game line. */
export function lineKey(line: string): { matchup: string; game: number } | null {
  const m = KEY.exec(line);
  if (m) return { matchup: JSON.parse(m[1]!) as string, game: Number(m[2]) };
  try {
    const o = JSON.parse(line) as Partial<GameLine>;
    return typeof o.matchup === 'string' && Number.isInteger(o.game)
      ? { matchup: o.matchup, game: o.game! }
      : null;
  } catch {
    return null;
  }
}

const DIGEST_FIELD = /,"digest":"[0-9a-f]*"/;

/**
 * Whether a stored line and a line played now record the same game. A line written before
 * games carried digests matches the same game played now with its digest.
 */
export function sameGameLine(stored: string, now: string): boolean {
  if (stored === now) return true;
  return !DIGEST_FIELD.test(stored) && stored === now.replace(DIGEST_FIELD, '');
}
