/**
 * Fleet lists in the layouts of the common builders (fixtures rewritten with core-set cards from
 * each builder's export): each imports to the fleet it describes, with no problem.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fleetErrors,
  fleetPoints,
  FLEET_FORMATS,
} from '../../src/games/armada/content/fleet-check.js';
import { parseFleetList } from '../../src/games/armada/content/fleet-list-text.js';
import { fleetListText } from '../../src/games/armada/content/fleet-list-write.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import { presetAsFleet } from '../../src/games/armada/content/lookup.js';
import type { Fleet } from '../../src/games/armada/content/types.js';

const db = loadArmadaContent();
const layout = (name: string) =>
  readFileSync(new URL(`../fixtures/armada/layouts/${name}`, import.meta.url), 'utf8');
const core = { id: 'core-180', pointLimit: 180 };

const rebelEscort = {
  faction: 'rebel',
  ships: [
    { ship: 'nebulon-b-escort-frigate', upgrades: ['general-dodonna', 'leia-organa'] },
    { ship: 'cr90-corvette-a', upgrades: ['dodonnas-pride', 'nav-team'] },
  ],
  squadrons: [
    { squadron: 'luke-skywalker', count: 1 },
    { squadron: 'x-wing-squadron', count: 2 },
  ],
  objectives: ['opening-salvo', 'contested-outpost', 'superior-positions'],
};
const tarkinsHunt = {
  faction: 'imperial',
  ships: [
    { ship: 'victory-ii-class-star-destroyer', upgrades: ['grand-moff-tarkin', 'wulff-yularen'] },
  ],
  squadrons: [
    { squadron: 'howlrunner', count: 1 },
    { squadron: 'tie-fighter-squadron', count: 3 },
  ],
  objectives: ['most-wanted', 'fire-lanes', 'dangerous-territory'],
};

describe('fleet lists in each builder layout', () => {
  const cases: Array<[string, string, object, string, number]> = [
    ["Ryan Kingston's builder, full names", 'kingston-full.txt', rebelEscort, 'Rebel Escort', 180],
    [
      "Ryan Kingston's builder, short names",
      'kingston-short.txt',
      tarkinsHunt,
      "Tarkin's Hunt",
      170,
    ],
    ['Armada Warlords', 'warlords.txt', rebelEscort, 'Rebel Escort', 180],
    ['Armada Warlords with role tags', 'warlords-roles.txt', tarkinsHunt, "Tarkin's Hunt", 170],
    ['Flagship', 'flagship.txt', rebelEscort, 'Rebel Escort', 180],
    ['Armada Fleets Designer', 'fleets-designer.txt', rebelEscort, 'Rebel Escort', 180],
    ['Armada Fleet Builder (app)', 'fleet-builder-app.txt', rebelEscort, 'Rebel Escort', 180],
    [
      'everyday variants (title line, no Faction:, empty headers, plurals, x3, costs)',
      'variants.txt',
      tarkinsHunt,
      "Tarkin's Hunt",
      170,
    ],
  ];
  for (const [what, file, fleet, name, points] of cases) {
    it(`${what}: ${file}`, () => {
      const p = parseFleetList(layout(file), db, core);
      expect(p.issues).toEqual([]);
      expect(p.name).toBe(name);
      expect(p.fleet).toEqual(fleet);
      expect(fleetPoints(db, p.fleet!).total).toBe(points);
      expect(fleetErrors(db, p.fleet!, FLEET_FORMATS['core-180']!)).toEqual([]);
    });
  }
});

/** A small seeded generator (tests only). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random fleets legal in core-180 (rejection sampling over the core set's cards). */
export function randomLegalFleets(n: number, seed: number): Fleet[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const out: Fleet[] = [];
  const objectivesBy = (c: string) =>
    Object.values(db.objectives)
      .filter((o) => o.category === c)
      .map((o) => o.id);
  while (out.length < n) {
    const faction = r() < 0.5 ? 'rebel' : 'imperial';
    const shipCards = Object.values(db.ships).filter((s) => s.faction === faction);
    const ships = shipCards
      .filter(() => r() < 0.6)
      .map((s) => ({ ship: s.id, upgrades: [] as string[] }));
    if (ships.length === 0) continue;
    for (const u of Object.values(db.upgrades)) {
      if (u.faction !== 'any' && u.faction !== faction) continue;
      if (r() < 0.35) pick(ships).upgrades.push(u.id);
    }
    const squadrons = Object.values(db.squadrons)
      .filter((q) => q.faction === faction && r() < 0.6)
      .map((q) => ({ squadron: q.id, count: q.unique ? 1 : 1 + Math.floor(r() * 3) }));
    const objectives =
      r() < 0.5
        ? ['assault', 'defense', 'navigation'].map((c) => pick(objectivesBy(c)))
        : undefined;
    const fleet: Fleet = { faction, ships, squadrons, ...(objectives ? { objectives } : {}) };
    if (fleetErrors(db, fleet, FLEET_FORMATS['core-180']!).length === 0) out.push(fleet);
  }
  return out;
}

describe('show-fleet text (Kingston layout) reads back to the same fleet', () => {
  it('every preset fleet', () => {
    for (const f of Object.values(db.fleets)) {
      const fleet = presetAsFleet(f, f.objectives);
      const text = fleetListText(db, fleet, { name: f.name });
      const p = parseFleetList(text, db);
      expect(p.issues, text).toEqual([]);
      expect(p.fleet).toEqual(fleet);
      expect(p.name).toBe(f.name);
    }
  });

  it('100 random legal core-set fleets', () => {
    for (const fleet of randomLegalFleets(100, 7)) {
      const text = fleetListText(db, fleet, { limit: 180 });
      const p = parseFleetList(text, db, core);
      expect(p.issues, text).toEqual([]);
      expect(p.fleet).toEqual(fleet);
    }
  });
});

/** The same fleet written in the other builders' layouts, as a player's export would be. */
const writers: Record<string, (f: Fleet) => string> = {
  warlords: (f) => {
    const lines = [
      'Random Fleet ',
      '\t',
      'Author: sortie',
      '',
      `Faction: ${f.faction === 'rebel' ? 'Rebel Alliance' : 'Galactic Empire'}\t`,
    ];
    for (const s of f.ships) {
      const ship = db.ships[s.ship]!;
      const ups = s.upgrades.map((u) => db.upgrades[u]!);
      const role = (t: string) => (t === 'commander' ? ' (com)' : t === 'officer' ? ' (off)' : '');
      lines.push(
        '',
        '',
        `${ups.some((u) => u.type === 'commander') ? '[ flagship ] ' : ''}${ship.name} (${ship.points} points)`,
      );
      for (const u of ups)
        lines.push(`-  ${u.name.replace("'", '')}${role(u.type)}\t ( ${u.points}\t points) `);
      lines.push(`= ${ship.points + ups.reduce((n, u) => n + u.points, 0)} total ship cost`);
    }
    lines.push('', '');
    let sum = 0;
    for (const q of f.squadrons) {
      const c = db.squadrons[q.squadron]!;
      sum += c.points * q.count;
      lines.push(`${q.count}\t${c.name}${q.count > 1 ? 's' : ''} ( ${c.points * q.count} points) `);
    }
    lines.push(`= ${sum} total squadron cost`);
    for (const [i, o] of (f.objectives ?? []).entries())
      lines.splice(
        5 + i,
        0,
        `${['Assault', 'Defense', 'Navigation'][i]} Objective: ${db.objectives[o]!.name}`,
      );
    return lines.join('\n');
  },
  flagship: (f) => {
    const lines = [
      'Random Fleet',
      '',
      'Author: sortie',
      `Faction: ${f.faction === 'rebel' ? 'Rebels' : 'Empire'}`,
      '',
    ];
    const labels = ['Assault', 'Defense', 'Navigation'];
    lines.push(
      ...labels.map(
        (l, i) =>
          `${l} Objective: ${f.objectives ? db.objectives[f.objectives[i]!]!.name : 'None'}`,
      ),
      '',
    );
    for (const s of f.ships) {
      const ship = db.ships[s.ship]!;
      const ups = s.upgrades.map((u) => db.upgrades[u]!);
      lines.push(
        `${ups.some((u) => u.type === 'commander') ? '[flagship] ' : ''}${ship.name} (${ship.points})`,
      );
      for (const u of ups) lines.push(`- ${u.name} (${u.points})`);
      lines.push(`= ${ship.points + ups.reduce((n, u) => n + u.points, 0)} points`, '');
    }
    let sum = 0;
    for (const q of f.squadrons) {
      const c = db.squadrons[q.squadron]!;
      sum += c.points * q.count;
      lines.push(`${q.count} ${c.name} (${c.points})`);
    }
    if (f.squadrons.length) lines.push(`= ${sum} points`);
    return lines.join('\n');
  },
  designer: (f) => {
    const lines = ['Random Fleet', '============'];
    for (const s of f.ships) {
      const ship = db.ships[s.ship]!;
      const ups = s.upgrades.map((u) => db.upgrades[u]!);
      const up = ups.reduce((n, u) => n + u.points, 0);
      lines.push(
        `${ship.name} (${ship.points} + ${up}: ${ship.points + up})`,
        ...ups.map((u) => `\t+ ${u.name} (${u.points})`),
      );
    }
    for (const q of f.squadrons) {
      const c = db.squadrons[q.squadron]!;
      lines.push(
        q.count > 1
          ? `${q.count} x ${c.name} (${q.count} x ${c.points})`
          : `${c.name} (${c.points})`,
      );
    }
    lines.push(...(f.objectives ?? []).map((o) => db.objectives[o]!.name));
    return lines.join('\n');
  },
  app: (f) => {
    const total = fleetPoints(db, f);
    const lines = [
      `Random Fleet (${total.total}/180)`,
      `${f.faction === 'rebel' ? 'Rebels' : 'Empire'}  - Author: sortie`,
      '',
    ];
    if (f.objectives)
      lines.push(`Objectives: ${f.objectives.map((o) => db.objectives[o]!.name).join(', ')}`, '');
    for (const s of f.ships) {
      const ship = db.ships[s.ship]!;
      const ups = s.upgrades.map((u) => db.upgrades[u]!);
      lines.push(`${ship.name} (${ship.points})`, ...ups.map((u) => ` - ${u.name} (${u.points})`));
      lines.push(`= ${ship.points + ups.reduce((n, u) => n + u.points, 0)} total points`, '');
    }
    if (f.squadrons.length) lines.push(`Squadrons (${total.squadrons}/60):`);
    for (const q of f.squadrons) {
      const c = db.squadrons[q.squadron]!;
      const type = c.squadronType ? ` ${db.squadrons[c.squadronType]!.name}` : '';
      lines.push(`${q.count}x ${c.name.replace(/"/g, '')}${type} (${c.points * q.count})`);
    }
    return lines.join('\n');
  },
};

describe('random legal fleets in each layout (lists not seen before) import to the fleet they describe', () => {
  for (const [name, write] of Object.entries(writers)) {
    it(name, () => {
      for (const fleet of randomLegalFleets(40, name.length)) {
        const text = write(fleet);
        const p = parseFleetList(text, db, core);
        expect(p.issues, text).toEqual([]);
        expect(p.fleet, text).toEqual(fleet);
      }
    });
  }
});
