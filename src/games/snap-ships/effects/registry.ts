/**
 * Effect handlers: the code behind unique card text. Content YAML names a handler by
 * id (`effect:` on an ability, with optional `params:`); the engine calls the hooks a
 * handler implements at the matching moments of the rules. Handlers are small and
 * registered once by id; a test proves every content id has a handler and every
 * handler is used by some card.
 */
import type { Ability } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import type { ShipState } from '../state/types.js';
import type { AttackCtx, CollisionCtx, CritCtx, LaunchCtx, MoveIconInfo, TerrainEntryInfo } from './hook-types.js';

/** Where an effect comes from: its ship, part (-1 = the chassis card) and ability. */
export interface EffectSource {
  ship: ShipState;
  /** Part index in the ship's control panel; -1 for the chassis card. */
  part: number;
  ability: Ability;
  params: Record<string, unknown>;
}

/** Hooks a handler may implement. All are optional. */
export interface EffectHandler {
  id: string;
  /** One-line description (shown by `sortie show`). */
  describe: string;
  /** "Setup:" passives and chassis setup changes, once at the start of the game. */
  setup?(ctx: EngineCtx, src: EffectSource): void;
  /** Extra cubes vented during the chassis vent step. */
  ventBonus?(ctx: EngineCtx, src: EffectSource): { power?: number; heat?: number; any?: number };
  /** Step 3 of an attack: hit-number and damage modifiers. Attacker's effects first, then defender's. */
  attackModifiers?(ctx: EngineCtx, atk: AttackCtx, src: EffectSource, role: 'attacker' | 'defender'): void;
  /** Step 5: rerolls and die modifications. Attacker's effects first, then defender's. */
  modifyDice?(ctx: EngineCtx, atk: AttackCtx, src: EffectSource, role: 'attacker' | 'defender'): void;
  /** After the attack resolved (all 8 steps). */
  afterAttack?(ctx: EngineCtx, atk: AttackCtx, src: EffectSource, role: 'attacker' | 'defender'): void;
  /** Before a crit location on the source's ship is rolled; return true when the effect decided the crit. */
  beforeCritLocation?(ctx: EngineCtx, crit: CritCtx, src: EffectSource): boolean;
  /** Step 3 of a collision: modify collision results (mover's effects first). */
  collision?(ctx: EngineCtx, col: CollisionCtx, src: EffectSource, role: 'mover' | 'other'): void;
  /** Whether `attacker` may target the source's ship at this range band. */
  targetable?(ctx: EngineCtx, attacker: ShipState, range: number, src: EffectSource): boolean;
  /** Range band override when the source's ship attacks `target` (e.g. touching counts as range 1). */
  attackRange?(ctx: EngineCtx, target: ShipState, range: number, src: EffectSource): number;
  /** Before the source's ship resolves a move icon: may change its size (S → L). */
  moveIconSize?(ctx: EngineCtx, size: 'S' | 'L', src: EffectSource): 'S' | 'L';
  /** After the source's ship resolves a move icon; returning 'stopped' skips the action's remaining icons. */
  afterMoveIcon?(ctx: EngineCtx, move: MoveIconInfo, src: EffectSource): 'ok' | 'stopped' | void;
  /** Terrain types: the effect of entering a tile (terrain.yaml names the handler). Returns false if it ended the current action. */
  terrainEntry?(ctx: EngineCtx, s: ShipState, tile: number, entry: TerrainEntryInfo): boolean;
  /** When the source's ship performs a Launch action (may add missiles and cost). */
  launch?(ctx: EngineCtx, launch: LaunchCtx, src: EffectSource): void;
  /** Text actions: perform the card text. */
  perform?(ctx: EngineCtx, src: EffectSource): void;
  /** Whether a text action can be performed now (legal and useful). */
  canPerform?(ctx: EngineCtx, src: EffectSource): boolean;
  /** Whether the (disabled) source part may be repaired now. */
  canRepair?(ctx: EngineCtx, src: EffectSource): boolean;
  /** Missile impact modifications for tokens carrying this effect. */
  missileImpact?(ctx: EngineCtx, atk: AttackCtx, src: EffectSource): void;
  /** Build legality check; returns an error message or null. */
  buildCheck?(build: { chassisSize: number; chassisType: string }, params: Record<string, unknown>): string | null;
}

const registry: Record<string, EffectHandler> = {};

/** Registers handlers (called by effects/index.ts). */
export function registerEffects(...hs: EffectHandler[]): void {
  for (const h of hs) {
    if (registry[h.id]) throw new Error(`effect ${h.id} registered twice`);
    registry[h.id] = h;
  }
}

/** The handler for an id; throws on unknown ids. */
export function effectHandler(id: string): EffectHandler {
  const h = registry[id];
  if (!h) throw new Error(`no effect handler registered for "${id}"`);
  return h;
}

/** All registered handler ids. */
export function registeredEffectIds(): string[] {
  return Object.keys(registry).sort();
}
