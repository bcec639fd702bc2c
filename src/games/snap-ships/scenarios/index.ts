/**
 * The scenario formats (rulebook "Scenario: Asteroid Scramble", "Scenario: Beacon Rush",
 * "Scenario: Last Stand"). `installScenarios()` (called once per game by engine/game.ts
 * `newGame`, idempotent) registers the format preparer that sets a scenario game up and
 * installs its rule hooks, and the resolver of the AI's non-ship targets.
 */
import { setScenarioTargetResolver } from '../ai/measure.js';
import type { EngineCtx } from '../engine/context.js';
import type { SnapSetup } from '../engine/setup.js';
import { registerPreparer } from '../formats/index.js';
import type { GameState, ShipState } from '../state/types.js';
import {
  installAsteroidScramble,
  scrambleTargetById,
  setupAsteroidScramble,
} from './asteroid-scramble.js';
import { installBeaconRush, rushTargetById, setupBeaconRush } from './beacon-rush.js';
import { installLastStand, setupLastStand } from './last-stand.js';

/** The format preparer: sets up the scenario of a scenario format (nothing for the others). */
export function prepareScenario(ctx: EngineCtx, setup: SnapSetup): void {
  if (setup.format === 'asteroid-scramble') setupAsteroidScramble(ctx, setup);
  else if (setup.format === 'beacon-rush') setupBeaconRush(ctx, setup);
  else if (setup.format === 'last-stand') setupLastStand(ctx, setup);
}

/**
 * Installs the rule hooks of the scenario held in `ctx.state` (for contexts built around a
 * copied state, e.g. a pilot's lookahead). The hooks keep no state of their own.
 */
export function applyScenarioRules(ctx: EngineCtx): void {
  const kind = ctx.state.scenario?.kind;
  if (kind === 'asteroid-scramble') installAsteroidScramble(ctx);
  else if (kind === 'beacon-rush') installBeaconRush(ctx);
  else if (kind === 'last-stand') installLastStand(ctx);
}

/** A scenario's non-ship target by id (asteroid fields, beacons), from the state alone. */
export function scenarioTargetById(st: Readonly<GameState>, id: string): ShipState | null {
  return scrambleTargetById(st, id) ?? rushTargetById(st, id);
}

let installed = false;

/** Registers the scenario preparer and the AI target resolver. */
export function installScenarios(): void {
  if (installed) return;
  installed = true;
  registerPreparer(prepareScenario);
  setScenarioTargetResolver(scenarioTargetById);
}
