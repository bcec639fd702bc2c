/**
 * Commander upgrades (U5, U8): Grand Moff Tarkin and General Dodonna.
 */
import { decide } from '../../engine/context.js';
import { COMMANDS, gainCommandToken } from '../../rules/commands.js';
import type { Command } from '../../content/types.js';
import type { EffectHandler } from '../registry.js';
import { numParam, useUpgrade } from './upgrade-cards.js';

/** Grand Moff Tarkin: start of each Ship Phase, choose a command; each friendly ship gains its token. */
const fleetCommandTokens: EffectHandler = {
  id: 'fleet-command-tokens',
  kind: 'upgrade',
  describe:
    'Start of each Ship Phase: choose a command; each friendly ship gains that command token',
  startOfShipPhase(ctx, src) {
    const me = src.unit;
    const cmd = decide(ctx, {
      kind: 'choose-command',
      side: me.side,
      unit: me.id,
      options: [...COMMANDS, null] as Array<Command | null>,
      prompt: 'Grand Moff Tarkin: command token for each friendly ship',
      context: { card: src.card },
    });
    if (cmd === null) return;
    // A use per token kept: a duplicate (C6) is discarded at once and gives the fleet nothing.
    for (const s of ctx.state.ships) {
      if (s.side === me.side && !s.destroyed && gainCommandToken(ctx, s, cmd))
        useUpgrade(ctx, me, src.card);
    }
  },
};

/**
 * General Dodonna: before an enemy ship is dealt a faceup card, look at the top cards of the deck,
 * put one back on top and discard the others (fewer when the deck holds fewer).
 */
const chooseEnemyFaceupCard: EffectHandler = {
  id: 'choose-enemy-faceup-card',
  kind: 'upgrade',
  describe:
    'Before an enemy ship is dealt a faceup card: look at the top cards, keep 1 on top, discard the rest',
  beforeEnemyFaceup(ctx, _target, src) {
    const deck = ctx.hidden.deck;
    const n = Math.min(numParam(src.params, 'look', 4), deck.length);
    if (n === 0) return;
    const top = deck.splice(deck.length - n, n);
    const titles = top.map((c) => ctx.state.damageTitles[c]!);
    const keep = decide(ctx, {
      kind: 'keep-damage-card',
      side: src.unit.side,
      unit: src.unit.id,
      options: top.slice(),
      prompt: 'General Dodonna: the card put back on top',
      context: { titles },
    });
    for (const c of top) if (c !== keep) ctx.state.discard.push(c);
    deck.push(keep);
    ctx.state.deckCount = deck.length;
    useUpgrade(ctx, src.unit, src.card);
  },
};

/** The commander handlers. */
export const commanderEffects: EffectHandler[] = [fleetCommandTokens, chooseEnemyFaceupCard];
