/**
 * Effects on how actions and the chassis sequence run: repeating the drones' chassis
 * sequence, variable ("?") costs, a part that disables itself, and what follows a
 * U-turn (rulebook "1. Chassis Action", "Repair Actions: Actions with Variable Costs",
 * "U-Turn").
 */
import { disablePart, setEvasion } from '../rules/damage.js';
import { ventLockedParts } from '../rules/vent.js';
import { num, sourceName, wants } from './effect-helpers.js';
import type { EffectHandler } from './registry.js';

/** Drones' chassis text "You may perform this sequence twice": the movement sequence may run up to {times} times in a row. */
const repeatChassisMovement: EffectHandler = {
  id: 'repeat-chassis-movement',
  describe: 'The chassis movement sequence may be performed up to {times} times in a row.',
  chassisSequence(ctx, src, perform) {
    for (let k = 1; k < num(src.params.times, 2); k++) {
      if (src.ship.destroyed || ctx.state.over) return;
      if (!wants(ctx, src.ship, 'perform the chassis movement sequence again?')) return;
      perform();
    }
  },
};

/**
 * Strafing Fins: after this ship resolves a U-turn icon (turning or not), it gains
 * {evade} Evasion and vents up to {ventHeat} heat from the part whose action showed the
 * U-turn (if that part has heat and may be vented now).
 */
const afterUTurn: EffectHandler = {
  id: 'after-u-turn-evade-vent',
  describe:
    'After resolving a U-turn icon: gain {evade} Evasion and vent {ventHeat} heat from that part, if possible.',
  afterUTurn(ctx, part, src) {
    const s = src.ship;
    setEvasion(ctx, s, s.evasion + num(src.params.evade, 1), sourceName(src));
    const p = part >= 0 ? s.parts[part] : undefined;
    if (!p || p.heat === 0 || ventLockedParts(ctx, s).includes(part)) return;
    const n = Math.min(p.heat, num(src.params.ventHeat, 1));
    p.heat -= n;
    ctx.emit({ type: 'vent', ship: s.id, part: p.id, power: 0, heat: n, source: sourceName(src) });
  },
};

/** Stealth Drive: the "?" cost is power equal to the ship's size. */
const costEqualsSize: EffectHandler = {
  id: 'cost-power-equals-size',
  describe: 'The "?" cost of this action is power equal to the ship\'s size.',
  variableCost(_ctx, src) {
    return { power: src.ship.size, heat: 0 };
  },
};

/** Jamming Fin, HRK-Lockdown HACK: after the action's icons resolve, this part is disabled (its cubes removed as for any disabled part). */
const disableThisPart: EffectHandler = {
  id: 'disable-this-part',
  describe: "After the action's icons resolve, disable this part.",
  perform(ctx, src) {
    if (src.part >= 0) disablePart(ctx, src.ship, src.part, null);
  },
};

/** All action effects. */
export const actionEffects: EffectHandler[] = [
  repeatChassisMovement,
  afterUTurn,
  costEqualsSize,
  disableThisPart,
];
