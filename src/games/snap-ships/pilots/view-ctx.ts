/**
 * A read-only engine context around the state a controller sees, so a pilot can ask the
 * rules the questions a player would (which actions are legal, who is in arc and range)
 * with the same code the engine uses. Its random stream throws on any draw and its event
 * sink is silent: a query that tried to roll dice would be a bug, and could never advance
 * the game's stream.
 */
import { Rng } from '../../../core/rng.js';
import { loadContent } from '../content/load-content.js';
import type { EngineCtx } from '../engine/context.js';
import type { GameView } from '../engine/decisions.js';
import type { GameState, ShipState } from '../state/types.js';

/** A stream that refuses to draw (queries must not roll). */
class NoDraws extends Rng {
  constructor() {
    super('pilot-view-no-draws');
  }
  override next(): number {
    throw new Error('a pilot query tried to draw from the game stream');
  }
}

const noDraws = new NoDraws();
const contexts = new WeakMap<object, EngineCtx>();

/** The read-only context of a state (cached per state object). */
export function viewCtx(state: Readonly<GameState>): EngineCtx {
  let ctx = contexts.get(state);
  if (!ctx) {
    ctx = {
      state: state as GameState,
      rng: noDraws,
      content: loadContent(),
      controllers: {},
      emit: () => {},
      logging: false,
    };
    contexts.set(state, ctx);
  }
  return ctx;
}

/** The ship a decision is about (throws when unknown). */
export function viewShip(view: GameView, id: string): ShipState {
  const s = view.state.ships.find((x) => x.id === id);
  if (!s) throw new Error(`unknown ship ${id}`);
  return s;
}
