/**
 * Reachable end positions of a movement sequence (rulebook "Move Actions", "Collisions",
 * "Leaving the Play Area", "Entering Terrain Tiles"): the icons are walked left to right
 * over a sample of rotation angles, every printed direction and every size the ship's card
 * text allows (an S icon resolved as L, a move performed twice, a rotation after a move:
 * scene.ts `MoveFx`), with the geometry the engine uses — a collision stops the sequence and
 * lets the mover choose where to sit against the blocker; the edge pulls the base back,
 * costs 1 Evasion and allows a 90° turn; Debris gives +1 Evasion; Tycho's Rift slingshots a
 * long move. Each end position is scored by the caller; the best score is returned. Nothing
 * here touches game state.
 *
 * Rotations are sampled in whole increments plus exact aims; the rotation decisions
 * themselves weigh every option the engine offers.
 */
import { angleDiff, angleOf, circlesOverlap, fromAngle, normAngle, sub, type Pose, type Vec } from '../../../core/geometry.js';
import type { Icon, MoveDirection } from '../content/types.js';
import { directionOffset, overlappedShips } from '../geometry/movement.js';
import { attackPosition } from '../geometry/position.js';
import { basesTouch } from '../geometry/range.js';
import { baseInsideTable, pullBackInside } from '../geometry/table.js';
import type { RamSpec } from '../rules/movement.js';
import { collisionDamage, type PlanState, type Scene } from './scene.js';
import { diceValue, tilesAt } from './estimates.js';

/** Scores an end position; `bonus` carries the sequence's one-off gains and losses (collisions, terrain). */
export type LeafScore = (ps: PlanState, bonus: number) => number;

/** Plan bits of the once-per-activation move effects. */
const REPEAT = 1;
const ROTATE_AFTER = 2;

/** Candidate rotations for "rotate up to n": 15° multiples (every `step` degrees), 0, and exact aims at enemy centres. */
export function rotationCandidates(sc: Scene, pose: Pose, increments: number, step: number): number[] {
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

/** Terminal or continuing outcome of one move icon. */
interface MoveOutcome {
  states: Array<{ ps: PlanState; bonus: number }>;
  stopped: boolean;
}

const within = (v: Vec, sc: Scene): boolean => baseInsideTable(v, sc.arena.r, sc.arena.k, sc.arena.eps);

/** Where the mover may sit after colliding with `blocker`: nearest the intended end, and beside and behind the blocker. */
function collisionSpots(sc: Scene, blocker: Pose, end: Vec): Vec[] {
  const r = sc.arena.r;
  const toward = sub(end, blocker);
  const dirs = [toward.x === 0 && toward.y === 0 ? blocker.facing : angleOf(toward), blocker.facing + 180, blocker.facing + 90, blocker.facing - 90];
  const out: Vec[] = [];
  for (const a of dirs) {
    const u = fromAngle(a, 2 * r + 2 * sc.arena.eps + 1e-6);
    const c = { x: blocker.x + u.x, y: blocker.y + u.y };
    if (!within(c, sc)) continue;
    if (sc.others.some((o) => o.at !== blocker && circlesOverlap(c, r, o.at, r, sc.arena.eps))) continue;
    out.push(c);
  }
  return out;
}

/** Value of a collision with `other` (or of the Ram attack replacing its damage). */
function collisionValue(sc: Scene, other: Scene['others'][number], spot: Vec, wasTouching: boolean, ram?: RamSpec): number {
  const w = sc.persona;
  const enemy = other.s.side !== sc.me.side;
  if (ram) {
    if (!enemy) return 0;
    const pos = attackPosition(other.at, spot, sc.arena.r, sc.arena.eps);
    const hit = ram.accuracy + other.s.evasion - (pos === 'front' ? 0 : 1);
    return w.attack * diceValue(ram.dice, hit, ram.damage, pos === 'rear', false, w.crit);
  }
  if (wasTouching) return 0;
  const taken = collisionDamage(other.s.size);
  const dealt = collisionDamage(sc.me.size);
  return -w.collision * taken + (enemy ? w.ram * dealt : -dealt);
}

/** Whether a base at `c` is at least `gap` (centre to centre) from every centre (no overlap: core/geometry circlesOverlap). */
function clearOf(c: Vec, centres: Pose[], gap: number): boolean {
  for (let i = 0; i < centres.length; i++) {
    const o = centres[i]!;
    const dx = o.x - c.x;
    const dy = o.y - c.y;
    if (Math.sqrt(dx * dx + dy * dy) < gap) return false;
  }
  return true;
}

/** Resolves one move icon in a direction from a plan state. */
export function simulateMove(sc: Scene, ps: PlanState, size: 'S' | 'L', dir: MoveDirection | number, ram?: RamSpec, rift = true): MoveOutcome {
  const k = sc.arena.k;
  const r = sc.arena.r;
  const eps = sc.arena.eps;
  const heading = typeof dir === 'number' ? dir : ps.pose.facing + directionOffset(dir);
  const length = (size === 'S' ? k.moveShort : k.moveLong) + k.baseDiameter;
  // Rules switch preMeasure: range-only — the move's end judged by eye (scene.ts `judgement`).
  const est = sc.estimate;
  const u = est ? fromAngle(heading + est.turn, length * est.scale) : fromAngle(heading, length);
  const start = ps.pose;
  let end: Vec = { x: start.x + u.x, y: start.y + u.y };
  const centres = sc.centres;
  // The common case first: inside the table, clear of every base, no terrain.
  if (sc.arena.tiles.length === 0 && within(end, sc) && clearOf(end, centres, 2 * r - eps)) {
    return { states: [{ ps: { pose: { x: end.x, y: end.y, facing: start.facing }, evasion: ps.evasion, power: ps.power, busy: ps.busy, once: ps.once }, bonus: 0 }], stopped: false };
  }
  let hit = overlappedShips(start, end, r, centres, eps);
  let offEdge = false;
  if (hit.length === 0 && !within(end, sc)) {
    offEdge = true;
    end = pullBackInside(start, end, r, k, eps);
    hit = overlappedShips(start, end, r, centres, eps);
  }
  if (hit.length > 0) {
    const other = sc.others[hit[0]!]!;
    const touching = basesTouch(start, other.at, r, eps);
    const states = collisionSpots(sc, other.at, end).map((c) => ({
      ps: { ...ps, pose: { x: c.x, y: c.y, facing: start.facing } },
      bonus: collisionValue(sc, other, c, touching, ram),
    }));
    if (states.length === 0) states.push({ ps, bonus: collisionValue(sc, other, start, touching, ram) });
    return { states, stopped: true };
  }
  if (offEdge) {
    const evasion = Math.max(0, ps.evasion - 1);
    const states = [0, 90, -90].map((t) => ({ ps: { ...ps, evasion, pose: { x: end.x, y: end.y, facing: normAngle(start.facing + t) } }, bonus: 0 }));
    return { states, stopped: true };
  }
  let next: PlanState = { ...ps, pose: { x: end.x, y: end.y, facing: start.facing } };
  let bonus = 0;
  if (sc.arena.tiles.length > 0) {
    const before = tilesAt(sc.arena, start);
    for (const i of tilesAt(sc.arena, end)) {
      if (before.includes(i)) continue;
      const type = sc.arena.tiles[i]!.tile.type;
      if (type === 'debris-cloud') next = { ...next, evasion: Math.min(6, next.evasion + 1) };
      else if (type === 'ice-cloud') bonus += 0.2;
      else if (type === 'asteroid-field') bonus += 0.3 * sc.me.missiles.length;
      else if (type === 'tychos-rift' && rift) {
        const sling = simulateMove(sc, next, 'L', heading, undefined, false);
        return { states: sling.states.map((s) => ({ ps: s.ps, bonus: s.bonus + bonus })), stopped: sling.stopped };
      }
    }
  }
  return { states: [{ ps: next, bonus }], stopped: false };
}

/**
 * Rotation samples of a planned rotate icon: whole 45° increments and the exact aims. The
 * rotation decision itself weighs every option the engine offers (heuristic-pilot.ts), each
 * followed by these samples for the icons after it.
 */
const PLAN_STEP = 45;

/** Move effects still open to the plan (the real ship's once-per-activation use is already folded into `sc.moveFx`). */
const canRepeat = (sc: Scene, once: number, size: 'S' | 'L'): boolean => !(once & REPEAT) && !!sc.moveFx.repeat?.includes(size);
const canRotateAfter = (sc: Scene, once: number, size: 'S' | 'L'): boolean => !(once & ROTATE_AFTER) && sc.moveFx.rotateAfter?.size === size;

/** Sizes an icon of `size` may be resolved as. */
const SIZES_S: Array<'S' | 'L'> = ['S'];
const SIZES_L: Array<'S' | 'L'> = ['L'];
const SIZES_SL: Array<'S' | 'L'> = ['S', 'L'];
const sizesOf = (sc: Scene, size: 'S' | 'L'): Array<'S' | 'L'> => (size === 'L' ? SIZES_L : sc.moveFx.sToL ? SIZES_SL : SIZES_S);

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

/**
 * The rotations leading to the position being scored, while a leaf score runs (for a score
 * function that wants to remember the plan of its best leaf; copy it, it changes).
 */
export const planTrail: PlannedTurn[] = [];

/** A plan state at another pose (and Evasion, plan bits), the rest carried over. */
const at = (ps: PlanState, pose: Pose, evasion = ps.evasion, once = onceOf(ps)): PlanState => ({ pose, evasion, power: ps.power, busy: ps.busy, once });

/**
 * Best score over the ways of resolving `icons[from..]` from `ps`; `bonus` is carried to
 * the leaves. Non-movement icons other than evade are skipped (they do not move the ship).
 */
export function bestOutcome(sc: Scene, ps: PlanState, icons: Icon[], from: number, score: LeafScore, ram?: RamSpec, bonus = 0): number {
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
        planTrail.push({ at: i, x: p.x, y: p.y, f: p.facing, turn: d });
        const v = bestOutcome(sc, d === 0 ? ps : at(ps, { x: p.x, y: p.y, facing: normAngle(p.facing + d) }), icons, i + 1, score, ram, bonus);
        planTrail.pop();
        if (v > best) best = v;
      }
      return best;
    }
    if ('u_turn' in icon) {
      const p = ps.pose;
      const turned = bestOutcome(sc, at(ps, { x: p.x, y: p.y, facing: normAngle(p.facing + 180) }), icons, i + 1, score, ram, bonus);
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

/**
 * Value of resolving the move icon at `i` in direction `dir` (size `size`), then its
 * follow-ups and the rest of the sequence (`i` past the end: the move alone).
 */
export function moveThen(sc: Scene, ps: PlanState, size: 'S' | 'L', dir: MoveDirection, icons: Icon[], i: number, score: LeafScore, ram?: RamSpec, bonus = 0, stage: MoveStage = {}): number {
  const icon = icons[i];
  const directions = icon && 'move' in icon ? icon.directions : [dir];
  const start = stage.repeated ? at(ps, ps.pose, ps.evasion, onceOf(ps) | REPEAT) : ps;
  let best = -Infinity;
  for (const sz of stage.resolved ? (size === 'S' ? SIZES_S : SIZES_L) : sizesOf(sc, size)) {
    const v = resolvedMove(sc, start, sz, dir, directions, icons, i, score, ram, bonus, !!stage.repeated);
    if (v > best) best = v;
  }
  return best;
}

/** A move of resolved size `sz`, then its follow-ups: a rotation after it, a repeat, the rest of the sequence. */
function resolvedMove(sc: Scene, ps: PlanState, sz: 'S' | 'L', dir: MoveDirection, directions: MoveDirection[], icons: Icon[], i: number, score: LeafScore, ram: RamSpec | undefined, bonus: number, repeated: boolean): number {
  const res = simulateMove(sc, ps, sz, dir, ram);
  let best = -Infinity;
  for (const s of res.states) {
    const b = bonus + s.bonus;
    const after = (q: PlanState): number => {
      if (res.stopped) return score(q, b);
      let v = bestOutcome(sc, q, icons, i + 1, score, ram, b);
      // Lance SV-51: the same icon again, in any of its directions (a repeat of an S may be resolved as L too).
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
    };
    // Sabre XR-01: a rotation after the move (0 keeps the once-per-activation use).
    const ra = sc.moveFx.rotateAfter;
    const q = s.ps;
    if (ra && canRotateAfter(sc, onceOf(q), sz)) {
      for (const d of rotationCandidates(sc, q.pose, ra.increments, PLAN_STEP)) {
        const v = after(d === 0 ? q : at(q, { x: q.pose.x, y: q.pose.y, facing: normAngle(q.pose.facing + d) }, q.evasion, onceOf(q) | ROTATE_AFTER));
        if (v > best) best = v;
      }
    } else {
      const v = after(q);
      if (v > best) best = v;
    }
  }
  return best;
}

/** Plan bits: the once-per-activation repeat, and rotation after a move, used. */
export const PLAN_REPEAT = REPEAT;
export const PLAN_ROTATE_AFTER = ROTATE_AFTER;
