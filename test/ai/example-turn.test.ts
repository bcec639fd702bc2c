/**
 * Rulebook "Activating AI Ships — Example Turn": an AI Scarab Interceptor draws its card 2
 * (evasion 3; chassis: rotate 1 toward the target, move S; 2 part actions). First part
 * action: no missiles and the Sabre is out of the Mantis Laser's arc, the missile row is
 * skipped, the Sabre is in the side 90° arc so the Maneuvering Fins row rotates to face it.
 * Second part action: from the top, the Sabre is now in range and arc: the Mantis Laser
 * attacks at hit number 4 (2 + the Sabre's evasion 2), rolls 3 and 6: 1 hit, 2 damage.
 */
import { describe, expect, it } from 'vitest';
import { angleOf } from '../../src/core/geometry.js';
import { activateShip } from '../../src/games/snap-ships/rules/activation.js';
import { stageAi } from './ai-stage.js';

describe('Activating AI Ships — Example Turn (Scarab Interceptor)', () => {
  const { ctx, events, ship } = stageAi({
    ships: [
      { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 75, y: 5, facing: 135 }, evasion: 2 },
      {
        preset: 'scarab-klaw-interceptor',
        side: 1,
        pose: { x: 45, y: 20, facing: 90 },
        evasion: 1,
        ai: true,
        deck: [2, 1, 3, 4],
      },
    ],
    dice: [3, 6],
  });
  const sabre = ship(0);
  const scarab = ship(1);
  activateShip(ctx, scarab);

  it('draws card 2 and resets evasion to 3', () => {
    expect(events.find((e) => e.type === 'evasion' && e.ship === scarab.id)).toMatchObject({
      from: 1,
      to: 3,
      source: 'reset',
    });
    expect(scarab.ai!.discard).toEqual([2]);
    expect(scarab.ai!.drawPile).toEqual([1, 3, 4]);
  });

  it('chassis: rotates 1 (45°) toward the Sabre, then moves Short', () => {
    const rotations = events.filter((e) => e.type === 'rotate');
    expect(rotations[0]).toMatchObject({ ship: scarab.id, from: 90, source: 'chassis' });
    expect((rotations[0] as { to: number }).to).toBeCloseTo(45, 9);
    const move = events.find((e) => e.type === 'move' && e.ship === scarab.id) as {
      to: { x: number; y: number };
    };
    expect(move.to.x).toBeCloseTo(45 + 11 * Math.SQRT1_2, 6);
    expect(move.to.y).toBeCloseTo(20 + 11 * Math.SQRT1_2, 6);
  });

  it('first part action: skips the laser and the missile rows, rotates 2 with the Maneuvering Fins to face the Sabre', () => {
    const actions = events.filter((e) => e.type === 'action');
    expect(actions.map((a) => (a as { part: string }).part)).toEqual([
      'maneuvering-fins',
      'cpl-2-mantis-laser',
    ]);
    const fins = events.filter((e) => e.type === 'rotate')[1] as {
      from: number;
      to: number;
      source: string;
    };
    expect(fins.source).toBe('maneuvering-fins');
    expect(fins.from - fins.to).toBeCloseTo(90, 9); // the full rotate 2, clockwise
  });

  it('second part action: the Mantis Laser attacks at hit number 4 and deals 2 damage', () => {
    const attack = events.find((e) => e.type === 'attack');
    expect(attack).toMatchObject({
      ship: scarab.id,
      target: sabre.id,
      part: 'cpl-2-mantis-laser',
      hitNumber: 4,
      dice: [3, 6],
      hits: 1,
      damage: 2,
      range: 2,
      position: 'front',
    });
    expect(sabre.hull).toBe(13);
  });

  it('performs exactly its 2 part actions and ends nearly facing the Sabre (its 90° limit)', () => {
    expect(events.filter((e) => e.type === 'action')).toHaveLength(2);
    const aim = angleOf({ x: sabre.pose!.x - scarab.pose!.x, y: sabre.pose!.y - scarab.pose!.y });
    expect(Math.abs(aim - scarab.pose!.facing)).toBeLessThan(1);
    expect(scarab.ai!.target).toBeNull();
    expect(scarab.ai!.current).toBeNull();
  });
});
