/**
 * A fleet as the plain list text the common fleet builders export (Armada Warlords, the Fantasy
 * Flight builder, forum posts): a header of `Key: value` lines (Name, Faction, Points, Commander,
 * Assault, Defense, Navigation), ships with their upgrades on indented or bulleted lines below them,
 * `= N Points` subtotals, a `Squadrons:` block of `N x Name (cost)` lines and an optional total:
 *
 *     Name: Core Imperials
 *     Faction: Galactic Empire
 *     Points: 175/180
 *     Commander: Grand Moff Tarkin
 *     Assault: Most Wanted
 *     [ flagship ] Victory II-class Star Destroyer (85)
 *     •  Grand Moff Tarkin (38)
 *     = 123 Points
 *     Squadrons:
 *     •  3 x TIE Fighter Squadron (24)
 *     = 24 Points
 *
 * Names are matched to the cards ignoring case, punctuation and the unique bullet. Printed costs
 * and subtotals are checked against the cards (a list built with other points is refused, SPEC
 * 3.2 #20). Every problem is positioned (line, column) in the text, and the position of each unit
 * is kept so that fleet-building problems (fleet-check.ts) point into the text too.
 */
import { suggest } from '../../../config/issues.js';
import type { ContentPath } from '../../../config/content-errors.js';
import type { FleetCatalog } from './fleet-check.js';
import type { Faction, Fleet } from './types.js';

/** A line and column of the text (1-based). */
export interface ListPosition {
  line: number;
  col: number;
}

/** A problem in the text. */
export interface ListIssue extends ListPosition {
  message: string;
  suggestions?: string[];
}

/** The parsed list: the fleet (null when no faction could be read), its problems and positions. */
export interface ParsedFleetList {
  /** The `Name:` line, if any. */
  name?: string;
  fleet: Fleet | null;
  issues: ListIssue[];
  /** Where each part of the fleet was written, by fleet path joined with "." (`ships.0.upgrades.1`). */
  positions: Record<string, ListPosition>;
}

const FACTIONS: Record<string, Faction> = {
  rebel: 'rebel',
  rebels: 'rebel',
  'rebel alliance': 'rebel',
  imperial: 'imperial',
  empire: 'imperial',
  'galactic empire': 'imperial',
};

const OBJECTIVE_KEYS = ['assault', 'defense', 'defence', 'navigation'];
const HEADER_KEYS = ['name', 'faction', 'points', 'commander', 'author', 'total', 'total points', ...OBJECTIVE_KEYS];

/** Lower case, no unique bullet, quotes or punctuation: "•  \"Howlrunner\"" -> "howlrunner". */
export function normaliseName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\u2018\u2019\u201c\u201d'"`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Cards by normalised name and id, and their display names for "did you mean". */
function index<T extends { id: string; name: string }>(cards: Readonly<Record<string, T>>) {
  const byName = new Map<string, T>();
  for (const c of Object.values(cards)) {
    byName.set(normaliseName(c.name), c);
    byName.set(normaliseName(c.id), c);
  }
  return { byName, names: Object.values(cards).map((c) => c.name) };
}

const BULLET = /^[•·*\-–—]\s*/u;
/** A trailing cost: "(16)", "(16 points)", "( 16  pts)", "[16]". */
const COST = /\s*[([]\s*(\d+)\s*(?:points?|pts?)?\s*[)\]]\s*$/i;
/** A leading count: "2 x ", "2x ", "2 × ", or a bare "2 " before the name. */
const COUNT = /^(\d+)\s*(?:[x×]\s+|\s)/i;
/** A subtotal line: "= 109 Points", "= 77 total ship cost". */
const SUBTOTAL = /^=\s*(\d+)\b/;

/** One unit line split into its parts, with the column of the name. */
interface UnitLine {
  count: number;
  name: string;
  cost?: number;
  col: number;
  flagship: boolean;
}

function unitLine(raw: string, lead: number): UnitLine {
  let rest = raw;
  let col = lead + 1;
  const skip = (re: RegExp): RegExpMatchArray | null => {
    const m = rest.match(re);
    if (m) {
      col += m[0].length;
      rest = rest.slice(m[0].length);
    }
    return m;
  };
  skip(BULLET);
  const flagship = !!skip(/^\[\s*flagship\s*\]\s*/i);
  const count = skip(COUNT);
  const cost = rest.match(COST);
  if (cost) rest = rest.slice(0, cost.index);
  return {
    count: count ? Number(count[1]) : 1,
    name: rest.trim(),
    ...(cost ? { cost: Number(cost[1]) } : {}),
    col,
    flagship,
  };
}

/** What the list is checked against besides the cards: the matchup's format. */
export interface FleetListFormat {
  /** Format id, for messages (e.g. "core-180"). */
  id: string;
  /** The format's point limit; a list stating another limit (`Points: 175/400`) is refused. */
  pointLimit?: number;
}

/** Parses list text against the cards of `catalog` (and the stated point limit against `format`). */
export function parseFleetList(text: string, catalog: FleetCatalog, format?: FleetListFormat): ParsedFleetList {
  const issues: ListIssue[] = [];
  const positions: Record<string, ListPosition> = {};
  const ships = index(catalog.ships);
  const squadrons = index(catalog.squadrons);
  const upgrades = index(catalog.upgrades);
  const objectives = index(catalog.objectives);
  const fleetShips: Fleet['ships'] = [];
  const fleetSquadrons: Fleet['squadrons'] = [];
  const fleetObjectives: string[] = [];
  let name: string | undefined;
  let faction: Faction | undefined;
  let stated: { total: number; at: ListPosition } | undefined;
  let commander: { name: string; at: ListPosition } | undefined;
  let section: 'ships' | 'squadrons' = 'ships';
  /** Points of the block the next "= N" line sums (a ship with its upgrades, or the squadrons). */
  let block = 0;
  let total = 0;
  let sawUnit = false;
  let unitLines = 0;
  /** Ship lines read so far, and whether the last one named a known ship (its upgrades follow). */
  let shipLines = 0;
  let shipKnown = false;
  /** An unreadable unit line in the current block / anywhere: its sums are not checked. */
  let blockUnknown = false;
  let anyUnknown = false;

  const add = (at: ListPosition, message: string, suggestions?: string[]) =>
    issues.push({ ...at, message, ...(suggestions?.length ? { suggestions } : {}) });
  const unknownUnit = (at: ListPosition, message: string, suggestions: string[]) => {
    blockUnknown = true;
    anyUnknown = true;
    add(at, message, suggestions);
  };
  const checkCost = (u: UnitLine, at: ListPosition, what: string, points: number) => {
    if (u.cost !== undefined && u.cost !== points) {
      add(at, `${what} costs ${points} points on its card${u.count > 1 ? 's' : ''}, the list says ${u.cost}`);
    }
  };

  text.split(/\r?\n/).forEach((full, i) => {
    const line = i + 1;
    const body = full.replace(/\s+$/, '');
    const lead = body.length - body.trimStart().length;
    const trimmed = body.trim();
    if (!trimmed || /^[-=_*]{3,}$/.test(trimmed)) return;
    const at = { line, col: lead + 1 };

    const sub = trimmed.match(SUBTOTAL);
    if (sub) {
      const n = Number(sub[1]);
      const what = section === 'ships' ? 'ship and its upgrades' : 'squadrons';
      // A block with an unreadable line cannot be summed: that line's problem is the real one.
      if (n !== block && !blockUnknown) add(at, `this subtotal says ${n} points, the ${what} above cost ${block}`);
      return;
    }
    if (/^squadrons\s*:?\s*$/i.test(trimmed)) {
      section = 'squadrons';
      block = 0;
      blockUnknown = false;
      return;
    }
    const header = trimmed.match(/^([A-Za-z][A-Za-z ]*?)(?:\s+objective)?\s*:\s*(.*)$/i);
    if (header && HEADER_KEYS.includes(header[1]!.toLowerCase())) {
      const key = header[1]!.toLowerCase();
      const value = header[2]!.trim();
      const vat = { line, col: lead + trimmed.indexOf(header[2]!, header[1]!.length) + 1 };
      if (key === 'name') name = value;
      else if (key === 'faction') {
        faction = FACTIONS[normaliseName(value)];
        if (!faction) add(vat, `unknown faction "${value}"`, suggest(value, ['Rebel Alliance', 'Galactic Empire']));
      } else if (key === 'points' || key === 'total' || key === 'total points') {
        const m = value.match(/^(\d+)(?:\s*\/\s*(\d+))?/);
        if (m) stated = { total: Number(m[1]), at: vat };
        else add(vat, `expected a point total, e.g. "173/180"`);
        // F1: "175/180" states the limit the list was built for; it must be the matchup format's.
        if (m?.[2] !== undefined && format?.pointLimit !== undefined && Number(m[2]) !== format.pointLimit) {
          const at = { line, col: vat.col + m[0].lastIndexOf(m[2]) };
          add(at, `the list is built for ${m[2]} points, the matchup's format ${format.id} allows ${format.pointLimit}`);
        }
      } else if (key === 'commander') commander = { name: value, at: vat };
      else if (OBJECTIVE_KEYS.includes(key) && value) {
        const o = objectives.byName.get(normaliseName(value));
        if (!o) add(vat, `unknown objective "${value}"`, suggest(value, objectives.names));
        else {
          const category = key === 'defence' ? 'defense' : key;
          if (o.category !== category) add(vat, `${o.name} is a ${o.category} objective, not ${key}`);
          positions[`objectives.${fleetObjectives.length}`] = vat;
          fleetObjectives.push(o.id);
        }
      }
      return;
    }

    const indented = lead > 0 || BULLET.test(trimmed);
    unitLines++;
    const u = unitLine(trimmed, lead);
    const uat = { line, col: u.col };
    if (section === 'squadrons') {
      const q = squadrons.byName.get(normaliseName(u.name));
      if (!q) return unknownUnit(uat, `unknown squadron "${u.name}"`, suggest(u.name, squadrons.names));
      const path = `squadrons.${fleetSquadrons.length}`;
      positions[path] = uat;
      positions[`${path}.squadron`] = uat;
      positions[`${path}.count`] = { line, col: lead + 1 };
      checkCost(u, uat, u.count > 1 ? `${u.count} x ${q.name}` : q.name, q.points * u.count);
      fleetSquadrons.push({ squadron: q.id, count: u.count });
      block += q.points * u.count;
      total += q.points * u.count;
      sawUnit = true;
      return;
    }
    if (indented && shipLines > 0) {
      const up = upgrades.byName.get(normaliseName(u.name));
      if (!up) return unknownUnit(uat, `unknown upgrade "${u.name}"`, suggest(u.name, upgrades.names));
      // Under a ship line that could not be read the upgrade has no ship to go on.
      if (!shipKnown) return;
      const s = fleetShips.length - 1;
      positions[`ships.${s}.upgrades.${fleetShips[s]!.upgrades.length}`] = uat;
      checkCost(u, uat, up.name, up.points);
      fleetShips[s]!.upgrades.push(up.id);
      block += up.points;
      total += up.points;
      return;
    }
    const ship = ships.byName.get(normaliseName(u.name));
    shipLines++;
    shipKnown = !!ship;
    block = 0;
    blockUnknown = false;
    if (!ship) {
      blockUnknown = true;
      anyUnknown = true;
      // A line that names an upgrade or squadron out of place says so; anything else is unreadable.
      const key = normaliseName(u.name);
      if (upgrades.byName.has(key)) return add(uat, `${u.name} is an upgrade: put it on an indented line under its ship`);
      if (squadrons.byName.has(key)) return add(uat, `${u.name} is a squadron: list it under "Squadrons:"`);
      return add(uat, `unknown ship "${u.name}"`, suggest(u.name, ships.names));
    }
    const s = fleetShips.length;
    positions[`ships.${s}`] = uat;
    positions[`ships.${s}.ship`] = uat;
    positions[`ships.${s}.upgrades`] = uat;
    checkCost(u, uat, ship.name, ship.points);
    fleetShips.push({ ship: ship.id, upgrades: [] });
    block = ship.points;
    total += ship.points;
    sawUnit = true;
  });

  const start = { line: 1, col: 1 };
  if (!faction) add(start, 'the list needs a "Faction:" line (Rebel Alliance or Galactic Empire)');
  if (!sawUnit && unitLines === 0) add(start, 'the list has no ships or squadrons');
  if (stated && stated.total !== total && !anyUnknown) add(stated.at, `the list says ${stated.total} points, its cards add up to ${total}`);
  if (commander) {
    const c = upgrades.byName.get(normaliseName(commander.name));
    const fitted = fleetShips.some((s) => s.upgrades.includes(c?.id ?? ''));
    if (!c || c.type !== 'commander') {
      add(commander.at, `unknown commander "${commander.name}"`, suggest(commander.name, upgrades.names));
    }
    else if (!fitted) add(commander.at, `${c.name} is named as commander but no ship lists it`);
  }
  positions.ships = start;
  positions.squadrons = positions['squadrons.0'] ?? start;
  positions.objectives = positions['objectives.0'] ?? start;
  const objectivesPart = fleetObjectives.length ? { objectives: fleetObjectives } : {};
  const fleet: Fleet | null = faction ? { faction, ships: fleetShips, squadrons: fleetSquadrons, ...objectivesPart } : null;
  return { ...(name !== undefined ? { name } : {}), fleet, issues, positions };
}

/** The position of a fleet path in the text: the deepest written prefix (else line 1). */
export function listPosition(parsed: ParsedFleetList, path: ContentPath): ListPosition {
  for (let n = path.length; n > 0; n--) {
    const p = parsed.positions[path.slice(0, n).map(String).join('.')];
    if (p) return p;
  }
  return { line: 1, col: 1 };
}
