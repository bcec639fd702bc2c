import { describe, expect, it } from 'vitest';
import {
  checkTarget,
  lineOfSight,
  losLine,
  squadronsEngaged,
  traceLosLine,
} from '../../src/games/armada/geometry/line-of-sight.js';
import { obstacleShape } from '../../src/games/armada/geometry/obstacles.js';
import {
  crossesOtherZone,
  measureAttack,
  newAttackMeasure,
} from '../../src/games/armada/geometry/range.js';
import type { LosScene } from '../../src/games/armada/geometry/types.js';
import { ship, squad, T } from './geometry-helpers.js';

const EMPTY: LosScene = { ships: [], obstacles: [] };

/**
 * [EXP] "Line Of Sight Example" and "Obstruction Example" (L4). The diagrams are not in the text,
 * so the fixture places the units to match every sentence: the Victory II at the origin facing east,
 * the CR90 ahead and to the right facing north (its left side towards the Victory), an X-wing ahead,
 * a second X-wing behind the CR90, and a Nebulon-B with an asteroid field between.
 */
const vsd = ship('victory-ii-class-star-destroyer', 0, 0, 0);
const cr90 = ship('cr90-corvette-a', 250, -100, 90);
const xwing = squad(200, 60);
const hidden = squad(330, -140);
const neb = ship('nebulon-b-escort-frigate', 300, 200, 0);
const asteroid = obstacleShape(T, 'asteroid-1', { x: 170, y: 94, facing: 0 });
const scene: LosScene = { ships: [vsd, cr90, neb], obstacles: [asteroid] };

describe('[EXP] Line Of Sight Example (L1, L2, L4)', () => {
  it('1: front targeting point to the CR90 front: the line meets no other CR90 zone', () => {
    expect(lineOfSight(vsd, 'front', cr90, 'front', scene, T)).toBe('clear');
  });

  it('2: the CR90 left hull zone is in sight too', () => {
    expect(lineOfSight(vsd, 'front', cr90, 'left', scene, T)).toBe('clear');
  });

  it('3: no line of sight to the CR90 rear: the line passes through its left hull zone', () => {
    expect(lineOfSight(vsd, 'front', cr90, 'rear', scene, T)).toBe('blocked');
    expect(lineOfSight(vsd, 'front', cr90, 'right', scene, T)).toBe('blocked');
  });

  it('4: the X-wing can be targeted (closest point of its base, or its centre)', () => {
    expect(
      lineOfSight(vsd, 'front', xwing, undefined, scene, T, { squadronLos: 'closestPoint' }),
    ).toBe('clear');
    expect(lineOfSight(vsd, 'front', xwing, undefined, scene, T)).toBe('clear');
  });
});

describe('[EXP] Obstruction Example (L3, L4)', () => {
  it('1: the line to the closest point of the X-wing passes through the CR90: obstructed', () => {
    expect(
      lineOfSight(vsd, 'front', hidden, undefined, scene, T, { squadronLos: 'closestPoint' }),
    ).toBe('obstructed');
  });

  it('2: the line to the Nebulon-B right hull zone passes through an asteroid field: obstructed', () => {
    expect(lineOfSight(vsd, 'front', neb, 'right', scene, T)).toBe('obstructed');
    expect(lineOfSight(vsd, 'front', neb, 'right', { ships: scene.ships, obstacles: [] }, T)).toBe(
      'clear',
    );
  });
});

describe('obstruction rules (L3, L5)', () => {
  const target = ship('cr90-corvette-a', 250, 0, 0); // rear towards the attacker

  it('is obstructed by a ship other than attacker and defender, with its base', () => {
    const between = ship('cr90-corvette-b', 130, 0, 90);
    expect(
      lineOfSight(
        vsd,
        'front',
        target,
        'rear',
        { ships: [vsd, target, between], obstacles: [] },
        T,
      ),
    ).toBe('obstructed');
    // Base half-length 35.5 across the line: moved 35.4 mm off it, it still covers the line...
    const justOn = { ships: [ship('cr90-corvette-b', 130, 35.4, 90)], obstacles: [] };
    expect(lineOfSight(vsd, 'front', target, 'rear', justOn, T)).toBe('obstructed');
    // ...moved 36 mm off, it does not.
    const off = { ships: [ship('cr90-corvette-b', 130, 36, 90)], obstacles: [] };
    expect(lineOfSight(vsd, 'front', target, 'rear', off, T)).toBe('clear');
  });

  it('ignores the part of an obstacle under the defending ship (RRG16 FAQ Obstructed)', () => {
    // Asteroid-1's left boundary crosses y = 0 at x = -24.6 from its centre. Centred at 245 it
    // starts at 220.4, inside the CR90 base (rear edge 214.5): the line crosses it only under the ship.
    const under = obstacleShape(T, 'asteroid-1', { x: 245, y: 0, facing: 0 });
    expect(
      lineOfSight(vsd, 'front', target, 'rear', { ships: [vsd, target], obstacles: [under] }, T),
    ).toBe('clear');
    const sticksOut = obstacleShape(T, 'asteroid-1', { x: 232, y: 0, facing: 0 });
    expect(
      lineOfSight(
        vsd,
        'front',
        target,
        'rear',
        { ships: [vsd, target], obstacles: [sticksOut] },
        T,
      ),
    ).toBe('obstructed');
  });

  it("the attacker's own hull zones never block (L5)", () => {
    // From the Victory's left targeting point, the line to this CR90 cuts through the Victory's own
    // front zone (LOS alone; the arc is checked by measureAttack).
    const ahead = ship('cr90-corvette-a', 400, 127, 180);
    traceLosLine(vsd, 'left', ahead, 'front', 'centre');
    expect(
      crossesOtherZone(vsd, 1, losLine.x0, losLine.y0, losLine.x1, losLine.y1, T.epsilon),
    ).toBe(true);
    expect(lineOfSight(vsd, 'left', ahead, 'front', EMPTY, T)).toBe('clear');
  });

  it('switches the squadron point: centre (RRG16) or closest point of the base ([EXP]) (Q9)', () => {
    // An X-wing half on an asteroid: the centre line crosses the asteroid inside the squadron's base.
    const sq = squad(250, 0);
    const rock = obstacleShape(T, 'asteroid-1', { x: 270, y: 0, facing: 0 });
    const sc = { ships: [vsd], obstacles: [rock] };
    expect(lineOfSight(vsd, 'front', sq, undefined, sc, T)).toBe('obstructed');
    expect(lineOfSight(vsd, 'front', sq, undefined, sc, T, { squadronLos: 'closestPoint' })).toBe(
      'clear',
    );
    traceLosLine(vsd, 'front', sq, undefined, 'closestPoint');
    expect(losLine.x1).toBeCloseTo(233, 9);
    expect(losLine.x0).toBeCloseTo(39.35, 9);
  });
});

describe('checkTarget (K2)', () => {
  it('combines arc, range and line of sight', () => {
    const out = newAttackMeasure();
    expect(checkTarget(vsd, 'front', cr90, 'left', scene, T, out)).toBe('clear');
    expect(out.band).toBe('long');
    expect(checkTarget(vsd, 'front', cr90, 'rear', scene, T, out)).toBe('blocked');
    expect(checkTarget(vsd, 'rear', cr90, 'left', scene, T, out)).toBeNull();
  });

  it('reports a blocked range line as no line of sight (RRG16 errata)', () => {
    // Dead ahead of the CR90: the rear zone's nearest point is behind its front zone.
    const cr = ship('cr90-corvette-a', 0, 0, 0);
    const sq = squad(100, 0);
    const m = measureAttack(sq, undefined, cr, 'rear', T)!;
    expect(m.rangeLineBlocked).toBe(true);
    expect(lineOfSight(sq, undefined, cr, 'rear', EMPTY, T, undefined, m)).toBe('blocked');
  });
});

describe('engagement (Q3)', () => {
  it('engages enemy squadrons at distance 1 unless line of sight is obstructed', () => {
    const a = squad(0, 0);
    expect(squadronsEngaged(a, squad(34 + 76.5, 0), EMPTY, T)).toBe(true);
    expect(squadronsEngaged(a, squad(34 + 77, 0), EMPTY, T)).toBe(false);
    const rock = obstacleShape(T, 'asteroid-3', { x: 55, y: 0, facing: 0 });
    expect(squadronsEngaged(a, squad(110, 0), { ships: [], obstacles: [rock] }, T)).toBe(false);
    const hull = ship('cr90-corvette-a', 55, 0, 90);
    expect(squadronsEngaged(a, squad(110, 0), { ships: [hull], obstacles: [] }, T)).toBe(false);
  });
});
