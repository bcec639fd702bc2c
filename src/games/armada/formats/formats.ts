/**
 * The Armada formats a matchup config names with `format:` (SPEC §6, F1; RRG16 "Fleet Building",
 * "Play Area", "Setup Area"): the fleet-building rules of each (content/fleet-check.ts), its play
 * area (an id of `playAreas` in content/table.yaml) and how the game's objective is found when the
 * config does not say.
 */
import { FLEET_FORMATS, type FleetRules } from '../content/fleet-check.js';

/** How the objective of a game is found (S6, O0; config `objective:`). */
export type ObjectiveMode =
  /** No objective (the learning scenario, P2). */
  | { mode: 'none' }
  /** RRG16 Setup 4: the first player chooses one of the second player's three objectives. */
  | { mode: 'chosen' }
  /** EXP "Random Objective Card": the second player draws 2 of all 12 and picks 1 (core set only). */
  | { mode: 'random-core' }
  /** A fixed objective card for every game (e.g. to measure one objective). */
  | { mode: 'fixed'; id: string };

/** One format. */
export interface ArmadaFormat {
  id: string;
  fleet: FleetRules;
  /** Default play area (table.yaml `playAreas` id); the config's `playArea:` may change it. */
  playArea: string;
  /** Default objective mode. */
  objective: ObjectiveMode['mode'];
}

/**
 * The formats. All three play on 3' x 6' with the 3' x 4' setup area (RRG16 Setup 1; SPEC §6);
 * `playArea: learning` gives core-180 the 3' x 3' that RRG16 "Play Area" recommends for the core
 * set (the whole area is then the setup area). core-180 draws its objective at random (EXP: "If
 * playing with only the core set, the players should randomly determine the objective").
 */
export const ARMADA_FORMAT_TABLE: Readonly<Record<string, ArmadaFormat>> = Object.freeze({
  learning: {
    id: 'learning',
    fleet: FLEET_FORMATS.learning!,
    playArea: 'learning',
    objective: 'none',
  },
  'core-180': {
    id: 'core-180',
    fleet: FLEET_FORMATS['core-180']!,
    playArea: 'standard',
    objective: 'random-core',
  },
  'standard-300': {
    id: 'standard-300',
    fleet: FLEET_FORMATS['standard-300']!,
    playArea: 'standard',
    objective: 'chosen',
  },
  'standard-400': {
    id: 'standard-400',
    fleet: FLEET_FORMATS['standard-400']!,
    playArea: 'standard',
    objective: 'chosen',
  },
});

/** Format ids, the learning scenario first (the plugin's default format). */
export const ARMADA_FORMAT_IDS: readonly string[] = Object.freeze(Object.keys(ARMADA_FORMAT_TABLE));

/** The format of an id, or undefined. */
export function armadaFormat(id: string): ArmadaFormat | undefined {
  return ARMADA_FORMAT_TABLE[id];
}
