/**
 * Seeded games with the engine invariants asserted after every event.
 */
import { expect } from 'vitest';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import type { EngineCtx } from '../../src/games/snap-ships/engine/context.js';
import { brokenInvariant } from './invariants.js';

export const FORGE_STARTERS = [
  'sabre-xf-23-fighter',
  'sabre-xb-04-light-bomber',
  'sabre-xr-01-fast-recon',
  'sabre-xg-07-gunship',
];
export const KOMPLEX_STARTERS = [
  'scarab-klaw-interceptor',
  'scarab-klaw-attack-striker',
  'scarab-klaw-light-fighter',
  'scarab-klaw-jammer',
];

/** Plays `games` seeded random games of a pairing; returns outcome counts; throws with the seed on a broken invariant. */
export function playChecked(
  forge: string,
  komplex: string,
  games: number,
  prefix = 'inv',
): { wins: number[]; timeouts: number; events: number } {
  const setup = resolveSnapSetup({
    format: 'duel',
    budget: 'off',
    sides: [
      { name: 'Forge', ships: [{ preset: forge, pilot: 'random' }] },
      { name: 'Komplex', ships: [{ preset: komplex, pilot: 'random' }] },
    ],
  });
  const wins = [0, 0];
  let timeouts = 0;
  let events = 0;
  for (let g = 0; g < games; g++) {
    const seed = `${prefix}-${forge}-${komplex}-${g}`;
    let ctx: EngineCtx | null = null;
    const { ctx: c } = newGame(setup, {
      seed,
      swapSeats: g % 2 === 1,
      roundCap: 40,
      onEvent: (e) => {
        events++;
        if (!ctx) return;
        const bad = brokenInvariant(
          ctx.state,
          e.type === 'activation-end' || e.type === 'round-end' || e.type === 'game-end',
        );
        if (bad)
          throw new Error(
            `invariant broken after ${e.type}: ${bad} (seed ${seed}, swap ${g % 2 === 1})`,
          );
      },
    });
    ctx = c;
    playGame(c, 40);
    expect(c.state.over, `seed ${seed}`).not.toBeNull();
    if (c.state.over!.winner === null) timeouts++;
    else wins[c.state.over!.winner]!++;
  }
  return { wins, timeouts, events };
}

/** Plays seeded random games of any resolved config object with invariants after every event. */
export function playCheckedSetup(
  raw: Record<string, unknown>,
  games: number,
  prefix: string,
  roundCap = 40,
): { wins: number[]; timeouts: number; activations: number } {
  const setup = resolveSnapSetup(raw);
  const wins = setup.sides.map(() => 0);
  let timeouts = 0;
  let activations = 0;
  for (let g = 0; g < games; g++) {
    const seed = `${prefix}-${g}`;
    let ctx: EngineCtx | null = null;
    const { ctx: c } = newGame(setup, {
      seed,
      swapSeats: g % 2 === 1,
      roundCap,
      onEvent: (e) => {
        if (e.type === 'activation-start') activations++;
        if (!ctx) return;
        const bad = brokenInvariant(
          ctx.state,
          e.type === 'activation-end' || e.type === 'round-end' || e.type === 'game-end',
        );
        if (bad)
          throw new Error(
            `invariant broken after ${e.type}: ${bad} (seed ${seed}, swap ${g % 2 === 1})`,
          );
      },
    });
    ctx = c;
    playGame(c, roundCap);
    expect(c.state.over, `seed ${seed}`).not.toBeNull();
    if (c.state.over!.winner === null) timeouts++;
    else wins[c.state.over!.winner]!++;
  }
  return { wins, timeouts, activations };
}
