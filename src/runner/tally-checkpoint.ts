/**
 * tally.json: the run's statistics (a {@link ResultsAggregator} in plain-data form) as
 * of the first `lines` lines of games.ndjson, so the report needs no second pass over
 * the games and `--resume` re-aggregates only the lines after them. Written atomically
 * while a run plays (every few seconds, when games.ndjson and metrics.bin agree) and
 * when it stops. It is a cache: whenever it does not match games.ndjson exactly (its
 * last line, its byte length) it is ignored and everything is rebuilt from the games.
 * It carries a SHA-256 checksum of its contents: an edited or damaged tally.json is
 * never trusted over the games it claims to sum up.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../core/atomic-write.js';
import type { ResultsAggregatorData } from '../stats/results-aggregator.js';
import { lineKey } from './game-line.js';

/** tally.json. */
export const TALLY_FILE = 'tally.json';
/**
 * Format 3: pair tallies keep each side's wins per pair and the games' digests, and the file
 * carries a checksum; a tally of an older format is rebuilt once from the games.
 */
const FORMAT = 3;

/** The contents of tally.json. */
export interface TallyCheckpoint {
  format: number;
  /** Lines of games.ndjson covered, and their length in bytes. */
  lines: number;
  bytes: number;
  /** Key of the last covered line (null when none). */
  last: { matchup: string; game: number } | null;
  tally: ResultsAggregatorData;
  /** SHA-256 (hex) of the JSON of the other fields, in this order. */
  checksum: string;
}

type Body = Omit<TallyCheckpoint, 'checksum'>;

function checksumOf(c: Body): string {
  const { format, lines, bytes, last, tally } = c;
  return createHash('sha256')
    .update(JSON.stringify({ format, lines, bytes, last, tally }))
    .digest('hex');
}

/** The path of a folder's tally.json. */
export function tallyFile(dir: string): string {
  return join(dir, TALLY_FILE);
}

/** Writes tally.json atomically. */
export function writeTallyCheckpoint(
  dir: string,
  c: Omit<TallyCheckpoint, 'format' | 'checksum'>,
): void {
  const body: Body = {
    format: FORMAT,
    lines: c.lines,
    bytes: c.bytes,
    last: c.last,
    tally: c.tally,
  };
  writeFileAtomicSync(tallyFile(dir), JSON.stringify({ ...body, checksum: checksumOf(body) }));
}

/** A folder's tally.json as read: the checkpoint, or why it is not used (null when there is none). */
export interface TallyRead {
  checkpoint: TallyCheckpoint | null;
  /** Why a tally.json present is not used ("does not match its checksum"), or null. */
  problem: string | null;
}

/** Reads and checks tally.json. */
export function checkTallyCheckpoint(dir: string): TallyRead {
  const file = tallyFile(dir);
  if (!existsSync(file)) return { checkpoint: null, problem: null };
  let c: TallyCheckpoint;
  try {
    c = JSON.parse(readFileSync(file, 'utf8')) as TallyCheckpoint;
  } catch {
    return { checkpoint: null, problem: 'is not valid JSON' };
  }
  if (
    c === null ||
    typeof c !== 'object' ||
    !Number.isInteger(c.lines) ||
    !Number.isInteger(c.bytes) ||
    !c.tally
  )
    return { checkpoint: null, problem: 'is not a tally' };
  if (c.format !== FORMAT)
    return {
      checkpoint: null,
      problem: `was written by another Sortie version (format ${String(c.format)})`,
    };
  if (c.checksum !== checksumOf(c))
    return { checkpoint: null, problem: 'does not match its checksum (edited or damaged)' };
  return { checkpoint: c, problem: null };
}

/** Reads tally.json; null when absent, unreadable or not matching its checksum. */
export function readTallyCheckpoint(dir: string): TallyCheckpoint | null {
  return checkTallyCheckpoint(dir).checkpoint;
}

/**
 * Whether a checkpoint covers the start of `gamesFile` as it is: the file is at least
 * `bytes` long, byte `bytes - 1` ends a line, and that line is the game it names.
 */
export function checkpointMatches(c: TallyCheckpoint, gamesFile: string): boolean {
  if (c.lines === 0) return c.bytes === 0;
  if (!existsSync(gamesFile) || statSync(gamesFile).size < c.bytes || !c.last) return false;
  const fd = openSync(gamesFile, 'r');
  try {
    const span = Math.min(c.bytes, 64 * 1024);
    const buf = Buffer.alloc(span);
    readSync(fd, buf, 0, span, c.bytes - span);
    if (buf[span - 1] !== 10) return false;
    const start = buf.lastIndexOf(10, span - 2) + 1;
    if (start === 0 && span < c.bytes) return false;
    const key = lineKey(buf.toString('utf8', start, span - 1));
    return key !== null && key.matchup === c.last.matchup && key.game === c.last.game;
  } finally {
    closeSync(fd);
  }
}
