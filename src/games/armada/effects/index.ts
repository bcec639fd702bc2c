/**
 * Registers every Armada effect handler once: the damage deck's faceup effects and the unique
 * squadrons' abilities, the upgrades' effects (effects/upgrades/) and the objectives' sections (objectives/).
 */
import { damageCardEffects } from './damage-card-effects.js';
import { registerEffects } from './registry.js';
import { squadronAbilities } from './squadron-abilities.js';
import { upgradeEffects } from './upgrades/index.js';
import { objectiveEffects } from '../objectives/index.js';

let installed = false;

/** Registers all handlers (idempotent). */
export function installEffects(): void {
  if (installed) return;
  installed = true;
  registerEffects(
    ...damageCardEffects,
    ...squadronAbilities,
    ...upgradeEffects,
    ...objectiveEffects,
  );
}
