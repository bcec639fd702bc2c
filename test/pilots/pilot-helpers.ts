/**
 * Helpers for the pilot tests: matchup configs, games with every decision recorded and
 * checked, and a stable digest of a game's events (determinism).
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { hashSeed, Rng } from '../../src/core/rng.js';
import type { EngineCtx } from '../../src/games/snap-ships/engine/context.js';
import type {
  Controller,
  Decision,
  GameView,
} from '../../src/games/snap-ships/engine/decisions.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { shipId, type PilotSpec, type SnapSetup } from '../../src/games/snap-ships/engine/setup.js';
import { makeController } from '../../src/games/snap-ships/pilots/index.js';
import { installPilots } from '../../src/games/snap-ships/pilots/install.js';
import { installAi } from '../../src/games/snap-ships/ai/index.js';
import { installEffects } from '../../src/games/snap-ships/effects/index.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { listActions } from '../../src/games/snap-ships/rules/actions.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';
import type { GameEvent } from '../../src/games/snap-ships/state/events.js';
import { brokenInvariant } from '../helpers/invariants.js';

/** A duel config between two presets. */
export function duel(
  a: string,
  pilotA: unknown,
  b: string,
  pilotB: unknown,
): Record<string, unknown> {
  return {
    format: 'duel',
    budget: 'off',
    sides: [
      { name: 'A', ships: [{ preset: a, pilot: pilotA }] },
      { name: 'B', ships: [{ preset: b, pilot: pilotB }] },
    ],
  };
}

/** What a recorded game leaves: winner, rounds, decisions by kind, event digest. */
export interface RecordedGame {
  ctx: EngineCtx;
  winner: number | null;
  rounds: number;
  kinds: Record<string, number>;
  digest: string;
}

/**
 * Plays one game of `setup` with each ship's controller wrapped: every decision's answer
 * is checked to be a whole index into its options, an `action` answer to be a performable
 * part action, and the engine invariants are asserted after every event.
 */
export function recordedGame(
  setup: SnapSetup,
  seed: string,
  swapSeats = false,
  roundCap = 40,
): RecordedGame {
  installEffects();
  installAi();
  installPilots();
  const kinds: Record<string, number> = {};
  const hash = createHash('sha256');
  let ctx: EngineCtx | null = null;
  const controllers: Record<string, Controller> = {};
  setup.sides.forEach((side, si) =>
    side.ships.forEach((b, bi) => {
      const id = shipId(si, bi);
      const inner = makeController(b.pilot, id, new Rng(hashSeed(seed, 'pilot', id)));
      controllers[id] = {
        choose(view: GameView, d: Decision): number {
          const i = inner.choose(view, d);
          expect(
            Number.isInteger(i) && i >= 0 && i < d.options.length,
            `${d.kind} answer ${i} of ${d.options.length}`,
          ).toBe(true);
          if (d.kind === 'action' && d.options[i] !== null) {
            const c = d.options[i] as { part: number; ability: number };
            const s = ctx!.state.ships.find((x) => x.id === d.ship)!;
            expect(listActions(ctx!, s)).toContainEqual(c);
          }
          kinds[d.kind] = (kinds[d.kind] ?? 0) + 1;
          return i;
        },
      };
    }),
  );
  const { ctx: c } = newGame(setup, {
    seed,
    swapSeats,
    roundCap,
    controllers,
    onEvent: (e: GameEvent) => {
      hash.update(JSON.stringify(e));
      if (!ctx) return;
      const bad = brokenInvariant(
        ctx.state,
        e.type === 'activation-end' || e.type === 'round-end' || e.type === 'game-end',
      );
      if (bad) throw new Error(`invariant broken after ${e.type}: ${bad} (seed ${seed})`);
    },
  });
  ctx = c;
  playGame(c, roundCap);
  return {
    ctx: c,
    winner: c.state.over!.winner,
    rounds: c.state.round,
    kinds,
    digest: hash.digest('hex'),
  };
}

/** Resolves a config object into a setup. */
export const setupOf = (raw: Record<string, unknown>): SnapSetup => resolveSnapSetup(raw);

/** A pilot spec as written in configs. */
export type PilotRaw = string | PilotSpec;
