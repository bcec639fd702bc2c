/**
 * The maneuver tool (RRG16 "Maneuver Tool", "Ship Movement", "Yaw"; V1–V8, SPEC 3.2 #10–11).
 * Model: the tool's centre line starts beside the chosen side of the base at its front edge, runs
 * `beforeJoint` to joint 1, turns by clicks × `clickAngle`, runs `afterJoint` to the guides of
 * speed 1, and so on; the ship is placed with the same side-front point on the guides of the
 * joint of its speed, facing along the tool there. Ships are lifted and placed (V8): only the
 * final pose counts. A move is a rigid offset from the start pose that depends only on the base
 * size, the course and the side, so offsets (and the tool-overlap test) are cached per table.
 */
import { normAngle, type Pose } from '../../../core/geometry.js';
import { convexOverlap } from './convex.js';
import { scratch } from './polygon.js';
import type { ArmadaTable } from './table.js';
import type { Course, ShipGeometry, SizeClass, ToolSide } from './types.js';

const DEG = Math.PI / 180;
const MAX_SPEED = 7;

/** A move in the start pose's frame: `dx` forward, `dy` to the left (mm), `dFacing` degrees (+ = left). */
export interface ManeuverOffset {
  readonly dx: number;
  readonly dy: number;
  readonly dFacing: number;
  /** The final base overlaps the tool (V5): the tool must go on the other side. */
  readonly toolOverlap: boolean;
}

const offsets = new WeakMap<ArmadaTable, Map<number, ManeuverOffset>>();

function sizeIndex(s: SizeClass): number {
  return s === 'small' ? 0 : s === 'medium' ? 1 : 2;
}

/** Integer key of (size, side, first `speed` clicks); throws for clicks beyond the tool. */
function courseKey(
  table: ArmadaTable,
  size: SizeClass,
  course: Course,
  side: ToolSide,
  speed: number,
): number {
  const m = table.maneuverTool.maxClicks;
  if (!Number.isInteger(speed) || speed < 0 || speed > Math.min(MAX_SPEED, course.length)) {
    throw new Error(
      `maneuver: speed ${speed} needs 0..${Math.min(MAX_SPEED, course.length)} joints of the course`,
    );
  }
  let code = 0;
  for (let i = speed - 1; i >= 0; i--) {
    const c = course[i]!;
    if (!Number.isInteger(c) || c < -m || c > m) {
      throw new Error(`maneuver: joint ${i + 1} clicked ${c}, the tool allows -${m}..${m}`);
    }
    code = code * (2 * m + 1) + c + m;
  }
  return ((code * (MAX_SPEED + 1) + speed) * 3 + sizeIndex(size)) * 2 + (side === 'left' ? 0 : 1);
}

const PIECE = scratch(8);
const FINAL = scratch(8);

/** Writes the tool piece p->q (half-width h) as a counter-clockwise rectangle into PIECE. */
function pieceRect(px: number, py: number, qx: number, qy: number, h: number): void {
  const l = Math.hypot(qx - px, qy - py);
  const nx = (-(qy - py) / l) * h;
  const ny = ((qx - px) / l) * h;
  const v = [px - nx, py - ny, qx - nx, qy - ny, qx + nx, qy + ny, px + nx, py + ny];
  for (let i = 0; i < 8; i++) PIECE[i] = v[i]!;
}

/** Tool centre-line points S0, J1..Jn, then the guides G_n, in the start frame. */
function toolPoints(
  table: ArmadaTable,
  w: number,
  l: number,
  course: Course,
  side: ToolSide,
  speed: number,
): number[] {
  const t = table.maneuverTool;
  const off = (side === 'left' ? 1 : -1) * (w / 2 + t.width / 2);
  const pts = [l / 2, off];
  let x = l / 2;
  let y = off;
  let th = 0;
  for (let k = 0; k < speed; k++) {
    x += t.beforeJoint * Math.cos(th);
    y += t.beforeJoint * Math.sin(th);
    pts.push(x, y);
    th += course[k]! * t.clickAngle * DEG;
    x += t.afterJoint * Math.cos(th);
    y += t.afterJoint * Math.sin(th);
  }
  pts.push(x, y, th);
  return pts;
}

function computeOffset(
  table: ArmadaTable,
  w: number,
  l: number,
  course: Course,
  side: ToolSide,
  speed: number,
): ManeuverOffset {
  if (speed === 0) return { dx: 0, dy: 0, dFacing: 0, toolOverlap: false };
  const pts = toolPoints(table, w, l, course, side, speed);
  const th = pts.pop()!;
  const gy = pts.pop()!;
  const gx = pts.pop()!;
  const off = (side === 'left' ? 1 : -1) * (w / 2 + table.maneuverTool.width / 2);
  const c = Math.cos(th);
  const s = Math.sin(th);
  // The same side-front point of the base sits on the guides G_n, the base turned by th.
  const cx = gx - (l / 2) * c + off * s;
  const cy = gy - (l / 2) * s - off * c;
  const hl = l / 2;
  const hw = w / 2;
  const corners = [-hl, -hw, hl, -hw, hl, hw, -hl, hw];
  for (let i = 0; i < 8; i += 2) {
    FINAL[i] = cx + corners[i]! * c - corners[i + 1]! * s;
    FINAL[i + 1] = cy + corners[i]! * s + corners[i + 1]! * c;
  }
  // V5 / SPEC 3.2 #11: the tool outline is its pieces up to the final joint, each a rectangle of the
  // tool's width (the segment past that joint lies along the placed ship and is ignored, RRG16
  // "Maneuver Tool"). The test uses the plastic base: the guides sit in the base's notches.
  let overlap = false;
  for (let i = 0; i + 3 < pts.length && !overlap; i += 2) {
    pieceRect(pts[i]!, pts[i + 1]!, pts[i + 2]!, pts[i + 3]!, table.maneuverTool.width / 2);
    overlap = convexOverlap(FINAL, 4, PIECE, 4, table.epsilon);
  }
  return { dx: cx, dy: cy, dFacing: th / DEG, toolOverlap: overlap };
}

/**
 * The move of a ship of this geometry along `course` (first `speed` joints, default all) with the
 * tool on `side`, in the start frame (cached per table, size, side and clicks).
 */
export function maneuverOffset(
  table: ArmadaTable,
  geometry: ShipGeometry,
  course: Course,
  side: ToolSide,
  speed = course.length,
): ManeuverOffset {
  const key = courseKey(table, geometry.size, course, side, speed);
  let byKey = offsets.get(table);
  if (!byKey) offsets.set(table, (byKey = new Map()));
  let o = byKey.get(key);
  if (!o)
    byKey.set(
      key,
      (o = computeOffset(table, geometry.baseWidth, geometry.baseLength, course, side, speed)),
    );
  return o;
}

/**
 * Final pose after executing `course` at `speed` (default: its length) with the tool on `side`
 * (V1–V4). Writes into `out` when given. A reduced speed after an overlap (X2) keeps the same tool:
 * pass the lower speed.
 */
export function maneuverFinalPose(
  table: ArmadaTable,
  geometry: ShipGeometry,
  start: Pose,
  course: Course,
  side: ToolSide,
  speed = course.length,
  out: Pose = { x: 0, y: 0, facing: 0 },
): Pose {
  const o = maneuverOffset(table, geometry, course, side, speed);
  return moveBy(o, start, Math.cos(start.facing * DEG), Math.sin(start.facing * DEG), out);
}

/**
 * `start` moved by `o` (a {@link maneuverOffset}) into `out` (not `start` itself), where `c` and
 * `s` are the cosine and sine of `start.facing * (Math.PI / 180)`: the pose {@link maneuverFinalPose}
 * gives, for callers that move one start pose many ways.
 */
export function moveBy(o: ManeuverOffset, start: Pose, c: number, s: number, out: Pose): Pose {
  out.x = start.x + o.dx * c - o.dy * s;
  out.y = start.y + o.dx * s + o.dy * c;
  out.facing = normAngle(start.facing + o.dFacing);
  return out;
}

/** True if the ship would overlap the maneuver tool at its final position with the tool on `side` (V5). */
export function toolOverlapsShip(
  table: ArmadaTable,
  geometry: ShipGeometry,
  course: Course,
  side: ToolSide,
  speed = course.length,
): boolean {
  return maneuverOffset(table, geometry, course, side, speed).toolOverlap;
}

/** Outcome of the tool-side rule. */
export interface ToolSideChoice {
  side: ToolSide;
  /** The preferred side overlapped, so the tool went on the other side. */
  switched: boolean;
  /** Both sides overlap (an S-shaped course): the rule's procedure still ends on the other side. */
  overlapsBoth: boolean;
}

/**
 * RRG16 "Ship Movement" / [LTP] II. Move Ship (V5): the ship starts and ends on the same side of
 * the tool and cannot overlap it at its final position; if it would, the tool goes into the
 * opposite side. If neither side overlaps, the owner's `preferred` side is used.
 */
export function resolveToolSide(
  table: ArmadaTable,
  geometry: ShipGeometry,
  course: Course,
  preferred: ToolSide,
  speed = course.length,
): ToolSideChoice {
  if (!toolOverlapsShip(table, geometry, course, preferred, speed)) {
    return { side: preferred, switched: false, overlapsBoth: false };
  }
  const other: ToolSide = preferred === 'left' ? 'right' : 'left';
  return {
    side: other,
    switched: true,
    overlapsBoth: toolOverlapsShip(table, geometry, course, other, speed),
  };
}

/**
 * The tool's centre line in world coordinates, [x, y] pairs: start S0, joints J1..Jn, and the
 * guides where the ship's side-front point ends (for drawing and debugging).
 */
export function maneuverToolPath(
  table: ArmadaTable,
  geometry: ShipGeometry,
  start: Pose,
  course: Course,
  side: ToolSide,
  speed = course.length,
): number[] {
  courseKey(table, geometry.size, course, side, speed);
  const pts = toolPoints(table, geometry.baseWidth, geometry.baseLength, course, side, speed);
  pts.pop();
  const c = Math.cos(start.facing * DEG);
  const s = Math.sin(start.facing * DEG);
  const out = scratch(pts.length);
  for (let i = 0; i < pts.length; i += 2) {
    out[i] = start.x + pts[i]! * c - pts[i + 1]! * s;
    out[i + 1] = start.y + pts[i]! * s + pts[i + 1]! * c;
  }
  return out;
}

/** True if the course's clicks stay within the yaw values of a speed-chart column (V2, RRG16 "Yaw"). */
export function courseFitsChart(course: Course, yaw: readonly number[]): boolean {
  if (course.length !== yaw.length) return false;
  for (let i = 0; i < course.length; i++) {
    if (!Number.isInteger(course[i]) || Math.abs(course[i]!) > yaw[i]!) return false;
  }
  return true;
}

/** Every course a speed-chart column allows (clicks -yaw..+yaw per joint), joint 1 varying slowest. */
export function coursesForChart(yaw: readonly number[]): number[][] {
  let out: number[][] = [[]];
  for (const y of yaw) {
    const next: number[][] = [];
    for (const c of out) for (let k = 0 - y; k <= y; k++) next.push([...c, k]);
    out = next;
  }
  return out;
}
