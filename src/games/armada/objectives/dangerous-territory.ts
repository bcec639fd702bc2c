/**
 * O9 Dangerous Territory (navigation, 15 points per victory token): obstacles are placed beyond
 * distance 5 of both players' edges (alternating from the second player, beyond distance 1 of each
 * other) and each gets an objective token. When a ship overlaps an obstacle with a token during the
 * Move Ship step its owner may remove that token for a victory token (RRG16: one per overlapped
 * obstacle); the second player's ships ignore the effects of asteroid and debris fields.
 */
import { decide } from '../engine/context.js';
import type { EffectHandler } from '../effects/registry.js';
import { shipOverlapsObstacle } from '../geometry/obstacles.js';
import { placeObstaclesUnder } from './objective-obstacles.js';
import { addToken, gainVictoryTokens, removeToken, secondPlayer } from './objective-tokens.js';

const placeObstaclesWithTokens: EffectHandler = {
  id: 'place-obstacles-with-tokens',
  kind: 'objective',
  describe: 'Obstacles beyond distance 5 of both edges, 1 objective token on each',
  objective: {
    placeObstacles(ctx) {
      for (const o of placeObstaclesUnder(ctx, { placer: 'alternate', beyondPlayerEdges: 5 })) {
        addToken(ctx, { x: o.pose.x, y: o.pose.y }, { obstacle: o.id });
      }
    },
  },
};

const claimObstacleToken: EffectHandler = {
  id: 'claim-obstacle-token',
  kind: 'objective',
  describe:
    'A ship overlapping an obstacle may take its token for a victory token; second player ignores hazards',
  objective: {
    moveShip(ctx, ship, src) {
      const shape = ctx.geo.ship(ship);
      const shapes = ctx.geo.obstacles();
      ctx.state.obstacles.forEach((o, i) => {
        const t = src.objective.tokens.find((x) => x.obstacle === o.id);
        if (!t || !shipOverlapsObstacle(shape, shapes[i]!, ctx.table.epsilon)) return;
        const take = decide(ctx, {
          kind: 'use-effect',
          side: ship.side,
          unit: ship.id,
          options: [true, false],
          prompt: 'Dangerous Territory: take the obstacle token for a victory token',
          context: { objective: src.objective.id },
        });
        if (!take) return;
        removeToken(ctx, t);
        gainVictoryTokens(ctx, ship.side, 1, src.objective.id);
      });
    },
    obstacleEffect(ctx, ship, o) {
      return !(
        ship &&
        ship.side === secondPlayer(ctx) &&
        (o.type === 'asteroid' || o.type === 'debris')
      );
    },
  },
};

/** O9's handlers. */
export const dangerousTerritoryEffects: EffectHandler[] = [
  placeObstaclesWithTokens,
  claimObstacleToken,
];
