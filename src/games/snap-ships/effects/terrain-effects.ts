/**
 * Terrain entry effects and missile token effects named in terrain.yaml and missiles.yaml
 * (rulebook "Terrain Types", "Launch Actions").
 */
import { iceCloudVent } from '../rules/terrain.js';
import { setEvasion } from '../rules/damage.js';
import { placeHeatOnEnemy } from '../rules/missiles.js';
import type { EffectHandler } from './registry.js';

const debris: EffectHandler = {
  id: 'debris-cloud-entry',
  describe: 'Ships that enter this terrain immediately gain +1 Evasion.',
  terrainEntry(ctx, s) {
    setEvasion(ctx, s, s.evasion + 1, 'debris-cloud');
    return true;
  },
};

const ice: EffectHandler = {
  id: 'ice-cloud-entry',
  describe: 'Ships that enter this terrain immediately vent 1 power or heat cube from any part.',
  terrainEntry(ctx, s) {
    iceCloudVent(ctx, s);
    return true;
  },
};

const rift: EffectHandler = {
  id: 'tychos-rift-entry',
  describe:
    'Ships that enter (except by collision or ram placement) immediately perform a long move in their direction of travel.',
  terrainEntry(ctx, s, _tile, entry) {
    if (entry.afterCollision || entry.heading === null) return true;
    return entry.actions.slingshot(ctx, s, entry.heading);
  },
};

const asteroid: EffectHandler = {
  id: 'asteroid-field-entry',
  describe:
    'Ships that enter this terrain immediately perform an anti-missile roll against missiles assigned to them.',
  terrainEntry(ctx, s, _tile, entry) {
    entry.actions.freeAntiMissile(ctx, s);
    return true;
  },
};

const heatMissile: EffectHandler = {
  id: 'heat-missile-heat',
  describe: "For each hit, place 1 heat on a target's part that has no heat.",
  hitEffects(ctx, atk) {
    for (let i = 0; i < atk.hits && !atk.defender.destroyed; i++)
      placeHeatOnEnemy(ctx, atk.defender, atk.attacker, 'heat missile');
  },
};

/** Terrain and missile token effects. */
export const terrainEffects: EffectHandler[] = [debris, ice, rift, asteroid, heatMissile];
