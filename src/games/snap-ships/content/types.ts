/**
 * Snap Ships content types: chassis, parts, AI decks, terrain and table constants.
 * The YAML files in this folder are validated against the zod schemas in schema.ts,
 * which mirror these types. Values the printed-card transcription marks uncertain
 * stay in the YAML (with an `uncertain:` note), never in code.
 */

/** Faction of a chassis or part. A build's parts all share its chassis's faction. */
export type Faction = 'forge' | 'komplex';

/** Part slot types printed on chassis and part cards. */
export type Slot = 'cockpit' | 'thruster' | 'wing' | 'systems';

/** Move directions (bumps around the S/L circle), relative to the ship's facing. */
export type MoveDirection =
  'front' | 'front-left' | 'front-right' | 'left' | 'right' | 'rear-left' | 'rear-right' | 'rear';

/** Firing arcs. `side-90` is the union of the left and right 90° arcs. */
export type ArcId =
  | 'line'
  | 'front-45'
  | 'front-90'
  | 'front-180'
  | 'front-270'
  | '360'
  | 'rear-90'
  | 'rear-180'
  | 'rear-270'
  | 'side-90'
  | 'left-90'
  | 'right-90';

/** An action cost: blue power cubes from the chassis, red heat cubes from the supply. */
export interface Cost {
  power?: number;
  heat?: number;
  /** The "?" cost: the card text (an effect handler) decides the amount. */
  variable?: boolean;
}

/** Weapon profile of an attack icon. `accuracy: "X"` means X = range to target. */
export interface AttackIcon {
  arc: ArcId;
  /** Inclusive range bands, e.g. [1, 3]. */
  range: [number, number];
  dice: number;
  accuracy: number | 'X';
  damage: number;
  /** Extra printed effects in words (each handled by the ability's `effect`). */
  effects?: string[];
}

/** Missile token profile (light/heavy/heat are in missiles.yaml; torpedoes print theirs). */
export interface MissileProfile {
  name: string;
  quality: number;
  dice: number;
  accuracy: number;
  /** Damage per hit; null with damageVariable when the token text decides it. */
  damage: number | null;
  damageVariable?: boolean;
  /** Effect handler id for the token's unique text (e.g. convert hits to crits). */
  effect?: string;
  /** Parameters for the token's effect handler (e.g. {amount: 2}). */
  params?: Record<string, unknown>;
  /** The token's printed effect lines, verbatim. */
  effects?: string[];
}

/** The three standard missile token types (torpedoes print their own token on the part). */
export type MissileType = 'light' | 'heavy' | 'heat';

/** One icon of an action sequence, processed left to right. */
export type Icon =
  | { rotate: number; ai?: 'face' | 'side' | 'away' }
  | { u_turn: true; ai?: 'face' }
  | { move: 'S' | 'L'; directions: MoveDirection[] }
  | { evade: number }
  | { vent: { power?: number; heat?: number; any?: number } }
  | { attack: AttackIcon }
  | { ram: { dice: number; accuracy: number; damage: number } }
  | { anti_missile: { modifier: number } }
  | {
      launch: {
        missile: 'light' | 'heavy' | 'heat' | 'torpedo';
        count: number;
        arc: ArcId;
        range: [number, number];
        token?: MissileProfile;
      };
    }
  | { target: { arc: ArcId; range: [number, number]; evasion: number } }
  /**
   * HACK icon (yellow card with a lightning bolt, "xN") with its arc and range. The base
   * rulebook does not describe it; the cards using it carry an `uncertain` note.
   */
  | { hack: { arc: ArcId; range: [number, number]; count: number } };

/** Kinds of ability boxes. */
export type AbilityKind = 'action' | 'reaction' | 'passive' | 'setup' | 'mount' | 'passive-mount';

/** One ability box of a card (front or disabled side). */
export interface Ability {
  kind: AbilityKind;
  /** Printed header (MOVE, ATTACK, REPAIR, PASSIVE, ...). */
  header: string;
  cost?: Cost;
  icons?: Icon[];
  /** Printed text, verbatim. */
  text?: string;
  /**
   * Id of the registered effect handler that implements the unique text
   * (the ids and their behaviour are listed in effect-ids.ts). Absent when the icons say everything.
   */
  effect?: string;
  /** Parameters for the handler (e.g. {amount: 1}). */
  params?: Record<string, unknown>;
  /** Where a card leaves timing open: the choice made, citing the rulebook. */
  timing?: string;
  /** True for the REPAIR action on a disabled side. */
  repair?: boolean;
}

/** A part card. Identified by faction + id. */
export interface PartCard {
  id: string;
  name: string;
  faction: Faction;
  slot: Slot;
  subtype: string;
  /** Repair cost in power; null when the card cannot be repaired ("-"). */
  repairCost: number | null;
  abilities: Ability[];
  disabled: { abilities: Ability[] };
  set?: string;
  uncertain?: string[];
}

/** A chassis card. */
export interface ChassisCard {
  id: string;
  name: string;
  faction: Faction;
  type: 'ship' | 'drone';
  size: number;
  hull: number;
  power: number;
  points: number;
  chassisAction: {
    evasion: number;
    vent: number;
    movement: Icon[];
    /** Printed text beside the movement icons (drones: "You may perform this sequence twice"). */
    text?: string;
    /** Effect handler id for that text, and its parameters. */
    effect?: string;
    params?: Record<string, unknown>;
    /** Where the text leaves timing open: the choice made. */
    timing?: string;
  };
  slots: Partial<Record<Slot, number>>;
  abilities: Ability[];
  /** Preset part ids in crit-location order (1 = next to the chassis card). */
  preset: string[];
  set?: string;
  uncertain?: string[];
}

/** Terrain tile types. */
export type TerrainType = 'debris-cloud' | 'ice-cloud' | 'tychos-rift' | 'asteroid-field';

/** A terrain type: its cover, the effect id of entering it, and the rulebook description. */
export interface TerrainInfo {
  name: string;
  cover: 'soft' | 'hard';
  /** Effect handler id applied when a ship enters the tile (Entering Terrain Tiles). */
  effect: string;
  description: string;
}

/** Tile outline (circle of `radius`, or a convex polygon of `points` around the centre, unrotated). */
export type TileShape =
  { kind: 'circle'; radius: number } | { kind: 'polygon'; points: Array<[number, number]> };

/** Physical constants of the table (cm). Overridable per config under `table:`. */
export interface TableConstants {
  /** Diameter of every ship base. */
  baseDiameter: number;
  /** Length of one range band (range 1 = up to this distance). */
  rangeBand: number;
  /** Movement tool lengths: the base moves tool length + base diameter. */
  moveShort: number;
  moveLong: number;
  /** Width of the "line" firing arc corridor (0 = the ray straight ahead from the base centre). */
  lineArcWidth: number;
  /** Terrain tile outline per type. */
  tiles: Record<TerrainType, TileShape>;
  /** Tolerance for touching/overlap tests. */
  epsilon: number;
  /** Play area sizes per format family (width x height, cm); a family may allow several. */
  playAreas?: Record<string, Array<{ width: number; height: number }>>;
}
