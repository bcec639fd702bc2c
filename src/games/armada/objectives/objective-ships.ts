/**
 * Objective ships (O1 Advanced Gunnery, O2 Most Wanted, O10 Intel Sweep): choosing them, and the
 * doubled fleet cost of a destroyed objective ship at the end of the game (W4: the ship's own
 * cost, not its upgrades, is counted a second time).
 */
import { decide, opponent, type EngineCtx } from '../engine/context.js';
import type { EffectHandler } from '../effects/registry.js';
import type { ObjectiveSource } from './objective-hooks.js';
import { secondPlayer, shipsOf } from './objective-tokens.js';

/** Who chooses objective ships, and how many of their own and of the enemy's. */
export interface ObjectiveShipParams {
  chooser: 'each-player' | 'second-player';
  own: number;
  enemy: number;
  firstPlayerFirst: boolean;
}

/** One choice of an objective ship among `side`'s ships, made by `chooser`. */
function pick(ctx: EngineCtx, chooser: number, side: number, purpose: string): void {
  const o = ctx.state.objective!;
  const options = shipsOf(ctx, side)
    .map((s) => s.id)
    .filter((id) => !o.objectiveShips.includes(id));
  if (options.length === 0) return;
  const id = decide(ctx, {
    kind: 'choose-ship',
    side: chooser,
    unit: null,
    options,
    prompt: `${o.id}: choose ${side === chooser ? 'your' : 'an enemy'} objective ship`,
    context: { purpose, own: side === chooser },
  });
  if (id !== null) o.objectiveShips.push(id);
}

/** Chooses the objective ships as the params say. */
export function chooseObjectiveShips(ctx: EngineCtx, p: ObjectiveShipParams): void {
  const first = ctx.state.firstPlayer;
  const both = p.firstPlayerFirst ? [first, opponent(first)] : [opponent(first), first];
  const choosers = p.chooser === 'second-player' ? [secondPlayer(ctx)] : both;
  for (const c of choosers) {
    for (let k = 0; k < p.own; k++) pick(ctx, c, c, ctx.state.objective!.id);
    for (let k = 0; k < p.enemy; k++) pick(ctx, c, opponent(c), ctx.state.objective!.id);
  }
}

/** The params of a section as objective-ship params. */
export function objectiveShipParams(src: ObjectiveSource): ObjectiveShipParams {
  return src.params as unknown as ObjectiveShipParams;
}

/** O1, O2 setup: after deployment, objective ships are chosen. */
const chooseObjectiveShipsHandler: EffectHandler = {
  id: 'choose-objective-ships',
  kind: 'objective',
  describe: 'After deployment, players choose objective ships',
  objective: {
    setup(ctx, stage, src) {
      if (stage === 'after-deployment') chooseObjectiveShips(ctx, objectiveShipParams(src));
    },
  },
};

/** O1, O2 end of game: a destroyed objective ship's own fleet cost counts twice (not its upgrades). */
const doubleObjectiveShipCost: EffectHandler = {
  id: 'double-objective-ship-cost',
  kind: 'objective',
  describe: "A destroyed objective ship's fleet cost is doubled (not its upgrades)",
  objective: {
    endOfGame(ctx, src) {
      for (const id of src.objective.objectiveShips) {
        const s = ctx.state.ships.find((x) => x.id === id);
        if (s?.destroyed)
          src.objective.bonus[opponent(s.side)]! += ctx.content.ships[s.card]!.points;
      }
    },
  },
};

/** The shared objective-ship handlers. */
export const objectiveShipEffects: EffectHandler[] = [
  chooseObjectiveShipsHandler,
  doubleObjectiveShipCost,
];
