/**
 * Venting effects (rulebook "b. Vent Step", "Vent Blue", "Vent Red", "Vent Blue/Red").
 */
import { decide, ship } from '../engine/context.js';
import { dealDamage } from '../rules/damage.js';
import { num, sourceName } from './effect-helpers.js';
import { friendsOf, withinRange } from './effects-in-play.js';
import type { EffectHandler } from './registry.js';

/**
 * Falx XF-8: during the chassis vent step, after its normal allowance, vent any number of
 * further heat cubes, one at a time; the ship then takes {damagePerCube} damage per cube
 * as one damage event.
 */
const ventHeatForDamage: EffectHandler = {
  id: 'vent-extra-heat-for-damage',
  describe:
    'Chassis vent step: vent any number of additional heat cubes, taking {damagePerCube} damage per cube.',
  ventStep(ctx, src) {
    const s = src.ship;
    const per = num(src.params.damagePerCube, 1);
    let n = 0;
    for (;;) {
      const options: Array<{ part: number; color: 'power' | 'heat' } | null> = [];
      s.parts.forEach((p, i) => {
        if (p.heat > 0) options.push({ part: i, color: 'heat' });
      });
      if (options.length === 0) break;
      options.push(null);
      const c = decide(ctx, {
        kind: 'vent',
        ship: s.id,
        side: s.side,
        options,
        prompt: `${sourceName(src)}: vent another heat cube for ${per} damage (${n} so far)?`,
      });
      if (!c) break;
      const p = s.parts[c.part]!;
      p.heat--;
      n++;
      ctx.emit({
        type: 'vent',
        ship: s.id,
        part: p.id,
        power: 0,
        heat: 1,
        source: sourceName(src),
      });
    }
    if (n > 0)
      dealDamage(ctx, s, n * per, {
        kind: 'heat',
        by: null,
        part: null,
        source: `${sourceName(src)} extra venting`,
      });
  },
};

/** DA-63 Turbine / K-HEAT Ramora Drone: a part action's vent icons may be applied to a friendly ship within Range {range} instead. */
const ventToFriendly: EffectHandler = {
  id: 'vent-to-friendly',
  describe:
    'When this ship performs an action that vents: it may apply the vent effect(s) to a friendly ship within Range {range} instead.',
  ventRecipient(ctx, src) {
    const s = src.ship;
    const options = [
      s,
      ...friendsOf(ctx, s).filter((o) => !o.ai && withinRange(ctx, s, o, num(src.params.range, 1))),
    ].map((o) => o.id);
    return ship(
      ctx,
      decide(ctx, {
        kind: 'target',
        ship: s.id,
        side: s.side,
        options,
        prompt: `${sourceName(src)}: which ship's parts does this action vent?`,
      }),
    );
  },
};

/** KX Power Cycle: cubes on this part may be vented only during the chassis vent step. */
const ventOnlyInVentStep: EffectHandler = {
  id: 'vent-only-in-chassis-vent-step',
  describe: "Cubes on this part can only be vented during this ship's chassis Vent step.",
  ventLocked() {
    return true;
  },
};

/** All vent effects. */
export const ventEffects: EffectHandler[] = [ventHeatForDamage, ventToFriendly, ventOnlyInVentStep];
