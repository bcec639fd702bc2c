/**
 * O10 Intel Sweep (navigation): after obstacles the players alternately place 5 objective tokens
 * (second player first) beyond distance 5 of both players' edges and beyond distance 3 of each
 * other (fewer when no legal spot is left: a Sortie fallback on small play areas); then each player,
 * first player first, chooses one of their ships as objective ship. When an objective ship reveals a
 * command dial its owner may remove 1 token at distance 1 of it for a victory token. At the end of
 * the game the player with more victory tokens adds 75 points.
 */
import { decide, opponent } from '../engine/context.js';
import type { EffectHandler } from '../effects/registry.js';
import { chooseObjectiveShips, type ObjectiveShipParams } from './objective-ships.js';
import {
  band,
  beyondPlayerEdges,
  gainVictoryTokens,
  placeToken,
  removeToken,
  secondPlayer,
  tokenGap,
  tokenShape,
  tokenSpotClear,
  tokensNear,
} from './objective-tokens.js';

const placeIntelTokens: EffectHandler = {
  id: 'place-intel-tokens',
  kind: 'objective',
  describe: 'Players alternately place 5 tokens; each chooses an objective ship',
  objective: {
    setup(ctx, stage, src) {
      if (stage !== 'before-deployment') return;
      const o = src.objective;
      const n = typeof src.params.tokens === 'number' ? src.params.tokens : 5;
      const apart = band(ctx, 3) + ctx.table.epsilon;
      let side = secondPlayer(ctx);
      for (let k = 0; k < n; k++) {
        placeToken(
          ctx,
          side,
          (p) => {
            const d = tokenShape(ctx, p.x, p.y);
            if (!beyondPlayerEdges(ctx, d, 5) || !tokenSpotClear(ctx, d, o.tokens)) return false;
            return o.tokens.every((t) => tokenGap(ctx, p, t) > apart);
          },
          'Intel Sweep: place a token',
        );
        side = opponent(side);
      }
      chooseObjectiveShips(ctx, src.params.objectiveShips as ObjectiveShipParams);
    },
  },
};

const claimTokenOnReveal: EffectHandler = {
  id: 'claim-token-on-reveal',
  kind: 'objective',
  describe:
    'When an objective ship reveals a dial, remove a token at distance 1 for a victory token',
  objective: {
    afterReveal(ctx, ship, _cmd, src) {
      if (!src.objective.objectiveShips.includes(ship.id)) return;
      const near = tokensNear(ctx, ctx.geo.ship(ship), 1);
      if (near.length === 0) return;
      const take = decide(ctx, {
        kind: 'use-effect',
        side: ship.side,
        unit: ship.id,
        options: [true, false],
        prompt: 'Intel Sweep: take a token for a victory token',
        context: { objective: src.objective.id },
      });
      if (!take) return;
      removeToken(ctx, near[0]!);
      gainVictoryTokens(ctx, ship.side, 1, src.objective.id);
    },
  },
};

const bonusForMoreVictoryTokens: EffectHandler = {
  id: 'bonus-for-more-victory-tokens',
  kind: 'objective',
  describe: 'End of game: the player with more victory tokens adds 75 points',
  objective: {
    endOfGame(ctx, src) {
      const [a, b] = ctx.state.sides.map((s) => s.victoryTokens) as [number, number];
      const pts = typeof src.params.points === 'number' ? src.params.points : 75;
      if (a !== b) src.objective.bonus[a > b ? 0 : 1]! += pts;
    },
  },
};

/** O10's handlers. */
export const intelSweepEffects: EffectHandler[] = [
  placeIntelTokens,
  claimTokenOnReveal,
  bonusForMoreVictoryTokens,
];
