/**
 * O11 Minefields (navigation): the second player places every obstacle anywhere in the setup area
 * beyond distance 5 of each other (relaxed to the standard spacing when the area cannot hold them:
 * objective-obstacles.ts), then 6 objective tokens, each at distance 1 of an obstacle and beyond
 * distance 1 of the other tokens. A ship ending its movement at distance 1 of a token (RRG16: in
 * the Move Ship step) removes it and rolls 2 blue dice: 1 facedown damage card per hit or critical
 * icon, the first faceup if any critical icon was rolled.
 */
import type { EffectHandler } from '../effects/registry.js';
import { distanceToObstacle } from '../geometry/obstacles.js';
import { dealDamageCard } from '../rules/damage-deck.js';
import { DIE_COLOURS, rollDie } from '../rules/dice.js';
import type { DiceCounts } from '../content/types.js';
import { placeObstaclesUnder } from './objective-obstacles.js';
import {
  band,
  placeToken,
  removeToken,
  secondPlayer,
  tokenGap,
  tokenShape,
  tokenSpotClear,
  tokensNear,
} from './objective-tokens.js';

const placeMinefield: EffectHandler = {
  id: 'place-minefield',
  kind: 'objective',
  describe: 'The second player places every obstacle and the mine tokens',
  objective: {
    placeObstacles(ctx, src) {
      placeObstaclesUnder(ctx, { placer: 'second-player', anywhere: true, apart: 5 });
      const n = typeof src.params.tokens === 'number' ? src.params.tokens : 6;
      const one = band(ctx, 1) + ctx.table.epsilon;
      const o = src.objective;
      for (let k = 0; k < n; k++) {
        placeToken(
          ctx,
          secondPlayer(ctx),
          (p) => {
            const d = tokenShape(ctx, p.x, p.y);
            if (
              !tokenSpotClear(ctx, d, o.tokens) ||
              !o.tokens.every((t) => tokenGap(ctx, p, t) > one)
            )
              return false;
            return ctx.geo.obstacles().some((ob) => distanceToObstacle(d, ob) <= one);
          },
          'Minefields: place a mine token',
        );
      }
    },
  },
};

const mineDetonation: EffectHandler = {
  id: 'mine-detonation',
  kind: 'objective',
  describe: 'A ship ending its movement at distance 1 of a mine removes it and rolls the mine dice',
  objective: {
    moveShip(ctx, ship, src) {
      const dice = (src.params.dice as DiceCounts | undefined) ?? { red: 0, blue: 2, black: 0 };
      for (const t of tokensNear(ctx, ctx.geo.ship(ship), 1)) {
        if (ship.destroyed) return;
        removeToken(ctx, t);
        let icons = 0;
        let crit = false;
        for (const c of DIE_COLOURS) {
          for (let k = 0; k < dice[c]; k++) {
            const f = rollDie(c, ctx.rng.dice, ctx.dice).face;
            icons += f.hit + f.crit;
            if (f.crit > 0) crit = true;
          }
        }
        ctx.emit({
          type: 'log',
          text: `${ship.name} triggers a mine: ${icons} damage${crit ? ', critical' : ''}`,
        });
        for (let k = 0; k < icons && !ship.destroyed; k++)
          dealDamageCard(ctx, ship, crit && k === 0);
      }
    },
  },
};

/** O11's handlers. */
export const minefieldsEffects: EffectHandler[] = [placeMinefield, mineDetonation];
