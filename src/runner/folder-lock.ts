/**
 * One writer per results folder. A run, a merge, a report or a balance tool takes
 * `<dir>/.sortie.lock` before it writes, so a second process (a `--resume` or
 * `--force` started by mistake, two runs started at once) is refused with the
 * holder's pid, host and command instead of writing every game twice.
 *
 * The lock file is created atomically (written aside, then hard-linked into place,
 * which fails if it exists). A lock left by a process that died (SIGKILL, power cut)
 * on this host is recognised by its dead pid and taken over; one held on another
 * host (a shared folder) cannot be checked and is reported with how to remove it.
 */
import { processExists } from '../core/process-exists.js';
import { redactPasswords } from './redact.js';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  ) {
    super(lockedMessage(dir, holder));
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

function lockedMessage(dir: string, h: LockHolder | null): string {
  const file = join(dir, LOCK_FILE);
  if (!h) return `${dir} is locked by another Sortie process (${file} is unreadable); if none is running, remove that file`;
  const where = h.host === hostname() ? `pid ${h.pid}` : `pid ${h.pid} on host ${h.host}`;
  const how = h.host === hostname() ? '' : `; if that process is gone, remove ${file}`;
  // A lock file written by hand or by another tool may lack the time or the command.
  const since = typeof h.since === 'string' && h.since ? ` since ${h.since}` : '';
  const doing = typeof h.command === 'string' && h.command ? ` (${h.command})` : '';
  return `${dir} is in use by ${where}${since}${doing}: wait for it to finish, or use another --out${how}`;
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
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), command };
  const aside = `${file}.${process.pid}.${++asideCount}`;
  writeFileSync(aside, JSON.stringify(me) + '\n');
  let replaced: LockHolder | null = null;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(aside, file);
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw lockError(e, dir, file);
        const holder = readHolder(file);
        const stale = holder !== null && holder.host === me.host && holder.pid !== process.pid && !alive(holder.pid);
        if (!stale) throw new FolderLockedError(dir, holder);
        replaced = holder;
        rmSync(file, { force: true });
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

/** A lost race for the same stale lock reads as "locked"; anything else keeps its cause. */
function lockError(e: unknown, dir: string, file: string): Error {
  if ((e as NodeJS.ErrnoException).code === 'EEXIST') return new FolderLockedError(dir, readHolder(file));
  return e as Error;
}

/** Runs `fn` holding the lock of `dir`. */
export async function withFolderLock<T>(dir: string, command: string, fn: (lock: FolderLock) => Promise<T>): Promise<T> {
  const lock = lockFolder(dir, command);
  try {
    return await fn(lock);
  } finally {
    lock.release();
  }
}
