/**
 * The random pilot: takes a uniformly random legal option at every decision. It is the
 * baseline of the strength ladder and the driver of the seeded invariant suites.
 * Its stream is its own, so it never advances the game's dice.
 */
import type { Rng } from '../../../core/rng.js';
import type { Controller, Decision, GameView } from '../engine/decisions.js';

/** Creates a random pilot drawing from `rng`. */
export function randomPilot(rng: Rng): Controller {
  return {
    choose(_view: GameView, d: Decision): number {
      return rng.int(d.options.length);
    },
  };
}
