/**
 * Execute Maneuver (RRG16 "Ship Movement", "Overlapping", "Play Area"; A3, V1–V9, X1–X7, C7):
 * Determine Course (navigate: speed ±1 per component, the dial's extra click of yaw; then the
 * course and tool side), Move Ship (lifted and placed; on overlapping a ship, retry at one speed
 * less until clear, then one facedown card to it and to the closest ship it overlapped; overlapped
 * squadrons placed by the opponent), then leaving the play area destroys the ship, then obstacle
 * effects, then "after executing a maneuver" effects.
 */
import type { Pose } from '../../../core/geometry.js';
import { decide, type EngineCtx } from '../engine/context.js';
import type { CourseOption } from '../engine/decisions.js';
import { eachShipEffect, shipHas } from '../effects/live-effects.js';
import { eachObjectiveHook } from '../objectives/objective-registry.js';
import { maneuverFinalPose } from '../geometry/maneuver.js';
import { insidePlayArea, shipsOverlap } from '../geometry/overlap.js';
import { unitDistance } from '../geometry/range.js';
import { shipShape } from '../geometry/ship-shape.js';
import type { ShipState } from '../state/types.js';
import { offerCommand } from './commands.js';
import { courseOptions } from './courses.js';
import { dealDamageCard } from './damage-deck.js';
import { destroyShip } from './destroy.js';
import { checkGameEnd } from './game-end.js';
import { resolveShipObstacles } from './obstacle-effects.js';
import { placeOverlappedSquadrons } from './overlap-placement.js';
import { boostYaw, currentYaw, setSpeed, topSpeed } from './speed.js';

/** Asks for the joint whose yaw increases by one (-1: none), given the boosts already chosen. */
function chooseBoost(
  ctx: EngineCtx,
  ship: ShipState,
  before: readonly number[],
  why: string,
): number {
  const yaw = currentYaw(ctx, ship);
  for (const j of before) boostYaw(yaw, j);
  const joints = [-1];
  for (let j = 0; j < yaw.length; j++) if (yaw[j]! < 2) joints.push(j);
  return decide(ctx, {
    kind: 'yaw-boost',
    side: ship.side,
    unit: ship.id,
    options: joints,
    prompt: why,
  });
}

/**
 * C7: resolves Navigate (if the ship has it) and returns the joints whose yaw it raises. With Nav
 * Team (U8) the token may raise a yaw value by one instead of changing the speed.
 */
function navigate(ctx: EngineCtx, ship: ShipState): number[] {
  const use = offerCommand(ctx, ship, 'navigate');
  if (use === 'none') return [];
  let tokenYaw = false;
  if (use !== 'dial' && shipHas(ctx, ship, 'navigateTokenYaw')) {
    tokenYaw = decide(ctx, {
      kind: 'use-effect',
      side: ship.side,
      unit: ship.id,
      options: [false, true],
      prompt: 'Nav Team: navigate token raises a yaw value instead of the speed',
      context: { card: 'nav-team', use },
    });
    if (tokenYaw)
      ctx.emit({ type: 'upgrade-used', ship: ship.id, card: 'nav-team', exhausted: false });
  }
  const steps = (use === 'both' ? 2 : 1) - (tokenYaw ? 1 : 0);
  const top = topSpeed(ctx, ship);
  const options: number[] = [];
  for (let d = -steps; d <= steps; d++)
    if (ship.speed + d >= 0 && ship.speed + d <= top) options.push(d);
  const delta = decide(ctx, {
    kind: 'speed-change',
    side: ship.side,
    unit: ship.id,
    options,
    prompt: 'navigate: change speed',
  });
  setSpeed(ctx, ship, ship.speed + delta);
  if (ship.destroyed || ship.speed === 0) return [];
  const boosts: number[] = [];
  if (use !== 'token') boosts.push(chooseBoost(ctx, ship, boosts, 'navigate: +1 yaw on a joint'));
  if (tokenYaw) boosts.push(chooseBoost(ctx, ship, boosts, 'Nav Team: +1 yaw on a joint'));
  return boosts.filter((j) => j >= 0);
}

/** V2–V5: the courses the ship may choose now, given navigate's extra click (joint or -1). */
export function legalCourses(
  ctx: EngineCtx,
  ship: ShipState,
  boostJoint: number | readonly number[],
): readonly CourseOption[] {
  const yaw = currentYaw(ctx, ship);
  for (const j of typeof boostJoint === 'number' ? [boostJoint] : boostJoint) boostYaw(yaw, j);
  return courseOptions(ctx.table, ctx.geo.geometry(ship), yaw);
}

/** The other ships in play that the ship would overlap at `pose`. */
function overlappedShips(ctx: EngineCtx, ship: ShipState, pose: Pose): ShipState[] {
  const shape = shipShape(ctx.geo.geometry(ship), pose);
  const out: ShipState[] = [];
  for (const o of ctx.state.ships) {
    if (o !== ship && !o.destroyed && shipsOverlap(shape, ctx.geo.ship(o), ctx.table.epsilon))
      out.push(o);
  }
  return out;
}

/**
 * X2: moves the ship along the course at its speed, reducing the speed temporarily while the final
 * position overlaps a ship. Returns the ships overlapped at the last refused position ([] if none).
 */
function moveShip(ctx: EngineCtx, ship: ShipState, c: CourseOption): ShipState[] {
  const start: Pose = { x: ship.pose.x, y: ship.pose.y, facing: ship.pose.facing };
  let hit: ShipState[] = [];
  let speed = ship.speed;
  let pose: Pose = start;
  for (; speed > 0; speed--) {
    pose = maneuverFinalPose(ctx.table, ctx.geo.geometry(ship), start, c.course, c.side, speed);
    const over = overlappedShips(ctx, ship, pose);
    if (over.length === 0) break;
    hit = over;
  }
  if (speed === 0) pose = start;
  ship.pose = pose;
  ctx.emit({
    type: 'maneuver',
    ship: ship.id,
    from: start,
    to: pose,
    speed: ship.speed,
    executedSpeed: speed,
    course: c.course.slice(),
    toolSide: c.side,
  });
  return hit;
}

/** X2: one facedown card to the mover and to the closest ship it overlapped, at the same time. */
function overlapDamage(ctx: EngineCtx, ship: ShipState, hit: ShipState[]): void {
  const me = ctx.geo.ship(ship);
  let closest = hit[0]!;
  let best = Infinity;
  for (const o of hit) {
    const d = unitDistance(me, ctx.geo.ship(o));
    if (d < best) {
      best = d;
      closest = o;
    }
  }
  ctx.emit({ type: 'ship-overlap', ship: ship.id, other: closest.id });
  ctx.endHold++;
  try {
    dealDamageCard(ctx, ship, false);
    dealDamageCard(ctx, closest, false);
    eachShipEffect(ctx, ship, (h, src) => h.overlapped?.(ctx, src, 'ship'));
  } finally {
    ctx.endHold--;
  }
  checkGameEnd(ctx);
}

/** A3: the Execute Maneuver step of the ship's activation. */
export function executeManeuver(ctx: EngineCtx, ship: ShipState): void {
  const boost = navigate(ctx, ship);
  if (ship.destroyed) return;
  let course: CourseOption = { course: [], side: 'left' };
  if (ship.speed > 0) {
    const options = legalCourses(ctx, ship, boost);
    course = decide(ctx, {
      kind: 'course',
      side: ship.side,
      unit: ship.id,
      options: options as CourseOption[],
      prompt: `course at speed ${ship.speed}`,
    });
  }
  const hit = moveShip(ctx, ship, course);
  if (hit.length > 0) overlapDamage(ctx, ship, hit);
  if (ship.destroyed) return;
  // V9, M3: any part of the base outside the play area destroys the ship.
  if (!insidePlayArea(ctx.geo.ship(ship), ctx.state.area, ctx.table.epsilon)) {
    destroyShip(ctx, ship, 'left the play area');
    checkGameEnd(ctx);
    return;
  }
  placeOverlappedSquadrons(ctx, ship);
  // O9, O11: objective effects of the Move Ship step (RRG16 card clarifications).
  eachObjectiveHook(ctx, 'moveShip', (h, src) => {
    if (!ship.destroyed) h(ctx, ship, src);
  });
  checkGameEnd(ctx);
  if (ship.destroyed) return;
  resolveShipObstacles(ctx, ship);
  if (ship.destroyed) return;
  eachShipEffect(ctx, ship, (h, src) => h.afterManeuver?.(ctx, src));
  checkGameEnd(ctx);
}
