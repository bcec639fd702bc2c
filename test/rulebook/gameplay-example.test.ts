/**
 * Rulebook "Gameplay Example", steps 1–8: Jessica's Sabre Fighter then Chris's Scarab
 * Interceptor, replayed with the example's choices and dice.
 */
import { describe, expect, it } from 'vitest';
import { CRIT } from '../../src/core/rng.js';
import { activateShip } from '../../src/games/snap-ships/rules/activation.js';
import type { Decision } from '../../src/games/snap-ships/engine/decisions.js';
import { partIndex, stage } from '../helpers/stage.js';

/** Takes vents from a queue of {part, color}, then stops. */
function venting(queue: Array<{ part: number; color: 'power' | 'heat' }>) {
  return (_d: Decision) => ({ value: queue.shift() ?? null });
}

describe('Gameplay Example', () => {
  it('steps 1–8', () => {
    const S = { cockpit: 0, engine: 1, wings: 2, fins: 3, cannon: 4, pod: 5 };
    const K = { cockpit: 0, thruster: 1, wings: 2, fins: 3, laser: 4, gatling: 5 };
    const sabreVents = venting([
      { part: S.pod, color: 'heat' },
      { part: S.pod, color: 'heat' },
      { part: S.engine, color: 'power' },
      { part: S.engine, color: 'power' },
      { part: S.fins, color: 'power' },
    ]);
    const scarabVents = venting([
      { part: K.cockpit, color: 'power' },
      { part: K.cockpit, color: 'heat' },
      { part: K.cockpit, color: 'heat' },
      { part: K.laser, color: 'power' },
      { part: K.laser, color: 'power' },
    ]);
    const sabreActions = [
      { part: S.fins, ability: 1 },
      { part: S.pod, ability: 0 },
      { part: S.wings, ability: 1 },
      null,
    ];
    let sabreRotations = 0;
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 50, y: 20, facing: 90 } },
        {
          preset: 'scarab-klaw-interceptor',
          side: 1,
          pose: { x: 38.686 + 15, y: 31.314 + 25.981, facing: -100 },
        },
      ],
      terrain: [{ type: 'asteroid-field', x: 36, y: 38, rotation: 0 }],
      // Scarab's gatling gun: 1 2 5 7 7 crit; then the Sabre's 4 light missiles impact the Scarab: all miss.
      dice: [1, 2, 5, 7, 7, CRIT, 1, 1, 1, 1],
      scripts: {
        s1a: (d) => {
          if (d.kind === 'vent') return sabreVents(d);
          // Rotate 1 away from the Scarab (+45), then the fins' rotate 2 (−90).
          if (d.kind === 'rotate') return { value: sabreRotations++ === 0 ? 45 : -90 };
          if (d.kind === 'action') return { value: sabreActions.shift() ?? null };
          if (d.kind === 'crit-location') return { value: S.fins };
          return 0;
        },
        s2a: (d) => {
          if (d.kind === 'vent') return scarabVents(d);
          // rotate toward the Sabre: the option that aims exactly at it
          if (d.kind === 'rotate')
            return (d.options as number[]).reduce(
              (b, o, i, a) => (Math.abs(o + 20) < Math.abs(a[b]! + 20) ? i : b),
              0,
            );
          if (d.kind === 'action')
            return {
              value:
                d.options.some(
                  (o) => JSON.stringify(o) === JSON.stringify({ part: K.gatling, ability: 0 }),
                ) && !sabreDone
                  ? ((sabreDone = true), { part: K.gatling, ability: 0 })
                  : null,
            };
          return 0;
        },
      },
    });
    let sabreDone = false;
    const sabre = st.ship(0);
    const scarab = st.ship(1);
    // Cubes left from earlier turns.
    sabre.parts[S.pod]!.heat = 2;
    sabre.parts[S.engine]!.power = 2;
    sabre.parts[S.fins]!.power = 1;
    sabre.parts[S.cannon]!.power = 2;
    sabre.power = 2;
    Object.assign(scarab.parts[K.cockpit]!, { power: 1, heat: 2 });
    scarab.parts[K.laser]!.power = 2;
    scarab.parts[K.fins]!.power = 1;
    scarab.parts[K.thruster]!.power = 2;
    scarab.power = 1;

    // 1–5: Jessica's Sabre.
    activateShip(st.ctx, sabre);
    expect(sabre.parts[S.cannon]!.power).toBe(2); // could not be used
    expect(sabre.pose!.facing).toBe(45);
    expect(sabre.inTerrain).toEqual([0]); // reached the asteroid field
    expect(scarab.missiles).toHaveLength(4);
    expect(sabre.parts[S.pod]).toMatchObject({ power: 1, heat: 3 });
    expect(sabre.parts[S.fins]).toMatchObject({ power: 2, heat: 0 });
    expect(sabre.evasion).toBe(3);
    expect(sabre.power).toBe(1); // kept on the chassis

    // 6–8: Chris's Scarab.
    activateShip(st.ctx, scarab);
    expect(scarab.parts[K.cockpit]).toMatchObject({ power: 0, heat: 0 });
    expect(scarab.parts[K.fins]!.power).toBe(1);
    expect(scarab.parts[K.thruster]!.power).toBe(2);
    const atk = st.events.find((e) => e.type === 'attack');
    expect(atk).toMatchObject({
      hitNumber: 5,
      dice: [1, 2, 5, 7, 7, CRIT],
      hits: 4,
      cover: 'hard',
      damage: 3,
      range: 1,
    });
    expect(sabre.hull).toBe(15 - 3);
    expect(sabre.parts[S.fins]!.disabled).toBe(true);
    expect(sabre.power).toBe(1 + 2); // the fins' 2 power returned
    expect(scarab.missiles).toEqual([]); // the missiles impacted (and missed) at the end of its activation
    expect(partIndex(scarab, 'c6-3-gatling-gun')).toBe(K.gatling);
  });
});
