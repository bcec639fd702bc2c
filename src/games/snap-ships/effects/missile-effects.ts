/**
 * Missile effects: the Missile Relay's hit-number change and anti-missile rerolls
 * (rulebook "Missile Impacts", "Anti-Missile Roll").
 */
import { decide } from '../engine/context.js';
import { antiMissileDestroys } from '../rules/missiles.js';
import { reactionAvailable } from './active-effects.js';
import { num, payOnPart, printedCost, sourceName } from './effect-helpers.js';
import { withinRange } from './effects-in-play.js';
import type { EffectHandler } from './registry.js';

const RELAY = 'missile-relay-adjust-hit-number';

/**
 * Missile Relay reaction: when this ship or another ship at Range {range} or less
 * resolves missile impacts, before rolling, raise or lower the hit number by {amount}
 * for that whole resolution. Only one Missile Relay applies per resolution; ships on the
 * resolving ship's side are asked first.
 */
const missileRelay: EffectHandler = {
  id: RELAY,
  describe:
    'Reaction when you or a ship at Range {range} resolves missile impacts: before rolling, raise or lower the hit number by {amount} (one Relay per resolution).',
  beforeMissileImpacts(ctx, m, src) {
    const me = src.ship;
    if (m.used.includes(RELAY) || !withinRange(ctx, me, m.defender, num(src.params.range, 2)))
      return;
    const cost = printedCost(src);
    if (!reactionAvailable(src, cost.power)) return;
    const amount = num(src.params.amount, 2);
    const delta = decide(ctx, {
      kind: 'amount',
      ship: me.id,
      side: me.side,
      options: [0, amount, -amount],
      prompt: `${sourceName(src)}: change the hit number of ${m.defender.name}'s missile impacts by?`,
      context: { defender: m.defender.id, tokens: m.tokens.length },
    });
    if (delta === 0) return;
    payOnPart(ctx, src, cost.power, cost.heat);
    m.hitModifier += delta;
    m.used.push(RELAY);
  },
};

/**
 * Wasp Cockpit (passive) and C-8 Gauss Cannon (its Anti-Missile action): during an
 * Anti-Missile action, reroll up to {max} die that failed (never worse, so always taken).
 * Each die is rerolled at most once.
 */
const rerollAntiMissile: EffectHandler = {
  id: 'reroll-anti-missile-dice',
  describe: 'When this ship performs an Anti-Missile action: reroll up to {max} die.',
  modifyAntiMissile(ctx, am, src) {
    if (am.ship !== src.ship) return;
    const failed = am.rolls
      .map((_, i) => i)
      .filter((i) => !am.rerolled[i] && !antiMissileDestroys(am.rolls[i]!, am.quality[i]!));
    for (const i of failed.slice(0, num(src.params.max, 1))) {
      am.rolls[i] = ctx.rng.d10();
      am.rerolled[i] = true;
    }
  },
};

/** All missile effects. */
export const missileEffects: EffectHandler[] = [missileRelay, rerollAntiMissile];
