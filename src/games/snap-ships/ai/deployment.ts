/**
 * AI deployment and activation order (rulebook "AI Ship Deployment", "AI Ship Activation
 * Order"). Deployment: a die (blanks rerolled) picks the left (1-3), centre (4-6) or right
 * (7, 8, crit) position on the AI team's edge: the centres of the edge's thirds, left and
 * right as seen from the edge looking into the table. A taken position moves the ship
 * Range 1 away along the edge (a Range 1 gap between the bases), to the side still inside
 * the play area and nearest an enemy ship; it then faces the nearest enemy ship (straight
 * in when there is none). Order: each unactivated AI ship rolls a die (blank 0, crit 9);
 * the highest activates, ties roll again.
 */
import { circlesOverlap, dist, fromAngle, type Pose, type Vec } from '../../../core/geometry.js';
import { BLANK, CRIT, type Rng } from '../../../core/rng.js';
import type { EngineCtx } from '../engine/context.js';
import { enemiesInPlay, shipsInPlay } from '../engine/context.js';
import { baseDistance } from '../geometry/range.js';
import { baseInsideTable, inwardFacing } from '../geometry/table.js';
import { deploy, deploymentOptions } from '../rules/activation.js';
import type { ShipState } from '../state/types.js';
import { bearing, radius } from './measure.js';

/** The three deployment positions. */
export type DeploySpot = 'left' | 'centre' | 'right';

/** Rolls the deployment die (blanks rerolled) and reads the position. */
export function rollDeploySpot(rng: Rng): DeploySpot {
  for (;;) {
    const f = rng.d10();
    if (f === BLANK) continue;
    return f <= 3 ? 'left' : f <= 6 ? 'centre' : 'right';
  }
}

/** Centre of a base touching `s`'s edge at a deployment position. */
export function deploySpotCentre(ctx: EngineCtx, s: ShipState, spot: DeploySpot): Vec {
  const k = ctx.state.table;
  const r = radius(k);
  const edge = ctx.state.sides[s.side]!.edge;
  const inward = inwardFacing(edge);
  const length = edge === 'north' || edge === 'south' ? k.width : k.height;
  const into = fromAngle(inward, 1);
  // Midpoint of the edge, moved in by the base radius.
  const mid = {
    x: k.width / 2 - (into.x * (k.width - 2 * r)) / 2,
    y: k.height / 2 - (into.y * (k.height - 2 * r)) / 2,
  };
  const left = fromAngle(inward + 90, 1);
  const u = spot === 'left' ? length / 3 : spot === 'right' ? -length / 3 : 0;
  return { x: mid.x + left.x * u, y: mid.y + left.y * u };
}

/** Where an AI ship deploys: the rolled position, or Range 1 along the edge from the ship already there. */
export function aiDeployPose(ctx: EngineCtx, s: ShipState, spot: DeploySpot): Pose {
  const k = ctx.state.table;
  const r = radius(k);
  const edge = ctx.state.sides[s.side]!.edge;
  const left = fromAngle(inwardFacing(edge) + 90, 1);
  const others = shipsInPlay(ctx)
    .filter((o) => o !== s)
    .map((o) => o.pose!);
  const blocker = (p: Vec): Vec | undefined =>
    others.find((o) => circlesOverlap(p, r, o, r, k.epsilon));
  const enemies = enemiesInPlay(ctx, s);
  const closeness = (p: Vec): number =>
    enemies.length > 0
      ? Math.min(...enemies.map((e) => baseDistance(p, e.pose!, r)))
      : dist(p, deploySpotCentre(ctx, s, 'centre'));
  let centre = deploySpotCentre(ctx, s, spot);
  let frontier: Vec[] = [centre];
  const step = 2 * r + k.rangeBand;
  for (let tries = 0; tries < 8 && blocker(centre); tries++) {
    const next: Vec[] = [];
    for (const p of frontier) {
      const b = blocker(p);
      if (!b) continue;
      // Slide along the edge: keep the edge coordinate, offset from the blocking base by one Range 1 gap.
      const along = (b.x - p.x) * left.x + (b.y - p.y) * left.y;
      for (const sign of [1, -1]) {
        const u = along + sign * step;
        next.push({ x: p.x + left.x * u, y: p.y + left.y * u });
      }
    }
    frontier = next.filter((p) => baseInsideTable(p, r, k, k.epsilon));
    const free = frontier.filter((p) => !blocker(p));
    if (free.length > 0) {
      centre = free.reduce((a, b) => (closeness(b) < closeness(a) - k.epsilon ? b : a));
      break;
    }
    if (frontier.length === 0) break;
  }
  if (blocker(centre)) centre = deploymentOptions(ctx, s)[0] ?? centre;
  return { x: centre.x, y: centre.y, facing: deployFacing(ctx, s, centre) };
}

/** Facing toward the nearest enemy ship in play (straight into the table when there is none). */
export function deployFacing(ctx: EngineCtx, s: ShipState, at: Vec): number {
  const r = radius(ctx.state.table);
  const enemies = enemiesInPlay(ctx, s);
  if (enemies.length === 0) return inwardFacing(ctx.state.sides[s.side]!.edge);
  const nearest = enemies.reduce((a, b) =>
    baseDistance(at, b.pose!, r) < baseDistance(at, a.pose!, r) ? b : a,
  );
  return bearing(at, nearest.pose!);
}

/** Deploys an AI ship by the deployment roll. */
export function deployAi(ctx: EngineCtx, s: ShipState): void {
  deploy(ctx, s, aiDeployPose(ctx, s, rollDeploySpot(ctx.rng)));
}

/** The AI activation order roll among unactivated AI ships. */
export function pickAiShip(ctx: EngineCtx, candidates: ShipState[]): ShipState {
  let pool = candidates;
  while (pool.length > 1) {
    const rolls = pool.map(() => {
      const f = ctx.rng.d10();
      return f === CRIT ? 9 : f;
    });
    const top = Math.max(...rolls);
    pool = pool.filter((_, i) => rolls[i] === top);
  }
  return pool[0]!;
}
