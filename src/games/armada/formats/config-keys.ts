/**
 * The one unknown-key check of the Armada config readers (matchup keys, fleets, obstacles,
 * tournament points): each key of a map that is not allowed is a positioned problem with
 * "did you mean" suggestions.
 */
import { suggest } from '../../../config/issues.js';
import type { ConfigIssue } from '../../../core/game-plugin.js';

/** Flags the keys of `o` that are not in `allowed`, at `path` + the key. */
export function unknownKeys(
  o: Record<string, unknown>,
  allowed: readonly string[],
  path: Array<string | number>,
  issues: ConfigIssue[],
): void {
  for (const k of Object.keys(o)) {
    if (allowed.includes(k)) continue;
    issues.push({
      path: [...path, k],
      message: `unknown key "${k}"`,
      suggestions: suggest(k, allowed),
    });
  }
}
