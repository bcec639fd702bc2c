/**
 * O3 Opening Salvo (assault): after deployment each ship is assigned an objective token; the first
 * time a ship attacks a ship it discards its token and adds dice after rolling — 2 red for the first
 * player's ships, 2 dice of any colours for the second player's (RRG16: regardless of range). At the
 * end of the game each player adds half (rounded up) the fleet cost, upgrades included, of each
 * enemy ship in play with at least one damage card.
 */
import { decide, opponent } from '../engine/context.js';
import type { EffectHandler } from '../effects/registry.js';
import { addDie } from '../rules/attack-pool.js';
import { isSquadron } from '../rules/attack-types.js';
import { damageCardCount } from '../rules/damage-deck.js';
import { DIE_COLOURS } from '../rules/dice.js';
import type { DiceCounts, DieColour } from '../content/types.js';
import { addToken, removeToken } from './objective-tokens.js';

const objectiveTokenEachShip: EffectHandler = {
  id: 'objective-token-each-ship',
  kind: 'objective',
  describe: 'After deployment, assign 1 objective token to each ship',
  objective: {
    setup(ctx, stage) {
      if (stage !== 'after-deployment') return;
      for (const s of ctx.state.ships)
        if (!s.destroyed) addToken(ctx, { x: s.pose.x, y: s.pose.y }, { ship: s.id });
    },
  },
};

const openingSalvoDice: EffectHandler = {
  id: 'opening-salvo-dice',
  kind: 'objective',
  describe: "A ship's first attack against a ship adds dice after rolling",
  objective: {
    modifyDice(ctx, atk, src) {
      const att = atk.attacker;
      if (isSquadron(att) || isSquadron(atk.defender)) return;
      const token = src.objective.tokens.find((t) => t.ship === att.id);
      if (!token) return;
      removeToken(ctx, token);
      if (att.side === ctx.state.firstPlayer) {
        const fixed = (src.params.firstPlayer as Partial<DiceCounts> | undefined) ?? { red: 2 };
        for (const c of DIE_COLOURS)
          for (let k = 0; k < (fixed[c] ?? 0); k++) addDie(ctx, atk, c, 'opening-salvo');
        return;
      }
      const any = (src.params.secondPlayer as { any?: number } | undefined)?.any ?? 2;
      for (let k = 0; k < any; k++) {
        const c = decide(ctx, {
          kind: 'add-die',
          side: att.side,
          unit: att.id,
          options: DIE_COLOURS.slice() as DieColour[],
          prompt: 'Opening Salvo: add a die of any colour',
          context: { objective: src.objective.id },
        });
        addDie(ctx, atk, c, 'opening-salvo');
      }
    },
  },
};

const scoreHalfDamagedShips: EffectHandler = {
  id: 'score-half-damaged-ships',
  kind: 'objective',
  describe: 'End of game: half the fleet cost (rounded up) of each damaged enemy ship in play',
  objective: {
    endOfGame(ctx, src) {
      for (const s of ctx.state.ships) {
        if (!s.destroyed && damageCardCount(s) > 0)
          src.objective.bonus[opponent(s.side)]! += Math.ceil(s.points / 2);
      }
    },
  },
};

/** O3's handlers. */
export const openingSalvoEffects: EffectHandler[] = [
  objectiveTokenEachShip,
  openingSalvoDice,
  scoreHalfDamagedShips,
];
