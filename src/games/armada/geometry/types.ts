/**
 * Shared types of the Armada geometry layer. Units: millimetres; angles in degrees,
 * counter-clockwise from +x (the core {@link Pose} convention). A pose is the centre of a plastic
 * base and the direction its front points. Shapes are built once per pose (plain objects holding
 * flat coordinate arrays [x0, y0, x1, y1, ...] of plain numbers, which are cheaper to allocate than
 * typed arrays) and then passed to every predicate, which neither allocates nor recomputes them.
 */
import type { Pose } from '../../../core/geometry.js';

export type { Pose } from '../../../core/geometry.js';

/** The four hull zones (H1), in index order 0..3. */
export type HullZone = 'front' | 'left' | 'right' | 'rear';
/** Hull zones in index order: `zones[i]` of a ship shape is `HULL_ZONES[i]`. */
export const HULL_ZONES: readonly HullZone[] = ['front', 'left', 'right', 'rear'];
/** Size classes with a base in the table (G6; huge ships are not in the core set). */
export type SizeClass = 'small' | 'medium' | 'large';
/** A range-side band (N1); `beyond` = extreme range, past the ruler (N2). */
export type RangeBand = 'close' | 'medium' | 'long' | 'beyond';
/** A distance-side band: 1..5, or {@link DISTANCE_BEYOND} for beyond distance 5. */
export type DistanceBand = 1 | 2 | 3 | 4 | 5 | 6;
/** The distance band value meaning "beyond distance 5". */
export const DISTANCE_BEYOND = 6;
/** Side of the ship's base the maneuver tool is inserted on (V4). */
export type ToolSide = 'left' | 'right';
/** Line of sight (L1–L3): clear, obstructed (one fewer die), or blocked (no LOS: choose another target). */
export type LosResult = 'clear' | 'obstructed' | 'blocked';
/** Obstacle types of the core set (B1–B3). */
export type ObstacleType = 'asteroid' | 'debris' | 'station';
/**
 * A course: signed clicks per joint, joint 1 (nearest the ship) first; + turns left
 * (counter-clockwise), - right. Its length is the speed (V1, V2).
 */
export type Course = readonly number[];

/** Index of a hull zone in {@link HULL_ZONES}. */
export function zoneIndex(z: HullZone): number {
  return z === 'front' ? 0 : z === 'left' ? 1 : z === 'right' ? 2 : 3;
}

/** Hull zones sharing an arc line with `z` (H4, redirect): front/rear touch both sides. */
export function adjacentZones(z: HullZone): readonly HullZone[] {
  return z === 'front' || z === 'rear' ? SIDES : ENDS;
}
const SIDES: readonly HullZone[] = ['left', 'right'];
const ENDS: readonly HullZone[] = ['front', 'rear'];

/**
 * Ship geometry in its own frame, compiled once per ship card from the table: `a` forward from
 * the base centre, `b` to the left. Polygons are flat [a0, b0, a1, b1, ...], counter-clockwise.
 */
export interface ShipGeometry {
  id: string;
  size: SizeClass;
  /** Plastic base (RRG size class), and the overlap outline (base or shield-dial envelope). */
  base: readonly number[];
  overlap: readonly number[];
  token: readonly number[];
  /** Hull-zone polygons, in {@link HULL_ZONES} order. */
  zones: ReadonlyArray<readonly number[]>;
  /**
   * Firing arcs, 10 numbers per zone: apex (a, b), unit rays d1, d2 along the two bounding arc
   * lines, unit inward normals n1 (of the d1 line), n2 (of the d2 line).
   */
  arcs: readonly number[];
  /** Targeting points (a, b) per zone, in {@link HULL_ZONES} order (H5). */
  targets: readonly number[];
  baseWidth: number;
  baseLength: number;
}

/** A ship placed at a pose: every outline in world coordinates (same layouts as {@link ShipGeometry}). */
export interface ShipShape {
  readonly kind: 'ship';
  readonly geometry: ShipGeometry;
  readonly pose: Pose;
  readonly base: readonly number[];
  readonly overlap: readonly number[];
  readonly token: readonly number[];
  readonly zones: ReadonlyArray<readonly number[]>;
  readonly arcs: readonly number[];
  readonly targets: readonly number[];
  /** Bounding box of the overlap outline: minX, minY, maxX, maxY. */
  readonly bbox: readonly number[];
}

/** A squadron's base: a disk at (x, y) of radius r (mm). */
export interface SquadronShape {
  readonly kind: 'squadron';
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** An obstacle token placed in the play area: its outline in world coordinates. */
export interface ObstacleShape {
  readonly kind: 'obstacle';
  readonly id: string;
  readonly type: ObstacleType;
  readonly pose: Pose;
  /** Flat [x0, y0, x1, y1, ...], counter-clockwise, possibly non-convex. */
  readonly points: readonly number[];
  readonly bbox: readonly number[];
}

/** A ship or a squadron. */
export type UnitShape = ShipShape | SquadronShape;

/** The units and obstacles an LOS line may cross (squadrons never obstruct: Q12). */
export interface LosScene {
  ships: readonly ShipShape[];
  obstacles: readonly ObstacleShape[];
}

/** A rectangular play area, origin at a corner; the players' edges are y = 0 and y = depth. */
export interface PlayArea {
  width: number;
  depth: number;
  /** Distance of the setup area from each short (x) edge (0: the whole play area). */
  setupInset: number;
}
