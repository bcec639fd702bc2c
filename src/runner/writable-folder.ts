/**
 * Results go into folders the user names: each is checked before any game is played
 * (a file, a system folder like /proc, a read-only or full disk gives one clear line at
 * once), and file-system errors met later are told in words, never as a stack trace.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { RunRefusedError } from './run-refused.js';

/** File-system error codes in words. */
const WHY: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  ENAMETOOLONG: 'the path is too long',
  EMFILE: 'too many files are open',
  EIO: 'the disk reported an input/output error',
};

/** A file-system error in words ("the disk is full: results/x/games.csv"), or null for other errors. */
export function fileErrorText(e: unknown): string | null {
  const err = e as NodeJS.ErrnoException | null;
  const why = err && typeof err.code === 'string' ? WHY[err.code] : undefined;
  if (!why) return null;
  return err!.path ? `${why}: ${err!.path}` : why;
}

/** True for errors that mean the disk cannot take more (the run can resume elsewhere or later). */
export function isDiskFull(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return (code && WHY[code]) ?? (e as Error).message;
}

/**
 * The real cause of a failed recursive mkdir (which reports ENOENT on a read-only file
 * system): the error of creating the first missing folder below the deepest existing one.
 */
function mkdirProblem(abs: string): unknown {
  let parent = abs;
  while (!existsSync(dirname(parent)) && dirname(parent) !== parent) parent = dirname(parent);
  try {
    mkdirSync(parent);
    rmSync(parent, { recursive: true, force: true });
    return null;
  } catch (e) {
    return e;
  }
}

/**
 * Creates `dir` if needed and proves a file can be written in it; throws
 * {@link RunRefusedError} with the reason otherwise.
 */
export function ensureWritableFolder(dir: string): void {
  const abs = resolve(dir);
  const system = /^\/(proc|sys|dev)(\/|$)/.exec(abs);
  if (system)
    throw new RunRefusedError(
      `${dir} is inside /${system[1]}, a system folder, not a place for results: choose another --out`,
    );
  if (existsSync(abs) && !statSync(abs).isDirectory())
    throw new RunRefusedError(`${dir} is a file, not a folder: choose another --out`);
  try {
    mkdirSync(abs, { recursive: true });
  } catch (e) {
    throw new RunRefusedError(`cannot create the folder ${dir}: ${reason(mkdirProblem(abs) ?? e)}`);
  }
  refuseLinkedEntries(dir);
  const probe = resolve(abs, `.sortie-write-check-${process.pid}`);
  try {
    writeFileSync(probe, '');
  } catch (e) {
    throw new RunRefusedError(`cannot write in ${dir}: ${reason(e)}`);
  } finally {
    rmSync(probe, { force: true });
  }
}

/**
 * Refuses a results folder holding a symbolic link among its files (or in charts/ and
 * replays/): games.ndjson and metrics.bin are appended to in place, so a link in a
 * folder from someone else would make a run write a file outside it.
 */
export function refuseLinkedEntries(dir: string): void {
  for (const sub of ['', 'charts', 'replays']) {
    const d = sub ? join(dir, sub) : dir;
    let entries;
    try {
      if (sub && lstatSync(d).isSymbolicLink())
        throw new RunRefusedError(
          `${d} is a symbolic link: a results folder's files must be its own; refused`,
        );
      entries = readdirSync(d, { withFileTypes: true });
    } catch (e) {
      if (e instanceof RunRefusedError) throw e;
      continue;
    }
    const link = entries.find((e) => e.isSymbolicLink());
    if (link)
      throw new RunRefusedError(
        `${join(d, link.name)} is a symbolic link: a results folder's files must be its own; refused`,
      );
  }
}
