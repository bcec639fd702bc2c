/**
 * Staged scenarios for hit-number, flank and range effects (effects/targeting-effects.ts),
 * including the Falx Wings passive mount.
 */
import { describe, expect, it } from 'vitest';
import { attackPosition } from '../../src/games/snap-ships/geometry/position.js';
import { actionRangeSpan, legalTargets } from '../../src/games/snap-ships/rules/attack.js';
import { partIndex, stage } from '../helpers/stage.js';
import { act, byKind, eventsOf } from './effect-helpers.js';

describe('reduce-hit-number', () => {
  it('Locust Close Support Fighter: -1 at Range 1 only (CL-23 Railgun, 2+ vs evasion 2)', () => {
    const run = (y: number) => {
      const st = stage({
        ships: [
          { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 40, facing: 90 } },
          { preset: 'locust-klaw-close-support-fighter', side: 1, pose: { x: 45, y, facing: -90 } },
        ],
        dice: [1, 1, 1],
      });
      act(st.ctx, st.ship(1), 'cl-23-railgun', 'ATTACK');
      return eventsOf(st.events, 'attack')[0]!;
    };
    expect([run(55).range, run(55).hitNumber]).toEqual([1, 3]);
    expect([run(70).range, run(70).hitNumber]).toEqual([2, 4]);
  });

  it('Wasp Heavy Fighter: -1 only against a target in its Line arc', () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 70, y: 55, facing: 90 } },
        { preset: 'wasp-klaw-heavy-fighter', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
      dice: [1, 1, 1, 1, 1, 1],
    });
    // CPL-3 Ball Turret (360°, range 1-2, 2+): first at the Sabre dead ahead, then at the Sabre to the side.
    const wasp = st.ship(2);
    const turret = partIndex(wasp, 'cpl-3-ball-turret');
    st.controllers[wasp.id]!.choose = (_v, d) =>
      d.kind === 'target'
        ? d.options.indexOf(st.events.some((e) => e.type === 'attack') ? 's1b' : 's1a')
        : 0;
    act(st.ctx, wasp, 'cpl-3-ball-turret', 'ATTACK');
    wasp.parts[turret]!.power = 0;
    wasp.power = 8;
    act(st.ctx, wasp, 'cpl-3-ball-turret', 'ATTACK');
    expect(eventsOf(st.events, 'attack').map((e) => [e.target, e.hitNumber])).toEqual([
      ['s1a', 2 + 2 - 1],
      ['s1b', 2 + 2],
    ]);
  });

  it('Targeting Array reaction: -2 for 1 power on the card when used, nothing when declined', () => {
    const run = (use: boolean) => {
      const st = stage({
        ships: [
          { preset: 'sr-12-recon-drone', side: 0, pose: { x: 45, y: 40, facing: 90 } },
          { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
        ],
        dice: [1, 1, 1, 1, 1],
        scripts: { s1a: byKind({ 'use-effect': { value: use } }) },
      });
      // M5 Metal Storm: accuracy X = range 1, so hit number 1 + evasion 3 = 4.
      act(st.ctx, st.ship(0), 'm5-metal-storm', 'ATTACK');
      const array = st.ship(0).parts[partIndex(st.ship(0), 'targeting-array')]!;
      return [eventsOf(st.events, 'attack')[0]!.hitNumber, array.power, st.ship(0).power];
    };
    expect(run(true)).toEqual([2, 1, 3 - 1 - 1]);
    expect(run(false)).toEqual([4, 0, 3 - 1]);
  });

  it('Falx Wings passive mount: -1 at Range 1 only for the part card mounted on it (the next one)', () => {
    const hitWith = (parts: string[]) => {
      const st = stage({
        ships: [
          { chassis: 'falx-sc-41-escort', parts, side: 0, pose: { x: 45, y: 40, facing: 90 } },
          { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
        ],
        dice: [1, 1],
      });
      act(st.ctx, st.ship(0), 'tdp-8-plasma-cannon', 'ATTACK');
      return eventsOf(st.events, 'attack')[0]!.hitNumber;
    };
    const preset = [
      'falx-cockpit',
      'falx-thruster',
      'falx-afterburner',
      'falx-wings',
      'tdp-8-plasma-cannon',
      'falx-nose',
      'hive-missile-pod',
      'xr-135-missile-rack',
    ];
    const unmounted = [
      'falx-cockpit',
      'falx-thruster',
      'falx-afterburner',
      'falx-wings',
      'falx-nose',
      'tdp-8-plasma-cannon',
      'hive-missile-pod',
      'xr-135-missile-rack',
    ];
    expect(hitWith(preset)).toBe(3 + 3 - 1);
    expect(hitWith(unmounted)).toBe(3 + 3);
  });
});

describe('no-flank-rear-hit-bonus', () => {
  it('Falx Cockpit: an attacker in its Rear gets no -1 to hit, but the Rear +1 damage stays', () => {
    const run = (chassis: string, parts?: string[]) => {
      const st = stage({
        ships: [
          { chassis, parts, side: 0, pose: { x: 45, y: 40, facing: 90 } },
          { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 25, facing: 90 } },
        ],
        dice: [4, 4, 4, 3, 3, 3],
      });
      act(st.ctx, st.ship(1), 'c6-3-gatling-gun', 'ATTACK');
      return eventsOf(st.events, 'attack')[0]!;
    };
    const falx = run('falx-sc-41-escort', [
      'falx-cockpit',
      'falx-thruster',
      'falx-afterburner',
      'falx-wings',
      'tdp-8-plasma-cannon',
      'falx-nose',
      'hive-missile-pod',
      'xr-135-missile-rack',
    ]);
    expect(falx).toMatchObject({ position: 'rear', hitNumber: 4, hits: 3, damage: 3 + 1 });
    const sabre = run('sabre-xr-01-fast-recon', [
      'xf-25-cockpit',
      'sdu-14-jump-engine',
      'xf-25-wings',
      'maneuvering-fins',
      'mk16-autocannon',
      'xre-extender',
    ]);
    expect(sabre).toMatchObject({ position: 'rear', hitNumber: 3, hits: 6, damage: 6 + 1 });
  });
});

describe('flank-counts-as-rear', () => {
  it("Lance SAC-30: a Flank attack counts as Rear (+1 damage), the hit number stays Flank's", () => {
    const lance = { x: 62, y: 30, facing: (Math.atan2(10, -17) * 180) / Math.PI };
    const run = (preset: string) => {
      const st = stage({
        ships: [
          { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 40, facing: 90 } },
          { preset, side: 1, pose: lance },
        ],
        dice: [5, 1],
      });
      expect(attackPosition(st.ship(0).pose!, st.ship(1).pose!, 3, 1e-6)).toBe('flank');
      act(st.ctx, st.ship(1), 'scar-4-pulse-laser', 'ATTACK');
      return eventsOf(st.events, 'attack')[0]!;
    };
    expect(run('lance-sac-30-attack-craft')).toMatchObject({
      position: 'rear',
      hitNumber: 3,
      hits: 1,
      damage: 2 + 1,
    });
    expect(run('lance-sv-51-scout')).toMatchObject({
      position: 'flank',
      hitNumber: 3,
      hits: 1,
      damage: 2,
    });
  });
});

describe('touching-counts-range-1', () => {
  it('Falx GA-15: a touching enemy is at Range 1 for its Attack actions (TDP-8, range 1 only); not for other ships', () => {
    const targets = (chassis: string) => {
      const st = stage({
        ships: [
          { preset: chassis, side: 0, pose: { x: 45, y: 40, facing: 90 } },
          { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 46, facing: -90 } },
        ],
      });
      return legalTargets(st.ctx, st.ship(0), 'front-90', [1, 1]).map((t) => [t.ship.id, t.range]);
    };
    expect(targets('falx-ga-15-ground-assault')).toEqual([['s2a', 1]]);
    expect(targets('falx-sc-41-escort')).toEqual([]);
  });

  it('the Launch action still measures range 0 when touching', () => {
    const st = stage({
      ships: [
        { preset: 'falx-ga-15-ground-assault', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 46, facing: -90 } },
      ],
    });
    expect(legalTargets(st.ctx, st.ship(0), 'front-180', [1, 2], undefined, 'launch')).toEqual([]);
  });
});

describe('extend-range', () => {
  it('LS Eye: Attack and Launch actions with maximum range 2+ reach one band further (max 4)', () => {
    const parts = [
      'xf-25-cockpit',
      'sdu-14-jump-engine',
      'xf-25-wings',
      'ls-eye',
      'mk16-autocannon',
      'xr70-missile-pod',
    ];
    const st = stage({
      ships: [
        { chassis: 'sabre-xf-23-fighter', parts, side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 10, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 66, facing: -90 } },
      ],
      dice: [5, 5, 5, 5],
    });
    const [eye, plain] = [st.ship(0), st.ship(1)];
    expect(actionRangeSpan(st.ctx, eye, [1, 2], 'attack')).toEqual([1, 3]);
    expect(actionRangeSpan(st.ctx, eye, [2, 3], 'launch')).toEqual([2, 4]);
    expect(actionRangeSpan(st.ctx, eye, [2, 4], 'attack')).toEqual([2, 4]);
    expect(actionRangeSpan(st.ctx, eye, [1, 1], 'attack')).toEqual([1, 1]);
    expect(actionRangeSpan(st.ctx, eye, [1, 2], 'target')).toEqual([1, 2]);
    expect(actionRangeSpan(st.ctx, plain, [1, 2], 'attack')).toEqual([1, 2]);
    // The Scarab is at range 3: the LS Eye Sabre's MK16 (range 1-2) may now attack it.
    act(st.ctx, eye, 'mk16-autocannon', 'ATTACK');
    expect(eventsOf(st.events, 'attack')[0]).toMatchObject({ range: 3, hits: 4, damage: 4 });
    // The Sabre without it, from the same spot, cannot.
    [eye.pose, plain.pose] = [plain.pose, eye.pose];
    expect(legalTargets(st.ctx, plain, 'front-90', [1, 2])).toEqual([]);
    expect(legalTargets(st.ctx, plain, 'front-90', [1, 3]).map((t) => t.range)).toEqual([3]);
  });
});

describe('untargetable-at-range-3-plus', () => {
  it('Locust Stealth Craft: no Attack or Launch at Range 3+, but Range 2 and Target actions are fine', () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'locust-klaw-stealth-craft', side: 1, pose: { x: 45, y: 66, facing: -90 } },
      ],
    });
    const [sabre, locust] = [st.ship(0), st.ship(1)];
    expect(legalTargets(st.ctx, sabre, 'front-180', [2, 3], undefined, 'launch')).toEqual([]);
    expect(legalTargets(st.ctx, sabre, 'front-180', [1, 4], undefined, 'attack')).toEqual([]);
    expect(
      legalTargets(st.ctx, sabre, 'line', [1, 4], undefined, 'target').map((t) => t.range),
    ).toEqual([3]);
    locust.pose = { x: 45, y: 51, facing: -90 };
    expect(
      legalTargets(st.ctx, sabre, 'front-180', [2, 3], undefined, 'launch').map((t) => t.range),
    ).toEqual([2]);
  });
});
