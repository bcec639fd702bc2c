/**
 * Every core upgrade handler (U8), one per effect id of content/upgrades.yaml.
 */
import type { EffectHandler } from '../registry.js';
import { commanderEffects } from './commanders.js';
import { officerEffects } from './officers.js';
import { retrofitTeamEffects } from './retrofits-teams.js';
import { titleEffects } from './titles.js';
import { weaponEffects } from './weapons.js';

/** The upgrade handlers. */
export const upgradeEffects: EffectHandler[] = [
  ...commanderEffects,
  ...officerEffects,
  ...titleEffects,
  ...weaponEffects,
  ...retrofitTeamEffects,
];
