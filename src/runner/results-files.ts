/**
 * The runner's files in a results folder (games.ndjson, errors.ndjson,
 * manifest.json) and reading them back: the set of finished games, truncation of
 * a partial last line after a crash, and streaming lines for merge.
 */
import {
  closeSync,
  createReadStream,
  existsSync,
  ftruncateSync,
  openSync,
  readSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { lineKey } from './game-line.js';
import { ResultsFileError } from './results-file-error.js';
import { METRICS_FILE } from './metric-frames.js';
import { TALLY_FILE } from './tally-checkpoint.js';

/** games.ndjson: one line per finished game, the checkpoint and source of truth. */
export const GAMES_FILE = 'games.ndjson';
/** errors.ndjson: one line per game that threw. */
export const ERRORS_FILE = 'errors.ndjson';
/** manifest.json. */
export const MANIFEST_FILE = 'manifest.json';

/** Paths of the runner's files in `dir`. */
export function resultsFiles(dir: string) {
  return {
    games: join(dir, GAMES_FILE),
    errors: join(dir, ERRORS_FILE),
    manifest: join(dir, MANIFEST_FILE),
    metrics: join(dir, METRICS_FILE),
    tally: join(dir, TALLY_FILE),
  };
}

/**
 * Cuts a trailing partial line (a crash in the middle of a write) so the file
 * ends with a newline. Returns the bytes removed.
 */
export function truncatePartialLine(file: string): number {
  if (!existsSync(file)) return 0;
  const size = statSync(file).size;
  if (size === 0) return 0;
  const fd = openSync(file, 'r+');
  try {
    const chunk = Buffer.alloc(64 * 1024);
    let end = size;
    while (end > 0) {
      const start = Math.max(0, end - chunk.length);
      const n = readSync(fd, chunk, 0, end - start, start);
      const nl = chunk.subarray(0, n).lastIndexOf(10);
      if (nl >= 0) {
        const keep = start + nl + 1;
        if (keep < size) ftruncateSync(fd, keep);
        return size - keep;
      }
      end = start;
    }
    ftruncateSync(fd, 0);
    return size;
  } finally {
    closeSync(fd);
  }
}

/** Finished games per matchup, as compact bitmaps. */
export class DoneSet {
  private readonly bits = new Map<string, Uint8Array>();
  private readonly counts = new Map<string, number>();

  /** Creates an empty set for matchups with the given game counts. */
  constructor(games: Map<string, number>) {
    for (const [name, n] of games) {
      this.bits.set(name, new Uint8Array(Math.ceil(n / 8)));
      this.counts.set(name, 0);
    }
  }

  /** Marks a game done; returns false if the matchup or index is unknown. */
  add(matchup: string, game: number): boolean {
    const b = this.bits.get(matchup);
    if (!b || game < 0 || game >= b.length * 8) return false;
    const mask = 1 << (game & 7);
    if (!(b[game >> 3]! & mask)) {
      b[game >> 3]! |= mask;
      this.counts.set(matchup, this.counts.get(matchup)! + 1);
    }
    return true;
  }

  /** Marks a game not done (its line was cut from games.ndjson). */
  delete(matchup: string, game: number): void {
    const b = this.bits.get(matchup);
    if (!b || game < 0 || game >= b.length * 8) return;
    const mask = 1 << (game & 7);
    if (b[game >> 3]! & mask) {
      b[game >> 3]! &= ~mask;
      this.counts.set(matchup, this.counts.get(matchup)! - 1);
    }
  }

  /** True when the game is done. */
  has(matchup: string, game: number): boolean {
    const b = this.bits.get(matchup);
    return !!b && !!(b[game >> 3]! & (1 << (game & 7)));
  }

  /** Games done in a matchup. */
  count(matchup: string): number {
    return this.counts.get(matchup) ?? 0;
  }

  /** Games done in all matchups. */
  total(): number {
    let t = 0;
    for (const c of this.counts.values()) t += c;
    return t;
  }
}

/**
 * Streams the complete lines of a file (without their newline) from byte `start`; a
 * last line with no newline (a write cut short by a crash) is not yielded. Empty lines
 * are skipped.
 */
export async function* readLines(file: string, start = 0): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(file, {
    encoding: 'utf8',
    highWaterMark: 256 * 1024,
    start,
  })) {
    const text = rest + (chunk as string);
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      if (nl > start) yield text.slice(start, nl);
      start = nl + 1;
    }
    rest = text.slice(start);
  }
}

/** {@link readLines} with each line's number in the file (1-based, blank lines counted), for positioned errors. */
export async function* readNumberedLines(
  file: string,
): AsyncGenerator<{ text: string; line: number }> {
  let rest = '';
  let line = 0;
  for await (const chunk of createReadStream(file, {
    encoding: 'utf8',
    highWaterMark: 256 * 1024,
  })) {
    const text = rest + (chunk as string);
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      line++;
      if (nl > start) yield { text: text.slice(start, nl), line };
      start = nl + 1;
    }
    rest = text.slice(start);
  }
}

/** Why a games.ndjson line is not one of a run's games (never quoting the line). */
export function notAGame(key: { matchup: string; game: number } | null): string {
  return key
    ? 'not a game of this config (an unknown matchup, a game index out of range, or a game written twice)'
    : 'not a game record (damaged or not JSON)';
}

/**
 * Reads the finished games of games.ndjson (after truncating a partial last line).
 * Throws if a line is not a game of one of the given matchups.
 */
export async function scanDone(file: string, games: Map<string, number>): Promise<DoneSet> {
  const done = new DoneSet(games);
  if (!existsSync(file)) return done;
  truncatePartialLine(file);
  let n = 0;
  for await (const line of readLines(file)) {
    n++;
    const key = lineKey(line);
    if (!key || !done.add(key.matchup, key.game))
      throw new ResultsFileError(
        `${file}:${n}: ${notAGame(key)}; repair or delete that line, then run the command again`,
      );
  }
  return done;
}

/**
 * Lines of a file and the byte offset just after its `n`-th line (the file's size when
 * it has fewer); counts newlines only.
 */
export function lineOffset(file: string, n: number): { lines: number; offset: number } {
  if (!existsSync(file)) return { lines: 0, offset: 0 };
  const fd = openSync(file, 'r');
  try {
    const size = statSync(file).size;
    const buf = Buffer.alloc(1 << 20);
    let lines = 0;
    let at = 0;
    let offset = -1;
    while (at < size) {
      const got = readSync(fd, buf, 0, Math.min(buf.length, size - at), at);
      for (let i = buf.indexOf(10); i >= 0 && i < got; i = buf.indexOf(10, i + 1)) {
        lines++;
        if (lines === n) offset = at + i + 1;
      }
      at += got;
    }
    return { lines, offset: offset >= 0 ? offset : n === 0 ? 0 : size };
  } finally {
    closeSync(fd);
  }
}
