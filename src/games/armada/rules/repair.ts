/**
 * The Repair command (RRG16 "Commands" Q; C9, H3): engineering points (the engineering value with
 * the dial, half rounded up with the token) spent one effect at a time — move a shield (1),
 * recover a shield (2), discard a damage card (3) — in any order and as often as paid for;
 * leftovers are lost.
 */
import { decide, type EngineCtx } from '../engine/context.js';
import type { CommandUse, RepairOption } from '../engine/decisions.js';
import {
  announceUpgrades,
  canGainShield,
  eachShipEffect,
  engineeringValue,
} from '../effects/live-effects.js';
import { HULL_ZONES } from '../geometry/types.js';
import type { ShipState } from '../state/types.js';
import { discardDamageCard } from './damage-deck.js';

/** Costs of the repair effects (C9). */
export const REPAIR_COSTS = { 'move-shield': 1, 'recover-shield': 2, 'repair-hull': 3 } as const;

/** Engineering points of a Repair resolution (C9: dial = value, token = half rounded up). */
export function engineeringPoints(ctx: EngineCtx, ship: ShipState, use: CommandUse): number {
  const v = engineeringValue(ctx, ship);
  const token = Math.ceil(v / 2);
  let points = use === 'dial' ? v : use === 'token' ? token : use === 'both' ? v + token : 0;
  // U8 Engineering Team: the Repair command gains engineering points (dial or token).
  if (use !== 'none') {
    eachShipEffect(ctx, ship, (h, src) => {
      if (h.repairPoints) points = h.repairPoints(points, src);
    });
    announceUpgrades(ctx, ship, 'repairPoints');
  }
  return points;
}

/** The repair effects the ship can pay for with `points` (plus `stop`). */
export function repairOptions(ctx: EngineCtx, ship: ShipState, points: number): RepairOption[] {
  const out: RepairOption[] = [];
  const s = ship.shields;
  const m = ship.maxShields;
  if (points >= REPAIR_COSTS['move-shield']) {
    for (const from of HULL_ZONES) {
      if (s[from] === 0) continue;
      for (const to of HULL_ZONES)
        if (to !== from && s[to] < m[to] && canGainShield(ctx, ship, to)) {
          out.push({ effect: 'move-shield', from, to });
        }
    }
  }
  if (points >= REPAIR_COSTS['recover-shield']) {
    for (const zone of HULL_ZONES)
      if (s[zone] < m[zone] && canGainShield(ctx, ship, zone)) {
        out.push({ effect: 'recover-shield', zone });
      }
  }
  if (points >= REPAIR_COSTS['repair-hull']) {
    for (const card of ship.faceup) out.push({ effect: 'repair-hull', card });
    if (ship.facedown > 0) out.push({ effect: 'repair-hull', card: -1 });
  }
  out.push({ effect: 'stop' });
  return out;
}

/** Resolves a Repair command with `points` engineering points (C9). */
export function resolveRepair(ctx: EngineCtx, ship: ShipState, points: number): void {
  let left = points;
  while (left > 0 && !ship.destroyed) {
    const options = repairOptions(ctx, ship, left);
    if (options.length === 1) return;
    const o = decide(ctx, {
      kind: 'repair',
      side: ship.side,
      unit: ship.id,
      options,
      prompt: `repair (${left} points)`,
      context: { points: left },
    });
    if (o.effect === 'stop') return;
    left -= REPAIR_COSTS[o.effect];
    if (o.effect === 'move-shield') {
      ship.shields[o.from]--;
      ship.shields[o.to]++;
      ctx.emit({ type: 'shields', ship: ship.id, zone: o.from, delta: -1, reason: 'repair: move' });
      ctx.emit({ type: 'shields', ship: ship.id, zone: o.to, delta: 1, reason: 'repair: move' });
    } else if (o.effect === 'recover-shield') {
      ship.shields[o.zone]++;
      ctx.emit({
        type: 'shields',
        ship: ship.id,
        zone: o.zone,
        delta: 1,
        reason: 'repair: recover',
      });
    } else {
      discardDamageCard(ctx, ship, o.card, 'repair hull');
    }
  }
}
