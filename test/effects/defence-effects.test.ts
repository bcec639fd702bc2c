/**
 * Staged scenarios for defensive and critical-hit effects (effects/defence-effects.ts,
 * effects/crit-effects.ts).
 */
import { describe, expect, it } from 'vitest';
import { BLANK, CRIT } from '../../src/core/rng.js';
import { resolveMissileImpacts } from '../../src/games/snap-ships/rules/missiles.js';
import { partIndex, stage } from '../helpers/stage.js';
import { act, byKind, eventsOf, tokens } from './effect-helpers.js';

const sabreWith = (part: string, at = 3) => {
  const parts = [
    'xf-25-cockpit',
    'sdu-14-jump-engine',
    'xf-25-wings',
    'maneuvering-fins',
    'mk16-autocannon',
    'xr70-missile-pod',
  ];
  parts[at] = part;
  return parts;
};

describe('reduce-damage-taken', () => {
  it('Small Deflector: -1 on one attack for 1 power; with cubes on it, the next attack hits in full', () => {
    const { ctx, ship, events } = stage({
      ships: [
        {
          chassis: 'sabre-xr-01-fast-recon',
          parts: sabreWith('small-deflector'),
          side: 0,
          pose: { x: 45, y: 40, facing: 90 },
        },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
      dice: [4, 4, 4, 1, 1, 1, 4, 4, 4, 1, 1, 1],
    });
    const [sabre, scarab] = [ship(0), ship(1)];
    act(ctx, scarab, 'c6-3-gatling-gun', 'ATTACK');
    expect(sabre.hull).toBe(15 - 2);
    expect(sabre.parts[3]).toMatchObject({ power: 1 });
    expect(sabre.power).toBe(6);
    scarab.parts[partIndex(scarab, 'c6-3-gatling-gun')] = {
      id: 'c6-3-gatling-gun',
      disabled: false,
      power: 0,
      heat: 0,
      disabledAt: -1,
    };
    act(ctx, scarab, 'c6-3-gatling-gun', 'ATTACK');
    expect(eventsOf(events, 'damage').map((e) => e.amount)).toEqual([2, 3]);
    expect(sabre.hull).toBe(15 - 2 - 3);
  });

  it("one missile type's impacts are one damage event: 3 light hits (6) become 5", () => {
    const { ctx, ship, events } = stage({
      ships: [
        {
          chassis: 'sabre-xr-01-fast-recon',
          parts: sabreWith('small-deflector'),
          side: 0,
          pose: { x: 45, y: 40, facing: 90 },
        },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 75, facing: -90 } },
      ],
      dice: [5, 5, 5, 1],
    });
    ship(0).missiles = tokens('light', 4, ship(1).id);
    resolveMissileImpacts(ctx, ship(0));
    expect(eventsOf(events, 'missile-impact')[0]).toMatchObject({ hits: 3, damage: 5 });
    expect(eventsOf(events, 'damage').reduce((a, e) => a + e.amount, 0)).toBe(5);
    expect(ship(0).hull).toBe(15 - 5);
  });

  it('Reaper Cockpit (1 heat): reduces collision damage; declining it takes the full amount', () => {
    const run = (use: boolean) => {
      const st = stage({
        ships: [
          { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
          {
            chassis: 'scarab-klaw-interceptor',
            parts: [
              'reaper-cockpit',
              'fb3-tri-thruster',
              'blade-wings',
              'maneuvering-fins',
              'cpl-2-mantis-laser',
              'c6-3-gatling-gun',
            ],
            side: 1,
            pose: { x: 45, y: 37, facing: -90 },
          },
        ],
        // Sabre's 4 collision dice, the Scarab's 4, then the Scarab chassis' reroll of one miss
        dice: [5, 5, 1, 1, 1, 1, 1, 1, 1],
        scripts: { s2a: byKind({ 'use-effect': { value: use } }) },
      });
      act(st.ctx, st.ship(0), 'sdu-14-jump-engine', 'MOVE');
      return [st.ship(1).hull, st.ship(1).parts[0]!.heat];
    };
    expect(run(true)).toEqual([14 - 1, 1]);
    expect(run(false)).toEqual([14 - 2, 0]);
  });
});

describe('absorb-damage-die-for-friend', () => {
  const run = (
    scriptDrone?: (d: { kind: string; prompt?: string }) => unknown,
    disabledPart = false,
  ) => {
    const st = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'av-2-protector-drone', side: 0, pose: { x: 35, y: 35, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
      // gatling (hit on 4): a 5 and a critical hit; then one crit location roll
      dice: [5, CRIT, 1, 1, 1, 1, 2],
      scripts: scriptDrone ? { s1b: (d) => scriptDrone(d) as undefined } : undefined,
    });
    if (disabledPart) st.ship(1).parts[2]!.disabled = true;
    act(st.ctx, st.ship(2), 'c6-3-gatling-gun', 'ATTACK');
    return st;
  };

  it('AV-2 Protector Drone takes the critical die: its damage and its crit, the friend takes the rest', () => {
    const { ship, events } = run();
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      target: 's1a',
      dice: [5, BLANK, 1, 1, 1, 1],
      hits: 1,
      crits: 0,
      damage: 1,
    });
    expect([ship(0).hull, ship(1).hull]).toEqual([15 - 1, 9 - 1]);
    expect(eventsOf(events, 'crit')).toEqual([
      { type: 'crit', ship: 's1b', roll: 2, part: 'mk16-autocannon', chooser: 'roll' },
    ]);
    expect(ship(0).parts.some((p) => p.disabled)).toBe(false);
  });

  it('or a normal hit, leaving the crit to the friend', () => {
    const { ship, events } = run((d) =>
      d.kind === 'use-effect' && d.prompt?.includes('critical die') ? { value: false } : undefined,
    );
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      dice: [BLANK, CRIT, 1, 1, 1, 1],
      hits: 1,
      crits: 1,
      damage: 1,
    });
    expect([ship(0).hull, ship(1).hull]).toEqual([15 - 1, 9 - 1]);
    expect(eventsOf(events, 'crit')[0]).toMatchObject({ ship: 's1a', part: 'sdu-14-jump-engine' });
  });

  it('not while the drone has a disabled part', () => {
    const { ship, events } = run(undefined, true);
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ hits: 2, crits: 1, damage: 2 });
    expect([ship(0).hull, ship(1).hull]).toEqual([15 - 2, 9]);
  });
});

describe('adjust-crit-location', () => {
  const run = (roll: number, delta: number) =>
    stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
        { preset: 'k-heat-ramora-drone', side: 1, pose: { x: 70, y: 40, facing: 180 } },
      ],
      dice: [CRIT, 1, 1, 1, 1, 1, roll],
      scripts: { s2b: byKind({ amount: { value: delta } }) },
    });

  it('S-8 Exact within Range 2 of the enemy turns a rolled 3 into a 4, for 1 heat', () => {
    const st = run(3, 1);
    act(st.ctx, st.ship(1), 'c6-3-gatling-gun', 'ATTACK');
    expect(eventsOf(st.events, 'crit')[0]).toMatchObject({
      roll: 4,
      part: 'maneuvering-fins',
      chooser: 'roll',
    });
    expect(st.ship(2).parts[partIndex(st.ship(2), 's-8-exact')]!.heat).toBe(1);
  });

  it('a 6 raised to 7 is beyond the last part: the defender chooses', () => {
    const st = run(6, 1);
    act(st.ctx, st.ship(1), 'c6-3-gatling-gun', 'ATTACK');
    expect(eventsOf(st.events, 'crit')[0]).toMatchObject({
      roll: 7,
      part: 'xf-25-cockpit',
      chooser: 'defender',
    });
  });

  it('a blank or critical face cannot be adjusted (no decision is offered)', () => {
    const st = run(BLANK, 1);
    act(st.ctx, st.ship(1), 'c6-3-gatling-gun', 'ATTACK');
    expect(st.controllers['s2b']!.seen.filter((d) => d.kind === 'amount')).toEqual([]);
    expect(st.ship(2).parts[partIndex(st.ship(2), 's-8-exact')]!.heat).toBe(0);
  });
});

describe('cannot-be-disabled-by-crit', () => {
  const parts = [
    'wasp-cockpit',
    'armored-thruster',
    'wsp2-wings',
    'wsp1-wings',
    'medium-exhaust',
    'db8-proton-cannon',
    'cx2-anti-ship-torpedo',
    'cpl-3-ball-turret',
  ];
  const run = (roll: number) => {
    const st = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        {
          chassis: 'wasp-klaw-fighter-bomber',
          parts,
          side: 1,
          pose: { x: 45, y: 55, facing: -90 },
        },
      ],
      dice: [CRIT, 1, 1, 1, roll],
    });
    act(st.ctx, st.ship(0), 'mk16-autocannon', 'ATTACK');
    return st;
  };

  it('Armored Thruster: a location roll of 2 lets the defender choose, and it is not among the choices', () => {
    const st = run(2);
    const choice = st.controllers['s2a']!.seen.find((d) => d.kind === 'crit-location')!;
    expect(choice.options).toEqual([0, 2, 3, 4, 5, 6, 7]);
    expect(eventsOf(st.events, 'crit')[0]).toMatchObject({
      roll: 2,
      part: 'wasp-cockpit',
      chooser: 'defender',
    });
    expect(st.ship(1).parts[1]!.disabled).toBe(false);
  });

  it("nor among the attacker's choices on a critical location roll", () => {
    const st = run(CRIT);
    expect(st.controllers['s1a']!.seen.find((d) => d.kind === 'crit-location')!.options).toEqual([
      0, 2, 3, 4, 5, 6, 7,
    ]);
  });
});

describe('choose-crit-location-if-none-disabled', () => {
  it('Sabre XF-23: with no disabled part its controller picks the location (no roll); with one, the die decides', () => {
    const { ctx, ship, events, rng } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
      dice: [CRIT, CRIT, 1, 1, 1, 1, 2],
      scripts: { s1a: byKind({ 'crit-location': { value: 3 } }) },
    });
    act(ctx, ship(1), 'c6-3-gatling-gun', 'ATTACK');
    expect(eventsOf(events, 'crit').map((e) => [e.roll, e.part, e.chooser])).toEqual([
      [-1, 'maneuvering-fins', 'defender'],
      [2, 'sdu-14-jump-engine', 'roll'],
    ]);
    expect(rng.faces).toEqual([]);
  });
});

describe('bulkhead-take-crit', () => {
  it('BF Bulkhead: before the location is rolled it may take the crit itself; once disabled it cannot again', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xg-07-gunship', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
      dice: [CRIT, CRIT, 1, 1, 1, 1, 2],
    });
    act(ctx, ship(1), 'c6-3-gatling-gun', 'ATTACK');
    expect(eventsOf(events, 'crit').map((e) => [e.part, e.chooser])).toEqual([
      ['bf-bulkhead', 'defender'],
      ['sv-engine', 'roll'],
    ]);
    expect(ship(0).hull).toBe(15 + 4 - 2);
  });
});
