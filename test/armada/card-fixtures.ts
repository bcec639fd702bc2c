/**
 * Test fleets and setups for the upgrade and objective tests: fleets built programmatically from
 * the content (every core upgrade equipped somewhere, each in a slot of its ship's bar) and setups
 * with a fixed objective.
 */
import type { Fleet } from '../../src/games/armada/content/types.js';
import type { ArmadaSetup, PilotSpec } from '../../src/games/armada/engine/setup.js';
import { DEFAULT_RULES } from '../../src/games/armada/state/types.js';

/** Rebel fleet carrying the Rebel and half the generic upgrades. */
export function rebelUpgradeFleet(): Fleet {
  return {
    faction: 'rebel',
    ships: [
      {
        ship: 'cr90-corvette-a',
        upgrades: [
          'leia-organa',
          'engineering-team',
          'electronic-countermeasures',
          'h9-turbolasers',
          'dodonnas-pride',
        ],
      },
      { ship: 'cr90-corvette-b', upgrades: ['defense-liaison', 'nav-team', 'overload-pulse'] },
      {
        ship: 'nebulon-b-escort-frigate',
        upgrades: ['general-dodonna', 'weapons-liaison', 'enhanced-armament'],
      },
    ],
    squadrons: [
      { squadron: 'luke-skywalker', count: 1 },
      { squadron: 'x-wing-squadron', count: 2 },
    ],
  };
}

/** Imperial fleet carrying the Imperial and the other generic upgrades. */
export function imperialUpgradeFleet(): Fleet {
  return {
    faction: 'imperial',
    ships: [
      {
        ship: 'victory-ii-class-star-destroyer',
        upgrades: [
          'grand-moff-tarkin',
          'wulff-yularen',
          'gunnery-team',
          'expanded-hangar-bay',
          'overload-pulse',
          'h9-turbolasers',
          'dominator',
        ],
      },
      {
        ship: 'victory-i-class-star-destroyer',
        upgrades: [
          'defense-liaison',
          'assault-concussion-missiles',
          'enhanced-armament',
          'expanded-hangar-bay',
        ],
      },
    ],
    squadrons: [
      { squadron: 'howlrunner', count: 1 },
      { squadron: 'tie-fighter-squadron', count: 3 },
    ],
  };
}

/** A full-game setup: both upgrade fleets, random obstacles, an objective (fixed id or none). */
export function cardSetup(
  objective: string | null,
  over: Partial<ArmadaSetup> = {},
  pilot: PilotSpec = { type: 'random' },
): ArmadaSetup {
  return {
    format: 'core-180',
    tableOverrides: null,
    rules: { ...DEFAULT_RULES },
    initiative: 'seat',
    obstacles: { placement: 'random' },
    firstRoundCommands: 'chosen',
    objective: objective ? { mode: 'fixed', id: objective } : { mode: 'none' },
    sides: [
      { name: 'Rebels', fleet: rebelUpgradeFleet(), pilot },
      { name: 'Imperials', fleet: imperialUpgradeFleet(), pilot },
    ],
    ...over,
  };
}

/** The twelve core objective ids, in objectives.yaml order. */
export const OBJECTIVE_IDS = [
  'advanced-gunnery',
  'most-wanted',
  'opening-salvo',
  'precision-strike',
  'contested-outpost',
  'fire-lanes',
  'fleet-ambush',
  'hyperspace-assault',
  'dangerous-territory',
  'intel-sweep',
  'minefields',
  'superior-positions',
] as const;
