/**
 * Objective tokens and victory tokens (O0; SPEC 3.2 #13, #21): tokens are disks of the table's
 * `objectiveToken.diameter` (an unmeasured default, kept in table.yaml); placements are offered to
 * the pilot as a sample of legal spots drawn from the setup stream; victory tokens come only from
 * the objective in play and are unlimited.
 */
import { decide, type EngineCtx } from '../engine/context.js';
import type { Point } from '../engine/decisions.js';
import { distanceToObstacle } from '../geometry/obstacles.js';
import { unitDistance } from '../geometry/range.js';
import type { SquadronShape, UnitShape } from '../geometry/types.js';
import type { ObjectiveToken, ShipState } from '../state/types.js';

/** An objective token's disk at (x, y). */
export function tokenShape(ctx: EngineCtx, x: number, y: number): SquadronShape {
  return { kind: 'squadron', x, y, r: ctx.table.objectiveToken.diameter / 2 };
}

/** The length of distance band `n` (mm). */
export function band(ctx: EngineCtx, n: number): number {
  return ctx.table.distanceBands.values[n - 1]!;
}

/** True if the disk lies beyond distance `n` of both players' edges (y = 0 and y = depth). */
export function beyondPlayerEdges(ctx: EngineCtx, d: SquadronShape, n: number): boolean {
  const e = band(ctx, n) + ctx.table.epsilon;
  return d.y - d.r > e && ctx.state.area.depth - d.y - d.r > e;
}

/** True if the disk is inside the setup area and overlaps no obstacle and no other token. */
export function tokenSpotClear(
  ctx: EngineCtx,
  d: SquadronShape,
  others: readonly ObjectiveToken[],
): boolean {
  const a = ctx.state.area;
  if (
    d.x - d.r < a.setupInset ||
    d.x + d.r > a.width - a.setupInset ||
    d.y - d.r < 0 ||
    d.y + d.r > a.depth
  ) {
    return false;
  }
  for (const o of ctx.geo.obstacles()) if (distanceToObstacle(d, o) <= 0) return false;
  for (const t of others)
    if (t.ship === undefined && Math.hypot(t.x - d.x, t.y - d.y) < 2 * d.r) return false;
  return true;
}

/** Distance between two token positions' disks (closest points). */
export function tokenGap(ctx: EngineCtx, a: Point, b: Point): number {
  return Math.max(0, Math.hypot(a.x - b.x, a.y - b.y) - ctx.table.objectiveToken.diameter);
}

/** Up to `n` random spots in the setup area satisfying `legal` (setup stream), in `tries` draws. */
export function sampleSpots(
  ctx: EngineCtx,
  n: number,
  legal: (p: Point) => boolean,
  tries = n * 8,
): Point[] {
  const a = ctx.state.area;
  const out: Point[] = [];
  for (let k = 0; k < tries && out.length < n; k++) {
    const x = a.setupInset + ctx.rng.setup.next() * (a.width - 2 * a.setupInset);
    const p = { x, y: ctx.rng.setup.next() * a.depth };
    if (legal(p)) out.push(p);
  }
  return out;
}

/**
 * Up to `n` random spots uniform over the disc of `radius` around `centre` satisfying `legal`
 * (setup stream), in `tries` draws: placements "at distance 1 of a token" drawn where they can be.
 */
export function sampleDisc(
  ctx: EngineCtx,
  n: number,
  centre: Point,
  radius: number,
  legal: (p: Point) => boolean,
  tries = n * 8,
): Point[] {
  const out: Point[] = [];
  for (let k = 0; k < tries && out.length < n; k++) {
    const a = ctx.rng.setup.next() * 2 * Math.PI;
    const r = radius * Math.sqrt(ctx.rng.setup.next());
    const p = { x: centre.x + Math.cos(a) * r, y: centre.y + Math.sin(a) * r };
    if (legal(p)) out.push(p);
  }
  return out;
}

/** Adds a token to the objective in play and announces it. */
export function addToken(
  ctx: EngineCtx,
  p: Point,
  extra: Partial<ObjectiveToken> = {},
): ObjectiveToken {
  const o = ctx.state.objective!;
  const t: ObjectiveToken = { id: `t${o.tokens.length + 1}`, x: p.x, y: p.y, ...extra };
  o.tokens.push(t);
  ctx.emit({ type: 'objective-token', token: t.id, action: 'placed', x: t.x, y: t.y });
  return t;
}

/** Removes a token from the objective in play. */
export function removeToken(ctx: EngineCtx, t: ObjectiveToken): void {
  const o = ctx.state.objective!;
  const i = o.tokens.indexOf(t);
  if (i < 0) return;
  o.tokens.splice(i, 1);
  ctx.emit({ type: 'objective-token', token: t.id, action: 'removed', x: t.x, y: t.y });
}

/**
 * The placing side chooses where the next token goes among sampled legal spots; returns false when
 * no legal spot was found (the token is not placed).
 */
export function placeToken(
  ctx: EngineCtx,
  side: number,
  legal: (p: Point) => boolean,
  prompt: string,
  extra: Partial<ObjectiveToken> = {},
): boolean {
  // Many draws: some rules leave little room (O11 mines at distance 1 of an obstacle).
  const options = sampleSpots(ctx, 16, legal, 16 * 40);
  if (options.length === 0) return false;
  const p = decide(ctx, { kind: 'place-token', side, unit: null, options, prompt });
  addToken(ctx, p, extra);
  return true;
}

/** Tokens at distance 1 of a unit (any part of the token within distance 1). */
export function tokensNear(ctx: EngineCtx, u: UnitShape, n = 1): ObjectiveToken[] {
  const o = ctx.state.objective;
  if (!o) return [];
  const lim = band(ctx, n) + ctx.table.epsilon;
  return o.tokens.filter(
    (t) => t.ship === undefined && unitDistance(u, tokenShape(ctx, t.x, t.y)) <= lim,
  );
}

/** W1: the side gains victory tokens from the objective in play. */
export function gainVictoryTokens(ctx: EngineCtx, side: number, n: number, reason: string): void {
  if (n <= 0 || !ctx.state.objective) return;
  ctx.state.sides[side]!.victoryTokens += n;
  ctx.emit({ type: 'victory-tokens', side, amount: n, objective: ctx.state.objective.id, reason });
}

/** The ships of a side in play. */
export function shipsOf(ctx: EngineCtx, side: number): ShipState[] {
  return ctx.state.ships.filter((s) => s.side === side && !s.destroyed);
}

/** The second player (the objective card's owner, O0). */
export function secondPlayer(ctx: EngineCtx): number {
  return 1 - ctx.state.firstPlayer;
}
