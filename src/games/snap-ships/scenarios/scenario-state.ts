/**
 * Scenario state kept in `GameState.scenario` (plain JSON, public to pilots): what the
 * rulebook's scenarios track on the table besides the ships.
 */
import type { Edge } from '../geometry/table.js';

/** Final scores written when the game ends (one entry per side; null: the side has no score). */
export interface ScenarioResult {
  scores: Array<number | null>;
  /** Resources held (Asteroid Scramble) or beacons collected (Beacon Rush). */
  held: Array<number | null>;
  /** Resources stockpiled (Asteroid Scramble) or beacon points before the ship points are subtracted (Beacon Rush). */
  secured: Array<number | null>;
}

/** One asteroid field's superheated resources (rulebook "Mining Resources"). */
export interface AsteroidSupply {
  /** Index of the tile in `GameState.terrain`. */
  tile: number;
  /** Resources left in the asteroid (its supply die). */
  supply: number;
  /** Mined resources lying on the tile, waiting to be gathered. */
  onTile: number;
}

/** Asteroid Scramble. */
export interface AsteroidScrambleState {
  kind: 'asteroid-scramble';
  /** Game length in rounds (6). */
  maxRounds: number;
  /** Rounds finished so far. */
  roundsDone: number;
  asteroids: AsteroidSupply[];
  /** Resources carried on each ship's chassis card, by ship id. */
  carried: Record<string, number>;
  /** Each side's stockpile. */
  stockpile: number[];
  /** Resources returned to the box (a ship destroyed with no destroyer left in play). */
  boxed: number;
  result?: ScenarioResult;
}

/** A beacon token (rulebook "Scenario: Beacon Rush"). */
export interface Beacon {
  /** Printed points (hidden until collected or peeked at; pilots should read it only when their side is in `known`). */
  value: number;
  x: number;
  y: number;
  /** Ship that collected it (null while on the table). */
  holder: string | null;
  /** Side of the holder. */
  side: number | null;
  /** Sides that have seen the value (collected it, or hit it with an attack). */
  known: number[];
}

/** A corner of the play area. */
export type Corner = 'south-west' | 'south-east' | 'north-east' | 'north-west';

/** Beacon Rush. */
export interface BeaconRushState {
  kind: 'beacon-rush';
  beacons: Beacon[];
  /** Beacon token radius (cm). */
  beaconRadius: number;
  /** The deployment corner shared by every ship. */
  corner: Corner;
  /** Point value of each side's ships (subtracted from its score). */
  points: number[];
  /** Missile groups that already disabled a part (one disabled part per attack). */
  impacts: string[];
  result?: ScenarioResult;
}

/** One Last Stand wave ship as read from the wave table. */
export interface WaveShip {
  chassis: string;
  hullModifier: number;
}

/** Last Stand. */
export interface LastStandState {
  kind: 'last-stand';
  /** Side of the players' Forge ships and side of the Komplex waves. */
  players: number;
  komplex: number;
  /** The wave in play (1..3). */
  wave: number;
  /** Ship ids of the wave in play. */
  waveShips: string[];
  /** Waves destroyed and the round in which each was. */
  cleared: number[];
  /** Waves salvaged. */
  salvaged: number;
  /** Difficulty from the player ships' chassis points (hard, normal, easy, training). */
  difficulty: string;
  /** Komplex part ids of the salvage deck, top first. */
  salvageDeck: string[];
  /** Only the first three wave-table rows are in the collection (starter box). */
  starterBox: boolean;
  /** Players' deployment edge (rolled). */
  edge: Edge;
  result?: ScenarioResult;
}

/** The scenario state of a game. */
export type ScenarioState = AsteroidScrambleState | BeaconRushState | LastStandState;
