/**
 * Engine invariants checked after every event by the seeded suites and the exhaustive
 * runner: hull within 0..max, evasion 0..6, power cubes conserved, cubes never negative,
 * no overlapping bases, every deployed ship inside the table; at settled points (end of
 * an activation, round or game) a ship is destroyed exactly when its hull is 0.
 */
import { circlesOverlap } from '../../../core/geometry.js';
import { baseInsideTable } from '../geometry/table.js';
import type { GameEventType } from '../state/events.js';
import type { GameState } from '../state/types.js';

/** Events after which the state is settled (no resolution is half done). */
export const SETTLED_EVENTS: ReadonlySet<GameEventType> = new Set<GameEventType>([
  'activation-end',
  'round-end',
  'game-end',
]);

/** Returns the first broken invariant, or null. */
export function brokenInvariant(st: GameState, settled = false): string | null {
  const k = st.table;
  const r = k.baseDiameter / 2;
  const tol = 1e-6;
  for (const s of st.ships) {
    if (s.hull < 0 || s.hull > s.maxHull) return `${s.id} hull ${s.hull} outside 0..${s.maxHull}`;
    // Between steps of a resolution a ship may sit at 0 hull for a moment; at settled points it is destroyed.
    if (settled && (s.hull === 0) !== s.destroyed)
      return `${s.id} hull ${s.hull} but destroyed=${s.destroyed}`;
    if (s.evasion < 0 || s.evasion > 6 || !Number.isInteger(s.evasion))
      return `${s.id} evasion ${s.evasion}`;
    if (!s.ai) {
      const onParts = s.parts.reduce((a, p) => a + p.power, 0);
      if (s.power + onParts + s.lockedPower !== s.totalPower)
        return `${s.id} power not conserved: ${s.power} + ${onParts} + ${s.lockedPower} != ${s.totalPower}`;
      if (s.power < 0) return `${s.id} negative chassis power`;
      for (const p of s.parts) {
        if (p.power < 0 || p.heat < 0) return `${s.id} negative cubes on ${p.id}`;
        if (p.disabled && (p.power > 0 || p.heat > 0) && st.active !== s.id)
          return `${s.id} disabled ${p.id} holds cubes`;
      }
    }
    if (!s.pose || s.destroyed) continue;
    if (!baseInsideTable(s.pose, r, k, tol))
      return `${s.id} outside the table at (${s.pose.x}, ${s.pose.y})`;
    for (const o of st.ships) {
      if (o === s || !o.pose || o.destroyed || o.id < s.id) continue;
      if (circlesOverlap(s.pose, r, o.pose, r, tol)) return `${s.id} overlaps ${o.id}`;
    }
  }
  return null;
}
