/**
 * Results files are written whole or not at all: each goes to a temporary file
 * beside its target, is flushed to disk, then renamed over the target. An interrupt
 * or a full disk during the write leaves the previous version (or nothing), never a
 * truncated file. Temporary files still open when the process exits are removed.
 */
import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { processExists } from './process-exists.js';

/** Temporary files being written by this process. */
const pending = new Set<string>();
let hooked = false;
let count = 0;

/** A fresh temporary path beside `target` (hidden, so listings of the folder ignore it). */
function tempPathFor(target: string): string {
  if (!hooked) {
    hooked = true;
    process.on('exit', removePendingTemps);
  }
  const tmp = join(dirname(target), `.${basename(target)}.${process.pid}.${++count}.tmp`);
  pending.add(tmp);
  return tmp;
}

/**
 * Reserves a temporary path beside `target` for a file another thread writes (handed to its
 * {@link AtomicFile}): this thread removes it if interrupted first, until {@link releaseTemp}.
 */
export function reserveTemp(target: string): string {
  return tempPathFor(target);
}

/** The reserved temporary file was committed or removed by the thread that wrote it. */
export function releaseTemp(tmp: string): void {
  pending.delete(tmp);
}

/** Removes every temporary file this process has not finished (on interrupt or exit). */
export function removePendingTemps(): void {
  for (const tmp of pending) rmSync(tmp, { force: true });
  pending.clear();
}

/** A temporary file name of {@link tempPathFor}, with the pid of the process that wrote it. */
const TEMP_NAME = /^\..+\.(\d+)\.\d+\.tmp$/;

/**
 * Removes the temporary files a killed process left in `dir` and the given subfolders
 * (a SIGKILL skips the exit hook): those of processes that no longer run. Returns how many.
 */
export function removeStaleTemps(dir: string, subfolders: readonly string[] = []): number {
  let removed = 0;
  for (const folder of [dir, ...subfolders.map((s) => join(dir, s))]) {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    for (const name of names) {
      const m = TEMP_NAME.exec(name);
      if (!m || Number(m[1]) === process.pid || processExists(Number(m[1]))) continue;
      rmSync(join(folder, name), { force: true });
      removed++;
    }
  }
  return removed;
}

/** Writes `data` to `target` atomically (temporary file, fsync, rename). */
export async function writeFileAtomic(target: string, data: string | Uint8Array): Promise<void> {
  const tmp = tempPathFor(target);
  try {
    const fh = await open(tmp, 'w');
    try {
      await fh.writeFile(data);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, target);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  } finally {
    pending.delete(tmp);
  }
}

/** The synchronous form of {@link writeFileAtomic}. */
export function writeFileAtomicSync(target: string, data: string | Uint8Array): void {
  const tmp = tempPathFor(target);
  try {
    const fd = openSync(tmp, 'w');
    try {
      writeFileSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, target);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  } finally {
    pending.delete(tmp);
  }
}

/**
 * A file written in pieces that appears at `target` only when {@link commit} is
 * called; {@link abort} (or the process exiting first) leaves no trace.
 */
export class AtomicFile {
  /** Where the pieces go until the commit. */
  readonly tempPath: string;

  /** `tempPath`: one {@link reserveTemp} gave another thread (default: a fresh one of this thread's). */
  constructor(
    readonly target: string,
    tempPath?: string,
  ) {
    this.tempPath = tempPath ?? tempPathFor(target);
  }

  /** Moves the finished file into place (the caller has closed and flushed it). */
  async commit(): Promise<void> {
    const fh = await open(this.tempPath, 'r+');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(this.tempPath, this.target);
    pending.delete(this.tempPath);
  }

  /** Drops the unfinished file. */
  async abort(): Promise<void> {
    await rm(this.tempPath, { force: true });
    pending.delete(this.tempPath);
  }
}
