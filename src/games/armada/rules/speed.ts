/**
 * Speed and yaw (RRG16 "Speed", "Speed Chart", "Yaw"; V2, V7, C7): a ship's speed changes only
 * by the Navigate command or card effects, between 0 and the top of its speed chart; the yaw of
 * each joint at the current speed comes from the chart, adjusted by cards, and navigate's dial
 * may raise one joint by one (never beyond II).
 */
import type { EngineCtx } from '../engine/context.js';
import { eachShipEffect } from '../effects/live-effects.js';
import { maxSpeed, yawAt } from '../content/lookup.js';
import type { ShipState } from '../state/types.js';

/** V7: the ship's highest speed. */
export function topSpeed(ctx: EngineCtx, ship: ShipState): number {
  return maxSpeed(ctx.content.ships[ship.card]!);
}

/** Sets the ship's speed dial; a change of one or more triggers card effects (Thruster Fissure). */
export function setSpeed(ctx: EngineCtx, ship: ShipState, to: number): void {
  const from = ship.speed;
  if (to === from || ship.destroyed) return;
  ship.speed = to;
  ctx.emit({ type: 'speed', ship: ship.id, from, to });
  eachShipEffect(ctx, ship, (h, src) => h.speedChanged?.(ctx, src, from, to));
}

/** The yaw values at the ship's current speed after its cards (Thrust-Control Malfunction), a copy. */
export function currentYaw(ctx: EngineCtx, ship: ShipState): number[] {
  if (ship.speed === 0) return [];
  const yaw = yawAt(ctx.content.ships[ship.card]!, ship.speed).slice();
  eachShipEffect(ctx, ship, (h, src) => h.yaw?.(yaw, src));
  return yaw;
}

/** V2 (RRG16 "Yaw"): "–" becomes I, I becomes II; II cannot increase. */
export function boostYaw(yaw: number[], joint: number): void {
  if (joint >= 0 && joint < yaw.length && yaw[joint]! < 2) yaw[joint] = yaw[joint]! + 1;
}
