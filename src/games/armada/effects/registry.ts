/**
 * Effect handlers: the code behind card text. Content YAML names a handler by effect id
 * (content/effect-ids.ts: damage cards, squadron abilities, upgrades, objectives) with optional
 * `params`; the engine calls the hooks a handler implements at the matching moments of the
 * rules. Handlers are small and registered once by id; a test proves every damage-card,
 * squadron-ability, upgrade and objective id has a handler and every handler is used by some card.
 *
 * Hooks are grouped by the rules step that calls them. Unless a hook says otherwise it is called
 * for the live effects of the unit it concerns (live-effects.ts): a ship's faceup damage cards
 * and equipped upgrades, a squadron's card ability. Objective sections carry their hooks under
 * `objective` (objectives/objective-hooks.ts). "Any friendly unit" hooks are called
 * for every friendly unit in play and the handler checks its own distance.
 */
import type { ArmadaEffectId, ArmadaEffectKind } from '../content/effect-ids.js';
import type { EngineCtx } from '../engine/context.js';
import type { AttackCtx, DeclaredTarget } from '../rules/attack-types.js';
import type { HullZone } from '../geometry/types.js';
import type { ShipState, SquadronState } from '../state/types.js';
import type { Command, DiceCounts } from '../content/types.js';
import type { ObjectiveHooks } from '../objectives/objective-hooks.js';

/** Where an effect comes from: the unit carrying the card, the card, and the card's params. */
export interface EffectSource<U extends ShipState | SquadronState = ShipState | SquadronState> {
  unit: U;
  /** Card id (damage card title, squadron card, upgrade or objective id). */
  card: string;
  /** Damage card instance, for cards that flip themselves facedown; -1 otherwise. */
  instance: number;
  params: Readonly<Record<string, unknown>>;
}

/** Hooks a handler may implement. All optional. */
export interface EffectHandler {
  id: ArmadaEffectId;
  kind: ArmadaEffectKind;
  /** One-line description (logs, `sortie show`). */
  describe: string;

  // --- damage cards (M5) ---
  /** When the card is dealt faceup: its immediate effect, or the set-up of a persistent one. */
  dealtFaceup?(ctx: EngineCtx, src: EffectSource<ShipState>): void;

  // --- ship activation and commands ---
  /** Before the ship reveals its dial; return 'discarded' when no dial is revealed this round. */
  beforeReveal?(ctx: EngineCtx, src: EffectSource<ShipState>): 'discarded' | void;
  /** The ship's engineering value (Repair command), applied in card order. */
  engineering?(value: number, src: EffectSource<ShipState>): number;
  /** False when the ship cannot hold command tokens. */
  canHaveCommandTokens?(src: EffectSource<ShipState>): boolean;
  /** False when the zone cannot recover shields or receive moved shields. */
  canGainShield?(zone: HullZone, src: EffectSource<ShipState>): boolean;
  /** False when the ship cannot ready its defense tokens in the Status Phase. */
  canReadyTokens?(src: EffectSource<ShipState>): boolean;

  // --- movement ---
  /** The printed yaw values at the current speed (a copy the hook may change). */
  yaw?(yaw: number[], src: EffectSource<ShipState>): void;
  /** When the ship's speed changed by one or more (not temporary changes). */
  speedChanged?(ctx: EngineCtx, src: EffectSource<ShipState>, from: number, to: number): void;
  /** Move Ship step: the ship overlapped a ship or an obstacle. */
  overlapped?(ctx: EngineCtx, src: EffectSource<ShipState>, what: 'ship' | 'obstacle'): void;
  /** After the ship executed its maneuver (all overlap and obstacle effects resolved). */
  afterManeuver?(ctx: EngineCtx, src: EffectSource<ShipState>): void;

  // --- attacks ---
  /** False when the attacker may not declare this target (card restrictions, K2). */
  canDeclare?(ctx: EngineCtx, target: DeclaredTarget, src: EffectSource): boolean;
  /** Attacker's effect, step 2 before rolling (e.g. remove a die). */
  beforeRoll?(ctx: EngineCtx, atk: AttackCtx, src: EffectSource): void;
  /** Attacker's effect: rule flags of the attack (no accuracy, no critical effects, no shields). */
  attackerRules?(atk: AttackCtx, src: EffectSource): void;
  /** Defender's effect: rule flags of the defense (no exhausted tokens, no redirect). */
  defenderRules?(atk: AttackCtx, src: EffectSource): void;
  /** Any friendly unit: step 3, dice effects offered to another friendly attacker (Howlrunner). */
  allyModifyDice?(ctx: EngineCtx, atk: AttackCtx, src: EffectSource): void;

  // --- upgrades (U6, U8) ---
  /** The unit's armament against a defender kind (a copy the hook may change; Enhanced Armament). */
  armament?(dice: DiceCounts, zone: HullZone | null, vsSquadron: boolean, src: EffectSource): void;
  /** Attacker's own step-3 dice effects (Dominator, H9 Turbolasers). */
  modifyDice?(ctx: EngineCtx, atk: AttackCtx, src: EffectSource): void;
  /** Resolves the card's critical effect (step 5, instead of the standard one; colour: the card's `critical`). */
  resolveCritical?(ctx: EngineCtx, atk: AttackCtx, src: EffectSource<ShipState>): void;
  /** Squadron value after the card (Expanded Hangar Bay). */
  squadronValue?(value: number, src: EffectSource<ShipState>): number;
  /** Extra engineering points when resolving a Repair command (Engineering Team). */
  repairPoints?(points: number, src: EffectSource<ShipState>): number;
  /** True when a navigate token may raise a yaw value instead of changing speed (Nav Team). */
  navigateTokenYaw?(src: EffectSource<ShipState>): boolean;
  /** A2: a hull zone may attack again, never the same ship or squadron that activation (Gunnery Team). */
  sameZoneAttacks?(src: EffectSource<ShipState>): boolean;
  /** After the ship revealed a command dial (Leia Organa). */
  afterReveal?(ctx: EngineCtx, src: EffectSource<ShipState>, cmd: Command): void;
  /** After the ship spent a command token to resolve a command (Wulff Yularen). */
  tokenSpent?(ctx: EngineCtx, src: EffectSource<ShipState>, cmd: Command): void;
  /** Any ship of the owner: start of the Ship Phase (Grand Moff Tarkin). */
  startOfShipPhase?(ctx: EngineCtx, src: EffectSource<ShipState>): void;
  /** Any enemy ship's card: before `target` is dealt a faceup damage card (General Dodonna). */
  beforeEnemyFaceup?(ctx: EngineCtx, target: ShipState, src: EffectSource<ShipState>): void;

  // --- objectives (O0–O12) ---
  /** The hooks of an objective card's section (objectives/objective-registry.ts merges a card's sections). */
  objective?: ObjectiveHooks;
}

const registry = new Map<string, EffectHandler>();

/** Registers handlers (called by effects/index.ts). */
export function registerEffects(...hs: EffectHandler[]): void {
  for (const h of hs) {
    if (registry.has(h.id)) throw new Error(`Armada effect ${h.id} registered twice`);
    registry.set(h.id, h);
  }
}

/** The handler for an id; throws on unknown ids. */
export function effectHandler(id: string): EffectHandler {
  const h = registry.get(id);
  if (!h) throw new Error(`no Armada effect handler registered for "${id}"`);
  return h;
}

/** All registered handler ids, sorted. */
export function registeredEffectIds(): string[] {
  return [...registry.keys()].sort();
}
