/**
 * Progress on stderr: a single updating line on a terminal, a plain line every
 * ~10 s otherwise (logs of overnight jobs), showing games done, games/s and ETA.
 */
import { performance } from 'node:perf_hooks';

/** Receives the runner's progress. */
export interface ProgressReporter {
  /** `total` games planned, `already` of them finished before this session (resume). */
  start(total: number, already: number): void;
  /** `done` games finished so far (including `already`), `errors` failed. */
  update(done: number, errors: number): void;
  /** The run stopped (finished or interrupted). */
  finish(): void;
}

/** Options of {@link createProgress}. */
export interface ProgressOptions {
  stream?: NodeJS.WritableStream & { isTTY?: boolean };
  /** Force terminal (updating line) or plain mode; default: the stream's isTTY. */
  tty?: boolean;
  /** Minimum time between plain lines (ms, default 10 000). */
  plainIntervalMs?: number;
  /** Text put before the counts (e.g. a tool's stage: "round 2 of 5, 16 builds"), read at every draw. */
  label?: () => string;
}

/** "1:02:03", "2:03" or "45s". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h) return `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
  if (m) return `${m}:${String(sec).padStart(2, '0')}`;
  return `${sec}s`;
}

/** The progress text (without decorations) for the given counts. */
export function progressText(done: number, total: number, rate: number, errors: number): string {
  const pct = total ? ((100 * done) / total).toFixed(1) : '100.0';
  const eta = rate > 0 ? formatDuration((total - done) / rate) : '?';
  const err = errors ? `, ${errors} failed` : '';
  return `${done}/${total} games (${pct}%), ${rate >= 100 ? Math.round(rate) : rate.toFixed(1)} games/s, ETA ${eta}${err}`;
}

/** A reporter writing to stderr (or `options.stream`). */
export function createProgress(options: ProgressOptions = {}): ProgressReporter {
  const stream = options.stream ?? process.stderr;
  const tty = options.tty ?? !!stream.isTTY;
  const plainEvery = options.plainIntervalMs ?? 10_000;
  let total = 0;
  let already = 0;
  let t0 = 0;
  let lastDraw = -Infinity;
  let done = 0;
  let errors = 0;
  let drawn = false;
  const render = () => {
    const secs = (performance.now() - t0) / 1000;
    const rate = secs > 0 ? (done - already) / secs : 0;
    const label = options.label?.();
    return `${label ? `${label}: ` : ''}${progressText(done, total, rate, errors)}`;
  };
  return {
    start(t, a) {
      total = t;
      already = done = a;
      // The first line waits one interval, so its rate and ETA mean something.
      lastDraw = t0 = performance.now();
    },
    update(d, e) {
      done = d;
      errors = e;
      const now = performance.now();
      if (now - lastDraw < (tty ? 200 : plainEvery)) return;
      lastDraw = now;
      if (tty) stream.write(`\r${render()}\x1b[K`);
      else stream.write(`progress: ${render()}\n`);
      drawn = true;
    },
    finish() {
      if (tty) stream.write(`\r${render()}\x1b[K\n`);
      else if (drawn || done > already) stream.write(`progress: ${render()}\n`);
    },
  };
}
