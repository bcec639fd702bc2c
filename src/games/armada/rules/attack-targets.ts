/**
 * Declare Target (RRG16 "Attack" step 1, "Attack Range", "Armament", "Line of Sight"; K1–K4, K8,
 * K9, K13, L2, Q2, Q3, Q6): the targets an attacker may declare. A ship's hull zone may attack an
 * enemy hull zone or squadron inside its firing arc and at its attack range (the longest range of
 * a colour in the armament it would use), with line of sight; a squadron attacks at distance 1,
 * squadrons first while engaged, and escort limits which squadrons its enemies may attack.
 */
import type { DiceCounts } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import { eachEffect } from '../effects/live-effects.js';
import { lineOfSight } from '../geometry/line-of-sight.js';
import { measureAttack, newAttackMeasure } from '../geometry/range.js';
import { HULL_ZONES, type HullZone, type RangeBand, type UnitShape } from '../geometry/types.js';
import type { ShipState, SquadronState } from '../state/types.js';
import {
  isSquadron,
  type AttackRangeLabel,
  type DeclaredTarget,
  type Unit,
} from './attack-types.js';
import { engagedWith, hasKeyword } from './engagement.js';
import { losOptions } from './los-options.js';

const M = newAttackMeasure();

const RANK: Record<RangeBand, number> = { close: 0, medium: 1, long: 2, beyond: 3 };

/** K4: the longest range an armament reaches (null for "–", no dice). */
export function armamentRange(dice: DiceCounts): RangeBand | null {
  return dice.red > 0 ? 'long' : dice.blue > 0 ? 'medium' : dice.black > 0 ? 'close' : null;
}

/** K9: the armament a unit uses against a defender kind. */
export function armament(
  ctx: EngineCtx,
  attacker: Unit,
  zone: HullZone | null,
  vsSquadron: boolean,
): DiceCounts {
  if (!isSquadron(attacker)) {
    const card = ctx.content.ships[attacker.card]!;
    const printed = vsSquadron ? card.antiSquadron : card.battery[zone!];
    if (attacker.upgrades.length === 0) return printed;
    // U8: cards changing the armament (Enhanced Armament) work on a copy.
    const dice = { ...printed };
    eachEffect(ctx, attacker, (h, src) => h.armament?.(dice, zone, vsSquadron, src));
    return dice;
  }
  const card = ctx.content.squadrons[attacker.card]!;
  return vsSquadron ? card.antiSquadron : card.battery;
}

/** True if no card of the attacker forbids the target (Coolant Discharge, Depowered Armament...). */
function allowedByCards(ctx: EngineCtx, t: DeclaredTarget): boolean {
  let ok = true;
  eachEffect(ctx, t.attacker, (h, src) => {
    if (ok && h.canDeclare && !h.canDeclare(ctx, t, src)) ok = false;
  });
  return ok;
}

/** Measures one ship-attacker target; null when it cannot be declared. */
function measureShipTarget(
  ctx: EngineCtx,
  ship: ShipState,
  zone: HullZone,
  def: Unit,
  defShape: UnitShape,
  defZone: HullZone | null,
  reach: RangeBand,
): DeclaredTarget | null {
  const att = ctx.geo.ship(ship);
  const m = measureAttack(att, zone, defShape, defZone ?? undefined, ctx.table, M);
  if (!m || m.band === 'beyond' || RANK[m.band] > RANK[reach]) return null;
  const los = lineOfSight(
    att,
    zone,
    defShape,
    defZone ?? undefined,
    ctx.geo.scene(),
    ctx.table,
    losOptions(ctx),
    m,
  );
  if (los === 'blocked') return null;
  const t: DeclaredTarget = {
    attacker: ship,
    zone,
    defender: def,
    defZone,
    range: m.band,
    distance: m.distance,
    obstructed: los === 'obstructed',
  };
  return allowedByCards(ctx, t) ? t : null;
}

/** Coarse reject: the target's centre is too far from the ship's centre to be at `reach`. */
function tooFar(
  ctx: EngineCtx,
  ship: ShipState,
  x: number,
  y: number,
  extra: number,
  reach: RangeBand,
): boolean {
  const b = ctx.table.bases[ship.size];
  const r =
    Math.hypot(b.length, b.width) / 2 +
    extra +
    ctx.table.rangeBands[reach as 'close' | 'medium' | 'long'];
  const dx = ship.pose.x - x;
  const dy = ship.pose.y - y;
  return dx * dx + dy * dy > r * r;
}

/** Targets of one hull zone of a ship (K2): enemy hull zones and enemy squadrons. */
export function zoneTargets(
  ctx: EngineCtx,
  ship: ShipState,
  zone: HullZone,
  ships = true,
  squadrons = true,
  skip?: readonly string[],
): DeclaredTarget[] {
  const out: DeclaredTarget[] = [];
  const st = ctx.state;
  const battery = armamentRange(armament(ctx, ship, zone, false));
  if (ships && battery) {
    for (const def of st.ships) {
      if (def.side === ship.side || def.destroyed) continue;
      const b = ctx.table.bases[def.size];
      if (tooFar(ctx, ship, def.pose.x, def.pose.y, Math.hypot(b.length, b.width) / 2, battery))
        continue;
      const shape = ctx.geo.ship(def);
      for (const dz of HULL_ZONES) {
        const t = measureShipTarget(ctx, ship, zone, def, shape, dz, battery);
        if (t) out.push(t);
      }
    }
  }
  const anti = armamentRange(armament(ctx, ship, zone, true));
  if (squadrons && anti) {
    for (const q of st.squadrons) {
      if (q.side === ship.side || q.destroyed || skip?.includes(q.id)) continue;
      if (tooFar(ctx, ship, q.x, q.y, ctx.table.squadronBase.diameter / 2, anti)) continue;
      const t = measureShipTarget(ctx, ship, zone, q, ctx.geo.squadron(q), null, anti);
      if (t) out.push(t);
    }
  }
  return out;
}

/** A2: every target a ship may declare from the zones it has not attacked from yet. */
export function shipAttackTargets(
  ctx: EngineCtx,
  ship: ShipState,
  usedZones: readonly HullZone[],
): DeclaredTarget[] {
  const out: DeclaredTarget[] = [];
  for (const zone of HULL_ZONES)
    if (!usedZones.includes(zone)) out.push(...zoneTargets(ctx, ship, zone));
  return out;
}

const SQUADRON_RANGE: AttackRangeLabel = 'distance-1';

/** Measures a squadron attacker's target at distance 1 (Q2); null when it cannot be declared. */
function measureSquadronTarget(
  ctx: EngineCtx,
  sq: SquadronState,
  def: Unit,
  defShape: UnitShape,
  defZone: HullZone | null,
): DeclaredTarget | null {
  const att = ctx.geo.squadron(sq);
  const m = measureAttack(att, undefined, defShape, defZone ?? undefined, ctx.table, M);
  if (!m || m.distanceBand !== 1) return null;
  const los = lineOfSight(
    att,
    undefined,
    defShape,
    defZone ?? undefined,
    ctx.geo.scene(),
    ctx.table,
    losOptions(ctx),
    m,
  );
  if (los === 'blocked') return null;
  const t: DeclaredTarget = {
    attacker: sq,
    zone: null,
    defender: def,
    defZone,
    range: SQUADRON_RANGE,
    distance: m.distance,
    obstructed: los === 'obstructed',
  };
  return allowedByCards(ctx, t) ? t : null;
}

/**
 * Q2, Q3, Q6: a squadron's targets. Engaged, it may attack only squadrons (any at distance 1,
 * FAQ Squadrons), and if an escort is engaged with it, only squadrons with escort.
 */
export function squadronAttackTargets(ctx: EngineCtx, sq: SquadronState): DeclaredTarget[] {
  const out: DeclaredTarget[] = [];
  if (sq.destroyed) return out;
  const st = ctx.state;
  const engaged = engagedWith(ctx, sq);
  const escorted = engaged.some((e) => hasKeyword(ctx, e, 'escort'));
  const reach = ctx.table.squadronBase.diameter + ctx.table.distanceBands.values[0];
  if (armamentRange(armament(ctx, sq, null, true))) {
    for (const q of st.squadrons) {
      if (q.side === sq.side || q.destroyed) continue;
      if (Math.abs(q.x - sq.x) > reach || Math.abs(q.y - sq.y) > reach) continue;
      if (escorted && !hasKeyword(ctx, q, 'escort')) continue;
      const t = measureSquadronTarget(ctx, sq, q, ctx.geo.squadron(q), null);
      if (t) out.push(t);
    }
  }
  if (engaged.length > 0 || !armamentRange(armament(ctx, sq, null, false))) return out;
  for (const s of st.ships) {
    if (s.side === sq.side || s.destroyed) continue;
    const b = ctx.table.bases[s.size];
    const far = reach + Math.hypot(b.length, b.width) / 2;
    if (Math.abs(s.pose.x - sq.x) > far || Math.abs(s.pose.y - sq.y) > far) continue;
    const shape = ctx.geo.ship(s);
    for (const dz of HULL_ZONES) {
      const t = measureSquadronTarget(ctx, sq, s, shape, dz);
      if (t) out.push(t);
    }
  }
  return out;
}
