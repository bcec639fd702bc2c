/**
 * Planning one exhaustive game: format (round robin over the format table), terrain
 * layout, squadrons within the format's points rules (chassis weighted towards those not
 * flown yet, random legal parts), seat swap and seed. A plan is plain JSON ({@link GameSpec}):
 * it replays the same game on its own, without the coverage that shaped it.
 */
import { hashSeed, type Rng } from '../../../core/rng.js';
import type { ContentDb } from '../content/load-content.js';
import type { Faction } from '../content/types.js';
import type { SnapSetup } from '../engine/setup.js';
import { FORMATS, type FormatSpec } from '../formats/format-table.js';
import { resolveSnapSetup } from '../plugin/resolve-setup.js';
import type { CoverageCounts } from './coverage.js';
import type { CoverageTargets } from './coverage-targets.js';
import { chassisWeight, randomBuild, weightedIndex } from './random-builds.js';

/** Everything needed to play (and replay) one exhaustive game. */
export interface GameSpec {
  /** Game number in the run. */
  index: number;
  seed: string;
  swapSeats: boolean;
  roundCap: number;
  format: string;
  layout: number;
  sides: Array<{
    name: string;
    faction: Faction;
    ships: Array<{ chassis: string; parts: string[] }>;
  }>;
  /** Ability keys the pilots prefer (not covered when the game was planned). */
  prefer: string[];
}

/** Default round cap of exhaustive games (as in the seeded suites). */
export const EXHAUSTIVE_ROUND_CAP = 40;

const FACTIONS: Faction[] = ['forge', 'komplex'];

/** Chassis of `faction` usable now with at most `maxPoints` (exactly `points` when given). */
function chassisPool(
  db: ContentDb,
  t: CoverageTargets,
  faction: Faction,
  maxPoints: number,
  points?: number,
): string[] {
  return t.usableChassis.filter((id) => {
    const c = db.chassis[id]!;
    return (
      c.faction === faction && (points === undefined ? c.points <= maxPoints : c.points === points)
    );
  });
}

/** One ship: a weighted chassis from `pool` with a random legal build; null if none could be built. */
function planShip(
  db: ContentDb,
  t: CoverageTargets,
  c: CoverageCounts,
  pool: string[],
  rng: Rng,
): { chassis: string; parts: string[] } | null {
  const left = [...pool];
  while (left.length) {
    const i = weightedIndex(
      rng,
      left.map((id) => chassisWeight(db, t, c, id)),
    );
    const id = left[i]!;
    const parts = randomBuild(db, t, c, id, rng);
    if (parts) return { chassis: id, parts };
    left.splice(i, 1);
  }
  return null;
}

/** Ships of one side: one ship (duel-like formats) or squadron filling a points budget. */
function planSide(
  db: ContentDb,
  t: CoverageTargets,
  c: CoverageCounts,
  fmt: FormatSpec,
  faction: Faction,
  rng: Rng,
  points?: number,
): GameSpec['sides'][number]['ships'] {
  if (!fmt.budgets) {
    const ship = planShip(db, t, c, chassisPool(db, t, faction, Infinity, points), rng);
    return ship ? [ship] : [];
  }
  let left = fmt.budgets[rng.int(fmt.budgets.length)]!;
  const ships: GameSpec['sides'][number]['ships'] = [];
  for (;;) {
    const ship = planShip(db, t, c, chassisPool(db, t, faction, left), rng);
    if (!ship) return ships;
    ships.push(ship);
    left -= db.chassis[ship.chassis]!.points;
  }
}

/** Plans game `index` of a run from the coverage so far, drawing from the run's planning stream. */
export function planGame(
  db: ContentDb,
  t: CoverageTargets,
  c: CoverageCounts,
  masterSeed: string,
  index: number,
  rng: Rng,
): GameSpec {
  const formatId = t.formats[index % t.formats.length]!;
  const fmt = FORMATS[formatId]!;
  const sides: GameSpec['sides'] = [];
  let points: number | undefined;
  for (let si = 0; si < fmt.sides; si++) {
    // Each side a random faction: a squadron is one faction (Custom Setup step 2), opponents may share one.
    const factions = fmt.factions ?? FACTIONS;
    const faction = factions[rng.int(factions.length)]!;
    let ships = planSide(db, t, c, fmt, faction, rng, fmt.equalPoints ? points : undefined);
    if (!ships.length && fmt.equalPoints && points !== undefined)
      ships = planSide(db, t, c, fmt, faction === 'forge' ? 'komplex' : 'forge', rng, points);
    points ??= ships[0] ? db.chassis[ships[0].chassis]!.points : undefined;
    const shipFaction = ships[0] ? db.chassis[ships[0].chassis]!.faction : faction;
    sides.push({ name: `${shipFaction} ${si + 1}`, faction: shipFaction, ships });
  }
  const prefer = new Set<string>();
  for (const s of sides) {
    for (const ship of s.ships) {
      for (const p of ship.parts) {
        for (const a of t.abilities)
          if (a.partKey === `${s.faction}/${p}` && !c.abilities[a.key]) prefer.add(a.key);
      }
    }
  }
  return {
    index,
    seed: hashSeed('sortie-exhaustive', masterSeed, index),
    swapSeats: index % 2 === 1,
    roundCap: EXHAUSTIVE_ROUND_CAP,
    format: formatId,
    layout: t.layouts[rng.int(t.layouts.length)]!,
    sides,
    prefer: [...prefer].sort(),
  };
}

/** The matchup config of a plan, as a user would write it. */
export function specConfig(spec: GameSpec): Record<string, unknown> {
  return {
    format: spec.format,
    // Squadrons each fill a budget drawn at random (planSide), so their totals may differ.
    ...(FORMATS[spec.format]?.budgets ? { budget: 'off' } : {}),
    terrain: { layout: spec.layout },
    sides: spec.sides.map((s) => ({
      name: s.name,
      ships: s.ships.map((sh) => ({ chassis: sh.chassis, parts: sh.parts, pilot: 'random' })),
    })),
  };
}

/** Resolves a plan through the config resolver, so its builds and points obey the same rules as a user's config. */
export function specSetup(spec: GameSpec): SnapSetup {
  return resolveSnapSetup(specConfig(spec));
}
