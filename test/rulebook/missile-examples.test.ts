/**
 * Rulebook "Missile Launch Example", "Missile Impact Example", "Anti-Missile Example".
 */
import { describe, expect, it } from 'vitest';
import { CRIT } from '../../src/core/rng.js';
import { listActions, performAction } from '../../src/games/snap-ships/rules/actions.js';
import { resolveMissileImpacts } from '../../src/games/snap-ships/rules/missiles.js';
import { abilityIndex, partIndex, stage } from '../helpers/stage.js';

const duel = (dice: number[] = []) =>
  stage({
    ships: [
      { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
      // range 2 (edge distance 20 cm), inside the missile pod's 180° arc
      { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 46, facing: -90 } },
    ],
    dice,
  });

describe('Missile Launch and Impact Examples', () => {
  it('launch: 1 power and 3 heat on the pod, 4 light missiles on the Scarab', () => {
    const { ctx, ship, events } = duel();
    const sabre = ship(0);
    const pod = partIndex(sabre, 'xr70-missile-pod');
    performAction(ctx, sabre, {
      part: pod,
      ability: abilityIndex(ctx, sabre, 'xr70-missile-pod', 'LAUNCH'),
    });
    expect(sabre.parts[pod]).toMatchObject({ power: 1, heat: 3 });
    expect(ship(1).missiles.map((m) => m.kind)).toEqual(['light', 'light', 'light', 'light']);
    expect(events.find((e) => e.type === 'missile-launched')).toMatchObject({
      count: 4,
      kind: 'light',
    });
  });

  it('impact at evasion 5: hit on 5, rolls 3 5 8 crit → 3 hits × 2 damage, the crit disables a part, tokens discarded', () => {
    // impact dice, then the crit location roll (4 = the Scarab's maneuvering fins)
    const { ctx, ship, events } = duel([3, 5, 8, CRIT, 4]);
    const sabre = ship(0);
    performAction(ctx, sabre, { part: partIndex(sabre, 'xr70-missile-pod'), ability: 0 });
    const scarab = ship(1);
    scarab.evasion = 5;
    resolveMissileImpacts(ctx, scarab);
    const impact = events.find((e) => e.type === 'missile-impact');
    expect(impact).toMatchObject({ hitNumber: 5, hits: 3, crits: 1, damage: 6, count: 4 });
    expect(scarab.hull).toBe(13 - 6);
    expect(scarab.parts.filter((p) => p.disabled).map((p) => p.id)).toEqual(['maneuvering-fins']);
    expect(scarab.missiles).toEqual([]);
  });
});

describe('Anti-Missile Example', () => {
  it('4 light missiles, gatling gun rolls 1 2 5 crit: 2 destroyed, 2 remain', () => {
    const { ctx, ship, events } = duel([1, 2, 5, CRIT]);
    const scarab = ship(1);
    scarab.missiles = Array.from({ length: 4 }, () => ({
      kind: 'light' as const,
      from: ship(0).id,
      part: 'xr70-missile-pod',
    }));
    performAction(ctx, scarab, {
      part: partIndex(scarab, 'c6-3-gatling-gun'),
      ability: abilityIndex(ctx, scarab, 'c6-3-gatling-gun', 'ANTI-MISSILE'),
    });
    expect(events.find((e) => e.type === 'anti-missile')).toMatchObject({
      dice: [1, 2, 5, CRIT],
      destroyed: 2,
    });
    expect(scarab.missiles).toHaveLength(2);
    expect(events.filter((e) => e.type === 'missile-destroyed')).toHaveLength(2);
  });

  it('a ship within range 1 may shoot down missiles assigned to another ship; beyond range 1 it may not', () => {
    const { ctx, ship } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 60, facing: -90 } },
        { preset: 'scarab-klaw-light-fighter', side: 1, pose: { x: 60, y: 60, facing: -90 } },
      ],
      dice: [9],
      scripts: { s2a: (d) => (d.kind === 'anti-missile-target' ? { value: 's2b' } : undefined) },
    });
    ship(2).missiles = [{ kind: 'heavy', from: 's1a', part: 'x' }];
    performAction(ctx, ship(1), { part: partIndex(ship(1), 'c6-3-gatling-gun'), ability: 1 });
    expect(ship(2).missiles).toHaveLength(0);
    ship(2).pose = { x: 80, y: 60, facing: -90 };
    ship(2).missiles = [{ kind: 'heavy', from: 's1a', part: 'x' }];
    ship(1).parts[partIndex(ship(1), 'c6-3-gatling-gun')] = {
      id: 'c6-3-gatling-gun',
      disabled: false,
      power: 0,
      heat: 0,
      disabledAt: -1,
    };
    expect(
      listActions(ctx, ship(1)).some(
        (a) => a.part === partIndex(ship(1), 'c6-3-gatling-gun') && a.ability === 1,
      ),
    ).toBe(false);
  });
});
