/**
 * The random pilot (SPEC §4.3 #1): a uniformly random legal option at every decision. It is the
 * baseline of the strength ladder and the driver of the seeded invariant suites. Its stream is
 * its own, so it never advances the game's dice, deck or setup streams.
 */
import type { Rng } from '../../../core/rng.js';
import type { ArmadaView, Controller, Decision } from '../engine/decisions.js';

/** Creates a random pilot drawing from `rng`. */
export function randomPilot(rng: Rng): Controller {
  return {
    choose(_view: ArmadaView, d: Decision): number {
      return rng.int(d.options.length);
    },
  };
}
