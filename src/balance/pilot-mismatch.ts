/**
 * Verdicts that pit unlike pilots against each other. A game reports each ship's pilot
 * class (BalanceAdapter.pilotClass: e.g. a printed AI deck and a deck generated from a
 * build are different classes); a verdict comparing ships or runs whose classes differ
 * measures the pilots as much as the builds, so the tools mark it (`pilotMismatch`) in the
 * summary, the JSON and the report, and suggest the like-for-like alternatives the game
 * offers. The classes are opaque strings here: the tools only compare them.
 */
import { isPlainObject } from '../config/layers.js';
import type { BalanceAdapter } from './game-adapters.js';

/** The pilot classes of some ships (distinct, sorted), or null when the game reports none for one of them. */
export function classesOf(adapter: BalanceAdapter, ships: readonly unknown[]): string[] | null {
  if (!adapter.pilotClass) return null;
  const out = new Set<string>();
  for (const s of ships) {
    const c = isPlainObject(s) ? adapter.pilotClass(s) : null;
    if (c === null) return null;
    out.add(c);
  }
  return [...out].sort();
}

/** The pilot classes of each side of a raw matchup (null for a side the game cannot tell); a whole side's with `buildForm: side`. */
export function sideClasses(
  adapter: BalanceAdapter,
  raw: Record<string, unknown>,
): Array<string[] | null> {
  if (!Array.isArray(raw.sides)) return [];
  if (adapter.buildForm === 'side')
    return raw.sides.map((side) => (isPlainObject(side) ? classesOf(adapter, [side]) : null));
  return raw.sides.map((side) =>
    isPlainObject(side) && Array.isArray(side.ships) ? classesOf(adapter, side.ships) : null,
  );
}

/** "a vs b" when two groups of classes differ, else null (also when either is unknown). */
export function mismatchBetween(
  a: readonly string[] | null | undefined,
  b: readonly string[] | null | undefined,
): string | null {
  if (!a || !b || a.length === 0 || b.length === 0) return null;
  return a.join() === b.join() ? null : `${a.join(' + ')} vs ${b.join(' + ')}`;
}

type Classes = readonly string[] | null | undefined;

/** The first mismatch between `own` and any of `others`, naming those others (`names`), or null. */
export function mismatchAgainst(
  own: Classes,
  others: readonly Classes[],
  names: readonly string[],
): string | null {
  const unlike = others
    .map((o, i) => ({ m: mismatchBetween(own, o), name: names[i]! }))
    .filter((x) => x.m !== null);
  if (!unlike.length) return null;
  const kinds = [...new Set(unlike.map((x) => x.m))];
  return `${kinds.join('; ')} (against ${unlike.map((x) => x.name).join(', ')})`;
}

/** The summary flag: how many verdicts compare unlike pilots, and the like-for-like alternatives (the game's `fairPilots`). */
export function mismatchFlag(fairPilots: string | undefined, count: number, what: string): string {
  const fair = fairPilots ?? 'fly every ship with the same kind of pilot (pilots: [...])';
  const verdicts = `${count} ${what}${count === 1 ? ' compares' : 's compare'}`;
  return `${verdicts} unlike pilots (pilotMismatch): they measure the pilots as much as the builds; for a like-for-like comparison ${fair}`;
}
