/**
 * Random legal builds for the exhaustive runner: a chassis with a part of its faction
 * in every slot (rulebook "Choose Part Cards"), parts in any order (the order is the
 * crit-location order, and mounts act on the next part), weighted towards parts whose
 * ability boxes or effects are not covered yet. Candidates go through the same build
 * check as configs, so a card build limit (e.g. a size limit) rejects and re-draws.
 */
import type { Rng } from '../../../core/rng.js';
import type { ContentDb } from '../content/load-content.js';
import type { Slot } from '../content/types.js';
import { buildErrors } from '../plugin/build-check.js';
import type { CoverageCounts } from './coverage.js';
import { chassisEffects, partEffects, type CoverageTargets } from './coverage-targets.js';

/** Weight given per uncovered thing a candidate would exercise. */
const UNCOVERED_WEIGHT = 30;

/** Weighted pick of an index (weights > 0). */
export function weightedIndex(rng: Rng, weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i]!;
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/** How much a part would add to the coverage: 1 + weight per uncovered ability box or handler it carries. */
export function partWeight(
  db: ContentDb,
  t: CoverageTargets,
  c: CoverageCounts,
  partKey: string,
): number {
  let w = 1;
  for (const a of t.abilities)
    if (
      a.partKey === partKey &&
      !c.abilities[a.key] &&
      !t.blocked[`ability:${a.key}`] &&
      !t.exempt[`ability:${a.key}`]
    )
      w += UNCOVERED_WEIGHT;
  for (const id of partEffects(db.parts[partKey]!))
    if (!c.handlers[id] && !t.blocked[`handler:${id}`]) w += UNCOVERED_WEIGHT;
  return w;
}

/** How much flying a chassis would add: a lot when it has never flown, more per uncovered chassis effect. */
export function chassisWeight(
  db: ContentDb,
  t: CoverageTargets,
  c: CoverageCounts,
  id: string,
): number {
  let w = c.chassis[id] ? 1 : 3 * UNCOVERED_WEIGHT;
  for (const e of chassisEffects(db.chassis[id]!))
    if (!c.handlers[e] && !t.blocked[`handler:${e}`]) w += UNCOVERED_WEIGHT;
  return w;
}

/** A random legal part list for `chassisId` (parts from `t.usableParts`), or null if none was found in `tries`. */
export function randomBuild(
  db: ContentDb,
  t: CoverageTargets,
  c: CoverageCounts,
  chassisId: string,
  rng: Rng,
  tries = 30,
): string[] | null {
  const card = db.chassis[chassisId]!;
  const bySlot = new Map<Slot, string[]>();
  for (const key of t.usableParts) {
    const p = db.parts[key]!;
    if (p.faction !== card.faction) continue;
    bySlot.set(p.slot, [...(bySlot.get(p.slot) ?? []), key]);
  }
  const weights = new Map<string, number>();
  const weight = (key: string): number => {
    let w = weights.get(key);
    if (w === undefined) weights.set(key, (w = partWeight(db, t, c, key)));
    return w;
  };
  const rejected = new Set<string>();
  const draw = (slot: Slot): string | null => {
    const pool = (bySlot.get(slot) ?? []).filter((k) => !rejected.has(k));
    if (!pool.length) return null;
    return db.parts[pool[weightedIndex(rng, pool.map(weight))]!]!.id;
  };
  const slots: Slot[] = (['cockpit', 'thruster', 'wing', 'systems'] as const).flatMap((s) =>
    Array<Slot>(card.slots[s] ?? 0).fill(s),
  );
  let parts: string[] = [];
  for (const s of slots) {
    const id = draw(s);
    if (!id) return null;
    parts.push(id);
  }
  parts = rng.shuffle(parts);
  for (let attempt = 0; attempt < tries; attempt++) {
    const errors = buildErrors(db, chassisId, parts);
    if (errors.length === 0) return parts;
    for (const e of errors) {
      if (e.part === undefined) return null;
      const id = parts[e.part]!;
      rejected.add(`${card.faction}/${id}`);
      const again = draw(db.parts[`${card.faction}/${id}`]!.slot);
      if (!again) return null;
      parts[e.part] = again;
    }
  }
  return null;
}
