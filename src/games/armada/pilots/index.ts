/**
 * Pilot factory: turns a side's `pilot:` spec into a controller. Each pilot draws from its own
 * stream (derived from the game seed and the side), never the game's. The random, heuristic
 * and search pilots are registered here; registerPilot adds others.
 */
import type { Rng } from '../../../core/rng.js';
import type { Controller } from '../engine/decisions.js';
import type { PilotSpec } from '../engine/setup.js';
import { heuristicPilot } from './heuristic-pilot.js';
import { randomPilot } from './random-pilot.js';
import { searchPilot } from './search-pilot.js';

/** Pilot types known to the config layer. */
export const PILOT_TYPES = ['random', 'heuristic', 'search'] as const;

/** Creates a controller for a pilot spec. */
export type PilotMaker = (spec: PilotSpec, rng: Rng) => Controller;

const makers: Partial<Record<PilotSpec['type'], PilotMaker>> = {
  random: (_s, rng) => randomPilot(rng),
  heuristic: (s, rng) =>
    heuristicPilot(
      rng,
      s.type === 'heuristic'
        ? {
            ...(s.variety ? { variety: s.variety } : {}),
            ...(s.objectiveRollouts ? { objectiveRollouts: s.objectiveRollouts } : {}),
          }
        : {},
    ),
  search: (s, rng) => searchPilot(rng, s.type === 'search' ? s : {}),
};

/** Registers the maker of a pilot type. */
export function registerPilot(type: PilotSpec['type'], maker: PilotMaker): void {
  makers[type] = maker;
}

/** Pilot types that can be created now. */
export function availablePilots(): string[] {
  return Object.keys(makers).sort();
}

/** Creates the controller of a side. */
export function makeController(spec: PilotSpec, rng: Rng): Controller {
  const m = makers[spec.type];
  if (!m)
    throw new Error(
      `Armada pilot type "${spec.type}" is not available (available: ${availablePilots().join(', ')})`,
    );
  return m(spec, rng);
}
