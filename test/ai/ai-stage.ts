/**
 * Staging for AI rule tests: the shared stage() helper, then the chosen ships made
 * automated (deck, hull, AI controller) with a scripted deck order.
 */
import type { DieFace } from '../../src/core/rng.js';
import { installAi } from '../../src/games/snap-ships/ai/index.js';
import { aiDeckController } from '../../src/games/snap-ships/ai/controller.js';
import { makeAutomated } from '../../src/games/snap-ships/ai/deck.js';
import { Rng } from '../../src/core/rng.js';
import type { TerrainTile } from '../../src/games/snap-ships/state/types.js';
import { stage, type Script, type StagedShip } from '../helpers/stage.js';

/** A staged ship; `ai` makes it automated (deck = its preset unless named), `deck` orders its draw pile. */
export interface AiStagedShip extends StagedShip {
  ai?: boolean | string;
  deck?: number[];
}

/** Stages ships (side 0 first in each side's order) with scripted dice; AI ships get the ai-deck controller. */
export function stageAi(opts: {
  ships: AiStagedShip[];
  terrain?: TerrainTile[];
  dice?: DieFace[];
  scripts?: Record<string, Script>;
  width?: number;
  height?: number;
}) {
  installAi();
  const staged = stage({ ...opts, ships: opts.ships.map(({ ai: _ai, deck: _deck, ...s }) => s) });
  opts.ships.forEach((spec, i) => {
    if (!spec.ai) return;
    const s = staged.ship(i);
    makeAutomated(staged.ctx, s, typeof spec.ai === 'string' ? spec.ai : s.chassis);
    s.pilot = 'ai-deck';
    if (spec.deck) s.ai!.drawPile = [...spec.deck];
    if (spec.hull !== undefined) s.hull = spec.hull;
    if (spec.evasion !== undefined) s.evasion = spec.evasion;
    staged.ctx.controllers[s.id] = Object.assign(aiDeckController(new Rng(`ai-${s.id}`)), {
      seen: [],
    });
  });
  const sides = staged.ctx.state.sides;
  sides.forEach(
    (sd, si) =>
      (sd.automated = staged.ctx.state.ships.filter((s) => s.side === si).every((s) => !!s.ai)),
  );
  return staged;
}
