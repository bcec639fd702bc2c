/**
 * The heuristic's deployment (S8) scored against the units already placed, the obstacles and the
 * objective's tokens, not one spot for every game.
 */
import { describe, expect, it } from 'vitest';
import type { DeployOption } from '../../src/games/armada/engine/decisions.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import { deployScore } from '../../src/games/armada/pilots/heuristic-deploy.js';
import { envOf } from '../../src/games/armada/pilots/heuristic-eval.js';
import { coreSetup } from './fleet-helpers.js';

const heuristic = { type: 'heuristic' } as const;

/** Ship and squadron positions after setup of a core game under `objective`. */
function deployed(objective: string, seed: string): string {
  const g = newGame(
    coreSetup({ objective: { mode: 'fixed', id: objective }, playArea: 'standard' }, heuristic),
    { seed, swapSeats: false, roundCap: 6 },
  );
  const st = g.ctx.state;
  return JSON.stringify([
    st.ships.map((s) => [s.id, Math.round(s.pose.x), Math.round(s.pose.y), s.speed]),
    st.squadrons.map((q) => [q.id, Math.round(q.x), Math.round(q.y)]),
  ]);
}

describe('heuristic deployment (S8)', () => {
  it('Fire Lanes and Superior Positions games deploy differently (tokens, and the enemy placed first)', () => {
    const seeds = Array.from({ length: 10 }, (_, i) => `dep-${i}`);
    const differ = seeds.filter(
      (s) => deployed('fire-lanes', s) !== deployed('superior-positions', s),
    ).length;
    expect(differ).toBeGreaterThanOrEqual(7);
  });

  it('places a ship towards the enemy ships already placed and off an obstacle lane', () => {
    const g = newGame(
      coreSetup(
        { objective: { mode: 'none' }, playArea: 'standard', obstacles: { placement: 'none' } },
        heuristic,
      ),
      { seed: 'dep-x', swapSeats: false, roundCap: 6 },
    );
    const st = g.ctx.state;
    const env = envOf(g.ctx.views[0]!);
    const ship = st.ships.find((s) => s.side === 0)!;
    const enemies = st.ships.filter((s) => s.side === 1);
    const at = (x: number): DeployOption => ({ unit: ship.id, x, y: 100, facing: 90, speed: 2 });
    // Put every enemy ship on the left third: a spot in front of them beats one on the far right.
    for (const e of enemies) e.pose = { x: 300, y: st.area.depth - 100, facing: 270 };
    expect(deployScore(env, at(300))).toBeGreaterThan(deployScore(env, at(st.area.width - 300)));
    for (const e of enemies)
      e.pose = { x: st.area.width - 300, y: st.area.depth - 100, facing: 270 };
    expect(deployScore(env, at(st.area.width - 300))).toBeGreaterThan(deployScore(env, at(300)));
    // An asteroid field straight ahead of the spot costs it.
    const clear = deployScore(env, at(st.area.width - 300));
    st.obstacles.push({
      id: 'asteroid-1',
      type: 'asteroid',
      pose: { x: st.area.width - 300, y: 330, facing: 0 },
    });
    expect(deployScore(env, at(st.area.width - 300))).toBeLessThan(clear);
  });

  it('chooses the speed by ship and plan: the CR90 far from the enemy runs at 3-4, near it slows', () => {
    const g = newGame(
      coreSetup(
        { objective: { mode: 'none' }, playArea: 'standard', obstacles: { placement: 'none' } },
        heuristic,
      ),
      { seed: 'dep-s', swapSeats: false, roundCap: 6 },
    );
    const st = g.ctx.state;
    const env = envOf(g.ctx.views[0]!);
    const cr90 = st.ships.find((s) => s.card === 'cr90-corvette-a')!;
    const enemies = st.ships.filter((s) => s.side !== cr90.side);
    const edge = st.sides[cr90.side]!.edge;
    const y = edge === 'near' ? 100 : st.area.depth - 100;
    const facing = edge === 'near' ? 90 : 270;
    const bestSpeed = (): number => {
      const opts = [1, 2, 3, 4].map((speed): DeployOption => ({
        unit: cr90.id,
        x: 900,
        y,
        facing,
        speed,
      }));
      const sc = opts.map((o) => deployScore(env, o));
      return opts[sc.indexOf(Math.max(...sc))]!.speed;
    };
    const enemiesAt = (dy: number): void => {
      for (const e of enemies) {
        e.pose = { x: 900, y: edge === 'near' ? y + dy : y - dy, facing: (facing + 180) % 360 };
        e.speed = 0;
      }
    };
    // Enemy ships standing at the far edge: run at 3 or 4 to be at long range in two rounds.
    enemiesAt(st.area.depth - 200);
    expect(bestSpeed()).toBeGreaterThanOrEqual(3);
    // Enemy ships just beyond long range ahead: slow down.
    enemiesAt(350);
    expect(bestSpeed()).toBeLessThanOrEqual(2);
  });
});
