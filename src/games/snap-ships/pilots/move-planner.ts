/**
 * Reachable end positions of a movement sequence (rulebook "Move Actions", "Collisions",
 * "Leaving the Play Area", "Entering Terrain Tiles"): the icons are walked left to right
 * over a sample of rotation angles and every printed direction, with the geometry the
 * engine uses — a collision stops the sequence and lets the mover choose where to sit
 * against the blocker; the edge pulls the base back, costs 1 Evasion and allows a 90°
 * turn; Debris gives +1 Evasion; Tycho's Rift slingshots a long move. Each end position
 * is scored by the caller; the best score is returned. Nothing here touches game state.
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

/** Candidate rotations for "rotate up to n": steps of `step` degrees, 0, and exact aims at enemy centres. */
export function rotationCandidates(sc: Scene, pose: Pose, increments: number, step: number): number[] {
  const max = increments * 45;
  if (sc.coarse) step = max / 2;
  const out = [0];
  for (let a = step; a <= max + 1e-9; a += step) out.push(a, -a);
  for (const e of sc.enemies) {
    const aim = angleDiff(angleOf(sub(e.pose, pose)), pose.facing);
    if (Math.abs(aim) <= max + 1e-9) out.push(aim);
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

/** Resolves one move icon in a direction from a plan state. */
export function simulateMove(sc: Scene, ps: PlanState, size: 'S' | 'L', dir: MoveDirection | number, ram?: RamSpec, rift = true): MoveOutcome {
  const k = sc.arena.k;
  const r = sc.arena.r;
  const eps = sc.arena.eps;
  const heading = typeof dir === 'number' ? dir : ps.pose.facing + directionOffset(dir);
  const u = fromAngle(heading, (size === 'S' ? k.moveShort : k.moveLong) + k.baseDiameter);
  const start = ps.pose;
  let end: Vec = { x: start.x + u.x, y: start.y + u.y };
  const centres = sc.others.map((o) => o.at);
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
        if (sling.stopped) return { states: sling.states.map((s) => ({ ps: s.ps, bonus: s.bonus + bonus })), stopped: true };
        return { states: sling.states.map((s) => ({ ps: s.ps, bonus: s.bonus + bonus })), stopped: false };
      }
    }
  }
  return { states: [{ ps: next, bonus }], stopped: false };
}

/** Rotation step for a depth: fine for the last icons, coarser when many icons follow. */
function stepFor(icons: Icon[], i: number): number {
  let later = 0;
  for (let j = i + 1; j < icons.length; j++) if ('rotate' in icons[j]! || 'move' in icons[j]!) later++;
  return later >= 2 ? 22.5 : 15;
}

/**
 * Best score over the ways of resolving `icons[from..]` from `ps`; `bonus` is carried to
 * the leaves. Non-movement icons other than evade are skipped (they do not move the ship).
 */
export function bestOutcome(sc: Scene, ps: PlanState, icons: Icon[], from: number, score: LeafScore, ram?: RamSpec, bonus = 0): number {
  for (let i = from; i < icons.length; i++) {
    const icon = icons[i]!;
    if ('evade' in icon) {
      ps = { ...ps, evasion: Math.min(6, ps.evasion + icon.evade) };
      continue;
    }
    if ('rotate' in icon) {
      let best = -Infinity;
      for (const d of rotationCandidates(sc, ps.pose, icon.rotate, stepFor(icons, i))) {
        best = Math.max(best, bestOutcome(sc, { ...ps, pose: { ...ps.pose, facing: normAngle(ps.pose.facing + d) } }, icons, i + 1, score, ram, bonus));
      }
      return best;
    }
    if ('u_turn' in icon) {
      const turned = bestOutcome(sc, { ...ps, pose: { ...ps.pose, facing: normAngle(ps.pose.facing + 180) } }, icons, i + 1, score, ram, bonus);
      return Math.max(turned, bestOutcome(sc, ps, icons, i + 1, score, ram, bonus));
    }
    if ('move' in icon) {
      let best = -Infinity;
      for (const dir of icon.directions) best = Math.max(best, moveThen(sc, ps, icon.move, dir, icons, i, score, ram, bonus));
      return best;
    }
  }
  return score(ps, bonus);
}

/** Value of resolving the move icon at `i` in direction `dir`, then the rest of the sequence. */
export function moveThen(sc: Scene, ps: PlanState, size: 'S' | 'L', dir: MoveDirection, icons: Icon[], i: number, score: LeafScore, ram?: RamSpec, bonus = 0): number {
  const out = simulateMove(sc, ps, size, dir, ram);
  let best = -Infinity;
  for (const s of out.states) {
    const v = out.stopped ? score(s.ps, bonus + s.bonus) : bestOutcome(sc, s.ps, icons, i + 1, score, ram, bonus + s.bonus);
    if (v > best) best = v;
  }
  return best;
}
