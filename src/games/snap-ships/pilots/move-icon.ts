/**
 * One move icon resolved from a plan state, with the geometry the engine uses (rulebook
 * "Move Actions", "Collisions", "Leaving the Play Area", "Entering Terrain Tiles"): a
 * collision stops the sequence and lets the mover choose where to sit against the blocker;
 * the edge pulls the base back, costs 1 Evasion and allows a 90° turn; Debris gives +1
 * Evasion; Tycho's Rift slingshots a long move. The move planner (move-planner.ts) walks
 * whole sequences with it. Nothing here touches game state.
 */
import {
  angleOf,
  circlesOverlap,
  fromAngle,
  normAngle,
  sub,
  type Pose,
  type Vec,
} from '../../../core/geometry.js';
import type { MoveDirection } from '../content/types.js';
import { directionOffset, overlappedShips } from '../geometry/movement.js';
import { attackPosition } from '../geometry/position.js';
import { basesTouch } from '../geometry/range.js';
import { baseInsideTable, pullBackInside } from '../geometry/table.js';
import type { RamSpec } from '../rules/movement.js';
import { collisionDamage, type PlanState, type Scene } from './scene.js';
import { diceValue, tilesAt } from './estimates.js';

const DEG_RAD = Math.PI / 180;

/** Terminal or continuing outcome of one move icon. */
export interface MoveOutcome {
  states: Array<{ ps: PlanState; bonus: number }>;
  stopped: boolean;
}

const within = (v: Vec, sc: Scene): boolean =>
  baseInsideTable(v, sc.arena.r, sc.arena.k, sc.arena.eps);

/** Where the mover may sit after colliding with `blocker`: nearest the intended end, and beside and behind the blocker. */
function collisionSpots(sc: Scene, blocker: Pose, end: Vec): Vec[] {
  const r = sc.arena.r;
  const toward = sub(end, blocker);
  const dirs = [
    toward.x === 0 && toward.y === 0 ? blocker.facing : angleOf(toward),
    blocker.facing + 180,
    blocker.facing + 90,
    blocker.facing - 90,
  ];
  const out: Vec[] = [];
  for (const a of dirs) {
    const u = fromAngle(a, 2 * r + 2 * sc.arena.eps + 1e-6);
    const c = { x: blocker.x + u.x, y: blocker.y + u.y };
    if (!within(c, sc)) continue;
    if (sc.others.some((o) => o.at !== blocker && circlesOverlap(c, r, o.at, r, sc.arena.eps)))
      continue;
    out.push(c);
  }
  return out;
}

/** Value of a collision with `other` (or of the Ram attack replacing its damage). */
function collisionValue(
  sc: Scene,
  other: Scene['others'][number],
  spot: Vec,
  wasTouching: boolean,
  ram?: RamSpec,
): number {
  const w = sc.persona;
  const enemy = other.s.side !== sc.me.side;
  if (ram) {
    // The Ram attack replaces the collision whoever is hit ("Ram Actions"): on a teammate its
    // damage is lost to our side as surely as it is gained on an enemy, and the attack is spent.
    const pos = attackPosition(other.at, spot, sc.arena.r, sc.arena.eps);
    const hit = ram.accuracy + other.s.evasion - (pos === 'front' ? 0 : 1);
    const dmg = w.attack * diceValue(ram.dice, hit, ram.damage, pos === 'rear', false, w.crit);
    return enemy ? dmg : -dmg;
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
export function simulateMove(
  sc: Scene,
  ps: PlanState,
  size: 'S' | 'L',
  dir: MoveDirection | number,
  ram?: RamSpec,
  rift = true,
): MoveOutcome {
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
    return {
      states: [
        {
          ps: {
            pose: { x: end.x, y: end.y, facing: start.facing },
            evasion: ps.evasion,
            power: ps.power,
            busy: ps.busy,
            once: ps.once,
          },
          bonus: 0,
        },
      ],
      stopped: false,
    };
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
    if (states.length === 0)
      states.push({ ps, bonus: collisionValue(sc, other, start, touching, ram) });
    return { states, stopped: true };
  }
  if (offEdge) {
    const evasion = Math.max(0, ps.evasion - 1);
    // Hitting the edge now costs what the evaluation charges a chassis movement that cannot
    // avoid it (persona `edge`): the lost Evasion weighs nothing against enemies not yet in
    // play, so without it a free 90° turn at the edge looks like a bargain.
    const bonus = -sc.persona.edge;
    const states = [0, 90, -90].map((t) => ({
      ps: { ...ps, evasion, pose: { x: end.x, y: end.y, facing: normAngle(start.facing + t) } },
      bonus,
    }));
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
        return {
          states: sling.states.map((s) => ({ ps: s.ps, bonus: s.bonus + bonus })),
          stopped: sling.stopped,
        };
      }
    }
  }
  return { states: [{ ps: next, bonus }], stopped: false };
}

/**
 * The end of a move when nothing is in the way (no terrain, inside the table, clear of every
 * base: {@link simulateMove}'s common case, computed alike), else null.
 */
export function clearEnd(
  sc: Scene,
  ps: PlanState,
  size: 'S' | 'L',
  dir: MoveDirection,
): PlanState | null {
  if (sc.arena.tiles.length !== 0) return null;
  const k = sc.arena.k;
  const heading = ps.pose.facing + directionOffset(dir);
  const length = (size === 'S' ? k.moveShort : k.moveLong) + k.baseDiameter;
  const est = sc.estimate;
  // As fromAngle: the same operations, without the vector.
  const rad = (est ? heading + est.turn : heading) * DEG_RAD;
  const len = est ? length * est.scale : length;
  const x = ps.pose.x + Math.cos(rad) * len;
  const y = ps.pose.y + Math.sin(rad) * len;
  const a = sc.arena;
  const r = a.r;
  const eps = a.eps;
  if (!(x - r >= -eps && x + r <= k.width + eps && y - r >= -eps && y + r <= k.height + eps))
    return null;
  const centres = sc.centres;
  const gap = 2 * r - eps;
  for (let j = 0; j < centres.length; j++) {
    const dx = centres[j]!.x - x;
    const dy = centres[j]!.y - y;
    if (Math.sqrt(dx * dx + dy * dy) < gap) return null;
  }
  return {
    pose: { x, y, facing: ps.pose.facing },
    evasion: ps.evasion,
    power: ps.power,
    busy: ps.busy,
    once: ps.once,
  };
}
