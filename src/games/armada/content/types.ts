/**
 * Star Wars: Armada content types: ship and squadron cards, dice, defense tokens, the damage
 * deck, upgrades, objectives and preset fleets. The YAML files in this folder are validated
 * against the zod schemas of schema-*.ts, which mirror these types (a type-level check fails
 * `tsc` if they drift). Values the card data marks uncertain stay in the YAML beside an
 * `uncertain:` note, never in code. Ids are kebab-case; YAML keys are camelCase.
 */
import type { ArmadaEffectId } from './effect-ids.js';

/** Faction of a ship, squadron or fleet. */
export type Faction = 'rebel' | 'imperial';
/** Faction of an upgrade: `any` has no faction symbol (EXP "Upgrade Cards"). */
export type UpgradeFaction = Faction | 'any';
/** Size classes (RRG16 "Size Class"; G6). */
export type SizeClass = 'small' | 'medium' | 'large' | 'huge';
/** The four hull zones (H1). */
export type HullZone = 'front' | 'left' | 'right' | 'rear';
/** Attack die colours (D1). */
export type DieColour = 'red' | 'blue' | 'black';
/** Range bands of the range ruler's range side (N1). */
export type AttackRange = 'close' | 'medium' | 'long';
/** The four commands (C7–C10). */
export type Command = 'navigate' | 'squadron' | 'repair' | 'concentrate-fire';
/** Defense token types (T2–T5). */
export type DefenseTokenType = 'redirect' | 'evade' | 'brace' | 'scatter';
/** Squadron keywords of the core set (RRG16 "Squadron Keywords"; Q6). */
export type SquadronKeyword = 'bomber' | 'escort' | 'swarm';
/** Damage card traits (M7). */
export type DamageTrait = 'ship' | 'crew';
/** Objective categories (O0). */
export type ObjectiveCategory = 'assault' | 'defense' | 'navigation';
/** Upgrade icons (RRG16 "Upgrade Icons"); commander and title cards show theirs on the back only. */
export type UpgradeType =
  | 'commander'
  | 'officer'
  | 'title'
  | 'weapons-team'
  | 'support-team'
  | 'fleet-command'
  | 'fleet-support'
  | 'offensive-retrofit'
  | 'defensive-retrofit'
  | 'experimental-retrofit'
  | 'turbolaser'
  | 'ion-cannon'
  | 'ordnance';

/** A dice count per colour (armaments, pools). */
export interface DiceCounts {
  red: number;
  blue: number;
  black: number;
}

/** Free-form parameters of an effect handler (the numbers of the card text). */
export type EffectParams = Record<string, unknown>;

/** A card text implemented by a registered effect handler (effect-ids.ts). */
export interface CardEffect {
  /** The card text (paraphrased, as in the card data). */
  text: string;
  effect: ArmadaEffectId;
  params?: EffectParams;
}

/** A ship model type (CR90 Corvette, ...): titles match it (U4). */
export interface ShipType {
  id: string;
  name: string;
  /** Models of this type in one core set (F4 core-only physical limit). */
  coreSetModels: number;
}

/**
 * A ship card. `speedChart[s]` lists the yaw value of each joint at speed s, joint 1 (nearest
 * the ship) first: 0 = "–" (straight), 1 = "I", 2 = "II" (V2).
 */
export interface ShipCard {
  id: string;
  name: string;
  /** Other names fleet builders print for the card (short names, plurals), read by the fleet list reader. */
  aliases?: string[];
  /** Id of its {@link ShipType}. */
  shipType: string;
  faction: Faction;
  size: SizeClass;
  hull: number;
  command: number;
  squadron: number;
  engineering: number;
  shields: Record<HullZone, number>;
  battery: Record<HullZone, DiceCounts>;
  antiSquadron: DiceCounts;
  defenseTokens: DefenseTokenType[];
  speedChart: Record<number, number[]>;
  upgradeBar: UpgradeType[];
  points: number;
  sources?: string[];
  uncertain?: string[];
}

/** A squadron card (shared by every squadron of its type; uniques use their own, Q5). */
export interface SquadronCard {
  id: string;
  name: string;
  /** Other names fleet builders print for the card (short names, plurals), read by the fleet list reader. */
  aliases?: string[];
  /** For a unique squadron: the id of the generic card whose disk (reverse side) it uses. */
  squadronType?: string;
  faction: Faction;
  unique: boolean;
  hull: number;
  speed: number;
  antiSquadron: DiceCounts;
  battery: DiceCounts;
  keywords: SquadronKeyword[];
  defenseTokens: DefenseTokenType[];
  ability?: CardEffect;
  /** Rules Reference clarification of the card. */
  ruling?: string;
  points: number;
  /** Disks of this type in one core set (generic cards only; F4). */
  coreSetDisks?: number;
  sources?: string[];
  uncertain?: string[];
}

/** Die face ids. */
export type DieFaceId = 'blank' | 'hit' | 'critical' | 'hit-hit' | 'hit-critical' | 'accuracy';

/** The icons printed on one die face (D1). */
export interface DieFaceIcons {
  hit: number;
  crit: number;
  accuracy: number;
}

/** One die colour: its longest range (D2) and how many of its faces show each face id. */
export interface DieColourInfo {
  maxRange: AttackRange;
  faces: Partial<Record<DieFaceId, number>>;
}

/** dice.yaml: face definitions and the three colours. */
export interface DiceContent {
  facesPerDie: number;
  faces: Record<DieFaceId, DieFaceIcons>;
  colours: Record<DieColour, DieColourInfo>;
  sources?: string[];
  uncertain?: string[];
}

/** One defense token type: its rules text. */
export interface DefenseTokenInfo {
  name: string;
  text: string;
  uncertain?: string[];
}

/** defense-tokens.yaml. */
export interface DefenseTokensContent {
  tokens: Record<DefenseTokenType, DefenseTokenInfo>;
  /** General rules (T6), as text. */
  general: string;
}

/** A damage card title (M9): `count` copies in the deck. Every faceup effect has an effect id. */
export interface DamageCard {
  id: string;
  name: string;
  trait: DamageTrait;
  count: number;
  /** Immediate effects resolve when dealt faceup; persistent ones apply while faceup (M5). */
  timing: 'immediate' | 'persistent';
  text: string;
  effect: ArmadaEffectId;
  params?: EffectParams;
  ruling?: string;
  uncertain?: string[];
}

/** damage-deck.yaml. */
export interface DamageDeckContent {
  total: number;
  traitCounts: Record<DamageTrait, number>;
  cards: DamageCard[];
  uncertain?: string[];
}

/** Restriction traits of an upgrade (RRG16 "Upgrade Cards"). */
export interface UpgradeRestrictions {
  /** Titles: the ship type id it must match (U4). */
  shipType?: string;
  /** Size-class restriction. */
  sizes?: SizeClass[];
  /** Flagship-only restriction. */
  flagship?: boolean;
}

/** An upgrade card. */
export interface UpgradeCard {
  id: string;
  name: string;
  /** Other names fleet builders print for the card (short names, plurals), read by the fleet list reader. */
  aliases?: string[];
  type: UpgradeType;
  faction: UpgradeFaction;
  unique: boolean;
  points: number;
  /** Card traits; `modification`: at most one per ship (U3). */
  traits?: Array<'modification'>;
  restrictions?: UpgradeRestrictions;
  /** Critical-effect header colour ("any" = plain E:) (K11, M8). */
  critical?: DieColour | 'any';
  /** Command-icon header: resolves with that command (K11). */
  command?: Command;
  /** Exhausts as a cost; readied in the Status Phase (U6). */
  exhaust?: boolean;
  text: string;
  effect: ArmadaEffectId;
  params?: EffectParams;
  ruling?: string;
  /** How sure the core-set membership is (SPEC 3.2 #18). */
  membership: 'confirmed' | 'probable';
  uncertain?: string[];
}

/** upgrades.yaml. `cards` + `unidentified` make up the core set's `coreSetCount` cards. */
export interface UpgradesContent {
  coreSetCount: number;
  /** Role tags fleet builders print after an upgrade's name (`Leia Organa (off)`): tag -> upgrade type. */
  listRoles?: Record<string, UpgradeType>;
  cards: UpgradeCard[];
  /** Core-set cards not identified yet: kept as slots with a note, never invented. */
  unidentified: Array<{ slot: number; uncertain: string[] }>;
  uncertain?: string[];
}

/** An objective card (O1–O12); each printed section is text plus an effect id. */
export interface ObjectiveCard {
  id: string;
  name: string;
  category: ObjectiveCategory;
  /** Fleet points per victory token (0 = the card awards none). */
  victoryTokenValue: number;
  setup?: CardEffect;
  special?: CardEffect;
  endOfRound?: CardEffect;
  endOfGame?: CardEffect;
  ruling?: string;
  uncertain?: string[];
}

/** objectives.yaml. */
export interface ObjectivesContent {
  cards: ObjectiveCard[];
  uncertain?: string[];
}

/** One ship of a fleet (the config form of DESIGN.md). */
export interface FleetShip {
  ship: string;
  upgrades: string[];
}

/** One squadron entry of a fleet: `count` squadrons of a card (uniques: 1). */
export interface FleetSquadron {
  squadron: string;
  count: number;
}

/** A fleet: the explicit config form of DESIGN.md. */
export interface Fleet {
  faction: Faction;
  ships: FleetShip[];
  squadrons: FleetSquadron[];
  /** One objective of each category (F5); optional where the format draws them at random. */
  objectives?: string[];
}

/** A preset fleet of fleets.yaml. */
export interface FleetPreset extends Fleet {
  id: string;
  name: string;
  /** The fleet-building format it is legal in (fleet-check.ts). */
  format: string;
  /** Printed total, checked against the cards by the loader. */
  points: number;
  description: string;
  source: string;
  uncertain?: string[];
}
