/**
 * O5 Contested Outpost (defense, 20 points per victory token): the obstacles except the station
 * are placed as usual; the second player then places the station in the setup area beyond
 * distance 1 of every obstacle and beyond distance 5 of both players' edges. The station does not
 * obstruct (RRG16 card clarification) and has no effect on ships or squadrons. At the end of each
 * round the player whose ships at distance 1 of the station have the higher total command value
 * gains a victory token (a tie gains nothing).
 */
import type { EffectHandler } from '../effects/registry.js';
import { distanceToObstacle } from '../geometry/obstacles.js';
import { band } from './objective-tokens.js';
import { placeObstaclesUnder } from './objective-obstacles.js';
import { gainVictoryTokens } from './objective-tokens.js';

const placeContestedStation: EffectHandler = {
  id: 'place-contested-station',
  kind: 'objective',
  describe: 'Obstacles except the station as usual; the second player places the station centrally',
  objective: {
    placeObstacles(ctx) {
      const outlines = ctx.table.obstacles.outlines;
      const ids = Object.keys(outlines);
      const stations = ids.filter((id) => outlines[id]!.type === 'station');
      placeObstaclesUnder(ctx, {
        ids: ids.filter((id) => !stations.includes(id)),
        placer: 'alternate',
      });
      const placed = placeObstaclesUnder(ctx, {
        ids: stations,
        placer: 'second-player',
        beyondPlayerEdges: 5,
        apart: 1,
      });
      // The special rule "does not obstruct, no effect" is a property of this station (geo-cache, obstacle effects).
      for (const o of placed) o.inert = true;
      ctx.geo.obstaclesChanged();
    },
  },
};

const inertStation: EffectHandler = {
  id: 'inert-station',
  kind: 'objective',
  describe: 'The station does not obstruct and has no effect',
  objective: {
    obstacleEffect: (_ctx, _ship, o) => !o.inert,
  },
};

const stationCommandControl: EffectHandler = {
  id: 'station-command-control',
  kind: 'objective',
  describe:
    'End of round: the higher total command value at distance 1 of the station gains a victory token',
  objective: {
    endOfRound(ctx, src) {
      const shapes = ctx.geo.obstacles();
      const i = ctx.state.obstacles.findIndex((o) => o.inert);
      if (i < 0) return;
      const station = shapes[i]!;
      const sum = [0, 0];
      const lim = band(ctx, 1) + ctx.table.epsilon;
      for (const s of ctx.state.ships) {
        if (!s.destroyed && distanceToObstacle(ctx.geo.ship(s), station) <= lim)
          sum[s.side]! += s.command;
      }
      if (sum[0] !== sum[1]) gainVictoryTokens(ctx, sum[0]! > sum[1]! ? 0 : 1, 1, src.objective.id);
    },
  },
};

/** O5's handlers. */
export const contestedOutpostEffects: EffectHandler[] = [
  placeContestedStation,
  inertStation,
  stationCommandControl,
];
