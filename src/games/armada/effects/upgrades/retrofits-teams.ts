/**
 * Retrofit and team upgrades (U8): Electronic Countermeasures, Expanded Hangar Bay, Engineering
 * Team, Nav Team, Gunnery Team.
 */
import { isSquadron } from '../../rules/attack-types.js';
import type { EffectHandler } from '../registry.js';
import { isReady, numParam, useUpgrade } from './upgrade-cards.js';

/**
 * Electronic Countermeasures: while defending, exhaust this card to spend 1 defense token locked by
 * an accuracy (RRG16: the other spending rules still apply — not at speed 0, one of each type).
 */
const spendLockedDefenseToken: EffectHandler = {
  id: 'spend-locked-defense-token',
  kind: 'upgrade',
  describe: 'While defending, exhaust this card to spend 1 defense token targeted by an accuracy',
  defenderRules(atk, src) {
    const me = src.unit;
    if (isSquadron(me) || atk.defender !== me || !isReady(me, src.card)) return;
    atk.unlocker = (ctx) => useUpgrade(ctx, me, src.card, true);
  },
};

/** Expanded Hangar Bay: squadron value + 1. */
const increaseSquadronValue: EffectHandler = {
  id: 'increase-squadron-value',
  kind: 'upgrade',
  describe: 'Your squadron value is increased',
  squadronValue: (v, src) => v + numParam(src.params, 'amount', 1),
};

/** Engineering Team: a Repair command gains 1 engineering point. */
const extraEngineeringPoints: EffectHandler = {
  id: 'extra-engineering-points',
  kind: 'upgrade',
  describe: 'Repair command: gain additional engineering points',
  repairPoints: (p, src) => p + numParam(src.params, 'amount', 1),
};

/** Nav Team: a navigate token may increase 1 yaw value by 1 instead of changing speed. */
const navigateTokenSpeedOrYaw: EffectHandler = {
  id: 'navigate-token-speed-or-yaw',
  kind: 'upgrade',
  describe: 'Your navigate tokens may change your speed or increase 1 yaw value by 1',
  navigateTokenYaw: () => true,
};

/** Gunnery Team: attack from the same hull zone more than once, never at the same unit twice. */
const attackSameZoneTwice: EffectHandler = {
  id: 'attack-same-zone-twice',
  kind: 'upgrade',
  describe:
    'Attack from the same hull zone more than once per activation, never the same ship or squadron',
  sameZoneAttacks: () => true,
};

/** The retrofit and team handlers. */
export const retrofitTeamEffects: EffectHandler[] = [
  spendLockedDefenseToken,
  increaseSquadronValue,
  extraEngineeringPoints,
  navigateTokenSpeedOrYaw,
  attackSameZoneTwice,
];
