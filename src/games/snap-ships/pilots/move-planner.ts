/**
 * Reachable end positions of a movement sequence (rulebook "Move Actions", "Collisions",
 * "Leaving the Play Area", "Entering Terrain Tiles"): the icons are walked left to right
 * over a sample of rotation angles, every printed direction and every size the ship's card
 * text allows (an S icon resolved as L, a move performed twice, a rotation after a move:
 * scene.ts `MoveFx`), each move resolved with the geometry the engine uses (move-icon.ts).
 * Each end position is scored by the caller; the best score is returned. Nothing here
 * touches game state.
 *
 * Rotations are sampled in whole increments plus exact aims; the rotation decisions
 * themselves weigh every option the engine offers.
 */
import { angleDiff, angleOf, normAngle, sub, type Pose } from '../../../core/geometry.js';
import type { Icon, MoveDirection } from '../content/types.js';
import type { RamSpec } from '../rules/movement.js';
import type { PlanState, Scene } from './scene.js';
import { clearEnd, simulateMove } from './move-icon.js';

export { simulateMove } from './move-icon.js';

/** Scores an end position; `bonus` carries the sequence's one-off gains and losses (collisions, terrain). */
export type LeafScore = (ps: PlanState, bonus: number) => number;

/** Plan bits of the once-per-activation move effects. */
const REPEAT = 1;
const ROTATE_AFTER = 2;

/** Candidate rotations for "rotate up to n": 15° multiples (every `step` degrees), 0, and exact aims at enemy centres. */
export function rotationCandidates(
  sc: Scene,
  pose: Pose,
  increments: number,
  step: number,
): number[] {
  const max = increments * 45;
  if (sc.coarse) step = max;
  const out = [0];
  for (let a = step; a <= max + 1e-9; a += step) out.push(a, -a);
  for (const e of sc.enemies) {
    // Rounded as the engine rounds its options (rules/movement.ts rotationOptions).
    const aim = Math.round(angleDiff(angleOf(sub(e.pose, pose)), pose.facing) * 1e6) / 1e6;
    if (Math.abs(aim) <= max + 1e-9 && !out.includes(aim)) out.push(aim);
  }
  return out;
}

/**
 * Rotation samples of a planned rotate icon: whole 45° increments and the exact aims. The
 * rotation decision itself weighs every option the engine offers (heuristic-pilot.ts), each
 * followed by these samples for the icons after it.
 */
const PLAN_STEP = 45;

/** Move effects still open to the plan (the real ship's once-per-activation use is already folded into `sc.moveFx`). */
const canRepeat = (sc: Scene, once: number, size: 'S' | 'L'): boolean =>
  !(once & REPEAT) && !!sc.moveFx.repeat?.includes(size);
const canRotateAfter = (sc: Scene, once: number, size: 'S' | 'L'): boolean =>
  !(once & ROTATE_AFTER) && sc.moveFx.rotateAfter?.size === size;

/** Sizes an icon of `size` may be resolved as. */
const SIZES_S: Array<'S' | 'L'> = ['S'];
const SIZES_L: Array<'S' | 'L'> = ['L'];
const SIZES_SL: Array<'S' | 'L'> = ['S', 'L'];
const sizesOf = (sc: Scene, size: 'S' | 'L'): Array<'S' | 'L'> =>
  size === 'L' ? SIZES_L : sc.moveFx.sToL ? SIZES_SL : SIZES_S;

/** Plan bits of a plan state. */
const onceOf = (ps: PlanState): number => ps.once ?? 0;

/** One planned rotation: at icon `at`, from the pose (x, y, f), by `turn` degrees. */
export interface PlannedTurn {
  at: number;
  x: number;
  y: number;
  f: number;
  turn: number;
}

/** The rotations leading to the position being scored (flat: icon, x, y, facing, turn per rotation; `trailLen` used). */
const trail: number[] = [];
let trailLen = 0;

/**
 * A copy of the rotations leading to the position being scored, while a leaf score runs (for
 * a score function that wants to remember the plan of its best leaf).
 */
export function planTrail(): PlannedTurn[] {
  const out: PlannedTurn[] = [];
  for (let j = 0; j < trailLen; j += 5)
    out.push({
      at: trail[j]!,
      x: trail[j + 1]!,
      y: trail[j + 2]!,
      f: trail[j + 3]!,
      turn: trail[j + 4]!,
    });
  return out;
}

/** A plan state at another pose (and Evasion, plan bits), the rest carried over. */
const at = (ps: PlanState, pose: Pose, evasion = ps.evasion, once = onceOf(ps)): PlanState => ({
  pose,
  evasion,
  power: ps.power,
  busy: ps.busy,
  once,
});

/**
 * Best score over the ways of resolving `icons[from..]` from `ps`; `bonus` is carried to
 * the leaves. Non-movement icons other than evade are skipped (they do not move the ship).
 */
export function bestOutcome(
  sc: Scene,
  ps: PlanState,
  icons: Icon[],
  from: number,
  score: LeafScore,
  ram?: RamSpec,
  bonus = 0,
): number {
  for (let i = from; i < icons.length; i++) {
    const icon = icons[i]!;
    if ('evade' in icon) {
      ps = at(ps, ps.pose, Math.min(6, ps.evasion + icon.evade));
      continue;
    }
    if ('rotate' in icon) {
      let best = -Infinity;
      const p = ps.pose;
      for (const d of rotationCandidates(sc, p, icon.rotate, PLAN_STEP)) {
        const n = trailLen;
        trail[n] = i;
        trail[n + 1] = p.x;
        trail[n + 2] = p.y;
        trail[n + 3] = p.facing;
        trail[n + 4] = d;
        trailLen = n + 5;
        const v = bestOutcome(
          sc,
          d === 0 ? ps : at(ps, { x: p.x, y: p.y, facing: normAngle(p.facing + d) }),
          icons,
          i + 1,
          score,
          ram,
          bonus,
        );
        trailLen = n;
        if (v > best) best = v;
      }
      return best;
    }
    if ('u_turn' in icon) {
      const p = ps.pose;
      const turned = bestOutcome(
        sc,
        at(ps, { x: p.x, y: p.y, facing: normAngle(p.facing + 180) }),
        icons,
        i + 1,
        score,
        ram,
        bonus,
      );
      return Math.max(turned, bestOutcome(sc, ps, icons, i + 1, score, ram, bonus));
    }
    if ('move' in icon) {
      let best = -Infinity;
      for (const dir of icon.directions) {
        const v = moveThen(sc, ps, icon.move, dir, icons, i, score, ram, bonus);
        if (v > best) best = v;
      }
      return best;
    }
  }
  return score(ps, bonus);
}

/** How a move icon is still open: its size already decided (`resolved`), or a repeat being performed (`repeated`). */
export interface MoveStage {
  resolved?: boolean;
  repeated?: boolean;
}

/** A move icon not yet resolved nor repeated. */
const NEW_MOVE: MoveStage = Object.freeze({});

/**
 * Value of resolving the move icon at `i` in direction `dir` (size `size`), then its
 * follow-ups and the rest of the sequence (`i` past the end: the move alone).
 */
export function moveThen(
  sc: Scene,
  ps: PlanState,
  size: 'S' | 'L',
  dir: MoveDirection,
  icons: Icon[],
  i: number,
  score: LeafScore,
  ram?: RamSpec,
  bonus = 0,
  stage: MoveStage = NEW_MOVE,
): number {
  const icon = icons[i];
  const directions = icon && 'move' in icon ? icon.directions : [dir];
  const start = stage.repeated ? at(ps, ps.pose, ps.evasion, onceOf(ps) | REPEAT) : ps;
  let best = -Infinity;
  for (const sz of stage.resolved ? (size === 'S' ? SIZES_S : SIZES_L) : sizesOf(sc, size)) {
    const v = resolvedMove(
      sc,
      start,
      sz,
      dir,
      directions,
      icons,
      i,
      score,
      ram,
      bonus,
      !!stage.repeated,
    );
    if (v > best) best = v;
  }
  return best;
}

/** A move of resolved size `sz`, then its follow-ups: a rotation after it, a repeat, the rest of the sequence. */
function resolvedMove(
  sc: Scene,
  ps: PlanState,
  sz: 'S' | 'L',
  dir: MoveDirection,
  directions: MoveDirection[],
  icons: Icon[],
  i: number,
  score: LeafScore,
  ram: RamSpec | undefined,
  bonus: number,
  repeated: boolean,
): number {
  const clear = clearEnd(sc, ps, sz, dir);
  if (clear)
    return rotatedAfter(
      sc,
      clear,
      bonus + 0,
      false,
      sz,
      directions,
      icons,
      i,
      score,
      ram,
      repeated,
    );
  const res = simulateMove(sc, ps, sz, dir, ram);
  let best = -Infinity;
  for (const s of res.states) {
    const v = rotatedAfter(
      sc,
      s.ps,
      bonus + s.bonus,
      res.stopped,
      sz,
      directions,
      icons,
      i,
      score,
      ram,
      repeated,
    );
    if (v > best) best = v;
  }
  return best;
}

/** After a move ended at `q` (`stopped`: a collision or the edge ended the sequence): a rotation after it (Sabre XR-01), then the rest. */
function rotatedAfter(
  sc: Scene,
  q: PlanState,
  b: number,
  stopped: boolean,
  sz: 'S' | 'L',
  directions: MoveDirection[],
  icons: Icon[],
  i: number,
  score: LeafScore,
  ram: RamSpec | undefined,
  repeated: boolean,
): number {
  const ra = sc.moveFx.rotateAfter;
  // 0 keeps the once-per-activation use.
  if (!ra || !canRotateAfter(sc, onceOf(q), sz))
    return afterMove(sc, q, b, stopped, sz, directions, icons, i, score, ram, repeated);
  let best = -Infinity;
  for (const d of rotationCandidates(sc, q.pose, ra.increments, PLAN_STEP)) {
    const r =
      d === 0
        ? q
        : at(
            q,
            { x: q.pose.x, y: q.pose.y, facing: normAngle(q.pose.facing + d) },
            q.evasion,
            onceOf(q) | ROTATE_AFTER,
          );
    const v = afterMove(sc, r, b, stopped, sz, directions, icons, i, score, ram, repeated);
    if (v > best) best = v;
  }
  return best;
}

/** The rest of the sequence after a move ended at `q`, or its repeat (Lance SV-51: the same icon again, in any of its directions). */
function afterMove(
  sc: Scene,
  q: PlanState,
  b: number,
  stopped: boolean,
  sz: 'S' | 'L',
  directions: MoveDirection[],
  icons: Icon[],
  i: number,
  score: LeafScore,
  ram: RamSpec | undefined,
  repeated: boolean,
): number {
  if (stopped) return score(q, b);
  let v = bestOutcome(sc, q, icons, i + 1, score, ram, b);
  // A repeat of an S may be resolved as L too.
  if (!repeated && canRepeat(sc, onceOf(q), sz)) {
    const r = at(q, q.pose, q.evasion, onceOf(q) | REPEAT);
    for (const d2 of directions) {
      for (const sz2 of sizesOf(sc, sz)) {
        const w = resolvedMove(sc, r, sz2, d2, directions, icons, i, score, ram, b, true);
        if (w > v) v = w;
      }
    }
  }
  return v;
}

/** Plan bits: the once-per-activation repeat, and rotation after a move, used. */
export const PLAN_REPEAT = REPEAT;
export const PLAN_ROTATE_AFTER = ROTATE_AFTER;
