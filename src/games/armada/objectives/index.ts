/**
 * Every objective handler (O1–O12), one per effect id of content/objectives.yaml; each objective
 * has its own file, the objective-ship rules shared by O1, O2 and O10 are in objective-ships.ts.
 */
import type { EffectHandler } from '../effects/registry.js';
import { advancedGunneryEffects } from './advanced-gunnery.js';
import { contestedOutpostEffects } from './contested-outpost.js';
import { dangerousTerritoryEffects } from './dangerous-territory.js';
import { fireLanesEffects } from './fire-lanes.js';
import { fleetAmbushEffects } from './fleet-ambush.js';
import { hyperspaceAssaultEffects } from './hyperspace-assault.js';
import { intelSweepEffects } from './intel-sweep.js';
import { minefieldsEffects } from './minefields.js';
import { mostWantedEffects } from './most-wanted.js';
import { objectiveShipEffects } from './objective-ships.js';
import { openingSalvoEffects } from './opening-salvo.js';
import { precisionStrikeEffects } from './precision-strike.js';
import { superiorPositionsEffects } from './superior-positions.js';

/** The objective handlers. */
export const objectiveEffects: EffectHandler[] = [
  ...objectiveShipEffects,
  ...advancedGunneryEffects,
  ...mostWantedEffects,
  ...openingSalvoEffects,
  ...precisionStrikeEffects,
  ...contestedOutpostEffects,
  ...fireLanesEffects,
  ...fleetAmbushEffects,
  ...hyperspaceAssaultEffects,
  ...dangerousTerritoryEffects,
  ...intelSweepEffects,
  ...minefieldsEffects,
  ...superiorPositionsEffects,
];
