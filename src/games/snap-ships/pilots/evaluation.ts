/**
 * Position scoring of the heuristic pilot: how good it is for one ship to end up at a
 * pose, in units of expected hull damage, weighted by its persona. The terms: its own
 * weapons and launchers in arc and range (fired now, or next turn's threat), exposure to
 * the enemies' arcs, ranges and launchers before its next activation (with its Evasion and
 * cover), flank and rear positions, the persona's preferred range band, the table edge on
 * its next mandatory chassis move, and cover against the missiles assigned to it.
 *
 * The work is split in two levels. What depends on where the base stands but not on where
 * it faces — distances, range bands, where it sits in each enemy's arcs, the enemies'
 * reach and dice against it, missiles and range terms — is measured once per position and
 * Evasion (`Spot`, kept for the decision the scene was built for); what the facing changes —
 * our arcs, whether an enemy sits in our flank or rear, the next chassis move's edge — is
 * then a few sums. Scoring a pose allocates nothing beyond its spot: planning caches that
 * outlive a decision cost more in garbage collection than they save.
 */
import { angleDiff, dist, normAngle, type Pose } from '../../../core/geometry.js';
import type { AttackIcon } from '../content/types.js';
import { directionOffset } from '../geometry/movement.js';
import { distanceInArc, rangeBand } from '../geometry/range.js';
import { partReady } from '../effects/active-effects.js';
import type { AttackPosition } from '../rules/attack-math.js';
import { arcOutside, relAngle, coverBetween, diceValue, hitChance, missileValue, positionOf, rangeOutside, tilesAt } from './estimates.js';
import { attackDamage } from './attack-mods.js';
import type { PlanState, Scene } from './scene.js';
import type { WeaponUse } from './ship-kit.js';

const DEG = 180 / Math.PI;
const posIndex = (p: AttackPosition): number => (p === 'front' ? 0 : p === 'flank' ? 1 : 2);

/** Our weapons that can fire now from the plan state: ready parts not used in the plan, within the power left. */
export function readyWeapons(sc: Scene, ps: PlanState): Array<WeaponUse<AttackIcon>> {
  // An automated ship's rows (part -1) need no ready part or power.
  return sc.kit.weapons.filter((w) => w.part < 0 || (!ps.busy.includes(w.part) && partReady(sc.me, w.part) && w.power <= ps.power));
}

/** What a position (and Evasion) gives against enemy `i`, whatever the facing. */
interface SpotEnemy {
  /** Bearing (world degrees) from us to the enemy, edge-to-edge distance, half-angle of its base, range band. */
  theta: number;
  d: number;
  spread: number;
  band: number;
  /** Where we sit relative to the enemy's facing (our attacks' flank and rear bonuses). */
  pos: AttackPosition;
  /** Per use of ours: expected damage of next turn's shot if in reach (before the reach factor), and the range shortfall (cm). */
  threatDice: number[];
  rangeOut: number[];
  /** Expected damage the enemy brings on us with its two best weapons and its launchers, by where it sits in our arcs (front, flank, rear). */
  exposure: [number, number, number];
}

/** A position's measurements (see the module comment). */
interface Spot {
  x: number;
  y: number;
  ev: number;
  size: number;
  tiles: number[];
  enemies: SpotEnemy[];
  /** The score terms that depend on the position only (flank and rear bonuses, range, missiles assigned to us). */
  base: number;
}

/** Whether an attack icon's target at this band could be attacked now (range span only). */
const inSpan = (band: number, span: [number, number]): boolean => band >= span[0] && band <= span[1];

/** Measures a position against every enemy. */
function measureSpot(sc: Scene, x: number, y: number, ev: number, size: number): Spot {
  const a = sc.arena;
  const w = sc.persona;
  const tiles = a.tiles.length > 0 ? tilesAt(a, { x, y }) : [];
  let soft = false;
  for (const t of tiles) if (a.tiles[t]!.cover === 'soft') soft = true;
  const enemies: SpotEnemy[] = [];
  let base = 0;
  let nearest = Infinity;
  const ratio = w.missiles / Math.max(0.1, w.attack);
  const hasMissiles = sc.me.missiles.length > 0;
  for (let ei = 0; ei < sc.enemies.length; ei++) {
    const e = sc.enemies[ei]!;
    const ep = e.pose;
    const dx = ep.x - x;
    const dy = ep.y - y;
    const c = Math.sqrt(dx * dx + dy * dy);
    const d = c - 2 * a.r > 0 ? c - 2 * a.r : 0;
    const theta = Math.atan2(dy, dx) * DEG;
    const spread = c <= 2 * a.r ? 180 : Math.asin(a.r / c) * DEG;
    const band = c <= 2 * a.r + a.eps ? 0 : rangeBand(d, a.k.rangeBand, a.eps);
    // The enemy's bearing to us relative to its facing: its arcs, and our flank and rear position on it.
    const inRel = angleDiff(theta + 180, ep.facing);
    const pos = positionOf(inRel, spread);
    if (pos === 'rear' || (pos === 'flank' && sc.mods.flankAsRear)) base += w.rear;
    else if (pos === 'flank') base += w.rear / 2;
    if (band < nearest) nearest = band;
    const threatDice: number[] = [];
    const rangeOut: number[] = [];
    for (let u = 0; u < sc.uses.length; u++) {
      const use = sc.uses[u]!;
      const icon = use.attack ?? use.launch!;
      rangeOut.push(rangeOutside(d, icon.range, a.k.rangeBand));
      const b = Math.max(icon.range[0], Math.min(icon.range[1], band));
      // A target out of reach of targeting at that band (Locust Stealth Craft) may still be caught closer: a third.
      const reachable = b >= e.mods.untargetableFrom ? 0.35 : 1;
      if (use.launch) threatDice.push(reachable * ratio * e.survival * missileValue(sc.content, use.launch, e.s.evasion, e.s.size, false));
      else {
        const x0 = { band: b, pos, inLine: false, soft: false, hard: false };
        const mods = b >= e.mods.untargetableFrom ? { ...e.mods, untargetableFrom: Infinity } : e.mods;
        threatDice.push(reachable * attackDamage(use.attack!, use.part, x0, e.s.evasion, sc.mods, mods, e.s.missiles.length > 0, w.crit, diceValue, hitChance));
      }
    }
    // The enemy's weapons against us: reach from its arcs and range, dice by where it sits in ours.
    const exposure: [number, number, number] = [0, 0, 0];
    let cover: { soft: boolean; hard: boolean } | null = null;
    let b0 = 0;
    let b1 = 0;
    let b2 = 0;
    let b3 = 0;
    let b4 = 0;
    let b5 = 0;
    for (let wi = 0; wi < e.weapons.length; wi++) {
      const wu = e.weapons[wi]!;
      const icon = wu.icon;
      const fa = reach(arcOutside(inRel, spread, icon.arc), e.turn);
      if (fa < 0.03) continue;
      const ro = rangeOutside(d, icon.range, a.k.rangeBand);
      let f = fa * (ro <= 0 ? 1 : 1 / (1 + (ro / e.reach) ** 2));
      if (f < 0.03) continue;
      cover ??= a.tiles.length > 0 && band > 0 ? coverBetween(a, e.pose, { x, y }, e.tiles) : NO_COVER;
      const bb = Math.max(icon.range[0], Math.min(icon.range[1], band));
      let mine = sc.mods;
      if (bb >= mine.untargetableFrom) {
        f *= 0.35;
        mine = { ...mine, untargetableFrom: Infinity };
      }
      const inLine = Math.abs(inRel) <= spread;
      const x0 = { band: bb, pos: 'front' as AttackPosition, inLine, soft: cover.soft, hard: cover.hard };
      const v0 = f * attackDamage(icon, wu.part, x0, ev, e.mods, mine, hasMissiles, 0.8, diceValue, hitChance);
      x0.pos = 'flank';
      const v1 = f * attackDamage(icon, wu.part, x0, ev, e.mods, mine, hasMissiles, 0.8, diceValue, hitChance);
      x0.pos = 'rear';
      const v2 = f * attackDamage(icon, wu.part, x0, ev, e.mods, mine, hasMissiles, 0.8, diceValue, hitChance);
      // The two best weapons at each position (a ship fires about two a turn).
      if (v0 > b0) (b1 = b0), (b0 = v0);
      else if (v0 > b1) b1 = v0;
      if (v1 > b2) (b3 = b2), (b2 = v1);
      else if (v1 > b3) b3 = v1;
      if (v2 > b4) (b5 = b4), (b4 = v2);
      else if (v2 > b5) b5 = v2;
    }
    let missiles = 0;
    for (let li = 0; li < e.launchers.length; li++) {
      const l = e.launchers[li]!;
      const fa = reach(arcOutside(inRel, spread, l.icon.arc), e.turn);
      if (fa < 0.03) continue;
      const ro = rangeOutside(d, l.icon.range, a.k.rangeBand);
      let f = fa * (ro <= 0 ? 1 : 1 / (1 + (ro / e.reach) ** 2));
      if (f <= 0.03) continue;
      if (Math.max(l.icon.range[0], Math.min(l.icon.range[1], band)) >= sc.mods.untargetableFrom) f *= 0.35;
      missiles += sc.shield * f * missileValue(sc.content, l.icon, ev, size, soft);
    }
    exposure[0] = b0 + b1 + missiles;
    exposure[1] = b2 + b3 + missiles;
    exposure[2] = b4 + b5 + missiles;
    enemies.push({ theta, d, spread, band, pos, threatDice, rangeOut, exposure });
  }
  if (nearest < Infinity) base -= w.range * Math.abs(nearest - w.preferredRange);
  else base -= 0.002 * dist({ x, y }, { x: a.k.width / 2, y: a.k.height / 2 });
  if (sc.incoming.length > 0) base -= incomingAt(sc, ev, tiles);
  return { x, y, ev, size, tiles, enemies, base };
}

const NO_COVER = { soft: false, hard: false };

/** Reach factor of an angle outside the arc, for a ship that can turn `turn` degrees first. */
function reach(out: number, turn: number): number {
  return out <= 0 ? 1 : 1 / (1 + (out / turn) ** 2);
}

const f64 = new Float64Array(2);
const u32 = new Uint32Array(f64.buffer);

/** The spot of a position, measured once per decision (scene). */
function spotOf(sc: Scene, x: number, y: number, ev: number): Spot {
  f64[0] = x;
  f64[1] = y;
  const h = (Math.imul(Math.imul(u32[0]! ^ 0x5bd1e995, 31) ^ u32[1]!, 0x9e3779b1) ^ Math.imul(u32[2]! ^ u32[3]!, 0x85ebca77)) + ev;
  const spots = sc.spots as Map<number, Spot[]>;
  let list = spots.get(h);
  if (list) for (const s of list) if (s.x === x && s.y === y && s.ev === ev) return s;
  const s = measureSpot(sc, x, y, ev, sc.me.size);
  if (list) list.push(s);
  else spots.set(h, [s]);
  return s;
}

/** Missiles assigned to us impacting at the end of this activation, at Evasion `ev` over `tiles`. */
function incomingAt(sc: Scene, ev: number, tiles: number[]): number {
  let soft = false;
  let hard = false;
  for (const i of tiles) {
    if (sc.arena.tiles[i]!.cover === 'soft') soft = true;
    else hard = true;
  }
  let total = 0;
  for (const m of sc.incoming) {
    const v = m.dice * hitChance(m.accuracy + ev + (soft ? 2 : 0)) * m.damage;
    total += hard ? Math.max(0, v - 0.8) : v;
  }
  return total;
}

/** Expected damage of the missiles assigned to our ship if it ends the activation at `pose`. */
export function incomingMissiles(sc: Scene, pose: Pose, evasion: number, under = sc.incoming.length > 0 ? tilesAt(sc.arena, pose) : []): number {
  return sc.incoming.length === 0 ? 0 : incomingAt(sc, evasion, under);
}

/** Expected damage the enemies can bring on a ship at `pose` with `evasion` (and size) before its next activation. */
export function exposure(sc: Scene, pose: Pose, evasion: number, size = sc.me.size): number {
  const s = size === sc.me.size ? spotOf(sc, pose.x, pose.y, evasion) : measureSpot(sc, pose.x, pose.y, evasion, size);
  let total = 0;
  for (const e of s.enemies) total += e.exposure[posIndex(positionOf(angleDiff(e.theta, pose.facing), e.spread))];
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
  const lo = r - k.epsilon;
  const hiX = k.width - r + k.epsilon;
  const hiY = k.height - r + k.epsilon;
  // Headings of the move's directions; each turn rotates them by a precomputed angle.
  const inside = (steps: number, sign: number): boolean => {
    const ct = TURN_COS[steps]!;
    const st = sign * TURN_SIN[steps]!;
    for (const d of m.directions) {
      const h = (pose.facing + directionOffset(d)) * DEG_RAD;
      const c = Math.cos(h);
      const s = Math.sin(h);
      const x = pose.x + len * (c * ct - s * st);
      const y = pose.y + len * (s * ct + c * st);
      if (x >= lo && x <= hiX && y >= lo && y <= hiY) return true;
    }
    return false;
  };
  if (inside(0, 1)) return 0;
  const max = Math.min(24, Math.floor((fm.turn * 45) / 15 + 1e-9));
  for (let t = 1; t <= max; t++) if (inside(t, 1) || inside(t, -1)) return 0.3;
  return 1;
}

/**
 * Expected damage (with the kill bonus) of firing use `u` now at enemy `i` from `pose`
 * (0 unless in the arc and range span as the engine measures them).
 */
function shotValue(sc: Scene, u: number, pose: Pose, rel: number, s: Spot, i: number): number {
  const use = sc.uses[u]!;
  const icon = use.attack ?? use.launch!;
  const se = s.enemies[i]!;
  if (se.band > icon.range[1]) return 0;
  const out = arcOutside(rel, se.spread, icon.arc);
  if (out > 0) return 0;
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
  const cover = band === 0 || a.tiles.length === 0 ? NO_COVER : coverBetween(a, pose, e.pose, s.tiles);
  const x0 = { band, pos: se.pos, inLine: arcOutside(rel, se.spread, 'line') === 0, soft: cover.soft, hard: cover.hard };
  const dmg = attackDamage(atk, use.part, x0, e.s.evasion, sc.mods, e.mods, e.s.missiles.length > 0, w.crit, diceValue, hitChance);
  return w.attack * dmg + w.kill * Math.min(1, dmg / Math.max(1, e.s.hull)) ** 2;
}

/** Per use: its value fired now from the pose being scored (scratch). */
const shots: number[] = [];

/**
 * Scores a pose: the base score (threat, exposure, spot terms, edge) and, in `shots`, each
 * use's value if fired now.
 */
function scoreTerms(sc: Scene, pose: Pose, evasion: number): number {
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
      const fa = reach(arcOutside(rel, se.spread, icon.arc), sc.reach.turn);
      if (fa < 0.03) continue;
      const ro = se.rangeOut[u]!;
      const f = fa * (ro <= 0 ? 1 : 1 / (1 + (ro / sc.reach.reach) ** 2));
      if (f < 0.03) continue;
      const v = f * se.threatDice[u]!;
      if (v > partBest) partBest = v;
      if (fa === 1 && ro <= sc.arena.eps) {
        const sv = shotValue(sc, u, pose, rel, s, i);
        if (sv > shots[u]!) shots[u] = sv;
      }
    }
  }
  threat += partBest;
  for (const se of s.enemies) exposed += se.exposure[posIndex(positionOf(relAngle(se.theta, facing), se.spread))];
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
