/**
 * What changed between two resolved configs, setting by setting, so a refused
 * `--resume` or `merge` can say which setting changed instead of "the hash differs",
 * and a run whose only change is more games can be extended (the seeds of game i do
 * not depend on the number of games, so the extended run equals a fresh longer one).
 */
import type { ResolvedMatchup } from '../core/game-plugin.js';
import { canonicalJson } from './hash.js';
import { formatPath, type DataPath } from './yaml-source.js';

/** One changed setting. */
export interface ConfigChange {
  /** `matchup-name: sides[1].ships[0].parts[2]`, or the matchup alone when it was added or removed. */
  where: string;
  before: unknown;
  after: unknown;
}

/** Changes from `before` to `after`, matchups matched by name (at most `limit`). */
export function configChanges(
  before: readonly ResolvedMatchup[],
  after: readonly ResolvedMatchup[],
  limit = 8,
): ConfigChange[] {
  const out: ConfigChange[] = [];
  const old = new Map(before.map((m) => [m.name, m]));
  const now = new Map(after.map((m) => [m.name, m]));
  for (const m of after) {
    const prev = old.get(m.name);
    if (!prev) out.push({ where: m.name, before: undefined, after: 'added' });
    else
      walk(plain(prev), plain(m), [], (path, a, b) =>
        out.push({ where: `${m.name}: ${formatPath(path)}`, before: a, after: b }),
      );
  }
  for (const m of before)
    if (!now.has(m.name)) out.push({ where: m.name, before: 'present', after: undefined });
  return out.slice(0, limit);
}

/** True when every change is a matchup's `games` growing: the run can be extended. */
export function onlyMoreGames(changes: readonly ConfigChange[]): boolean {
  return (
    changes.length > 0 &&
    changes.every(
      (c) =>
        c.where.endsWith(': games') &&
        typeof c.before === 'number' &&
        typeof c.after === 'number' &&
        c.after > c.before,
    )
  );
}

/** The changes in words, one per line ("default: games 2000 → 20000"). */
export function changesText(changes: readonly ConfigChange[]): string[] {
  return changes.map((c) => {
    if (c.after === 'added') return `${c.where}: a new matchup`;
    if (c.before === 'present') return `${c.where}: a matchup no longer in the config`;
    return `${c.where} ${show(c.before)} → ${show(c.after)}`;
  });
}

function show(v: unknown): string {
  if (v === undefined) return '(not set)';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** JSON data with keys in canonical order (as hashed). */
function plain(m: ResolvedMatchup): unknown {
  const { pluginModule: _old, ...rest } = m as ResolvedMatchup & { pluginModule?: unknown };
  return JSON.parse(canonicalJson(rest));
}

function walk(
  a: unknown,
  b: unknown,
  path: DataPath,
  emit: (path: DataPath, a: unknown, b: unknown) => void,
): void {
  if (canonicalJson(a) === canonicalJson(b)) return;
  const bothObjects =
    a &&
    b &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    Array.isArray(a) === Array.isArray(b);
  if (!bothObjects) return emit(path, a, b);
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return emit(path, a, b);
    a.forEach((x, i) => walk(x, b[i], [...path, i], emit));
    return;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const k of new Set([...Object.keys(ra), ...Object.keys(rb)]))
    walk(ra[k], rb[k], [...path, k], emit);
}
