/**
 * The mutable contexts passed to effect hooks while an attack, crit, collision or
 * launch resolves. They live only for the duration of that resolution.
 */
import type { MissileProfile } from '../content/types.js';
import type { AttackPosition } from '../rules/attack-math.js';
import type { ArcMeasure } from '../geometry/range.js';
import type { DamageKind } from '../state/events.js';
import type { MissileKind, MissileToken, ShipState } from '../state/types.js';
import type { EngineCtx } from '../engine/context.js';

/** Who and what dealt some damage. */
export interface DamageSource {
  kind: DamageKind;
  /** Ship credited with the damage (null when none). */
  by: string | null;
  /** Part credited (metrics). */
  part: string | null;
  /** Free-text origin for the event. */
  source: string;
  /** The ship's "when you take damage" effects were already applied to this amount (a missile group split per token). */
  final?: boolean;
}

/** A legal target with its range band within the arc and the measuring line. */
export interface TargetInfo {
  ship: ShipState;
  range: number;
  measure: ArcMeasure;
}

/** A Ram action's attack, made if a move icon of the action collides. */
export interface RamSpec {
  part: number;
  ability: number;
  dice: number;
  accuracy: number;
  damage: number;
  /** Part name for events when there is no part card (AI rows). */
  label?: string;
}

/** Callbacks terrain entry needs from movement and missiles. */
export interface TerrainActions {
  /** Tycho's Rift: a long move in absolute direction `heading`. Returns false if it ended the action (collision/edge). */
  slingshot(ctx: EngineCtx, s: ShipState, heading: number): boolean;
  /** Asteroid field: a free anti-missile roll against the ship's own missiles. */
  freeAntiMissile(ctx: EngineCtx, s: ShipState): void;
}

/** What a range/arc measurement is for: effects such as LS Eye or Locust stealth apply to some actions only. */
export type TargetPurpose = 'attack' | 'launch' | 'target' | 'hack';

/** An attack, ram attack or missile impact group being resolved. */
export interface AttackCtx {
  kind: 'attack' | 'ram' | 'missile';
  /** Null for missile impacts whose launcher is gone. */
  attacker: ShipState | null;
  defender: ShipState;
  /** Attacking part id and index (-1 when none, e.g. missiles). */
  part: string | null;
  partIndex: number;
  /** Ability index on the part (for effects keyed to one ability). */
  ability: number;
  dice: number;
  accuracy: number;
  damagePerHit: number;
  /** Range band within arc (0 when touching). */
  range: number;
  position: AttackPosition;
  softCover: boolean;
  hardCover: boolean;
  /** Sum of card modifiers to the hit number. */
  hitModifier: number;
  ignoreFlankBonus: boolean;
  /** Extra damage per critical result. */
  extraPerCrit: number;
  /** Flat change to the total damage (before cover). */
  totalModifier: number;
  /** A rolled 8 counts as a critical result. */
  convert8s: boolean;
  /** Every hit counts as a critical result. */
  allHitsCrit: boolean;
  /** This many non-critical hits become critical results at the end of the attacker's step 5. */
  convertHits: number;
  hitNumber: number;
  /** Die faces after rerolls and modifications (0 = blank, 9 = crit). */
  rolls: number[];
  /** Faces as first rolled. */
  firstRolls: number[];
  /** Per die: rerolled by the attacker / by the defender. */
  rerolledByAttacker: boolean[];
  rerolledByDefender: boolean[];
  hits: number;
  crits: number;
  damage: number;
  /** Missile kind for impacts. */
  missile?: MissileKind;
  /** The token profile for missile impacts (its `effect` supplies the hit effects). */
  token?: MissileProfile;
  /** Launching ships of the impacting tokens (credit). */
  from?: string[];
}

/** A critical hit about to disable a part. */
export interface CritCtx {
  defender: ShipState;
  attacker: ShipState | null;
  /** Set by an effect that decided the location (part index), or -1 if the effect absorbed the crit without disabling another part. */
  chosen: number | null;
  /** Who decided, for the event. */
  chooser: 'roll' | 'attacker' | 'defender' | 'effect';
  /** The location die once rolled (effects "after a location is rolled" may change a numbered result). */
  roll?: number;
  /** Set when an effect changed the rolled number. */
  adjusted?: boolean;
}

/** A collision being resolved (rulebook Collisions steps 2–3). */
export interface CollisionCtx {
  /** 'dice': before rolling (change dice counts); 'roll': after rolling (rerolls); 'results': damage is final but not yet dealt. */
  phase: 'dice' | 'roll' | 'results';
  mover: ShipState;
  other: ShipState;
  /** Faces rolled by each ship (0 blank, 9 crit). */
  moverRolls: number[];
  otherRolls: number[];
  /** Dice rolled by each ship (size plus modifiers), set before rolling. */
  moverDice: number;
  otherDice: number;
  /** Damage dealt to each ship by the collision, modifiable in step 3. */
  damageToMover: number;
  damageToOther: number;
  critsToMover: number;
  critsToOther: number;
  /** No damage roll (bases already touched, a Ram, or AI teammates). */
  noRoll: boolean;
}

/** A launch action being resolved. */
export interface LaunchCtx {
  launcher: ShipState;
  target: ShipState;
  partIndex: number;
  kind: MissileKind;
  count: number;
  /** Cost paid by the action (effects may add heat). */
  power: number;
  heat: number;
}

/** A move icon just resolved (for effects that act after it). */
export interface MoveIconInfo {
  size: 'S' | 'L';
  directions: import('../content/types.js').MoveDirection[];
  outcome: 'ok' | 'stopped';
  source: string;
  /** The Ram action's attack when the icon belongs to a Ram action. */
  ram?: RamSpec;
}

/** How a ship entered a terrain tile. */
export interface TerrainEntryInfo {
  /** Direction of travel (null when placed, e.g. at the edge). */
  heading: number | null;
  /** Placed by a collision or ram (Tycho's Rift does not act). */
  afterCollision: boolean;
  actions: TerrainActions;
}

/** A ship about to resolve its missile impacts (rulebook "Missile Impacts", step 2). */
export interface MissileImpactsCtx {
  defender: ShipState;
  /** The tokens about to impact. */
  tokens: MissileToken[];
  /** Added to the hit number of every missile type resolved now. */
  hitModifier: number;
  /** Effect ids already applied (cards limited to one use per resolution). */
  used: string[];
}

/** An anti-missile roll in progress (rulebook "Anti-Missile Roll"). */
export interface AntiMissileCtx {
  ship: ShipState;
  /** The ship whose missiles are shot at. */
  target: ShipState;
  /** Rolling part (-1 for free rolls such as an asteroid field). */
  part: number;
  /** One die per assigned token, in token order (0 blank, 9 crit). */
  rolls: number[];
  /** The roll each token needs (quality plus the action's modifier). */
  quality: number[];
  rerolled: boolean[];
}

/** Damage about to be dealt to a ship ("when you take any amount of damage"). */
export interface DamageTakenCtx {
  ship: ShipState;
  amount: number;
  source: DamageSource;
}
