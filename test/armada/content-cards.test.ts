/**
 * The Armada content matches the card data it was transcribed from (shared/cards/armada/core-set.yaml):
 * every ship, squadron, damage card, upgrade and objective present with its values, and the
 * preset fleets add up and are legal.
 */
import { describe, expect, it } from 'vitest';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import {
  damageDeckIds,
  getFleet,
  getShip,
  getUpgrade,
  maxSpeed,
  yawAt,
} from '../../src/games/armada/content/lookup.js';
import {
  FLEET_FORMATS,
  fleetErrors,
  fleetPoints,
} from '../../src/games/armada/content/fleet-check.js';
import { coreSet, HAVE_CORE_SET, kebab, NO_CORE_SET_MESSAGE } from './content-reference.js';

const content = loadArmadaContent();

describe('content counts (G4, M9, U8, O0)', () => {
  it('G4, M9, U8, O0: holds the 6 ship cards, 4 squadron cards, 22 damage titles (52 cards), 17 upgrades + 1 unidentified, 12 objectives', () => {
    expect(Object.keys(content.ships)).toHaveLength(6);
    expect(Object.keys(content.squadrons)).toHaveLength(4);
    expect(Object.keys(content.damageCards)).toHaveLength(22);
    expect(damageDeckIds(content)).toHaveLength(52);
    expect(Object.keys(content.upgrades)).toHaveLength(17);
    expect(content.upgradeSet.coreSetCount).toBe(18);
    expect(content.upgradeSet.unidentified.map((u) => u.slot)).toEqual([18]);
    expect(Object.keys(content.objectives)).toHaveLength(12);
  });

  it('M7: 36 Ship and 16 Crew damage cards; Structural Damage 8, Injured Crew 4, every other title 2', () => {
    const ids = damageDeckIds(content);
    const traits = ids.map((id) => content.damageCards[id]!.trait);
    expect(traits.filter((t) => t === 'ship')).toHaveLength(36);
    expect(traits.filter((t) => t === 'crew')).toHaveLength(16);
    expect(ids.filter((id) => id === 'structural-damage')).toHaveLength(8);
    expect(ids.filter((id) => id === 'injured-crew')).toHaveLength(4);
    for (const c of Object.values(content.damageCards))
      if (!['structural-damage', 'injured-crew'].includes(c.id)) expect(c.count).toBe(2);
  });

  it('O0: four objectives in each category', () => {
    for (const cat of ['assault', 'defense', 'navigation']) {
      expect(Object.values(content.objectives).filter((o) => o.category === cat)).toHaveLength(4);
    }
  });

  it('DESIGN ids: deep-frozen content, looked up by kebab-case id with "did you mean"', () => {
    const ship = getShip(content, 'victory-ii-class-star-destroyer');
    expect(Object.isFrozen(ship.battery.front)).toBe(true);
    expect(() => getShip(content, 'victory-ii-class-star-destroyr')).toThrow(
      /did you mean "victory-ii-class-star-destroyer"/,
    );
    expect(() => getUpgrade(content, 'dominater')).toThrow(
      /unknown upgrade "dominater" \(did you mean "dominator"\?\)/,
    );
  });

  it('V2: speed charts give one yaw per joint (CR90 speed 4: -, I, I, II; Victory top speed 2)', () => {
    expect(yawAt(getShip(content, 'cr90-corvette-a'), 4)).toEqual([0, 1, 1, 2]);
    expect(maxSpeed(getShip(content, 'victory-i-class-star-destroyer'))).toBe(2);
    expect(() => yawAt(getShip(content, 'victory-i-class-star-destroyer'), 3)).toThrow(
      /no speed 3/,
    );
  });
});

describe('preset fleets (F1-F5, P2, SPEC 3.2 #17)', () => {
  it('F1, F5, SPEC 3.2 #17: core-rebels-173 costs 173 and core-imperials-175 costs 175, legal in core-180', () => {
    for (const [id, total] of [
      ['core-rebels-173', 173],
      ['core-imperials-175', 175],
    ] as const) {
      const fleet = getFleet(content, id);
      expect(fleetPoints(content, fleet).total).toBe(total);
      expect(fleet.format).toBe('core-180');
      expect(fleetErrors(content, fleet, FLEET_FORMATS['core-180']!)).toEqual([]);
    }
    expect(fleetPoints(content, getFleet(content, 'core-rebels-173'))).toEqual({
      ships: 101,
      upgrades: 26,
      squadrons: 46,
      total: 173,
    });
  });

  it('P2: the learning fleets are the LTP cards, legal in the learning format (no upgrades, no commander)', () => {
    const rebels = getFleet(content, 'learning-rebels');
    const imperials = getFleet(content, 'learning-imperials');
    expect(rebels.ships.map((s) => s.ship)).toEqual([
      'cr90-corvette-a',
      'nebulon-b-escort-frigate',
    ]);
    expect(rebels.squadrons).toEqual([{ squadron: 'x-wing-squadron', count: 4 }]);
    expect(imperials.ships.map((s) => s.ship)).toEqual(['victory-ii-class-star-destroyer']);
    expect(imperials.squadrons).toEqual([{ squadron: 'tie-fighter-squadron', count: 6 }]);
    for (const f of [rebels, imperials]) {
      expect(f.ships.every((s) => s.upgrades.length === 0)).toBe(true);
      expect(fleetErrors(content, f, FLEET_FORMATS.learning!)).toEqual([]);
    }
    expect(fleetPoints(content, rebels).total).toBe(44 + 57 + 4 * 13);
    expect(fleetPoints(content, imperials).total).toBe(85 + 6 * 8);
  });
});

describe.skipIf(!HAVE_CORE_SET)(
  HAVE_CORE_SET ? 'content matches core-set.yaml' : NO_CORE_SET_MESSAGE,
  () => {
    const ref = HAVE_CORE_SET ? coreSet() : {};

    it('G6, H2, K9, T1, U1, V2: ships match every stat, battery, token, speed chart, upgrade slot and cost', () => {
      expect(Object.keys(content.ships).sort()).toEqual(
        ref.ships.map((s: { id: string }) => kebab(s.id)).sort(),
      );
      for (const r of ref.ships) {
        const s = getShip(content, kebab(r.id));
        expect({
          name: s.name,
          faction: s.faction,
          size: s.size,
          hull: s.hull,
          command: s.command,
          squadron: s.squadron,
        }).toEqual({
          name: r.name,
          faction: r.faction,
          size: r.size,
          hull: r.hull,
          command: r.command,
          squadron: r.squadron,
        });
        expect([s.engineering, s.points]).toEqual([r.engineering, r.points]);
        expect(s.shields).toEqual(r.shields);
        expect(s.battery).toEqual(r.battery);
        expect(s.antiSquadron).toEqual(r.anti_squadron);
        expect(s.defenseTokens).toEqual(r.defense_tokens);
        expect(s.speedChart).toEqual(Object.fromEntries(Object.entries(r.speed_chart)));
        expect(s.upgradeBar).toEqual(r.upgrade_bar.map(kebab));
        expect(content.shipTypes[s.shipType]!.name).toBe(r.ship_type);
      }
    });

    it('Q5, Q6, Q7, T1: squadrons match hull, speed, armaments, keywords, tokens, uniqueness and cost', () => {
      expect(Object.keys(content.squadrons).sort()).toEqual(
        ref.squadrons.map((s: { id: string }) => kebab(s.id)).sort(),
      );
      for (const r of ref.squadrons) {
        const q = content.squadrons[kebab(r.id)]!;
        expect([q.name, q.faction, q.unique, q.hull, q.speed, q.points]).toEqual([
          r.name,
          r.faction,
          r.unique,
          r.hull,
          r.speed,
          r.points,
        ]);
        expect([q.antiSquadron, q.battery]).toEqual([r.anti_squadron, r.battery]);
        expect([q.keywords, q.defenseTokens]).toEqual([r.keywords, r.defense_tokens]);
        expect(q.ability?.text).toBe(r.ability);
        if (r.squadron_type) expect(content.squadrons[q.squadronType!]!.name).toBe(r.squadron_type);
      }
    });

    it('M7, M9: the damage deck matches every title with its count, trait and text', () => {
      const cards = ref.damage_deck.cards as Array<{
        name: string;
        count: number;
        trait: string;
        effect: string;
      }>;
      expect(cards.reduce((a, c) => a + c.count, 0)).toBe(52);
      expect(Object.keys(content.damageCards).sort()).toEqual(
        cards.map((c) => kebab(c.name)).sort(),
      );
      for (const r of cards) {
        const c = content.damageCards[kebab(r.name)]!;
        expect([c.name, c.count, c.trait, c.text]).toEqual([r.name, r.count, r.trait, r.effect]);
      }
      expect(content.damageDeck.traitCounts).toEqual(ref.damage_deck.trait_counts);
    });

    it('U2, U3, U4, U8, SPEC 3.2 #18: upgrades match the 17 named cards with type, faction, cost, text and ship restriction; the 18th stays unidentified', () => {
      const named = (ref.upgrades.cards as Array<Record<string, any>>).filter((u) => u.name);
      expect(named).toHaveLength(17);
      expect(ref.upgrades.cards).toHaveLength(18);
      expect(Object.keys(content.upgrades).sort()).toEqual(named.map((u) => kebab(u.name)).sort());
      for (const r of named) {
        const u = content.upgrades[kebab(r.name)]!;
        expect([u.name, u.type, u.faction, u.points, u.text]).toEqual([
          r.name,
          kebab(r.type),
          r.faction,
          r.points,
          r.effect,
        ]);
        expect(u.unique).toBe(r.unique === true);
        expect(u.membership).toBe(r.w0 === true ? 'confirmed' : 'probable');
        expect(u.traits?.includes('modification') ?? false).toBe(
          r.trait === 'modification' || u.id === 'expanded-hangar-bay',
        );
        if (r.ship_type)
          expect(content.shipTypes[u.restrictions!.shipType!]!.name).toBe(r.ship_type);
      }
    });

    it('O0-O12: objectives match category, victory-token value and every printed section', () => {
      expect(Object.keys(content.objectives).sort()).toEqual(
        ref.objectives.map((o: { name: string }) => kebab(o.name)).sort(),
      );
      for (const r of ref.objectives) {
        const o = content.objectives[kebab(r.name)]!;
        expect([o.name, o.category, o.victoryTokenValue]).toEqual([
          r.name,
          r.category,
          r.victory_token_value,
        ]);
        expect([o.setup?.text, o.special?.text, o.endOfRound?.text, o.endOfGame?.text]).toEqual([
          r.setup,
          r.special,
          r.end_of_round,
          r.end_of_game,
        ]);
      }
    });
  },
);
