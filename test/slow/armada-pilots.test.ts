/**
 * Strength of the Armada heuristic pilot (SPEC §4.3): seat-swapped learning-scenario games
 * against the random pilot; the Wilson 95% interval of its score must lie above one half.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import { resolveArmadaSetup } from '../../src/games/armada/formats/resolve-setup.js';
import { heuristicPilot } from '../../src/games/armada/pilots/heuristic-pilot.js';
import { randomPilot } from '../../src/games/armada/pilots/random-pilot.js';
import { playGame } from '../../src/games/armada/rules/rounds.js';

function wilsonLow(p: number, n: number, z = 1.96): number {
  const d = 1 + (z * z) / n;
  return (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
}

describe('armada heuristic vs random', () => {
  it('wins 200 seat-swapped learning games decisively', () => {
    const setup = resolveArmadaSetup({
      format: 'learning',
      sides: [{ fleet: 'learning-rebels' }, { fleet: 'learning-imperials' }],
    });
    let score = 0;
    let n = 0;
    let leftArea = 0;
    let forNothing = 0;
    for (let k = 0; k < 100; k++) {
      for (const h of [0, 1]) {
        const seed = `slow-ladder-${k}`;
        const root = new Rng(seed);
        const hp = heuristicPilot(root.fork(`pilot-${h}`));
        const controllers =
          h === 0
            ? [hp, randomPilot(root.fork('pilot-1'))]
            : [randomPilot(root.fork('pilot-0')), hp];
        const g = newGame(setup, { seed, swapSeats: false, roundCap: 6, controllers });
        playGame(g.ctx, 6, g.outcome.firstRoundDials);
        const w = g.ctx.state.over?.winner ?? null;
        score += w === h ? 1 : w === null ? 0.5 : 0;
        leftArea += hp.stats.leftArea;
        forNothing += hp.stats.tokensForNothing;
        n++;
      }
    }
    expect(n).toBe(200);
    expect(wilsonLow(score / n, n)).toBeGreaterThan(0.5);
    expect(leftArea).toBe(0);
    expect(forNothing).toBe(0);
  }, 600_000);
});
