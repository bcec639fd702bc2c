/**
 * The setup sequence (RRG16 "Setup"; S5–S9, P1–P7) as a list of steps run in order on a fresh
 * state: initiative, objective (part 2), obstacles, pass tokens, deployment, damage deck. Part 2
 * (fleet building, objectives) adds its steps to this list.
 */
import type { Command } from '../content/types.js';
import { fleetPoints } from '../content/fleet-check.js';
import { decide, opponent, type EngineCtx } from './context.js';
import type { ArmadaSetup } from './setup.js';
import { alternateDeployment, presetDeployment } from './deployment.js';
import { learningScenario } from '../formats/learning.js';
import { obstacleShape, obstaclePlacementLegal } from '../geometry/obstacles.js';
import type { ObstacleShape } from '../geometry/types.js';

/** What setup leaves for the game loop. */
export interface SetupOutcome {
  /** C13: dials preset for round 1, per ship id (top first). */
  firstRoundDials?: Record<string, Command[]>;
}

/** One setup step. */
export type SetupStep = (ctx: EngineCtx, setup: ArmadaSetup, swapSeats: boolean, out: SetupOutcome) => void;

/** S5: who is first player. */
export const determineInitiative: SetupStep = (ctx, setup, swapSeats) => {
  const st = ctx.state;
  if (setup.initiative === 'scenario') {
    // P1: in the learning scenario the Rebel player has initiative.
    const f = learningScenario().initiativeFaction;
    st.firstPlayer = st.sides.findIndex((s) => s.faction === f);
    if (st.firstPlayer < 0) st.firstPlayer = 0;
  } else if (setup.initiative === 'bid') {
    // RRG16 Setup 3: the lower fleet total chooses; a tie is a coin flip.
    const pts = setup.sides.map((sd) => fleetPoints(ctx.content, sd.fleet).total);
    const chooser = pts[0]! === pts[1]! ? ctx.rng.setup.int(2) : pts[0]! < pts[1]! ? 0 : 1;
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
};

/** S7, B6: obstacles, alternately from the second player, at sampled legal spots. */
export const placeObstacles: SetupStep = (ctx, setup) => {
  const st = ctx.state;
  const o = setup.obstacles;
  if (o.placement === 'none') return;
  if (o.placement === 'fixed') {
    st.obstacles = o.obstacles.map((x) => ({ id: x.id, type: x.type, pose: { ...x.pose } }));
    ctx.geo.obstaclesChanged();
    return;
  }
  const remaining = Object.keys(ctx.table.obstacles.outlines);
  const placed: ObstacleShape[] = [];
  const area = st.area;
  let turn = opponent(st.firstPlayer);
  let tries = 0;
  while (remaining.length > 0) {
    if (++tries > 200) throw new Error('no legal place left for the obstacles (S7): is the play area too small?');
    const options: Array<{ obstacle: string; x: number; y: number; facing: number }> = [];
    for (const id of remaining) {
      for (let k = 0; k < 12; k++) {
        const r = ctx.rng.setup;
        const pose = { x: r.next() * area.width, y: r.next() * area.depth, facing: r.int(8) * 45 };
        if (obstaclePlacementLegal(obstacleShape(ctx.table, id, pose), placed, area, ctx.table)) {
          options.push({ obstacle: id, ...pose });
        }
      }
    }
    if (options.length === 0) continue;
    const pick = decide(ctx, { kind: 'place-obstacle', side: turn, unit: null, options, prompt: 'place an obstacle' });
    const pose = { x: pick.x, y: pick.y, facing: pick.facing };
    placed.push(obstacleShape(ctx.table, pick.obstacle, pose));
    st.obstacles.push({ id: pick.obstacle, type: ctx.table.obstacles.outlines[pick.obstacle]!.type, pose });
    remaining.splice(remaining.indexOf(pick.obstacle), 1);
    turn = opponent(turn);
  }
  ctx.geo.obstaclesChanged();
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
  for (let side = 0; side < 2; side++) if (!learning || !presetDeployment(ctx, side, learning)) left.push(side);
  if (left.length > 0) alternateDeployment(ctx, left);
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

/** The setup steps in order (part 2 inserts objective selection after initiative). */
export const SETUP_STEPS: readonly SetupStep[] = [
  determineInitiative,
  placeObstacles,
  assignPassTokens,
  deployFleets,
  shuffleDamageDeck,
];

/** Runs every setup step. */
export function runSetup(ctx: EngineCtx, setup: ArmadaSetup, swapSeats: boolean): SetupOutcome {
  const out: SetupOutcome = {};
  for (const step of SETUP_STEPS) step(ctx, setup, swapSeats, out);
  return out;
}
