/**
 * The heuristic's command planning by projection (SPEC §4.3 #2, C1, C2): a dial is planned for the
 * round it will be revealed in, with every ship projected straight ahead at its open speed.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/games/armada/content/types.js';
import type { ArmadaView } from '../../src/games/armada/engine/decisions.js';
import { chooseDial } from '../../src/games/armada/pilots/heuristic-commands.js';
import { envOf } from '../../src/games/armada/pilots/heuristic-eval.js';
import {
  projectedNearEdge,
  projectedNearestEnemy,
  projectedPose,
} from '../../src/games/armada/pilots/heuristic-projection.js';
import { COMMANDS } from '../../src/games/armada/rules/commands.js';
import { putShip, removeSquadrons, shipOf, testGame } from './engine-helpers.js';

/** The Victory II and the CR90 alone on the 6' x 3' table (the Nebulon-B parked far away, destroyed). */
function table() {
  const t = testGame([{}, {}], { playArea: 'standard' });
  removeSquadrons(t.ctx);
  shipOf(t.ctx, 'nebulon-b-escort-frigate').destroyed = true;
  const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
  const cr90 = shipOf(t.ctx, 'cr90-corvette-a');
  const view = t.ctx.views[vsd.side]!;
  const env = envOf(view);
  /** The dial the heuristic sets on the Victory with `stack` above it. */
  const dial = (stack: Command[]): Command => {
    const v = { ...view, ownDials: { ...view.ownDials, [vsd.id]: stack } } as ArmadaView;
    return COMMANDS[chooseDial(env, v, vsd, COMMANDS)]!;
  };
  return { ...t, vsd, cr90, env, dial, long: t.ctx.table.rangeBands.long };
}

describe('heuristic commands: planning by projection', () => {
  it('projects a ship straight ahead at its speed, one maneuver a round', () => {
    const t = table();
    putShip(t.vsd, 900, 457, 0).speed = 2;
    const one = projectedPose(t.env, t.vsd, 1);
    const two = projectedPose(t.env, t.vsd, 2);
    expect(one.x).toBeGreaterThan(900);
    expect(two.x - 900).toBeCloseTo(2 * (one.x - 900), 6);
    expect(two.y).toBeCloseTo(457, 6);
    t.vsd.speed = 0;
    expect(projectedPose(t.env, t.vsd, 3)).toEqual({ x: 900, y: 457, facing: 0 });
  });

  it('a far enemy that closes by the time the dial is revealed gets concentrate fire, not navigate', () => {
    const t = table();
    putShip(t.vsd, 1500, 457, 180).speed = 2;
    putShip(t.cr90, 300, 457, 0).speed = 4;
    // Far now and next round, in reach two rounds ahead.
    expect(projectedNearestEnemy(t.env, t.vsd, 0)).toBeGreaterThan(2 * t.long);
    expect(projectedNearestEnemy(t.env, t.vsd, 2)).toBeLessThanOrEqual(2 * t.long);
    expect(projectedNearEdge(t.env, t.vsd, 2)).toBe(false);
    expect(t.dial([])).toBe('navigate');
    expect(t.dial(['concentrate-fire', 'concentrate-fire'])).toBe('concentrate-fire');
  });

  it('a ship that will be near an edge when the dial is revealed gets navigate', () => {
    const t = table();
    putShip(t.vsd, 1300, 457, 0).speed = 2;
    putShip(t.cr90, 1300, 150, 0).speed = 0;
    const advance = projectedPose(t.env, t.vsd, 2).x - 1300;
    const edge = t.ctx.state.area.width - t.ctx.table.distanceBands.values[2];
    // Clear of the edge now, within distance 3 of it two rounds ahead.
    putShip(t.vsd, edge - advance / 2, 457, 0);
    expect(projectedNearEdge(t.env, t.vsd, 0)).toBe(false);
    expect(projectedNearEdge(t.env, t.vsd, 2)).toBe(true);
    expect(projectedNearestEnemy(t.env, t.vsd, 0)).toBeLessThanOrEqual(2 * t.long);
    expect(t.dial([])).toBe('concentrate-fire');
    expect(t.dial(['concentrate-fire', 'concentrate-fire'])).toBe('navigate');
  });

  it('repair and squadron still come first, and a command already in the stack is not repeated', () => {
    const t = table();
    putShip(t.vsd, 1500, 457, 180).speed = 2;
    putShip(t.cr90, 300, 457, 0).speed = 4;
    t.vsd.facedown = 3;
    expect(t.dial([])).toBe('repair');
    expect(t.dial(['navigate'])).toBe('repair');
    expect(t.dial(['repair'])).toBe('navigate');
    t.vsd.facedown = 0;
    // Still far one round ahead, but navigate is already in the stack.
    expect(projectedNearestEnemy(t.env, t.vsd, 1)).toBeGreaterThan(2 * t.long);
    expect(t.dial(['navigate'])).toBe('concentrate-fire');
  });
});
