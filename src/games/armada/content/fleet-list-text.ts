/**
 * A fleet as the plain list text the common fleet builders export, read into the explicit fleet
 * form. Layouts read (examples in docs/armada-fleet-lists.md): Ryan Kingston's builder (full or
 * short names), Armada Warlords, Flagship, Armada Fleets Designer and the Armada Fleet Builder app,
 * and the everyday variants of each: a leading fleet-name line, no `Faction:` line (the faction is
 * read from the cards), headers left empty, `Objectives: a, b, c`, squadrons with or without a
 * `Squadrons:` header, plural names, `x2` counts, `(57 + 20: 77)` and `(2 x 13)` costs.
 *
 * Names are matched through fleet-list-names.ts. Printed costs, subtotals and totals are checked
 * against the cards (a list built with other points is refused, SPEC 3.2 #20). Every problem is
 * positioned (line, column) and reported once: a line that cannot be read stops the sums and the
 * commander check that would only repeat it, and is the only thing said about it.
 */
import type { ContentPath } from '../../../config/content-errors.js';
import { suggest } from '../../../config/issues.js';
import { ListNames, type ListCatalog } from './fleet-list-names.js';
import {
  factionAuthorLine,
  squadronHeader,
  subtotalLine,
  titleLine,
  unitLine,
  type UnitLine,
} from './fleet-list-lines.js';
import type { Faction, Fleet, ShipCard, SquadronCard } from './types.js';

export { normaliseName } from './fleet-list-names.js';

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

/** The parsed list: the fleet (null when it names no faction), its problems and positions. */
export interface ParsedFleetList {
  /** The fleet's name (`Name:` or a title line), if any. */
  name?: string;
  fleet: Fleet | null;
  issues: ListIssue[];
  /** Some card line could not be read: the fleet is incomplete, so fleet-building checks would only echo it. */
  unreadable: boolean;
  /** Where each part of the fleet was written, by fleet path joined with "." (`ships.0.upgrades.1`). */
  positions: Record<string, ListPosition>;
}

const FACTIONS: Record<string, Faction> = {
  rebel: 'rebel',
  rebels: 'rebel',
  'rebel alliance': 'rebel',
  imperial: 'imperial',
  imperials: 'imperial',
  empire: 'imperial',
  'galactic empire': 'imperial',
};
const FACTION_NAMES: Record<Faction, string> = {
  rebel: 'Rebel Alliance',
  imperial: 'Galactic Empire',
};

const OBJECTIVE_KEYS = ['assault', 'defense', 'defence', 'navigation'];
const HEADER_KEYS = [
  'name',
  'faction',
  'points',
  'commander',
  'author',
  'total',
  'total points',
  'objectives',
  ...OBJECTIVE_KEYS,
];

/** What the list is checked against besides the cards: the matchup's format. */
export interface FleetListFormat {
  /** Format id, for messages (e.g. "core-180"). */
  id: string;
  /** The format's point limit; a list stating another limit (`Points: 175/400`) is refused. */
  pointLimit?: number;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
const plural = (n: number) => (n === 1 ? '' : 's');

/** Parses list text against the cards of `catalog` (and the stated point limit against `format`). */
export function parseFleetList(
  text: string,
  catalog: ListCatalog,
  format?: FleetListFormat,
): ParsedFleetList {
  const names = new ListNames(catalog);
  const issues: ListIssue[] = [];
  const positions: Record<string, ListPosition> = {};
  const ships: Fleet['ships'] = [];
  const squadrons: Fleet['squadrons'] = [];
  const objectives: string[] = [];
  let name: string | undefined;
  let faction: { value: Faction } | undefined;
  let inferred: Faction | undefined;
  const stated: {
    total?: { n: number; at: ListPosition };
    squadrons?: { n: number; at: ListPosition };
  } = {};
  let commander: { name: string; at: ListPosition } | undefined;
  let section: 'ships' | 'squadrons' = 'ships';
  let total = 0;
  let squadronTotal = 0;
  let contentLines = 0;
  let unitLines = 0;
  let unreadable = false;
  /** The block the next "= N" sums: a ship with its upgrades, or the squadrons. */
  let block = {
    points: 0,
    unknown: false,
    expected: undefined as { n: number; at: ListPosition } | undefined,
  };
  /** The ship the next upgrade line goes on (null: none, or its line could not be read). */
  let ship: { index: number; flagship?: ListPosition } | null = null;

  const add = (at: ListPosition, message: string, suggestions?: string[]) =>
    issues.push({ ...at, message, ...(suggestions?.length ? { suggestions } : {}) });
  const unknown = (at: ListPosition, message: string, suggestions: string[]) => {
    block.unknown = true;
    unreadable = true;
    add(at, message, suggestions);
  };
  const infer = (f: string) => {
    if (!inferred && (f === 'rebel' || f === 'imperial')) inferred = f;
  };
  const closeBlock = () => {
    const e = block.expected;
    if (e && !block.unknown && e.n !== block.points) {
      add(
        e.at,
        `this line says ${e.n} points with upgrades, the ship and its upgrades cost ${block.points}`,
      );
    }
    if (
      ship?.flagship &&
      !ships[ship.index]!.upgrades.some((u) => catalog.upgrades[u]?.type === 'commander')
    ) {
      add(
        ship.flagship,
        `${catalog.ships[ships[ship.index]!.ship]!.name} is marked [flagship] but carries no commander`,
      );
    }
  };
  const newBlock = () => {
    closeBlock();
    block = { points: 0, unknown: false, expected: undefined };
  };
  const checkCost = (u: UnitLine, at: ListPosition, what: string, each: number) => {
    const c = u.cost;
    if (!c) return;
    const all = each * u.count;
    if (c.times && (c.times.each !== each || c.times.count !== u.count)) {
      add(
        at,
        `${what} costs ${u.count} x ${each} points on its card, the list says ${c.times.count} x ${c.times.each}`,
      );
    }
    const printed = c.sum?.ship ?? c.value;
    // A count's cost is printed as its total (Kingston, Warlords) or as one card's (Flagship).
    if (printed !== undefined && printed !== all && printed !== each) {
      add(
        at,
        `${what} costs ${all} points on its card${plural(u.count)}, the list says ${printed}`,
      );
    }
  };
  const addSquadron = (
    q: SquadronCard,
    u: UnitLine,
    at: ListPosition,
    line: number,
    lead: number,
  ) => {
    if (section !== 'squadrons') {
      newBlock();
      section = 'squadrons';
      ship = null;
    }
    const path = `squadrons.${squadrons.length}`;
    positions[path] = positions[`${path}.squadron`] = at;
    positions[`${path}.count`] = { line, col: lead + 1 };
    checkCost(u, at, u.count > 1 ? `${u.count} x ${q.name}` : q.name, q.points);
    squadrons.push({ squadron: q.id, count: u.count });
    infer(q.faction);
    block.points += q.points * u.count;
    squadronTotal += q.points * u.count;
    total += q.points * u.count;
  };
  const addShip = (s: ShipCard, u: UnitLine, at: ListPosition) => {
    newBlock();
    section = 'ships';
    checkCost(u, at, s.name, s.points);
    if (u.cost?.sum) block.expected = { n: u.cost.sum.total, at };
    for (let k = 0; k < u.count; k++) {
      const i = ships.length;
      positions[`ships.${i}`] =
        positions[`ships.${i}.ship`] =
        positions[`ships.${i}.upgrades`] =
          at;
      ships.push({ ship: s.id, upgrades: [] });
      block.points += s.points;
      total += s.points;
    }
    infer(s.faction);
    ship = { index: ships.length - 1, ...(u.flagship ? { flagship: at } : {}) };
  };
  const addObjective = (
    o: { id: string; name: string; category: string },
    at: ListPosition,
    key?: string,
  ) => {
    const category = key === 'defence' ? 'defense' : key;
    if (category && o.category !== category)
      add(at, `${o.name} is a ${o.category} objective, not ${key}`);
    positions[`objectives.${objectives.length}`] = at;
    objectives.push(o.id);
  };

  text.split(/\r?\n/).forEach((full, i) => {
    const line = i + 1;
    const body = full.replace(/\s+$/, '');
    const lead = body.length - body.trimStart().length;
    const trimmed = body.trim();
    if (!trimmed || /^[-=_*]{3,}$/.test(trimmed)) return;
    const at = { line, col: lead + 1 };
    const first = contentLines++ === 0;

    const sub = subtotalLine(trimmed);
    if (sub) {
      if (sub.squadrons && section === 'ships') newBlock();
      const what = section === 'ships' && !sub.squadrons ? 'ship and its upgrades' : 'squadrons';
      const points = section === 'ships' && sub.squadrons ? 0 : block.points;
      // A block with an unreadable line cannot be summed: that line's problem is the real one.
      if (sub.total !== points && !block.unknown)
        add(at, `this subtotal says ${sub.total} points, the ${what} above cost ${points}`);
      return;
    }
    const sh = squadronHeader(trimmed);
    if (sh) {
      newBlock();
      section = 'squadrons';
      ship = null;
      if (sh.total !== undefined)
        stated.squadrons = { n: sh.total, at: { line, col: lead + trimmed.indexOf('(') + 2 } };
      return;
    }
    const header = trimmed.match(/^([A-Za-z][A-Za-z ]*?)(?:\s+objectives?)?\s*:\s*(.*)$/i);
    if (header && HEADER_KEYS.includes(header[1]!.toLowerCase())) {
      const key = header[1]!.toLowerCase();
      const value = header[2]!.trim();
      const vat = { line, col: lead + trimmed.indexOf(header[2]!, header[1]!.length) + 1 };
      const emptyValue = !value || /^(none|-)$/i.test(value);
      if (key === 'name') name = value || name;
      else if (key === 'faction') {
        const f = FACTIONS[norm(value)];
        if (f) faction = { value: f };
        else if (value)
          add(vat, `unknown faction "${value}"`, suggest(value, Object.values(FACTION_NAMES)));
      } else if (key === 'points' || key === 'total' || key === 'total points') {
        const m = value.match(/^(\d+)(?:\s*\/\s*(\d+))?/);
        if (m) stated.total = { n: Number(m[1]), at: vat };
        else if (value) add(vat, `expected a point total, e.g. "173/180"`);
        if (m?.[2] !== undefined)
          checkLimit(Number(m[2]), { line, col: vat.col + m[0].lastIndexOf(m[2]) });
      } else if (key === 'commander') commander = { name: value, at: value ? vat : at };
      else if (key === 'objectives' && !emptyValue) {
        let col = vat.col;
        for (const part of value.split(',')) {
          const n = part.trim();
          const pat = { line, col: col + part.indexOf(n) };
          col += part.length + 1;
          if (!n) continue;
          const o = names.objectives.get(n);
          if (o) addObjective(o, pat);
          else add(pat, `unknown objective "${n}"`, names.suggest(n, ['objectives']));
        }
      } else if (OBJECTIVE_KEYS.includes(key) && !emptyValue) {
        const o = names.objectives.get(value);
        if (!o) add(vat, `unknown objective "${value}"`, names.suggest(value, ['objectives']));
        else addObjective(o, vat, key);
      }
      return;
    }
    const fa = factionAuthorLine(trimmed);
    if (fa) {
      faction = { value: FACTIONS[norm(fa)]! };
      return;
    }

    const u = unitLine(trimmed, lead);
    const uat = { line, col: u.col };
    const asShip = names.ships.get(u.name);
    const asSquadron = names.squadrons.get(u.name);
    const asUpgrade = names.upgrade(u.name);
    const asObjective = names.objectives.get(u.name);
    // The first line naming no card is the fleet's name (Flagship, AFD, the Fleet Builder app).
    if (first && !asShip && !asSquadron && !asUpgrade && !asObjective && !u.indented) {
      const t = titleLine(trimmed);
      if (t.total !== undefined || !u.cost) {
        name = t.name || name;
        const tat = { line, col: lead + trimmed.lastIndexOf('(') + 2 };
        if (t.total !== undefined) stated.total = { n: t.total, at: tat };
        if (t.squadrons !== undefined) stated.squadrons = { n: t.squadrons, at: tat };
        if (t.limit !== undefined) checkLimit(t.limit, at);
        return;
      }
    }
    unitLines++;
    if (asUpgrade && !(asShip || asSquadron)) {
      if (ship === null) {
        if (block.unknown && u.indented) return; // its ship's line could not be read: that is the problem
        const where =
          section === 'squadrons'
            ? 'list it under its ship, not among the squadrons'
            : 'put it on an indented line under its ship';
        return add(uat, `${asUpgrade.card.name} is an upgrade: ${where}`);
      }
      const up = asUpgrade.card;
      const s = ships[ship.index]!;
      positions[`ships.${ship.index}.upgrades.${s.upgrades.length}`] = uat;
      checkCost(u, uat, up.name, up.points);
      if (asUpgrade.role && asUpgrade.role.type !== up.type) {
        add(uat, `${up.name} is a ${up.type} upgrade, the list marks it (${asUpgrade.role.tag})`);
      }
      s.upgrades.push(up.id);
      if (up.faction !== 'any') infer(up.faction);
      block.points += up.points;
      total += up.points;
      return;
    }
    if (asSquadron && (section === 'squadrons' || !asShip))
      return addSquadron(asSquadron, u, uat, line, lead);
    if (asShip) return addShip(asShip, u, uat);
    if (asObjective && !u.indented) return addObjective(asObjective, uat);
    // An indented line after a ship (read or not) is one of its upgrades.
    if (u.indented && section === 'ships' && (ship !== null || block.unknown)) {
      return unknown(uat, `unknown upgrade "${u.name}"`, names.suggest(u.name, ['upgrades']));
    }
    if (section === 'squadrons')
      return unknown(uat, `unknown squadron "${u.name}"`, names.suggest(u.name, ['squadrons']));
    ship = null;
    newBlock();
    return unknown(
      uat,
      `unknown ship or squadron "${u.name}"`,
      names.suggest(u.name, ['ships', 'squadrons']),
    );
  });
  closeBlock();

  function checkLimit(limit: number, at: ListPosition) {
    // F1: "175/180" states the limit the list was built for; it must be the matchup format's.
    if (format?.pointLimit !== undefined && limit !== format.pointLimit) {
      add(
        at,
        `the list is built for ${limit} points, the matchup's format ${format.id} allows ${format.pointLimit}`,
      );
    }
  }

  const start = { line: 1, col: 1 };
  const f = faction?.value ?? inferred;
  if (unitLines === 0) add(start, 'the list has no ships or squadrons');
  else if (!f && !unreadable)
    add(
      start,
      'no card of the list names a faction: add "Faction: Rebel Alliance" or "Faction: Galactic Empire"',
    );
  if (!unreadable) {
    if (stated.total && stated.total.n !== total)
      add(stated.total.at, `the list says ${stated.total.n} points, its cards add up to ${total}`);
    if (stated.squadrons && stated.squadrons.n !== squadronTotal) {
      add(
        stated.squadrons.at,
        `the list says ${stated.squadrons.n} squadron points, its squadrons add up to ${squadronTotal}`,
      );
    }
  }
  if (commander?.name) {
    const c = names.upgrade(commander.name)?.card;
    const fitted = c !== undefined && ships.some((s) => s.upgrades.includes(c.id));
    if (!c)
      add(
        commander.at,
        `unknown commander "${commander.name}"`,
        names.suggest(commander.name, ['upgrades']),
      );
    else if (c.type !== 'commander')
      add(commander.at, `${c.name} is a ${c.type} upgrade, not a commander`);
    // Under an unreadable ship line the commander's card was not read either: not a second problem.
    else if (!fitted && !unreadable)
      add(commander.at, `${c.name} is named as commander but no ship lists it`);
  }
  positions.ships = start;
  if (commander) positions.commander = commander.at;
  positions.squadrons = positions['squadrons.0'] ?? start;
  positions.objectives = positions['objectives.0'] ?? start;
  const objectivesPart = objectives.length ? { objectives } : {};
  const fleet: Fleet | null = f ? { faction: f, ships, squadrons, ...objectivesPart } : null;
  return { ...(name ? { name } : {}), fleet, issues, unreadable, positions };
}

/** The position of a fleet path in the text: the deepest written prefix (else line 1). */
export function listPosition(parsed: ParsedFleetList, path: ContentPath): ListPosition {
  for (let n = path.length; n > 0; n--) {
    const p = parsed.positions[path.slice(0, n).map(String).join('.')];
    if (p) return p;
  }
  return { line: 1, col: 1 };
}
