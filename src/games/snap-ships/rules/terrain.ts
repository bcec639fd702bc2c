/**
 * Terrain: cover on attacks and missile impacts, and effects on entering a tile
 * (rulebook "Terrain", "Entering Terrain Tiles", "Attacking Through Terrain Tiles").
 */
import type { Vec } from '../../../core/geometry.js';
import type { EngineCtx, TerrainEntryOverride } from '../engine/context.js';
import { decide, log } from '../engine/context.js';
import {
  baseOverlapsTile,
  segmentCrossesTile,
  type TilePlacement,
} from '../geometry/terrain-geometry.js';
import type { ShipState, TerrainTile } from '../state/types.js';
import type { TerrainActions } from '../effects/hook-types.js';
import { forEachEffect } from '../effects/active-effects.js';
import { anyEffectInPlay } from '../effects/effects-in-play.js';
import { effectHandler } from '../effects/registry.js';
import { ventLockedParts } from './vent.js';

/** Geometry of a tile on this table. */
export function tilePlacement(ctx: EngineCtx, t: TerrainTile): TilePlacement {
  return { x: t.x, y: t.y, rotation: t.rotation, shape: ctx.state.table.tiles[t.type] };
}

/** Indices of the tiles a base at `c` overlaps. */
export function tilesUnder(ctx: EngineCtx, c: Vec): number[] {
  const out: number[] = [];
  const r = ctx.state.table.baseDiameter / 2;
  const eps = ctx.state.table.epsilon;
  ctx.state.terrain.forEach((t, i) => {
    if (baseOverlapsTile(c, r, tilePlacement(ctx, t), eps)) out.push(i);
  });
  return out;
}

/** Cover kind of a terrain type. */
export function coverOf(ctx: EngineCtx, t: TerrainTile): 'soft' | 'hard' {
  return ctx.content.terrain[t.type].cover;
}

/**
 * Cover for an attack along the measuring line `from`→`to`: every tile the line
 * crosses and the attacker does not overlap gives its cover; soft and hard at most
 * once each; none when the bases touch.
 */
export function attackCover(
  ctx: EngineCtx,
  attacker: ShipState,
  from: Vec,
  to: Vec,
  touching: boolean,
): { soft: boolean; hard: boolean } {
  const cover = { soft: false, hard: false };
  if (touching) return cover;
  const eps = ctx.state.table.epsilon;
  const under = tilesUnder(ctx, attacker.pose!);
  ctx.state.terrain.forEach((t, i) => {
    if (under.includes(i)) return;
    if (segmentCrossesTile(from, to, tilePlacement(ctx, t), eps)) cover[coverOf(ctx, t)] = true;
  });
  return cover;
}

/** True when an effect in play denies `defender` all cover (SR-12 Recon Drone sharing its tile). */
export function coverDenied(ctx: EngineCtx, defender: ShipState): boolean {
  return anyEffectInPlay(ctx, 'denyCover', (h, src) => h.denyCover!(ctx, defender, src));
}

/** Cover for missile impacts: any tile the defender's base overlaps. */
export function missileCover(
  ctx: EngineCtx,
  defender: ShipState,
): { soft: boolean; hard: boolean } {
  const cover = { soft: false, hard: false };
  if (coverDenied(ctx, defender)) return cover;
  for (const i of tilesUnder(ctx, defender.pose!))
    cover[coverOf(ctx, ctx.state.terrain[i]!)] = true;
  return cover;
}

export type { TerrainEntryOverride } from '../engine/context.js';
export type { TerrainActions } from '../effects/hook-types.js';

/**
 * Applies entry effects for tiles the ship now overlaps and did not before; forgets
 * tiles it has fully left. `afterCollision` suppresses Tycho's Rift (placed by a
 * collision or ram). `heading` is the direction of travel. Returns false if a
 * slingshot move ended the current action.
 */
export function enterTerrain(
  ctx: EngineCtx,
  s: ShipState,
  heading: number | null,
  afterCollision: boolean,
  actions: TerrainActions,
  override?: TerrainEntryOverride,
): boolean {
  if (!s.pose || s.destroyed) return true;
  const now = tilesUnder(ctx, s.pose);
  const entered = now.filter((i) => !s.inTerrain.includes(i));
  s.inTerrain = now;
  let continueAction = true;
  for (const i of entered) {
    if (s.destroyed) break;
    // The entering ship's own "each time you enter a terrain tile" effects (Wasp Deep Recon).
    forEachEffect(ctx, s, 'enteredTerrain', (h, src) => h.enteredTerrain!(ctx, i, src));
    if (
      !resolveTileEntry(
        ctx,
        s,
        i,
        continueAction ? heading : null,
        afterCollision,
        actions,
        override,
      )
    )
      continueAction = false;
  }
  return continueAction;
}

/**
 * Resolves tile `i`'s entry effect for `s` (also "as if you had just entered it"): none
 * when an effect in play denies it (K-JAM Disruption Drone), the scenario override, or
 * the terrain type's handler. Returns false if a slingshot ended the current action.
 */
export function resolveTileEntry(
  ctx: EngineCtx,
  s: ShipState,
  i: number,
  heading: number | null,
  afterCollision: boolean,
  actions: TerrainActions,
  override?: TerrainEntryOverride,
): boolean {
  const tile = ctx.state.terrain[i]!;
  if (anyEffectInPlay(ctx, 'denyTerrainEntry', (h, src) => h.denyTerrainEntry!(ctx, s, i, src))) {
    log(ctx, () => `${s.name} enters ${tile.type}; its entry effect is denied`);
    return true;
  }
  if (override && override(ctx, s, i)) return true;
  const effect = ctx.content.terrain[tile.type].effect;
  ctx.emit({ type: 'terrain', ship: s.id, tile: i, terrain: tile.type, effect });
  log(ctx, () => `${s.name} enters ${tile.type}`);
  const h = effectHandler(effect);
  if (!h.terrainEntry) throw new Error(`terrain effect ${effect} has no terrainEntry hook`);
  return h.terrainEntry(ctx, s, i, { heading, afterCollision, actions });
}

/** Ice cloud: vent 1 power or heat cube from any part (the controller picks which). */
export function iceCloudVent(ctx: EngineCtx, s: ShipState): void {
  const options: Array<{ part: number; color: 'power' | 'heat' }> = [];
  const locked = ventLockedParts(ctx, s);
  s.parts.forEach((p, i) => {
    if (locked.includes(i)) return;
    if (p.power > 0) options.push({ part: i, color: 'power' });
    if (p.heat > 0) options.push({ part: i, color: 'heat' });
  });
  if (options.length === 0) return;
  const c = decide(ctx, {
    kind: 'terrain-vent',
    ship: s.id,
    side: s.side,
    options,
    prompt: 'ice cloud: vent 1 cube',
  });
  if (!c) return;
  const p = s.parts[c.part]!;
  if (c.color === 'power') {
    p.power--;
    s.power++;
  } else p.heat--;
  ctx.emit({
    type: 'vent',
    ship: s.id,
    part: p.id,
    power: c.color === 'power' ? 1 : 0,
    heat: c.color === 'heat' ? 1 : 0,
    source: 'ice-cloud',
  });
}
