/**
 * The legal courses of a maneuver (RRG16 "Ship Movement"; V2, V4, V5): every combination of clicks
 * within the yaw values, with the tool on a side where the ship does not overlap it at its final
 * position (either side when both are free; the owner's choice when both overlap, since the
 * procedure "use the other side" then ends on either). Courses that end in the same pose are
 * listed once. The list depends only on the base size and the yaw values, so it is cached.
 */
import { coursesForChart, maneuverOffset } from '../geometry/maneuver.js';
import type { ArmadaTable } from '../geometry/table.js';
import type { ShipGeometry, ToolSide } from '../geometry/types.js';
import type { CourseOption } from '../engine/decisions.js';

const cache = new WeakMap<ArmadaTable, Map<string, readonly CourseOption[]>>();
const SIDES: readonly ToolSide[] = ['left', 'right'];

function build(table: ArmadaTable, geometry: ShipGeometry, yaw: readonly number[]): CourseOption[] {
  const out: CourseOption[] = [];
  const seen: number[] = [];
  const speed = yaw.length;
  for (const course of coursesForChart(yaw)) {
    const free = SIDES.filter(
      (s) => !maneuverOffset(table, geometry, course, s, speed).toolOverlap,
    );
    for (const side of free.length > 0 ? free : SIDES) {
      const o = maneuverOffset(table, geometry, course, side, speed);
      let dup = false;
      for (let i = 0; i < seen.length && !dup; i += 3) {
        const near = (k: number, v: number) => Math.abs(seen[i + k]! - v) < 1e-6;
        dup = near(0, o.dx) && near(1, o.dy) && near(2, o.dFacing);
      }
      if (dup) continue;
      seen.push(o.dx, o.dy, o.dFacing);
      out.push({ course, side });
    }
  }
  return out;
}

/** V2–V5: the distinct legal (course, tool side) pairs for these yaw values (one entry per joint). */
export function courseOptions(
  table: ArmadaTable,
  geometry: ShipGeometry,
  yaw: readonly number[],
): readonly CourseOption[] {
  let byKey = cache.get(table);
  if (!byKey) cache.set(table, (byKey = new Map()));
  const key = `${geometry.size}|${yaw.join(',')}`;
  let list = byKey.get(key);
  if (!list) byKey.set(key, (list = Object.freeze(build(table, geometry, yaw))));
  return list;
}
