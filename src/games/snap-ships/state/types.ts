/**
 * Snap Ships game state: plain JSON data (no classes, no Maps), so a game can be
 * cloned, hashed, logged and replayed. The engine's rule functions take this state,
 * a seeded Rng and the controllers, and mutate the state in place; lookahead works
 * on a structuredClone with its own Rng.
 */
import type { Pose, Vec } from '../../../core/geometry.js';
import type { Faction, MissileProfile, TableConstants, TerrainType } from '../content/types.js';
import type { Edge } from '../geometry/table.js';
import type { ScenarioState } from '../scenarios/scenario-state.js';
import type { RuleSwitches } from '../rules/rule-switches.js';

/** Missile token kinds. */
export type MissileKind = 'light' | 'heavy' | 'heat' | 'torpedo';

/** A missile token assigned to a target ship. */
export interface MissileToken {
  kind: MissileKind;
  /** Torpedo tokens carry their printed profile; other kinds use missiles.yaml. */
  profile?: MissileProfile;
  /** Id of the ship that launched it (destruction credit, resource transfer). */
  from: string;
  /** Launching part id (metrics). */
  part: string;
}

/** One part card in a ship's control panel. */
export interface PartState {
  /** Part id (faction comes from the ship). */
  id: string;
  /** Face-down (disabled). */
  disabled: boolean;
  /** Blue cubes on the card. */
  power: number;
  /** Red cubes on the card. */
  heat: number;
  /** Activation number in which it was last disabled (cards that cannot be repaired the same activation). */
  disabledAt: number;
  /** Mounted: index of the part this mount modifies, if any (mount cards). */
  mountedOn?: number;
  /** Faction of the part card when it differs from the ship's (Last Stand salvage: Komplex parts on Forge ships). */
  faction?: Faction;
}

/** A ship in play (or waiting to deploy). */
export interface ShipState {
  id: string;
  /** Index into GameState.sides. */
  side: number;
  name: string;
  chassis: string;
  faction: Faction;
  size: number;
  /** Hull at setup after Setup passives (the value hull may not exceed, except where a rule says so). */
  maxHull: number;
  hull: number;
  evasion: number;
  /** Printed default evasion (chassis action). */
  baseEvasion: number;
  /** Cubes vented in the vent step (chassis action), after setup modifiers. */
  vent: number;
  /** Power cubes on the chassis card (available). */
  power: number;
  /** Power cubes this ship owns in all (chassis + parts + locked). */
  totalPower: number;
  /** Power cubes locked for the rest of the game (scenario effects). */
  lockedPower: number;
  /** Position; null until deployed. */
  pose: Pose | null;
  destroyed: boolean;
  /** Parts in crit-location order (1 = next to the chassis card). */
  parts: PartState[];
  /** Missile tokens assigned to this ship. */
  missiles: MissileToken[];
  /** Indices of terrain tiles the base currently overlaps (re-entry rule). */
  inTerrain: number[];
  /** Activated this round. */
  activated: boolean;
  /** Activations taken so far (for "same activation" rules). */
  activations: number;
  /** Per-activation once-only flags (cleared when the ship activates). */
  once: string[];
  /** Pilot/controller id for this ship (decisions go to its controller). */
  pilot: string;
  /** Automated-ship state when flown by an AI deck. */
  ai?: AiShipState;
  /** Radius of a non-ship attack target (scenario asteroid field or beacon, side -1); ships use the table's base. */
  radius?: number;
}

/** Prefix of an AI flag cleared when the ship next activates (a reaction used since its last activation). */
export const UNTIL_ACTIVATION = 'until-activation:';

/** State of a ship flown by its printed AI deck (rulebook "Automated (AI) Ships"). */
export interface AiShipState {
  deck: string;
  /** Card numbers, top of the deck first. */
  drawPile: number[];
  discard: number[];
  /** Card drawn this activation. */
  current: number | null;
  minusAction: number;
  criticalDamage: number;
  /** Heat kept with the AI deck. */
  heat: number;
  /** Target of the current activation (fixed for the activation; null outside it or with no enemy in play). */
  target: string | null;
  /** Part action rows resolved (performed or prevented) this activation. */
  rowsDone: number[];
  /** Row being performed now (its text effect is live), or null. */
  row: number | null;
  /** Once-per-game flags (e.g. the first special damage token was discarded); those prefixed `until-activation:` are cleared when the ship next activates. */
  flags: string[];
}

/** A terrain tile on the table. */
export interface TerrainTile {
  type: TerrainType;
  x: number;
  y: number;
  rotation: number;
}

/** A side (team). */
export interface SideState {
  name: string;
  /** Deployment edge. */
  edge: Edge;
  /** Ships of this side that are automated (affects initiative rules). */
  automated: boolean;
}

/** Whole game state. */
export interface GameState {
  table: TableConstants & { width: number; height: number };
  format: string;
  round: number;
  /** Side holding the initiative token. */
  initiative: number;
  /** Side that activates first in round 1 (seat). */
  firstSide: number;
  sides: SideState[];
  ships: ShipState[];
  terrain: TerrainTile[];
  /** Id of the ship currently activating. */
  active: string | null;
  /** Id of the last ship to activate in the previous round. */
  lastActivated: string | null;
  /** Set when the game is over. */
  over: { winner: number | null; reason: string } | null;
  /** Global activation counter. */
  activationCount: number;
  /** Scenario state (scenario formats only): asteroid supplies, beacons, waves... */
  scenario?: ScenarioState;
  /** Rules switches in force (config `rules:`, defaults filled; rules/rule-switches.ts). */
  rules?: RuleSwitches;
}

/** Convenience: centre of a deployed ship. */
export function centre(s: ShipState): Vec {
  if (!s.pose) throw new Error(`ship ${s.id} is not deployed`);
  return s.pose;
}
