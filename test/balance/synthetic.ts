/**
 * Synthetic outcome generators with known answers for the balance statistics: games
 * between players of known Elo (with draws), seat-swapped pairs, coupled runs.
 */
import { Rng } from '../../src/core/rng.js';
import { eloToScore } from '../../src/balance/normal.js';
import type { PairingResult } from '../../src/balance/ratings.js';

/**
 * One game's result for the player `elo` stronger: 1 win, 0.5 draw, 0 loss, with draws
 * at rate `draw` and the expected score exactly eloToScore(elo).
 */
export function playGame(rng: Rng, elo: number, draw = 0): number {
  const s = eloToScore(elo);
  const d = Math.min(draw, 2 * s, 2 * (1 - s));
  if (rng.next() < d) return 0.5;
  return rng.next() < (s - d / 2) / (1 - d) ? 1 : 0;
}

/** A round robin: `games` games per pairing of players with the given true Elo. */
export function roundRobin(
  rng: Rng,
  elo: readonly number[],
  games: number,
  draw = 0,
): PairingResult[] {
  const out: PairingResult[] = [];
  for (let a = 0; a < elo.length; a++) {
    for (let b = a + 1; b < elo.length; b++) {
      const r: PairingResult = { a, b, winsA: 0, winsB: 0, draws: 0 };
      for (let g = 0; g < games; g++) {
        const s = playGame(rng, elo[a]! - elo[b]!, draw);
        if (s === 1) r.winsA++;
        else if (s === 0) r.winsB++;
        else r.draws++;
      }
      out.push(r);
    }
  }
  return out;
}

/** A stream of pentanomial indices (A's pair score × 4) for A `elo` stronger. */
export function* pentanomialStream(rng: Rng, elo: number, draw = 0): Generator<number> {
  for (;;) yield Math.round((playGame(rng, elo, draw) + playGame(rng, elo, draw)) * 2);
}
