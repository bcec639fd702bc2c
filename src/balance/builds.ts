/**
 * Build entries of tool configs (`builds:`, `build:`, `opponents:`): each is a ship as
 * in a side (`preset:` or `chassis:` + `parts:`, `pilot:`), optionally with a `name:`
 * and a printed cost `points:` (needed for games whose costs the tools do not know),
 * or a squadron `{name, ships: [...], points}`. Games whose builds are whole sides
 * (BalanceAdapter.buildForm `side`, e.g. a fleet) take the entry minus `name`/`points` as
 * the side. A build becomes one side of the generated matchups, and problems inside it
 * point back at the entry.
 */
import type { DataPath } from '../config/yaml-source.js';
import { isPlainObject } from '../config/layers.js';
import type { BalanceAdapter, BuildForm } from './game-adapters.js';
import { startsWith, type ToolIssues } from './tool-config.js';

/** One build. */
export interface BuildSpec {
  /** Unique display name (the side name in its matchups). */
  name: string;
  /** The side's ships, as the game reads them (tool keys removed); with form `side`, the one side. */
  ships: Array<Record<string, unknown>>;
  /** `side` when the entry is a whole side (BalanceAdapter.buildForm). */
  form: BuildForm;
  /** Where the entry is in the file. */
  path: DataPath;
  /** True for `{ships: [...]}` entries. */
  squadron: boolean;
  /** `points:` from the file. */
  points: number | null;
}

/** Characters a build name may not hold (it becomes part of matchup names). */
const BAD_NAME = /[/\\]/;

function defaultName(ship: Record<string, unknown>): string | null {
  const id = ship.preset ?? ship.chassis;
  return typeof id === 'string' ? id : null;
}

/** Reads one entry (a ship or squadron, or a whole side with `form: side`); null (with an issue) when it is not a map. */
export function readBuild(
  issues: ToolIssues,
  value: unknown,
  path: DataPath,
  fallbackName: string,
  adapter?: BalanceAdapter,
): BuildSpec | null {
  if (adapter?.buildForm === 'side')
    return readSideBuild(issues, value, path, fallbackName, adapter);
  if (!isPlainObject(value)) {
    issues.add(
      path,
      'must be a build: a ship ({preset: ...} or {chassis: ..., parts: [...]}) or {name, ships: [...]}',
    );
    return null;
  }
  const { name, points, ...rest } = value;
  checkToolKeys(issues, name, points, path);
  let ships: Array<Record<string, unknown>>;
  let squadron = false;
  if ('ships' in rest) {
    squadron = true;
    const list = rest.ships;
    const extra = Object.keys(rest).filter((k) => k !== 'ships');
    for (const k of extra)
      issues.add([...path, k], `unknown key "${k}" (a squadron entry has name, points and ships)`, {
        key: true,
      });
    if (!Array.isArray(list) || list.length === 0 || !list.every(isPlainObject)) {
      issues.add([...path, 'ships'], 'must be a non-empty list of ships');
      ships = [];
    } else ships = list as Array<Record<string, unknown>>;
  } else {
    // A ship keeps its name as the ship's display name too.
    ships = [typeof name === 'string' ? { ...rest, name } : rest];
  }
  const display =
    typeof name === 'string' && name.trim()
      ? name
      : ships.map(defaultName).filter(Boolean).join(' + ') || fallbackName;
  return {
    name: display,
    ships,
    form: 'ship',
    path,
    squadron,
    points: typeof points === 'number' ? points : null,
  };
}

/** Checks the tool keys of an entry (`name`, `points`). */
function checkToolKeys(issues: ToolIssues, name: unknown, points: unknown, path: DataPath): void {
  if (points !== undefined && (typeof points !== 'number' || !Number.isFinite(points)))
    issues.add([...path, 'points'], 'must be a number (the printed cost)');
  if (name !== undefined && (typeof name !== 'string' || !name.trim()))
    issues.add([...path, 'name'], 'must be a non-empty text');
  else if (typeof name === 'string' && BAD_NAME.test(name))
    issues.add([...path, 'name'], 'must not contain "/" or "\\"');
}

/** A whole-side entry: the side is the entry without `name` and `points`; its default name is the game's (BalanceAdapter.buildName). */
function readSideBuild(
  issues: ToolIssues,
  value: unknown,
  path: DataPath,
  fallbackName: string,
  adapter: BalanceAdapter,
): BuildSpec | null {
  if (!isPlainObject(value)) {
    issues.add(
      path,
      'must be a build: a side as a matchup config writes it, with an optional name: (and points:)',
    );
    return null;
  }
  const { name, points, ...side } = value;
  checkToolKeys(issues, name, points, path);
  const display =
    typeof name === 'string' && name.trim() ? name : (adapter.buildName?.(side) ?? fallbackName);
  return {
    name: display,
    ships: [side],
    form: 'side',
    path,
    squadron: false,
    points: typeof points === 'number' ? points : null,
  };
}

/**
 * Reads the list under `key` (at least `min` entries). Default names repeat only with
 * a " (2)", " (3)" suffix; a repeated explicit name is a problem.
 */
export function readBuilds(
  issues: ToolIssues,
  root: Record<string, unknown>,
  key: string,
  min: number,
  adapter?: BalanceAdapter,
): BuildSpec[] {
  const list = root[key];
  if (!Array.isArray(list) || list.length < min) {
    issues.add(
      [key],
      list === undefined
        ? `missing required key "${key}" (a list of at least ${min} builds)`
        : `must be a list of at least ${min} builds`,
      { key: list === undefined ? false : true },
    );
    return [];
  }
  const out: BuildSpec[] = [];
  list.forEach((v, i) => {
    const b = readBuild(issues, v, [key, i], `build ${i + 1}`, adapter);
    if (b) out.push(b);
  });
  return uniqueNames(issues, out);
}

/** Makes names unique (see {@link readBuilds}). */
export function uniqueNames(issues: ToolIssues, builds: BuildSpec[]): BuildSpec[] {
  const seen = new Map<string, number>();
  for (const b of builds) {
    const explicit = issues.source.src.nodeAt([...b.path, 'name']) !== null;
    const n = (seen.get(b.name) ?? 0) + 1;
    seen.set(b.name, n);
    if (n > 1) {
      if (explicit) issues.add([...b.path, 'name'], `duplicate build name "${b.name}"`);
      // Renamed either way, so the matchups still resolve and report their own problems.
      b.name = `${b.name} (${n})`;
    }
  }
  return builds;
}

/** The side of a build and the map from paths inside that side to the file. */
export function sideOf(b: BuildSpec): {
  side: Record<string, unknown>;
  origin: (rest: DataPath) => DataPath;
} {
  if (b.form === 'side') {
    // A whole side: every path inside it is the same path inside the entry.
    return {
      side: { name: b.name, ...structuredClone(b.ships[0]!) },
      origin: (rest) => (rest[0] === 'name' ? [...b.path, 'name'] : [...b.path, ...rest]),
    };
  }
  return {
    side: { name: b.name, ships: structuredClone(b.ships) },
    origin: (rest) => {
      if (rest[0] === 'ships' && typeof rest[1] === 'number')
        return b.squadron
          ? [...b.path, 'ships', rest[1], ...rest.slice(2)]
          : [...b.path, ...rest.slice(2)];
      if (rest[0] === 'name') return [...b.path, 'name'];
      return b.path;
    },
  };
}

/** Maps paths under `sides[i]` of a generated matchup through the sides' origins. */
export function sidesOrigin(
  origins: Array<(rest: DataPath) => DataPath>,
  fallback: (path: DataPath) => DataPath = (p) => p,
): (path: DataPath) => DataPath {
  return (path) => {
    if (startsWith(path, ['sides']) && typeof path[1] === 'number' && origins[path[1]])
      return origins[path[1]]!(path.slice(2));
    return fallback(path);
  };
}

/** The printed cost of a build: its `points:`, else the game's sum over its ships; null if unknown. */
export function buildPoints(b: BuildSpec, adapter: BalanceAdapter): number | null {
  if (b.points !== null) return b.points;
  let total = 0;
  for (const s of b.ships) {
    const p = adapter.shipPoints(s);
    if (p === null) return null;
    total += p;
  }
  return total;
}
