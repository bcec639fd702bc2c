/**
 * Pilot factory: turns a ship's `pilot:` spec into a controller. Each pilot draws from
 * its own stream (seeded from the game seed and ship id), never the game's.
 */
import type { Rng } from '../../../core/rng.js';
import type { Controller } from '../engine/decisions.js';
import type { PilotSpec } from '../engine/setup.js';
import { randomPilot } from './random-pilot.js';

/** Pilot types this build knows how to create. */
export const PILOT_TYPES = ['random', 'ai-deck', 'heuristic', 'search'] as const;

/** Hook for pilot types implemented in other modules (AI decks, heuristic, search). */
export type PilotMaker = (spec: PilotSpec, shipId: string, rng: Rng) => Controller;
const makers: Partial<Record<PilotSpec['type'], PilotMaker>> = {
  random: (_s, _id, rng) => randomPilot(rng),
};

/** Registers the maker of a pilot type. */
export function registerPilot(type: PilotSpec['type'], maker: PilotMaker): void {
  makers[type] = maker;
}

/** Creates the controller for a ship. */
export function makeController(spec: PilotSpec, shipId: string, rng: Rng): Controller {
  const m = makers[spec.type];
  if (!m) throw new Error(`pilot type "${spec.type}" is not available`);
  return m(spec, shipId, rng);
}
