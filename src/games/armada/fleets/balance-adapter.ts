/**
 * What the balance tools need to know about Armada builds (core/game-tools.ts): a build is a
 * whole side (a preset `fleet:` or the explicit form, with `pilot:`), its cost the fleet point
 * total (U7: upgrades count), its parts every upgrade of every ship (grouped by upgrade type) then
 * every squadron entry (group `squadron`), and a part's alternatives the swaps that keep the fleet
 * legal under the matchup format's fleet-building rules (content/fleet-check.ts), or `none` to
 * remove it. Fleet-list files (`fleet: {list: ...}`) are played as given but have no parts or cost
 * here (the list's folder is the config's, which the tools do not pass on). The fleets a search
 * may try are sampled (fleet-space.ts).
 */
import type { BalanceAdapter, ShipPart } from '../../../core/game-tools.js';
import {
  FLEET_FORMATS,
  fleetErrors,
  fleetPoints,
  type FleetRules,
} from '../content/fleet-check.js';
import type { ArmadaContent } from '../content/load-content.js';
import { presetAsFleet } from '../content/lookup.js';
import type { Fleet } from '../content/types.js';
import { SEARCH_LEVELS, DEFAULT_SEARCH } from '../pilots/search-config.js';
import { armadaFleetSpace } from './fleet-space.js';
import type { ArmadaSetup } from '../engine/setup.js';
import { tournamentPoints } from '../formats/tournament-points.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The alternative that removes an upgrade or a squadron entry. */
export const REMOVE_PART = 'none';

/** Rules for swaps when the matchup's format is not known: the content's own limits, no point limit. */
const ANY_FORMAT: FleetRules = {
  requireFlagship: true,
  upgrades: true,
  objectives: 'optional',
  coreSetLimits: false,
};

/** The fleet a side names (preset or explicit form), or null (a list file, or not a fleet). */
export function sideFleet(db: ArmadaContent, side: Obj): Fleet | null {
  if (typeof side.fleet === 'string') {
    const f = db.fleets[side.fleet];
    if (!f) return null;
    return presetAsFleet(
      f,
      Array.isArray(side.objectives) ? side.objectives.map(String) : f.objectives,
    );
  }
  if (side.fleet !== undefined || !Array.isArray(side.ships)) return null;
  if (side.faction !== 'rebel' && side.faction !== 'imperial') return null;
  if (!side.ships.every((s) => isObj(s) && typeof s.ship === 'string')) return null;
  const squadrons = Array.isArray(side.squadrons) ? side.squadrons : [];
  if (!squadrons.every((q) => isObj(q) && typeof q.squadron === 'string')) return null;
  return {
    faction: side.faction,
    ships: (side.ships as Obj[]).map((s) => ({
      ship: String(s.ship),
      upgrades: Array.isArray(s.upgrades) ? s.upgrades.map(String) : [],
    })),
    squadrons: (squadrons as Obj[]).map((q) => ({
      squadron: String(q.squadron),
      count: Number.isInteger(q.count) ? (q.count as number) : 1,
    })),
    ...(Array.isArray(side.objectives) ? { objectives: side.objectives.map(String) } : {}),
  };
}

/** Where part `index` is: an upgrade (ship, slot in its list) or a squadron entry. */
type PartAt = { kind: 'upgrade'; ship: number; at: number } | { kind: 'squadron'; at: number };

function locate(fleet: Fleet, index: number): PartAt | null {
  let k = 0;
  for (let i = 0; i < fleet.ships.length; i++) {
    for (let j = 0; j < fleet.ships[i]!.upgrades.length; j++) {
      if (k++ === index) return { kind: 'upgrade', ship: i, at: j };
    }
  }
  const q = index - k;
  return q >= 0 && q < fleet.squadrons.length ? { kind: 'squadron', at: q } : null;
}

/** The fleet with part `index` replaced by `part` (or removed with {@link REMOVE_PART}). */
function swapped(db: ArmadaContent, fleet: Fleet, index: number, part: string): Fleet {
  const out: Fleet = structuredClone(fleet);
  const at = locate(out, index);
  if (!at) return out;
  if (at.kind === 'upgrade') {
    const ups = out.ships[at.ship]!.upgrades;
    if (part === REMOVE_PART) ups.splice(at.at, 1);
    else ups[at.at] = part;
  } else if (part === REMOVE_PART) out.squadrons.splice(at.at, 1);
  else {
    // F3: a unique squadron comes once; a generic one takes the replaced entry's count.
    const count = db.squadrons[part]?.unique ? 1 : out.squadrons[at.at]!.count;
    out.squadrons[at.at] = { squadron: part, count };
  }
  return out;
}

/** The format's fleet-building rules, objectives not required (a swap does not change them). */
function rulesOf(matchup: Obj | undefined): FleetRules {
  if (!matchup) return ANY_FORMAT;
  const format = typeof matchup.format === 'string' ? matchup.format : 'learning';
  const rules = FLEET_FORMATS[format];
  return rules
    ? { ...rules, objectives: rules.objectives === 'none' ? 'none' : 'optional' }
    : ANY_FORMAT;
}

/** The pilot class of a side's `pilot:` (random when absent, as the config reads it). */
export function armadaPilotClass(pilot: unknown): string | null {
  const spec =
    typeof pilot === 'string'
      ? { type: pilot }
      : isObj(pilot)
        ? pilot
        : pilot === undefined
          ? { type: 'random' }
          : null;
  if (!spec || typeof spec.type !== 'string') return null;
  if (spec.type === 'heuristic') {
    let label = typeof spec.persona === 'string' ? `heuristic:${spec.persona}` : 'heuristic';
    if (typeof spec.variety === 'number' && spec.variety > 0) label += `:variety=${spec.variety}`;
    if (typeof spec.objectiveRollouts === 'number')
      label += `:objectiveRollouts=${spec.objectiveRollouts}`;
    return label;
  }
  if (spec.type === 'search') {
    const b = spec.budget;
    const level =
      typeof b === 'string' && b in SEARCH_LEVELS
        ? SEARCH_LEVELS[b as keyof typeof SEARCH_LEVELS]
        : undefined;
    return `search:${typeof b === 'number' ? b : (level ?? DEFAULT_SEARCH.budget)}`;
  }
  return spec.type;
}

/** The adapter over the content (fleet points, upgrade types, fleet-building rules). */
export function armadaBalanceAdapter(db: ArmadaContent): BalanceAdapter {
  const partsOf = (fleet: Fleet): ShipPart[] => {
    const out: ShipPart[] = [];
    for (const s of fleet.ships) {
      for (const u of s.upgrades)
        out.push({ index: out.length, id: u, group: db.upgrades[u]?.type ?? 'unknown' });
    }
    for (const q of fleet.squadrons) {
      out.push({
        index: out.length,
        id: q.squadron,
        group: 'squadron',
        ...(q.count !== 1 ? { count: q.count } : {}),
      });
    }
    return out;
  };
  return {
    buildForm: 'side',
    removal: REMOVE_PART,
    buildName: (side) => (typeof side.fleet === 'string' ? side.fleet : null),
    matchupDefaults: {},
    shipPoints: (side) => {
      const fleet = sideFleet(db, side);
      return fleet ? fleetPoints(db, fleet).total : null;
    },
    shipParts: (side) => {
      const fleet = sideFleet(db, side);
      return fleet ? partsOf(fleet) : null;
    },
    alternatives: (side, index, matchup) => {
      const fleet = sideFleet(db, side);
      const at = fleet ? locate(fleet, index) : null;
      if (!fleet || !at) return [];
      const rules = rulesOf(matchup);
      // A swap may not add a fleet-building problem (the base's own are the resolver's to report).
      const before = new Set(fleetErrors(db, fleet, rules).map((e) => e.message));
      const legal = (part: string) =>
        fleetErrors(db, swapped(db, fleet, index, part), rules).every((e) => before.has(e.message));
      let candidates: string[];
      if (at.kind === 'upgrade') {
        const current = db.upgrades[fleet.ships[at.ship]!.upgrades[at.at]!];
        const same = Object.values(db.upgrades).filter(
          (u) => u.type === current?.type && u.id !== current.id,
        );
        candidates = same.map((u) => u.id);
      } else {
        const current = fleet.squadrons[at.at]!.squadron;
        candidates = Object.values(db.squadrons)
          .filter((q) => q.id !== current)
          .map((q) => q.id);
      }
      return [...candidates.filter(legal).sort(), ...(legal(REMOVE_PART) ? [REMOVE_PART] : [])];
    },
    withPart: (side, index, part) => {
      const fleet = sideFleet(db, side);
      if (!fleet) return side;
      const f = swapped(db, fleet, index, part);
      const {
        fleet: _preset,
        faction: _f,
        ships: _s,
        squadrons: _q,
        objectives: _o,
        ...rest
      } = side;
      return {
        ...rest,
        faction: f.faction,
        ships: f.ships.map((s) => ({ ship: s.ship, upgrades: s.upgrades })),
        squadrons: f.squadrons.map((q) => ({ squadron: q.squadron, count: q.count })),
        ...(f.objectives ? { objectives: f.objectives } : {}),
      };
    },
    pilotClass: (side) => armadaPilotClass(side.pilot),
    usageTable: { id: 'upgrade-usage', part: 'card' },
    resultPoints: (setup, game) => {
      const table = (setup as ArmadaSetup).tournamentPoints;
      const [a, b] = game.scores;
      if (!table || a === undefined || b === undefined) return null;
      const w = game.winner;
      return tournamentPoints(table, w, w === null ? 0 : Math.abs(a - b));
    },
    resultPointsLabel: 'tournament points',
    pointLimit: (matchup) =>
      typeof matchup.format === 'string'
        ? (FLEET_FORMATS[matchup.format]?.pointLimit ?? null)
        : null,
    buildSpace: (request, matchup) => armadaFleetSpace(db, request, matchup),
    fairPilots:
      'fly both fleets with the same pilot (pilots: [heuristic]), or with search pilots of one budget',
  };
}
