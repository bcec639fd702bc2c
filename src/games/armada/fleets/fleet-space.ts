/**
 * The fleets `sortie optimize` and `sortie outliers` search on Armada: `ship: {faction,
 * points}` is every legal fleet of the faction within `points` (default: the format's
 * point limit) under the matchup format's fleet-building rules (content/fleet-check.ts:
 * F1–F5, U1–U5). The space is far too large to list, so it is sampled: a fleet is grown
 * at random (1–3 ships, a commander on one of them when the format needs a flagship,
 * each upgrade slot filled with probability ½ by a random card of its type, then random
 * squadrons while a coin keeps landing heads), and every step is kept only when it adds
 * no fleet-building problem and stays within the points; the finished fleet must be
 * legal. Repeated draws of the same fleet are merged by the tools. `exclude` lists card
 * ids (ships, upgrades, squadrons) never used; `fixed` is not offered for fleets. The
 * preset fleets of the faction that are legal within the limit are the references.
 */
import {
  UsageError,
  type BuildCandidate,
  type BuildSpace,
  type BuildSpaceRequest,
} from '../../../core/game-tools.js';
import {
  FLEET_FORMATS,
  fleetErrors,
  fleetPoints,
  type FleetRules,
} from '../content/fleet-check.js';
import type { ArmadaContent } from '../content/load-content.js';
import { presetAsFleet } from '../content/lookup.js';
import type { Fleet } from '../content/types.js';

/** The fleet as a config's explicit side writes it. */
function sideOf(f: Fleet): Record<string, unknown> {
  return {
    faction: f.faction,
    ships: f.ships.map((s) => ({ ship: s.ship, upgrades: [...s.upgrades] })),
    squadrons: f.squadrons.map((q) => ({ squadron: q.squadron, count: q.count })),
  };
}

/** Canonical key: ships (with sorted upgrades) and squadrons, sorted. */
function keyOf(f: Fleet): string {
  const ships = f.ships.map((s) => `${s.ship}[${[...s.upgrades].sort().join('+')}]`).sort();
  const squads = f.squadrons.map((q) => `${q.squadron}x${q.count}`).sort();
  return `${f.faction}:${ships.join(',')};${squads.join(',')}`;
}

function partsOf(f: Fleet): string[] {
  return [
    ...f.ships.flatMap((s) => [s.ship, ...s.upgrades]),
    ...f.squadrons.flatMap((q) => Array.from({ length: q.count }, () => q.squadron)),
  ];
}

function labelOf(f: Fleet): string {
  const ships = f.ships.map((s) =>
    s.upgrades.length ? `${s.ship} (${s.upgrades.join(', ')})` : s.ship,
  );
  const squads = f.squadrons.map((q) => (q.count > 1 ? `${q.count}× ${q.squadron}` : q.squadron));
  return [...ships, ...squads].join('; ');
}

/** The fleet space of a request in a matchup. */
export function armadaFleetSpace(
  db: ArmadaContent,
  request: BuildSpaceRequest,
  matchup: Record<string, unknown>,
): BuildSpace {
  const ship = request.ship;
  const extra = Object.keys(ship).filter((k) => k !== 'faction' && k !== 'points');
  if (extra.length)
    throw new UsageError(
      `ship: unknown key "${extra[0]}" (a fleet space is {faction: rebel|imperial, points: n})`,
    );
  const faction = ship.faction;
  if (faction !== 'rebel' && faction !== 'imperial')
    throw new UsageError(
      'ship: give {faction: rebel|imperial, points: n} (fleets within n points)',
    );
  if (Object.keys(request.fixed).length)
    throw new UsageError('fixed: not offered for fleets (list cards to leave out under exclude)');
  const format = typeof matchup.format === 'string' ? matchup.format : 'core-180';
  const base = FLEET_FORMATS[format];
  if (!base) throw new UsageError(`ship: format "${format}" has no fleet-building rules`);
  const rules: FleetRules = {
    ...base,
    objectives: base.objectives === 'none' ? 'none' : 'optional',
  };
  const limit = typeof ship.points === 'number' ? ship.points : base.pointLimit;
  if (limit === undefined)
    throw new UsageError('ship.points: give the point limit (the format has none)');
  const ex = new Set(request.exclude);
  const ships = Object.values(db.ships)
    .filter((s) => s.faction === faction && !ex.has(s.id))
    .sort((a, b) => a.id.localeCompare(b.id));
  const upgrades = Object.values(db.upgrades)
    .filter((u) => (u.faction === faction || u.faction === 'any') && !ex.has(u.id))
    .sort((a, b) => a.id.localeCompare(b.id));
  const squadrons = Object.values(db.squadrons)
    .filter((q) => q.faction === faction && !ex.has(q.id))
    .sort((a, b) => a.id.localeCompare(b.id));
  if (!ships.length) throw new UsageError(`exclude leaves no ${faction} ship`);
  const fits = (f: Fleet) => fleetPoints(db, f).total <= limit;
  const problems = (f: Fleet) => new Set(fleetErrors(db, f, rules).map((e) => e.message));
  /** Keeps `next` when it adds no problem to `f` and fits. */
  const better = (f: Fleet, next: Fleet): Fleet => {
    if (!fits(next)) return f;
    const before = problems(f);
    return [...problems(next)].every((m) => before.has(m)) ? next : f;
  };
  const candidate = (f: Fleet, build: Record<string, unknown>): BuildCandidate => ({
    build,
    parts: partsOf(f),
    points: fleetPoints(db, f).total,
    key: keyOf(f),
    label: labelOf(f),
  });
  const pick = <T>(list: readonly T[], random: () => number): T =>
    list[Math.floor(random() * list.length)]!;
  const grow = (random: () => number): Fleet => {
    let f: Fleet = { faction, ships: [], squadrons: [] };
    const n = 1 + Math.floor(random() * 3);
    for (let k = 0; k < n; k++) {
      const s = pick(ships, random);
      const next: Fleet = { ...f, ships: [...f.ships, { ship: s.id, upgrades: [] }] };
      if (fits(next)) f = next;
    }
    if (rules.requireFlagship && rules.upgrades && f.ships.length) {
      const commanders = upgrades.filter((u) => u.type === 'commander');
      for (
        let t = 0;
        t < 10 &&
        !f.ships.some((s) => s.upgrades.some((u) => db.upgrades[u]?.type === 'commander')) &&
        commanders.length;
        t++
      ) {
        const at = Math.floor(random() * f.ships.length);
        const next = structuredClone(f);
        next.ships[at]!.upgrades.push(pick(commanders, random).id);
        if (
          fits(next) &&
          fleetErrors(db, next, rules).every(
            (e) => !/commander|flagship/i.test(e.message) || problems(f).has(e.message),
          )
        )
          f = next;
      }
    }
    if (rules.upgrades) {
      f.ships.forEach((s, i) => {
        for (const type of db.ships[s.ship]!.upgradeBar) {
          if (type === 'commander' || random() < 0.5) continue;
          const options = upgrades.filter((u) => u.type === type);
          if (!options.length) continue;
          const next = structuredClone(f);
          next.ships[i]!.upgrades.push(pick(options, random).id);
          f = better(f, next);
        }
      });
    }
    while (squadrons.length && random() < 0.7) {
      const q = pick(squadrons, random);
      const have = f.squadrons.findIndex((x) => x.squadron === q.id);
      const next = structuredClone(f);
      if (have >= 0) next.squadrons[have]!.count++;
      else next.squadrons.push({ squadron: q.id, count: 1 });
      f = better(f, next);
    }
    return f;
  };
  return {
    description: `${faction} fleets within ${limit} points (${format})`,
    size: null,
    enumerate: () => null,
    sample(random) {
      for (let tries = 0; tries < 200; tries++) {
        const f = grow(random);
        if (f.ships.length && fleetErrors(db, f, rules).length === 0)
          return candidate(f, sideOf(f));
      }
      return null;
    },
    presets: () =>
      Object.values(db.fleets)
        .filter((p) => p.faction === faction)
        .map((p) => ({ p, f: presetAsFleet(p, undefined) }))
        .filter(
          ({ f }) =>
            fits(f) &&
            fleetErrors(db, f, rules).length === 0 &&
            partsOf(f).every((id) => !ex.has(id)),
        )
        .sort((a, b) => a.p.id.localeCompare(b.p.id))
        .map(({ p, f }) => ({ ...candidate(f, { fleet: p.id }), label: `${p.id} (preset)` })),
  };
}
