/**
 * Position scoring of the heuristic pilot: how good it is for one ship to end up at a
 * pose, in units of expected hull damage, weighted by its persona. The terms: its own
 * weapons and launchers in arc and range (fired now, or next turn's threat), exposure to
 * the enemies' arcs, ranges and launchers before its next activation (with its Evasion and
 * cover), flank and rear positions, the persona's preferred range band, the table edge on
 * its next mandatory chassis move, and cover against the missiles assigned to it.
 *
 * The work is split in two levels. What depends on where the base stands but not on where
 * it faces is measured once per position and Evasion (spots.ts); what the facing changes —
 * our arcs, whether an enemy sits in our flank or rear, the next chassis move's edge — is
 * then a few sums, with no allocation.
 */
import { angleDiff, normAngle, type Pose } from '../../../core/geometry.js';
import { directionOffset } from '../geometry/movement.js';
import { distanceInArc, rangeBand } from '../geometry/range.js';
import { partReady } from '../effects/active-effects.js';
import {
  arcOutside,
  relAngle,
  coverBetween,
  diceValue,
  hitChance,
  missileValue,
  positionOf,
} from './estimates.js';
import { attackDamage } from './attack-mods.js';
import type { PlanState, Scene } from './scene.js';
import { closeIn, measureSpot, NO_COVER, posIndex, reach, spotOf, type Spot } from './spots.js';

/** Whether an attack icon's target at this band could be attacked now (range span only). */
const inSpan = (band: number, span: [number, number]): boolean =>
  band >= span[0] && band <= span[1];

/** Expected damage the enemies can bring on a ship at `pose` with `evasion` (and size) before its next activation. */
export function exposure(sc: Scene, pose: Pose, evasion: number, size = sc.me.size): number {
  const s =
    size === sc.me.size
      ? spotOf(sc, pose.x, pose.y, evasion)
      : measureSpot(sc, pose.x, pose.y, evasion, size);
  let total = 0;
  for (const e of s.enemies)
    total += e.exposure[posIndex(positionOf(angleDiff(e.theta, pose.facing), e.spread))];
  return total;
}

const DEG_RAD = Math.PI / 180;
/** cos and sin of the turns the edge test tries (0, then ±15° steps), by step count. */
const TURN_COS: number[] = [];
const TURN_SIN: number[] = [];
for (let t = 0; t <= 24; t++) {
  TURN_COS.push(Math.cos(15 * t * DEG_RAD));
  TURN_SIN.push(Math.sin(15 * t * DEG_RAD));
}

/** cos and sin of the headings of the chassis move's directions from the pose being tested (scratch). */
const headCos: number[] = [];
const headSin: number[] = [];

/** Whether a move of `len` along one of the `n` headings in headCos/headSin, turned by (ct, st), ends inside [lo, hiX] × [lo, hiY]. */
function endsInside(
  n: number,
  px: number,
  py: number,
  len: number,
  ct: number,
  st: number,
  lo: number,
  hiX: number,
  hiY: number,
): boolean {
  for (let j = 0; j < n; j++) {
    const c = headCos[j]!;
    const s = headSin[j]!;
    const x = px + len * (c * ct - s * st);
    const y = py + len * (s * ct + c * st);
    if (x >= lo && x <= hiX && y >= lo && y <= hiY) return true;
  }
  return false;
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
  if (
    pose.x - r > len &&
    pose.y - r > len &&
    k.width - pose.x - r > len &&
    k.height - pose.y - r > len
  )
    return 0;
  const lo = r - k.epsilon;
  const hiX = k.width - r + k.epsilon;
  const hiY = k.height - r + k.epsilon;
  // Headings of the move's directions; each turn rotates them by a precomputed angle.
  const dirs = m.directions;
  const n = dirs.length;
  for (let j = 0; j < n; j++) {
    const h = (pose.facing + directionOffset(dirs[j]!)) * DEG_RAD;
    headCos[j] = Math.cos(h);
    headSin[j] = Math.sin(h);
  }
  const inside = (t: number, sign: number): boolean =>
    endsInside(n, pose.x, pose.y, len, TURN_COS[t]!, sign * TURN_SIN[t]!, lo, hiX, hiY);
  if (inside(0, 1)) return 0;
  const max = Math.min(24, Math.floor((fm.turn * 45) / 15 + 1e-9));
  for (let t = 1; t <= max; t++) if (inside(t, 1) || inside(t, -1)) return 0.3;
  return 1;
}

/**
 * Expected damage (with the kill bonus) of firing use `u` now at enemy `i` from `pose`
 * (0 unless in the arc and range span as the engine measures them). Called with the enemy's
 * base touching the arc (`arcOutside` 0).
 */
function shotValue(sc: Scene, u: number, pose: Pose, rel: number, s: Spot, i: number): number {
  const use = sc.uses[u]!;
  const icon = use.attack ?? use.launch!;
  const se = s.enemies[i]!;
  if (se.band > icon.range[1]) return 0;
  let band = se.band;
  // Target centre outside the wedge (or the line arc): measure within the arc as the engine does.
  if (icon.arc === 'line' || arcOutside(rel, 0, icon.arc) > 0) {
    const a = sc.arena;
    const m = distanceInArc(pose, a.r, sc.enemies[i]!.pose, a.r, icon.arc, a.k.lineArcWidth, a.eps);
    if (!m) return 0;
    band = se.band === 0 ? 0 : rangeBand(m.distance, a.k.rangeBand, a.eps);
  }
  if (!inSpan(band, icon.range)) return 0;
  const e = sc.enemies[i]!;
  const w = sc.persona;
  const a = sc.arena;
  if (band >= e.mods.untargetableFrom) return 0;
  if (use.launch) {
    let soft = false;
    for (const t of e.tiles) if (a.tiles[t]!.cover === 'soft') soft = true;
    const dmg = e.survival * missileValue(sc.content, use.launch, e.s.evasion, e.s.size, soft);
    return w.missiles * dmg + 0.5 * w.kill * Math.min(1, dmg / Math.max(1, e.s.hull)) ** 2;
  }
  const atk = use.attack!;
  const cover =
    band === 0 || a.tiles.length === 0 ? NO_COVER : coverBetween(a, pose, e.pose, s.tiles);
  const x0 = {
    band,
    pos: se.pos,
    inLine: arcOutside(rel, se.spread, 'line') === 0,
    soft: cover.soft,
    hard: cover.hard,
  };
  const dmg = attackDamage(
    atk,
    use.part,
    x0,
    e.s.evasion,
    sc.mods,
    e.mods,
    e.s.missiles.length > 0,
    w.crit,
    diceValue,
    hitChance,
  );
  return w.attack * dmg + w.kill * Math.min(1, dmg / Math.max(1, e.s.hull)) ** 2;
}

/** Per use: its value fired now from the pose being scored (scratch). */
const shots: number[] = [];

/**
 * Scores a pose: the base score (threat, exposure, spot terms, edge) and, in `shots`, each
 * use's value if fired now.
 */
function scoreTerms(sc: Scene, pose: Pose, evasion: number): number {
  // The decision's options that leave the ship where it stands all score its current pose.
  const here = sc.here;
  const n = sc.uses.length;
  if (
    here.shots &&
    Object.is(pose.x, here.x) &&
    Object.is(pose.y, here.y) &&
    Object.is(pose.facing, here.f) &&
    Object.is(evasion, here.ev)
  ) {
    for (let u = 0; u < n; u++) shots[u] = here.shots[u]!;
    return here.v;
  }
  const v = measureTerms(sc, pose, evasion);
  const at = sc.me.pose;
  if (
    !here.shots &&
    at &&
    Object.is(pose.x, at.x) &&
    Object.is(pose.y, at.y) &&
    Object.is(pose.facing, at.facing) &&
    Object.is(evasion, sc.me.evasion)
  ) {
    here.x = pose.x;
    here.y = pose.y;
    here.f = pose.facing;
    here.ev = evasion;
    here.v = v;
    here.shots = shots.slice(0, n);
  }
  return v;
}

/** {@link scoreTerms} worked out. */
function measureTerms(sc: Scene, pose: Pose, evasion: number): number {
  const s = spotOf(sc, pose.x, pose.y, evasion);
  const w = sc.persona;
  const n = sc.uses.length;
  const facing = pose.facing > 180 || pose.facing <= -180 ? normAngle(pose.facing) : pose.facing;
  let exposed = 0;
  let threat = 0;
  // Next turn's threat: the best per part (a part performs one action), each use scaled by how far outside its arc and range.
  let part = -2;
  let partBest = 0;
  for (let u = 0; u < n; u++) {
    const use = sc.uses[u]!;
    if (use.part !== part) {
      threat += partBest;
      part = use.part;
      partBest = 0;
    }
    shots[u] = 0;
    const icon = use.attack ?? use.launch!;
    for (let i = 0; i < s.enemies.length; i++) {
      const se = s.enemies[i]!;
      const rel = relAngle(se.theta, facing);
      const out = arcOutside(rel, se.spread, icon.arc);
      const fa = reach(out, sc.reach.turn);
      if (fa < 0.03) continue;
      const ro = se.rangeOut[u]!;
      const f = fa * closeIn(ro, sc.reach.reach);
      if (f < 0.03) continue;
      const v = f * se.threatDice[u]!;
      if (v > partBest) partBest = v;
      if (out <= 0 && ro <= sc.arena.eps) {
        const sv = shotValue(sc, u, pose, rel, s, i);
        if (sv > shots[u]!) shots[u] = sv;
      }
    }
  }
  threat += partBest;
  for (const se of s.enemies)
    exposed += se.exposure[posIndex(positionOf(relAngle(se.theta, facing), se.spread))];
  return s.base + w.threat * threat - w.exposure * exposed - w.edge * edgeRisk(sc, pose);
}

/** Value of the best shots and launches in `shots` within the plan's power and ready parts (greedy, one per part). */
function offenseOf(sc: Scene, ps: PlanState): number {
  let power = ps.power;
  let total = 0;
  let used = 0;
  let taken = 0;
  const n = sc.uses.length;
  // Best first: pick the largest remaining value each time (a ship has a handful of uses).
  for (;;) {
    let bi = -1;
    let bv = 0;
    for (let u = 0; u < n && u < 31; u++) {
      if (taken & (1 << u) || shots[u]! <= bv) continue;
      bi = u;
      bv = shots[u]!;
    }
    if (bi < 0) return total;
    taken |= 1 << bi;
    const use = sc.uses[bi]!;
    if (use.power > power) continue;
    // One use per part (an AI ship's rows, part -1, count as one).
    const part = use.part;
    if (part >= 0 && (ps.busy.includes(part) || !partReady(sc.me, part))) continue;
    const bit = 1 << Math.min(part + 1, 30);
    if (used & bit) continue;
    used |= bit;
    power -= use.power;
    total += bv;
  }
}

/** Value of the best shots and launches our ship could fire now from the plan state. */
export function offenseNow(sc: Scene, ps: PlanState): number {
  scoreTerms(sc, ps.pose, ps.evasion);
  return offenseOf(sc, ps);
}

/**
 * Score of our ship at plan state `ps`. `continuing`: the activation goes on, so weapons
 * ready now count at the attack weight (they can still fire); otherwise only as threat.
 */
export function poseScore(sc: Scene, ps: PlanState, continuing: boolean): number {
  let v = scoreTerms(sc, ps.pose, ps.evasion) + sc.persona.reserve * ps.power;
  if (continuing) v += 0.9 * offenseOf(sc, ps);
  return v;
}
