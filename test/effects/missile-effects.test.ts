/**
 * Staged scenarios for missile effects: Missile Relay, anti-missile rerolls, the heat
 * missile's hit effect and the XB-04's extra missile.
 */
import { describe, expect, it } from 'vitest';
import { CRIT } from '../../src/core/rng.js';
import {
  antiMissileRoll,
  resolveMissileImpacts,
} from '../../src/games/snap-ships/rules/missiles.js';
import { partIndex, stage } from '../helpers/stage.js';
import { act, byKind, eventsOf, tokens } from './effect-helpers.js';

describe('missile-relay-adjust-hit-number', () => {
  const run = (delta: number, droneY = 35) => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 10, y: 20, facing: 90 } },
        { preset: 'rl-55-assault-drone', side: 0, pose: { x: 45, y: droneY, facing: 90 } },
        { preset: 'rl-55-assault-drone', side: 0, pose: { x: 60, y: 45, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 60, facing: -90 } },
      ],
      dice: [1, 2],
      scripts: { s1b: byKind({ amount: { value: delta } }), s1c: byKind({ amount: { value: 2 } }) },
    });
    st.ship(3).missiles = tokens('light', 2, 's1a');
    resolveMissileImpacts(st.ctx, st.ship(3));
    return st;
  };

  it('a Missile Relay at Range 2 lowers the hit number by 2 for 1 power and 1 heat; only one Relay applies', () => {
    const st = run(-2);
    expect(eventsOf(st.events, 'missile-impact')[0]).toMatchObject({
      hitNumber: 1,
      dice: [1, 2],
      hits: 2,
      damage: 4,
    });
    expect(st.ship(1).parts[partIndex(st.ship(1), 'missile-relay')]).toMatchObject({
      power: 1,
      heat: 1,
    });
    expect(st.controllers['s1c']!.seen.filter((d) => d.kind === 'amount')).toEqual([]);
    expect(st.ship(3).hull).toBe(13 - 4);
  });

  it('unused, the hit number stays 3 (the second Relay is then asked)', () => {
    const st = run(0);
    expect(eventsOf(st.events, 'missile-impact')[0]).toMatchObject({ hitNumber: 3 + 2, hits: 0 });
    expect(st.controllers['s1c']!.seen.filter((d) => d.kind === 'amount')).toHaveLength(1);
  });

  it('beyond Range 2 of the resolving ship it is not offered', () => {
    const st = run(-2, 5);
    expect(st.controllers['s1b']!.seen.filter((d) => d.kind === 'amount')).toEqual([]);
  });
});

describe('reroll-anti-missile-dice', () => {
  it("C-8 Gauss Cannon's Anti-Missile action rerolls its failed die", () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'k-dive-ambush-drone', side: 1, pose: { x: 45, y: 60, facing: -90 } },
      ],
      dice: [1, 6, 5],
    });
    ship(1).missiles = tokens('light', 2, 's1a');
    act(ctx, ship(1), 'c-8-gauss-cannon', 'ANTI-MISSILE');
    expect(eventsOf(events, 'anti-missile')[0]).toMatchObject({ dice: [5, 6], destroyed: 2 });
    expect(ship(1).missiles).toEqual([]);
  });

  it("Wasp Cockpit and the C-8 each reroll a different failed die; the asteroid's free roll gets no reroll", () => {
    const parts = [
      'wasp-cockpit',
      'wasp-thruster-mk2',
      'wsp2-wings',
      'wsp1-wings',
      'dual-tailfin-2',
      'c-8-gauss-cannon',
      'cpl-3-ball-turret',
      'c-t22-he-cannon',
    ];
    const { ctx, ship, events, rng } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { chassis: 'wasp-klaw-heavy-fighter', parts, side: 1, pose: { x: 45, y: 60, facing: -90 } },
      ],
      // three dice; the C-8 rerolls the first (2), the cockpit the second (6); then the free roll's two dice
      dice: [1, 1, 1, 2, 6, 1, 1],
    });
    const wasp = ship(1);
    wasp.missiles = tokens('light', 3, 's1a');
    act(ctx, wasp, 'c-8-gauss-cannon', 'ANTI-MISSILE');
    expect(eventsOf(events, 'anti-missile')[0]).toMatchObject({ dice: [2, 6, 1], destroyed: 1 });
    antiMissileRoll(ctx, wasp, -1, 0, wasp, -1, false);
    expect(eventsOf(events, 'anti-missile')[1]).toMatchObject({ dice: [1, 1], destroyed: 0 });
    expect(rng.faces).toEqual([]);
    expect(wasp.missiles).toHaveLength(2);
  });
});

describe('heat-missile-heat', () => {
  it('CL-ARM heat missiles: each hit puts 1 heat on a part without heat, before critical hits', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        {
          preset: 'locust-klaw-close-support-fighter',
          side: 1,
          pose: { x: 45, y: 60, facing: -90 },
        },
      ],
      // two heat missiles hit on 2: a critical hit and a 5; the crit's location roll is 1
      dice: [CRIT, 5, 1],
    });
    act(ctx, ship(1), 'cl-arm-rockets', 'LAUNCH');
    expect(ship(0).missiles.map((m) => m.kind)).toEqual(['heat', 'heat']);
    resolveMissileImpacts(ctx, ship(0));
    expect(eventsOf(events, 'missile-impact')[0]).toMatchObject({
      hitNumber: 2,
      hits: 2,
      crits: 1,
      damage: 2,
    });
    // heat on parts 0 and 1 (launcher's choice, first options), then part 0 is disabled: its heat deals 1
    expect(ship(0).parts.map((p) => [p.disabled, p.heat])).toEqual([
      [true, 0],
      [false, 1],
      [false, 0],
      [false, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(ship(0).hull).toBe(15 - 2 - 1);
  });
});

describe('extra-missile-for-heat', () => {
  const run = (part: string, use: boolean) => {
    const parts = [
      'xf-25-cockpit',
      'sdu-14-jump-engine',
      'xf-25-wings',
      'small-exhaust',
      'mk16-autocannon',
      part,
    ];
    const st = stage({
      ships: [
        { chassis: 'sabre-xb-04-light-bomber', parts, side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 60, facing: -90 } },
      ],
      scripts: { s1a: byKind({ 'use-effect': { value: use } }) },
    });
    act(st.ctx, st.ship(0), part, 'LAUNCH');
    return {
      count: st.ship(1).missiles.length,
      cubes: st.ship(0).parts[5]!,
      asked: st.controllers['s1a']!.seen.filter((d) => d.kind === 'use-effect').length,
    };
  };

  it('Sabre XB-04: a launch costing 2 power or less may add heat equal to its power cost for one more missile', () => {
    expect(run('xr70-missile-pod', true)).toMatchObject({
      count: 5,
      cubes: { power: 1, heat: 3 + 1 },
      asked: 1,
    });
    expect(run('xr70-missile-pod', false)).toMatchObject({
      count: 4,
      cubes: { power: 1, heat: 3 },
      asked: 1,
    });
    expect(run('xr-135-missile-rack', true)).toMatchObject({
      count: 3,
      cubes: { power: 2, heat: 2 + 2 },
      asked: 1,
    });
  });

  it('not for a launch costing more than 2 power (Mark 48 Shipbreaker, 3)', () => {
    expect(run('mark-48-shipbreaker', true)).toMatchObject({ count: 1, asked: 0 });
  });
});
