/**
 * O1 Advanced Gunnery (assault): each player's objective ship may attack from the same hull zone
 * twice — the first player's never at the same hull zone or squadron twice per round from that
 * zone, the second player's at any target (rules/activation.ts applies it; RRG16 card
 * clarification: with Gunnery Team, never the same ship or squadron in one activation). Setup and
 * scoring: objective-ships.ts.
 */
import type { EffectHandler } from '../effects/registry.js';

const objectiveShipDoubleAttacks: EffectHandler = {
  id: 'objective-ship-double-attacks',
  kind: 'objective',
  describe: 'Objective ships may attack twice from the same hull zone',
  objective: {
    sameZoneAttacks(ctx, ship, src) {
      if (!src.objective.objectiveShips.includes(ship.id)) return null;
      return ship.side === ctx.state.firstPlayer ? 'distinct' : 'any';
    },
  },
};

/** O1's handlers. */
export const advancedGunneryEffects: EffectHandler[] = [objectiveShipDoubleAttacks];
