/**
 * O12 Superior Positions (navigation, 15 points per victory token): the first player deploys all
 * ships and squadrons before the second player; after a ship or squadron attacks an enemy ship's
 * rear hull zone and the defender suffered at least 1 damage, the attacker's owner gains a
 * victory token.
 */
import type { EffectHandler } from '../effects/registry.js';
import { isSquadron } from '../rules/attack-types.js';
import { gainVictoryTokens } from './objective-tokens.js';

const firstPlayerDeploysFirst: EffectHandler = {
  id: 'first-player-deploys-first',
  kind: 'objective',
  describe: 'The first player deploys every unit before the second player',
  objective: { deployment: { order: 'first-player-all-first' } },
};

const rearAttackVictoryToken: EffectHandler = {
  id: 'rear-attack-victory-token',
  kind: 'objective',
  describe:
    'After an attack on a rear hull zone that dealt damage, the attacker gains a victory token',
  objective: {
    afterAttack(ctx, atk, src) {
      if (isSquadron(atk.defender) || atk.defZone !== 'rear' || atk.damageDone < 1) return;
      gainVictoryTokens(ctx, atk.attacker.side, 1, src.objective.id);
    },
  },
};

/** O12's handlers. */
export const superiorPositionsEffects: EffectHandler[] = [
  firstPlayerDeploysFirst,
  rearAttackVictoryToken,
];
