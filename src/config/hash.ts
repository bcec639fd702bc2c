/**
 * The config hash: a SHA-256 of the resolved matchups in canonical JSON (keys
 * sorted), so the same matchups hash the same whatever the YAML looked like.
 * `--resume` and `merge` refuse to mix results of different hashes.
 */
import { createHash } from 'node:crypto';
import type { ResolvedMatchup } from '../core/game-plugin.js';

/** JSON with object keys sorted at every level (arrays keep their order). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== undefined) out[k] = sortKeys(v);
    }
    return out;
  }
  return value;
}

/**
 * Hash of resolved matchups. A `pluginModule` field written by older versions is
 * left out (as it always was), so their folders still resume and merge.
 */
export function hashMatchups(matchups: readonly ResolvedMatchup[]): string {
  const plain = matchups.map((m) => {
    const { pluginModule: _ignored, ...rest } = m as ResolvedMatchup & { pluginModule?: unknown };
    return rest;
  });
  return createHash('sha256').update(canonicalJson(plain)).digest('hex');
}
