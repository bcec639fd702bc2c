/**
 * One writer per results folder. A run, a merge, a report or a balance tool takes
 * `<dir>/.sortie.lock` before it writes, so a second process (a `--resume` or
 * `--force` started by mistake, two runs started at once) is refused with the
 * holder's pid, host and command instead of writing every game twice.
 *
 * The lock file is created atomically (written aside, then hard-linked into place,
 * which fails if it exists). A lock left by a process that died (SIGKILL, power cut)
 * on this host is recognised by its dead pid and taken over by one process only (under
 * an exclusive takeover guard, re-checking that the lock still names the dead holder);
 * one held on another
 * host (a shared folder) cannot be checked and is reported with how to remove it.
 */
import { processExists } from '../core/process-exists.js';
import { escapeControls } from '../core/safe-names.js';
import { redactPasswords } from './redact.js';
import {
  closeSync,
  linkSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { RunRefusedError } from './run-refused.js';

/** The lock file's name inside a results folder. */
export const LOCK_FILE = '.sortie.lock';

/** What the lock file records about its holder. */
export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the lock was taken. */
  since: string;
  /** What the holder is doing, e.g. "sortie run configs/x.yaml". */
  command: string;
}

/** A held lock. */
export interface FolderLock {
  readonly file: string;
  /** The stale holder this lock replaced, if any (to mention it). */
  readonly replaced: LockHolder | null;
  /** Removes the lock (idempotent). */
  release(): void;
}

/** Another live process holds the folder. */
export class FolderLockedError extends RunRefusedError {
  override name = 'FolderLockedError';
  constructor(
    readonly dir: string,
    readonly holder: LockHolder | null,
    /** What the refused command would have done ("--force would delete it"). */
    why?: string,
  ) {
    super(lockedMessage(dir, holder, why));
  }
}

const alive = processExists;

function readHolder(file: string): LockHolder | null {
  try {
    const h = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof h.pid === 'number' && typeof h.host === 'string' ? (h as LockHolder) : null;
  } catch {
    return null;
  }
}

function lockedMessage(dir: string, h: LockHolder | null, why?: string): string {
  const file = join(dir, LOCK_FILE);
  const because = why ? ` (${why})` : '';
  if (!h)
    return `${dir} is locked by another Sortie process${because} (${file} is unreadable); if none is running, remove that file`;
  const where = h.host === hostname() ? `pid ${h.pid}` : `pid ${h.pid} on host ${h.host}`;
  const how = h.host === hostname() ? '' : `; if that process is gone, remove ${file}`;
  // A lock file written by hand or by another tool may lack the time or the command.
  const since = typeof h.since === 'string' && h.since ? ` since ${h.since}` : '';
  const doing = typeof h.command === 'string' && h.command ? ` (${escapeControls(h.command)})` : '';
  return `${dir} is in use by ${where}${since}${doing}${because}: wait for it to finish, or use another --out${how}`;
}

/** Held locks of this process, released on exit (a second Ctrl-C exits at once). */
const held = new Set<string>();
let exitHook = false;
let asideCount = 0;

/** What this process is doing, for the lock message ("sortie run configs/x.yaml"). */
export function thisCommand(): string {
  return redactPasswords(['sortie', ...process.argv.slice(2)].join(' ')).slice(0, 300);
}

/**
 * Takes the lock of `dir` (which must exist) for `command`. Throws
 * {@link FolderLockedError} when a live process holds it, also when that process is
 * this one (two writers in one process are as wrong as two processes).
 */
export function lockFolder(dir: string, command: string): FolderLock {
  const file = join(dir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    command,
  };
  const aside = `${file}.${process.pid}.${++asideCount}`;
  writeFileSync(aside, JSON.stringify(me) + '\n');
  let replaced: LockHolder | null = null;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(aside, file);
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0)
          throw lockError(e, dir, file);
        const holder = readHolder(file);
        if (!isStale(holder, me)) throw new FolderLockedError(dir, holder);
        // Taking over is done by one process at a time, and only if the lock still names
        // the dead holder (another process may have taken it over meanwhile).
        if (!removeStale(file, holder!)) throw new FolderLockedError(dir, readHolder(file));
        replaced = holder;
      }
    }
  } finally {
    rmSync(aside, { force: true });
  }
  held.add(file);
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => {
      for (const f of held) rmSync(f, { force: true });
    });
  }
  return {
    file,
    replaced,
    release: () => {
      if (!held.delete(file)) return;
      if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}

/** A lock left by a dead process of this host (not this one). */
function isStale(holder: LockHolder | null, me: LockHolder): boolean {
  return (
    holder !== null && holder.host === me.host && holder.pid !== process.pid && !alive(holder.pid)
  );
}

const sameHolder = (a: LockHolder | null, b: LockHolder) =>
  a !== null && a.pid === b.pid && a.host === b.host && a.since === b.since;

/**
 * Removes the lock file when it still names `stale`, holding the takeover guard
 * (`<lock>.takeover`, created exclusively): of several processes finding the same dead
 * holder, one removes its lock and the others see the new holder. False when another
 * process is taking over or took over first. A guard left by a process that died in
 * those few instructions is set aside (renamed, then checked to be the dead one's).
 */
function removeStale(file: string, stale: LockHolder): boolean {
  const guard = `${file}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || !clearDeadGuard(guard)) return false;
    try {
      fd = openSync(guard, 'wx');
    } catch {
      return false;
    }
  }
  try {
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    if (!sameHolder(readHolder(file), stale)) return false;
    rmSync(file, { force: true });
    return true;
  } finally {
    rmSync(guard, { force: true });
  }
}

/** Sets aside a takeover guard whose process died; true when it was removed. */
function clearDeadGuard(guard: string): boolean {
  const pidOf = (f: string) => Number.parseInt(readFileSync(f, 'utf8'), 10);
  try {
    const pid = pidOf(guard);
    // A guard being written (no pid yet) or held by a live process is left alone.
    if (!Number.isInteger(pid) || alive(pid)) return false;
    const aside = `${guard}.${process.pid}.${++asideCount}`;
    renameSync(guard, aside);
    if (pidOf(aside) === pid) {
      rmSync(aside, { force: true });
      return true;
    }
    // Another process's fresh guard was moved: put it back unless a newer one exists.
    try {
      linkSync(aside, guard);
    } catch {
      // A newer guard took its place: that process's takeover re-checks the holder.
    }
    rmSync(aside, { force: true });
    return false;
  } catch {
    return false;
  }
}

/** A lost race for the same stale lock reads as "locked"; anything else keeps its cause. */
function lockError(e: unknown, dir: string, file: string): Error {
  if ((e as NodeJS.ErrnoException).code === 'EEXIST')
    return new FolderLockedError(dir, readHolder(file));
  return e as Error;
}

/**
 * The holder of a lock inside `dir` or any folder below it that is not this process's
 * and not a dead process's of this host, or null: what `--force` must not delete.
 */
export function liveHolderWithin(dir: string): { dir: string; holder: LockHolder | null } | null {
  const walk = (d: string): { dir: string; holder: LockHolder | null } | null => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return null;
    }
    for (const e of entries) {
      if (e.name === LOCK_FILE && e.isFile()) {
        const holder = readHolder(join(d, e.name));
        const mine = holder?.pid === process.pid && holder.host === hostname();
        const dead = holder !== null && holder.host === hostname() && !alive(holder.pid);
        if (!mine && !dead) return { dir: d, holder };
      }
    }
    for (const e of entries) {
      const found = e.isDirectory() ? walk(join(d, e.name)) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(dir);
}

/** Runs `fn` holding the lock of `dir`. */
export async function withFolderLock<T>(
  dir: string,
  command: string,
  fn: (lock: FolderLock) => Promise<T>,
): Promise<T> {
  const lock = lockFolder(dir, command);
  try {
    return await fn(lock);
  } finally {
    lock.release();
  }
}
