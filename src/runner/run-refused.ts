/**
 * The error of a run refused before it started (config changed, folder not empty or locked,
 * another engine's folder...), in a module of its own: the CLI tells it apart from other
 * errors without loading the folder machinery.
 */

/** The run was refused before starting (config changed, folder not empty, ...). */
export class RunRefusedError extends Error {
  override name = 'RunRefusedError';
}
