/**
 * Squadron movement (RRG16 "Squadron Movement"; [LTP] Squadron Movement; V10, V11, X5). The
 * distance-1 end of the ruler touches the base and the squadron is placed along the ruler's centre
 * line with no part of its base beyond the line ending its speed's distance band. Measured from
 * where the ruler touches the base, the far side of the base may travel up to that band's edge, so
 * the centre moves at most that far, in any direction (the LTP X-wing example: "anywhere within
 * distance 1–3, in any direction"). It may also stay where it is. Only the final position counts.
 */
import type { Vec } from '../../../core/geometry.js';
import { shipOverlapsSquadron, squadronsOverlap } from './overlap.js';
import type { ArmadaTable } from './table.js';
import type { ShipShape, SquadronShape } from './types.js';

const DEG = Math.PI / 180;

/** Farthest the centre of a squadron of this speed may move (mm): the edge of distance band `speed`. */
export function squadronMoveLimit(speed: number, table: ArmadaTable): number {
  if (!Number.isInteger(speed) || speed < 0 || speed > 5)
    throw new Error(`squadron speed ${speed} is not 0..5`);
  return speed === 0 ? 0 : table.distanceBands.values[speed - 1]!;
}

/** The centre reached by moving `distance` mm towards `headingDeg` (no limit applied). */
export function squadronMoveTo(
  from: Vec,
  headingDeg: number,
  distance: number,
  out: Vec = { x: 0, y: 0 },
): Vec {
  out.x = from.x + Math.cos(headingDeg * DEG) * distance;
  out.y = from.y + Math.sin(headingDeg * DEG) * distance;
  return out;
}

/** `to`, pulled back along the line from `from` so that the move stays within the speed's limit. */
export function clampSquadronMove(
  from: Vec,
  to: Vec,
  speed: number,
  table: ArmadaTable,
  out: Vec = { x: 0, y: 0 },
): Vec {
  const limit = squadronMoveLimit(speed, table);
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const d = Math.hypot(dx, dy);
  const k = d > limit ? limit / d : 1;
  out.x = from.x + dx * k;
  out.y = from.y + dy * k;
  return out;
}

/** True if the centre moved no farther than the speed allows (within epsilon). */
export function squadronMoveInRange(
  from: Vec,
  to: Vec,
  speed: number,
  table: ArmadaTable,
): boolean {
  return (
    Math.hypot(to.x - from.x, to.y - from.y) <= squadronMoveLimit(speed, table) + table.epsilon
  );
}

/**
 * True if the squadron may end its move at `end`: within its speed's reach of `from` and
 * overlapping no ship or other squadron (V10, X5). The moving squadron itself may be in `squadrons`.
 */
export function squadronMoveLegal(
  from: SquadronShape,
  end: SquadronShape,
  speed: number,
  ships: readonly ShipShape[],
  squadrons: readonly SquadronShape[],
  table: ArmadaTable,
): boolean {
  if (!squadronMoveInRange(from, end, speed, table)) return false;
  const e = table.epsilon;
  for (const s of ships) if (shipOverlapsSquadron(s, end, e)) return false;
  for (const q of squadrons)
    if (q !== from && q !== end && squadronsOverlap(q, end, e)) return false;
  return true;
}
