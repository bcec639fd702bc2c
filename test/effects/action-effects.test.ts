/**
 * Staged scenarios for effects on actions and movement (effects/action-effects.ts,
 * effects/move-effects.ts), the HACK icon, Target actions and repair limits.
 */
import { describe, expect, it } from 'vitest';
import { CRIT } from '../../src/core/rng.js';
import { forEachEffect } from '../../src/games/snap-ships/effects/active-effects.js';
import { canPerform, listActions } from '../../src/games/snap-ships/rules/actions.js';
import { chassisAction } from '../../src/games/snap-ships/rules/activation.js';
import { abilityIndex, partIndex, stage } from '../helpers/stage.js';
import { act, byKind, eventsOf } from './effect-helpers.js';

describe('repeat-chassis-movement', () => {
  it('RL-55 drone: "You may perform this sequence twice" — S move and rotate, again if chosen', () => {
    const run = (again: boolean) => {
      const st = stage({
        ships: [
          { preset: 'rl-55-assault-drone', side: 0, pose: { x: 45, y: 20, facing: 90 } },
          { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 80, y: 80, facing: -90 } },
        ],
        scripts: { s1a: byKind({ 'use-effect': { value: again } }) },
      });
      chassisAction(st.ctx, st.ship(0));
      return [st.ship(0).pose!.y, eventsOf(st.events, 'move').length];
    };
    expect(run(true)).toEqual([20 + 11 + 11, 2]);
    expect(run(false)).toEqual([20 + 11, 1]);
  });
});

describe('after-u-turn-evade-vent', () => {
  it("Strafing Fins: after the SDU-14's U-turn, +1 evasion and 1 heat vented from the engine", () => {
    const run = (fins: string) => {
      const parts = [
        'xf-25-cockpit',
        'sdu-14-jump-engine',
        'xf-25-wings',
        fins,
        'mk16-autocannon',
        'xr70-missile-pod',
      ];
      const st = stage({
        ships: [
          { chassis: 'sabre-xr-01-fast-recon', parts, side: 0, pose: { x: 45, y: 20, facing: 90 } },
          { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 80, y: 80, facing: -90 } },
        ],
        scripts: { s1a: byKind({ 'u-turn': { value: 180 } }) },
      });
      act(st.ctx, st.ship(0), 'sdu-14-jump-engine', 'MOVE', 1);
      return [
        st.ship(0).evasion,
        st.ship(0).parts[1]!.heat,
        Math.round(((st.ship(0).pose!.facing % 360) + 360) % 360),
      ];
    };
    expect(run('strafing-fins')).toEqual([3, 1, 270]);
    expect(run('maneuvering-fins')).toEqual([2, 2, 270]);
  });
});

describe('cost-power-equals-size', () => {
  it('Stealth Drive: the "?" cost is 3 power on a size-3 Locust; not offered with less', () => {
    const { ctx, ship, events } = stage({
      ships: [
        {
          preset: 'locust-klaw-close-support-fighter',
          side: 1,
          pose: { x: 45, y: 45, facing: 90 },
        },
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 80, y: 10, facing: 90 } },
      ],
    });
    const locust = ship(0);
    const drive = partIndex(locust, 'stealth-drive');
    const special = abilityIndex(ctx, locust, 'stealth-drive', 'SPECIAL');
    locust.power = 2;
    expect(canPerform(ctx, locust, drive, special)).toBe(false);
    locust.power = 6;
    expect(canPerform(ctx, locust, drive, special)).toBe(true);
    act(ctx, locust, 'stealth-drive', 'SPECIAL');
    expect(eventsOf(events, 'action')[0]).toMatchObject({
      part: 'stealth-drive',
      power: 3,
      heat: 0,
    });
    expect(locust.parts[drive]).toMatchObject({ power: 3, heat: 0 });
    expect([locust.power, locust.evasion]).toEqual([3, 6]);
  });
});

describe('disable-this-part', () => {
  const hackStage = (dice: number[], scarabParts?: string[]) =>
    stage({
      ships: [
        { preset: 'av-2-protector-drone', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        {
          chassis: 'scarab-klaw-interceptor',
          parts: scarabParts ?? [
            'scarab-cockpit',
            'fb3-tri-thruster',
            'blade-wings',
            'maneuvering-fins',
            'cpl-2-mantis-laser',
            'c6-3-gatling-gun',
          ],
          side: 1,
          pose: { x: 45, y: 55, facing: -90 },
        },
      ],
      dice,
    });

  it('Jamming Fin HACK: the target loses a part as to a critical hit location (no hit damage), then the fin disables itself', () => {
    const { ctx, ship, events } = hackStage([5]);
    ship(1).parts[4]!.heat = 2;
    act(ctx, ship(0), 'jamming-fin', 'HACK');
    expect(eventsOf(events, 'crit')).toEqual([
      { type: 'crit', ship: 's2a', roll: 5, part: 'cpl-2-mantis-laser', chooser: 'roll' },
    ]);
    expect(eventsOf(events, 'damage').map((e) => [e.ship, e.amount, e.kind])).toEqual([
      ['s2a', 2, 'heat'],
    ]);
    expect(ship(1).hull).toBe(13 - 2);
    expect(ship(0).parts[partIndex(ship(0), 'jamming-fin')]!.disabled).toBe(true);
  });

  it("a critical face on the hack's location roll lets the hacker choose; HRK-Lockdown reaches Range 2 in its front arc", () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        {
          chassis: 'scarab-klaw-interceptor',
          parts: [
            'scarab-cockpit',
            'fb3-tri-thruster',
            'blade-wings',
            'hrk-lockdown',
            'cpl-2-mantis-laser',
            'c6-3-gatling-gun',
          ],
          side: 1,
          pose: { x: 45, y: 66, facing: -90 },
        },
      ],
      dice: [CRIT],
      scripts: { s2a: byKind({ 'crit-location': { value: 4 } }) },
    });
    act(ctx, ship(1), 'hrk-lockdown', 'HACK');
    expect(eventsOf(events, 'crit')[0]).toMatchObject({
      roll: CRIT,
      part: 'mk16-autocannon',
      chooser: 'attacker',
    });
    expect(ship(1).parts[3]!.disabled).toBe(true);
    expect(ship(0).hull).toBe(15);
  });

  it("no enemy in the hack's arc and range: the HACK action is not offered", () => {
    const { ctx, ship } = hackStage([]);
    ship(1).pose = { x: 45, y: 80, facing: -90 };
    const fin = partIndex(ship(0), 'jamming-fin');
    expect(
      listActions(ctx, ship(0))
        .filter((a) => a.part === fin)
        .map((a) => a.ability),
    ).toEqual([1]);
  });
});

describe('repair-not-same-activation', () => {
  it('Jamming Fin: its repair is not offered in the activation it was disabled, but is in the next', () => {
    const { ctx, ship } = stage({
      ships: [
        { preset: 'av-2-protector-drone', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
      dice: [5],
    });
    const drone = ship(0);
    const fin = partIndex(drone, 'jamming-fin');
    ctx.state.active = drone.id;
    drone.activations = 3;
    act(ctx, drone, 'jamming-fin', 'HACK');
    expect(drone.parts[fin]).toMatchObject({ disabled: true, disabledAt: 3 });
    expect(listActions(ctx, drone).some((a) => a.part === fin)).toBe(false);
    drone.activations = 4;
    expect(listActions(ctx, drone).filter((a) => a.part === fin)).toEqual([
      { part: fin, ability: 0 },
    ]);
  });
});

describe('cannot-be-repaired', () => {
  it('a disabled BF Bulkhead offers no action at all', () => {
    const { ctx, ship } = stage({
      ships: [
        { preset: 'sabre-xg-07-gunship', side: 0, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 55, facing: -90 } },
      ],
    });
    const bulkhead = partIndex(ship(0), 'bf-bulkhead');
    const xf25 = partIndex(ship(0), 'xf-25-cockpit');
    ship(0).parts[bulkhead]!.disabled = true;
    ship(0).parts[xf25]!.disabled = true;
    const offered = listActions(ctx, ship(0));
    expect(offered.some((a) => a.part === bulkhead)).toBe(false);
    expect(offered.some((a) => a.part === xf25)).toBe(true);
    // its disabled side's passive answers "no" whenever a repair of it is considered
    const answers: Array<[number, boolean]> = [];
    forEachEffect(ctx, ship(0), 'canRepair', (h, src) => {
      answers.push([src.part, h.canRepair!(ctx, src)]);
    });
    expect(answers).toEqual([[bulkhead, false]]);
  });
});

describe('rotate-after-move', () => {
  it('Sabre XR-01: once per activation, after an L move icon, it may rotate 1', () => {
    let rotations = 0;
    const { ctx, ship } = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 80, y: 80, facing: -90 } },
      ],
      scripts: { s1a: byKind({ rotate: () => ({ value: ++rotations === 2 ? 45 : 0 }) }) },
    });
    chassisAction(ctx, ship(0));
    expect(
      [ship(0).pose!.x, ship(0).pose!.y, ship(0).pose!.facing].map(
        (v) => Math.round(v * 1e6) / 1e6,
      ),
    ).toEqual([45, 36, 135]);
    act(ctx, ship(0), 'sdu-14-jump-engine', 'MOVE');
    // chassis rotate icon, the effect after the L move, the jump engine's rotate icon: no fourth
    expect(rotations).toBe(3);
  });
});

describe('repeat-move-icon', () => {
  it('Lance SV-51: its chassis S move is performed twice in a row', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'lance-sv-51-scout', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 80, y: 80, facing: -90 } },
      ],
    });
    chassisAction(ctx, ship(0));
    expect(eventsOf(events, 'move').map((e) => e.source)).toEqual(['chassis', 'chassis (repeat)']);
    expect(ship(0).pose!.y).toBeCloseTo(20 + 11 + 11, 9);
  });
});

describe('replace-s-with-l', () => {
  it("BZ2 Booster: the Scarab Light Fighter's chassis S move may be made as an L move", () => {
    const run = (use: boolean) => {
      const st = stage({
        ships: [
          { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 10, y: 10, facing: 90 } },
          { preset: 'scarab-klaw-light-fighter', side: 1, pose: { x: 45, y: 70, facing: -90 } },
        ],
        scripts: { s2a: byKind({ 'use-effect': { value: use } }) },
      });
      chassisAction(st.ctx, st.ship(1));
      return st.ship(1).pose!.y;
    };
    expect(run(true)).toBeCloseTo(70 - 16, 9);
    expect(run(false)).toBeCloseTo(70 - 11, 9);
  });
});

describe('perform-chassis-movement-then-disable', () => {
  it('XRE Extender: performs the chassis movement step again, then disables itself', () => {
    const { ctx, ship } = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 80, y: 80, facing: -90 } },
      ],
    });
    act(ctx, ship(0), 'xre-extender', 'SPECIAL');
    expect(ship(0).pose!.y).toBeCloseTo(36, 9);
    expect(ship(0).parts[partIndex(ship(0), 'xre-extender')]!.disabled).toBe(true);
  });
});

describe('target action', () => {
  it('Wasp Cockpit SPECIAL: an enemy in its Line arc at Range 1-4 loses 1 evasion (not below 0)', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'wasp-klaw-deep-recon', side: 1, pose: { x: 45, y: 66, facing: -90 } },
      ],
    });
    act(ctx, ship(1), 'wasp-cockpit', 'SPECIAL');
    expect(eventsOf(events, 'target-action')).toEqual([
      { type: 'target-action', ship: 's2a', target: 's1a', evasion: 1 },
    ]);
    ship(0).evasion = 0;
    ship(1).parts[0] = { id: 'wasp-cockpit', disabled: false, power: 0, heat: 0, disabledAt: -1 };
    act(ctx, ship(1), 'wasp-cockpit', 'SPECIAL');
    expect(ship(0).evasion).toBe(0);
  });
});
