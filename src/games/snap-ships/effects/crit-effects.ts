/**
 * Effects that act before a critical hit location is rolled.
 */
import { decide } from '../engine/context.js';
import { critTargets } from '../rules/crits.js';
import { reactionAvailable } from './active-effects.js';
import type { EffectHandler } from './registry.js';

/** Sabre XF-23 Fighter: with no disabled parts, the defender chooses the crit location. */
const chooseIfNoneDisabled: EffectHandler = {
  id: 'choose-crit-location-if-none-disabled',
  describe:
    'Before a crit location on this ship is rolled: if it has no disabled parts, its controller chooses the part.',
  beforeCritLocation(ctx, crit, src) {
    const s = src.ship;
    if (crit.defender !== s || s.parts.some((p) => p.disabled)) return false;
    crit.chosen = decide(ctx, {
      kind: 'crit-location',
      ship: s.id,
      side: s.side,
      options: critTargets(ctx, s),
      prompt: 'choose the part disabled by the critical hit',
    });
    crit.chooser = 'defender';
    return true;
  },
};

/** BF/KP Bulkhead: reaction, before a crit location is rolled, disable this card instead. */
const bulkhead: EffectHandler = {
  id: 'bulkhead-take-crit',
  describe: 'Reaction before a crit location on this ship is rolled: disable this part instead.',
  beforeCritLocation(ctx, crit, src) {
    const s = src.ship;
    if (crit.defender !== s || !reactionAvailable(src)) return false;
    if (
      !decide(ctx, {
        kind: 'use-effect',
        ship: s.id,
        side: s.side,
        options: [true, false],
        prompt: 'disable the bulkhead instead?',
      })
    )
      return false;
    crit.chosen = src.part;
    crit.chooser = 'defender';
    return true;
  },
};

/** All crit effects. */
export const critEffects: EffectHandler[] = [chooseIfNoneDisabled, bulkhead];
