/**
 * Obstacle placement (RRG16 "Setup" 5; S7, B6): players take turns, starting with the second
 * player, each placing one of the remaining obstacles at a legal spot. The spots offered are a
 * sample drawn from the setup stream; the pilot picks one. Objectives that change the placement
 * (O5 Contested Outpost, O9 Dangerous Territory, O11 Minefields) reuse this with their own rules.
 */
import { decide, opponent, type EngineCtx } from './context.js';
import { obstacleShape, obstaclePlacementLegal } from '../geometry/obstacles.js';
import type { ObstacleShape } from '../geometry/types.js';

/** Who places what, and where it may go. */
export interface ObstaclePlacementRules {
  /** Outline ids (table.yaml `obstacles.outlines`) still to place. */
  outlines: string[];
  /** `alternate`: turns from the second player (S7); `second-player`: the second player places all (O11). */
  placer: 'alternate' | 'second-player';
  /** Whether an obstacle at this spot is legal, given the ones already placed. */
  legal(ctx: EngineCtx, shape: ObstacleShape, placed: readonly ObstacleShape[]): boolean;
  /** Sampled spots offered per remaining obstacle and turn. */
  samples?: number;
}

/** S7: in the setup area, beyond distance 3 of the play-area edges and distance 1 of each other. */
export const STANDARD_OBSTACLE_RULES: Omit<ObstaclePlacementRules, 'outlines'> = {
  placer: 'alternate',
  legal: (ctx, shape, placed) => obstaclePlacementLegal(shape, placed, ctx.state.area, ctx.table),
};

/** Places the obstacles under `rules`, adding them to the state (after those already there). */
export function placeObstaclesWith(ctx: EngineCtx, rules: ObstaclePlacementRules): void {
  const st = ctx.state;
  const remaining = [...rules.outlines];
  const placed: ObstacleShape[] = st.obstacles.map((o) => obstacleShape(ctx.table, o.id, o.pose));
  const area = st.area;
  const samples = rules.samples ?? 12;
  let turn = opponent(st.firstPlayer);
  let tries = 0;
  while (remaining.length > 0) {
    if (++tries > 200)
      throw new Error('no legal place left for the obstacles (S7): is the play area too small?');
    const options: Array<{ obstacle: string; x: number; y: number; facing: number }> = [];
    for (const id of remaining) {
      for (let k = 0; k < samples; k++) {
        const r = ctx.rng.setup;
        const pose = { x: r.next() * area.width, y: r.next() * area.depth, facing: r.int(8) * 45 };
        if (rules.legal(ctx, obstacleShape(ctx.table, id, pose), placed))
          options.push({ obstacle: id, ...pose });
      }
    }
    if (options.length === 0) continue;
    const pick = decide(ctx, {
      kind: 'place-obstacle',
      side: turn,
      unit: null,
      options,
      prompt: 'place an obstacle',
    });
    const pose = { x: pick.x, y: pick.y, facing: pick.facing };
    placed.push(obstacleShape(ctx.table, pick.obstacle, pose));
    st.obstacles.push({
      id: pick.obstacle,
      type: ctx.table.obstacles.outlines[pick.obstacle]!.type,
      pose,
    });
    remaining.splice(remaining.indexOf(pick.obstacle), 1);
    if (rules.placer === 'alternate') turn = opponent(turn);
  }
  ctx.geo.obstaclesChanged();
}
