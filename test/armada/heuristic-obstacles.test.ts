/**
 * The heuristic pilot's obstacle placement (S7; pilots/heuristic-obstacles.ts): of the legal spots
 * the engine offers, asteroid and debris fields go furthest towards the opponent's edge and the
 * station towards its own; the choice reads only the open view and is deterministic given the
 * pilot's stream.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import type {
  ArmadaView,
  Controller,
  Decision,
  DecisionOptions,
} from '../../src/games/armada/engine/decisions.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import {
  obstacleSpotValue,
  towardsOpponent,
} from '../../src/games/armada/pilots/heuristic-obstacles.js';
import { heuristicPilot } from '../../src/games/armada/pilots/heuristic-pilot.js';
import { coreSetup } from './fleet-helpers.js';

type Spot = DecisionOptions['place-obstacle'];
interface Placement {
  side: number;
  options: Spot[];
  chosen: number;
  view: ArmadaView;
}

/** Wraps a controller, recording its obstacle decisions. */
function recording(inner: Controller, out: Placement[]): Controller {
  return {
    choose(view, d: Decision) {
      const i = inner.choose(view, d);
      if (d.kind === 'place-obstacle')
        out.push({ side: d.side, options: d.options as Spot[], chosen: i, view });
      return i;
    },
  };
}

/** The obstacle decisions of one core-180 game's setup on 3' x 6', both sides heuristic. */
function placements(
  seed: string,
  swap: boolean,
  obstacles: 'heuristic' | 'random' = 'heuristic',
): Placement[] {
  const out: Placement[] = [];
  const root = new Rng(seed);
  const controllers = [0, 1].map((i) =>
    recording(heuristicPilot(root.fork(`pilot-${i}`), { obstacles }), out),
  );
  newGame(coreSetup({ playArea: 'standard' }), { seed, swapSeats: swap, roundCap: 6, controllers });
  return out;
}

describe('heuristic obstacle placement (S7)', () => {
  it('places asteroids and debris furthest towards the opponent, the station towards itself', () => {
    let hazards = 0;
    let hazardDepth = 0;
    for (const seed of ['o1', 'o2', 'o3']) {
      for (const swap of [false, true]) {
        const ps = placements(seed, swap);
        // A turn with a single offered spot is decided by the engine, not asked.
        expect(ps.length).toBeGreaterThanOrEqual(4);
        for (const p of ps) {
          const values = p.options.map((o) => obstacleSpotValue(p.view, o));
          expect(values[p.chosen]).toBe(Math.max(...values));
          const o = p.options[p.chosen]!;
          const type = p.view.table.obstacles.outlines[o.obstacle]!.type;
          const depth = towardsOpponent(p.view, o.y);
          const offered = p.options.map((x) => towardsOpponent(p.view, x.y));
          if (type === 'station')
            expect(depth).toBe(
              Math.min(...offered.filter((_, i) => p.options[i]!.obstacle === o.obstacle)),
            );
          else {
            hazards++;
            hazardDepth += depth;
          }
        }
      }
    }
    // In the opponent's half on average (0: own edge, 1: the opponent's).
    expect(hazardDepth / hazards).toBeGreaterThan(0.55);
  });

  it('reads the side from the view: the same spot is worth the opposite to the two sides', () => {
    const [p] = placements('o4', false);
    const spot = { ...p!.options[0]!, obstacle: 'asteroid-1' };
    const other = { ...p!.view, side: 1 - p!.view.side };
    expect(towardsOpponent(p!.view, spot.y) + towardsOpponent(other, spot.y)).toBeCloseTo(1, 12);
    expect(obstacleSpotValue(p!.view, { ...spot, obstacle: 'station' })).toBeCloseTo(
      -obstacleSpotValue(p!.view, spot),
      12,
    );
  });

  it('is deterministic given the pilot stream, and differs from the random placement', () => {
    const spots = (ps: Placement[]) => ps.map((p) => p.options[p.chosen]);
    expect(spots(placements('o5', true))).toEqual(spots(placements('o5', true)));
    expect(spots(placements('o5', true, 'random'))).toEqual(
      spots(placements('o5', true, 'random')),
    );
    expect(spots(placements('o5', true))).not.toEqual(spots(placements('o5', true, 'random')));
  });
});
