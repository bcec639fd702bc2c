/**
 * How an AI ship turns and moves (rulebook "AI-Specific Icons", "U-Turns", "AI Ships
 * Leaving the Play Area"): AI rotations turn the smallest angle that points the front
 * (face), the left or right arc line (side, whichever turns less) or the rear line (away)
 * at the target's centre, never further, up to the icon's limit; a U-turn only when it
 * puts the target in the front 180° (rules switch `aiUTurn`); a move icon's direction
 * follows the row's text (moveOrder) after avoiding the edge. A rotation followed by a move in the same sequence
 * is limited (never reversed) so the move stays inside the play area when that is possible.
 */
import { circlesOverlap, dist, fromAngle, type Pose, type Vec } from '../../../core/geometry.js';
import type { MovePreference } from '../content/ai-schema.js';
import type { Icon, MoveDirection } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import { shipsInPlay } from '../engine/context.js';
import { directionOffset } from '../geometry/movement.js';
import { baseInsideTable } from '../geometry/table.js';
import { moveShip, rotateBy, type MoveOutcome, type RamSpec } from '../rules/movement.js';
import { tilesUnder } from '../rules/terrain.js';
import { rulesOf } from '../rules/rule-switches.js';
import type { GameState, ShipState } from '../state/types.js';
import {
  bearing,
  centreBehind,
  inArc,
  radius,
  rangeBetween,
  targetRadius,
  turnTo,
} from './measure.js';

type Table = GameState['table'];
/** A move icon. */
export type MoveIcon = Extract<Icon, { move: unknown }>;
/** An AI rotation aim. */
export type Aim = 'face' | 'side' | 'away';

const EPS = 1e-9;

/**
 * The rotation (degrees, CCW positive, not yet limited) that points the aimed line of the
 * ship at `target`: front (face), left or right arc line (side: the smaller turn; on a tie
 * the one leaving the ship facing nearer the table centre), rear line (away).
 */
export function aimDelta(k: Table, pose: Pose, aim: Aim, target: Vec): number {
  const b = bearing(pose, target);
  if (aim === 'face') return turnTo(pose.facing, b);
  if (aim === 'away') return turnTo(pose.facing, b + 180);
  const left = turnTo(pose.facing, b - 90);
  const right = turnTo(pose.facing, b + 90);
  if (Math.abs(Math.abs(left) - Math.abs(right)) > EPS)
    return Math.abs(left) < Math.abs(right) ? left : right;
  const centre = bearing(pose, { x: k.width / 2, y: k.height / 2 });
  return Math.abs(turnTo(pose.facing + left, centre)) <=
    Math.abs(turnTo(pose.facing + right, centre))
    ? left
    : right;
}

/** An AI rotation icon's aim as the scenario reads it (Beacon Rush: "rotate away" is "rotate to face"). */
export function aiAim(ctx: EngineCtx, aim: Aim): Aim {
  return ctx.scenarioRules?.aiAim?.(aim) ?? aim;
}

/** Limits a rotation to `increments` × 45°. */
export function limitTurn(delta: number, increments: number): number {
  const max = increments * 45;
  return Math.max(-max, Math.min(max, delta));
}

/**
 * U-turn icon ("U-turn if doing so places the target in its front 180º arc"), by the rules
 * switch `aiUTurn`: when the target's centre is behind the ship's side line (default), or only
 * when no part of the target is in the front 180° arc.
 */
export function wantsUTurn(
  st: Readonly<Pick<GameState, 'table' | 'rules'>>,
  pose: Pose,
  target: Pick<ShipState, 'pose' | 'radius'> | null,
): boolean {
  if (!target?.pose) return false;
  if (rulesOf(st).aiUTurn === 'centre-behind') return centreBehind(pose, target.pose);
  return !inArc(st.table, pose, 'front-180', target.pose, targetRadius(st.table, target));
}

/** A candidate direction of a move icon. */
export interface MoveOption {
  dir: MoveDirection;
  heading: number;
  end: Vec;
}

/** Length of a move icon's displacement. */
export function moveLength(k: Table, size: 'S' | 'L'): number {
  return (size === 'S' ? k.moveShort : k.moveLong) + k.baseDiameter;
}

/** End points of a move icon's directions from `pose` (straight line, before collisions). */
export function moveOptions(k: Table, pose: Pose, icon: MoveIcon): MoveOption[] {
  const len = moveLength(k, icon.move);
  return icon.directions.map((dir) => {
    const heading = pose.facing + directionOffset(dir);
    const d = fromAngle(heading, len);
    return { dir, heading, end: { x: pose.x + d.x, y: pose.y + d.y } };
  });
}

/** Directions whose end keeps the base inside the play area (all of them when none does). */
function avoidEdge(k: Table, options: MoveOption[]): MoveOption[] {
  const inside = options.filter((o) => baseInsideTable(o.end, radius(k), k, k.epsilon));
  return inside.length > 0 ? inside : options;
}

/** Keeps the best options by `score` (higher is better), with ties. */
function best(options: MoveOption[], score: (o: MoveOption) => number): MoveOption[] {
  const scores = options.map(score);
  const top = Math.max(...scores);
  return options.filter((_, i) => scores[i]! >= top - 1e-6);
}

/** Preferences that rank directions (a row without one ranks toward the target). */
const RANKERS: ReadonlySet<MovePreference> = new Set<MovePreference>([
  'toward',
  'away',
  'rear-arc',
  'away-if-touching',
]);

/**
 * Picks the direction of a move icon: directions that keep the ship inside the play area
 * first, then the row's preferences in order (filters narrow when some option meets them;
 * rankers keep the best), toward the target by default; the first printed direction
 * settles what is left.
 */
export function chooseDirection(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  icon: MoveIcon,
  prefs: readonly MovePreference[] = [],
): MoveOption {
  const k = ctx.state.table;
  const r = radius(k);
  let pool = avoidEdge(k, moveOptions(k, s.pose!, icon));
  const filter = (test: (o: MoveOption) => boolean): void => {
    const kept = pool.filter(test);
    if (kept.length > 0) pool = kept;
  };
  const others = (): Vec[] =>
    shipsInPlay(ctx)
      .filter((o) => o !== s)
      .map((o) => o.pose!);
  const t = target?.pose ?? null;
  // A scenario's asteroid field or beacon is measured to its own outline.
  const rt = target ? targetRadius(k, target) : r;
  let ranked = false;
  const order = prefs.some((p) => RANKERS.has(p)) ? prefs : [...prefs, 'toward' as const];
  for (const p of order) {
    if (pool.length === 1) break;
    if (p === 'terrain') filter((o) => tilesUnder(ctx, o.end).length > 0);
    else if (p === 'avoid-collision')
      filter((o) => others().every((q) => !circlesOverlap(o.end, r, q, r, k.epsilon)));
    else if (!t) continue;
    else if (p === 'ram') filter((o) => circlesOverlap(o.end, r, t, rt, k.epsilon));
    else if (p === 'range-2') filter((o) => Math.max(1, rangeBetween(k, o.end, t, rt)) <= 2);
    else if (p === 'line-arc')
      filter((o) => inArc(k, { ...o.end, facing: s.pose!.facing }, 'line', t, rt));
    else if (!ranked) {
      ranked = true;
      const away =
        p === 'away' || (p === 'away-if-touching' && rangeBetween(k, s.pose!, t, rt) === 0);
      if (p === 'rear-arc') {
        // Deepest behind the target: the end's direction from the target farthest from its facing.
        pool = best(pool, (o) => Math.abs(turnTo(target!.pose!.facing, bearing(t, o.end))));
      } else pool = best(pool, (o) => (away ? 1 : -1) * dist(o.end, t));
    }
  }
  return pool[0]!;
}

/**
 * The rotation an AI rotation icon makes now: the aimed turn limited to the icon; when a
 * move icon follows in the sequence and the full turn would send that move off the table,
 * the largest smaller turn (same direction) that keeps it inside, if any.
 */
export function aiRotation(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  icon: { rotate: number; ai?: Aim },
  nextMove?: MoveIcon,
): number {
  if (!target) return 0;
  const k = ctx.state.table;
  const pose = s.pose!;
  const delta = limitTurn(
    aimDelta(k, pose, aiAim(ctx, icon.ai ?? 'face'), target.pose!),
    icon.rotate,
  );
  if (!nextMove || Math.abs(delta) < EPS) return delta;
  const stays = (d: number): boolean =>
    moveOptions(k, { ...pose, facing: pose.facing + d }, nextMove).some((o) =>
      baseInsideTable(o.end, radius(k), k, k.epsilon),
    );
  if (stays(delta)) return delta;
  const steps = Math.ceil(Math.abs(delta));
  for (let i = 1; i <= steps; i++) {
    const d = i === steps ? 0 : delta - Math.sign(delta) * i;
    if (stays(d)) return d;
  }
  return delta;
}

/** Turns the AI ship by `delta` (no event when 0). */
export function aiTurn(ctx: EngineCtx, s: ShipState, delta: number, source: string): void {
  if (Math.abs(delta) > EPS) rotateBy(ctx, s, delta, source);
}

/** Resolves a move icon for an AI ship in the chosen direction (collisions, edge and terrain as usual). */
export function aiMove(
  ctx: EngineCtx,
  s: ShipState,
  target: ShipState | null,
  icon: MoveIcon,
  prefs: readonly MovePreference[] | undefined,
  source: string,
  ram?: RamSpec,
): MoveOutcome {
  const opt = chooseDirection(ctx, s, target, icon, prefs);
  return moveShip(ctx, s, opt.heading, moveLength(ctx.state.table, icon.move), source, ram);
}
