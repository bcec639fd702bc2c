/**
 * Staged scenarios for venting effects (effects/vent-effects.ts).
 */
import { describe, expect, it } from 'vitest';
import { chassisAction } from '../../src/games/snap-ships/rules/activation.js';
import { iceCloudVent } from '../../src/games/snap-ships/rules/terrain.js';
import { stage } from '../helpers/stage.js';
import { act, byKind, eventsOf } from './effect-helpers.js';

const far = { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 10, y: 10, facing: 90 } };

describe('vent-extra-heat-for-damage', () => {
  const run = (more: boolean) => {
    const st = stage({
      ships: [
        { preset: 'falx-xf-8-experimental-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 80, y: 80, facing: -90 } },
      ],
      scripts: {
        s1a: byKind({
          vent: (d) => (!more && d.prompt?.includes('damage') ? d.options.length - 1 : 0),
        }),
      },
    });
    st.ship(0).parts[4]!.heat = 8;
    chassisAction(st.ctx, st.ship(0));
    return st;
  };

  it('Falx XF-8: after venting 6, it vents the last 2 heat for 1 damage each (one damage event)', () => {
    const { ship, events } = run(true);
    expect(ship(0).parts[4]!.heat).toBe(0);
    expect(eventsOf(events, 'damage').map((e) => [e.amount, e.kind])).toEqual([[2, 'heat']]);
    expect(ship(0).hull).toBe(18 - 2);
  });

  it('declining keeps the heat and the hull', () => {
    const { ship } = run(false);
    expect([ship(0).parts[4]!.heat, ship(0).hull]).toEqual([2, 18]);
  });
});

describe('vent-to-friendly', () => {
  const run = (to: string, scarabX = 40) => {
    const st = stage({
      ships: [
        far,
        { preset: 'k-heat-ramora-drone', side: 1, pose: { x: 45, y: 40, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: scarabX, y: 55, facing: -90 } },
      ],
      scripts: { s2a: byKind({ target: { value: to } }) },
    });
    st.ship(1).parts[1]!.heat = 1;
    st.ship(2).parts[5]!.heat = 1;
    // Vector Wings: S move left, then vent 1 heat
    act(st.ctx, st.ship(1), 'vector-wings', 'MOVE');
    return st;
  };

  it("K-HEAT Ramora: the action's vent icon may act on a friendly ship within Range 1 instead", () => {
    const { ship, events } = run('s2b');
    expect([ship(1).parts[1]!.heat, ship(2).parts[5]!.heat]).toEqual([1, 0]);
    expect(eventsOf(events, 'vent')).toEqual([
      {
        type: 'vent',
        ship: 's2b',
        part: 'c6-3-gatling-gun',
        power: 0,
        heat: 1,
        source: 'vector-wings',
      },
    ]);
  });

  it('or on its own parts as printed', () => {
    const { ship } = run('s2a');
    expect([ship(1).parts[1]!.heat, ship(2).parts[5]!.heat]).toEqual([0, 1]);
  });

  it('a friend beyond Range 1 is not offered', () => {
    const { ship, controllers } = run('s2a', 80);
    expect(controllers['s2a']!.seen.filter((d) => d.kind === 'target')).toEqual([]);
    expect(ship(1).parts[1]!.heat).toBe(0);
  });
});

describe('vent-only-in-chassis-vent-step', () => {
  it('KX Power Cycle: its heat survives vent icons and the Ice Cloud, and goes in the chassis vent step', () => {
    const parts = [
      'scarab-cockpit',
      'scarab-thruster',
      'blade-wings',
      'kx-power-cycle',
      'cpl-2-mantis-laser',
      'medium-exhaust',
    ];
    const { ctx, ship } = stage({
      ships: [
        far,
        {
          chassis: 'scarab-klaw-attack-striker',
          parts,
          side: 1,
          pose: { x: 45, y: 70, facing: -90 },
        },
      ],
    });
    const s = ship(1);
    s.power = 5;
    s.parts[1]!.power = 2;
    s.parts[4]!.heat = 1;
    act(ctx, s, 'kx-power-cycle', 'SPECIAL');
    expect([s.parts[3]!.heat, s.parts[1]!.power, s.power]).toEqual([2, 0, 7]);
    act(ctx, s, 'medium-exhaust', 'SPECIAL');
    expect([s.parts[3]!.heat, s.parts[4]!.heat]).toEqual([2, 0]);
    iceCloudVent(ctx, s);
    expect(s.parts[3]!.heat).toBe(2);
    chassisAction(ctx, s);
    expect(s.parts[3]!.heat).toBe(0);
  });
});
