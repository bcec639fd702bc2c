/**
 * Registers every effect handler once.
 */
import { actionEffects } from './action-effects.js';
import { aiEffects } from './ai-effects.js';
import { attackEffects } from './attack-effects.js';
import { collisionEffects } from './collision-effects.js';
import { critEffects } from './crit-effects.js';
import { defenceEffects } from './defence-effects.js';
import { diceEffects } from './dice-effects.js';
import { missileEffects } from './missile-effects.js';
import { moveEffects } from './move-effects.js';
import { registerEffects } from './registry.js';
import { shipEffects } from './ship-effects.js';
import { targetingEffects } from './targeting-effects.js';
import { terrainEffects } from './terrain-effects.js';
import { terrainShipEffects } from './terrain-ship-effects.js';
import { ventEffects } from './vent-effects.js';

let installed = false;

/** Registers all handlers (idempotent). */
export function installEffects(): void {
  if (installed) return;
  installed = true;
  registerEffects(
    ...diceEffects,
    ...critEffects,
    ...moveEffects,
    ...shipEffects,
    ...terrainEffects,
  );
  registerEffects(
    ...attackEffects,
    ...targetingEffects,
    ...defenceEffects,
    ...missileEffects,
    ...collisionEffects,
  );
  registerEffects(...actionEffects, ...ventEffects, ...terrainShipEffects);
  registerEffects(...aiEffects);
}
