/**
 * The fleet of one side of a matchup config (DESIGN.md "Star Wars: Armada"): a preset id
 * (`fleet: core-rebels-173`, content/fleets.yaml), a fleet list file exported by a fleet builder
 * (`fleet: {list: fleets/rebels.txt}`, relative to the config or absolute, read through the
 * loader: a queue worker gets its text from the coordinator; content/fleet-list-text.ts) or the
 * explicit form (faction, ships, squadrons, objectives). The fleet is then checked against the
 * format's fleet-building rules (content/fleet-check.ts); problems are positioned in the config,
 * or in the list file for a list.
 */
import { suggest } from '../../../config/issues.js';
import type { ConfigIssue, NamedFile } from '../../../core/game-plugin.js';
import { fleetErrors, type FleetRules } from '../content/fleet-check.js';
import { unknownKeys } from './config-keys.js';
import { listPosition, parseFleetList } from '../content/fleet-list-text.js';
import type { ArmadaContent } from '../content/load-content.js';
import { presetAsFleet } from '../content/lookup.js';
import type { Faction, Fleet } from '../content/types.js';

type Path = Array<string | number>;
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A side's resolved fleet. */
export interface ResolvedFleet {
  fleet: Fleet;
  /** Preset id, when the fleet came from one. */
  preset?: string;
  /** The list's `Name:`, when the fleet came from a list file. */
  listName?: string;
}

/** What resolving a fleet needs to know. */
export interface FleetContext {
  db: ArmadaContent;
  /** The format's fleet-building rules (undefined: unknown format, not checked). */
  rules: FleetRules | undefined;
  /** The matchup's format id (a list's stated limit, `Points: 175/180`, is checked against its limit). */
  format?: string;
  /** Reads a list file by its path as written (SetupContext.readFile); absent: lists cannot be read. */
  readFile?: (path: string) => NamedFile;
  issues: ConfigIssue[];
}

/** The objectives a side lists (explicit form, or added to a preset). */
function objectivesOf(raw: Obj, path: Path, issues: ConfigIssue[]): string[] | undefined {
  if (raw.objectives === undefined) return undefined;
  if (!Array.isArray(raw.objectives)) {
    const message = 'must be a list of 3 objective ids (assault, defense, navigation)';
    issues.push({ path: [...path, 'objectives'], message });
    return undefined;
  }
  return raw.objectives.map(String);
}

function presetFleet(c: FleetContext, raw: Obj, path: Path): ResolvedFleet | null {
  const f = typeof raw.fleet === 'string' ? c.db.fleets[raw.fleet] : undefined;
  if (!f) {
    c.issues.push({
      path: [...path, 'fleet'],
      message: `unknown fleet "${String(raw.fleet)}"`,
      suggestions: suggest(String(raw.fleet), Object.keys(c.db.fleets)),
    });
    return null;
  }
  const objectives = objectivesOf(raw, path, c.issues) ?? f.objectives;
  const fleet = presetAsFleet(f, objectives);
  // Fleet problems of a preset point at `fleet:`; those of added objectives at `objectives:`.
  if (c.rules) {
    for (const fi of fleetErrors(c.db, fleet, c.rules)) {
      const own = fi.path[0] === 'objectives' && raw.objectives !== undefined;
      c.issues.push({
        path: own ? [...path, ...(fi.path as Path)] : [...path, 'fleet'],
        message: fi.message,
      });
    }
  }
  return { fleet, preset: f.id };
}

function listFleet(c: FleetContext, raw: Obj, path: Path): ResolvedFleet | null {
  const spec = raw.fleet as Obj;
  const at: Path = [...path, 'fleet'];
  unknownKeys(spec, ['list'], at, c.issues);
  if (typeof spec.list !== 'string' || !spec.list) {
    c.issues.push({
      path: [...at, 'list'],
      message: 'must be the path of a fleet list file, relative to the config',
    });
    return null;
  }
  let file: string;
  let text: string;
  try {
    if (!c.readFile) throw new Error('no file can be read here');
    ({ path: file, text } = c.readFile(spec.list));
  } catch (e) {
    const where = (e as { path?: unknown }).path;
    c.issues.push({
      path: [...at, 'list'],
      message: `cannot read ${typeof where === 'string' ? where : spec.list} (${(e as Error).message})`,
    });
    return null;
  }
  // A file that is not a fleet list (no "Faction:" line) is refused without quoting any of it.
  if (!/^\s*faction\s*:/im.test(text)) {
    c.issues.push({
      path: [...at, 'list'],
      message: `${file} is not a fleet list: it has no "Faction:" line (Rebel Alliance or Galactic Empire)`,
    });
    return null;
  }
  const parsed = parseFleetList(
    text,
    c.db,
    c.format ? { id: c.format, pointLimit: c.rules?.pointLimit } : undefined,
  );
  const inList = (line: number, col: number) => ({ file, line, col });
  for (const i of parsed.issues) {
    c.issues.push({
      path: [...at, 'list'],
      message: i.message,
      suggestions: i.suggestions,
      at: inList(i.line, i.col),
    });
  }
  if (!parsed.fleet) return null;
  if (objectivesOf(raw, path, c.issues)) {
    const message = 'a fleet list names its objectives itself (Assault:, Defense:, Navigation:)';
    c.issues.push({ path: [...path, 'objectives'], message });
  }
  // Cost and total mismatches do not hide fleet-building problems; an unreadable card line does
  // (the fleet read is incomplete: its problems would only echo that line's).
  if (c.rules && !parsed.unreadable) {
    for (const fi of fleetErrors(c.db, parsed.fleet, c.rules)) {
      const p =
        fi.code === 'no-flagship' && parsed.positions.commander
          ? parsed.positions.commander
          : listPosition(parsed, fi.path);
      c.issues.push({ path: [...at, 'list'], message: fi.message, at: inList(p.line, p.col) });
    }
  }
  return { fleet: parsed.fleet, ...(parsed.name ? { listName: parsed.name } : {}) };
}

function explicitFleet(c: FleetContext, raw: Obj, path: Path): ResolvedFleet | null {
  const { db, issues } = c;
  const faction: Faction | undefined =
    raw.faction === 'rebel' || raw.faction === 'imperial' ? raw.faction : undefined;
  if (!faction) {
    issues.push({
      path: [...path, 'faction'],
      message:
        'faction must be one of rebel, imperial (or give a preset `fleet:` or `fleet: {list: file}`)',
      suggestions:
        typeof raw.faction === 'string' ? suggest(raw.faction, ['rebel', 'imperial']) : undefined,
    });
  }
  const ships: Fleet['ships'] = [];
  const squadrons: Fleet['squadrons'] = [];
  const before = issues.length;
  if (!Array.isArray(raw.ships) || raw.ships.length === 0) {
    issues.push({
      path: [...path, 'ships'],
      message: 'needs a list of ships, e.g. [{ship: cr90-corvette-a}]',
    });
  } else {
    raw.ships.forEach((s, i) => {
      const at = [...path, 'ships', i];
      if (!isObj(s) || typeof s.ship !== 'string') {
        return issues.push({ path: at, message: 'must be {ship: <id>, upgrades: [...]}' });
      }
      unknownKeys(s, ['ship', 'upgrades'], at, issues);
      if (s.upgrades !== undefined && !Array.isArray(s.upgrades)) {
        issues.push({ path: [...at, 'upgrades'], message: 'must be a list of upgrade ids' });
      }
      ships.push({
        ship: s.ship,
        upgrades: Array.isArray(s.upgrades) ? s.upgrades.map(String) : [],
      });
    });
  }
  if (raw.squadrons !== undefined && !Array.isArray(raw.squadrons)) {
    issues.push({ path: [...path, 'squadrons'], message: 'must be a list of {squadron, count}' });
  }
  (Array.isArray(raw.squadrons) ? raw.squadrons : []).forEach((q, i) => {
    const at = [...path, 'squadrons', i];
    if (!isObj(q) || typeof q.squadron !== 'string') {
      return issues.push({ path: at, message: 'must be {squadron: <id>, count: n}' });
    }
    unknownKeys(q, ['squadron', 'count'], at, issues);
    const count = q.count === undefined ? 1 : q.count;
    if (!Number.isInteger(count) || (count as number) < 1) {
      issues.push({ path: [...at, 'count'], message: 'must be a whole number >= 1' });
    }
    squadrons.push({ squadron: q.squadron, count: Number(count) || 1 });
  });
  const objectives = objectivesOf(raw, path, issues);
  const unknown = (what: string, id: string, ids: object, at: Path) =>
    issues.push({
      path: at,
      message: `unknown ${what} "${id}"`,
      suggestions: suggest(id, Object.keys(ids)),
    });
  ships.forEach((s, i) => {
    if (!db.ships[s.ship]) unknown('ship', s.ship, db.ships, [...path, 'ships', i, 'ship']);
    s.upgrades.forEach((u, j) => {
      if (!db.upgrades[u]) unknown('upgrade', u, db.upgrades, [...path, 'ships', i, 'upgrades', j]);
    });
  });
  squadrons.forEach((q, i) => {
    if (!db.squadrons[q.squadron])
      unknown('squadron', q.squadron, db.squadrons, [...path, 'squadrons', i, 'squadron']);
  });
  (objectives ?? []).forEach((o, i) => {
    if (!db.objectives[o]) unknown('objective', o, db.objectives, [...path, 'objectives', i]);
  });
  // Fleet building is checked on known cards only (an unknown commander would also miss the flagship).
  if (!faction || issues.length > before) return null;
  const fleet: Fleet = { faction, ships, squadrons, ...(objectives ? { objectives } : {}) };
  if (c.rules) {
    for (const fi of fleetErrors(db, fleet, c.rules))
      issues.push({ path: [...path, ...(fi.path as Path)], message: fi.message });
  }
  return { fleet };
}

/** Resolves the fleet of the side at `path` (e.g. ["sides", 0]); null when it cannot be built. */
export function resolveFleet(c: FleetContext, raw: Obj, path: Path): ResolvedFleet | null {
  if (raw.fleet !== undefined) {
    for (const k of ['faction', 'ships', 'squadrons'] as const) {
      if (raw[k] === undefined) continue;
      c.issues.push({
        path: [...path, k],
        message: 'give either `fleet:` or the explicit form, not both',
      });
    }
    return isObj(raw.fleet) ? listFleet(c, raw, path) : presetFleet(c, raw, path);
  }
  return explicitFleet(c, raw, path);
}
