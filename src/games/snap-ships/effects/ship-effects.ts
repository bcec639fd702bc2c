/**
 * Setup passives, build limits, repair limits, venting bonuses and evasion effects.
 */
import { decide, ship, shipsInPlay } from '../engine/context.js';
import { addHeat, setEvasion } from '../rules/damage.js';
import { baseDistance } from '../geometry/range.js';
import type { EffectHandler } from './registry.js';
import { num } from './effect-helpers.js';

/** Bulkheads: Setup: gain hull equal to the ship's size. */
const setupHullSize: EffectHandler = {
  id: 'setup-gain-hull-size',
  describe: "Setup: gain Hull equal to your ship's size.",
  setup(_ctx, src) {
    src.ship.hull += src.ship.size;
  },
};

/** Setup: gain {amount} hull. */
const setupHull: EffectHandler = {
  id: 'setup-gain-hull',
  describe: 'Setup: gain +{amount} Hull.',
  setup(_ctx, src) {
    src.ship.hull += num(src.params.amount, 1);
  },
};

/** Setup: the chassis gets {amount} more power cubes. */
const setupPower: EffectHandler = {
  id: 'setup-gain-power',
  describe: 'Setup: gain {amount} power cube(s).',
  setup(_ctx, src) {
    const n = num(src.params.amount, 1);
    src.ship.power += n;
    src.ship.totalPower += n;
  },
};

/** Build check: only on ships of size {maxSize} or smaller. */
const equipSizeLimit: EffectHandler = {
  id: 'equip-size-limit',
  describe: 'This part can only be equipped to a ship of size {maxSize} or smaller.',
  buildCheck(build, params) {
    const max = num(params.maxSize, 4);
    return build.chassisSize > max
      ? `can only be equipped to a size ${max} or smaller ship (this chassis is size ${build.chassisSize})`
      : null;
  },
};

/** Repair cannot happen in the activation the part was disabled. */
const repairNotSameActivation: EffectHandler = {
  id: 'repair-not-same-activation',
  describe: 'You may not repair this part during the same activation it was disabled.',
  canRepair(ctx, src) {
    const p = src.ship.parts[src.part]!;
    return !(ctx.state.active === src.ship.id && p.disabledAt === src.ship.activations);
  },
};

/** Bulkheads' disabled side: this part cannot be repaired. */
const cannotBeRepaired: EffectHandler = {
  id: 'cannot-be-repaired',
  describe: 'This part cannot be repaired.',
  canRepair() {
    return false;
  },
};

/** Small Exhaust: vent {amount} additional heat during the chassis vent step. */
const extraVentHeat: EffectHandler = {
  id: 'extra-vent-heat',
  describe: 'During your chassis vent step: vent {amount} additional heat.',
  ventBonus(_ctx, src) {
    return { heat: num(src.params.amount, 1) };
  },
};

/** Extra power vented during the chassis vent step. */
const extraVentPower: EffectHandler = {
  id: 'extra-vent-power',
  describe: 'During your chassis vent step: vent {amount} additional power.',
  ventBonus(_ctx, src) {
    return { power: num(src.params.amount, 1) };
  },
};

/** Scarab Cockpit: yourself or another ship at Range {range} gains +{amount} evasion. */
const giveEvasion: EffectHandler = {
  id: 'give-evasion',
  describe: 'Choose yourself or another ship at Range {range}: that ship gains +{amount} Evasion.',
  canPerform() {
    return true;
  },
  perform(ctx, src) {
    const s = src.ship;
    const k = ctx.state.table;
    const reach = num(src.params.range, 1) * k.rangeBand + k.epsilon;
    const options = shipsInPlay(ctx)
      .filter((o) => o === s || baseDistance(s.pose!, o.pose!, k.baseDiameter / 2) <= reach)
      .map((o) => o.id);
    const t = ship(
      ctx,
      decide(ctx, {
        kind: 'target',
        ship: s.id,
        side: s.side,
        options,
        prompt: 'who gains evasion?',
      }),
    );
    setEvasion(ctx, t, t.evasion + num(src.params.amount, 2), s.parts[src.part]!.id);
  },
};

/** Sabre XG-07 Gunship: after an attack at Range 1..{maxRange}, the target loses {amount} evasion. */
const reduceEvasionAfterCloseAttack: EffectHandler = {
  id: 'reduce-evasion-after-close-attack',
  describe:
    'After you perform an Attack action against a target at Range 1-{maxRange}: reduce its evasion by {amount}.',
  afterAttack(ctx, atk, src, role) {
    if (
      role !== 'attacker' ||
      atk.kind !== 'attack' ||
      atk.attacker !== src.ship ||
      atk.defender.destroyed
    )
      return;
    if (atk.range < 1 || atk.range > num(src.params.maxRange, 2)) return;
    setEvasion(
      ctx,
      atk.defender,
      atk.defender.evasion - num(src.params.amount, 1),
      src.ship.chassis,
    );
  },
};

/** Sabre XB-04: once per launch costing ≤ {maxPowerCost} power, add heat equal to its power cost to launch {extraMissiles} more. */
const extraMissileForHeat: EffectHandler = {
  id: 'extra-missile-for-heat',
  describe:
    'Once per Launch action costing {maxPowerCost} power or less: add heat equal to its power cost to launch {extraMissiles} more missile.',
  launch(ctx, l, src) {
    if (l.launcher !== src.ship || l.partIndex < 0 || l.power > num(src.params.maxPowerCost, 2))
      return;
    if (
      !decide(ctx, {
        kind: 'use-effect',
        ship: src.ship.id,
        side: src.ship.side,
        options: [true, false],
        prompt: 'add heat to launch an extra missile?',
      })
    )
      return;
    addHeat(ctx, src.ship, l.partIndex, l.power, src.ship.chassis);
    l.heat += l.power;
    l.count += num(src.params.extraMissiles, 1);
  },
};

/** All ship effects. */
export const shipEffects: EffectHandler[] = [
  setupHullSize,
  setupHull,
  setupPower,
  equipSizeLimit,
  repairNotSameActivation,
  cannotBeRepaired,
  extraVentHeat,
  extraVentPower,
  giveEvasion,
  reduceEvasionAfterCloseAttack,
  extraMissileForHeat,
];
