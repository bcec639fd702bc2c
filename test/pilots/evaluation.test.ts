/**
 * The heuristic pilot's judgement on hand-set positions: flank and rear, exposure to
 * enemy arcs, the table edge, collisions, venting, action values and small choices.
 */
import { describe, expect, it } from 'vitest';
import type { Pose } from '../../src/core/geometry.js';
import type { Decision } from '../../src/games/snap-ships/engine/decisions.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import type { EngineCtx } from '../../src/games/snap-ships/engine/context.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { listActions } from '../../src/games/snap-ships/rules/actions.js';
import { actionValues } from '../../src/games/snap-ships/pilots/action-values.js';
import { edgeRisk, exposure, poseScore } from '../../src/games/snap-ships/pilots/evaluation.js';
import {
  buildScene,
  currentPlan,
  missileSurvival,
} from '../../src/games/snap-ships/pilots/scene.js';
import { HeuristicPilot } from '../../src/games/snap-ships/pilots/heuristic-pilot.js';
import { critChoice, heatPartChoice } from '../../src/games/snap-ships/pilots/minor-choices.js';
import { simulateMove } from '../../src/games/snap-ships/pilots/move-planner.js';
import { persona, personaNames } from '../../src/games/snap-ships/pilots/personas.js';
import { partsToClear } from '../../src/games/snap-ships/pilots/vent-plan.js';

/** A duel with both ships placed by hand on an empty table (90 × 90, no terrain). */
function board(
  a: Pose,
  b: Pose,
  presetA = 'sabre-xf-23-fighter',
  presetB = 'scarab-klaw-interceptor',
): EngineCtx {
  const setup = resolveSnapSetup({
    format: 'duel',
    budget: 'off',
    terrain: { tiles: [] },
    sides: [
      { name: 'A', ships: [{ preset: presetA, pilot: 'heuristic' }] },
      { name: 'B', ships: [{ preset: presetB, pilot: 'heuristic' }] },
    ],
  });
  const { ctx } = newGame(setup, { seed: 'board', swapSeats: false, roundCap: 40 });
  ctx.state.ships[0]!.pose = { ...a };
  ctx.state.ships[1]!.pose = { ...b };
  ctx.state.round = 1;
  return ctx;
}

const ENEMY: Pose = { x: 45, y: 45, facing: 90 };

describe('position scores', () => {
  it('prefer the enemy rear to its front, for every persona', () => {
    for (const name of personaNames()) {
      const ctx = board({ x: 45, y: 25, facing: 90 }, ENEMY);
      const sc = buildScene(ctx.state, 's1a', persona(name));
      // Behind the enemy (it faces north, away) vs in front of it, both facing it at the same distance.
      const behind = poseScore(
        sc,
        { ...currentPlan(sc), pose: { x: 45, y: 25, facing: 90 } },
        false,
      );
      const front = poseScore(
        sc,
        { ...currentPlan(sc), pose: { x: 45, y: 65, facing: -90 } },
        false,
      );
      expect(behind, name).toBeGreaterThan(front);
    }
  });

  it('count exposure in front of enemy weapons, less with more Evasion', () => {
    const ctx = board({ x: 45, y: 25, facing: 90 }, ENEMY);
    const sc = buildScene(ctx.state, 's1a', persona());
    const inFront = exposure(sc, { x: 45, y: 65, facing: -90 }, 3);
    const behind = exposure(sc, { x: 45, y: 25, facing: 90 }, 3);
    expect(inFront).toBeGreaterThan(behind);
    expect(exposure(sc, { x: 45, y: 65, facing: -90 }, 5)).toBeLessThan(inFront);
  });

  it('see the table edge on the next mandatory chassis move', () => {
    const ctx = board({ x: 45, y: 85, facing: 90 }, ENEMY);
    const sc = buildScene(ctx.state, 's1a', persona());
    expect(edgeRisk(sc, { x: 45, y: 85, facing: 90 })).toBe(1);
    expect(edgeRisk(sc, { x: 45, y: 85, facing: -90 })).toBe(0);
    expect(edgeRisk(sc, { x: 45, y: 75, facing: 60 })).toBe(0.3);
    expect(edgeRisk(sc, { x: 45, y: 45, facing: 90 })).toBe(0);
  });

  it('discount missiles a ship can shoot down', () => {
    const ctx = board(
      { x: 45, y: 25, facing: 90 },
      ENEMY,
      'sabre-xf-23-fighter',
      'k-swarm-strike-drone',
    );
    expect(missileSurvival(ctx.content, ctx.state.ships[0]!)).toBeLessThan(
      missileSurvival(ctx.content, ctx.state.ships[1]!),
    );
  });
});

describe('moves', () => {
  it('a move into another base stops touching it, with the collision priced', () => {
    const ctx = board({ x: 45, y: 30, facing: 90 }, ENEMY);
    const sc = buildScene(ctx.state, 's1a', persona());
    const out = simulateMove(sc, currentPlan(sc), 'L', 'front');
    expect(out.stopped).toBe(true);
    for (const s of out.states) {
      expect(Math.hypot(s.ps.pose.x - 45, s.ps.pose.y - 45)).toBeCloseTo(6, 3);
      expect(s.bonus).toBeLessThan(0);
    }
    // The rammer values hitting an enemy more than the balanced pilot does.
    const ram = simulateMove(
      buildScene(ctx.state, 's1a', persona('rammer')),
      currentPlan(sc),
      'L',
      'front',
    );
    expect(Math.max(...ram.states.map((s) => s.bonus))).toBeGreaterThan(
      Math.max(...out.states.map((s) => s.bonus)),
    );
  });

  it('a move off the table stops at the edge with 1 Evasion less', () => {
    const ctx = board({ x: 45, y: 80, facing: 90 }, ENEMY);
    const sc = buildScene(ctx.state, 's1a', persona());
    const out = simulateMove(sc, currentPlan(sc), 'L', 'front');
    expect(out.stopped).toBe(true);
    expect(out.states[0]!.ps.pose.y).toBeCloseTo(87, 6);
    expect(out.states[0]!.ps.evasion).toBe(ctx.state.ships[0]!.evasion - 1);
  });

  it('the chassis rotation turns toward an enemy off to the left', () => {
    const ctx = board({ x: 45, y: 20, facing: 90 }, { x: 20, y: 45, facing: -45 });
    const pilot = new HeuristicPilot(persona('aggressive'));
    const d: Decision = {
      kind: 'rotate',
      ship: 's1a',
      side: 0,
      options: [0, 15, -15, 30, -30, 45, -45],
      prompt: 'chassis: rotate up to 45°',
    };
    const i = pilot.choose({ state: ctx.state, side: 0 }, d);
    expect(d.options[i] as number).toBeGreaterThan(0);
  });
});

describe('actions and venting', () => {
  it('fire a weapon with the enemy in arc and range rather than end the activation', () => {
    // Scarab 20 cm ahead of the Sabre (range 1–2 of the MK16 Autocannon, front 90°).
    const ctx = board({ x: 45, y: 20, facing: 90 }, { x: 45, y: 46, facing: -90 });
    const sc = buildScene(ctx.state, 's1a', persona());
    const options = [...listActions(ctx, ctx.state.ships[0]!), null];
    const q = actionValues(sc, options);
    const attack = options.findIndex(
      (o) => o && ctx.state.ships[0]!.parts[o.part]!.id === 'mk16-autocannon' && o.ability === 0,
    );
    expect(attack).toBeGreaterThanOrEqual(0);
    expect(q[attack]!).toBeGreaterThan(q[options.length - 1]!);
  });

  it('clear the most valuable parts the allowance can clear', () => {
    const ctx = board({ x: 45, y: 20, facing: 90 }, ENEMY);
    const s = ctx.state.ships[0]!;
    // Parts: 4 mk16 (2 power), 5 xr70 (1 power, 3 heat), 2 wings (1 power).
    Object.assign(s.parts[4]!, { power: 2 });
    Object.assign(s.parts[5]!, { power: 1, heat: 3 });
    Object.assign(s.parts[2]!, { power: 1 });
    const sc = buildScene(ctx.state, 's1a', persona());
    const value = (i: number): number => ({ 4: 3, 5: 4, 2: 1 })[i] ?? 0;
    expect(partsToClear(sc, [2, 4, 5], { any: 5, power: 0, heat: 0 }, value).sort()).toEqual([
      2, 5,
    ]);
    expect(partsToClear(sc, [2, 4, 5], { any: 3, power: 0, heat: 0 }, value).sort()).toEqual([
      2, 4,
    ]);
    // Heat-only allowance cannot clear power.
    expect(partsToClear(sc, [2, 4, 5], { any: 0, power: 0, heat: 3 }, value)).toEqual([]);
  });
});

describe('small choices', () => {
  it('a critical hit disables the enemy part that hurts it most, and our least valuable one', () => {
    const ctx = board({ x: 45, y: 20, facing: 90 }, ENEMY);
    const enemy = ctx.state.ships[1]!;
    enemy.parts[3]!.heat = 2;
    const sc = buildScene(ctx.state, 's1a', persona());
    const onEnemy: Decision = {
      kind: 'crit-location',
      ship: 's1a',
      side: 0,
      options: [0, 1, 2, 3, 4, 5],
      context: { defender: 's2a' },
    };
    expect(critChoice(sc, onEnemy)).toBe(3);
    const own: Decision = {
      kind: 'crit-location',
      ship: 's1a',
      side: 0,
      options: [0, 1, 2, 3, 4, 5],
    };
    const mine = ctx.state.ships[0]!;
    const kept = critChoice(sc, own);
    // Our choice is never the missile pod or the autocannon (our weapons).
    expect(['mk16-autocannon', 'xr70-missile-pod']).not.toContain(mine.parts[kept]!.id);
  });

  it('heat goes on the enemy part that matters most, and on our part already blocked by power', () => {
    const ctx = board({ x: 45, y: 20, facing: 90 }, ENEMY);
    const mine = ctx.state.ships[0]!;
    const sc = buildScene(ctx.state, 's1a', persona());
    mine.parts[0]!.power = 2;
    const own: Decision = {
      kind: 'heat-part',
      ship: 's1a',
      side: 0,
      options: [0, 1, 2, 3, 4, 5],
      context: { defender: 's1a' },
    };
    const onOwn = heatPartChoice(sc, own);
    expect(mine.parts[onOwn]!.id).not.toBe('mk16-autocannon');
    const onEnemy = heatPartChoice(sc, { ...own, context: { defender: 's2a' } });
    const enemyPart = ctx.state.ships[1]!.parts[onEnemy]!.id;
    expect(['cpl-2-mantis-laser', 'c6-3-gatling-gun', 'fb3-tri-thruster']).toContain(enemyPart);
  });
});
