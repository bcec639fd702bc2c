/**
 * Position scoring of the heuristic pilot: how good it is for one ship to end up at a
 * pose, in units of expected hull damage, weighted by its persona. The terms: its own
 * weapons in arc and range (fired now, or next turn's threat), exposure to the enemies'
 * arcs, ranges and launchers before its next activation (with its Evasion and cover),
 * flank and rear positions, the persona's preferred range band, the table edge on its next
 * mandatory chassis move, and cover against the missiles assigned to it.
 */
import { dist, fromAngle, type Pose } from '../../../core/geometry.js';
import type { AttackIcon } from '../content/types.js';
import { directionOffset } from '../geometry/movement.js';
import { distanceInArc, rangeBand } from '../geometry/range.js';
import { baseInsideTable } from '../geometry/table.js';
import { missileProfile } from '../rules/missiles.js';
import { partReady } from '../effects/active-effects.js';
import { coverBetween, diceValue, hitChance, missileValue, outsideArc, pairOf, reachFactor, softAttackPair, tilesAt, type Pair } from './estimates.js';
import type { Scene, PlanState } from './scene.js';
import type { WeaponUse } from './ship-kit.js';

/** Our weapons that can fire now from the plan state: ready parts not used in the plan, within the power left. */
export function readyWeapons(sc: Scene, ps: PlanState): Array<WeaponUse<AttackIcon>> {
  // An automated ship's rows (part -1) need no ready part or power.
  return sc.kit.weapons.filter((w) => w.part < 0 || (!ps.busy.includes(w.part) && partReady(sc.me, w.part) && w.power <= ps.power));
}

/** The geometry of one pose against each enemy, measured once per scored pose. */
interface PoseGeometry {
  pose: Pose;
  /** Tiles under the pose (measured on first use: see tilesOf). */
  tiles: number[] | null;
  /** Per enemy: our pair toward it and its pair toward us. */
  out: Pair[];
  in: Pair[];
}

function geometryOf(sc: Scene, pose: Pose): PoseGeometry {
  return { pose, tiles: sc.arena.tiles.length > 0 ? null : [], out: sc.enemies.map((e) => pairOf(sc.arena, pose, e.pose)), in: sc.enemies.map((e) => pairOf(sc.arena, e.pose, pose)) };
}

/** Tiles under the pose of a geometry. */
function tilesOf(sc: Scene, g: PoseGeometry): number[] {
  return (g.tiles ??= tilesAt(sc.arena, g.pose));
}

/** Expected damage (with the kill bonus) of firing `icon` now at enemy `i` of the scene from `pose`. */
function shot(sc: Scene, icon: AttackIcon, pose: Pose, g: PoseGeometry, i: number, covers: Array<{ soft: boolean; hard: boolean } | undefined>): number {
  const e = sc.enemies[i]!;
  const p = g.out[i]!;
  // Cheap rejections before the exact arc measurement.
  if (p.band > icon.range[1] || outsideArc(p, icon.arc) > 2) return 0;
  const a = sc.arena;
  const m = distanceInArc(pose, a.r, e.pose, a.r, icon.arc, a.k.lineArcWidth, a.eps);
  if (!m) return 0;
  const band = p.band === 0 ? 0 : rangeBand(m.distance, a.k.rangeBand, a.eps);
  if (band < icon.range[0] || band > icon.range[1]) return 0;
  let cover = covers[i];
  if (!cover) cover = covers[i] = band === 0 || a.tiles.length === 0 ? { soft: false, hard: false } : coverBetween(a, pose, e.pose, tilesOf(sc, g));
  const acc = icon.accuracy === 'X' ? band : icon.accuracy;
  const hit = acc + e.s.evasion - (p.pos === 'front' ? 0 : 1) + (cover.soft ? 2 : 0);
  const w = sc.persona;
  const dmg = diceValue(icon.dice, hit, icon.damage, p.pos === 'rear', cover.hard, w.crit);
  return w.attack * dmg + w.kill * Math.min(1, dmg / Math.max(1, e.s.hull)) ** 2;
}

/** Value of the best shots available now from the plan state (greedy over weapons within the power left). */
function offense(sc: Scene, ps: PlanState, g: PoseGeometry): number {
  if (sc.enemies.length === 0) return 0;
  const ready = readyWeapons(sc, ps);
  if (ready.length === 0) return 0;
  const covers: Array<{ soft: boolean; hard: boolean } | undefined> = [];
  const scored = ready.map((wu) => {
    let best = 0;
    for (let i = 0; i < sc.enemies.length; i++) best = Math.max(best, shot(sc, wu.icon, ps.pose, g, i, covers));
    return { wu, best };
  });
  scored.sort((a, b) => b.best - a.best);
  let power = ps.power;
  const parts: number[] = [];
  let total = 0;
  for (const { wu, best } of scored) {
    if (best <= 0 || parts.includes(wu.part) || wu.power > power) continue;
    parts.push(wu.part);
    power -= wu.power;
    total += best;
  }
  return total;
}

/** Value of the best shots our ship could fire now from the plan state. */
export function offenseNow(sc: Scene, ps: PlanState): number {
  return offense(sc, ps, geometryOf(sc, ps.pose));
}

/** Next turn's threat of our face-up weapons (one per part, soft arcs and ranges). */
function threat(sc: Scene, g: PoseGeometry): number {
  let total = 0;
  let part = -2;
  let partBest = 0;
  for (const wu of sc.kit.weapons) {
    if (sc.me.parts[wu.part]?.disabled) continue;
    if (wu.part !== part) {
      total += partBest;
      part = wu.part;
      partBest = 0;
    }
    for (let i = 0; i < sc.enemies.length; i++) partBest = Math.max(partBest, softAttackPair(sc.arena, wu.icon, g.out[i]!, sc.enemies[i]!.s.evasion, sc.persona.crit, 90, 20));
  }
  return total + partBest;
}

function exposureOf(sc: Scene, pose: Pose, evasion: number, size: number, g: PoseGeometry): number {
  let total = 0;
  let soft: boolean | null = null;
  for (let i = 0; i < sc.enemies.length; i++) {
    const e = sc.enemies[i]!;
    const p = g.in[i]!;
    // Cover along the line from the enemy, measured only when one of its weapons can reach us.
    let cover: { soft: boolean; hard: boolean } | undefined | null = null;
    // A ship fires about two weapons a turn: count its two best.
    let a = 0;
    let b = 0;
    for (const icon of e.weapons) {
      if (reachFactor(sc.arena, p, icon.arc, icon.range, e.turn, e.reach) < 0.03) continue;
      if (cover === null) cover = sc.arena.tiles.length > 0 && p.band > 0 ? coverBetween(sc.arena, e.pose, pose, e.tiles) : undefined;
      const v = softAttackPair(sc.arena, icon, p, evasion, 0.8, e.turn, e.reach, cover);
      if (v > a) {
        b = a;
        a = v;
      } else if (v > b) b = v;
    }
    total += a + b;
    for (const l of e.launchers) {
      const f = reachFactor(sc.arena, p, l.icon.arc, l.icon.range, e.turn, e.reach);
      if (f <= 0.03) continue;
      soft ??= tilesOf(sc, g).some((t) => sc.arena.tiles[t]!.cover === 'soft');
      total += sc.shield * f * missileValue(sc.content, l.icon, evasion, size, soft);
    }
  }
  return total;
}

/** Expected damage the enemies can bring on a ship at `pose` with `evasion` before its next activation. */
export function exposure(sc: Scene, pose: Pose, evasion: number, size = sc.me.size): number {
  return exposureOf(sc, pose, evasion, size, geometryOf(sc, pose));
}

/** Expected damage of the missiles assigned to our ship if it ends the activation at `pose`. */
export function incomingMissiles(sc: Scene, pose: Pose, evasion: number, under = sc.me.missiles.length > 0 ? tilesAt(sc.arena, pose) : []): number {
  if (sc.me.missiles.length === 0) return 0;
  const soft = under.some((i) => sc.arena.tiles[i]!.cover === 'soft');
  const hard = under.some((i) => sc.arena.tiles[i]!.cover === 'hard');
  const byKind = new Map<string, number>();
  for (const t of sc.me.missiles) {
    const p = missileProfile(sc.ctx, t);
    const e = p.dice * hitChance(p.accuracy + evasion + (soft ? 2 : 0)) * (p.damage ?? sc.me.size);
    byKind.set(t.kind, (byKind.get(t.kind) ?? 0) + e);
  }
  let total = 0;
  for (const v of byKind.values()) total += hard ? Math.max(0, v - 0.8) : v;
  return total;
}

/** How badly the next mandatory chassis movement from `pose` meets the table edge: 0 fine, 0.3 only with a turn, 1 unavoidable. */
export function edgeRisk(sc: Scene, pose: Pose): number {
  const k = sc.arena.k;
  const fm = sc.forced;
  const m = fm.moves[0];
  if (!m) return 0;
  const len = (m.move === 'L' ? k.moveLong : k.moveShort) + k.baseDiameter;
  // Far from every edge nothing can go wrong.
  const r = sc.arena.r;
  if (pose.x - r > len && pose.y - r > len && k.width - pose.x - r > len && k.height - pose.y - r > len) return 0;
  const max = fm.turn * 45;
  const inside = (turn: number): boolean =>
    m.directions.some((d) => {
      const u = fromAngle(pose.facing + turn + directionOffset(d), len);
      return baseInsideTable({ x: pose.x + u.x, y: pose.y + u.y }, sc.arena.r, k, k.epsilon);
    });
  if (inside(0)) return 0;
  for (let t = 15; t <= max; t += 15) if (inside(t) || inside(-t)) return 0.3;
  return 1;
}

/**
 * Score of our ship at plan state `ps`. `continuing`: the activation goes on, so weapons
 * ready now count at the attack weight (they can still fire); otherwise only as threat.
 */
export function poseScore(sc: Scene, ps: PlanState, continuing: boolean): number {
  const w = sc.persona;
  const pose = ps.pose;
  const g = geometryOf(sc, pose);
  let v = 0;
  if (continuing) v += 0.9 * offense(sc, ps, g);
  v += w.threat * threat(sc, g);
  v -= w.exposure * exposureOf(sc, pose, ps.evasion, sc.me.size, g);
  if (sc.me.missiles.length > 0) v -= incomingMissiles(sc, pose, ps.evasion, tilesOf(sc, g));
  let nearest = Infinity;
  for (const p of g.out) {
    if (p.pos === 'rear') v += w.rear;
    else if (p.pos === 'flank') v += w.rear / 2;
    nearest = Math.min(nearest, p.band);
  }
  if (nearest < Infinity) v -= w.range * Math.abs(nearest - w.preferredRange);
  else v -= 0.002 * dist(pose, { x: sc.arena.k.width / 2, y: sc.arena.k.height / 2 });
  v -= w.edge * edgeRisk(sc, pose);
  v += w.reserve * ps.power;
  return v;
}
