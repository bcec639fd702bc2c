/**
 * Decisions: the one small interface between the engine and whoever flies a ship.
 * The engine describes a choice as a list of plain-data options; a controller (pilot,
 * AI deck, test script) returns the index of the option it takes. Controllers see the
 * public game state and the decision, never engine internals.
 */
import type { Pose, Vec } from '../../../core/geometry.js';
import type { MoveDirection } from '../content/types.js';
import type { GameState } from '../state/types.js';

/** Every kind of decision with the type of its options. */
export interface DecisionOptions {
  /** Which ship activates next (null = pass). */
  activate: string | null;
  /** Where to deploy (base touching the side's edge). */
  deploy: Pose;
  /** Vent step / vent icons: one cube at a time (null = stop venting). */
  vent: { part: number; color: 'power' | 'heat' } | null;
  /** Rotation icon: signed angle in degrees (CCW positive). */
  rotate: number;
  /** U-turn icon: 0 or 180. */
  'u-turn': 0 | 180;
  /** Move icon with several directions. */
  'move-direction': MoveDirection;
  /** Part action to perform (null = end the activation's part actions). */
  action: { part: number; ability: number } | null;
  /** Target ship of an attack, launch, target or special action. */
  target: string;
  /** Where to put the ship after a collision. */
  'collision-place': Vec;
  /** Rotation after leaving the play area: 0, 90 or -90. */
  'edge-rotate': number;
  /** Part index to disable on a critical hit. */
  'crit-location': number;
  /** Use an optional reaction or effect (true/false). */
  'use-effect': boolean;
  /** A number (variable costs, how many dice to reroll...). */
  amount: number;
  /** Ship whose missiles an anti-missile roll targets. */
  'anti-missile-target': string;
  /** Part (index) of an enemy ship that receives heat from a heat effect. */
  'heat-part': number;
  /** Terrain entry choices (e.g. ice cloud vent). */
  'terrain-vent': { part: number; color: 'power' | 'heat' } | null;
  /** Asteroid Scramble, entering an asteroid field: resources to collect from the tile (0 = apply the asteroid's normal effect instead). */
  gather: number;
  /** Beacon Rush, after the vent step: index of an overlapped beacon to collect for 1 power (null = none). */
  'collect-beacon': number | null;
  /** Last Stand, a blank or critical on the wave table: the ship the player chooses from the wave's column. */
  'wave-ship': { chassis: string; hullModifier: number };
  /** Last Stand salvage step 2: increase the chassis power or vent stat by 1. */
  'salvage-stat': 'power' | 'vent';
  /** Last Stand salvage step 3: the Komplex part (id) taken from the five drawn. */
  'salvage-part': string;
}

/** The kinds of decision. */
export type DecisionKind = keyof DecisionOptions;

/** A decision put to a controller. */
export interface Decision<K extends DecisionKind = DecisionKind> {
  kind: K;
  /** The ship on whose behalf the choice is made (its controller decides). */
  ship: string;
  /** The deciding side. */
  side: number;
  /** Legal options; never empty. */
  options: Array<DecisionOptions[K]>;
  /** Short description ("reroll with XF-25 Cockpit?", "crit on sabre"). */
  prompt?: string;
  /** Extra public context for the decision (e.g. the attack's dice). */
  context?: Record<string, unknown>;
}

/** What a controller sees: the public state (read-only by contract) and its side. */
export interface GameView {
  readonly state: Readonly<GameState>;
  readonly side: number;
}

/** A pilot, AI deck driver or scripted test controller. */
export interface Controller {
  /** Returns the index of the chosen option. */
  choose(view: GameView, decision: Decision): number;
}
