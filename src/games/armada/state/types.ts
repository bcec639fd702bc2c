/**
 * Star Wars: Armada game state: plain JSON data (no classes, no Maps), split in two.
 *
 * - {@link GameState} is open information (RRG16 "Open, Derived, and Hidden Information"): what
 *   both players see on the table. Pilots receive it (read-only) through their view.
 * - {@link HiddenState} is what nobody or only one player may see (G8): each side's facedown
 *   command dial stacks, the identity of every facedown damage card and the order of the deck.
 *   The engine keeps it beside the open state and never hands it to a pilot, except each side's
 *   own dials (C3).
 *
 * Rule functions mutate both in place; lookahead works on a structuredClone of the pair.
 */
import type { Pose } from '../../../core/geometry.js';
import type { Command, DefenseTokenType, Faction } from '../content/types.js';
import type { HullZone, ObstacleType, PlayArea, SizeClass } from '../geometry/types.js';

/** Shield values (or any number) per hull zone. */
export type ZoneValues = Record<HullZone, number>;

/** A defense token's side (T6): readied, exhausted, or discarded for the rest of the game. */
export type TokenState = 'ready' | 'exhausted' | 'discarded';

/** One defense token of a ship or unique squadron (T1). */
export interface DefenseToken {
  type: DefenseTokenType;
  state: TokenState;
}

/** An equipped upgrade card (part 2: fleet building; U6 exhaust/ready). */
export interface UpgradeState {
  id: string;
  exhausted: boolean;
  discarded: boolean;
}

/** A ship in play or destroyed. */
export interface ShipState {
  /** Engine id, e.g. `s0.1` (side 0, second ship). */
  id: string;
  side: number;
  /** Ship card id. */
  card: string;
  name: string;
  size: SizeClass;
  /** Fleet cost including upgrades (W1, U7). */
  points: number;
  hull: number;
  command: number;
  squadronValue: number;
  engineering: number;
  maxShields: ZoneValues;
  shields: ZoneValues;
  /** Faceup damage cards, by card instance (index into {@link GameState.damageTitles}) (M5). */
  faceup: number[];
  /** Number of facedown damage cards (their identities are hidden: HiddenState.facedown). */
  facedown: number;
  defenseTokens: DefenseToken[];
  /** Facedown command dials assigned (their commands are hidden: HiddenState.dials) (C1–C3). */
  dialCount: number;
  /** The dial revealed this activation, next to the ship, not yet spent (C5); null otherwise. */
  revealed: Command | null;
  /** Spent or discarded dials faceup on the ship card until the next Command Phase (C5). */
  spentDials: Command[];
  /** Command tokens (C6): at most the command value, no duplicates. */
  commandTokens: Command[];
  /** Commands resolved this round (C11: each at most once). */
  resolved: Command[];
  /** Attacks against ships declared this round (Coolant Discharge). */
  shipAttacksThisRound: number;
  /** Current speed (V7). */
  speed: number;
  pose: Pose;
  /** Activated this round (A4). */
  activated: boolean;
  destroyed: boolean;
  upgrades: UpgradeState[];
}

/** A squadron in play or destroyed. */
export interface SquadronState {
  /** Engine id, e.g. `q1.3`. */
  id: string;
  side: number;
  /** Squadron card id (unique squadrons have their own card, Q5). */
  card: string;
  name: string;
  unique: boolean;
  hull: number;
  maxHull: number;
  speed: number;
  points: number;
  /** Centre of the base (mm). */
  x: number;
  y: number;
  /** Activated this round (Q4: the slider no longer matches the initiative token). */
  activated: boolean;
  destroyed: boolean;
  defenseTokens: DefenseToken[];
}

/** An objective token in the play area, or assigned to a ship (O3 Opening Salvo: `ship`). */
export interface ObjectiveToken {
  id: string;
  x: number;
  y: number;
  /** The ship holding the token (assigned tokens have no position that matters). */
  ship?: string;
  /** The obstacle the token sits on (O9 Dangerous Territory). */
  obstacle?: string;
}

/** The objective in play (O0): its tokens, objective ships, set-aside units and end scoring. */
export interface ObjectiveState {
  /** Objective card id (objectives.yaml). */
  id: string;
  /** Fleet points per victory token (W1). */
  victoryTokenValue: number;
  tokens: ObjectiveToken[];
  /** Objective ships (O1, O2, O10). */
  objectiveShips: string[];
  /** O8 / RRG16 "Set Aside": units not in play, kept out of `ships`/`squadrons` until deployed. */
  setAside: { ships: ShipState[]; squadrons: SquadronState[] };
  /** W4: end-of-game points per side from the objective (set when the game ends). */
  bonus: number[];
  /** Per-round bookkeeping of the special rule (e.g. O1 targets per zone), cleared each round. */
  round: Record<string, string[]>;
}

/** An obstacle token in the play area (B1–B6). */
export interface ObstacleState {
  /** Outline id in the table (`asteroid-1`, `station`, ...). */
  id: string;
  type: ObstacleType;
  pose: Pose;
  /** O5 Contested Outpost's station: it does not obstruct and has no effect. */
  inert?: boolean;
}

/** One player. */
export interface SideState {
  name: string;
  faction: Faction;
  /** Edge of the play area the player sits at: `near` is y = 0. */
  edge: 'near' | 'far';
  /** Pass tokens left (RRG16 "Pass Tokens"). */
  passTokens: number;
  /** Victory tokens collected (W1; objectives, part 2). */
  victoryTokens: number;
}

/** Game phases (R1) plus setup and the end. */
export type Phase = 'setup' | 'command' | 'ship' | 'squadron' | 'status' | 'over';

/** Why a game ended (SPEC §6). */
export type EndReason = 'eliminated' | 'rounds' | 'both-eliminated';

/**
 * Rules switches where the sources differ (SPEC 3.2 #2). Defaults are RRG16's reading; the
 * other value is the seed's.
 */
export interface ArmadaRules {
  /** Q9: LOS to/from a squadron from the centre of its base (RRG16) or its closest point ([EXP]). */
  squadronLos: 'centre' | 'closestPoint';
  /** T3: evade at close/medium range rerolls one die (RRG16) or has no effect at close range (old rule). */
  evadeClose: 'reroll' | 'none';
  /** W2: a tie after six rounds goes to the second player (RRG16) or is a draw. */
  tieBreak: 'secondPlayer' | 'draw';
  /** R2: pass tokens for the player with fewer ships (RRG16) or none ([LTP]). */
  passTokens: 'rrg16' | 'none';
  /**
   * P8: the learning game with every core rule (`full`) or with the Learn to Play's text only
   * (`ltp`: no line of sight or obstruction, engagement by distance alone, no critical effects,
   * all of which sit in the Expanded Rules). Only for `format: learning`; absent means `full`
   * (so that the resolved setup of a matchup that does not set it is what it always was).
   */
  learningRules?: 'full' | 'ltp';
  /**
   * X4: what a ship overlaps with: its base with the shield dials and their frames (`envelope`,
   * RRG16 Overlapping and its FAQ; the table's default) or the size-class base alone (`base`).
   * Absent means the table's `overlapShape`; set, it overrides it.
   */
  overlapShape?: 'envelope' | 'base';
}

/** The default rules switches (RRG16 everywhere). */
export const DEFAULT_RULES: Readonly<ArmadaRules> = Object.freeze({
  squadronLos: 'centre',
  evadeClose: 'reroll',
  tieBreak: 'secondPlayer',
  passTokens: 'rrg16',
});

/** The open game state. */
export interface GameState {
  format: string;
  rules: ArmadaRules;
  /** Play area (and its id in the table). */
  area: PlayArea & { id: string };
  round: number;
  phase: Phase;
  /** The side with initiative (S5: kept all game). */
  firstPlayer: number;
  sides: SideState[];
  ships: ShipState[];
  squadrons: SquadronState[];
  obstacles: ObstacleState[];
  /** Damage card title id of each card instance (the 52 cards, M9). */
  damageTitles: string[];
  /** Cards left in the damage deck (its order is hidden). */
  deckCount: number;
  /** Discarded damage cards (instances), in discard order (M6). */
  discard: number[];
  /** The ship being activated (or whose squadron command is running), if any. */
  activeShip: string | null;
  /** The objective in play (part 2), or absent (learning scenario, no objective). */
  objective?: ObjectiveState;
  /** Set when the game is over; winner is a side index or null (a draw under `tieBreak: draw`). */
  over: { winner: number | null; reason: EndReason } | null;
}

/** Hidden information (G8), never shown to a pilot except its own dials. */
export interface HiddenState {
  /** Per side, per ship id: the facedown dial stack, top first (C1–C4). */
  dials: Array<Record<string, Command[]>>;
  /** Per ship id: facedown damage card instances (M5). */
  facedown: Record<string, number[]>;
  /** The damage deck, top of the deck last (M6). */
  deck: number[];
}
