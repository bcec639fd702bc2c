/**
 * Obstacle placement under an objective (S7 changed by O5, O9, O11): the standard alternation from
 * the second player (or the second player placing all) of engine/obstacle-placement.ts, with the
 * objective's distance rules. When no legal spot is found for the obstacles
 * left, the card's rules are relaxed step by step towards the standard ones — first the spacing
 * between obstacles, then the distance from the players' edges one band at a time (a Sortie fallback
 * where the play area, e.g. 3' x 3', is too small for the card; the rules are silent).
 */
import type { EngineCtx } from '../engine/context.js';
import { placeObstaclesWith as placeObstacles } from '../engine/obstacle-placement.js';
import { obstacleDistance, obstaclePlacementLegal } from '../geometry/obstacles.js';
import type { ObstacleShape } from '../geometry/types.js';
import type { ObstacleState } from '../state/types.js';
import { band } from './objective-tokens.js';

/** The objective's changes to obstacle placement. */
export interface ObjectiveObstacleRules {
  /** Obstacle outline ids to place (default: all of the table's). */
  ids?: string[];
  /** Who places: alternate from the second player (S7) or the second player places every obstacle. */
  placer: 'alternate' | 'second-player';
  /** Beyond this distance of both players' edges (replaces the standard edge rule for those edges). */
  beyondPlayerEdges?: number;
  /** Beyond this distance of the other obstacles (standard: table.deployment.obstaclesBeyondEachOther). */
  apart?: number;
  /** O11: anywhere in the setup area (no edge distance). */
  anywhere?: boolean;
}

function legal(
  ctx: EngineCtx,
  o: ObstacleShape,
  placed: readonly ObstacleShape[],
  r: ObjectiveObstacleRules,
  apart: number,
): boolean {
  const area = ctx.state.area;
  const e = ctx.table.epsilon;
  const b = o.bbox;
  if (r.anywhere || r.beyondPlayerEdges !== undefined) {
    if (b[0]! < area.setupInset - e || b[2]! > area.width - area.setupInset + e) return false;
    if (b[1]! < -e || b[3]! > area.depth + e) return false;
    if (!r.anywhere) {
      const edge = band(ctx, ctx.table.deployment.obstaclesBeyondEdge);
      if (b[0]! <= edge + e || b[2]! >= area.width - edge - e) return false;
      const pe = band(ctx, r.beyondPlayerEdges!);
      if (b[1]! <= pe + e || b[3]! >= area.depth - pe - e) return false;
    }
    const gap = band(ctx, apart);
    for (const p of placed) if (obstacleDistance(o, p) <= gap + e) return false;
    return true;
  }
  // Only the spacing changed: the standard rule (setup area, distance 3 of every edge) with it.
  const standard = ctx.table.deployment.obstaclesBeyondEachOther;
  if (apart === standard) return obstaclePlacementLegal(o, placed, area, ctx.table);
  if (!obstaclePlacementLegal(o, [], area, ctx.table)) return false;
  for (const p of placed) if (obstacleDistance(o, p) <= band(ctx, apart) + e) return false;
  return true;
}

/**
 * Places obstacles under the rules with the engine's placement turns (engine/obstacle-placement.ts);
 * returns the obstacles placed (also pushed onto the state).
 */
export function placeObstaclesUnder(ctx: EngineCtx, r: ObjectiveObstacleRules): ObstacleState[] {
  const st = ctx.state;
  const first = st.obstacles.length;
  const ids = r.ids ?? Object.keys(ctx.table.obstacles.outlines);
  const standard = ctx.table.deployment.obstaclesBeyondEachOther;
  let apart = r.apart ?? standard;
  let rules = r;
  for (;;) {
    const outlines = ids.filter((id) => !st.obstacles.some((o) => o.id === id));
    try {
      placeObstacles(ctx, {
        outlines,
        placer: r.placer,
        legal: (c, shape, placed) => legal(c, shape, placed, rules, apart),
      });
      return st.obstacles.slice(first);
    } catch (e) {
      // No legal spot left for the rest: relax the card's rules one step (see the header).
      const edges = rules.beyondPlayerEdges;
      if (apart > standard) apart = standard;
      else if (edges !== undefined && edges > ctx.table.deployment.obstaclesBeyondEdge) {
        rules = { ...rules, beyondPlayerEdges: edges - 1 };
      } else throw e;
    }
  }
}
