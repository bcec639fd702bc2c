/**
 * Suffering damage (RRG16 "Damage", "Defense Tokens" redirect, "Critical Effects"; M1–M4, H2, T2,
 * K7): a ship suffers damage one point at a time, each taking a shield of the zone (first the
 * redirect zone's, up to the amount chosen) or else dealing a facedown damage card; the standard
 * critical effect turns the first card of the attack faceup. A squadron loses hull points.
 */
import { decide, type EngineCtx } from '../engine/context.js';
import { HULL_ZONES, type HullZone } from '../geometry/types.js';
import type { DamageSource, RangeLabel } from '../state/events.js';
import type { ShipState, SquadronState } from '../state/types.js';
import { isSquadron, type Unit } from './attack-types.js';
import { dealDamageCard } from './damage-deck.js';
import { destroySquadron } from './destroy.js';

/** Where damage comes from, and how it lands. */
export interface DamageOptions {
  source: DamageSource;
  /** The attacking unit (attack damage), else null. */
  by: Unit | null;
  range: RangeLabel | null;
  /** M8: the first damage card dealt is faceup (standard critical effect; asteroid fields). */
  firstFaceup?: boolean;
  /** Q7 Luke Skywalker: treat the defender as having no shields. */
  ignoreShields?: boolean;
  /** T2: points to take first on the shields of an adjacent zone. */
  redirect?: { zone: HullZone; amount: number };
  /** The attack dealing the damage: counts its faceup cards (O4). */
  attack?: { faceupDealt: number };
}

function emitDamage(
  ctx: EngineCtx,
  unit: Unit,
  zone: HullZone | null,
  shields: number,
  hull: number,
  o: DamageOptions,
): void {
  if (shields + hull === 0) return;
  ctx.emit({
    type: 'damage',
    unit: unit.id,
    side: unit.side,
    zone,
    amount: shields + hull,
    shields,
    hull,
    source: o.source,
    by: o.by?.id ?? null,
    byKind: o.by ? (isSquadron(o.by) ? 'squadron' : 'ship') : null,
    range: o.range,
  });
}

/**
 * The ship suffers `amount` damage on `zone` (M2). Returns the points suffered (shields lost plus
 * cards dealt); points after the ship is destroyed are lost.
 */
export function sufferShipDamage(
  ctx: EngineCtx,
  ship: ShipState,
  zone: HullZone,
  amount: number,
  o: DamageOptions,
): number {
  if (ship.destroyed || amount <= 0) return 0;
  let left = amount;
  const r = o.redirect;
  if (r && !o.ignoreShields) {
    // T2: up to the chosen amount on the adjacent zone's remaining shields first.
    const n = Math.min(r.amount, left, ship.shields[r.zone]);
    ship.shields[r.zone] -= n;
    left -= n;
    emitDamage(ctx, ship, r.zone, n, 0, o);
  }
  let shields = 0;
  let cards = 0;
  while (left > 0 && !ship.destroyed) {
    left--;
    if (!o.ignoreShields && ship.shields[zone] > 0) {
      ship.shields[zone]--;
      shields++;
    } else {
      const faceup = o.firstFaceup === true && cards === 0;
      if (faceup && o.attack) o.attack.faceupDealt++;
      cards++;
      dealDamageCard(ctx, ship, faceup);
    }
  }
  emitDamage(ctx, ship, zone, shields, cards, o);
  return amount - left;
}

/** The squadron suffers `amount` damage (M1); destroyed at zero hull. Returns the points suffered. */
export function sufferSquadronDamage(
  ctx: EngineCtx,
  sq: SquadronState,
  amount: number,
  o: DamageOptions,
): number {
  if (sq.destroyed || amount <= 0) return 0;
  const n = Math.min(amount, sq.hull);
  sq.hull -= n;
  emitDamage(ctx, sq, null, 0, n, o);
  if (sq.hull === 0) destroySquadron(ctx, sq, 'hull');
  return n;
}

/**
 * M4: damage with no hull zone specified (debris field, card effects): the ship's owner chooses
 * one zone that suffers all of it.
 */
export function sufferOwnerChosenDamage(
  ctx: EngineCtx,
  ship: ShipState,
  amount: number,
  source: DamageSource,
  why: string,
): number {
  if (ship.destroyed || amount <= 0) return 0;
  const zone = decide(ctx, {
    kind: 'hull-zone',
    side: ship.side,
    unit: ship.id,
    options: HULL_ZONES.slice(),
    prompt: `${why}: ${amount} damage on which hull zone`,
  });
  return sufferShipDamage(ctx, ship, zone, amount, { source, by: null, range: null });
}
