/** Shared fixtures of the Armada geometry tests (not a test file). */
import {
  resolveTable,
  defaultTable,
  type ArmadaTable,
} from '../../src/games/armada/geometry/table.js';
import {
  shipGeometry,
  shipShape,
  squadronShape,
} from '../../src/games/armada/geometry/ship-shape.js';
import type { ShipShape, SquadronShape } from '../../src/games/armada/geometry/types.js';

/** The shipped table. */
export const T = defaultTable();

/**
 * The table plus a hand-computable test ship: a small token (38.5 x 70.25) whose four arc lines
 * all meet at the token centre at 45°, so every firing arc is a right-angled wedge there
 * (front arc of a ship at the origin facing east: x >= |y|).
 */
export const BOX: ArmadaTable = resolveTable({
  ships: {
    'test-box': {
      size: 'small',
      arcs: { frontCentre: 35.125, frontEdge: 15.875, rearCentre: 35.125, rearEdge: 54.375 },
      targetingPoints: { front: 10, rear: 60.25, side: { offset: 10, fromFront: 35.125 } },
    },
  },
});

/** A ship of the table at (x, y) facing `facing` degrees. */
export function ship(
  id: string,
  x: number,
  y: number,
  facing: number,
  table: ArmadaTable = T,
): ShipShape {
  return shipShape(shipGeometry(table, id), { x, y, facing });
}

/** A squadron base at (x, y). */
export function squad(x: number, y: number, table: ArmadaTable = T): SquadronShape {
  return squadronShape(table, x, y);
}

/** Area of a flat polygon (absolute). */
export function area(p: readonly number[]): number {
  let s = 0;
  const n = p.length / 2;
  for (let i = 0; i < n; i++) {
    const k = (i + 1) % n;
    s += p[2 * i]! * p[2 * k + 1]! - p[2 * k]! * p[2 * i + 1]!;
  }
  return Math.abs(s) / 2;
}

/** The ship ids of the core set, as the content uses them. */
export const CORE_SHIPS = [
  'cr90-corvette-a',
  'cr90-corvette-b',
  'nebulon-b-escort-frigate',
  'nebulon-b-support-refit',
  'victory-i-class-star-destroyer',
  'victory-ii-class-star-destroyer',
] as const;
