/**
 * The content-listing contract (`sortie list --game armada ...`, `sortie show --game armada <id>`)
 * as library calls: rows and their JSON form, readable card text, and "did you mean" on unknown ids.
 */
import { describe, expect, it } from 'vitest';
import {
  ARMADA_LIST_KINDS,
  armadaListingJson,
  armadaListingText,
  listArmada,
} from '../../src/games/armada/content-cli/list-armada.js';
import { armadaShowableIds, showArmada } from '../../src/games/armada/content-cli/show-armada.js';

describe('listArmada', () => {
  it('DESIGN list contract: lists every kind with one row per card or fleet', () => {
    const counts = Object.fromEntries(ARMADA_LIST_KINDS.map((k) => [k, listArmada(k).rows.length]));
    expect(counts).toEqual({ ships: 6, squadrons: 4, upgrades: 17, objectives: 12, fleets: 6 });
  });

  it('K9, H2: ship rows give stats with battery per zone as pool strings', () => {
    const row = listArmada('ships').rows.find((r) => r.id === 'victory-ii-class-star-destroyer');
    expect(row).toMatchObject({
      hull: 8,
      command: 3,
      shields: '3/3/3/1',
      battery: '3R3U/2R1U/2R1U/2R',
      antiSquadron: '1U',
      speed: 2,
      points: 85,
    });
    expect(row!.tokens).toEqual(['brace', 'redirect', 'redirect']);
  });

  it('U2, O0: filters by faction (upgrades without a symbol are listed for both), type, category and format', () => {
    expect(listArmada('ships', { faction: 'imperial' }).rows.map((r) => r.id)).toEqual([
      'victory-i-class-star-destroyer',
      'victory-ii-class-star-destroyer',
    ]);
    const rebelUpgrades = listArmada('upgrades', { faction: 'rebel' }).rows;
    expect(rebelUpgrades.some((r) => r.faction === 'imperial')).toBe(false);
    expect(rebelUpgrades.filter((r) => r.faction === 'any')).toHaveLength(11);
    expect(listArmada('upgrades', { type: 'officer' }).rows.map((r) => r.id)).toEqual([
      'leia-organa',
      'wulff-yularen',
      'defense-liaison',
      'weapons-liaison',
    ]);
    expect(listArmada('objectives', { category: 'defense' }).rows.map((r) => r.id)).toEqual([
      'contested-outpost',
      'fire-lanes',
      'fleet-ambush',
      'hyperspace-assault',
    ]);
    expect(listArmada('fleets', { format: 'core-180' }).rows.map((r) => [r.id, r.points])).toEqual([
      ['core-rebels-173', 173],
      ['core-imperials-175', 175],
      ['core-rebels-support-refit', 172],
      ['core-imperials-victory-i', 171],
    ]);
  });

  it('SPEC 3.2 #18: notes the unidentified 18th upgrade; JSON form and text table', () => {
    const l = listArmada('upgrades');
    expect(l.notes[0]).toBe(
      'the core set holds 18 upgrade cards: 17 identified, 1 unidentified (slot 18; see the uncertain report)',
    );
    const json = JSON.parse(JSON.stringify(armadaListingJson(l)));
    expect(json.kind).toBe('upgrades');
    expect(json.rows[0]).toEqual({
      id: 'grand-moff-tarkin',
      name: 'Grand Moff Tarkin',
      type: 'commander',
      faction: 'imperial',
      unique: true,
      points: 38,
      restriction: '',
      membership: 'confirmed',
      effect: 'fleet-command-tokens',
    });
    const text = armadaListingText(listArmada('squadrons'));
    expect(text[0]).toMatch(/^id\s+faction\s+unique\s+hull/);
    expect(text.find((t) => t.startsWith('howlrunner'))).toMatch(
      /imperial\s+true\s+3\s+4\s+3U\s+1U\s+swarm\s+brace, scatter\s+16$/,
    );
    expect(text).toContain('4 squadrons');
    expect(armadaListingText(listArmada('fleets', { format: 'standard-400' }))).toEqual([
      'no fleets match',
    ]);
  });
});

describe('showArmada', () => {
  it('DESIGN show contract: shows a ship: stats, battery, speed chart, upgrade bar and uncertain readings', () => {
    const r = showArmada('cr90-corvette-a');
    expect(r.found && r.kind).toBe('ship');
    const lines = r.found ? r.lines : [];
    expect(lines[0]).toBe(
      'CR90 Corvette A (cr90-corvette-a): rebel small ship, CR90 Corvette, 44 points',
    );
    expect(lines).toContain('  battery: front 2R1U, left 1R1U, right 1R1U, rear 1R');
    expect(lines).toContain(
      '  speed chart (yaw per joint): 1: II | 2: I II | 3: - I II | 4: - I I II',
    );
    expect(lines.some((l) => l.startsWith('uncertain'))).toBe(true);
    expect(lines.filter((l) => l.startsWith('  - '))).toHaveLength(2);
  });

  it('DESIGN show contract: shows squadrons, upgrades, objectives, damage cards, fleets, tokens and keywords, by id or name', () => {
    const kinds = [
      'luke-skywalker',
      'Dominator',
      'Fire Lanes',
      'Structural Damage',
      'core-imperials-175',
      'brace',
      'bomber',
    ].map((q) => {
      const r = showArmada(q);
      return r.found ? [r.kind, r.id] : ['missing', q];
    });
    expect(kinds).toEqual([
      ['squadron', 'luke-skywalker'],
      ['upgrade', 'dominator'],
      ['objective', 'fire-lanes'],
      ['damage-card', 'structural-damage'],
      ['fleet', 'core-imperials-175'],
      ['defense-token', 'brace'],
      ['keyword', 'bomber'],
    ]);
    const luke = showArmada('luke-skywalker');
    expect(luke.found && luke.lines).toContain('    effect ignore-defender-shields');
    const fleet = showArmada('core-imperials-175');
    expect(fleet.found && fleet.lines[0]).toBe(
      'Galactic Empire Core Set - 175 points (core-imperials-175): imperial fleet for core-180, 175 points (ships 85, upgrades 50, squadrons 40)',
    );
  });

  it('DESIGN show contract: suggests close ids for an unknown one', () => {
    const r = showArmada('dominater');
    expect(r).toEqual({
      found: false,
      message: 'unknown Armada id "dominater"; did you mean "dominator"?',
      suggestions: ['dominator'],
    });
    const far = showArmada('death-star');
    expect(far.found).toBe(false);
    expect(!far.found && far.message).toMatch(
      /^unknown Armada id "death-star"; `sortie list --game armada/,
    );
    expect(armadaShowableIds()).toHaveLength(6 + 4 + 17 + 12 + 22 + 6 + 4 + 3);
  });
});
