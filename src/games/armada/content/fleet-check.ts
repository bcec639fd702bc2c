/**
 * Fleet building (F1–F5, U1–U5, Q11; RRG16 "Fleet Building", "Upgrade Cards", "Unique Names"):
 * the fleet point cost of a fleet and the problems that make it illegal in a format. Problems
 * carry a path into the fleet (its config form) so callers can position them in their file.
 */
import { didYouMean } from '../../../config/content-errors.js';
import type { ContentPath } from '../../../config/content-errors.js';
import type {
  Fleet,
  ObjectiveCard,
  ShipCard,
  ShipType,
  SquadronCard,
  UpgradeCard,
} from './types.js';

/** The cards a fleet is checked against (a subset of the loaded content). */
export interface FleetCatalog {
  ships: Readonly<Record<string, ShipCard>>;
  shipTypes: Readonly<Record<string, ShipType>>;
  squadrons: Readonly<Record<string, SquadronCard>>;
  upgrades: Readonly<Record<string, UpgradeCard>>;
  objectives: Readonly<Record<string, ObjectiveCard>>;
}

/** The fleet-building rules of one format. */
export interface FleetRules {
  /** Fleet point limit; undefined = no limit (learning scenario). */
  pointLimit?: number;
  /** Exactly one flagship (a ship with a commander) (F5). */
  requireFlagship: boolean;
  /** Upgrade cards allowed (the learning scenario uses none, P2). */
  upgrades: boolean;
  /** `required`: three, one per category (F5); `optional`: checked when given; `none`: not used. */
  objectives: 'required' | 'optional' | 'none';
  /** One core set's physical limits: models per ship type, disks per squadron type, one copy per upgrade (F4). */
  coreSetLimits: boolean;
}

/** Fleet-building rules per format id (the `format:` of a matchup config). */
export const FLEET_FORMATS: Readonly<Record<string, FleetRules>> = Object.freeze({
  learning: { requireFlagship: false, upgrades: false, objectives: 'none', coreSetLimits: true },
  'core-180': {
    pointLimit: 180,
    requireFlagship: true,
    upgrades: true,
    objectives: 'optional',
    coreSetLimits: true,
  },
  'standard-300': {
    pointLimit: 300,
    requireFlagship: true,
    upgrades: true,
    objectives: 'required',
    coreSetLimits: false,
  },
  'standard-400': {
    pointLimit: 400,
    requireFlagship: true,
    upgrades: true,
    objectives: 'required',
    coreSetLimits: false,
  },
});

/** One fleet-building problem at `path` inside the fleet. */
export interface FleetIssue {
  path: ContentPath;
  message: string;
  /** `no-flagship`: the fleet lacks a commander (a list positions it at its `Commander:` line). */
  code?: 'no-flagship';
}

/** A fleet's cost split (U7: upgrades count in their ship's cost). */
export interface FleetPoints {
  ships: number;
  upgrades: number;
  squadrons: number;
  total: number;
}

/** Fleet point cost of `fleet`; unknown ids count 0 (fleetErrors reports them). */
export function fleetPoints(catalog: FleetCatalog, fleet: Fleet): FleetPoints {
  let ships = 0;
  let upgrades = 0;
  let squadrons = 0;
  for (const s of fleet.ships) {
    ships += catalog.ships[s.ship]?.points ?? 0;
    for (const u of s.upgrades) upgrades += catalog.upgrades[u]?.points ?? 0;
  }
  for (const q of fleet.squadrons)
    squadrons += (catalog.squadrons[q.squadron]?.points ?? 0) * q.count;
  return { ships, upgrades, squadrons, total: ships + upgrades + squadrons };
}

/** Every problem that makes `fleet` illegal under `rules` (empty = legal). */
export function fleetErrors(catalog: FleetCatalog, fleet: Fleet, rules: FleetRules): FleetIssue[] {
  const issues: FleetIssue[] = [];
  const add = (path: ContentPath, message: string) => issues.push({ path, message });
  const unknown = (what: string, id: string, ids: Record<string, unknown>) =>
    `unknown ${what} "${id}"${didYouMean(id, Object.keys(ids))}`;
  const wrongFaction = (name: string, faction: string) =>
    `${name} is ${faction}, the fleet is ${fleet.faction} (U2)`;

  const commanders: number[] = [];
  const uniqueNames = new Map<string, ContentPath>();
  const claimUnique = (name: string, path: ContentPath) => {
    if (uniqueNames.has(name))
      add(path, `${name} is unique: a fleet holds one card of that name (F3)`);
    else uniqueNames.set(name, path);
  };

  fleet.ships.forEach((entry, i) => {
    const ship = catalog.ships[entry.ship];
    if (!ship) return add(['ships', i, 'ship'], unknown('ship', entry.ship, catalog.ships));
    if (ship.faction !== fleet.faction)
      add(['ships', i, 'ship'], wrongFaction(ship.name, ship.faction));
    if (entry.upgrades.length > 0 && !rules.upgrades)
      add(['ships', i, 'upgrades'], 'this format uses no upgrade cards');
    issues.push(...shipUpgradeIssues(catalog, ship, entry.upgrades, ['ships', i, 'upgrades']));
    entry.upgrades.forEach((id, j) => {
      const u = catalog.upgrades[id];
      if (!u) return;
      if (u.faction !== 'any' && u.faction !== fleet.faction)
        add(['ships', i, 'upgrades', j], wrongFaction(u.name, u.faction));
      if (u.type === 'commander') commanders.push(i);
      if (u.unique) claimUnique(u.name, ['ships', i, 'upgrades', j]);
    });
  });

  // F5, U5: one flagship at most (exactly one where required).
  if (commanders.length > 1)
    add(['ships', commanders[1]!, 'upgrades'], 'a fleet has at most one commander (U5)');
  if (rules.requireFlagship && commanders.length === 0)
    issues.push({
      path: ['ships'],
      message: 'the fleet needs a flagship: one ship with a commander (F5)',
      code: 'no-flagship',
    });

  let uniqueWithTokens = 0;
  fleet.squadrons.forEach((entry, i) => {
    const q = catalog.squadrons[entry.squadron];
    if (!q)
      return add(
        ['squadrons', i, 'squadron'],
        unknown('squadron', entry.squadron, catalog.squadrons),
      );
    if (q.faction !== fleet.faction)
      add(['squadrons', i, 'squadron'], wrongFaction(q.name, q.faction));
    if (q.unique) {
      if (entry.count !== 1)
        add(['squadrons', i, 'count'], `${q.name} is unique: count must be 1 (F3)`);
      claimUnique(q.name, ['squadrons', i, 'squadron']);
      if (q.defenseTokens.length > 0) uniqueWithTokens += entry.count;
    }
  });

  const points = fleetPoints(catalog, fleet);
  if (rules.pointLimit !== undefined) {
    const limit = rules.pointLimit;
    if (points.total > limit)
      add([], `the fleet costs ${points.total} points, the limit is ${limit} (F1)`);
    const squadronCap = Math.ceil(limit / 3);
    if (points.squadrons > squadronCap) {
      add(
        ['squadrons'],
        `squadrons cost ${points.squadrons} points, at most a third of ${limit} rounded up = ${squadronCap} (Q11)`,
      );
    }
    const uniqueCap = Math.floor(limit / 100);
    if (uniqueWithTokens > uniqueCap) {
      add(
        ['squadrons'],
        `${uniqueWithTokens} unique squadrons with defense tokens, at most ${uniqueCap} (one per 100 points, RRG16)`,
      );
    }
  }

  issues.push(...objectiveIssues(catalog, fleet, rules));
  if (rules.coreSetLimits) issues.push(...coreSetIssues(catalog, [fleet]));
  return issues;
}

/** Upgrade-bar fit of one ship's upgrades (U1, U3, U4, U5; RRG16 restriction traits). */
function shipUpgradeIssues(
  catalog: FleetCatalog,
  ship: ShipCard,
  ids: readonly string[],
  at: ContentPath,
): FleetIssue[] {
  const issues: FleetIssue[] = [];
  const typeName = (id: string | undefined) => (id && catalog.shipTypes[id]?.name) ?? id;
  const used = new Map<string, number>();
  const hasCommander = ids.some((id) => catalog.upgrades[id]?.type === 'commander');
  let modifications = 0;
  ids.forEach((id, j) => {
    const path = [...at, j];
    const u = catalog.upgrades[id];
    if (!u)
      return issues.push({
        path,
        message: `unknown upgrade "${id}"${didYouMean(id, Object.keys(catalog.upgrades))}`,
      });
    if (ids.indexOf(id) !== j)
      issues.push({
        path,
        message: `${u.name} is already on this ship (no duplicate upgrades on a ship)`,
      });
    const n = (used.get(u.type) ?? 0) + 1;
    used.set(u.type, n);
    if (u.type === 'title') {
      if (u.restrictions?.shipType !== ship.shipType) {
        issues.push({
          path,
          message: `${u.name} is a title for the ${typeName(u.restrictions?.shipType)}, not the ${typeName(ship.shipType)} (U4)`,
        });
      }
      if (n > 1) issues.push({ path, message: 'a ship has at most one title (U4)' });
    } else if (u.type === 'commander') {
      if (n > 1) issues.push({ path, message: 'a ship has at most one commander (U5)' });
    } else {
      const slots = ship.upgradeBar.filter((t) => t === u.type).length;
      if (n > slots)
        issues.push({
          path,
          message: `${ship.name} has ${slots} ${u.type} slot${slots === 1 ? '' : 's'} (U1)`,
        });
    }
    if (u.traits?.includes('modification') && ++modifications > 1) {
      issues.push({ path, message: 'a ship has at most one Modification upgrade (U3)' });
    }
    if (u.restrictions?.sizes && !u.restrictions.sizes.includes(ship.size)) {
      issues.push({ path, message: `${u.name} fits ${u.restrictions.sizes.join('/')} ships only` });
    }
    if (u.restrictions?.flagship && !hasCommander)
      issues.push({ path, message: `${u.name} fits the flagship only` });
  });
  return issues;
}

/** Objectives: one per category when given or required (F5, O0). */
function objectiveIssues(catalog: FleetCatalog, fleet: Fleet, rules: FleetRules): FleetIssue[] {
  const given = fleet.objectives ?? [];
  if (rules.objectives === 'none')
    return given.length
      ? [{ path: ['objectives'], message: 'this format uses no objectives' }]
      : [];
  if (given.length === 0 && rules.objectives === 'optional') return [];
  const issues: FleetIssue[] = [];
  const seen = new Set<string>();
  given.forEach((id, i) => {
    const o = catalog.objectives[id];
    if (!o)
      return issues.push({
        path: ['objectives', i],
        message: `unknown objective "${id}"${didYouMean(id, Object.keys(catalog.objectives))}`,
      });
    if (seen.has(o.category))
      issues.push({
        path: ['objectives', i],
        message: `a second ${o.category} objective: bring one of each category (F5)`,
      });
    seen.add(o.category);
  });
  if (given.length !== 3)
    issues.push({
      path: ['objectives'],
      message: `a fleet brings 3 objectives (assault, defense, navigation), got ${given.length} (F5)`,
    });
  return issues;
}

/**
 * One core set's physical limits (F4): ship models per ship type, squadron disks per type, one
 * copy of each upgrade card. Given two fleets (`coreSets: shared`, EXP: the players build from one
 * core set's cards), the limits hold for both together.
 */
export function coreSetIssues(catalog: FleetCatalog, fleets: readonly Fleet[]): FleetIssue[] {
  const issues: FleetIssue[] = [];
  const models = new Map<string, number>();
  const disks = new Map<string, number>();
  const copies = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, n = 1) => m.set(k, (m.get(k) ?? 0) + n);
  for (const fleet of fleets) {
    for (const s of fleet.ships) {
      const type = catalog.ships[s.ship]?.shipType;
      if (type) add(models, type);
      for (const u of s.upgrades) add(copies, u);
    }
    for (const q of fleet.squadrons) {
      const card = catalog.squadrons[q.squadron];
      if (card) add(disks, card.squadronType ?? card.id, q.count);
    }
  }
  for (const [type, n] of models) {
    const max = catalog.shipTypes[type]?.coreSetModels ?? 0;
    if (n > max)
      issues.push({
        path: ['ships'],
        message: `${n} ${catalog.shipTypes[type]?.name ?? type} ships, the core set has ${max} model${max === 1 ? '' : 's'} (F4)`,
      });
  }
  for (const [type, n] of disks) {
    const max = catalog.squadrons[type]?.coreSetDisks ?? 0;
    if (n > max)
      issues.push({
        path: ['squadrons'],
        message: `${n} ${catalog.squadrons[type]?.name ?? type} disks (uniques included), the core set has ${max} (F4)`,
      });
  }
  for (const [id, n] of copies) {
    if (n > 1) {
      const name = catalog.upgrades[id]?.name ?? id;
      issues.push({
        path: ['ships'],
        message: `${n} copies of ${name}, the core set has one (F4)`,
      });
    }
  }
  return issues;
}
