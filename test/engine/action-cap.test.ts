/**
 * Termination guard: an activation takes at most MAX_PART_ACTIONS part actions, so
 * cards whose actions vent each other's cubes cannot cycle forever. The seed below is
 * a Last Stand game where a heuristic-flown Falx salvaged K2 Radiator Array next to its
 * Falx Nose (two "vent 1 power" actions) and, before the guard, never ended its activation;
 * the heuristic pilot now skips such zero-value vent cycles, so it stops well
 * below the guard on its own.
 */
import { describe, expect, it } from 'vitest';
import { gameSeed } from '../../src/core/rng.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { MAX_PART_ACTIONS } from '../../src/games/snap-ships/rules/activation.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';

describe('part actions per activation', () => {
  it('a vent-cycling build ends its activations without reaching the guard, and the game ends', () => {
    const setup = resolveSnapSetup({
      format: 'last-stand',
      sides: [{ name: 'Forge', ships: [{ preset: 'falx-sc-41-escort', pilot: 'heuristic' }] }],
    });
    let actions = 0;
    let most = 0;
    const { ctx } = newGame(setup, {
      seed: gameSeed('23', 'stand-solo-falx-heuristic', 7),
      swapSeats: false,
      roundCap: 60,
      onEvent: (e) => {
        if (e.type === 'activation-start') actions = 0;
        if (e.type === 'action') most = Math.max(most, ++actions);
      },
    });
    playGame(ctx, 60);
    expect(ctx.state.over).not.toBeNull();
    expect(most).toBeLessThan(MAX_PART_ACTIONS);
  });
});
