/**
 * Fleets in matchup configs (DESIGN.md "Star Wars: Armada"; F1–F5, U1–U5, Q11): each
 * fleet-building rule refuses a config with a `file:line:col: path: message` line pointing at the
 * offending entry (a "did you mean" for unknown ids), in the config or in the fleet list file it
 * names; the published core fleets validate with their printed totals.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import { ConfigError } from '../../src/config/issues.js';
import { loadConfigText } from '../../src/config/load-config.js';
import { fleetPoints } from '../../src/games/armada/content/fleet-check.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import type { ArmadaSetup } from '../../src/games/armada/engine/setup.js';
import { describeArmadaSetup } from '../../src/games/armada/formats/describe-setup.js';

const FILE = 'configs/fleet.yaml';

async function errorsOf(text: string, file = FILE): Promise<string[]> {
  try {
    await loadConfigText(text, file);
  } catch (e) {
    if (e instanceof ConfigError) return e.lines;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

/** `file:line:col` of the first occurrence of `needle` at or after line `from` (1-based). */
function at(text: string, needle: string, from = 1, file = FILE): string {
  const lines = text.split('\n');
  for (let i = from - 1; i < lines.length; i++) {
    const c = lines[i]!.indexOf(needle);
    if (c >= 0) return `${file}:${i + 1}:${c + 1}`;
  }
  throw new Error(`"${needle}" not in the text`);
}

/** A core-180 matchup: the given Rebel side against the core Imperials. */
const rebels = (side: string, head = 'format: core-180') => `game: armada
${head}
sides:
  - name: Rebels
${side}
  - name: Imperials
    fleet: core-imperials-175
`;

describe('fleet building in configs (F1-F5, U1-U5, Q11)', () => {
  it('F1: the point total of the format', async () => {
    const text = rebels(`    faction: rebel
    ships:
      - {ship: nebulon-b-escort-frigate, upgrades: [general-dodonna, defense-liaison]}
      - {ship: cr90-corvette-a, upgrades: [dodonnas-pride, leia-organa]}
    squadrons:
      - {squadron: x-wing-squadron, count: 4}`);
    expect(await errorsOf(text)).toEqual([
      `${at(text, 'name: Rebels')}: sides[0]: the fleet costs 185 points, the limit is 180 (F1)`,
    ]);
  });

  it('Q11: squadrons at most a third of the points, rounded up (60 of 180)', async () => {
    const text = rebels(`    faction: rebel
    ships:
      - {ship: nebulon-b-escort-frigate, upgrades: [general-dodonna]}
    squadrons:
      - {squadron: x-wing-squadron, count: 4}
      - {squadron: luke-skywalker}`);
    expect(await errorsOf(text)).toContain(
      `${at(text, '- {squadron: x-wing')}: sides[0].squadrons: squadrons cost 72 points, at most a third of 180 rounded up = 60 (Q11)`,
    );
  });

  it('F5, U5: exactly one commander, the flagship', async () => {
    const none = rebels(`    faction: rebel
    ships:
      - {ship: cr90-corvette-a}`);
    expect(await errorsOf(none)).toEqual([
      `${at(none, '- {ship: cr90')}: sides[0].ships: the fleet needs a flagship: one ship with a commander (F5)`,
    ]);
    const two = rebels(
      `    faction: rebel
    ships:
      - {ship: cr90-corvette-a, upgrades: [general-dodonna]}
      - {ship: nebulon-b-escort-frigate, upgrades: [leia-organa]}`.replace(
        'leia-organa',
        'general-dodonna',
      ),
    );
    expect(await errorsOf(two)).toContain(
      `${at(two, 'general-dodonna]}', 8)}: sides[0].ships[1].upgrades[0]: General Dodonna is unique: a fleet holds one card of that name (F3)`,
    );
  });

  it('F3: one card per unique name (a unique squadron once)', async () => {
    const text = rebels(`    faction: rebel
    ships:
      - {ship: nebulon-b-escort-frigate, upgrades: [general-dodonna]}
    squadrons:
      - {squadron: luke-skywalker, count: 2}`);
    expect(await errorsOf(text)).toContain(
      `${at(text, '2}')}: sides[0].squadrons[0].count: Luke Skywalker is unique: count must be 1 (F3)`,
    );
  });

  it("U1: an upgrade needs its icon in the ship's upgrade bar", async () => {
    const text = rebels(`    faction: rebel
    ships:
      - {ship: nebulon-b-escort-frigate, upgrades: [general-dodonna, gunnery-team]}`);
    expect(await errorsOf(text)).toEqual([
      `${at(text, 'gunnery-team')}: sides[0].ships[0].upgrades[1]: Nebulon-B Escort Frigate has 0 weapons-team slots (U1)`,
    ]);
  });

  it('U2: faction of ships, squadrons and upgrades', async () => {
    const text = rebels(`    faction: rebel
    ships:
      - {ship: nebulon-b-escort-frigate, upgrades: [grand-moff-tarkin]}
    squadrons:
      - {squadron: tie-fighter-squadron, count: 2}`);
    const errors = await errorsOf(text);
    expect(errors).toContain(
      `${at(text, 'grand-moff-tarkin')}: sides[0].ships[0].upgrades[0]: Grand Moff Tarkin is imperial, the fleet is rebel (U2)`,
    );
    expect(errors).toContain(
      `${at(text, 'tie-fighter-squadron')}: sides[0].squadrons[0].squadron: TIE Fighter Squadron is imperial, the fleet is rebel (U2)`,
    );
  });

  it('U3: at most one Modification per ship', async () => {
    const text = `game: armada
format: standard-400
sides:
  - name: Imperials
    faction: imperial
    ships:
      - {ship: victory-i-class-star-destroyer, upgrades: [grand-moff-tarkin, enhanced-armament, expanded-hangar-bay]}
    objectives: [most-wanted, fire-lanes, minefields]
  - name: Rebels
    fleet: core-rebels-173
    objectives: [opening-salvo, contested-outpost, superior-positions]
`;
    expect(await errorsOf(text)).toEqual([
      `${at(text, 'expanded-hangar-bay')}: sides[0].ships[0].upgrades[2]: a ship has at most one Modification upgrade (U3)`,
    ]);
  });

  it('U4: a title fits its own ship type', async () => {
    const text = rebels(`    faction: rebel
    ships:
      - {ship: nebulon-b-escort-frigate, upgrades: [general-dodonna, dodonnas-pride]}`);
    expect(await errorsOf(text)).toEqual([
      `${at(text, 'dodonnas-pride')}: sides[0].ships[0].upgrades[1]: Dodonna's Pride is a title for the CR90 Corvette, not the Nebulon-B Frigate (U4)`,
    ]);
  });

  it('F5: three objectives, one of each category, when the first player chooses one', async () => {
    const text = `game: armada
format: standard-300
sides:
  - name: Rebels
    fleet: core-rebels-173
    objectives: [opening-salvo, most-wanted, superior-positions]
  - name: Imperials
    fleet: core-imperials-175
`;
    expect(await errorsOf(text)).toEqual([
      `${at(text, 'most-wanted')}: sides[0].objectives[1]: a second assault objective: bring one of each category (F5)`,
      `${at(text, 'core-imperials-175')}: sides[1].fleet: a fleet brings 3 objectives (assault, defense, navigation), got 0 (F5)`,
    ]);
    // core-180 draws its objective at random: objectives are optional there, required with `objective: chosen`.
    const chosen = rebels('    fleet: core-rebels-173', 'format: core-180\nobjective: chosen');
    expect(await errorsOf(chosen)).toEqual([
      `${at(chosen, 'core-rebels-173')}: sides[0].fleet: a fleet brings 3 objectives (assault, defense, navigation), got 0 (F5)`,
      `${at(chosen, 'core-imperials-175')}: sides[1].fleet: a fleet brings 3 objectives (assault, defense, navigation), got 0 (F5)`,
    ]);
  });

  it('unknown ids, presets, formats and objective modes get a "did you mean"', async () => {
    const text = rebels('    fleet: core-rebels-173', 'format: core-18\nobjective: random-cor');
    expect(await errorsOf(text)).toEqual([
      `${at(text, 'core-18')}: format: unknown format "core-18" (this engine plays learning, core-180, standard-300, standard-400) (did you mean "core-180"?)`,
      `${at(text, 'random-cor')}: objective: objective must be chosen, random-core, none or an objective id (did you mean "random-core"?)`,
    ]);
    const ids = rebels(`    faction: rebel
    ships:
      - {ship: nebulon-b-escort-frigat, upgrades: [general-dodona]}`);
    expect(await errorsOf(ids)).toEqual([
      `${at(ids, 'nebulon-b-escort-frigat')}: sides[0].ships[0].ship: unknown ship "nebulon-b-escort-frigat" (did you mean "nebulon-b-escort-frigate"?)`,
      `${at(ids, 'general-dodona')}: sides[0].ships[0].upgrades[0]: unknown upgrade "general-dodona" (did you mean "general-dodonna"?)`,
    ]);
    const preset = rebels('    fleet: core-rebels-17');
    expect(await errorsOf(preset)).toEqual([
      `${at(preset, 'core-rebels-17')}: sides[0].fleet: unknown fleet "core-rebels-17" (did you mean "core-rebels-173"?)`,
    ]);
  });
});

describe('objective: and playArea:', () => {
  it('a fixed objective card and the 3\' x 3\' area for a core-180 game; typos get a "did you mean"', async () => {
    const head = 'format: core-180\nobjective: most-wanted\nplayArea: learning';
    const c = await loadConfigText(rebels('    fleet: core-rebels-173', head), FILE);
    const setup = c.matchups[0]!.setup as ArmadaSetup;
    expect(setup.objective).toEqual({ mode: 'fixed', id: 'most-wanted' });
    expect(setup.playArea).toBe('learning');
    const bad = rebels('    fleet: core-rebels-173', 'format: core-180\nplayArea: standart');
    expect(await errorsOf(bad)).toEqual([
      `${at(bad, 'standart')}: playArea: playArea must be one of learning, standard (table.playAreas) (did you mean "standard"?)`,
    ]);
    const learning = `game: armada\nformat: learning\nobjective: chosen\nsides:\n  - {fleet: learning-rebels}\n  - {fleet: learning-imperials}\n`;
    expect(await errorsOf(learning)).toEqual([
      `${at(learning, 'chosen')}: objective: the learning scenario uses no objective (P2)`,
    ]);
  });
});

describe('coreSets: shared (EXP: both fleets drawn from one core set)', () => {
  const side = (name: string, faction: string, ship: string, upgrades: string[]) =>
    `  - name: ${name}\n    faction: ${faction}\n    ships:\n      - {ship: ${ship}, upgrades: [${upgrades.join(', ')}]}\n`;
  const text = (head: string, a: string[], b: string[]) =>
    `game: armada\nformat: core-180\n${head}sides:\n${side('Rebels', 'rebel', 'nebulon-b-escort-frigate', ['general-dodonna', ...a])}${side('Imperials', 'imperial', 'victory-ii-class-star-destroyer', ['grand-moff-tarkin', ...b])}`;
  it('refuses a neutral card both fleets take, only when shared', async () => {
    const both = text('coreSets: shared\n', ['h9-turbolasers'], ['h9-turbolasers']);
    expect(await errorsOf(both)).toEqual([
      `${at(both, 'shared')}: coreSets: both fleets together: 2 copies of H9 Turbolasers, the core set has one (F4)`,
    ]);
    await expect(
      loadConfigText(text('', ['h9-turbolasers'], ['h9-turbolasers']), FILE),
    ).resolves.toBeDefined();
    await expect(
      loadConfigText(text('coreSets: shared\n', ['h9-turbolasers'], ['enhanced-armament']), FILE),
    ).resolves.toBeDefined();
    const typo = text('coreSets: share\n', [], []);
    expect(await errorsOf(typo)).toEqual([
      `${at(typo, 'share')}: coreSets: coreSets must be one of separate, shared (did you mean "shared"?)`,
    ]);
  });
});

describe('fleet lists: fleet: {list: file}', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sortie-fleet-list-'));
  const config = join(dir, 'match.yaml');
  const list = join(dir, 'rebels.txt');

  it('reads the list relative to the config; its name and fleet become the side', async () => {
    writeFileSync(
      list,
      'Name: Dodonna list\nFaction: Rebel Alliance\nNebulon-B Escort Frigate (57)\n  • General Dodonna (20)\n',
    );
    const c = await loadConfigText(
      rebels('    fleet: {list: rebels.txt}').replace('  - name: Rebels\n', '  -\n'),
      config,
    );
    const setup = c.matchups[0]!.setup as ArmadaSetup;
    expect(setup.sides[0]!.name).toBe('Dodonna list');
    expect(setup.sides[0]!.fleet).toEqual({
      faction: 'rebel',
      ships: [{ ship: 'nebulon-b-escort-frigate', upgrades: ['general-dodonna'] }],
      squadrons: [],
    });
  });

  it('positions reading and fleet-building problems in the list file', async () => {
    writeFileSync(
      list,
      'Faction: Rebel Alliance\nNebulon-B Escort Frigat (57)\n  • General Dodonna (20)\n',
    );
    const text = rebels('    fleet: {list: rebels.txt}');
    expect(await errorsOf(text, config)).toEqual([
      `${list}:2:1: sides[0].fleet.list: unknown ship or squadron "Nebulon-B Escort Frigat" (did you mean "Nebulon-B Escort Frigate"?)`,
    ]);
    writeFileSync(
      list,
      'Faction: Rebel Alliance\nNebulon-B Escort Frigate (57)\n  • General Dodonna (20)\n  • Gunnery Team (7)\n',
    );
    expect(await errorsOf(text, config)).toEqual([
      `${list}:4:5: sides[0].fleet.list: Nebulon-B Escort Frigate has 0 weapons-team slots (U1)`,
    ]);
  });

  it('reports each problem once, all in one pass: no cascade from an unreadable line, costs do not hide fleet building', async () => {
    const text = rebels('    fleet: {list: rebels.txt}');
    // The commander sits on the unreadable ship: only that line is reported.
    writeFileSync(
      list,
      'Faction: Rebel Alliance\nCommander: General Dodonna\nNebulon-B Escort Frigat (57)\n  • General Dodonna (20)\nSquadrons (13/60):\n  • X-wing Squadron (13)\n',
    );
    expect(await errorsOf(text, config)).toEqual([
      `${list}:3:1: sides[0].fleet.list: unknown ship or squadron "Nebulon-B Escort Frigat" (did you mean "Nebulon-B Escort Frigate"?)`,
    ]);
    // A wrong printed cost and two fleet-building problems, reported together.
    writeFileSync(
      list,
      'Faction: Rebel Alliance\nNebulon-B Escort Frigate (50)\n  • General Dodonna (20)\n  • Gunnery Team (7)\nCR90 Corvette A (44)\n  • Dominator (12)\n',
    );
    expect(await errorsOf(text, config)).toEqual([
      `${list}:2:1: sides[0].fleet.list: Nebulon-B Escort Frigate costs 57 points on its card, the list says 50`,
      `${list}:4:5: sides[0].fleet.list: Nebulon-B Escort Frigate has 0 weapons-team slots (U1)`,
      `${list}:6:5: sides[0].fleet.list: Dominator is a title for the Victory-class Star Destroyer, not the CR90 Corvette (U4)`,
      `${list}:6:5: sides[0].fleet.list: Dominator is imperial, the fleet is rebel (U2)`,
    ]);
    // An empty Commander: line: the missing flagship is reported there.
    writeFileSync(list, 'Faction: Rebel Alliance\nCommander:\nNebulon-B Escort Frigate (57)\n');
    expect(await errorsOf(text, config)).toEqual([
      `${list}:2:1: sides[0].fleet.list: the fleet needs a flagship: one ship with a commander (F5)`,
    ]);
  });

  it('an absolute list path is used as given', async () => {
    const other = mkdtempSync(join(tmpdir(), 'sortie-fleet-abs-'));
    const abs = join(other, 'abs.txt');
    writeFileSync(
      abs,
      'Faction: Rebel Alliance\nNebulon-B Escort Frigate (57)\n  • General Dodonna (20)\n',
    );
    const c = await loadConfigText(rebels(`    fleet: {list: ${abs}}`), config);
    expect((c.matchups[0]!.setup as ArmadaSetup).sides[0]!.fleet.ships).toEqual([
      { ship: 'nebulon-b-escort-frigate', upgrades: ['general-dodonna'] },
    ]);
  });

  it("F1: a list built for another point limit than the format's is refused at the limit in the list", async () => {
    writeFileSync(
      list,
      'Faction: Rebel Alliance\nPoints: 77/400\nNebulon-B Escort Frigate (57)\n  • General Dodonna (20)\n',
    );
    expect(await errorsOf(rebels('    fleet: {list: rebels.txt}'), config)).toEqual([
      `${list}:2:12: sides[0].fleet.list: the list is built for 400 points, the matchup's format core-180 allows 180`,
    ]);
    writeFileSync(
      list,
      'Faction: Rebel Alliance\nPoints: 77/180\nNebulon-B Escort Frigate (57)\n  • General Dodonna (20)\n',
    );
    const c = await loadConfigText(rebels('    fleet: {list: rebels.txt}'), config);
    expect((c.matchups[0]!.setup as ArmadaSetup).sides[0]!.fleet.ships).toHaveLength(1);
  });

  it('a missing list file is an error at `list:` in the config', async () => {
    const text = rebels('    fleet: {list: nowhere.txt}');
    expect(await errorsOf(text, config)).toEqual([
      `${at(text, 'nowhere.txt', 1, config)}: sides[0].fleet.list: cannot read ${join(dir, 'nowhere.txt')} (no such file)`,
    ]);
  });
});

describe('the published core fleets and what validate prints', () => {
  const db = loadArmadaContent();
  it('Rebels 173 and Imperials 175 points (SPEC 3.2 #17) resolve in core-180', async () => {
    const c = await loadConfigText(rebels('    fleet: core-rebels-173'), FILE);
    const setup = c.matchups[0]!.setup as ArmadaSetup;
    expect(setup.sides.map((s) => fleetPoints(db, s.fleet).total)).toEqual([173, 175]);
    expect(setup.objective).toEqual({ mode: 'random-core' });
    expect(setup.playArea).toBeUndefined(); // the format's own: 3' x 6'
    expect(describeArmadaSetup(setup)).toEqual([
      "play area 3' x 6' (standard), initiative seat, random objective: the second player draws 2 of the 12 and picks 1",
      'Rebels: rebel fleet, 173/180 points (ships 101, upgrades 26, squadrons 46 of 60)',
      'Imperials: imperial fleet, 175/180 points (ships 85, upgrades 50, squadrons 40 of 60)',
    ]);
  });
});

describe('sortie validate', () => {
  it("prints each fleet's points under its matchup (through the plugin)", async () => {
    let out = '';
    vi.spyOn(process.stdout, 'write').mockImplementation(
      (s: string | Uint8Array) => ((out += String(s)), true),
    );
    vi.spyOn(console, 'log').mockImplementation(
      (...a: unknown[]) => void (out += `${a.join(' ')}\n`),
    );
    try {
      expect(await runCli(['validate', 'configs/armada-core-180.yaml'])).toBe(0);
    } finally {
      vi.restoreAllMocks();
    }
    expect(out).toContain(
      '    Rebels: rebel fleet, 173/180 points (ships 101, upgrades 26, squadrons 46 of 60)\n',
    );
    expect(out).toContain(
      '    Imperials: imperial fleet, 175/180 points (ships 85, upgrades 50, squadrons 40 of 60)\n',
    );
  });
});

describe('fleet lists in a balance-tool config', () => {
  it('a problem inside the list is positioned in the list file, not at the build (sortie validate, the real CLI)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sortie-tool-list-'));
    writeFileSync(
      join(dir, 'rebels.txt'),
      'Faction: Rebel Alliance\nNebulon-B Escort Frigat (57)\n  • General Dodonna (20)\n',
    );
    const sweep = join(dir, 'sweep.yaml');
    writeFileSync(
      sweep,
      'name: los-sweep\ngame: armada\nformat: core-180\ngames: 20\nsides:\n' +
        '  - {name: Rebels, fleet: {list: rebels.txt}, pilot: heuristic}\n  - {name: Imperials, fleet: core-imperials-175, pilot: heuristic}\n' +
        'side: Rebels\nsweep:\n  - path: rules.squadronLos\n    values: [centre, closestPoint]\n',
    );
    const r = spawnSync(process.execPath, [resolve('dist', 'cli', 'main.js'), 'validate', sweep], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `${join(dir, 'rebels.txt')}:2:1: sides[0].fleet.list: unknown ship or squadron "Nebulon-B Escort Frigat"`,
    );
  });
});
