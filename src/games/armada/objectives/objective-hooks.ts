/**
 * The hooks an objective card's sections implement (O0; [EXP] Objectives): setup changes, the
 * special rule at the rules steps it names, end-of-round and end-of-game effects. Each section of
 * a card names an effect id (objectives.yaml); its handler carries these hooks under `objective`,
 * and objective-registry.ts merges the sections of the card in play.
 */
import type { Command } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import type { AttackCtx } from '../rules/attack-types.js';
import type { ObjectiveState, ObstacleState, ShipState } from '../state/types.js';

/** When an objective's setup effect resolves. */
export type ObjectiveSetupStage = 'before-deployment' | 'after-deployment';

/** How deployment changes under an objective (S8 plus O7, O12). */
export interface DeploymentRules {
  /** O12: the first player deploys all ships and squadrons before the second; else alternate (S8). */
  order: 'alternate' | 'first-player-all-first';
  /** O7: each player places all ships before any squadron. */
  shipsBeforeSquadrons: boolean;
  /**
   * O7: the first player's odd-numbered deployment turns place a ship inside the ambush zone: the setup
   * area beyond this distance band of every setup-area edge (null: no ambush zone).
   */
  ambushBeyond: number | null;
}

/** What a section's hook receives: the objective state and the section's params. */
export interface ObjectiveSource {
  objective: ObjectiveState;
  params: Readonly<Record<string, unknown>>;
}

/** Hooks of one objective section. All optional. */
export interface ObjectiveHooks {
  /** S7: places every obstacle (the objective changes obstacle placement). */
  placeObstacles?(ctx: EngineCtx, src: ObjectiveSource): void;
  /** Setup effects of a stage (tokens, set-aside units, objective ships). */
  setup?(ctx: EngineCtx, stage: ObjectiveSetupStage, src: ObjectiveSource): void;
  /** S8 changes. */
  deployment?: Partial<DeploymentRules>;
  /** Start of each round (before the Command Phase). */
  startOfRound?(ctx: EngineCtx, src: ObjectiveSource): void;
  /** End of each round (after the Status Phase). */
  endOfRound?(ctx: EngineCtx, src: ObjectiveSource): void;
  /** End of the game: adds to `objective.bonus` (W4) or destroys set-aside units. */
  endOfGame?(ctx: EngineCtx, src: ObjectiveSource): void;
  /** A2: how a ship may attack again from a zone it attacked from ('distinct' target or 'any'). */
  sameZoneAttacks?(
    ctx: EngineCtx,
    ship: ShipState,
    src: ObjectiveSource,
  ): 'distinct' | 'any' | null;
  /** Step 3: dice effects for the attacker (Most Wanted, Opening Salvo, Precision Strike). */
  modifyDice?(ctx: EngineCtx, atk: AttackCtx, src: ObjectiveSource): void;
  /** After an attack (each attack of K8 separately). */
  afterAttack?(ctx: EngineCtx, atk: AttackCtx, src: ObjectiveSource): void;
  /** After a ship revealed a command dial. */
  afterReveal?(ctx: EngineCtx, ship: ShipState, cmd: Command, src: ObjectiveSource): void;
  /** Move Ship step, after the ship is placed (before obstacle effects). */
  moveShip?(ctx: EngineCtx, ship: ShipState, src: ObjectiveSource): void;
  /** False when the ship ignores the obstacle's effect (O5 inert station, O9 second player). */
  obstacleEffect?(
    ctx: EngineCtx,
    ship: ShipState | null,
    o: ObstacleState,
    src: ObjectiveSource,
  ): boolean;
}
