/**
 * Scenario rule hooks (rulebook "Scenario: Asteroid Scramble", "Scenario: Beacon Rush",
 * "Scenario: Last Stand"). A scenario format installs one {@link ScenarioRules} object on
 * the engine context (`ctx.scenarioRules`); each hook is optional and is called by the rule
 * step it names. The hooks keep no state of their own: scenario state lives in
 * `GameState.scenario` (plain JSON), so the same rules object serves every game.
 *
 * Non-ship attack targets (asteroid fields, beacon tokens) are represented as minimal
 * ShipState records with `side` -1 and a `radius` (see scenarios/targets.ts); they are never
 * in `state.ships`.
 */
import type { AttackIcon } from '../content/types.js';
import type { AttackCtx, DamageSource, TargetInfo, TargetPurpose } from '../effects/hook-types.js';
import type { ShipState } from '../state/types.js';
import type { EngineCtx } from './context.js';

/** An AI rotation aim (rulebook "AI-Specific Icons", Rotation). */
export type AiAim = 'face' | 'side' | 'away';

/** A weapon an AI row evaluates (its first attack or launch icon). */
export interface AiWeapon {
  arc: AttackIcon['arc'];
  range: [number, number];
  purpose: 'attack' | 'launch';
}

/** The hooks a scenario may install; every one is optional. */
export interface ScenarioRules {
  /** Replaces placing heat cubes on a ship's part (damage.ts addHeat); true when handled. Near-Solar Orbit. */
  placeHeat?(ctx: EngineCtx, s: ShipState, part: number, amount: number, source: string): boolean;
  /** The hull damage a ship actually suffers (damage.ts dealDamage, after "when you take damage" effects). Non-Lethal Weapons. */
  damage?(ctx: EngineCtx, s: ShipState, amount: number, src: DamageSource): number;
  /** Before one critical hit is resolved (crits.ts resolveCrit); true when the scenario handled or ignored it. */
  crit?(ctx: EngineCtx, defender: ShipState, attacker: ShipState | null): boolean;
  /** After one critical hit was resolved normally (crits.ts resolveCrit). Carrying and Stealing Resources. */
  afterCrit?(ctx: EngineCtx, defender: ShipState, attacker: ShipState | null): void;
  /** Ships destroyed together, with the ship credited for each (damage.ts destroyShips). Destroyed Ships transfer. */
  destroyed?(ctx: EngineCtx, fallen: ReadonlyArray<{ ship: ShipState; by: string | null }>): void;
  /** Extra targets of Attack actions that are not ships (attack.ts attackTargets). */
  attackTargets?(ctx: EngineCtx, attacker: ShipState): ShipState[];
  /** Whether a non-ship target may be targeted by `attacker` for `purpose` (attack.ts legalTargets). */
  targetable?(
    ctx: EngineCtx,
    attacker: ShipState,
    target: ShipState,
    purpose: TargetPurpose,
  ): boolean;
  /** Resolves an attack against a non-ship target (attack.ts resolveAttack). */
  attack?(
    ctx: EngineCtx,
    attacker: ShipState,
    part: number,
    ability: number,
    icon: { dice: number; accuracy: number | 'X'; damage: number },
    target: TargetInfo,
    label?: string,
  ): AttackCtx;
  /** Steps 6–8 of an attack against a non-ship target (attack-damage.ts applyDamage). */
  targetHit?(ctx: EngineCtx, atk: AttackCtx): void;
  /** After the vent step of the chassis action (activation.ts chassisAction; AI: after removing its heat). Collecting Beacons. */
  afterVentStep?(ctx: EngineCtx, s: ShipState): void;
  /** Deploys a ship on its first activation instead of the format's edge (activation.ts activateShip). */
  deploy?(ctx: EngineCtx, s: ShipState): void;
  /** At the end of every activation (activation.ts activateShip). Salvage after a wave. */
  activationEnd?(ctx: EngineCtx, s: ShipState): void;
  /** After every round, before the end of the game is checked (rounds.ts playGame). */
  roundEnd?(ctx: EngineCtx): void;
  /** Once when the game ends, before the game-end event (rounds.ts playGame). Final scoring. */
  gameEnd?(ctx: EngineCtx): void;
  /** An automated ship's target (ai/target.ts chooseTarget); undefined keeps the normal rule. */
  aiTarget?(ctx: EngineCtx, s: ShipState): ShipState | null | undefined;
  /** The ship an automated ship's attack or launch is made against (ai/conditions.ts weaponTarget). */
  aiWeaponTarget?(
    ctx: EngineCtx,
    s: ShipState,
    target: ShipState | null,
    weapon: AiWeapon,
  ): ShipState | null;
  /** An automated ship's rotation aim as the scenario reads it (ai/maneuvers.ts aiAim). */
  aiAim?(aim: AiAim): AiAim;
}

/** True for a non-ship attack target of a scenario (asteroid field, beacon token). */
export function isScenarioTarget(s: ShipState): boolean {
  return s.side < 0;
}
