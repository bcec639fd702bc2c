/**
 * Strength of the Armada search pilot (issue 16): seat-swapped learning-scenario games against the
 * heuristic pilot (every seed twice, the search pilot flying each fleet once); the Wilson 95%
 * interval of its score must lie above one half. The seeds differ from the ladder script's
 * (scripts/armada-search-ladder.mjs), so this is a second, independent sample.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import { resolveArmadaSetup } from '../../src/games/armada/formats/resolve-setup.js';
import { heuristicPilot } from '../../src/games/armada/pilots/heuristic-pilot.js';
import { searchPilot } from '../../src/games/armada/pilots/search-pilot.js';
import { playGame } from '../../src/games/armada/rules/rounds.js';

function wilsonLow(p: number, n: number, z = 1.96): number {
  const d = 1 + (z * z) / n;
  return (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
}

/** Samples per searched decision: the ladder's middle budget. */
const BUDGET = 16;

describe('armada search vs heuristic', () => {
  it('wins 100 seat-swapped learning games with the 95% interval above one half', () => {
    const setup = resolveArmadaSetup({
      format: 'learning',
      sides: [{ fleet: 'learning-rebels' }, { fleet: 'learning-imperials' }],
    });
    let score = 0;
    let n = 0;
    let samples = 0;
    for (let k = 0; k < 50; k++) {
      for (const s of [0, 1]) {
        const seed = `slow-search-${k}`;
        const root = new Rng(seed);
        const sp = searchPilot(root.fork(`pilot-${s}`), { budget: BUDGET });
        const hp = heuristicPilot(root.fork(`pilot-${1 - s}`));
        const g = newGame(setup, { seed, swapSeats: false, roundCap: 6, controllers: s === 0 ? [sp, hp] : [hp, sp] });
        playGame(g.ctx, 6, g.outcome.firstRoundDials);
        const w = g.ctx.state.over?.winner ?? null;
        score += w === s ? 1 : w === null ? 0.5 : 0;
        samples += sp.samples;
        n++;
      }
    }
    expect(n).toBe(100);
    // The search ran: at least one searched decision per round of each game.
    expect(samples / n).toBeGreaterThan(6 * BUDGET);
    expect(wilsonLow(score / n, n)).toBeGreaterThan(0.5);
  }, 1_800_000);
});
