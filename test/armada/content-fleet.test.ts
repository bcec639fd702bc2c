/**
 * Fleet building (F1-F5, U1-U5, Q11; RRG16 "Fleet Building", "Upgrade Cards", "Unique Names"):
 * fleetErrors rejects each illegal fleet with the rule it breaks, at a path into the fleet.
 */
import { describe, expect, it } from 'vitest';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import {
  FLEET_FORMATS,
  fleetErrors,
  fleetPoints,
  type FleetCatalog,
} from '../../src/games/armada/content/fleet-check.js';
import type { Fleet } from '../../src/games/armada/content/types.js';
import { fleetSchema } from '../../src/games/armada/content/schema-cards.js';

const content = loadArmadaContent();
const core = FLEET_FORMATS['core-180']!;
const standard = FLEET_FORMATS['standard-400']!;
const messages = (fleet: Fleet, rules = core, catalog: FleetCatalog = content) =>
  fleetErrors(catalog, fleet, rules).map((i) => `${i.path.join('.')}: ${i.message}`);

const rebels = (over: Partial<Fleet> = {}): Fleet => ({
  faction: 'rebel',
  ships: [{ ship: 'nebulon-b-escort-frigate', upgrades: ['general-dodonna'] }],
  squadrons: [],
  ...over,
});

describe('fleetErrors', () => {
  it('accepts a minimal legal fleet and prices it (U7: upgrades count)', () => {
    expect(messages(rebels())).toEqual([]);
    expect(fleetPoints(content, rebels())).toEqual({
      ships: 57,
      upgrades: 20,
      squadrons: 0,
      total: 77,
    });
  });

  it('U2, F5: faction and flagship', () => {
    const fleet = rebels({
      ships: [{ ship: 'victory-i-class-star-destroyer', upgrades: ['grand-moff-tarkin'] }],
    });
    expect(messages(fleet)).toEqual([
      'ships.0.ship: Victory I-class Star Destroyer is imperial, the fleet is rebel (U2)',
      'ships.0.upgrades.0: Grand Moff Tarkin is imperial, the fleet is rebel (U2)',
    ]);
    expect(messages(rebels({ ships: [{ ship: 'cr90-corvette-a', upgrades: [] }] }))).toEqual([
      'ships: the fleet needs a flagship: one ship with a commander (F5)',
    ]);
  });

  it('U1, U4, U3: slots, titles and one Modification per ship', () => {
    const fleet = rebels({
      ships: [
        {
          ship: 'nebulon-b-escort-frigate',
          upgrades: [
            'general-dodonna',
            'gunnery-team',
            'dodonnas-pride',
            'defense-liaison',
            'weapons-liaison',
          ],
        },
      ],
    });
    expect(messages(fleet)).toEqual([
      'ships.0.upgrades.1: Nebulon-B Escort Frigate has 0 weapons-team slots (U1)',
      "ships.0.upgrades.2: Dodonna's Pride is a title for the CR90 Corvette, not the Nebulon-B Frigate (U4)",
      'ships.0.upgrades.4: Nebulon-B Escort Frigate has 1 officer slot (U1)',
    ]);
    const imperial: Fleet = {
      faction: 'imperial',
      ships: [
        {
          ship: 'victory-i-class-star-destroyer',
          upgrades: [
            'grand-moff-tarkin',
            'enhanced-armament',
            'expanded-hangar-bay',
            'enhanced-armament',
          ],
        },
      ],
      squadrons: [],
    };
    expect(messages(imperial)).toEqual([
      'ships.0.upgrades.2: a ship has at most one Modification upgrade (U3)',
      'ships.0.upgrades.3: Enhanced Armament is already on this ship (no duplicate upgrades on a ship)',
      'ships.0.upgrades.3: Victory I-class Star Destroyer has 1 turbolaser slot (U1)',
      'ships.0.upgrades.3: a ship has at most one Modification upgrade (U3)',
      'ships: 2 copies of Enhanced Armament, the core set has one (F4)',
    ]);
  });

  it('U5, F3: one commander per fleet, unique names once', () => {
    const fleet = rebels({
      ships: [
        { ship: 'nebulon-b-escort-frigate', upgrades: ['general-dodonna', 'leia-organa'] },
        { ship: 'nebulon-b-support-refit', upgrades: ['general-dodonna', 'leia-organa'] },
      ],
    });
    expect(messages(fleet, standard)).toEqual([
      'ships.1.upgrades.0: General Dodonna is unique: a fleet holds one card of that name (F3)',
      'ships.1.upgrades.1: Leia Organa is unique: a fleet holds one card of that name (F3)',
      'ships.1.upgrades: a fleet has at most one commander (U5)',
      'objectives: a fleet brings 3 objectives (assault, defense, navigation), got 0 (F5)',
    ]);
  });

  it('F1, Q11: point limit and the squadron third (rounded up: 60 of 180)', () => {
    const fleet = rebels({
      squadrons: [
        { squadron: 'x-wing-squadron', count: 4 },
        { squadron: 'luke-skywalker', count: 1 },
      ],
    });
    expect(fleetPoints(content, fleet).squadrons).toBe(72);
    expect(messages(fleet)).toEqual([
      'squadrons: squadrons cost 72 points, at most a third of 180 rounded up = 60 (Q11)',
      'squadrons: 5 X-wing Squadron disks (uniques included), the core set has 4 (F4)',
    ]);
    const big = rebels({
      ships: [
        ...rebels().ships,
        { ship: 'cr90-corvette-a', upgrades: [] },
        { ship: 'cr90-corvette-b', upgrades: [] },
        { ship: 'nebulon-b-support-refit', upgrades: [] },
      ],
    });
    expect(messages(big)).toEqual([
      ': the fleet costs 211 points, the limit is 180 (F1)',
      'ships: 2 Nebulon-B Frigate ships, the core set has 1 model (F4)',
      'ships: 2 CR90 Corvette ships, the core set has 1 model (F4)',
    ]);
    expect(messages(big, standard).filter((m) => !m.startsWith('objectives'))).toEqual([]);
  });

  it('F3, RRG16: a unique squadron once, and one unique squadron with defense tokens per 100 points', () => {
    expect(messages(rebels({ squadrons: [{ squadron: 'luke-skywalker', count: 2 }] }))).toEqual([
      'squadrons.0.count: Luke Skywalker is unique: count must be 1 (F3)',
      'squadrons: 2 unique squadrons with defense tokens, at most 1 (one per 100 points, RRG16)',
    ]);
    const wedge = {
      ...content.squadrons['luke-skywalker']!,
      id: 'wedge-antilles',
      name: 'Wedge Antilles',
    };
    const catalog: FleetCatalog = {
      ...content,
      squadrons: { ...content.squadrons, 'wedge-antilles': wedge },
    };
    const two = rebels({
      squadrons: [
        { squadron: 'luke-skywalker', count: 1 },
        { squadron: 'wedge-antilles', count: 1 },
      ],
    });
    expect(messages(two, core, catalog)).toEqual([
      'squadrons: 2 unique squadrons with defense tokens, at most 1 (one per 100 points, RRG16)',
    ]);
    expect(messages(two, FLEET_FORMATS['standard-300'], catalog)).toEqual([
      'objectives: a fleet brings 3 objectives (assault, defense, navigation), got 0 (F5)',
    ]);
  });

  it('F5, O0: three objectives, one per category; none in the learning format', () => {
    expect(
      messages(rebels({ objectives: ['most-wanted', 'fire-lanes', 'minefields'] }), standard),
    ).toEqual([]);
    expect(
      messages(rebels({ objectives: ['most-wanted', 'opening-salvo', 'minefields'] }), standard),
    ).toEqual(['objectives.1: a second assault objective: bring one of each category (F5)']);
    expect(messages(rebels({ objectives: ['most-wantd'] }))).toEqual([
      'objectives.0: unknown objective "most-wantd" (did you mean "most-wanted"?)',
      'objectives: a fleet brings 3 objectives (assault, defense, navigation), got 1 (F5)',
    ]);
    expect(messages(rebels({ objectives: ['most-wanted'] }), FLEET_FORMATS.learning)).toEqual([
      'ships.0.upgrades: this format uses no upgrade cards',
      'objectives: this format uses no objectives',
    ]);
  });

  it('F5: reports unknown cards with "did you mean"', () => {
    expect(
      messages(
        rebels({
          ships: [{ ship: 'cr90-corvette-c', upgrades: [] }],
          squadrons: [{ squadron: 'x-wing', count: 1 }],
        }),
      ),
    ).toEqual([
      'ships.0.ship: unknown ship "cr90-corvette-c" (did you mean "cr90-corvette-a" or "cr90-corvette-b"?)',
      'ships: the fleet needs a flagship: one ship with a commander (F5)',
      'squadrons.0.squadron: unknown squadron "x-wing" (did you mean "x-wing-squadron"?)',
    ]);
  });

  it('F5, DESIGN config form: the explicit side of DESIGN.md parses (count and upgrades optional) and is legal', () => {
    const side = fleetSchema.parse({
      faction: 'imperial',
      ships: [
        { ship: 'victory-ii-class-star-destroyer', upgrades: ['grand-moff-tarkin', 'dominator'] },
      ],
      squadrons: [{ squadron: 'tie-fighter-squadron', count: 3 }, { squadron: 'howlrunner' }],
      objectives: ['most-wanted', 'fire-lanes', 'dangerous-territory'],
    });
    expect(side.squadrons[1]).toEqual({ squadron: 'howlrunner', count: 1 });
    expect(messages(side, standard)).toEqual([]);
    expect(fleetPoints(content, side).total).toBe(175);
    expect(fleetSchema.parse({ faction: 'rebel', ships: [{ ship: 'cr90-corvette-a' }] })).toEqual({
      faction: 'rebel',
      ships: [{ ship: 'cr90-corvette-a', upgrades: [] }],
      squadrons: [],
    });
    expect(
      fleetSchema.safeParse({ faction: 'rebel', ships: [{ ship: 'cr90-corvette-a' }], pilot: 'x' })
        .success,
    ).toBe(false);
  });
});
