/**
 * Registers every effect handler once.
 */
import { critEffects } from './crit-effects.js';
import { diceEffects } from './dice-effects.js';
import { moveEffects } from './move-effects.js';
import { registerEffects } from './registry.js';
import { shipEffects } from './ship-effects.js';
import { terrainEffects } from './terrain-effects.js';

let installed = false;

/** Registers all handlers (idempotent). */
export function installEffects(): void {
  if (installed) return;
  installed = true;
  registerEffects(...diceEffects, ...critEffects, ...moveEffects, ...shipEffects, ...terrainEffects);
}
