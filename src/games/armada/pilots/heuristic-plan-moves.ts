/**
 * The maneuvers the heuristic's plan search tries (heuristic-plan.ts), built once per ship card,
 * base and count of faceup Thrust-Control Malfunctions: at each speed, with and without a
 * navigate dial's yaw click, the moves of the hardest turn each way and of the straight course
 * (RRG16 "Ship Movement", "Yaw"; C7), and the straight-line reach of one maneuver.
 */
import { yawAt } from '../content/lookup.js';
import type { ShipCard } from '../content/types.js';
import type { CourseOption } from '../engine/decisions.js';
import { maneuverFinalPose, maneuverOffset, type ManeuverOffset } from '../geometry/maneuver.js';
import { baseRadius } from '../geometry/ship-shape.js';
import type { ArmadaTable } from '../geometry/table.js';
import type { ShipGeometry } from '../geometry/types.js';
import { courseOptions } from '../rules/courses.js';

/** The plan search's maneuvers of one ship card on one table (filled as speeds are asked for). */
export interface PlanMoves {
  /** Moves at `speed` (index `2 * speed`, `+1` with a navigate dial's click): left, right, straight. */
  readonly moves: Array<readonly ManeuverOffset[] | undefined>;
  /** Straight-line reach of one maneuver at each speed (mm, with the base's half diagonal). */
  readonly reach: number[];
  /**
   * The base corners' farthest distance from the ship's centre: a pose whose centre is farther
   * than this from every edge is inside the play area.
   */
  readonly halfDiagonal: number;
  readonly table: ArmadaTable;
  readonly g: ShipGeometry;
  readonly card: ShipCard;
  /** Yaw lost on the last adjustable joint (faceup Thrust-Control Malfunction cards). */
  readonly lost: number;
  /** Answers of earlier plan searches of this ship (heuristic-plan.ts), by a hash of their start. */
  readonly answers: Map<number, PlanAnswer>;
}

/** A plan search's start (exact pose, speed, plan code, play area) and whether the ship stays in. */
export interface PlanAnswer {
  x: number;
  y: number;
  facing: number;
  speed: number;
  code: number;
  width: number;
  depth: number;
  stays: boolean;
}

const kits = new WeakMap<ArmadaTable, WeakMap<ShipGeometry, WeakMap<ShipCard, PlanMoves[]>>>();

/** The plan moves of a ship of `card` and geometry `g` with `lost` yaw lost (cached). */
export function planMoves(
  table: ArmadaTable,
  g: ShipGeometry,
  card: ShipCard,
  lost: number,
): PlanMoves {
  let byGeometry = kits.get(table);
  if (!byGeometry) kits.set(table, (byGeometry = new WeakMap()));
  let byCard = byGeometry.get(g);
  if (!byCard) byGeometry.set(g, (byCard = new WeakMap()));
  let byLost = byCard.get(card);
  if (!byLost) byCard.set(card, (byLost = []));
  let kit = byLost[lost];
  if (!kit) {
    kit = byLost[lost] = {
      moves: [],
      reach: [],
      halfDiagonal: baseRadius(g),
      table,
      g,
      card,
      lost,
      answers: new Map(),
    };
  }
  return kit;
}

/** The ship's yaw at `speed` after its faceup Thrust-Control Malfunctions (damage deck), a copy. */
function yawOf(k: PlanMoves, speed: number): number[] {
  const yaw = yawAt(k.card, speed).slice();
  for (let j = yaw.length - 1, left = k.lost; j >= 0 && left > 0; j--) {
    if (yaw[j]! > 0) {
      yaw[j] = Math.max(0, yaw[j]! - left);
      break;
    }
  }
  return yaw;
}

/** The yaw at `speed` with a navigate dial's click on the first joint that can take it. */
function clicked(yaw: readonly number[]): number[] {
  const y = yaw.slice();
  const j = y.findIndex((v) => v < 2);
  if (j >= 0) y[j] = y[j]! + 1;
  return y;
}

/** The hardest turn each way and the straight course for `yaw`. */
function turns(k: PlanMoves, yaw: readonly number[]): CourseOption[] {
  const all = courseOptions(k.table, k.g, yaw);
  const pick = (sign: number): CourseOption | undefined =>
    all.find((c) => c.course.every((v, j) => v === sign * yaw[j]!));
  return [pick(1), pick(-1), pick(0)].filter((c): c is CourseOption => !!c);
}

/** The moves of one maneuver at `speed` (> 0), with a navigate dial's click when `nav`. */
export function movesAt(k: PlanMoves, speed: number, nav: boolean): readonly ManeuverOffset[] {
  const at = 2 * speed + (nav ? 1 : 0);
  let list = k.moves[at];
  if (!list) {
    const base = yawOf(k, speed);
    list = k.moves[at] = turns(k, nav ? clicked(base) : base).map((c) =>
      maneuverOffset(k.table, k.g, c.course, c.side, speed),
    );
  }
  return list;
}

/** Straight-line reach of one maneuver at `speed` (mm, with the base's half diagonal). */
export function reachAt(k: PlanMoves, speed: number): number {
  if (speed === 0) return 0;
  let r = k.reach[speed];
  if (r === undefined) {
    const p = maneuverFinalPose(
      k.table,
      k.g,
      { x: 0, y: 0, facing: 0 },
      new Array<number>(speed).fill(0),
      'left',
      speed,
    );
    r = k.reach[speed] = Math.hypot(p.x, p.y) + Math.hypot(k.g.baseLength, k.g.baseWidth) / 2;
  }
  return r;
}
