/**
 * Moving a squadron (RRG16 "Squadron Movement", "Engagement"; V10, V11, X5, B3): its centre may go
 * anywhere within the edge of the distance band of its speed (geometry/squadron-move.ts), never
 * overlapping a ship or squadron; it may stay where it is; an engaged squadron cannot move. The
 * continuous choice is offered as a sample: a polar grid of headings and distances plus, for each
 * enemy within reach, the spot just inside distance 1 of it (to engage or attack).
 */
import { decide, type EngineCtx } from '../engine/context.js';
import type { Point } from '../engine/decisions.js';
import { insidePlayArea } from '../geometry/overlap.js';
import { pointBoundaryDistance, nearest } from '../geometry/polygon.js';
import { squadronMoveLegal, squadronMoveLimit } from '../geometry/squadron-move.js';
import type { ShipShape, SquadronShape } from '../geometry/types.js';
import type { SquadronState } from '../state/types.js';
import { resolveSquadronObstacles } from './obstacle-effects.js';

/** Headings of the polar grid (every 22.5°) and its distance fractions. */
const HEADINGS = 16;
const FRACTIONS = [1 / 3, 2 / 3, 1];

/** The shapes a moving squadron must not overlap (ships in play, other squadrons). */
function obstacles(
  ctx: EngineCtx,
  sq: SquadronState,
): { ships: ShipShape[]; squadrons: SquadronShape[] } {
  const ships: ShipShape[] = [];
  const squadrons: SquadronShape[] = [];
  for (const s of ctx.state.ships) if (!s.destroyed) ships.push(ctx.geo.ship(s));
  for (const q of ctx.state.squadrons)
    if (!q.destroyed && q !== sq) squadrons.push(ctx.geo.squadron(q));
  return { ships, squadrons };
}

/** V10: the sampled legal destinations of the squadron (its own position first = stay). */
export function squadronDestinations(ctx: EngineCtx, sq: SquadronState): Point[] {
  const out: Point[] = [{ x: sq.x, y: sq.y }];
  const limit = squadronMoveLimit(sq.speed, ctx.table);
  if (limit === 0) return out;
  const from = ctx.geo.squadron(sq);
  const { ships, squadrons } = obstacles(ctx, sq);
  const r = from.r;
  const eps = ctx.table.epsilon;
  const tryAt = (x: number, y: number): void => {
    const end: SquadronShape = { kind: 'squadron', x, y, r };
    if (!insidePlayArea(end, ctx.state.area, eps)) return;
    if (squadronMoveLegal(from, end, sq.speed, ships, squadrons, ctx.table)) out.push({ x, y });
  };
  for (let h = 0; h < HEADINGS; h++) {
    const a = (2 * Math.PI * h) / HEADINGS;
    for (const f of FRACTIONS)
      tryAt(sq.x + Math.cos(a) * limit * f, sq.y + Math.sin(a) * limit * f);
  }
  // Spots at half of distance 1 from each enemy in reach (engage a squadron, attack a ship).
  const d1 = ctx.table.distanceBands.values[0];
  for (const q of ctx.state.squadrons) {
    if (q.destroyed || q.side === sq.side) continue;
    const dx = sq.x - q.x;
    const dy = sq.y - q.y;
    const c = Math.hypot(dx, dy);
    const gap = 2 * r + d1 / 2;
    if (c === 0 || c - gap > limit) continue;
    tryAt(q.x + (dx / c) * gap, q.y + (dy / c) * gap);
  }
  for (const s of ctx.state.ships) {
    if (s.destroyed || s.side === sq.side) continue;
    const shape = ctx.geo.ship(s);
    const c = pointBoundaryDistance(sq.x, sq.y, shape.base, 4);
    if (c === 0 || c - r - d1 / 2 > limit) continue;
    const k = (r + d1 / 2) / c;
    tryAt(nearest.bx + (sq.x - nearest.bx) * k, nearest.by + (sq.y - nearest.by) * k);
  }
  return out;
}

/** V10: asks the owner where the squadron moves and moves it (the caller checks engagement, V11). */
export function moveSquadron(ctx: EngineCtx, sq: SquadronState): void {
  const options = squadronDestinations(ctx, sq);
  const to = decide(ctx, {
    kind: 'squadron-destination',
    side: sq.side,
    unit: sq.id,
    options,
    prompt: `move ${sq.name}`,
  });
  const fromX = sq.x;
  const fromY = sq.y;
  sq.x = to.x;
  sq.y = to.y;
  ctx.emit({ type: 'squadron-move', squadron: sq.id, fromX, fromY, toX: to.x, toY: to.y });
  resolveSquadronObstacles(ctx, sq);
}
