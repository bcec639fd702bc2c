/**
 * Attack range and distance (RRG16 "Measuring Firing Arc and Range", "Range and Distance";
 * K13, N1–N4, Q2). Attack range runs from the closest point of the attacking hull zone (or
 * squadron base) to the closest point of the defending hull zone (or squadron base) that lies
 * inside the attacking zone's firing arc. Non-attack distance runs between closest points of the
 * plastic bases (shield dials ignored).
 */
import { arcDistance, clipToArc, pointInArc } from './arcs.js';
import { clipSegmentConvex, convexDistance } from './convex.js';
import { nearest, pointBoundaryDistance, pointPolygonDistance, scratch } from './polygon.js';
import type { ArmadaTable } from './table.js';
import {
  HULL_ZONES,
  zoneIndex,
  type DistanceBand,
  type HullZone,
  type RangeBand,
  type ShipShape,
  type SquadronShape,
  type UnitShape,
} from './types.js';

/** Range band of a length: a band's line counts for the closer band (N3). */
export function rangeBandOf(d: number, table: ArmadaTable): RangeBand {
  const r = table.rangeBands;
  const e = table.epsilon;
  return d <= r.close + e
    ? 'close'
    : d <= r.medium + e
      ? 'medium'
      : d <= r.long + e
        ? 'long'
        : 'beyond';
}

/** Distance band 1..5 of a length, 6 = beyond distance 5 (N1, N3). */
export function distanceBandOf(d: number, table: ArmadaTable): DistanceBand {
  const v = table.distanceBands.values;
  const e = table.epsilon;
  for (let i = 0; i < 5; i++) if (d <= v[i]! + e) return (i + 1) as DistanceBand;
  return 6;
}

/** One attack-range measurement. `from`/`to` is the range line between the closest points. */
export interface AttackMeasure {
  distance: number;
  band: RangeBand;
  distanceBand: DistanceBand;
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
  /** The range line crosses a hull zone of the defender other than the defending one (L2 errata). */
  rangeLineBlocked: boolean;
}

/** A fresh measurement record (reuse one per caller to avoid allocation). */
export function newAttackMeasure(): AttackMeasure {
  return {
    distance: 0,
    band: 'close',
    distanceBand: 1,
    fromX: 0,
    fromY: 0,
    toX: 0,
    toY: 0,
    rangeLineBlocked: false,
  };
}

const CLIPPED = scratch(64);
const CHORD = scratch(4);
const SCRATCH = newAttackMeasure();

/** True if the segment runs through the inside of a defender hull zone other than zone `di`. */
export function crossesOtherZone(
  def: ShipShape,
  di: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  eps: number,
): boolean {
  for (let i = 0; i < 4; i++) {
    if (i === di) continue;
    const z = def.zones[i]!;
    if (clipSegmentConvex(x0, y0, x1, y1, z, z.length / 2, eps)) return true;
  }
  return false;
}

/**
 * Closest distance from the convex hull zone (z, n) to the part of the disk inside arc `ai` of
 * the attacker, or -1 when no part of the disk is in the arc. Closest points go to `out`.
 */
function diskInArcDistance(
  att: ShipShape,
  ai: number,
  z: readonly number[],
  n: number,
  sq: SquadronShape,
  eps: number,
  out: AttackMeasure,
): number {
  const { x: cx, y: cy, r } = sq;
  if (arcDistance(att, ai, cx, cy) > r + eps) return -1;
  const dc = pointBoundaryDistance(cx, cy, z, n);
  const px = nearest.bx;
  const py = nearest.by;
  const qx = dc > 0 ? cx + (r * (px - cx)) / dc : cx;
  const qy = dc > 0 ? cy + (r * (py - cy)) / dc : cy;
  out.fromX = px;
  out.fromY = py;
  out.toX = qx;
  out.toY = qy;
  if (dc <= r) return 0;
  // The disk's point nearest the zone is in the arc: that is the answer.
  if (pointInArc(att, HULL_ZONES[ai]!, qx, qy, eps)) return dc - r;
  // Otherwise the nearest point of (disk ∩ arc) lies on an arc line: try both chords.
  let best = Infinity;
  const a = att.arcs;
  const o = 10 * ai;
  for (let k = 0; k < 2; k++) {
    const ax = a[o]!;
    const ay = a[o + 1]!;
    const dx = a[o + 2 + 2 * k]!;
    const dy = a[o + 3 + 2 * k]!;
    const b = dx * (ax - cx) + dy * (ay - cy);
    const disc = b * b - ((ax - cx) * (ax - cx) + (ay - cy) * (ay - cy) - r * r);
    if (disc < 0) continue;
    const t1 = -b + Math.sqrt(disc);
    if (t1 < 0) continue;
    const t0 = Math.max(0, -b - Math.sqrt(disc));
    CHORD[0] = ax + t0 * dx;
    CHORD[1] = ay + t0 * dy;
    CHORD[2] = ax + t1 * dx;
    CHORD[3] = ay + t1 * dy;
    const d = convexDistance(z, n, CHORD, 2);
    if (d < best) {
      best = d;
      out.fromX = nearest.ax;
      out.fromY = nearest.ay;
      out.toX = nearest.bx;
      out.toY = nearest.by;
    }
  }
  return best === Infinity ? dc - r : best;
}

/**
 * Measures attack range. Ships attack from `attackerZone` and need the target inside its firing
 * arc (null when no part of the defending zone / squadron base is in the arc); squadrons have a
 * 360° arc (Q2). A ship defender needs `defenderZone`. Writes into `out` (a fresh record by
 * default) and returns it.
 */
export function measureAttack(
  attacker: UnitShape,
  attackerZone: HullZone | undefined,
  defender: UnitShape,
  defenderZone: HullZone | undefined,
  table: ArmadaTable,
  out: AttackMeasure = newAttackMeasure(),
): AttackMeasure | null {
  const eps = table.epsilon;
  let d: number;
  out.rangeLineBlocked = false;
  if (defender.kind === 'ship' && !defenderZone) {
    throw new Error('measureAttack: a ship defender needs a defending hull zone');
  }
  const di = defender.kind === 'ship' ? zoneIndex(defenderZone!) : -1;
  if (attacker.kind === 'ship') {
    if (!attackerZone)
      throw new Error('measureAttack: a ship attacker needs an attacking hull zone');
    const ai = zoneIndex(attackerZone);
    const from = attacker.zones[ai]!;
    if (defender.kind === 'ship') {
      const z = defender.zones[di]!;
      // K13: ignore any portion of the defender outside the firing arc.
      const m = clipToArc(attacker, ai, z, z.length / 2, eps, CLIPPED);
      if (m === 0) return null;
      d = convexDistance(from, from.length / 2, CLIPPED, m);
      out.fromX = nearest.ax;
      out.fromY = nearest.ay;
      out.toX = nearest.bx;
      out.toY = nearest.by;
    } else {
      d = diskInArcDistance(attacker, ai, from, from.length / 2, defender, eps, out);
      if (d < 0) return null;
    }
  } else if (defender.kind === 'ship') {
    const z = defender.zones[di]!;
    const dc = pointPolygonDistance(attacker.x, attacker.y, z, z.length / 2);
    const k = dc > 0 ? attacker.r / dc : 0;
    out.toX = nearest.bx;
    out.toY = nearest.by;
    out.fromX = attacker.x + k * (nearest.bx - attacker.x);
    out.fromY = attacker.y + k * (nearest.by - attacker.y);
    d = dc > attacker.r ? dc - attacker.r : 0;
  } else {
    d = squadronGap(attacker, defender, out);
  }
  if (di >= 0 && d > 0) {
    out.rangeLineBlocked = crossesOtherZone(
      defender as ShipShape,
      di,
      out.fromX,
      out.fromY,
      out.toX,
      out.toY,
      eps,
    );
  }
  out.distance = d;
  out.band = rangeBandOf(d, table);
  out.distanceBand = distanceBandOf(d, table);
  return out;
}

/** Gap between two squadron bases (0 if touching or overlapping); the range line goes to `out`. */
function squadronGap(a: SquadronShape, b: SquadronShape, out: AttackMeasure): number {
  const c = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = c > 0 ? (b.x - a.x) / c : 0;
  const uy = c > 0 ? (b.y - a.y) / c : 0;
  out.fromX = a.x + a.r * ux;
  out.fromY = a.y + a.r * uy;
  out.toX = b.x - b.r * ux;
  out.toY = b.y - b.r * uy;
  const d = c - a.r - b.r;
  return d > 0 ? d : 0;
}

/**
 * The attack range band, or null when the target is not in the attacking zone's firing arc
 * (a squadron attacker: `attackerZone` is ignored). See {@link measureAttack}.
 */
export function measureAttackRange(
  attacker: UnitShape,
  attackerZone: HullZone | undefined,
  defender: UnitShape,
  defenderZone: HullZone | undefined,
  table: ArmadaTable,
): RangeBand | null {
  const m = measureAttack(attacker, attackerZone, defender, defenderZone, table, SCRATCH);
  return m ? m.band : null;
}

/** Closest-point distance between two units' bases (N4; shield dials ignored), 0 when touching. */
export function unitDistance(a: UnitShape, b: UnitShape): number {
  if (a.kind === 'ship' && b.kind === 'ship') return convexDistance(a.base, 4, b.base, 4);
  if (a.kind === 'squadron' && b.kind === 'squadron') return squadronGap(a, b, SCRATCH);
  const ship = (a.kind === 'ship' ? a : b) as ShipShape;
  const sq = (a.kind === 'squadron' ? a : b) as SquadronShape;
  const d = pointPolygonDistance(sq.x, sq.y, ship.base, 4) - sq.r;
  return d > 0 ? d : 0;
}

/** The distance band two units are at (any portion inside the band: RRG16 "At"). */
export function distanceBandBetween(a: UnitShape, b: UnitShape, table: ArmadaTable): DistanceBand {
  return distanceBandOf(unitDistance(a, b), table);
}

/** Distance from a point to a unit's base region (negative inside a squadron's disk). */
function pointToBase(x: number, y: number, of: UnitShape): number {
  return of.kind === 'ship'
    ? pointPolygonDistance(x, y, of.base, 4)
    : Math.hypot(x - of.x, y - of.y) - of.r;
}

/**
 * True if the entirety of `unit`'s base is within distance `band` of `of` (RRG16 "Within"),
 * e.g. deploying squadrons within distance 1–2 of a friendly ship (S8).
 */
export function withinDistance(
  unit: UnitShape,
  of: UnitShape,
  band: number,
  table: ArmadaTable,
): boolean {
  const edge = table.distanceBands.values[band - 1]!;
  // The disk point farthest from a convex set lies opposite its nearest point; a polygon's is a vertex.
  let far = unit.kind === 'squadron' ? pointToBase(unit.x, unit.y, of) + unit.r : 0;
  if (unit.kind === 'ship') {
    for (let i = 0; i < 8; i += 2)
      far = Math.max(far, pointToBase(unit.base[i]!, unit.base[i + 1]!, of));
  }
  return far <= edge + table.epsilon;
}
