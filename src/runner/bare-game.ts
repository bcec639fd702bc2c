/**
 * One game of a matchup played bare — no game line, metrics or tallies — as `sortie bench`
 * plays its baselines (bench.ts's in-process phase, bench-floor.ts's engine floor).
 */
import type { GamePlugin, ResolvedMatchup } from '../core/game-plugin.js';
import { SEED_SCHEME } from '../core/rng.js';
import { slotOf } from './seeds.js';

/** Plays game `g` of `m`; a game that throws is rethrown naming the game and its seed. */
export function bareGamePlayer(plugin: GamePlugin, m: ResolvedMatchup): (g: number) => void {
  return (g) => {
    const slot = slotOf(m, g, SEED_SCHEME);
    try {
      plugin.playGame(m.setup, {
        seed: slot.seed,
        gameIndex: g,
        swapSeats: slot.swap,
        roundCap: m.roundCap,
      });
    } catch (e) {
      throw new Error(
        `bench: game ${g} of ${m.name} failed (seed ${slot.seed}): ${(e as Error).message}`,
        { cause: e },
      );
    }
  };
}
