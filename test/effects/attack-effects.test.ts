/**
 * Staged scenarios for the attack effects (effects/attack-effects.ts): friendly rerolls,
 * conversions to critical hits, extra damage per critical, several targets, hit effects
 * and torpedo tokens.
 */
import { describe, expect, it } from 'vitest';
import { BLANK, CRIT } from '../../src/core/rng.js';
import { resolveMissileImpacts } from '../../src/games/snap-ships/rules/missiles.js';
import type { MissileToken } from '../../src/games/snap-ships/state/types.js';
import { partIndex, stage } from '../helpers/stage.js';
import { act, byKind, eventsOf } from './effect-helpers.js';

describe('reroll-attack-vs-weapon-target', () => {
  // The Sabre's MK16 (hit on 5) attacks the Scarab at range 2; the RL-55 drone's SCAR-2
  // (front 90°, range 1) may help only if the Scarab is a valid target for it.
  const run = (droneFacing: number) => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'rl-55-assault-drone', side: 0, pose: { x: 50, y: 36, facing: droneFacing } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 51, facing: -90 } },
      ],
      dice: [1, 5, 6, 7, 8],
    });
    act(st.ctx, st.ship(0), 'mk16-autocannon', 'ATTACK');
    return st;
  };

  it('a friendly SCAR-2 whose arc and range cover the target rerolls the missed die, paying 1 heat on the SCAR-2', () => {
    const { ship, events } = run(90);
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      hitNumber: 5,
      dice: [8, 5, 6, 7],
      rerolled: [1, 0, 0, 0],
      hits: 4,
      damage: 4,
    });
    expect(ship(2).hull).toBe(13 - 4);
    expect(ship(1).parts[partIndex(ship(1), 'scar-2-pulse-laser')]).toMatchObject({
      power: 0,
      heat: 1,
    });
  });

  it("no reroll when the target is outside that weapon's arc", () => {
    const { ship, events } = run(-90);
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ dice: [1, 5, 6, 7], hits: 3, damage: 3 });
    expect(ship(1).parts[partIndex(ship(1), 'scar-2-pulse-laser')]!.heat).toBe(0);
  });
});

describe('reroll-blank-aura', () => {
  // K-HEAT Ramora (S-8 Exact) within range 1 of the attacking Scarab; gatling hits the Sabre on 4.
  const run = (kheatX: number) => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
        { preset: 'k-heat-ramora-drone', side: 1, pose: { x: kheatX, y: 62, facing: -90 } },
      ],
      dice: [BLANK, 1, 4, 5, 6, 7, 8],
    });
    act(st.ctx, st.ship(1), 'c6-3-gatling-gun', 'ATTACK');
    return st;
  };

  it('a friendly S-8 Exact within range 1 rerolls the blank for free', () => {
    const { ship, events } = run(55);
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      hitNumber: 4,
      dice: [8, 1, 4, 5, 6, 7],
      rerolled: [1, 0, 0, 0, 0, 0],
      hits: 5,
      damage: 5,
    });
    expect(ship(0).hull).toBe(15 - 5);
  });

  it('beyond range 1 of the attacker it does nothing', () => {
    const { events } = run(85);
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      dice: [BLANK, 1, 4, 5, 6, 7],
      hits: 4,
      damage: 4,
    });
  });
});

describe('convert-one-hit-to-crit', () => {
  it('CDL-Shock: its single hit becomes a critical hit, which disables the rolled part', () => {
    // K-SWARM (CDL-Shock: front 180°, range 1, 1 die, 1+, 2 damage) vs Sabre XR-01 at evasion 2: hit on 3.
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'k-swarm-strike-drone', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
      dice: [5, 4],
    });
    act(ctx, ship(1), 'cdl-shock', 'ATTACK');
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      hitNumber: 3,
      dice: [CRIT],
      hits: 1,
      crits: 1,
      damage: 2,
    });
    expect(eventsOf(events, 'crit')[0]).toMatchObject({
      roll: 4,
      part: 'maneuvering-fins',
      chooser: 'roll',
    });
    expect(ship(0).hull).toBe(15 - 2);
  });

  it('X1 Sniper Laser: only with its converting action, and a miss stays a miss', () => {
    const st = stage({
      ships: [
        {
          chassis: 'sabre-xf-23-fighter',
          parts: [
            'xf-25-cockpit',
            'sdu-14-jump-engine',
            'xf-25-wings',
            'maneuvering-fins',
            'mk16-autocannon',
            'x1-sniper-laser',
          ],
          side: 0,
          pose: { x: 45, y: 20, facing: 90 },
        },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 51, facing: -90 } },
      ],
      // plain action: 6 hits; converting action: 6 becomes a crit (location roll 2); then a 2 misses
      dice: [6, 6, 2, 2],
    });
    act(st.ctx, st.ship(0), 'x1-sniper-laser', 'ATTACK', 0);
    st.ship(0).parts[partIndex(st.ship(0), 'x1-sniper-laser')]!.power = 0;
    st.ship(0).power = 7;
    act(st.ctx, st.ship(0), 'x1-sniper-laser', 'ATTACK', 1);
    st.ship(0).parts[partIndex(st.ship(0), 'x1-sniper-laser')]!.power = 0;
    st.ship(0).power = 7;
    act(st.ctx, st.ship(0), 'x1-sniper-laser', 'ATTACK', 1);
    expect(eventsOf(st.events, 'attack').map((e) => [e.dice, e.crits, e.damage])).toEqual([
      [[6], 0, 3],
      [[CRIT], 1, 3],
      [[2], 0, 0],
    ]);
  });
});

describe('convert-all-hits-to-crit', () => {
  it("C-T22 HE Cannon: every hit is critical (and the Wasp Heavy Fighter's line-arc bonus makes the hit number 3)", () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'wasp-klaw-heavy-fighter', side: 1, pose: { x: 45, y: 70, facing: -90 } },
      ],
      dice: [5, 3, 2, 3],
    });
    act(ctx, ship(1), 'c-t22-he-cannon', 'ATTACK', 1);
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      hitNumber: 3,
      dice: [CRIT, CRIT],
      hits: 2,
      crits: 2,
      damage: 8,
    });
    expect(eventsOf(events, 'crit').map((e) => e.part)).toEqual([
      'sdu-14-jump-engine',
      'xf-25-wings',
    ]);
    expect(ship(0).hull).toBe(15 - 8);
  });

  it('Mark 48 Shipbreaker token: its hits are critical at impact', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'falx-xf-8-experimental-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 60, facing: -90 } },
      ],
      dice: [4, 1, 5],
    });
    act(ctx, ship(0), 'mark-48-shipbreaker', 'LAUNCH');
    expect(ship(1).missiles).toHaveLength(1);
    resolveMissileImpacts(ctx, ship(1));
    expect(eventsOf(events, 'missile-impact')[0]).toMatchObject({
      kind: 'torpedo',
      hitNumber: 3,
      dice: [CRIT, 1],
      hits: 1,
      crits: 1,
      damage: 4,
    });
    expect(eventsOf(events, 'crit')[0]).toMatchObject({ roll: 5, part: 'cpl-2-mantis-laser' });
    expect(ship(1).hull).toBe(13 - 4);
  });
});

describe('crit-extra-damage', () => {
  it('Falx SC-41: a critical result of its attack deals +1 damage (hard cover then removes 1)', () => {
    // TDP-8 (3+, 3 damage) at range 1; the Falx Wings mount makes the hit number 3 + 3 - 1 = 5.
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'falx-sc-41-escort', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
      dice: [CRIT, 6, 8],
      scripts: { s1a: byKind({ 'heat-part': (d) => ({ value: d.options.includes(5) ? 5 : 4 }) }) },
    });
    act(ctx, ship(0), 'tdp-8-plasma-cannon', 'ATTACK');
    expect(eventsOf(events, 'attack')[0]).toMatchObject({
      hitNumber: 5,
      hits: 2,
      crits: 1,
      damage: 3 + 3 + 1,
    });
    expect(ship(1).hull).toBe(13 - 7);
  });
});

describe('multi-target-attack', () => {
  it('WG5 Grenade Cluster: one extra paid target gets its own attack (steps 3-8)', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 35, facing: 90 } },
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 60, y: 50, facing: 90 } },
        { preset: 'wasp-klaw-deep-recon', side: 1, pose: { x: 45, y: 50, facing: 90 } },
      ],
      dice: [3, 3, 1, 1, 1, 4, 1, 1, 1, 1],
    });
    const wasp = ship(2);
    act(ctx, wasp, 'wg5-grenade-cluster', 'ATTACK');
    const attacks = eventsOf(events, 'attack');
    expect(attacks.map((e) => [e.target, e.hitNumber, e.hits, e.damage])).toEqual([
      [ship(0).id, 3, 2, 2],
      [ship(1).id, 3, 1, 1],
    ]);
    expect([ship(0).hull, ship(1).hull]).toEqual([13, 14]);
    expect(wasp.parts[partIndex(wasp, 'wg5-grenade-cluster')]).toMatchObject({ power: 3, heat: 2 });
    expect(wasp.power).toBe(8 - 3);
  });

  it('declining the extra cost makes a single attack', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 35, facing: 90 } },
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 60, y: 50, facing: 90 } },
        { preset: 'wasp-klaw-deep-recon', side: 1, pose: { x: 45, y: 50, facing: 90 } },
      ],
      dice: [3, 3, 1, 1, 1],
      scripts: { s2a: byKind({ 'use-effect': { value: false } }) },
    });
    act(ctx, ship(2), 'wg5-grenade-cluster', 'ATTACK');
    expect(eventsOf(events, 'attack')).toHaveLength(1);
    expect(ship(2).parts[partIndex(ship(2), 'wg5-grenade-cluster')]).toMatchObject({
      power: 2,
      heat: 1,
    });
  });
});

describe('place-heat-per-hit', () => {
  it('MK3 Plasma Cannon: the attacker puts 1 heat on a part of its choice without heat', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'da-63-turbine-drone', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
      dice: [6],
      scripts: { s1a: byKind({ 'heat-part': { value: 4 } }) },
    });
    act(ctx, ship(0), 'mk3-plasma-cannon', 'ATTACK');
    expect(ship(1).parts[4]!.heat).toBe(1);
    expect(eventsOf(events, 'heat-gained').filter((e) => e.ship === ship(1).id)).toEqual([
      {
        type: 'heat-gained',
        ship: ship(1).id,
        part: 'cpl-2-mantis-laser',
        amount: 1,
        source: 'mk3-plasma-cannon',
      },
    ]);
    expect(ship(1).hull).toBe(13 - 3);
  });

  it('hit effects come before critical hits: the heated part, if then disabled, deals its heat as damage', () => {
    const { ctx, ship } = stage({
      ships: [
        { preset: 'da-63-turbine-drone', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
      dice: [CRIT, 1],
    });
    act(ctx, ship(0), 'mk3-plasma-cannon', 'ATTACK');
    expect(ship(1).parts[0]).toMatchObject({ disabled: true, heat: 0 });
    expect(ship(1).hull).toBe(13 - 3 - 1);
  });

  it('CX2 Anti-Ship Torpedo token: 2 heat per hit, each on a different part', () => {
    const { ctx, ship } = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'wasp-klaw-fighter-bomber', side: 1, pose: { x: 45, y: 60, facing: -90 } },
      ],
      dice: [5, 6],
    });
    act(ctx, ship(1), 'cx2-anti-ship-torpedo', 'LAUNCH');
    resolveMissileImpacts(ctx, ship(0));
    expect(ship(0).parts.map((p) => p.heat)).toEqual([2, 2, 0, 0, 0, 0]);
    expect(ship(0).hull).toBe(15 - 6);
  });
});

describe('damage-equals-target-size', () => {
  it("CX6 Anti-Matter Torpedo token: damage per hit is the target's size (4 on a Sabre, 2 on a drone)", () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'rl-55-assault-drone', side: 0, pose: { x: 20, y: 20, facing: 90 } },
        { preset: 'wasp-klaw-deep-recon', side: 1, pose: { x: 45, y: 60, facing: -90 } },
      ],
      dice: [3, 4, 5, 6],
    });
    const token = ctx.content.parts['komplex/cx6-anti-matter-torpedo']!.abilities[0]!.icons![0]!;
    const profile = 'launch' in token ? token.launch.token : undefined;
    const torpedo: MissileToken = {
      kind: 'torpedo',
      profile,
      from: ship(2).id,
      part: 'cx6-anti-matter-torpedo',
    };
    ship(0).missiles = [{ ...torpedo }];
    ship(1).missiles = [{ ...torpedo }];
    resolveMissileImpacts(ctx, ship(0));
    resolveMissileImpacts(ctx, ship(1));
    expect(eventsOf(events, 'missile-impact').map((e) => [e.hits, e.damage])).toEqual([
      [2, 8],
      [2, 4],
    ]);
    expect([ship(0).hull, ship(1).hull]).toEqual([15 - 8, 7 - 4]);
  });
});
