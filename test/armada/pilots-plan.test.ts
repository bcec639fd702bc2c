/**
 * The heuristic's planning for the rounds left (V9, C7, RRG16 "Game End"): a pose is kept only if
 * some sequence of speeds, navigates and turns keeps the ship in the play area to the last round;
 * the dial plan sets navigate when staying needs it; whole games count no unplanned forced exit.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import { envOf } from '../../src/games/armada/pilots/heuristic-eval.js';
import { heuristicPilot } from '../../src/games/armada/pilots/heuristic-pilot.js';
import {
  needsNavigateDial,
  planAfterThisRound,
  staysToEnd,
} from '../../src/games/armada/pilots/heuristic-plan.js';
import { playGame } from '../../src/games/armada/rules/rounds.js';
import { learningSetup, putShip, removeSquadrons, shipOf, testGame } from './engine-helpers.js';

/** The Nebulon-B alone with the Victory on the 3' x 3' table, at `round`. */
function table(round: number) {
  const t = testGame();
  removeSquadrons(t.ctx);
  t.ctx.state.round = round;
  const neb = shipOf(t.ctx, 'nebulon-b-escort-frigate');
  const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
  putShip(vsd, 457, 800, 270);
  return { ...t, neb, env: envOf(t.ctx.views[neb.side]!) };
}

describe('heuristic planning for the rounds left', () => {
  it('keeps a pose only when some plan stays in to the last round', () => {
    const t = table(2);
    t.neb.speed = 3;
    const w = t.ctx.state.area.width;
    const free = { slots: ['free', 'free', 'free', 'free'] as const, token: false };
    const none = { slots: ['none', 'none', 'none', 'none'] as const, token: false };
    // Heading at the right edge from 25 cm away at speed 3: it must slow down and turn.
    const atEdge = { x: w - 250, y: 457, facing: 0 };
    expect(staysToEnd(t.env, t.neb, atEdge, 3, free)).toBe(true);
    expect(staysToEnd(t.env, t.neb, atEdge, 3, none)).toBe(false);
    // Heading back into the table it stays without a single navigate.
    expect(staysToEnd(t.env, t.neb, { ...atEdge, facing: 180 }, 1, none)).toBe(true);
    // At speed 0 a ship never moves again.
    expect(staysToEnd(t.env, t.neb, atEdge, 0, none)).toBe(true);
    // The last round's pose has no maneuver after it.
    expect(staysToEnd(t.env, t.neb, atEdge, 3, { slots: [], token: false })).toBe(true);
  });

  it('reads the own dial stack and navigate token into the plan', () => {
    const t = table(4);
    t.ctx.hidden.dials[t.neb.side]![t.neb.id] = ['navigate'];
    const view = t.ctx.views[t.neb.side]!;
    const plan = planAfterThisRound(envOf(view), t.neb, 4);
    expect(plan.slots).toEqual(['dial', 'free']);
    t.neb.commandTokens = ['navigate'];
    expect(planAfterThisRound(envOf(view), t.neb, 4).token).toBe(true);
  });

  it('sets navigate on the dial when the ship cannot stay in without it', () => {
    const t = table(3);
    const w = t.ctx.state.area.width;
    putShip(t.neb, w - 250, 457, 0).speed = 3;
    expect(needsNavigateDial(t.env, t.neb, [])).toBe(true);
    // Turned back towards the centre it needs none.
    putShip(t.neb, w - 250, 457, 180);
    expect(needsNavigateDial(t.env, t.neb, [])).toBe(false);
  });

  it('counts no unplanned forced exit over whole learning games', () => {
    const setup = learningSetup({}, { type: 'heuristic' });
    let courses = 0;
    let forced = 0;
    for (let k = 0; k < 12; k++) {
      const seed = `plan-${k}`;
      const root = new Rng(seed);
      const controllers = [0, 1].map((i) => heuristicPilot(root.fork(`pilot-${i}`)));
      const g = newGame(setup, { seed, swapSeats: k % 2 === 1, roundCap: 6, controllers });
      playGame(g.ctx, 6, g.outcome.firstRoundDials);
      for (const c of controllers) {
        courses += c.stats.courses;
        forced += c.stats.forcedExits;
        expect(c.stats.leftArea).toBe(0);
      }
    }
    expect(courses).toBeGreaterThan(50);
    expect(forced).toBe(0);
  });
});
