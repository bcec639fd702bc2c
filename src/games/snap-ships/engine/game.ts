/**
 * Playing one game end to end: state from setup, controllers from pilots, the round
 * loop, and the event stream. Pure function of (setup, seed, seat swap, round cap).
 */
import { Rng } from '../../../core/rng.js';
import { loadContent } from '../content/load-content.js';
import type { GameEvent } from '../state/events.js';
import type { GameState, TerrainTile } from '../state/types.js';
import { playGame } from '../rules/rounds.js';
import { installEffects } from '../effects/index.js';
import type { EngineCtx } from './context.js';
import type { Controller } from './decisions.js';
import { applySetupEffects, createState, shipId, type SnapSetup } from './setup.js';
import { resolveTerrain } from '../formats/terrain-layouts.js';
import { makeController } from '../pilots/index.js';
import { prepareFormat } from '../formats/index.js';
import { installAi } from '../ai/index.js';
import { installPilots } from '../pilots/install.js';
import { installScenarios } from '../scenarios/index.js';

/** Options for one game. */
export interface RunOptions {
  seed: string;
  swapSeats: boolean;
  roundCap: number;
  /** Produce readable log lines. */
  log?: boolean;
  /** Receives every event as it happens. */
  onEvent?: (e: GameEvent) => void;
  /** Replace the controller of some ships (tests, lookahead). */
  controllers?: Record<string, Controller>;
  /** The game's stream, when the caller keeps a handle on it (replays that branch); a stream of `seed`. */
  rng?: Rng;
}

/** What a finished game leaves behind. */
export interface GameRun {
  state: GameState;
  log: string[];
  tiles: TerrainTile[];
}

/** Creates the engine context for a new game without playing it (tests, lookahead, replays). */
export function newGame(setup: SnapSetup, opts: RunOptions): { ctx: EngineCtx; log: string[] } {
  installEffects();
  installAi();
  installPilots();
  installScenarios();
  const content = loadContent();
  const rng = opts.rng ?? new Rng(opts.seed);
  const tiles = resolveTerrain(setup, rng);
  const state = createState(content, setup, tiles, opts.swapSeats);
  const log: string[] = [];
  const sink = opts.onEvent;
  const ctx: EngineCtx = {
    state,
    rng,
    content,
    controllers: {},
    logging: !!opts.log,
    emit: opts.log
      ? (e) => {
          if (e.type === 'log') log.push(e.text);
          sink?.(e);
        }
      : (sink ?? (() => {})),
  };
  setup.sides.forEach((side, si) =>
    side.ships.forEach((b, bi) => {
      const id = shipId(si, bi);
      ctx.controllers[id] =
        opts.controllers?.[id] ?? makeController(b.pilot, id, rng.derive('pilot', id));
    }),
  );
  prepareFormat(ctx, setup);
  applySetupEffects(ctx);
  return { ctx, log };
}

/** Plays one game to its end. */
export function runGame(setup: SnapSetup, opts: RunOptions): GameRun {
  const { ctx, log } = newGame(setup, opts);
  playGame(ctx, opts.roundCap);
  return { state: ctx.state, log, tiles: ctx.state.terrain };
}
