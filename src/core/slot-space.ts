/**
 * A build space made of slots (see {@link BuildSpace}): one or more sub-spaces (e.g. one
 * per chassis), each a list of slots with their legal choices. Slots of the same group
 * are interchangeable copies (three `systems` slots), so a build is the choice per slot
 * with the choices sorted inside each group: the same parts in another order are the
 * same build. A game supplies the slots and a `make` that turns a choice into its
 * candidate (null when the combination breaks a build rule).
 */
import type { BuildCandidate, BuildSpace } from './game-tools.js';

/** One slot and its legal choices (fixed slots have one). */
export interface SpaceSlot {
  name: string;
  /** Slots of one group are interchangeable. */
  group: string;
  choices: string[];
}

/** One sub-space (e.g. a chassis). */
export interface SlotSubspace {
  /** Its name (e.g. the chassis id): part of every key. */
  id: string;
  slots: SpaceSlot[];
  /** The candidate for one choice per slot (in slot order, sorted within groups), or null when illegal. */
  make(choices: string[]): BuildCandidate | null;
}

/** Binomial coefficient for small numbers. */
function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** The slots grouped (same group and same choices), in slot order. */
function groupsOf(slots: readonly SpaceSlot[]): SpaceSlot[][] {
  const out: SpaceSlot[][] = [];
  for (const s of slots) {
    const g = out.find((x) => x[0]!.group === s.group && x[0]!.choices.join() === s.choices.join());
    if (g) g.push(s);
    else out.push([s]);
  }
  return out;
}

/** Combinations (before the build rules) of a sub-space: per group, multisets of its size. */
export function combinations(sub: Pick<SlotSubspace, 'slots'>): number {
  return groupsOf(sub.slots).reduce(
    (p, g) => p * choose(g[0]!.choices.length + g.length - 1, g.length),
    1,
  );
}

/** Every multiset of `k` indices below `n` (non-decreasing index lists). */
function* multisets(n: number, k: number, from = 0): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i < n; i++) for (const rest of multisets(n, k - 1, i)) yield [i, ...rest];
}

/** Every choice list of a sub-space, in canonical order. */
function* choiceLists(sub: SlotSubspace): Generator<string[]> {
  const groups = groupsOf(sub.slots);
  const order = groups.flat();
  function* rec(gi: number, acc: Map<SpaceSlot, string>): Generator<string[]> {
    if (gi === groups.length) {
      yield sub.slots.map((s) => acc.get(s)!);
      return;
    }
    const g = groups[gi]!;
    for (const idx of multisets(g[0]!.choices.length, g.length)) {
      g.forEach((s, k) => acc.set(s, g[0]!.choices[idx[k]!]!));
      yield* rec(gi + 1, acc);
    }
  }
  if (order.length === 0) yield [];
  else yield* rec(0, new Map());
}

/** Sorts the choices inside each group (the canonical form of a build). */
export function canonicalChoices(
  slots: readonly SpaceSlot[],
  choices: readonly string[],
): string[] {
  const out = [...choices];
  for (const g of groupsOf(slots)) {
    const idx = g.map((s) => slots.indexOf(s));
    const vals = idx.map((i) => out[i]!).sort();
    idx.forEach((i, k) => (out[i] = vals[k]!));
  }
  return out;
}

/**
 * A {@link BuildSpace} over sub-spaces. Sampling picks a sub-space uniformly (so every
 * chassis of a cost is as well represented as the others, whatever its slots), then each
 * slot uniformly (a multiset with repeats is thus drawn a little less often than under
 * uniform multiset sampling); illegal draws are redrawn, up to 200 times.
 */
export function slotSpace(
  description: string,
  subspaces: readonly SlotSubspace[],
  presets: () => BuildCandidate[] = () => [],
): BuildSpace {
  const sizes = subspaces.map(combinations);
  const total = sizes.reduce((a, b) => a + b, 0);
  return {
    description,
    size: total,
    enumerate(limit) {
      if (total > limit) return null;
      const out: BuildCandidate[] = [];
      for (const sub of subspaces) {
        for (const c of choiceLists(sub)) {
          const cand = sub.make(c);
          if (cand) out.push(cand);
        }
      }
      return out;
    },
    sample(random) {
      if (total === 0) return null;
      for (let tries = 0; tries < 200; tries++) {
        const live = subspaces.filter((_, k) => sizes[k]! > 0);
        const sub = live[Math.floor(random() * live.length)]!;
        const picked = sub.slots.map((s) => s.choices[Math.floor(random() * s.choices.length)]!);
        const cand = sub.make(canonicalChoices(sub.slots, picked));
        if (cand) return cand;
      }
      return null;
    },
    presets,
  };
}

/**
 * Applies a request's `fixed` (group → part id, or a list for a group of several slots:
 * that many of its slots are held) and `exclude` (part ids never chosen) to the slots.
 * Returns the slots or the problem in words.
 */
export function restrictSlots(
  slots: readonly SpaceSlot[],
  fixed: Record<string, unknown>,
  exclude: readonly string[],
): SpaceSlot[] | string {
  const out = slots.map((s) => ({ ...s, choices: s.choices.filter((c) => !exclude.includes(c)) }));
  const groups = [...new Set(slots.map((s) => s.group))];
  for (const [group, value] of Object.entries(fixed)) {
    const idx = slots.map((s, i) => (s.group === group ? i : -1)).filter((i) => i >= 0);
    if (!idx.length) return `fixed: there is no "${group}" slot here (slots: ${groups.join(', ')})`;
    const list = Array.isArray(value) ? value : [value];
    if (!list.every((x): x is string => typeof x === 'string'))
      return `fixed.${group} must be a part id or a list of part ids`;
    if (list.length > idx.length)
      return `fixed.${group}: ${list.length} parts for ${idx.length} ${group} slot${idx.length === 1 ? '' : 's'}`;
    for (const [k, part] of list.entries()) {
      const legal = slots[idx[k]!]!.choices;
      if (!legal.includes(part))
        return `fixed.${group}: "${part}" is not a ${group} part here (${legal.join(', ')})`;
      out[idx[k]!]!.choices = [part];
    }
  }
  const empty = out.find((s) => s.choices.length === 0);
  if (empty) return `exclude leaves the ${empty.name} slot with no part`;
  return out;
}

/** The key of a choice list: the choices sorted within each slot group (fixed slots or not). */
export function groupKey(slots: readonly SpaceSlot[], choices: readonly string[]): string {
  const groups = [...new Set(slots.map((s) => s.group))];
  return groups
    .map((g) =>
      choices
        .filter((_, i) => slots[i]?.group === g)
        .sort()
        .join(','),
    )
    .join(';');
}

/**
 * True when `parts` (one per slot, in slot order; any order within a group) can fill the
 * slots: within each group the parts are matched to slots, the most constrained slots first.
 */
export function fitsSlots(slots: readonly SpaceSlot[], parts: readonly string[]): boolean {
  if (parts.length !== slots.length) return false;
  for (const g of new Set(slots.map((s) => s.group))) {
    const open = slots
      .filter((s) => s.group === g)
      .sort((a, b) => a.choices.length - b.choices.length);
    const left = parts.filter((_, i) => slots[i]!.group === g);
    for (const s of open) {
      const k = left.findIndex((p) => s.choices.includes(p));
      if (k < 0) return false;
      left.splice(k, 1);
    }
  }
  return true;
}
