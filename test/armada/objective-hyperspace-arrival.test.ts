/**
 * O8 Hyperspace Assault arrivals (RRG16 "Set Aside Ships and Squadrons"): the placements offered
 * are drawn in the disc around the token, so every offered spot is at distance 1 of it and the
 * set-aside squadrons arrive whenever there is room.
 */
import { describe, expect, it } from 'vitest';
import type { DeployOption } from '../../src/games/armada/engine/decisions.js';
import { unitDistance } from '../../src/games/armada/geometry/range.js';
import { squadronShape } from '../../src/games/armada/geometry/ship-shape.js';
import { band, tokenShape } from '../../src/games/armada/objectives/objective-tokens.js';
import { eachObjectiveHook } from '../../src/games/armada/objectives/objective-registry.js';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import { pick } from './engine-helpers.js';
import { objectiveGame } from './objective-helpers.js';

function startOfRound(ctx: EngineCtx, round: number): void {
  ctx.state.round = round;
  eachObjectiveHook(ctx, 'startOfRound', (h, src) => h(ctx, src));
}

describe('Hyperspace Assault arrivals', () => {
  it('offers squadron spots at distance 1 of the token, and all set-aside squadrons arrive', () => {
    for (let k = 0; k < 10; k++) {
      const offered: DeployOption[][] = [];
      const g = objectiveGame(
        'hyperspace-assault',
        [
          {},
          {
            'choose-ship': (o) => pick(o, 's1.1'),
            'choose-squadron': (o) => o.findIndex((x) => x !== null),
            'hyperspace-token': (o) => pick(o, k % 3),
            deploy: (o, d) => {
              if (d.prompt === 'Hyperspace Assault: deploy a squadron')
                offered.push(o as DeployOption[]);
              return 0;
            },
          },
        ],
        {},
        `arrival-${k}`,
      );
      const st = g.ctx.state;
      const t = { ...st.objective!.tokens[k % 3]! };
      startOfRound(g.ctx, 2);
      expect(offered).toHaveLength(3);
      const disk = tokenShape(g.ctx, t.x, t.y);
      for (const spots of offered) {
        expect(spots.length).toBeGreaterThanOrEqual(8);
        for (const p of spots) {
          expect(unitDistance(squadronShape(g.ctx.table, p.x, p.y), disk)).toBeLessThanOrEqual(
            band(g.ctx, 1) + 1e-6,
          );
        }
      }
      expect(st.objective!.setAside.squadrons).toHaveLength(0);
    }
  });
});
