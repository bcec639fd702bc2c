/**
 * Registers every Armada effect handler once: the damage deck's faceup effects and the unique
 * squadrons' abilities. Upgrade and objective handlers (part 2: fleet building) register here too.
 */
import { damageCardEffects } from './damage-card-effects.js';
import { registerEffects } from './registry.js';
import { squadronAbilities } from './squadron-abilities.js';

let installed = false;

/** Registers all handlers (idempotent). */
export function installEffects(): void {
  if (installed) return;
  installed = true;
  registerEffects(...damageCardEffects, ...squadronAbilities);
}
