/**
 * The automated (AI) ships module: installs the AI deck rules into the engine's hooks.
 * `installAi()` is called once per game by engine/game.ts `newGame` (idempotent).
 */
import { setAutomatedAbilities } from '../effects/active-effects.js';
import { registerPreparer } from '../formats/index.js';
import { registerPilot } from '../pilots/index.js';
import { setAutomatedActivation } from '../rules/activation.js';
import { setAutomatedCritHandler } from '../rules/crits.js';
import { setAutomatedPicker } from '../rules/rounds.js';
import { aiAbilities } from './abilities.js';
import { activateAi } from './activation.js';
import { aiDeckController } from './controller.js';
import { aiCrit } from './crit-table.js';
import { prepareAiGame } from './deck.js';
import { pickAiShip } from './deployment.js';

let installed = false;

/** Installs the AI rules: deck setup, the `ai-deck` pilot, activation, crit table, activation order, live abilities. */
export function installAi(): void {
  if (installed) return;
  installed = true;
  registerPreparer(prepareAiGame);
  registerPilot('ai-deck', (_spec, _id, rng) => aiDeckController(rng));
  setAutomatedActivation(activateAi);
  setAutomatedCritHandler(aiCrit);
  setAutomatedPicker(pickAiShip);
  setAutomatedAbilities(aiAbilities);
}
