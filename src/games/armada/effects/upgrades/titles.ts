/**
 * Title upgrades (U4, U8): Dodonna's Pride (CR90) and Dominator (Victory).
 */
import { decide } from '../../engine/context.js';
import { HULL_ZONES, type HullZone } from '../../geometry/types.js';
import { addDie, cancelDie } from '../../rules/attack-pool.js';
import { isSquadron } from '../../rules/attack-types.js';
import { dealDamageCard } from '../../rules/damage-deck.js';
import type { DieColour } from '../../content/types.js';
import type { EffectHandler } from '../registry.js';
import { numParam, useUpgrade } from './upgrade-cards.js';

/** Dodonna's Pride: critical effect — cancel all attack dice to deal faceup damage cards instead. */
const critCancelForFaceupCard: EffectHandler = {
  id: 'crit-cancel-for-faceup-card',
  kind: 'upgrade',
  describe: 'Critical effect: cancel all attack dice to deal faceup damage cards to the defender',
  resolveCritical(ctx, atk, src) {
    const def = atk.defender;
    if (isSquadron(def)) return;
    useUpgrade(ctx, src.unit, src.card);
    while (atk.pool.length > 0) cancelDie(ctx, atk, atk.pool.length - 1, src.card);
    const n = numParam(src.params, 'cards', 1);
    for (let k = 0; k < n && !def.destroyed; k++) {
      dealDamageCard(ctx, def, true);
      atk.damageDone++;
      atk.faceupDealt++;
    }
  },
};

/** The ways to spend up to `max` shields over the zones (one zone may pay several). */
export function shieldSpends(
  shields: Readonly<Record<HullZone, number>>,
  max: number,
): HullZone[][] {
  const out: HullZone[][] = [[]];
  const grow = (prefix: HullZone[], from: number): void => {
    if (prefix.length === max) return;
    for (let i = from; i < HULL_ZONES.length; i++) {
      const z = HULL_ZONES[i]!;
      const used = prefix.filter((x) => x === z).length;
      if (shields[z] <= used) continue;
      const next = [...prefix, z];
      out.push(next);
      grow(next, i);
    }
  };
  grow([], 0);
  return out;
}

/**
 * Dominator: while attacking at close–medium range, spend up to 2 shields from any of your hull
 * zones (RRG16: both may come from one zone) to add as many blue dice.
 */
const spendShieldsAddDice: EffectHandler = {
  id: 'spend-shields-add-dice',
  kind: 'upgrade',
  describe: 'While attacking at close-medium range, spend up to 2 shields to add as many blue dice',
  modifyDice(ctx, atk, src) {
    const me = atk.attacker;
    if (isSquadron(me) || me !== src.unit) return;
    const ranges = (src.params.ranges as string[] | undefined) ?? ['close', 'medium'];
    if (!ranges.includes(atk.range)) return;
    const options = shieldSpends(me.shields, numParam(src.params, 'max', 2));
    if (options.length === 1) return;
    const spend = decide(ctx, {
      kind: 'spend-shields',
      side: me.side,
      unit: me.id,
      options,
      prompt: 'Dominator: spend shields to add blue dice',
      context: { card: src.card },
    });
    if (spend.length === 0) return;
    useUpgrade(ctx, me, src.card);
    const colour = (src.params.colour as DieColour | undefined) ?? 'blue';
    for (const z of spend) {
      me.shields[z]--;
      ctx.emit({ type: 'shields', ship: me.id, zone: z, delta: -1, reason: src.card });
      addDie(ctx, atk, colour, src.card);
    }
  },
};

/** The title handlers. */
export const titleEffects: EffectHandler[] = [critCancelForFaceupCard, spendShieldsAddDice];
