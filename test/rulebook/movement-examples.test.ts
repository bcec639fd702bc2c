/**
 * Rulebook "Collisions" (Overlapping Position Examples), "Ram Actions" and "Leaving the
 * Play Area" example.
 */
import { describe, expect, it } from 'vitest';
import { CRIT } from '../../src/core/rng.js';
import { dist } from '../../src/core/geometry.js';
import { performAction } from '../../src/games/snap-ships/rules/actions.js';
import { chassisAction } from '../../src/games/snap-ships/rules/activation.js';
import { moveShip } from '../../src/games/snap-ships/rules/movement.js';
import { abilityIndex, partIndex, stage } from '../helpers/stage.js';

describe('Collisions', () => {
  it('Sabre long move overlaps Scarab: placed touching on the far side, remaining icons skipped, both roll size dice', () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 37, facing: -90 } },
      ],
      // Sabre rolls 4 dice (5, 9, 1, 2): 2 damage and a crit; Scarab rolls 4 (1, 1, 1, 6): 1 damage. Then the crit location: 1.
      dice: [5, CRIT, 1, 2, 1, 1, 1, 6, 1],
      scripts: {
        s1a: (d) => {
          if (d.kind === 'collision-place') {
            // the far side of the Scarab
            const far = (d.options as Array<{ x: number; y: number }>).reduce(
              (b, o, i, a) => (o.y > a[b]!.y ? i : b),
              0,
            );
            return far;
          }
          return 0;
        },
      },
    });
    const sabre = st.ship(0);
    const scarab = st.ship(1);
    // Jump engine top action: rotate 1, then long move straight ahead (16 cm) into the Scarab.
    performAction(st.ctx, sabre, { part: partIndex(sabre, 'sdu-14-jump-engine'), ability: 0 });
    expect(dist(sabre.pose!, scarab.pose!)).toBeCloseTo(6, 6);
    expect(sabre.pose!.y).toBeGreaterThan(scarab.pose!.y);
    expect(sabre.pose!.facing).toBe(90);
    expect(st.events.filter((e) => e.type === 'collision')).toHaveLength(1);
    expect(scarab.hull).toBe(13 - 2);
    expect(sabre.hull).toBe(15 - 1);
    expect(scarab.parts[0]!.disabled).toBe(true);
  });

  it('no collision damage when the bases already touched', () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 26, facing: -90 } },
      ],
      dice: [9, 9, 9, 9, 9, 9, 9, 9],
    });
    // A move whose final position overlaps the touching Scarab.
    expect(moveShip(st.ctx, st.ship(0), 90, 4, 'test')).toBe('stopped');
    expect(st.events.filter((e) => e.type === 'collision')).toHaveLength(1);
    expect(st.events.filter((e) => e.type === 'damage')).toHaveLength(0);
  });

  it('Scarab Blade Wings ram: repositions touching the Sabre without changing facing, no collision roll, the ram attack instead (no cover)', () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 }, evasion: 2 },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 36, facing: -90 } },
      ],
      terrain: [{ type: 'asteroid-field', x: 45, y: 20, rotation: 0 }],
      // ram: 2 dice, accuracy 2 vs evasion 2 → hit on 4: rolls 4 and 3; the Interceptor's chassis rerolls the miss: 2
      dice: [4, 3, 2],
      scripts: { s2a: (d) => (d.kind === 'move-direction' ? { value: 'front' } : 0) },
    });
    const scarab = st.ship(1);
    performAction(st.ctx, scarab, {
      part: partIndex(scarab, 'blade-wings'),
      ability: abilityIndex(st.ctx, scarab, 'blade-wings', 'RAM'),
    });
    expect(dist(scarab.pose!, st.ship(0).pose!)).toBeCloseTo(6, 6);
    expect(scarab.pose!.facing).toBe(-90);
    const atk = st.events.find((e) => e.type === 'attack');
    expect(atk).toMatchObject({
      ram: true,
      hitNumber: 4,
      dice: [4, 2],
      rerolled: [0, 1],
      hits: 1,
      damage: 2,
      cover: 'none',
      range: 0,
    });
    expect(st.ship(0).hull).toBe(15 - 2);
  });
});

describe('Leaving the Play Area', () => {
  it('Sabre long move overlapping the edge: moved back along its travel, evasion −1, then a 90° left turn', () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 80, facing: 90 }, evasion: 2 },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 10, y: 10, facing: 0 } },
      ],
      scripts: {
        s1a: (d) =>
          d.kind === 'edge-rotate' ? { value: 90 } : d.kind === 'rotate' ? { value: 0 } : 0,
      },
    });
    const sabre = st.ship(0);
    chassisAction(st.ctx, sabre);
    expect(sabre.pose!.y).toBeCloseTo(87, 9);
    expect(sabre.pose!.x).toBeCloseTo(45, 9);
    expect(sabre.evasion).toBe(1);
    expect(sabre.pose!.facing).toBe(180);
    expect(st.events.some((e) => e.type === 'edge')).toBe(true);
  });
});
