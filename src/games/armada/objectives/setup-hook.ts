/**
 * What the setup flow (engine/setup-steps.ts) calls for the objective in play (O0, S11; RRG16
 * "Setup" 4–7): choose the objective's state, let the objective place the obstacles when it changes
 * their placement (O5, O9, O11), run its setup effects at the stage they name, and tell deployment
 * how it changes (O7, O8, O12). Every objective-specific choice goes through the pilots (decide).
 *
 * Call order in setup: `startObjective` once the objective is chosen, `placeObjectiveObstacles`
 * (standard placement when it returns false), `applyObjectiveSetup(ctx, 'before-deployment')`,
 * deployment honouring `deploymentRules(content, id)` (units in `state.objective.setAside` are not
 * deployed), then `applyObjectiveSetup(ctx, 'after-deployment')`.
 */
import type { ArmadaContent } from '../content/load-content.js';
import type { EngineCtx } from '../engine/context.js';
import type { ObjectiveState } from '../state/types.js';
import { installEffects } from '../effects/index.js';
import type { DeploymentRules, ObjectiveSetupStage } from './objective-hooks.js';
import { objectiveRule as mergedRule, type ObjectiveRule } from './objective-registry.js';

export type { DeploymentRules, ObjectiveSetupStage } from './objective-hooks.js';

// The objective's handlers are registered on first use, so setup and deployment rules are usable
// before any game exists (config checks, deploymentRules).
function objectiveRule(content: ArmadaContent, id: string): ObjectiveRule {
  installEffects();
  return mergedRule(content, id);
}

const STANDARD_DEPLOYMENT: Readonly<DeploymentRules> = Object.freeze({
  order: 'alternate',
  shipsBeforeSquadrons: false,
  ambushBeyond: null,
});

/** O0: sets the objective in play (the second player's card) on the state; null for none. */
export function startObjective(
  ctx: EngineCtx,
  objectiveId: string | null,
): ObjectiveState | undefined {
  if (objectiveId === null) {
    delete ctx.state.objective;
    return undefined;
  }
  const card = ctx.content.objectives[objectiveId];
  if (!card) throw new Error(`unknown objective "${objectiveId}"`);
  const o: ObjectiveState = {
    id: card.id,
    victoryTokenValue: card.victoryTokenValue,
    tokens: [],
    objectiveShips: [],
    setAside: { ships: [], squadrons: [] },
    bonus: [0, 0],
    round: {},
  };
  ctx.state.objective = o;
  return o;
}

/**
 * S7 under an objective that changes obstacle placement (O5 the station, O9 beyond distance 5 of
 * the edges, O11 the second player places all): places every obstacle and returns true; false when
 * the standard placement applies.
 */
export function placeObjectiveObstacles(ctx: EngineCtx): boolean {
  const o = ctx.state.objective;
  if (!o) return false;
  const rule = objectiveRule(ctx.content, o.id);
  if (!rule.placeObstacles) return false;
  rule.placeObstacles(ctx);
  ctx.geo.obstaclesChanged();
  return true;
}

/** The objective's setup effects of a stage (tokens, set-aside units, objective ships). */
export function applyObjectiveSetup(ctx: EngineCtx, stage: ObjectiveSetupStage): void {
  const o = ctx.state.objective;
  if (!o) return;
  objectiveRule(ctx.content, o.id).setup?.(ctx, stage);
}

/** How deployment changes under the objective (S8 unchanged without one). */
export function deploymentRules(
  content: ArmadaContent,
  objectiveId: string | null | undefined,
): DeploymentRules {
  if (!objectiveId) return { ...STANDARD_DEPLOYMENT };
  return { ...STANDARD_DEPLOYMENT, ...objectiveRule(content, objectiveId).deployment };
}
