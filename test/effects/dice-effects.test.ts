/**
 * Staged scenarios for the reroll and conversion effects of effects/dice-effects.ts.
 */
import { describe, expect, it } from 'vitest';
import { CRIT } from '../../src/core/rng.js';
import { resolveMissileImpacts } from '../../src/games/snap-ships/rules/missiles.js';
import { partIndex, stage } from '../helpers/stage.js';
import { act, byKind, eventsOf, nearestPlacement, tokens } from './effect-helpers.js';

const jammerNoEcm = [
  'scarab-cockpit',
  'scarab-thruster',
  'vector-wings',
  'maneuvering-fins',
  'cpl-2-mantis-laser',
  'zm2-heavy-missile',
];

describe('reroll-attack-dice', () => {
  it('XF-25 Cockpit: pays 1 power per die to reroll the two worst missed dice', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 51, facing: -90 } },
      ],
      dice: [1, 2, 5, 8, 6, 0],
      scripts: { s1a: byKind({ amount: { value: 2 } }) },
    });
    const sabre = ship(0);
    act(ctx, sabre, 'mk16-autocannon', 'ATTACK');
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      hitNumber: 5,
      dice: [6, 0, 5, 8],
      rerolled: [1, 1, 0, 0],
      hits: 3,
      damage: 3,
    });
    expect(sabre.parts[partIndex(sabre, 'xf-25-cockpit')]!.power).toBe(2);
    expect(sabre.power).toBe(7 - 2 - 2);
    expect(ship(1).hull).toBe(13 - 3);
  });

  it('K-SWARM chassis: only against a target at Range 1', () => {
    const run = (y: number) => {
      const st = stage({
        ships: [
          { preset: 'k-swarm-strike-drone', side: 1, pose: { x: 45, y: 40, facing: 90 } },
          { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y, facing: -90 } },
        ],
        dice: [1, 1, 6],
        scripts: { s2a: byKind({ amount: { value: 1 } }) },
      });
      act(st.ctx, st.ship(0), 'swarm-wings', 'ATTACK');
      return eventsOf(st.events, 'attack')[0]!;
    };
    expect(run(55)).toMatchObject({ range: 1, dice: [6, 1], hits: 1 });
    expect(run(70)).toMatchObject({ range: 2, dice: [1, 1], hits: 0 });
  });
});

describe('defender-reroll-non-crit', () => {
  it('Scarab Jammer chassis: at Range 1 it rerolls one non-critical hit; at Range 2 it cannot', () => {
    const run = (y: number) => {
      const st = stage({
        ships: [
          { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 20, facing: 90 } },
          {
            chassis: 'scarab-klaw-jammer',
            parts: jammerNoEcm,
            side: 1,
            pose: { x: 45, y, facing: -90 },
          },
        ],
        dice: [5, 6, 1, CRIT, 2],
      });
      act(st.ctx, st.ship(0), 'mk16-autocannon', 'ATTACK');
      return eventsOf(st.events, 'attack')[0]!;
    };
    expect(run(35)).toMatchObject({
      range: 1,
      dice: [2, 6, 1, CRIT],
      rerolled: [1, 0, 0, 0],
      hits: 2,
    });
    expect(run(51)).toMatchObject({ range: 2, dice: [5, 6, 1, CRIT], hits: 3 });
  });
});

describe('missile-impact-reroll-non-crit', () => {
  it('Scarab Jammer chassis: one non-critical result rerolled per missile type', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        {
          chassis: 'scarab-klaw-jammer',
          parts: jammerNoEcm,
          side: 1,
          pose: { x: 45, y: 60, facing: -90 },
        },
      ],
      // light: 5, 6 (hit on 3) → the 5 is rerolled to 1; heavy: 4 (hit on 4) → rerolled to 2
      dice: [5, 6, 1, 4, 2],
    });
    ship(1).missiles = [...tokens('light', 2, 's1a'), ...tokens('heavy', 1, 's1a')];
    resolveMissileImpacts(ctx, ship(1));
    expect(eventsOf(events, 'missile-impact').map((e) => [e.kind, e.dice, e.damage])).toEqual([
      ['light', [1, 6], 2],
      ['heavy', [2], 0],
    ]);
    expect(ship(1).hull).toBe(13 - 2);
  });
});

describe('reroll-all-defending-dice-then-disable', () => {
  it('ECM Fin: the defender rerolls every die of the attack, then the fin is disabled', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        {
          chassis: 'scarab-klaw-interceptor',
          parts: [
            'scarab-cockpit',
            'fb3-tri-thruster',
            'blade-wings',
            'ecm-fin',
            'cpl-2-mantis-laser',
            'c6-3-gatling-gun',
          ],
          side: 1,
          pose: { x: 45, y: 51, facing: -90 },
        },
      ],
      dice: [5, 6, 7, 8, 1, 2, 3, 5],
    });
    act(ctx, ship(0), 'mk16-autocannon', 'ATTACK');
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      dice: [1, 2, 3, 5],
      rerolled: [1, 1, 1, 1],
      hits: 1,
      damage: 1,
    });
    expect(ship(1).parts[3]!.disabled).toBe(true);
    expect(ship(1).hull).toBe(13 - 1);
  });
});

describe('convert-8s-to-crit', () => {
  it('MX Massdriver Shotgun: each 8 is a critical hit (damage and a location each)', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xg-07-gunship', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
      dice: [8, 8, 3, 5, 1, 2],
    });
    act(ctx, ship(0), 'mx-massdriver-shotgun', 'ATTACK');
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      hitNumber: 5,
      dice: [CRIT, CRIT, 3, 5],
      hits: 3,
      crits: 2,
      damage: 3,
    });
    expect(
      ship(1)
        .parts.filter((p) => p.disabled)
        .map((p) => p.id),
    ).toEqual(['scarab-cockpit', 'fb3-tri-thruster']);
  });
});

describe('reroll-collision-die', () => {
  it('Scarab Interceptor chassis: in a collision it rerolls one of its missed dice', () => {
    const { ctx, ship } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 37, facing: -90 } },
      ],
      // Sabre's 4 dice miss; the Scarab's 2, 1, 1, 1 — its 2 is rerolled to a 6
      dice: [1, 1, 1, 1, 2, 1, 1, 1, 6],
    });
    act(ctx, ship(0), 'sdu-14-jump-engine', 'MOVE');
    expect([ship(0).hull, ship(1).hull]).toEqual([15 - 1, 13]);
  });

  it('and in its Ram attack it rerolls one missed die', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 51, facing: -90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 40, facing: 90 } },
      ],
      dice: [1, 5, 6],
      // the Scarab ends touching the Sabre's front, where it came from
      scripts: {
        s2a: byKind({
          'move-direction': { value: 'front' },
          'collision-place': (d) => nearestPlacement(d, { x: 45, y: 45 }),
        }),
      },
    });
    act(ctx, ship(1), 'blade-wings', 'RAM');
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      ram: true,
      hitNumber: 4,
      dice: [6, 5],
      rerolled: [1, 0],
      hits: 2,
      damage: 4,
    });
  });
});
