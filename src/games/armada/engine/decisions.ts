/**
 * Decisions: the one interface between the Armada engine and whoever plays a side (SPEC §4.2).
 * The engine describes each choice as a list of plain-data options and the side's controller
 * returns the index of the option it takes. Controllers see only their {@link ArmadaView}: the
 * open state and their own facedown dials (G8), never the hidden state.
 */
import type { Command, DieColour } from '../content/types.js';
import type { HullZone, ToolSide } from '../geometry/types.js';
import type { ArmadaTable } from '../geometry/table.js';
import type { GameState } from '../state/types.js';

/** A command component choice (C11: dial, token or both, decided before resolving). */
export type CommandUse = 'dial' | 'token' | 'both' | 'none';

/** One attack the attacker may declare (K1, K2). */
export interface AttackOption {
  /** Attacking hull zone (ships) or null (squadrons). */
  zone: HullZone | null;
  /** Defending ship or squadron id. */
  target: string;
  /** Defending hull zone (ship defenders) or null. */
  targetZone: HullZone | null;
}

/** A repair effect (C9). `card` is a faceup card instance, or -1 for a facedown card. */
export type RepairOption =
  | { effect: 'move-shield'; from: HullZone; to: HullZone }
  | { effect: 'recover-shield'; zone: HullZone }
  | { effect: 'repair-hull'; card: number }
  | { effect: 'stop' };

/** A ship maneuver: clicks per joint and the tool side (V2–V5). */
export interface CourseOption {
  course: number[];
  side: ToolSide;
}

/** S8: one deployment placement. */
export interface DeployOption {
  unit: string;
  x: number;
  y: number;
  facing: number;
  /** Speed dial (ships; 0 for squadrons). */
  speed: number;
}

/** A point of the play area (mm). */
export interface Point {
  x: number;
  y: number;
}

/** Every kind of decision with the type of its options. */
export interface DecisionOptions {
  /** S5: the player choosing initiative picks the first player (side index). */
  'first-player': number;
  /**
   * S6: the objective of the game (objective card id): the first player picks one of the second
   * player's three (RRG16 Setup 4), or the second player one of two drawn (EXP Random Objective Card).
   */
  'choose-objective': string;
  /** S7: the next obstacle (outline id) and where to place it. */
  'place-obstacle': { obstacle: string; x: number; y: number; facing: number };
  /** S8: the next unit deployed and where (ships also set their speed; squadrons ignore facing). */
  deploy: DeployOption;
  /** C1: the command set on the next dial assigned to a ship (placed under its stack). */
  'command-dial': Command;
  /** R2: the ship to activate, or null to pass (pass token or forced pass). */
  'activate-ship': string | null;
  /** C5: keep the revealed dial or spend it now for the matching token. */
  'dial-or-token': 'dial' | 'token';
  /** Crew Panic: suffer the damage or discard the dial before revealing. */
  'crew-panic': 'damage' | 'discard';
  /** Repair and Squadron, both "after revealing": the one the owner resolves first (RRG "Effect Use and Timing"). */
  'command-order': Command;
  /** C6: the command token discarded when a ship holds more than its command value. */
  'discard-command-token': Command;
  /** C11: resolve a command now with the dial, the token, both, or not at all. */
  'use-command': CommandUse;
  /** C9: the next repair effect. */
  repair: RepairOption;
  /** C8: the next squadron to activate with a Squadron command, or null to stop. */
  'command-squadron': string | null;
  /** Q1: a command-activated squadron moves first or attacks first. */
  'squadron-order': 'move-first' | 'attack-first';
  /** R3 / Q1: what a squadron does in the Squadron Phase. */
  'squadron-action': 'move' | 'attack' | 'nothing';
  /** R3: the next squadron activated in the Squadron Phase. */
  'activate-squadron': string;
  /** V10: where a squadron moves (its current position = stay). */
  'squadron-destination': Point;
  /** A2 / Q2: the attack to perform, or null for none. */
  attack: AttackOption | null;
  /** K8: the next squadron of an anti-squadron attack, or null to stop. */
  'additional-squadron': string | null;
  /** D4: the colour of the die removed before rolling (obstruction, damage cards). */
  'remove-die': DieColour;
  /** C10 dial: the colour of the added die (one already in the pool). */
  'add-die': DieColour;
  /** Die index in the pool to reroll or cancel, or -1 for none (CF token, swarm, evade). */
  'choose-die': number;
  /** T7: the defender's token (index in its list) to lock with an accuracy, or -1 to stop. */
  'spend-accuracy': number;
  /** T1–T6: the defense token (index) to spend next, or -1 to stop. */
  'defense-token': number;
  /** T2: the adjacent hull zone chosen with redirect. */
  'redirect-zone': HullZone;
  /** T2: damage points taken on the redirect zone's shields. */
  'redirect-amount': number;
  /** K7 / M8: the critical effect to resolve (`standard`), or null for none. */
  'critical-effect': string | null;
  /** C7: speed change with navigate (-2..+2 with dial and token). */
  'speed-change': number;
  /** C7 dial: the joint (0-based) whose yaw increases by one, or -1 for none. */
  'yaw-boost': number;
  /** V2–V5: the course and tool side. */
  course: CourseOption;
  /** X6: the obstacle (id) a ship overlapping several resolves next (its owner's order). */
  'obstacle-order': string;
  /** X3: where the player not moving the ship places an overlapped squadron. */
  'place-squadron': Point;
  /** M4 / B2: the hull zone that suffers unspecified damage. */
  'hull-zone': HullZone;
  /** Injured Crew: the defense token (index) to discard. */
  'discard-token': number;
  /** B3 station: the damage card to discard (faceup instance, -1 facedown), or null for none. */
  'discard-damage': number | null;
  /** Comm Noise (opponent): slow the ship, change its top dial to a command, or neither (the card's "may"). */
  'comm-noise': { effect: 'slow' } | { effect: 'change'; command: Command } | { effect: 'none' };
  /** Shield Failure (opponent): the next hull zone that loses a shield, or null to stop. */
  'shield-zone': HullZone | null;
  /** An optional effect (Howlrunner's die, the standard "may"): use it or not. */
  'use-effect': boolean;
  /** A command chosen by a card (Grand Moff Tarkin, the liaisons), or null for none. */
  'choose-command': Command | null;
  /** A ship chosen by a card or objective (Leia Organa, objective ships), or null for none. */
  'choose-ship': string | null;
  /** A squadron chosen by an objective (O8: set aside), or null to stop. */
  'choose-squadron': string | null;
  /** Where an objective token is placed or moved to (O6, O8, O10, O11). */
  'place-token': Point;
  /** General Dodonna: the damage card (instance) put back on top of the deck. */
  'keep-damage-card': number;
  /** Dominator: the hull zones whose shields are spent (one entry per shield; [] for none). */
  'spend-shields': HullZone[];
  /** H9 Turbolasers: the die (index) changed to an accuracy face, or -1 for none. */
  'change-die': number;
  /** O8 Hyperspace Assault: the token the set-aside units arrive at, or -1 to wait. */
  'hyperspace-token': number;
}

/** The kinds of decision. */
export type DecisionKind = keyof DecisionOptions;

/** A decision put to a controller. */
export interface Decision<K extends DecisionKind = DecisionKind> {
  kind: K;
  /** The deciding side. */
  side: number;
  /** The ship or squadron the choice is about, when there is one. */
  unit: string | null;
  /** Legal options; never empty. */
  options: Array<DecisionOptions[K]>;
  /** Short description for logs and tests. */
  prompt?: string;
  /** Open context of the choice (e.g. the rolled faces of the attack). */
  context?: Record<string, unknown>;
}

/** What a controller sees: the open state, its side and its own facedown dials (C3). */
export interface ArmadaView {
  readonly state: Readonly<GameState>;
  readonly side: number;
  /** The physical constants of this game (open: both players measure with the same tools). */
  readonly table: ArmadaTable;
  /** This side's facedown dial stacks by ship id, top first. */
  readonly ownDials: Readonly<Record<string, readonly Command[]>>;
}

/** A pilot or scripted test controller. */
export interface Controller {
  /** Returns the index of the chosen option. */
  choose(view: ArmadaView, decision: Decision): number;
}
