/**
 * The exhaustive runner: plays seeded games until every chassis, part ability box and
 * effect handler has been exercised, asserting the engine invariants after every event.
 */
export { brokenInvariant, SETTLED_EVENTS } from './invariants.js';
export {
  coverageTargets,
  blockEffect,
  abilityKey,
  abilityLabel,
  type AbilityTarget,
  type CoverageTargets,
} from './coverage-targets.js';
export {
  emptyCounts,
  mergeCounts,
  missingTargets,
  reachableCovered,
  fullyCovered,
  coverageSummary,
  type CoverageCounts,
  type MissingTarget,
} from './coverage.js';
export {
  installEffectProbe,
  withEffectListener,
  thrownByEffect,
  type EffectListener,
} from './effect-probe.js';
export { coveragePilot, DEFAULT_BIAS, type PilotBias } from './coverage-pilot.js';
export { randomBuild } from './random-builds.js';
export {
  planGame,
  specConfig,
  specSetup,
  EXHAUSTIVE_ROUND_CAP,
  type GameSpec,
} from './plan-game.js';
export { playSpec, InvariantError, SATURATION } from './play-spec.js';
export {
  runExhaustive,
  replaySpec,
  replayCommand,
  DEFAULT_BUDGET,
  type ExhaustiveOptions,
  type ExhaustiveResult,
  type ExhaustiveFailure,
} from './run-exhaustive.js';
export { exhaustiveReport, coverageLine } from './coverage-report.js';
export { exhaustiveMain } from './exhaustive-main.js';
