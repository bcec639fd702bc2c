/**
 * The views of both sides over a game: the open state plus each side's own facedown dials
 * (G8: a player sees its own dials, never the opponent's). Used by the engine and by the
 * search pilot's sampled worlds.
 */
import type { ArmadaTable } from '../geometry/table.js';
import type { GameState, HiddenState } from '../state/types.js';
import type { ArmadaView } from './decisions.js';

/** The views of both sides over `state` with the dials of `hidden`. */
export function makeViews(state: GameState, hidden: HiddenState, table: ArmadaTable): ArmadaView[] {
  return [0, 1].map((side) => ({
    state,
    side,
    table,
    get ownDials() {
      return hidden.dials[side]!;
    },
  }));
}
