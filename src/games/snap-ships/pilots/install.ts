/**
 * Registers the heuristic and search pilots with the pilot factory (pilots/index.ts).
 * `installPilots()` is called once per game by engine/game.ts `newGame` (idempotent).
 */
import { heuristicPilot } from './heuristic-pilot.js';
import { registerPilot } from './index.js';
import { searchPilot } from './search-pilot.js';

let installed = false;

/** Installs the `heuristic` and `search` pilot types. */
export function installPilots(): void {
  if (installed) return;
  installed = true;
  registerPilot('heuristic', (spec) =>
    heuristicPilot(spec.type === 'heuristic' ? spec.persona : undefined),
  );
  registerPilot('search', (spec, _id, rng) =>
    spec.type === 'search' ? searchPilot(rng, spec.budget, spec.persona) : searchPilot(rng),
  );
}
