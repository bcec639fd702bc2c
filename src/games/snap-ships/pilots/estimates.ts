/**
 * Expected values of attacks and missiles between two poses, by the rules' arithmetic
 * (rulebook "Making an Attack": hit number = accuracy + Evasion, -1 from flank or rear,
 * +2 through soft cover; rear +1 damage, hard cover -1; "Missile Impacts"). Two flavours:
 * `hardAttack` is the attack as it would be made now (arc, range band and cover exactly);
 * `softAttack` is the threat of a weapon whose ship will turn and move first, so a target
 * a little outside the arc or range still counts, fading with the distance to get there.
 */
import { angleDiff, angleOf, type Pose, type Vec } from '../../../core/geometry.js';
import type { AttackIcon, MissileProfile } from '../content/types.js';
import type { ContentDb } from '../content/load-content.js';
import { arcSectors } from '../geometry/arcs.js';
import { attackPosition } from '../geometry/position.js';
import { basesTouch, distanceInArc, rangeBand } from '../geometry/range.js';
import {
  baseOverlapsTile,
  segmentCrossesTile,
  type TilePlacement,
} from '../geometry/terrain-geometry.js';
import { hittingFaces, type AttackPosition } from '../rules/attack-math.js';
import type { GameState, TerrainTile } from '../state/types.js';
import type { LaunchIcon } from './ship-kit.js';

const DEG = 180 / Math.PI;

/** The table and its terrain, prepared for fast measuring. */
export interface Arena {
  k: GameState['table'];
  r: number;
  eps: number;
  tiles: Array<{ place: TilePlacement; cover: 'soft' | 'hard'; tile: TerrainTile }>;
}

const arenas = new WeakMap<object, Arena>();

/** The arena of a state (cached per terrain list: tiles do not move during a game). */
export function arenaOf(content: ContentDb, st: Readonly<GameState>): Arena {
  let a = arenas.get(st.terrain);
  if (!a) {
    const k = st.table;
    a = {
      k,
      r: k.baseDiameter / 2,
      eps: k.epsilon,
      tiles: st.terrain.map((t) => ({
        place: { x: t.x, y: t.y, rotation: t.rotation, shape: k.tiles[t.type] },
        cover: content.terrain[t.type].cover,
        tile: t,
      })),
    };
    arenas.set(st.terrain, a);
  }
  return a;
}

/** Indices of the tiles a base at `c` overlaps. */
export function tilesAt(a: Arena, c: Vec): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.tiles.length; i++)
    if (baseOverlapsTile(c, a.r, a.tiles[i]!.place, a.eps)) out.push(i);
  return out;
}

/** Cover along a measuring line: tiles it crosses that the attacker does not overlap (rulebook "Attacking Through Terrain Tiles"). */
export function coverBetween(
  a: Arena,
  from: Vec,
  to: Vec,
  attackerTiles: number[],
): { soft: boolean; hard: boolean } {
  const c = { soft: false, hard: false };
  for (let i = 0; i < a.tiles.length; i++) {
    if (attackerTiles.includes(i)) continue;
    const t = a.tiles[i]!;
    if (!c[t.cover] && segmentCrossesTile(from, to, t.place, a.eps)) c[t.cover] = true;
  }
  return c;
}

/** Chance that one die hits a hit number. */
export function hitChance(hit: number): number {
  return hittingFaces(hit) / 10;
}

/** Expected damage of dice against a hit number, with the rear bonus, hard cover and a value per critical result. */
export function diceValue(
  dice: number,
  hit: number,
  damage: number,
  rear: boolean,
  hard: boolean,
  critValue: number,
): number {
  // Whole small inputs come from a table (one per critical value); the hit number only matters within 1..9.
  const h = hit < 1 ? 1 : hit > 9 ? 9 : hit;
  if (
    dice >= 0 &&
    dice < 16 &&
    damage >= 0 &&
    damage < 8 &&
    Number.isInteger(dice) &&
    Number.isInteger(damage) &&
    Number.isInteger(h)
  ) {
    let t = diceTables.get(critValue);
    if (!t) {
      if (diceTables.size > 16) diceTables.clear();
      diceTables.set(critValue, (t = new Array<number>(16 * 10 * 8 * 4).fill(NaN)));
    }
    const k = (((dice * 10 + h) * 8 + damage) * 2 + (rear ? 1 : 0)) * 2 + (hard ? 1 : 0);
    const v = t[k]!;
    if (v === v) return v;
    return (t[k] = diceFormula(dice, h, damage, rear, hard, critValue));
  }
  return diceFormula(dice, h, damage, rear, hard, critValue);
}

const diceTables = new Map<number, number[]>();

function diceFormula(
  dice: number,
  hit: number,
  damage: number,
  rear: boolean,
  hard: boolean,
  critValue: number,
): number {
  const p = hitChance(hit);
  const any = 1 - (1 - p) ** dice;
  let e = dice * p * damage;
  if (rear) e += any;
  if (hard) e -= Math.min(any, e);
  return e + dice * 0.1 * critValue;
}

/** Hit number of an attack (step 3). */
function hitNumber(
  accuracy: number,
  evasion: number,
  position: AttackPosition,
  soft: boolean,
): number {
  return accuracy + evasion - (position === 'front' ? 0 : 1) + (soft ? 2 : 0);
}

/**
 * Expected damage of `icon` fired now from `from` at a base at `to` with `evasion`: 0 unless
 * the target is in the arc and the range span (`fromTiles`: tiles under the attacker).
 */
export function hardAttack(
  a: Arena,
  icon: AttackIcon,
  from: Pose,
  to: Pose,
  evasion: number,
  fromTiles: number[],
  critValue: number,
): number {
  const m = distanceInArc(from, a.r, to, a.r, icon.arc, a.k.lineArcWidth, a.eps);
  if (!m) return 0;
  const touching = basesTouch(from, to, a.r, a.eps);
  const band = touching ? 0 : rangeBand(m.distance, a.k.rangeBand, a.eps);
  if (band < icon.range[0] || band > icon.range[1]) return 0;
  const pos = attackPosition(to, from, a.r, a.eps);
  const cover = touching ? { soft: false, hard: false } : coverBetween(a, m.from, m.to, fromTiles);
  const acc = icon.accuracy === 'X' ? band : icon.accuracy;
  return diceValue(
    icon.dice,
    hitNumber(acc, evasion, pos, cover.soft),
    icon.damage,
    pos === 'rear',
    cover.hard,
    critValue,
  );
}

/** The geometry between two bases, measured once and shared by every weapon's estimate. */
export interface Pair {
  /** Edge-to-edge distance (cm). */
  d: number;
  /** Bearing of the target relative to the attacker's facing, and the half-angle its base spans (degrees). */
  rel: number;
  spread: number;
  /** Range band (0 touching, 5 beyond Range 4). */
  band: number;
  /** Attack position against the target. */
  pos: AttackPosition;
}

/** Measures the pair (attacker at `from`, target at `to`). */
export function pairOf(a: Arena, from: Pose, to: Pose): Pair {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const c = Math.sqrt(dx * dx + dy * dy);
  const d = Math.max(0, c - 2 * a.r);
  return {
    d,
    rel: angleDiff(angleOf({ x: dx, y: dy }), from.facing),
    spread: c <= 2 * a.r ? 180 : Math.asin(Math.min(1, a.r / c)) * DEG,
    band: c <= 2 * a.r + a.eps ? 0 : rangeBand(d, a.k.rangeBand, a.eps),
    pos: attackPosition(to, from, a.r, a.eps),
  };
}

/** Attack position of a base at bearing `rel` from the defender's facing, spanning `spread` degrees either side. */
export function positionOf(rel: number, spread: number): AttackPosition {
  const off = 180 - Math.abs(rel);
  if (off + spread <= 45 + 1e-9) return 'rear';
  if (off + spread <= 90 + 1e-9) return 'flank';
  return 'front';
}

/** Degrees by which a base at bearing `rel` (relative to the attacker's facing), spanning `spread` either side, lies outside `arc` (0 inside). */
export function arcOutside(rel: number, spread: number, arc: AttackIcon['arc']): number {
  if (arc === 'line') return Math.abs(rel) - spread > 0 ? Math.abs(rel) - spread : 0;
  const sectors = arcSectors(arc);
  let best = Infinity;
  for (let i = 0; i < sectors.length; i++) {
    const sct = sectors[i]!;
    let d = rel - sct.center;
    if (d > 180) d -= 360;
    else if (d <= -180) d += 360;
    const out = (d < 0 ? -d : d) - sct.half - spread;
    if (out < best) best = out;
  }
  return best > 0 ? best : 0;
}

/** `a - b` in (-180, 180] for angles already in (-180, 180] (one wrap at most). */
export function relAngle(a: number, b: number): number {
  const d = a - b;
  return d > 180 ? d - 360 : d <= -180 ? d + 360 : d;
}

/** Degrees by which the target of a pair lies outside `arc` (0 inside), counting `spread` of its base (the centre alone with 0). */
export function outsideArc(p: Pair, arc: AttackIcon['arc'], spread = p.spread): number {
  return arcOutside(p.rel, spread, arc);
}

/** Distance (cm) between the edge-to-edge distance `d` and the range span (`band`: cm per range band). */
export function rangeOutside(d: number, span: [number, number], band: number): number {
  const lo = span[0] <= 0 ? 0 : (span[0] - 1) * band;
  const hi = span[1] * band;
  return d < lo ? lo - d : d > hi ? d - hi : 0;
}

/** How reachable a firing position is: 1 in arc and range, fading with the turn (degrees) and move (cm) still needed. */
export function reachFactor(
  a: Arena,
  p: Pair,
  arc: AttackIcon['arc'],
  span: [number, number],
  turn: number,
  reach: number,
): number {
  const out = outsideArc(p, arc);
  const fa = out <= 0 ? 1 : 1 / (1 + (out / turn) ** 2);
  if (fa < 0.03) return 0;
  const ro = rangeOutside(p.d, span, a.k.rangeBand);
  return fa * (ro <= 0 ? 1 : 1 / (1 + (ro / reach) ** 2));
}

/**
 * Threat of `icon` from a ship that may first turn (`turn` degrees) and move (`reach`
 * cm) against the target of pair `p`: the expected damage at the nearest legal band,
 * scaled down by how far outside the arc and range the target sits.
 */
export function softAttackPair(
  a: Arena,
  icon: AttackIcon,
  p: Pair,
  evasion: number,
  critValue: number,
  turn = 60,
  reach = 16,
  cover?: { soft: boolean; hard: boolean },
): number {
  const f = reachFactor(a, p, icon.arc, icon.range, turn, reach);
  if (f < 0.03) return 0;
  const band = Math.max(icon.range[0], Math.min(icon.range[1], p.band));
  const acc = icon.accuracy === 'X' ? Math.max(1, band) : icon.accuracy;
  return (
    f *
    diceValue(
      icon.dice,
      hitNumber(acc, evasion, p.pos, !!cover?.soft),
      icon.damage,
      p.pos === 'rear',
      !!cover?.hard,
      critValue,
    )
  );
}

/** {@link softAttackPair} measuring the pair itself. */
export function softAttack(
  a: Arena,
  icon: AttackIcon,
  from: Pose,
  to: Pose,
  evasion: number,
  critValue: number,
  turn = 60,
  reach = 16,
  cover?: { soft: boolean; hard: boolean },
): number {
  return softAttackPair(a, icon, pairOf(a, from, to), evasion, critValue, turn, reach, cover);
}

/** The token profile of a launch icon. */
export function launchProfile(content: ContentDb, l: LaunchIcon): MissileProfile {
  return l.missile === 'torpedo' ? l.token! : content.missiles[l.missile];
}

/** Expected damage of the missiles of a launch icon impacting a ship of `size` with `evasion` (soft cover: +2). */
export function missileValue(
  content: ContentDb,
  l: LaunchIcon,
  evasion: number,
  size: number,
  softCover: boolean,
): number {
  const p = launchProfile(content, l);
  const hit = p.accuracy + evasion + (softCover ? 2 : 0);
  return l.count * p.dice * hitChance(hit) * (p.damage ?? size);
}

/** Soft reach factor of a launch icon (like softAttack's). */
export function softLaunchReach(
  a: Arena,
  l: LaunchIcon,
  from: Pose,
  to: Pose,
  turn = 60,
  reach = 16,
): number {
  return reachFactor(a, pairOf(a, from, to), l.arc, l.range, turn, reach);
}
