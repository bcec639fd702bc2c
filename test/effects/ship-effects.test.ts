/**
 * Staged scenarios for setup passives, build limits, vent bonuses and evasion effects
 * (effects/ship-effects.ts).
 */
import { describe, expect, it } from 'vitest';
import { effectHandler } from '../../src/games/snap-ships/effects/registry.js';
import { buildErrors } from '../../src/games/snap-ships/plugin/build-check.js';
import { chassisAction } from '../../src/games/snap-ships/rules/activation.js';
import { partIndex, stage } from '../helpers/stage.js';
import { act, byKind, eventsOf } from './effect-helpers.js';

const far = { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 80, y: 80, facing: -90 } };

describe('setup-gain-hull', () => {
  it('SC-19 Cockpit, Armored Tailfin, Reaper Cockpit: +1 hull at setup, kept when later disabled', () => {
    const { ctx, ship } = stage({
      ships: [
        { preset: 'lance-sv-51-scout', side: 0, pose: { x: 20, y: 20, facing: 90 } },
        { preset: 'k-swarm-strike-drone', side: 1, pose: { x: 60, y: 60, facing: -90 } },
        {
          chassis: 'locust-klaw-stealth-craft',
          parts: [
            'reaper-cockpit',
            'locust-thruster-mk2',
            'locust-wings',
            'cl-23-railgun',
            'dual-tailfin',
          ],
          side: 1,
          pose: { x: 80, y: 80, facing: -90 },
        },
      ],
    });
    expect([ship(0).hull, ship(1).hull, ship(2).hull]).toEqual([9 + 1, 6 + 1, 9 + 1]);
    expect(ship(0).maxHull).toBe(10);
    ship(0).parts[0]!.disabled = true;
    expect(ctx.content.chassis['lance-sv-51-scout']!.hull).toBe(9);
    expect(ship(0).hull).toBe(10);
  });
});

describe('setup-gain-hull-size', () => {
  it('BF and KP Bulkhead: hull + ship size (4)', () => {
    const { ship } = stage({
      ships: [
        { preset: 'sabre-xg-07-gunship', side: 0, pose: { x: 20, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-attack-striker', side: 1, pose: { x: 80, y: 80, facing: -90 } },
      ],
    });
    expect([ship(0).hull, ship(1).hull]).toEqual([15 + 4, 13 + 4]);
  });
});

describe('setup-gain-power', () => {
  it('Falx Nose: one more power cube on the chassis', () => {
    const { ship } = stage({
      ships: [{ preset: 'falx-sc-41-escort', side: 0, pose: { x: 20, y: 20, facing: 90 } }, far],
    });
    expect([ship(0).power, ship(0).totalPower]).toEqual([8 + 1, 8 + 1]);
  });
});

describe('equip-size-limit', () => {
  it('XRE Extender: only on ships of size 4 or smaller', () => {
    const h = effectHandler('equip-size-limit');
    expect(h.buildCheck!({ chassisSize: 5, chassisType: 'ship' }, { maxSize: 4 })).toMatch(
      /size 4 or smaller/,
    );
    expect(h.buildCheck!({ chassisSize: 4, chassisType: 'ship' }, { maxSize: 4 })).toBeNull();
    const { ctx } = stage({
      ships: [{ preset: 'sabre-xr-01-fast-recon', side: 0, pose: null }, far],
    });
    expect(
      buildErrors(ctx.content, 'sabre-xr-01-fast-recon', [
        ...ctx.content.chassis['sabre-xr-01-fast-recon']!.preset,
      ]),
    ).toEqual([]);
  });
});

describe('extra-vent-heat', () => {
  it('Small Exhaust: the vent step removes 5 cubes plus 1 more heat', () => {
    const { ctx, ship } = stage({
      ships: [
        { preset: 'sabre-xb-04-light-bomber', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        far,
      ],
    });
    const pod = partIndex(ship(0), 'xr70-missile-pod');
    ship(0).parts[pod]!.heat = 8;
    chassisAction(ctx, ship(0));
    expect(ship(0).parts[pod]!.heat).toBe(8 - 5 - 1);
  });
});

describe('extra-vent-power', () => {
  it('SLS Solar: the vent step removes 5 cubes plus 1 more power', () => {
    const parts = [
      'xf-25-cockpit',
      'sdu-14-jump-engine',
      'xf-25-wings',
      'sls-solar',
      'mk16-autocannon',
      'xr70-missile-pod',
    ];
    const { ctx, ship } = stage({
      ships: [
        { chassis: 'sabre-xf-23-fighter', parts, side: 0, pose: { x: 45, y: 20, facing: 90 } },
        far,
      ],
    });
    const s = ship(0);
    s.power = 0;
    s.parts[1]!.power = 4;
    s.parts[4]!.power = 3;
    chassisAction(ctx, s);
    expect(s.parts.reduce((a, p) => a + p.power, 0)).toBe(7 - 6);
    expect(s.power).toBe(6);
  });
});

describe('give-evasion', () => {
  it('Scarab Cockpit: a ship at Range 1 (here a friend) gains +2 evasion', () => {
    const { ctx, ship } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 10, y: 10, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-light-fighter', side: 1, pose: { x: 45, y: 55, facing: 90 } },
      ],
      scripts: { s2a: byKind({ target: { value: 's2b' } }) },
    });
    act(ctx, ship(1), 'scarab-cockpit', 'SPECIAL');
    expect([ship(1).evasion, ship(2).evasion]).toEqual([3, 5]);
    expect(ship(1).parts[0]).toMatchObject({ power: 1, heat: 2 });
  });
});

describe('reduce-evasion-after-close-attack', () => {
  it('Sabre XG-07: after its attack at Range 1-2 the target loses 1 evasion (the attack used the old value)', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xg-07-gunship', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 51, facing: -90 } },
      ],
      dice: [1, 1, 1, 1],
    });
    act(ctx, ship(0), 'mk16-autocannon', 'ATTACK');
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ range: 2, hitNumber: 5, hits: 0 });
    expect(eventsOf(events, 'evasion')).toEqual([
      { type: 'evasion', ship: 's2a', from: 3, to: 2, source: 'sabre-xg-07-gunship' },
    ]);
  });
});
