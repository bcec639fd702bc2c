/**
 * Rulebook "Attack Example", "Disabled Parts Example", "Power & Venting Example".
 */
import { describe, expect, it } from 'vitest';
import { BLANK, CRIT } from '../../src/core/rng.js';
import { legalTargets } from '../../src/games/snap-ships/rules/attack.js';
import { listActions, performAction } from '../../src/games/snap-ships/rules/actions.js';
import { abilityIndex, partIndex, stage } from '../helpers/stage.js';

describe('Attack Example', () => {
  // Sabre (A) autocannon: 90° arc, range 1-2. B outside the arc, C in arc at range 3, D in arc at range 2.
  const setup = () =>
    stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        {
          preset: 'scarab-klaw-attack-striker',
          side: 1,
          pose: { x: 80, y: 25, facing: 180 },
          evasion: 3,
        },
        {
          preset: 'scarab-klaw-light-fighter',
          side: 1,
          pose: { x: 55, y: 61, facing: -90 },
          evasion: 3,
        },
        {
          preset: 'scarab-klaw-interceptor',
          side: 1,
          pose: { x: 45, y: 51, facing: -90 },
          evasion: 3,
        },
      ],
      dice: [BLANK, 3, 5, 8],
    });

  it('only the Interceptor at range 2 is a legal target', () => {
    const { ctx, ship } = setup();
    const t = legalTargets(ctx, ship(0), 'front-90', [1, 2]);
    expect(t.map((x) => x.ship.id)).toEqual([ship(3).id]);
    expect(t[0]!.range).toBe(2);
    // C is in the arc but at range 3; B is outside the arc at range 3 or less.
    const wide = legalTargets(ctx, ship(0), 'front-90', [1, 4]);
    expect(wide.find((x) => x.ship === ship(2))?.range).toBe(3);
    expect(wide.find((x) => x.ship === ship(1))).toBeUndefined();
  });

  it('hit number 5, rolls blank 3 5 8: two hits, 2 damage, 2 power on the autocannon', () => {
    const { ctx, ship, events } = setup();
    const a = ship(0);
    const gun = partIndex(a, 'mk16-autocannon');
    performAction(ctx, a, {
      part: gun,
      ability: abilityIndex(ctx, a, 'mk16-autocannon', 'ATTACK'),
    });
    const atk = events.find((e) => e.type === 'attack');
    expect(atk).toMatchObject({
      type: 'attack',
      hitNumber: 5,
      dice: [BLANK, 3, 5, 8],
      hits: 2,
      damage: 2,
    });
    expect(ship(3).hull).toBe(13 - 2);
    expect(a.parts[gun]!.power).toBe(2);
    expect(a.power).toBe(5);
  });
});

describe('Disabled Parts Example', () => {
  it('three crits: chassis choice, a rolled 6 with heat, a 7 chosen by the defender', () => {
    const { ctx, ship, events } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 }, evasion: 2 },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 35, facing: -90 } },
      ],
      // six gatling dice (three crits, three misses), then location rolls for crits 2 and 3
      dice: [CRIT, CRIT, CRIT, 1, 1, 1, 6, 7],
      scripts: {
        // the Sabre chooses its maneuvering fins for crit 1 and its cockpit for crit 3
        s1a: (d) =>
          d.kind === 'crit-location' ? { value: d.options.length === 6 ? 3 : 0 } : undefined,
      },
    });
    const sabre = ship(0);
    const fins = partIndex(sabre, 'maneuvering-fins');
    const pod = partIndex(sabre, 'xr70-missile-pod');
    sabre.parts[fins]!.power = 1;
    sabre.parts[pod]!.power = 1;
    sabre.parts[pod]!.heat = 3;
    sabre.power = 5;
    const scarab = ship(1);
    performAction(ctx, scarab, {
      part: partIndex(scarab, 'c6-3-gatling-gun'),
      ability: abilityIndex(ctx, scarab, 'c6-3-gatling-gun', 'ATTACK'),
    });
    const crits = events.filter((e) => e.type === 'crit');
    expect(crits.map((e) => e.type === 'crit' && [e.part, e.chooser])).toEqual([
      ['maneuvering-fins', 'defender'],
      ['xr70-missile-pod', 'roll'],
      ['xf-25-cockpit', 'defender'],
    ]);
    expect(sabre.parts.filter((p) => p.disabled).map((p) => p.id)).toEqual([
      'xf-25-cockpit',
      'maneuvering-fins',
      'xr70-missile-pod',
    ]);
    // 3 hits of 1 damage, then 3 heat cubes on the missile pod deal 3 more.
    expect(sabre.hull).toBe(15 - 3 - 3);
    expect(sabre.power).toBe(5 + 1 + 1);
    expect(sabre.parts[pod]).toMatchObject({ power: 0, heat: 0 });
  });
});

describe('Power & Venting Example', () => {
  it('the Jump Engine with 3 power and 2 heat cannot act until vented', () => {
    const { ctx, ship } = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 30, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 80, facing: -90 } },
      ],
    });
    const sabre = ship(0);
    const engine = partIndex(sabre, 'sdu-14-jump-engine');
    performAction(ctx, sabre, { part: engine, ability: 1 });
    expect(sabre.parts[engine]).toMatchObject({ power: 3, heat: 2 });
    expect(sabre.power).toBe(4);
    expect(listActions(ctx, sabre).some((a) => a.part === engine)).toBe(false);
    sabre.parts[engine]!.power = 0;
    sabre.parts[engine]!.heat = 0;
    sabre.power = 7;
    expect(
      listActions(ctx, sabre)
        .filter((a) => a.part === engine)
        .map((a) => a.ability),
    ).toEqual([0, 1]);
  });
});
