/**
 * Obstacle effects after a move (RRG16 "Obstacles"; B1–B4, X6, X7): a ship overlapping an asteroid
 * field is dealt one faceup damage card, a debris field deals two damage on one hull zone of the
 * owner's choice, a station lets the ship discard one damage card; a squadron on a station
 * recovers one hull point. Several obstacles resolve one after the other, in the owner's order.
 */
import { decide, type EngineCtx } from '../engine/context.js';
import { eachShipEffect } from '../effects/live-effects.js';
import { eachObjectiveHook } from '../objectives/objective-registry.js';
import { shipOverlapsObstacle, squadronOverlapsObstacle } from '../geometry/obstacles.js';
import type { ShipState, SquadronState } from '../state/types.js';
import { dealDamageCard, discardDamageCard } from './damage-deck.js';
import { sufferOwnerChosenDamage } from './damage.js';
import { checkGameEnd } from './game-end.js';

/** O5, O9: false when the objective cancels the obstacle's effect for this ship (null: a squadron). */
function objectiveAllows(ctx: EngineCtx, ship: ShipState | null, obstacle: string): boolean {
  const o = ctx.state.obstacles.find((x) => x.id === obstacle);
  let ok = true;
  if (o)
    eachObjectiveHook(ctx, 'obstacleEffect', (h, src) => {
      if (ok && !h(ctx, ship, o, src)) ok = false;
    });
  return ok;
}

/** B3: the station's repair, if the ship has a card and wants to discard one. */
function station(ctx: EngineCtx, ship: ShipState): void {
  const options: Array<number | null> = [null, ...ship.faceup];
  if (ship.facedown > 0) options.push(-1);
  if (options.length === 1) return;
  const card = decide(ctx, {
    kind: 'discard-damage',
    side: ship.side,
    unit: ship.id,
    options,
    prompt: 'station: discard a damage card',
  });
  if (card !== null) discardDamageCard(ctx, ship, card, 'station');
}

/**
 * X6: resolves every obstacle the ship overlaps after its maneuver; of several, the owner picks
 * the order (RRG "Effect Use and Timing": simultaneous effects of one player, in its order).
 */
export function resolveShipObstacles(ctx: EngineCtx, ship: ShipState): void {
  const shape = ctx.geo.ship(ship);
  const left = ctx.geo
    .obstacles()
    .filter(
      (o) => shipOverlapsObstacle(shape, o, ctx.table.epsilon) && objectiveAllows(ctx, ship, o.id),
    );
  while (left.length > 0 && !ship.destroyed) {
    const id =
      left.length === 1
        ? left[0]!.id
        : decide(ctx, {
            kind: 'obstacle-order',
            side: ship.side,
            unit: ship.id,
            options: left.map((o) => o.id),
            prompt: 'the obstacle resolved next',
          });
    const o = left.splice(
      left.findIndex((x) => x.id === id),
      1,
    )[0]!;
    ctx.emit({ type: 'obstacle', unit: ship.id, obstacle: o.id, effect: o.type });
    // X7 Damaged Controls: an extra facedown card for overlapping the obstacle.
    eachShipEffect(ctx, ship, (h, src) => h.overlapped?.(ctx, src, 'obstacle'));
    if (o.type === 'asteroid') dealDamageCard(ctx, ship, true);
    else if (o.type === 'debris') sufferOwnerChosenDamage(ctx, ship, 2, 'obstacle', 'debris field');
    else if (!ship.destroyed) station(ctx, ship);
    checkGameEnd(ctx);
  }
}

/** B3: a squadron ending its move on a station recovers one hull point (asteroids, debris: nothing). */
export function resolveSquadronObstacles(ctx: EngineCtx, sq: SquadronState): void {
  const shape = ctx.geo.squadron(sq);
  for (const o of ctx.geo.obstacles()) {
    if (o.type !== 'station' || !squadronOverlapsObstacle(shape, o, ctx.table.epsilon)) continue;
    if (!objectiveAllows(ctx, null, o.id)) continue;
    if (sq.hull < sq.maxHull) {
      sq.hull++;
      ctx.emit({ type: 'hull-recovered', squadron: sq.id, amount: 1 });
    }
    ctx.emit({ type: 'obstacle', unit: sq.id, obstacle: o.id, effect: 'station' });
  }
}
