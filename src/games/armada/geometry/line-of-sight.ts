/**
 * Line of sight and obstruction (RRG16 "Line of Sight", "Obstructed"; [EXP] LOS; L1–L5, Q9, Q12).
 * The line runs from the attacking hull zone's targeting point (or squadron point) to the
 * defending one. Through another hull zone of the defender: no line of sight ("blocked"). Over an
 * obstacle or a ship that is neither attacker nor defender: obstructed. Squadrons never block or
 * obstruct, the attacker's own zones never block, and the parts of the line over the attacking and
 * defending ships' own bases are not tested for obstruction (an obstacle under a ship is not visible).
 */
import { clip, clipSegmentConvex } from './convex.js';
import { bboxesTouch, scratch, segmentCrossesPolygon } from './polygon.js';
import { crossesOtherZone, measureAttack, unitDistance, type AttackMeasure } from './range.js';
import type { ArmadaTable } from './table.js';
import {
  zoneIndex,
  type HullZone,
  type LosResult,
  type LosScene,
  type SquadronShape,
  type UnitShape,
} from './types.js';

/**
 * The rules switch for squadron LOS points (SPEC 3.2 #2, Q9): `centre` of the base (RRG16,
 * default) or the `closestPoint` of the base to the other end (Expanded Rules).
 */
export type SquadronLos = 'centre' | 'closestPoint';

/** Options of the LOS functions. */
export interface LosOptions {
  squadronLos?: SquadronLos;
  /** P8 `learningRules: ltp`: line of sight is not checked (every line is clear). */
  ignoreLos?: boolean;
}

/** End points of the last traced line (world mm), for callers that draw or log it. */
export const losLine = { x0: 0, y0: 0, x1: 0, y1: 0 };
const SEG_BOX = scratch(4);

/** Fills {@link losLine} with the traced line from attacker to defender. */
export function traceLosLine(
  att: UnitShape,
  attZone: HullZone | undefined,
  def: UnitShape,
  defZone: HullZone | undefined,
  mode: SquadronLos,
): void {
  const ai = att.kind === 'ship' ? 2 * zoneIndex(need(attZone, 'attacking')) : 0;
  const di = def.kind === 'ship' ? 2 * zoneIndex(need(defZone, 'defending')) : 0;
  const ax = att.kind === 'ship' ? att.targets[ai]! : att.x;
  const ay = att.kind === 'ship' ? att.targets[ai + 1]! : att.y;
  const bx = def.kind === 'ship' ? def.targets[di]! : def.x;
  const by = def.kind === 'ship' ? def.targets[di + 1]! : def.y;
  losLine.x0 = ax;
  losLine.y0 = ay;
  losLine.x1 = bx;
  losLine.y1 = by;
  if (mode !== 'closestPoint') return;
  // [EXP]: the point of the squadron's base closest to the other end lies on the line towards it.
  const l = Math.hypot(bx - ax, by - ay);
  if (l === 0) return;
  if (att.kind === 'squadron') {
    const k = Math.min(att.r, l) / l;
    losLine.x0 = ax + k * (bx - ax);
    losLine.y0 = ay + k * (by - ay);
  }
  if (def.kind === 'squadron') {
    const k = Math.min(def.r, l) / l;
    losLine.x1 = bx - k * (bx - ax);
    losLine.y1 = by - k * (by - ay);
  }
}

function need(z: HullZone | undefined, what: string): HullZone {
  if (!z) throw new Error(`line of sight: a ship needs its ${what} hull zone`);
  return z;
}

/**
 * Parameter range of the segment outside the attacker's and defender's ship bases (L5: an
 * obstacle under a ship is not visible). Squadron ends are not trimmed: RRG16 names ships only,
 * so from a squadron's centre an obstacle under its own base obstructs (the `closestPoint`
 * switch starts the line at the base edge instead).
 */
function visibleRange(
  att: UnitShape,
  def: UnitShape,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  let t0 = 0;
  let t1 = 1;
  if (att.kind === 'ship' && clipSegmentConvex(x0, y0, x1, y1, att.base, 4, 0))
    t0 = clip.t0 <= 0 ? clip.t1 : 0;
  if (def.kind === 'ship' && clipSegmentConvex(x0, y0, x1, y1, def.base, 4, 0))
    t1 = clip.t1 >= 1 ? clip.t0 : 1;
  clip.t0 = t0;
  clip.t1 = t1;
}

/**
 * True if the segment (a line traced from `att` to `def`) is obstructed (L3, L5): it passes over
 * an obstacle or the base of a ship other than the two, outside the two units' own bases.
 */
export function segmentObstructed(
  att: UnitShape,
  def: UnitShape,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  scene: LosScene,
  eps: number,
): boolean {
  visibleRange(att, def, x0, y0, x1, y1);
  const t0 = clip.t0;
  const t1 = clip.t1;
  if (t0 >= t1) return false;
  const sx = x0 + t0 * (x1 - x0);
  const sy = y0 + t0 * (y1 - y0);
  const ex = x0 + t1 * (x1 - x0);
  const ey = y0 + t1 * (y1 - y0);
  SEG_BOX[0] = Math.min(sx, ex);
  SEG_BOX[1] = Math.min(sy, ey);
  SEG_BOX[2] = Math.max(sx, ex);
  SEG_BOX[3] = Math.max(sy, ey);
  for (const o of scene.obstacles) {
    if (!bboxesTouch(SEG_BOX, o.bbox, eps)) continue;
    if (segmentCrossesPolygon(sx, sy, ex, ey, o.points, o.points.length / 2)) return true;
  }
  for (const s of scene.ships) {
    if (s === att || s === def || !bboxesTouch(SEG_BOX, s.bbox, eps)) continue;
    // L5: a third ship obstructs with its base (shield dials and their frames ignored).
    if (clipSegmentConvex(sx, sy, ex, ey, s.base, 4, eps)) return true;
  }
  return false;
}

/**
 * Line of sight for an attack (K2, L1–L5): `blocked` when the traced line, or the range line of
 * `measure` (from measureAttack), runs through a hull zone of the defender other than the
 * defending one; else `obstructed` or `clear`. Ships need their zones; squadrons take none.
 */
export function lineOfSight(
  att: UnitShape,
  attZone: HullZone | undefined,
  def: UnitShape,
  defZone: HullZone | undefined,
  scene: LosScene,
  table: ArmadaTable,
  opts?: LosOptions,
  measure?: AttackMeasure | null,
): LosResult {
  const eps = table.epsilon;
  traceLosLine(att, attZone, def, defZone, opts?.squadronLos ?? 'centre');
  if (opts?.ignoreLos) return 'clear';
  const { x0, y0, x1, y1 } = losLine;
  if (def.kind === 'ship') {
    const di = zoneIndex(defZone!);
    if (crossesOtherZone(def, di, x0, y0, x1, y1, eps)) return 'blocked';
    if (measure?.rangeLineBlocked) return 'blocked';
  }
  return segmentObstructed(att, def, x0, y0, x1, y1, scene, eps) ? 'obstructed' : 'clear';
}

/**
 * The geometry of K2 "Declare Target" in one call: measures attack range into `out` and returns
 * the line of sight, or null when the target is not inside the attacking zone's firing arc.
 */
export function checkTarget(
  att: UnitShape,
  attZone: HullZone | undefined,
  def: UnitShape,
  defZone: HullZone | undefined,
  scene: LosScene,
  table: ArmadaTable,
  out: AttackMeasure,
  opts?: LosOptions,
): LosResult | null {
  const m = measureAttack(att, attZone, def, defZone, table, out);
  return m ? lineOfSight(att, attZone, def, defZone, scene, table, opts, m) : null;
}

/**
 * Engagement (Q3, RRG16 "Engagement"): two enemy squadrons at distance 1 whose line of sight is
 * not obstructed. (Friendliness is the caller's business.)
 */
export function squadronsEngaged(
  a: SquadronShape,
  b: SquadronShape,
  scene: LosScene,
  table: ArmadaTable,
  opts?: LosOptions,
): boolean {
  if (unitDistance(a, b) > table.distanceBands.values[0] + table.epsilon) return false;
  return lineOfSight(a, undefined, b, undefined, scene, table, opts) === 'clear';
}
