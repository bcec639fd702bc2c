/**
 * O4 Precision Strike (assault, 15 points per victory token): after deployment each of the second
 * player's ships gains a concentrate fire token. A ship, or a squadron with bomber, attacking a
 * ship may spend 1 die with a hit icon to turn a random facedown damage card of the defender
 * faceup (it resolves as if dealt faceup, M5); after such an attack the attacker's owner gains 1
 * victory token per damage card dealt faceup or turned faceup by it (with or without the spend:
 * the card's wording ties the tokens to the attack, not to the spend).
 */
import { decide } from '../engine/context.js';
import { effectHandler, type EffectHandler } from '../effects/registry.js';
import { cancelDie } from '../rules/attack-pool.js';
import { isSquadron, type AttackCtx } from '../rules/attack-types.js';
import { gainCommandToken } from '../rules/commands.js';
import type { Command } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import type { ShipState } from '../state/types.js';
import { gainVictoryTokens, secondPlayer, shipsOf } from './objective-tokens.js';

const secondPlayerCommandToken: EffectHandler = {
  id: 'second-player-command-token',
  kind: 'objective',
  describe: "After deployment, each of the second player's ships gains a command token",
  objective: {
    setup(ctx, stage, src) {
      if (stage !== 'after-deployment') return;
      const cmd = (src.params.command as Command | undefined) ?? 'concentrate-fire';
      for (const s of shipsOf(ctx, secondPlayer(ctx))) gainCommandToken(ctx, s, cmd);
    },
  },
};

/** True for the attacks the special rule concerns: a ship or a bomber against a ship. */
function eligible(atk: AttackCtx): boolean {
  return !isSquadron(atk.defender) && (!isSquadron(atk.attacker) || atk.bomber);
}

/** Turns a random facedown card of the ship faceup (deck stream) and resolves it (M5). */
export function flipRandomFacedown(ctx: EngineCtx, ship: ShipState): void {
  const down = ctx.hidden.facedown[ship.id]!;
  const card = down.splice(ctx.rng.deck.int(down.length), 1)[0]!;
  ship.facedown--;
  ship.faceup.push(card);
  const title = ctx.state.damageTitles[card]!;
  ctx.emit({ type: 'card-flipped', ship: ship.id, title, faceup: true });
  const info = ctx.content.damageCards[title]!;
  effectHandler(info.effect).dealtFaceup?.(ctx, {
    unit: ship,
    card: title,
    instance: card,
    params: info.params ?? {},
  });
}

const spendHitFlipFaceup: EffectHandler = {
  id: 'spend-hit-flip-faceup',
  kind: 'objective',
  describe:
    'Spend a hit die to turn a random facedown card faceup; 1 victory token per faceup card of the attack',
  objective: {
    modifyDice(ctx, atk, src) {
      const def = atk.defender as ShipState;
      if (!eligible(atk) || def.facedown === 0) return;
      const hits = atk.pool.map((d, i) => (d.face.hit > 0 ? i : -1)).filter((i) => i >= 0);
      if (hits.length === 0) return;
      const use = decide(ctx, {
        kind: 'use-effect',
        side: atk.attacker.side,
        unit: atk.attacker.id,
        options: [false, true],
        prompt: 'Precision Strike: spend a hit die to turn a facedown card faceup',
        context: { objective: src.objective.id },
      });
      if (!use) return;
      // The least damaging die with a hit icon is spent.
      let best = hits[0]!;
      for (const k of hits) {
        const f = atk.pool[k]!.face;
        const b = atk.pool[best]!.face;
        if (f.hit + f.crit < b.hit + b.crit) best = k;
      }
      cancelDie(ctx, atk, best, 'precision-strike');
      flipRandomFacedown(ctx, def);
      atk.faceupDealt++;
    },
    afterAttack(ctx, atk, src) {
      if (eligible(atk))
        gainVictoryTokens(ctx, atk.attacker.side, atk.faceupDealt, src.objective.id);
    },
  },
};

/** O4's handlers. */
export const precisionStrikeEffects: EffectHandler[] = [
  secondPlayerCommandToken,
  spendHitFlipFaceup,
];
