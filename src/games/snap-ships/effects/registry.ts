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
import type {
  AntiMissileCtx,
  AttackCtx,
  CollisionCtx,
  CritCtx,
  DamageTakenCtx,
  LaunchCtx,
  MissileImpactsCtx,
  MoveIconInfo,
  TargetInfo,
  TargetPurpose,
  TerrainEntryInfo,
} from './hook-types.js';

/** Where an effect comes from: its ship, part (-1 = the chassis card) and ability. */
export interface EffectSource {
  ship: ShipState;
  /** Part index in the ship's control panel; -1 for the chassis card. */
  part: number;
  ability: Ability;
  params: Record<string, unknown>;
}

/**
 * Hooks a handler may implement. All are optional. Unless a hook says otherwise it is
 * called for the live effects of the ship it concerns (active-effects.ts); hooks marked
 * "any ship" are called for every ship in play and the handler checks its own range and
 * side; hooks marked "own action" are called only for the effect printed on the action
 * being resolved (actionEffect).
 */
export interface EffectHandler {
  id: string;
  /** One-line description (shown by `sortie show`). */
  describe: string;
  /** "Setup:" passives and chassis setup changes, once at the start of the game. */
  setup?(ctx: EngineCtx, src: EffectSource): void;
  /** Extra cubes vented during the chassis vent step. */
  ventBonus?(ctx: EngineCtx, src: EffectSource): { power?: number; heat?: number; any?: number };
  /** During the chassis vent step, after the normal allowance (extra venting at a price). */
  ventStep?(ctx: EngineCtx, src: EffectSource): void;
  /** A part action with vent icons: the ship that receives its vent effects (default the acting ship). */
  ventRecipient?(ctx: EngineCtx, src: EffectSource): ShipState;
  /** Own action (read while the part is face-up): true when cubes on this part may be vented only in the chassis vent step. */
  ventLocked?(ctx: EngineCtx, src: EffectSource): boolean;
  /** Step 3 of an attack: hit-number and damage modifiers. Attacker's effects first, then defender's. */
  attackModifiers?(
    ctx: EngineCtx,
    atk: AttackCtx,
    src: EffectSource,
    role: 'attacker' | 'defender',
  ): void;
  /**
   * Step 5: rerolls and die modifications. The attacker's own effects ('attacker'), then
   * those of other ships on its side ('ally'), then the defender's ('defender').
   */
  modifyDice?(
    ctx: EngineCtx,
    atk: AttackCtx,
    src: EffectSource,
    role: 'attacker' | 'defender' | 'ally',
  ): void;
  /** Step 6, for another ship on the source's side that is about to take the damage: may take over dice. */
  shieldFriend?(ctx: EngineCtx, atk: AttackCtx, src: EffectSource): void;
  /** Own action or missile token: step 7, Apply Hit Effects (before critical hits). */
  hitEffects?(ctx: EngineCtx, atk: AttackCtx, src: EffectSource): void;
  /** After the attack resolved (all 8 steps). */
  afterAttack?(
    ctx: EngineCtx,
    atk: AttackCtx,
    src: EffectSource,
    role: 'attacker' | 'defender',
  ): void;
  /** Own action: after its first target is chosen, may choose (and pay for) more targets from `others`. */
  extraTargets?(ctx: EngineCtx, others: TargetInfo[], src: EffectSource): TargetInfo[];
  /** When the source's ship takes damage: may reduce `dmg.amount`. */
  damageTaken?(ctx: EngineCtx, dmg: DamageTakenCtx, src: EffectSource): void;
  /** Before a crit location on the source's ship is rolled; return true when the effect decided the crit. */
  beforeCritLocation?(ctx: EngineCtx, crit: CritCtx, src: EffectSource): boolean;
  /** Any ship: after a crit location die is rolled (crit.roll), before the part is disabled. */
  afterCritRoll?(ctx: EngineCtx, crit: CritCtx, src: EffectSource): void;
  /** True when part `part` of the source's ship cannot be disabled by critical hits. */
  critImmune?(ctx: EngineCtx, part: number, src: EffectSource): boolean;
  /** Step 3 of a collision: modify collision results (mover's effects first). */
  collision?(ctx: EngineCtx, col: CollisionCtx, src: EffectSource, role: 'mover' | 'other'): void;
  /** Whether `attacker` may target the source's ship at this range band for `purpose`. */
  targetable?(
    ctx: EngineCtx,
    attacker: ShipState,
    range: number,
    src: EffectSource,
    purpose: TargetPurpose,
  ): boolean;
  /** Range band override when the source's ship measures to `target` (e.g. touching counts as range 1). */
  attackRange?(
    ctx: EngineCtx,
    target: ShipState,
    range: number,
    src: EffectSource,
    purpose: TargetPurpose,
  ): number;
  /** The range span an action of the source's ship may use (e.g. +1 maximum range). */
  actionRange?(
    ctx: EngineCtx,
    span: [number, number],
    purpose: TargetPurpose,
    src: EffectSource,
  ): [number, number];
  /** Before the source's ship resolves a move icon: may change its size (S → L). */
  moveIconSize?(ctx: EngineCtx, size: 'S' | 'L', src: EffectSource): 'S' | 'L';
  /** After the source's ship resolves a move icon; returning 'stopped' skips the action's remaining icons. */
  afterMoveIcon?(ctx: EngineCtx, move: MoveIconInfo, src: EffectSource): 'ok' | 'stopped' | void;
  /** After the source's ship resolves a U-turn icon printed on part `part` (-1: chassis or AI card). */
  afterUTurn?(ctx: EngineCtx, part: number, src: EffectSource): void;
  /** Before the chassis movement step (also when a card performs that step). */
  beforeChassisMovement?(ctx: EngineCtx, src: EffectSource): void;
  /** chassisAction.effect: called after the chassis movement sequence ran once; `perform` runs it again. */
  chassisSequence?(ctx: EngineCtx, src: EffectSource, perform: () => void): void;
  /** Terrain types: the effect of entering a tile (terrain.yaml names the handler). Returns false if it ended the current action. */
  terrainEntry?(ctx: EngineCtx, s: ShipState, tile: number, entry: TerrainEntryInfo): boolean;
  /** After the source's ship entered tile `tile` (with or without the tile's own effect). */
  enteredTerrain?(ctx: EngineCtx, tile: number, src: EffectSource): void;
  /** Any ship: true when `entrant` entering tile `tile` does not resolve the tile's entry effect. */
  denyTerrainEntry?(ctx: EngineCtx, entrant: ShipState, tile: number, src: EffectSource): boolean;
  /** Any ship: true when `defender` gets no soft or hard cover. */
  denyCover?(ctx: EngineCtx, defender: ShipState, src: EffectSource): boolean;
  /** When the source's ship performs a Launch action (may add missiles and cost). */
  launch?(ctx: EngineCtx, launch: LaunchCtx, src: EffectSource): void;
  /** Any ship: before a ship rolls its missile impacts (hit-number changes for all types). */
  beforeMissileImpacts?(ctx: EngineCtx, m: MissileImpactsCtx, src: EffectSource): void;
  /** Anti-Missile actions of the source's ship (own action and live effects): after rolling, before tokens are destroyed. */
  modifyAntiMissile?(ctx: EngineCtx, am: AntiMissileCtx, src: EffectSource): void;
  /** Own action with a "?" cost: the cost to pay now. */
  variableCost?(ctx: EngineCtx, src: EffectSource): { power: number; heat: number };
  /** Text actions: perform the card text. */
  perform?(ctx: EngineCtx, src: EffectSource): void;
  /** Whether a text action can be performed now (legal and useful). */
  canPerform?(ctx: EngineCtx, src: EffectSource): boolean;
  /** Whether the (disabled) source part may be repaired now. */
  canRepair?(ctx: EngineCtx, src: EffectSource): boolean;
  /** Missile impact modifications for tokens carrying this effect. */
  missileImpact?(ctx: EngineCtx, atk: AttackCtx, src: EffectSource): void;
  /** Build legality check; returns an error message or null. */
  buildCheck?(
    build: { chassisSize: number; chassisType: string },
    params: Record<string, unknown>,
  ): string | null;
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
