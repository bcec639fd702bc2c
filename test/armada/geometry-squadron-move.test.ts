import { describe, expect, it } from 'vitest';
import {
  clampSquadronMove,
  squadronMoveInRange,
  squadronMoveLegal,
  squadronMoveLimit,
  squadronMoveTo,
} from '../../src/games/armada/geometry/squadron-move.js';
import { ship, squad, T } from './geometry-helpers.js';

describe('squadron movement (V10, X5)', () => {
  it('[LTP] X-wing example: speed 3 places the squadron at the end of the distance 3 band', () => {
    const from = squad(100, 100);
    const end = clampSquadronMove(from, { x: 1000, y: 100 }, 3, T);
    expect(end.x).toBeCloseTo(285.5, 9);
    expect(end.y).toBe(100);
    // The ruler's distance-1 end touches the base at x = 117; the base's far side ends on the
    // distance-3 line, 185.5 mm along the ruler.
    expect(end.x + 17 - (100 + 17)).toBeCloseTo(185.5, 9);
    expect(squadronMoveLegal(from, squad(end.x, end.y), 3, [], [from], T)).toBe(true);
    expect(squadronMoveLegal(from, squad(end.x + 1, end.y), 3, [], [from], T)).toBe(false);
  });

  it('moves in any direction, any distance up to the limit, or not at all', () => {
    const from = squad(400, 400);
    const diag = squadronMoveTo(from, 135, 185.5);
    expect(diag.x).toBeCloseTo(400 - 185.5 * Math.SQRT1_2, 9);
    expect(diag.y).toBeCloseTo(400 + 185.5 * Math.SQRT1_2, 9);
    expect(squadronMoveInRange(from, diag, 3, T)).toBe(true);
    expect(squadronMoveInRange(from, diag, 2, T)).toBe(false);
    expect(squadronMoveLegal(from, squad(400, 400), 3, [], [from], T)).toBe(true);
    const short = clampSquadronMove(from, { x: 450, y: 400 }, 3, T);
    expect(short).toEqual({ x: 450, y: 400 });
  });

  it('cannot end overlapping a ship or another squadron, but may pass over them', () => {
    const from = squad(100, 100);
    const wall = ship('victory-ii-class-star-destroyer', 200, 100, 90);
    const other = squad(100, 250);
    expect(squadronMoveLegal(from, squad(270, 100), 3, [wall], [from, other], T)).toBe(true); // jumped the Victory
    expect(squadronMoveLegal(from, squad(200, 100), 3, [wall], [from, other], T)).toBe(false);
    expect(squadronMoveLegal(from, squad(100, 220), 3, [wall], [from, other], T)).toBe(false);
    expect(squadronMoveLegal(from, squad(100, 216), 3, [wall], [from, other], T)).toBe(true); // touching
  });

  it('takes its limit from the distance bands', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => squadronMoveLimit(s, T))).toEqual([
      0, 76.5, 124.5, 185.5, 245.5, 304.8,
    ]);
    expect(() => squadronMoveLimit(6, T)).toThrow(/0\.\.5/);
  });
});
