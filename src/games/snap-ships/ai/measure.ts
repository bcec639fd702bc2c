/**
 * Measurements the AI rules use (rulebook "Conditional Logic Icons", "1. Determine
 * Target", "AI Ship Golden Rules"): plain range between bases, arcs with partial overlap,
 * bearings. They read only the public state, so the AI controller can use them too.
 * Golden rule: a measurement tie goes to the AI; boundaries count as inside (the engine's
 * tolerance), so a target on a band edge or an arc line counts as in range and in arc.
 */
import { angleDiff, angleOf, type Pose, type Vec } from '../../../core/geometry.js';
import type { ArcId } from '../content/types.js';
import { diskInArc } from '../geometry/arcs.js';
import { rangeBand } from '../geometry/range.js';
import type { GameState, ShipState } from '../state/types.js';

type Table = GameState['table'];

/** Base radius. */
export const radius = (k: Table): number => k.baseDiameter / 2;

/**
 * Radius of what is measured to: a ship's base, or a scenario's asteroid field or beacon
 * with its own outline ("Range": the shortest distance between the objects).
 */
export const targetRadius = (k: Table, t: Pick<ShipState, 'radius'>): number =>
  t.radius ?? radius(k);

/**
 * Range band from the base at `a` to the disk at `b` of radius `rb` (default a ship base) along
 * the shortest line: 0 touching, 1..4, 5 = beyond Range 4.
 */
export function rangeBetween(k: Table, a: Vec, b: Vec, rb = radius(k)): number {
  const gap = Math.hypot(b.x - a.x, b.y - a.y) - radius(k) - rb;
  if (gap <= k.epsilon) return 0;
  return rangeBand(gap, k.rangeBand, k.epsilon);
}

/**
 * "Within range [a, b]" of a range condition: touching counts as within Range 1, and
 * `plus` extends the top band to any distance beyond Range 4. `rb`: the target's radius.
 */
export function withinRange(
  k: Table,
  a: Vec,
  b: Vec,
  span: [number, number],
  plus = false,
  rb = radius(k),
): boolean {
  const band = Math.max(1, rangeBetween(k, a, b, rb));
  return band >= span[0] && (band <= span[1] || (plus && band >= 4));
}

/** Any part of the disk at `target` (radius `rt`, default a ship base) lies in `arc` of `pose` (arc lines count). */
export function inArc(k: Table, pose: Pose, arc: ArcId, target: Vec, rt = radius(k)): boolean {
  return diskInArc(pose, arc, target, rt, k.lineArcWidth, k.epsilon);
}

/** Direction (degrees) from one point to another. */
export function bearing(from: Vec, to: Vec): number {
  return angleOf({ x: to.x - from.x, y: to.y - from.y });
}

/** Signed rotation (degrees, CCW positive) that points facing `f` along `aim`. */
export function turnTo(f: number, aim: number): number {
  return angleDiff(aim, f);
}

/** True when the target's centre lies behind the ship's side line (its rear 180° half). */
export function centreBehind(pose: Pose, target: Vec): boolean {
  return Math.abs(turnTo(pose.facing, bearing(pose, target))) > 90 + 1e-9;
}

/** Ship by id in a state. */
export function shipById(st: Readonly<GameState>, id: string | null | undefined): ShipState | null {
  return id ? (st.ships.find((s) => s.id === id) ?? null) : null;
}

/** Finds a scenario's non-ship target (asteroid field, beacon) by id in a state; null when gone. */
export type ScenarioTargetResolver = (st: Readonly<GameState>, id: string) => ShipState | null;
let scenarioTarget: ScenarioTargetResolver | null = null;

/** Installs the resolver of scenario target ids (done by the scenarios module). */
export function setScenarioTargetResolver(f: ScenarioTargetResolver): void {
  scenarioTarget = f;
}

/** The AI target of an automated ship if it is still in play (a ship, or a scenario's asteroid field or beacon). */
export function liveTarget(st: Readonly<GameState>, s: ShipState): ShipState | null {
  const id = s.ai?.target;
  const t = shipById(st, id) ?? (id && scenarioTarget ? scenarioTarget(st, id) : null);
  return t && t.pose && !t.destroyed ? t : null;
}
