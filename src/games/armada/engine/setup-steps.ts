/**
 * The setup sequence (RRG16 "Setup" 3–7; S5–S9, S11, P1–P7) as a list of steps run in order on a
 * fresh state: initiative, objective, obstacles, pass tokens, the objective's setup before
 * deployment (set-aside units), deployment, the objective's setup after deployment (tokens,
 * objective ships), damage deck. Objective-specific rules come from objectives/setup-hook.ts.
 */
import type { Command } from '../content/types.js';
import { fleetPoints } from '../content/fleet-check.js';
import { decide, opponent, type EngineCtx } from './context.js';
import type { ArmadaSetup } from './setup.js';
import { alternateDeployment, presetDeployment } from './deployment.js';
import { learningScenario } from '../formats/learning.js';
import { placeObstaclesWith, STANDARD_OBSTACLE_RULES } from './obstacle-placement.js';
import {
  applyObjectiveSetup,
  deploymentRules,
  placeObjectiveObstacles,
  startObjective,
} from '../objectives/setup-hook.js';

/** What setup leaves for the game loop. */
export interface SetupOutcome {
  /** C13: dials preset for round 1, per ship id (top first). */
  firstRoundDials?: Record<string, Command[]>;
}

/** One setup step. */
export type SetupStep = (
  ctx: EngineCtx,
  setup: ArmadaSetup,
  swapSeats: boolean,
  out: SetupOutcome,
) => void;

/** S5: who is first player. */
export const determineInitiative: SetupStep = (ctx, setup, swapSeats) => {
  const st = ctx.state;
  if (setup.initiative === 'scenario') {
    // P1: in the learning scenario the Rebel player has initiative.
    const f = learningScenario().initiativeFaction;
    st.firstPlayer = st.sides.findIndex((s) => s.faction === f);
    if (st.firstPlayer < 0) st.firstPlayer = 0;
  } else if (setup.initiative === 'bid') {
    // RRG16 Setup 3: the lower fleet total chooses; a tie is a coin flip, which the seat swap
    // stands in for (each side of a seat-swapped pair chooses once).
    const pts = setup.sides.map((sd) => fleetPoints(ctx.content, sd.fleet).total);
    const chooser = pts[0]! === pts[1]! ? (swapSeats ? 1 : 0) : pts[0]! < pts[1]! ? 0 : 1;
    st.firstPlayer = decide(ctx, {
      kind: 'first-player',
      side: chooser,
      unit: null,
      options: [chooser, opponent(chooser)],
      prompt: 'choose the first player',
    });
  } else {
    st.firstPlayer = swapSeats ? 1 : 0;
  }
  ctx.emit({
    type: 'setup-choice',
    choice: 'first-player',
    side: st.firstPlayer,
    value: st.sides[st.firstPlayer]!.name,
  });
};

/**
 * S6, O0: the objective of the game. `chosen` (RRG16 Setup 4): the first player picks one of the
 * second player's three; `random-core` (EXP "Random Objective Card"): the second player shuffles
 * all the objective cards, draws two and picks one; `fixed`: the config's card.
 */
export const chooseObjective: SetupStep = (ctx, setup) => {
  const mode = setup.objective ?? { mode: 'none' };
  const first = ctx.state.firstPlayer;
  const second = opponent(first);
  let id: string | null = null;
  if (mode.mode === 'fixed') id = mode.id;
  else if (mode.mode === 'chosen') {
    const cards = setup.sides[second]!.fleet.objectives ?? [];
    if (cards.length === 0)
      throw new Error(`side ${second} brings no objectives to choose from (F5)`);
    id = decide(ctx, {
      kind: 'choose-objective',
      side: first,
      unit: null,
      options: [...cards],
      prompt: "choose the objective from the second player's three",
    });
  } else if (mode.mode === 'random-core') {
    const drawn = ctx.rng.setup.shuffle(Object.keys(ctx.content.objectives).sort()).slice(0, 2);
    const prompt = 'choose one of two drawn objectives';
    id = decide(ctx, {
      kind: 'choose-objective',
      side: second,
      unit: null,
      options: drawn,
      prompt,
    });
  }
  // The objective card in play is the second player's (RRG16 Setup 4).
  if (id) ctx.emit({ type: 'setup-choice', choice: 'objective', side: second, value: id });
  startObjective(ctx, id);
};

/**
 * S7, B6: obstacles, alternately from the second player, at sampled legal spots; an objective
 * that changes the placement (O5, O9, O11) places them itself.
 */
export const placeObstacles: SetupStep = (ctx, setup) => {
  const st = ctx.state;
  const o = setup.obstacles;
  if (o.placement === 'none') return;
  if (o.placement === 'fixed') {
    st.obstacles = o.obstacles.map((x) => ({ id: x.id, type: x.type, pose: { ...x.pose } }));
    ctx.geo.obstaclesChanged();
    return;
  }
  if (placeObjectiveObstacles(ctx)) return;
  placeObstaclesWith(ctx, {
    ...STANDARD_OBSTACLE_RULES,
    outlines: Object.keys(ctx.table.obstacles.outlines),
  });
};

/** RRG16 "Pass Tokens": the player with fewer ships gets the difference (the first player one fewer). */
export const assignPassTokens: SetupStep = (ctx) => {
  const st = ctx.state;
  if (st.rules.passTokens === 'none') return;
  const n = [0, 1].map((i) => st.ships.filter((s) => s.side === i).length);
  const fewer = n[0]! < n[1]! ? 0 : n[1]! < n[0]! ? 1 : -1;
  if (fewer < 0) return;
  const diff = Math.abs(n[0]! - n[1]!) - (fewer === st.firstPlayer ? 1 : 0);
  st.sides[fewer]!.passTokens = Math.max(0, diff);
};

/** S8, P5: the learning positions where the fleet matches them, else the standard deployment. */
export const deployFleets: SetupStep = (ctx, setup, _swap, out) => {
  const left: number[] = [];
  const learning = setup.format === 'learning' ? learningScenario() : null;
  for (let side = 0; side < 2; side++)
    if (!learning || !presetDeployment(ctx, side, learning)) left.push(side);
  if (left.length > 0)
    alternateDeployment(ctx, left, deploymentRules(ctx.content, ctx.state.objective?.id));
  if (learning && setup.firstRoundCommands === 'suggested') {
    out.firstRoundDials = {};
    for (const s of ctx.state.ships) {
      const dials = learning.firstRoundCommands[s.card];
      if (dials && !left.includes(s.side)) out.firstRoundDials[s.id] = dials.slice();
    }
  }
};

/** S9: shuffle the damage deck. */
export const shuffleDamageDeck: SetupStep = (ctx) => {
  ctx.hidden.deck = ctx.rng.deck.shuffle(ctx.hidden.deck);
  ctx.state.deckCount = ctx.hidden.deck.length;
};

/** S11: the objective's setup effects before deployment (O8: set-aside units). */
export const objectiveBeforeDeployment: SetupStep = (ctx) =>
  applyObjectiveSetup(ctx, 'before-deployment');

/** S11: the objective's setup effects after deployment (tokens, objective ships). */
export const objectiveAfterDeployment: SetupStep = (ctx) =>
  applyObjectiveSetup(ctx, 'after-deployment');

/**
 * The setup steps in the order of RRG16 "Setup": pass tokens are counted on the whole fleet before
 * "Deploy Ships" (RRG16 "Pass Tokens"), so before the objective sets units aside.
 */
export const SETUP_STEPS: readonly SetupStep[] = [
  determineInitiative,
  chooseObjective,
  placeObstacles,
  assignPassTokens,
  objectiveBeforeDeployment,
  deployFleets,
  objectiveAfterDeployment,
  shuffleDamageDeck,
];

/** Runs every setup step. */
export function runSetup(ctx: EngineCtx, setup: ArmadaSetup, swapSeats: boolean): SetupOutcome {
  const out: SetupOutcome = {};
  for (const step of SETUP_STEPS) step(ctx, setup, swapSeats, out);
  return out;
}
