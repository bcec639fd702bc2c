/**
 * Destroyed ships and squadrons (RRG16 "Destroyed Ships and Squadrons"; M3, M10, V9): a ship with
 * damage cards equal to its hull, a squadron at zero hull, or any unit with part of its base
 * outside the play area is destroyed and removed; a ship's damage cards go to the discard pile,
 * its tokens and dials to the supply. Ending the game is the caller's business (game-end.ts).
 */
import type { EngineCtx } from '../engine/context.js';
import type { ShipState, SquadronState } from '../state/types.js';

/** Destroys a ship (idempotent). */
export function destroyShip(ctx: EngineCtx, ship: ShipState, reason: string): void {
  if (ship.destroyed) return;
  ship.destroyed = true;
  const st = ctx.state;
  const down = ctx.hidden.facedown[ship.id]!;
  for (const c of ship.faceup) st.discard.push(c);
  for (const c of down) st.discard.push(c);
  ship.faceup = [];
  down.length = 0;
  ship.facedown = 0;
  ship.commandTokens = [];
  ship.revealed = null;
  ctx.hidden.dials[ship.side]![ship.id] = [];
  ship.dialCount = 0;
  for (const t of ship.defenseTokens) t.state = 'discarded';
  ctx.geo.shipRemoved();
  ctx.emit({
    type: 'destroyed',
    unit: ship.id,
    kind: 'ship',
    side: ship.side,
    points: ship.points,
    reason,
  });
}

/** Destroys a squadron (idempotent). */
export function destroySquadron(ctx: EngineCtx, sq: SquadronState, reason: string): void {
  if (sq.destroyed) return;
  sq.destroyed = true;
  sq.hull = 0;
  ctx.emit({
    type: 'destroyed',
    unit: sq.id,
    kind: 'squadron',
    side: sq.side,
    points: sq.points,
    reason,
  });
}
