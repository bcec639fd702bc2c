/**
 * Ship abilities about terrain (rulebook "Entering Terrain Tiles", "Attacking Through
 * Terrain Tiles", "Missile Impacts on Terrain Tiles").
 */
import { decide } from '../engine/context.js';
import { setEvasion } from '../rules/damage.js';
import { terrainActions } from '../rules/movement.js';
import { resolveTileEntry, tilesUnder } from '../rules/terrain.js';
import type { ShipState } from '../state/types.js';
import type { EngineCtx } from '../engine/context.js';
import { num, sourceName } from './effect-helpers.js';
import type { EffectHandler } from './registry.js';

/** Tiles both deployed ships overlap. */
function sharedTiles(ctx: EngineCtx, a: ShipState, b: ShipState): number[] {
  if (!a.pose || !b.pose) return [];
  const mine = tilesUnder(ctx, a.pose);
  return tilesUnder(ctx, b.pose).filter((i) => mine.includes(i));
}

/** Wasp KLAW Deep Recon: each time this ship enters a terrain tile it gains +{amount} Evasion (also when the tile's own effect is denied). */
const terrainEntryEvade: EffectHandler = {
  id: 'terrain-entry-evade',
  describe: 'Each time this ship enters a terrain tile: gain +{amount} Evasion.',
  enteredTerrain(ctx, _tile, src) {
    setEvasion(ctx, src.ship, src.ship.evasion + num(src.params.amount, 1), sourceName(src));
  },
};

/** SR-12 Recon Drone: while it overlaps a tile, enemy ships overlapping that tile get no soft or hard cover (attacks and missile impacts). */
const denyCover: EffectHandler = {
  id: 'deny-cover-in-shared-tile',
  describe:
    'While this ship overlaps a terrain tile, enemy ships overlapping that tile get no soft or hard cover.',
  denyCover(ctx, defender, src) {
    return defender.side !== src.ship.side && sharedTiles(ctx, src.ship, defender).length > 0;
  },
};

/** K-JAM Disruption Drone: while it overlaps a tile, enemy ships entering that tile do not resolve its entry effect. */
const denyTerrainEntry: EffectHandler = {
  id: 'deny-terrain-entry-in-shared-tile',
  describe:
    'While this ship overlaps a terrain tile, enemy ships that enter that tile do not resolve its entry effect.',
  denyTerrainEntry(ctx, entrant, tile, src) {
    return (
      entrant.side !== src.ship.side &&
      !!src.ship.pose &&
      tilesUnder(ctx, src.ship.pose).includes(tile)
    );
  },
};

/**
 * Adaptive Plating: before the chassis movement step, the controller may pick a tile the
 * ship overlaps and resolve its entry effect as if just entered (option -1 = none).
 * Tycho's Rift slings the ship along its facing (it has no other direction of travel).
 */
const reapplyTerrain: EffectHandler = {
  id: 'reapply-terrain-before-chassis-move',
  describe:
    'Before the chassis movement step: may apply the entry effect of an overlapped terrain tile as if just entered.',
  beforeChassisMovement(ctx, src) {
    const s = src.ship;
    if (!s.pose) return;
    const tiles = tilesUnder(ctx, s.pose);
    if (tiles.length === 0) return;
    const tile = decide(ctx, {
      kind: 'amount',
      ship: s.id,
      side: s.side,
      options: [-1, ...tiles],
      prompt: `${sourceName(src)}: apply which overlapped tile's effect again (-1 = none)?`,
      context: { tiles: tiles.map((i) => ctx.state.terrain[i]!.type) },
    });
    if (tile < 0) return;
    resolveTileEntry(ctx, s, tile, s.pose.facing, false, terrainActions, ctx.terrainOverride);
  },
};

/** All terrain abilities of ships. */
export const terrainShipEffects: EffectHandler[] = [
  terrainEntryEvade,
  denyCover,
  denyTerrainEntry,
  reapplyTerrain,
];
