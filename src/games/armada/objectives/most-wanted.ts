/**
 * O2 Most Wanted (assault): while attacking an objective ship, the attacker may add 1 die of a
 * colour already in the pool. Setup (the second player picks one own and one enemy objective ship)
 * and the doubled cost: objective-ships.ts.
 */
import { decide } from '../engine/context.js';
import type { EffectHandler } from '../effects/registry.js';
import { addDie } from '../rules/attack-pool.js';
import { DIE_COLOURS } from '../rules/dice.js';
import { isSquadron } from '../rules/attack-types.js';
import type { DieColour } from '../content/types.js';

const addDieVsObjectiveShip: EffectHandler = {
  id: 'add-die-vs-objective-ship',
  kind: 'objective',
  describe: 'While attacking an objective ship, add 1 die of a colour already in the pool',
  objective: {
    modifyDice(ctx, atk, src) {
      const def = atk.defender;
      if (
        isSquadron(def) ||
        !src.objective.objectiveShips.includes(def.id) ||
        atk.pool.length === 0
      )
        return;
      // "May add": an added die never lowers the attack's damage, so the die is always added and only
      // its colour is chosen.
      const options: DieColour[] = DIE_COLOURS.filter((c) => atk.pool.some((d) => d.colour === c));
      const c = decide(ctx, {
        kind: 'add-die',
        side: atk.attacker.side,
        unit: atk.attacker.id,
        options,
        prompt: 'Most Wanted: add a die',
        context: { objective: src.objective.id },
      });
      addDie(ctx, atk, c, 'most-wanted');
    },
  },
};

/** O2's handlers. */
export const mostWantedEffects: EffectHandler[] = [addDieVsObjectiveShip];
