/**
 * Names read from a results folder, a manifest or a queue message are data someone
 * else may have written: a file they name must be one plain file name inside its
 * folder, else the command is refused in one line before anything is read or written.
 */
import { join, relative, resolve, isAbsolute } from 'node:path';
import { escapeControls, plainFileName } from '../core/safe-names.js';
import { METRICS_FILE } from './metric-frames.js';
import { RunRefusedError } from './run-refused.js';

/** A file name read from a folder or a message names something outside its folder. */
export class UnsafeNameError extends RunRefusedError {
  override name = 'UnsafeNameError';
}

/** `name` quoted for a message: JSON-quoted, control characters escaped, long names cut. */
function quoted(name: unknown): string {
  const text =
    typeof name === 'string'
      ? JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name)
      : String(JSON.stringify(name) ?? name);
  return escapeControls(text);
}

/**
 * The path of the file `name` inside `dir`; throws {@link UnsafeNameError} when `name`
 * is not one plain file name (a path, "..", a control character). `source` says where
 * the name was read ("manifest.json of results/x").
 */
export function fileIn(dir: string, name: unknown, what: string, source: string): string {
  const plain = plainFileName(name);
  const path = plain === null ? null : join(dir, plain);
  const rel = path === null ? null : relative(resolve(dir), resolve(path));
  if (path === null || rel === null || rel === '' || rel.startsWith('..') || isAbsolute(rel)) {
    throw new UnsafeNameError(
      `${source} names ${quoted(name)} as ${what}: not a plain file name inside ${dir}; refused (the folder may have been tampered with)`,
    );
  }
  return path;
}

/**
 * The metrics file a manifest names (`metricsFile`), inside `dir`: only the runner's
 * own {@link METRICS_FILE} is accepted (any other name would be another of the folder's
 * files, or a file elsewhere).
 */
export function metricsFileIn(dir: string, name: unknown): string {
  const source = `manifest.json of ${dir}`;
  const path = fileIn(dir, name, 'its metrics file', source);
  if (name !== METRICS_FILE)
    throw new UnsafeNameError(
      `${source} names ${quoted(name)} as its metrics file: only "${METRICS_FILE}" is valid; refused (the folder may have been tampered with)`,
    );
  return path;
}
