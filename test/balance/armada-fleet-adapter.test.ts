/**
 * Armada's balance adapter (src/games/armada/fleets/balance-adapter.ts): a build is a whole side,
 * its cost the fleet point total, its parts the upgrades then the squadron entries, and its
 * alternatives the swaps (or removals) that keep the fleet legal in the matchup's format.
 */
import { describe, expect, it } from 'vitest';
import { fleetErrors, FLEET_FORMATS } from '../../src/games/armada/content/fleet-check.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import {
  armadaBalanceAdapter,
  armadaPilotClass,
  sideFleet,
} from '../../src/games/armada/fleets/balance-adapter.js';
import { armadaTools } from '../../src/games/armada/tools.js';

const db = loadArmadaContent();
const a = armadaBalanceAdapter(db);
const REBELS = { fleet: 'core-rebels-173', pilot: 'heuristic' };
const CORE = { format: 'core-180' };
const legal = (side: Record<string, unknown>) =>
  fleetErrors(db, sideFleet(db, side)!, FLEET_FORMATS['core-180']!);

describe('Armada balance adapter', () => {
  it('is offered through the Armada tools, with builds as whole sides and removal as "none"', () => {
    expect(armadaTools.balance?.buildForm).toBe('side');
    expect(armadaTools.balance?.removal).toBe('none');
    expect(a.buildName?.(REBELS)).toBe('core-rebels-173');
  });

  it('costs a preset and an explicit fleet by their fleet points (SPEC 3.2 #17: 173 and 175)', () => {
    expect(a.shipPoints(REBELS)).toBe(173);
    expect(a.shipPoints({ fleet: 'core-imperials-175' })).toBe(175);
    const explicit = {
      faction: 'rebel',
      ships: [{ ship: 'cr90-corvette-a', upgrades: ['general-dodonna'] }],
      squadrons: [{ squadron: 'x-wing-squadron', count: 2 }],
    };
    expect(a.shipPoints(explicit)).toBe(44 + 20 + 2 * 13);
    expect(a.shipPoints({ fleet: { list: 'rebels.txt' } })).toBeNull();
  });

  it('lists every upgrade (grouped by type) then every squadron entry with its count', () => {
    expect(a.shipParts(REBELS)).toEqual([
      { index: 0, id: 'general-dodonna', group: 'commander' },
      { index: 1, id: 'dodonnas-pride', group: 'title' },
      { index: 2, id: 'luke-skywalker', group: 'squadron' },
      { index: 3, id: 'x-wing-squadron', group: 'squadron', count: 2 },
    ]);
  });

  it('offers only legal swaps: the sole rebel commander has none (no flagship without it), a title can go', () => {
    expect(a.alternatives(REBELS, 0, CORE)).toEqual([]);
    expect(a.alternatives(REBELS, 1, CORE)).toEqual(['none']);
    expect(a.alternatives(REBELS, 2, CORE)).toEqual(['x-wing-squadron', 'none']);
    // Luke is already in the fleet (unique, F3) and imperial squadrons are the wrong faction (U2).
    expect(a.alternatives(REBELS, 3, CORE)).toEqual(['none']);
  });

  it('swaps within the upgrade type only, and every offered variant is a legal fleet', () => {
    const side = {
      faction: 'rebel',
      ships: [{ ship: 'cr90-corvette-a', upgrades: ['general-dodonna', 'h9-turbolasers'] }],
      squadrons: [],
    };
    const alts = a.alternatives(side, 1, CORE);
    expect(alts).toEqual(['enhanced-armament', 'none']);
    for (const alt of alts) expect(legal(a.withPart(side, 1, alt))).toEqual([]);
  });

  it('honours the point limit of the matchup format: a swap over 180 points is not offered in core-180', () => {
    const side = {
      faction: 'rebel',
      ships: [
        {
          ship: 'nebulon-b-escort-frigate',
          upgrades: ['general-dodonna', 'leia-organa', 'engineering-team', 'h9-turbolasers'],
        },
        {
          ship: 'cr90-corvette-a',
          upgrades: ['dodonnas-pride', 'defense-liaison', 'electronic-countermeasures'],
        },
      ],
      squadrons: [{ squadron: 'x-wing-squadron', count: 2 }],
    };
    expect(a.shipPoints(side)).toBe(179);
    expect(legal(side)).toEqual([]);
    // H9 (8) -> Enhanced Armament (10) would cost 181 (F1).
    expect(a.alternatives(side, 3, CORE)).toEqual(['none']);
    expect(a.alternatives(side, 3, { format: 'standard-300' })).toEqual([
      'enhanced-armament',
      'none',
    ]);
    // Without the matchup the limit is unknown: legal by the cards, and resolution refuses the rest.
    expect(a.alternatives(side, 3)).toEqual(['enhanced-armament', 'none']);
  });

  it('writes a swap or a removal as the explicit side form, keeping the name and pilot', () => {
    const v = a.withPart({ name: 'R', ...REBELS }, 3, 'none');
    expect(v).toEqual({
      name: 'R',
      pilot: 'heuristic',
      faction: 'rebel',
      ships: [
        { ship: 'nebulon-b-escort-frigate', upgrades: ['general-dodonna'] },
        { ship: 'cr90-corvette-a', upgrades: ['dodonnas-pride'] },
      ],
      squadrons: [{ squadron: 'luke-skywalker', count: 1 }],
    });
    expect(a.shipPoints(v)).toBe(173 - 26);
    const luke = a.withPart(REBELS, 2, 'x-wing-squadron') as { squadrons: unknown[] };
    expect(luke.squadrons).toEqual([
      { squadron: 'x-wing-squadron', count: 1 },
      { squadron: 'x-wing-squadron', count: 2 },
    ]);
    expect(legal(luke)).toEqual([]);
  });

  it('names pilot classes as configs write them', () => {
    expect(
      [
        undefined,
        'random',
        'heuristic',
        { type: 'heuristic', persona: 'bold' },
        { type: 'search', budget: 'fast' },
        { type: 'search' },
        7,
      ].map(armadaPilotClass),
    ).toEqual(['random', 'random', 'heuristic', 'heuristic:bold', 'search:4', 'search:16', null]);
    expect(a.pilotClass?.({ ...REBELS, pilot: { type: 'search', budget: 32 } })).toBe('search:32');
  });
});
