/**
 * Position measurements for the heuristic pilot's scoring (evaluation.ts): what a base
 * standing at a point (with an Evasion) has against each enemy whatever way it faces —
 * distance, range band, bearing, where it sits on the enemy, the dice of next turn's shots,
 * and the damage each enemy can bring on it by where it would sit in our arcs (its two best
 * weapons and its launchers, scaled by how far it must turn and move: rulebook "Making an
 * Attack", "Missile Impacts") — plus the terms that depend on the point only (flank and rear,
 * preferred range, missiles assigned to us). Spots are kept on the scene (`Scene.spots`) and
 * handed on to the next few scenes that measure alike (shared-measures.ts); kept longer, they
 * cost more in garbage collection than they save.
 */
import { angleDiff, dist } from '../../../core/geometry.js';
import { rangeBand } from '../geometry/range.js';
import type { AttackPosition } from '../rules/attack-math.js';
import {
  arcOutside,
  coverBetween,
  diceValue,
  hitChance,
  missileValue,
  positionOf,
  rangeOutside,
  tilesAt,
} from './estimates.js';
import { attackDamage } from './attack-mods.js';
import type { Scene } from './scene.js';

const DEG = 180 / Math.PI;
/** Index of an attack position (front, flank, rear) in a spot's exposure. */
export const posIndex = (p: AttackPosition): number => (p === 'front' ? 0 : p === 'flank' ? 1 : 2);

/** What a position (and Evasion) gives against enemy `i`, whatever the facing. */
export interface SpotEnemy {
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
export interface Spot {
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

/** Measures a position against every enemy. */
export function measureSpot(sc: Scene, x: number, y: number, ev: number, size: number): Spot {
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
  // Keys: enemy, weapon or use, band, position... (even: ours, odd: theirs; `size` other than ours is not cached).
  const dmg = size === sc.me.size ? sc.dice : new Map<number, number>();
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
      if (use.launch)
        threatDice.push(
          reachable *
            ratio *
            e.survival *
            missileValue(sc.content, use.launch, e.s.evasion, e.s.size, false),
        );
      else {
        const k = (((ei * 32 + u) * 3 + posIndex(pos)) * 8 + b) * 2 * 16;
        let v = dmg.get(k);
        if (v === undefined) {
          const x0 = { band: b, pos, inLine: false, soft: false, hard: false };
          const mods =
            b >= e.mods.untargetableFrom ? { ...e.mods, untargetableFrom: Infinity } : e.mods;
          dmg.set(
            k,
            (v = attackDamage(
              use.attack!,
              use.part,
              x0,
              e.s.evasion,
              sc.mods,
              mods,
              e.s.missiles.length > 0,
              w.crit,
              diceValue,
              hitChance,
            )),
          );
        }
        threatDice.push(reachable * v);
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
      let f = fa * closeIn(ro, e.reach);
      if (f < 0.03) continue;
      cover ??=
        a.tiles.length > 0 && band > 0 ? coverBetween(a, e.pose, { x, y }, e.tiles) : NO_COVER;
      const bb = Math.max(icon.range[0], Math.min(icon.range[1], band));
      let mine = sc.mods;
      if (bb >= mine.untargetableFrom) {
        f *= 0.35;
        mine = { ...mine, untargetableFrom: Infinity };
      }
      const inLine = Math.abs(inRel) <= spread;
      // The enemy's dice at this band, cover and our Evasion, by where it sits on us: computed once per decision.
      const k =
        (((((ei * 32 + wi) * 8 + bb) * 2 + (inLine ? 1 : 0)) * 4 +
          (cover.soft ? 1 : 0) +
          (cover.hard ? 2 : 0)) *
          16 +
          ev) *
          4 *
          2 +
        1;
      let d0 = dmg.get(k);
      let d1 = dmg.get(k + 2);
      let d2 = dmg.get(k + 4);
      if (d0 === undefined || d1 === undefined || d2 === undefined) {
        const x0 = {
          band: bb,
          pos: 'front' as AttackPosition,
          inLine,
          soft: cover.soft,
          hard: cover.hard,
        };
        d0 = attackDamage(
          icon,
          wu.part,
          x0,
          ev,
          e.mods,
          mine,
          hasMissiles,
          0.8,
          diceValue,
          hitChance,
        );
        x0.pos = 'flank';
        d1 = attackDamage(
          icon,
          wu.part,
          x0,
          ev,
          e.mods,
          mine,
          hasMissiles,
          0.8,
          diceValue,
          hitChance,
        );
        x0.pos = 'rear';
        d2 = attackDamage(
          icon,
          wu.part,
          x0,
          ev,
          e.mods,
          mine,
          hasMissiles,
          0.8,
          diceValue,
          hitChance,
        );
        dmg.set(k, d0);
        dmg.set(k + 2, d1);
        dmg.set(k + 4, d2);
      }
      const v0 = f * d0;
      const v1 = f * d1;
      const v2 = f * d2;
      // The two best weapons at each position (a ship fires about two a turn).
      if (v0 > b0) {
        b1 = b0;
        b0 = v0;
      } else if (v0 > b1) b1 = v0;
      if (v1 > b2) {
        b3 = b2;
        b2 = v1;
      } else if (v1 > b3) b3 = v1;
      if (v2 > b4) {
        b5 = b4;
        b4 = v2;
      } else if (v2 > b5) b5 = v2;
    }
    let missiles = 0;
    for (let li = 0; li < e.launchers.length; li++) {
      const l = e.launchers[li]!;
      const fa = reach(arcOutside(inRel, spread, l.icon.arc), e.turn);
      if (fa < 0.03) continue;
      const ro = rangeOutside(d, l.icon.range, a.k.rangeBand);
      let f = fa * closeIn(ro, e.reach);
      if (f <= 0.03) continue;
      if (Math.max(l.icon.range[0], Math.min(l.icon.range[1], band)) >= sc.mods.untargetableFrom)
        f *= 0.35;
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

/** No cover (shared). */
export const NO_COVER = { soft: false, hard: false };

/** Reach factor of an angle outside the arc, for a ship that can turn `turn` degrees first. */
export function reach(out: number, turn: number): number {
  return out <= 0 ? 1 : 1 / (1 + (out / turn) ** 2);
}

/** Likewise for a target `ro` cm outside its range span when it can move `move` cm first. */
export function closeIn(ro: number, move: number): number {
  return ro <= 0 ? 1 : 1 / (1 + (ro / move) ** 2);
}

const f64 = new Float64Array(2);
const u32 = new Uint32Array(f64.buffer);

/** The spot of a position, measured once per decision (scene). */
export function spotOf(sc: Scene, x: number, y: number, ev: number): Spot {
  f64[0] = x;
  f64[1] = y;
  const h =
    (Math.imul(Math.imul(u32[0]! ^ 0x5bd1e995, 31) ^ u32[1]!, 0x9e3779b1) ^
      Math.imul(u32[2]! ^ u32[3]!, 0x85ebca77)) +
    ev;
  const spots = sc.spots as Map<number, Spot[]>;
  const list = spots.get(h);
  if (list) for (const s of list) if (s.x === x && s.y === y && s.ev === ev) return s;
  const s = measureSpot(sc, x, y, ev, sc.me.size);
  if (list) list.push(s);
  else spots.set(h, [s]);
  return s;
}

/** Missiles assigned to us impacting at the end of this activation, at Evasion `ev` over `tiles`. */
export function incomingAt(sc: Scene, ev: number, tiles: number[]): number {
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
