/**
 * Squadrons overlapped by a ship's maneuver (RRG16 "Overlapping", FAQ Squadrons; X3, X5): they are
 * moved out of the way and the player not moving the ship places each of them touching the ship
 * (as many as possible), otherwise touching a squadron that touches the ship, never outside the
 * play area and never overlapping. The candidate spots are sampled around the ship's outline.
 */
import { decide, opponent, type EngineCtx } from '../engine/context.js';
import type { Point } from '../engine/decisions.js';
import { insidePlayArea, shipOverlapsSquadron, squadronsOverlap } from '../geometry/overlap.js';
import type { ShipShape, SquadronShape } from '../geometry/types.js';
import type { ShipState, SquadronState } from '../state/types.js';

/** Gap left between touching bases (mm): touching is not overlapping (X4). */
const TOUCH_GAP = 1e-3;

/** True if a squadron base at (x, y) would overlap nothing and stay in the play area. */
function spotClear(ctx: EngineCtx, x: number, y: number, movedAway: ReadonlySet<string>): boolean {
  const r = ctx.table.squadronBase.diameter / 2;
  const disk: SquadronShape = { kind: 'squadron', x, y, r };
  const eps = ctx.table.epsilon;
  if (!insidePlayArea(disk, ctx.state.area, eps)) return false;
  for (const s of ctx.state.ships)
    if (!s.destroyed && shipOverlapsSquadron(ctx.geo.ship(s), disk, eps)) return false;
  for (const q of ctx.state.squadrons) {
    if (q.destroyed || movedAway.has(q.id)) continue;
    if (squadronsOverlap(ctx.geo.squadron(q), disk, eps)) return false;
  }
  return true;
}

/** Spots whose base touches the ship's outline (shield dials included, X4): along edges and corners. */
export function spotsTouchingShip(
  ctx: EngineCtx,
  ship: ShipShape,
  movedAway: ReadonlySet<string>,
): Point[] {
  const r = ctx.table.squadronBase.diameter / 2 + TOUCH_GAP;
  const p = ship.overlap;
  const out: Point[] = [];
  const step = r / 2;
  for (let i = 0; i < 4; i++) {
    const ax = p[2 * i]!;
    const ay = p[2 * i + 1]!;
    const bx = p[(2 * i + 2) % 8]!;
    const by = p[(2 * i + 3) % 8]!;
    const len = Math.hypot(bx - ax, by - ay);
    // Outward normal of a counter-clockwise polygon edge.
    const nx = (by - ay) / len;
    const ny = -(bx - ax) / len;
    const n = Math.max(1, Math.ceil(len / step));
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const x = ax + t * (bx - ax) + nx * r;
      const y = ay + t * (by - ay) + ny * r;
      if (spotClear(ctx, x, y, movedAway)) out.push({ x, y });
    }
    // Around the corner at b: from this edge's normal to the next one's.
    const next = Math.atan2(-(p[(2 * i + 4) % 8]! - bx), p[(2 * i + 5) % 8]! - by);
    const here = Math.atan2(ny, nx);
    let sweep = next - here;
    while (sweep <= 0) sweep += 2 * Math.PI;
    for (let k = 1; k < 3; k++) {
      const a = here + (sweep * k) / 3;
      const x = bx + Math.cos(a) * r;
      const y = by + Math.sin(a) * r;
      if (spotClear(ctx, x, y, movedAway)) out.push({ x, y });
    }
  }
  return out;
}

/** Spots touching one of the given squadrons (the fallback of X3). */
function spotsTouchingSquadrons(
  ctx: EngineCtx,
  around: readonly SquadronState[],
  movedAway: ReadonlySet<string>,
): Point[] {
  const d = ctx.table.squadronBase.diameter + TOUCH_GAP;
  const out: Point[] = [];
  for (const q of around) {
    for (let k = 0; k < 12; k++) {
      const a = (k * Math.PI) / 6;
      const x = q.x + Math.cos(a) * d;
      const y = q.y + Math.sin(a) * d;
      if (spotClear(ctx, x, y, movedAway)) out.push({ x, y });
    }
  }
  return out;
}

/** Last resort (not in the rules): the clear spot nearest the ship on widening rings. */
function nearestClearSpot(
  ctx: EngineCtx,
  ship: ShipShape,
  movedAway: ReadonlySet<string>,
): Point[] {
  const r = ctx.table.squadronBase.diameter / 2;
  for (let ring = 1; ring < 60; ring++) {
    const rad = ring * r;
    for (let k = 0; k < 24; k++) {
      const a = (k * Math.PI) / 12;
      const x = ship.pose.x + Math.cos(a) * rad;
      const y = ship.pose.y + Math.sin(a) * rad;
      if (spotClear(ctx, x, y, movedAway)) return [{ x, y }];
    }
  }
  throw new Error('no room left in the play area to place an overlapped squadron');
}

/** X3: places every squadron the ship now overlaps; the opponent of the moving ship chooses. */
export function placeOverlappedSquadrons(ctx: EngineCtx, ship: ShipState): void {
  const shape = ctx.geo.ship(ship);
  const eps = ctx.table.epsilon;
  const hit = ctx.state.squadrons.filter(
    (q) => !q.destroyed && shipOverlapsSquadron(shape, ctx.geo.squadron(q), eps),
  );
  if (hit.length === 0) return;
  const placer = opponent(ship.side);
  const movedAway = new Set(hit.map((q) => q.id));
  const touching: SquadronState[] = [];
  for (const q of hit) {
    let spots = spotsTouchingShip(ctx, shape, movedAway);
    const touches = spots.length > 0;
    if (!touches) spots = spotsTouchingSquadrons(ctx, touching, movedAway);
    if (spots.length === 0) spots = nearestClearSpot(ctx, shape, movedAway);
    const spot = decide(ctx, {
      kind: 'place-squadron',
      side: placer,
      unit: q.id,
      options: spots,
      prompt: `place ${q.name} touching ${ship.name}`,
    });
    q.x = spot.x;
    q.y = spot.y;
    movedAway.delete(q.id);
    if (touches) touching.push(q);
    ctx.emit({ type: 'squadron-placed', squadron: q.id, x: q.x, y: q.y, by: placer });
  }
}
