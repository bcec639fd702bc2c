/**
 * Fleet list text (content/fleet-list-text.ts): the plain exports of the common fleet builders
 * read into the explicit fleet form, with every problem positioned (line, column) in the text.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fleetPoints } from '../../src/games/armada/content/fleet-check.js';
import {
  listPosition,
  normaliseName,
  parseFleetList,
} from '../../src/games/armada/content/fleet-list-text.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';

const db = loadArmadaContent();
const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/armada/${name}`, import.meta.url), 'utf8');
const problems = (text: string) =>
  parseFleetList(text, db).issues.map((i) => `${i.line}:${i.col}: ${i.message}`);

describe('parseFleetList', () => {
  it('reads an Armada Warlords style export (bullets, "= N Points", "[ flagship ]", "3 x")', () => {
    const p = parseFleetList(fixture('core-imperials.txt'), db);
    expect(p.issues).toEqual([]);
    expect(p.name).toBe('Core Imperials');
    expect(p.fleet).toEqual({
      faction: 'imperial',
      ships: [
        { ship: 'victory-ii-class-star-destroyer', upgrades: ['grand-moff-tarkin', 'dominator'] },
      ],
      squadrons: [
        { squadron: 'howlrunner', count: 1 },
        { squadron: 'tie-fighter-squadron', count: 3 },
      ],
      objectives: ['most-wanted', 'fire-lanes', 'dangerous-territory'],
    });
    expect(fleetPoints(db, p.fleet!).total).toBe(175);
  });

  it('reads the indented "( N  points)" style with "Assault Objective:" headers and a total line', () => {
    const p = parseFleetList(fixture('core-rebels.txt'), db);
    expect(p.issues).toEqual([]);
    expect(p.fleet!.ships).toEqual([
      { ship: 'nebulon-b-escort-frigate', upgrades: ['general-dodonna'] },
      { ship: 'cr90-corvette-a', upgrades: ['dodonnas-pride'] },
    ]);
    expect(p.fleet!.squadrons).toEqual([
      { squadron: 'luke-skywalker', count: 1 },
      { squadron: 'x-wing-squadron', count: 2 },
    ]);
    expect(p.fleet!.objectives).toEqual([
      'opening-salvo',
      'contested-outpost',
      'superior-positions',
    ]);
    expect(fleetPoints(db, p.fleet!).total).toBe(173);
  });

  it('positions unknown names with a "did you mean" and keeps each unit\'s position', () => {
    const text =
      "Faction: Rebel Alliance\nCR90 Corvete A (44)\n  • Dodona's Pride (6)\nNebulon-B Escort Frigate\n  • General Dodonna\n";
    const p = parseFleetList(text, db);
    expect(p.issues.map((i) => [i.line, i.col, i.message, i.suggestions])).toEqual([
      [2, 1, 'unknown ship or squadron "CR90 Corvete A"', ['CR90 Corvette A', 'CR90 Corvette B']],
      [3, 5, 'unknown upgrade "Dodona\'s Pride"', ["Dodonna's Pride"]],
    ]);
    // The known ship is kept with its upgrade, at its own line.
    expect(p.fleet!.ships).toEqual([
      { ship: 'nebulon-b-escort-frigate', upgrades: ['general-dodonna'] },
    ]);
    expect(listPosition(p, ['ships', 0, 'upgrades', 0])).toEqual({ line: 5, col: 5 });
    expect(listPosition(p, ['ships', 0, 'upgrades', 3])).toEqual({ line: 4, col: 1 });
  });

  it('checks printed costs, subtotals and the stated total against the cards', () => {
    const text = [
      'Faction: Empire',
      'Points: 170/180',
      'Victory II-class Star Destroyer (80)',
      '  • Grand Moff Tarkin (38)',
      '= 118 Points',
      'Squadrons:',
      '  • 2 x TIE Fighter Squadron (18)',
      '= 16 Points',
    ].join('\n');
    expect(problems(text)).toEqual([
      '3:1: Victory II-class Star Destroyer costs 85 points on its card, the list says 80',
      '5:1: this subtotal says 118 points, the ship and its upgrades above cost 123',
      '7:9: 2 x TIE Fighter Squadron costs 16 points on its cards, the list says 18',
      '2:9: the list says 170 points, its cards add up to 139',
    ]);
  });

  it('F1: checks the stated point limit ("Points: 175/180") against the matchup format\'s', () => {
    const text = fixture('core-imperials.txt');
    expect(parseFleetList(text, db, { id: 'core-180', pointLimit: 180 }).issues).toEqual([]);
    const wrong = parseFleetList(text, db, { id: 'standard-400', pointLimit: 400 }).issues;
    expect(wrong.map((i) => `${i.line}:${i.col}: ${i.message}`)).toEqual([
      "3:13: the list is built for 180 points, the matchup's format standard-400 allows 400",
    ]);
    // No limit stated, or a format without one (learning): nothing to compare.
    expect(
      parseFleetList(text.replace('175/180', '175'), db, { id: 'standard-400', pointLimit: 400 })
        .issues,
    ).toEqual([]);
    expect(parseFleetList(text, db, { id: 'learning' }).issues).toEqual([]);
    expect(
      problems('Faction: Empire\nTotal: 85 / 300\nVictory II-class Star Destroyer (85)\n'),
    ).toEqual([]);
    expect(
      parseFleetList(
        'Faction: Empire\nTotal: 85 / 300\nVictory II-class Star Destroyer (85)\n',
        db,
        { id: 'core-180', pointLimit: 180 },
      ).issues.map((i) => [i.line, i.col]),
    ).toEqual([[2, 13]]);
  });

  it('an unreadable line is the only problem reported: its block and the total are not summed', () => {
    const text = fixture('core-imperials.txt').replace('Dominator (12)', 'Dominater (12)');
    expect(problems(text)).toEqual(['13:4: unknown upgrade "Dominater"']);
    expect(parseFleetList(text, db).issues[0]!.suggestions).toEqual(['Dominator']);
  });

  it('reads the faction from the cards; refuses a wrong-category objective and a commander no ship carries', () => {
    expect(parseFleetList('CR90 Corvette A\n', db).fleet!.faction).toBe('rebel');
    expect(parseFleetList('Victory II\n', db).fleet!.faction).toBe('imperial');
    const text =
      'Faction: Rebel\nCommander: General Dodonna\nAssault: Fire Lanes\nCR90 Corvette A\n  • Leia Organa\n';
    expect(problems(text)).toEqual([
      '3:10: Fire Lanes is a defense objective, not assault',
      '2:12: General Dodonna is named as commander but no ship lists it',
    ]);
    expect(
      problems('Faction: Rebel\nCommander: Leia Organa\nCR90 Corvette A\n  • Leia Organa\n'),
    ).toEqual(['2:12: Leia Organa is a officer upgrade, not a commander']);
    expect(
      problems(
        'Faction: Rebel\nCommander: Leia Organa (com)\nCR90 Corvette A\n  • Leia Organa (com)\n',
      ),
    ).toEqual([
      '4:5: Leia Organa is a officer upgrade, the list marks it (com)',
      '2:12: Leia Organa is a officer upgrade, not a commander',
    ]);
  });

  it('an unreadable ship line is its only problem: no "commander but no ship lists it"', () => {
    const text =
      'Faction: Rebel\nCommander: General Dodonna\nNebulon-B Escort Frigat (57)\n  • General Dodonna (20)\n';
    expect(problems(text)).toEqual(['3:1: unknown ship or squadron "Nebulon-B Escort Frigat"']);
    expect(parseFleetList(text, db).unreadable).toBe(true);
  });

  it('says where a misplaced upgrade belongs; squadrons need no header', () => {
    expect(problems('Faction: Rebel\nGeneral Dodonna (20)\nX-wing Squadron (13)\n')).toEqual([
      '2:1: General Dodonna is an upgrade: put it on an indented line under its ship',
    ]);
    expect(problems('Faction: Rebel\nSquadrons:\n  • General Dodonna (20)\n')).toEqual([
      '3:5: General Dodonna is an upgrade: list it under its ship, not among the squadrons',
    ]);
    expect(problems('Faction: Rebel\nPoints: 0\n')).toEqual([
      '1:1: the list has no ships or squadrons',
    ]);
  });

  it('squadrons under "Squadrons (40/60):" are squadrons, and that total is checked', () => {
    const text =
      'Victory II (85)\n• Grand Moff Tarkin (38)\nSquadrons (40/60):\n• Howlrunner (16)\n• 2 x TIE Fighter Squadron (16)\n';
    expect(problems(text)).toEqual([
      '3:12: the list says 40 squadron points, its squadrons add up to 32',
    ]);
    expect(parseFleetList(text, db).fleet!.squadrons).toHaveLength(2);
  });

  it('reads "(57 + 20: 77)" and "(2 x 13)" costs and checks them', () => {
    const ok =
      'Nebulon-B Escort Frigate (57 + 20: 77)\n\t+ General Dodonna (20)\n2 x X-wing Squadron (2 x 13)\n';
    expect(problems(ok)).toEqual([]);
    const bad =
      'Nebulon-B Escort Frigate (57 + 20: 80)\n\t+ General Dodonna (20)\n2 x X-wing Squadron (2 x 12)\n';
    expect(problems(bad)).toEqual([
      '1:1: this line says 80 points with upgrades, the ship and its upgrades cost 77',
      '3:5: 2 x X-wing Squadron costs 2 x 13 points on its card, the list says 2 x 12',
    ]);
  });

  it('reads the squadron counts "2 x", "2x" and a bare "2"', () => {
    const text =
      'Faction: Rebel\nSquadrons:\n- 2x X-wing Squadron\n- 1 X-wing Squadron (13)\n- 1 x Luke Skywalker\n';
    expect(parseFleetList(text, db).fleet!.squadrons).toEqual([
      { squadron: 'x-wing-squadron', count: 2 },
      { squadron: 'x-wing-squadron', count: 1 },
      { squadron: 'luke-skywalker', count: 1 },
    ]);
  });

  it('matches names without case, quotes or punctuation', () => {
    expect(normaliseName('•  "Howlrunner"')).toBe('howlrunner');
    expect(normaliseName('Dodonna’s Pride')).toBe(normaliseName('dodonnas-pride'));
  });
});
