/**
 * Files a config names (an Armada side's `fleet: {list: ...}`), read for the plugin by
 * the loader. Locally a relative path is relative to the config's folder and an
 * absolute one is used as given; the file must be a regular text file of reasonable
 * size. A queue worker reads nothing from its own disk: the coordinator sends the text
 * of every file its config named along with the config, and the worker reads only those.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import type { NamedFile } from '../core/game-plugin.js';

/** Largest file a config may name (a fleet list is a few hundred bytes). */
export const MAX_NAMED_FILE_BYTES = 256 * 1024;

/** A named file that cannot be read; the message says why in a few words (never the file's content). */
export class NamedFileError extends Error {
  override name = 'NamedFileError';
  constructor(
    message: string,
    /** The file as it was looked for (relative to the config's folder, when it was). */
    readonly path?: string,
  ) {
    super(message);
  }
}

/** A reader of the files a config names, and the texts it read (by path as written). */
export interface NamedFileReader {
  read(path: string): NamedFile;
  /** What was read, by the path as the config wrote it: what a queue run sends to its workers. */
  readonly files: Record<string, string>;
}

/** Reads named files from this machine's disk, relative to `configFile`'s folder. */
export function diskReader(configFile: string): NamedFileReader {
  const files: Record<string, string> = {};
  return {
    files,
    read(path) {
      const file = isAbsolute(path) ? path : join(dirname(configFile), path);
      let size: number;
      try {
        const st = statSync(file);
        if (!st.isFile())
          throw new NamedFileError(
            st.isDirectory() ? 'a folder, not a file' : 'not a regular file',
            file,
          );
        size = st.size;
      } catch (e) {
        if (e instanceof NamedFileError) throw e;
        const code = (e as NodeJS.ErrnoException).code;
        throw new NamedFileError(
          code === 'ENOENT'
            ? 'no such file'
            : code === 'EACCES'
              ? 'permission denied'
              : String(code ?? 'unreadable'),
          file,
        );
      }
      if (size > MAX_NAMED_FILE_BYTES)
        throw new NamedFileError(`larger than ${MAX_NAMED_FILE_BYTES / 1024} KB`, file);
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(file));
      } catch (e) {
        throw new NamedFileError(
          e instanceof TypeError
            ? 'not UTF-8 text'
            : String((e as NodeJS.ErrnoException).code ?? 'unreadable'),
          file,
        );
      }
      files[path] = text;
      return { path: file, text };
    },
  };
}

/** Reads only the texts sent with a queue run (`files`, by path as written); nothing from disk. */
export function sentReader(sent: Record<string, string>): NamedFileReader {
  return {
    files: {},
    read(path) {
      if (!Object.hasOwn(sent, path) || typeof sent[path] !== 'string') {
        throw new NamedFileError(
          "not sent with the run's config (a worker reads no file a run names from its own disk)",
        );
      }
      return { path, text: sent[path]! };
    },
  };
}
