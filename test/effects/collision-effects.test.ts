/**
 * Staged scenarios for collision and Ram effects (effects/collision-effects.ts).
 */
import { describe, expect, it } from 'vitest';
import { CRIT } from '../../src/core/rng.js';
import { chassisAction } from '../../src/games/snap-ships/rules/activation.js';
import { moveShip } from '../../src/games/snap-ships/rules/movement.js';
import { stage } from '../helpers/stage.js';
import { act, byKind, eventsOf, nearestPlacement } from './effect-helpers.js';

/** K-DIVE rams (KD1 Dual Wings: S right, then 2 dice, 1+, 1 damage) into a Sabre XR-01 facing it. */
const kdiveRam = (dice: number[]) => {
  const st = stage({
    ships: [
      { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 60, y: 40, facing: 180 } },
      { preset: 'k-dive-ambush-drone', side: 1, pose: { x: 45, y: 40, facing: 90 } },
    ],
    dice,
    scripts: {
      s2a: byKind({
        'move-direction': { value: 'right' },
        'collision-place': (d) => nearestPlacement(d, { x: 54, y: 40 }),
      }),
    },
  });
  act(st.ctx, st.ship(1), 'kd1-dual-wings', 'RAM');
  return st;
};

/** K-DIVE's chassis S move collides with a Sabre XR-01 ahead (no repeat of the sequence). */
const kdiveCollides = (dice: number[]) => {
  const st = stage({
    ships: [
      { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 51, facing: -90 } },
      { preset: 'k-dive-ambush-drone', side: 1, pose: { x: 45, y: 40, facing: 90 } },
    ],
    dice,
    scripts: { s2a: byKind({ 'use-effect': { value: false } }) },
  });
  chassisAction(st.ctx, st.ship(1));
  return st;
};

describe('ram-collision-bonus-damage', () => {
  it('K-DIVE: a Ram attack that dealt damage is followed by +1 damage', () => {
    const { ship, events } = kdiveRam([5, 1]);
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      ram: true,
      hitNumber: 3,
      position: 'front',
      hits: 1,
      damage: 1,
    });
    expect(eventsOf(events, 'damage').map((e) => [e.amount, e.source])).toEqual([
      [1, 'kd1-dual-wings'],
      [1, 'ram bonus'],
    ]);
    expect(ship(0).hull).toBe(15 - 2);
  });

  it('K-DIVE: no bonus when the Ram attack missed', () => {
    const { ship } = kdiveRam([1, 1]);
    expect(ship(0).hull).toBe(15);
  });

  it('K-DIVE: a collision it causes, with at least 1 damage from its dice, deals +1', () => {
    // K-DIVE rolls 2 dice (5, 1), the Sabre 4 (all 1s)
    const { ship } = kdiveCollides([5, 1, 1, 1, 1, 1]);
    expect([ship(0).hull, ship(1).hull]).toEqual([15 - 2, 7]);
  });

  it("Locust Wings: the ship that collides into it suffers +1 even when the Locust's dice miss", () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'locust-klaw-stealth-craft', side: 1, pose: { x: 45, y: 37, facing: -90 } },
      ],
      dice: [1, 1, 1, 1, 1, 1, 1],
    });
    act(st.ctx, st.ship(0), 'sdu-14-jump-engine', 'MOVE');
    expect([st.ship(0).hull, st.ship(1).hull]).toEqual([15 - 1, 9]);
  });

  it('no bonus when the bases already touched (no collision damage roll)', () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'locust-klaw-stealth-craft', side: 1, pose: { x: 45, y: 26, facing: -90 } },
      ],
    });
    expect(moveShip(st.ctx, st.ship(0), 90, 4, 'test')).toBe('stopped');
    expect([st.ship(0).hull, st.ship(1).hull]).toEqual([15, 9]);
  });
});

describe('ram-collision-convert-crit', () => {
  it('Ram Spike: two damaging Ram dice make one a critical hit (disabling a part); then the K-DIVE bonus', () => {
    const { ship, events } = kdiveRam([5, 6, 1]);
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      ram: true,
      dice: [CRIT, 6],
      hits: 2,
      crits: 1,
      damage: 2,
    });
    expect(eventsOf(events, 'crit')[0]).toMatchObject({ roll: 1, part: 'xf-25-cockpit' });
    expect(ship(0).hull).toBe(15 - 2 - 1);
  });

  it('Ram Spike: in a collision it causes, two damaging dice give the other ship a critical hit', () => {
    const { ship, events } = kdiveCollides([5, 6, 1, 1, 1, 1, 2]);
    expect(eventsOf(events, 'crit')).toEqual([
      { type: 'crit', ship: 's1a', roll: 2, part: 'sdu-14-jump-engine', chooser: 'roll' },
    ]);
    expect(ship(0).hull).toBe(15 - 2 - 1);
  });

  it('one damaging die is not enough', () => {
    const { events } = kdiveCollides([5, 1, 1, 1, 1, 1]);
    expect(eventsOf(events, 'crit')).toEqual([]);
  });
});
