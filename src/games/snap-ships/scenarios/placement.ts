/**
 * Random placement of scenario pieces with the game's stream, standing in for the players
 * placing them (rulebook "Custom Setup" step 8b: tiles at least one base width from any
 * other tile and from the edges of the play area; "Scenario: Asteroid Scramble" Terrain;
 * "Scenario: Beacon Rush" beacon placement). Candidates are drawn uniformly where they
 * could fit and rejected until every rule holds.
 */
import type { Vec } from '../../../core/geometry.js';
import type { Rng } from '../../../core/rng.js';
import type { TerrainType } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import type { Edge } from '../geometry/table.js';
import { tilesOverlapOrTooClose } from '../geometry/terrain-geometry.js';
import type { TerrainTile } from '../state/types.js';
import { tilePlacement } from '../rules/terrain.js';

const TRIES = 2000;

/** Distance from a point to a table edge. */
export function edgeDistance(ctx: EngineCtx, p: Vec, e: Edge): number {
  const k = ctx.state.table;
  return e === 'south' ? p.y : e === 'north' ? k.height - p.y : e === 'west' ? p.x : k.width - p.x;
}

/** A tile type to place and the edges its outline must keep `away` cm from (beyond the base-width gap). */
export interface TileRequest {
  type: TerrainType;
  away?: { edges: Edge[]; distance: number };
}

/**
 * Places the requested tiles in order, each one base width from the edges and from the
 * tiles already placed (plus its own edge distance); the whole set is redrawn when a tile
 * finds no room. Throws if the table cannot hold them.
 */
export function placeTiles(ctx: EngineCtx, rng: Rng, requests: TileRequest[]): TerrainTile[] {
  const k = ctx.state.table;
  const gap = k.baseDiameter;
  for (let attempt = 0; attempt < 50; attempt++) {
    const placed: TerrainTile[] = [];
    for (const req of requests) {
      const shape = k.tiles[req.type];
      const extent =
        shape.kind === 'circle'
          ? shape.radius
          : Math.max(...shape.points.map(([x, y]) => Math.hypot(x, y)));
      const lo = gap + extent;
      if (k.width - 2 * lo < 0 || k.height - 2 * lo < 0) break;
      let ok = false;
      for (let t = 0; t < TRIES && !ok; t++) {
        const tile: TerrainTile = {
          type: req.type,
          x: lo + rng.next() * (k.width - 2 * lo),
          y: lo + rng.next() * (k.height - 2 * lo),
          rotation: 0,
        };
        if (
          req.away &&
          req.away.edges.some((e) => edgeDistance(ctx, tile, e) - extent < req.away!.distance)
        )
          continue;
        if (
          placed.some((o) =>
            tilesOverlapOrTooClose(tilePlacement(ctx, tile), tilePlacement(ctx, o), gap),
          )
        )
          continue;
        placed.push(tile);
        ok = true;
      }
      if (!ok) break;
    }
    if (placed.length === requests.length) return placed;
  }
  throw new Error(
    `cannot place ${requests.map((r) => r.type).join(', ')} on a ${k.width}x${k.height} table`,
  );
}

/**
 * Beacon positions: each touching the outline of a random tile from outside (not overlapping
 * any tile), at least one base length from the other beacons and from the edges of the play
 * area. With no tiles on the table (a config's explicit empty terrain), anywhere. Throws when
 * the tiles' edges have no room for them all.
 */
export function placeBeacons(ctx: EngineCtx, rng: Rng, count: number, radius: number): Vec[] {
  const k = ctx.state.table;
  const gap = k.baseDiameter;
  const tiles = ctx.state.terrain.map((t) => tilePlacement(ctx, t));
  const clearOfTiles = (p: Vec): boolean =>
    tiles.every(
      (t) =>
        !tilesOverlapOrTooClose(
          t,
          { x: p.x, y: p.y, rotation: 0, shape: { kind: 'circle', radius } },
          0,
        ),
    );
  const fits = (p: Vec, out: Vec[]): boolean =>
    p.x - radius >= gap &&
    p.y - radius >= gap &&
    p.x + radius <= k.width - gap &&
    p.y + radius <= k.height - gap &&
    clearOfTiles(p) &&
    out.every((o) => Math.hypot(o.x - p.x, o.y - p.y) >= 2 * radius + gap);
  for (let attempt = 0; attempt < 50; attempt++) {
    const out: Vec[] = [];
    for (let b = 0; b < count; b++) {
      let found: Vec | null = null;
      for (let t = 0; t < TRIES && !found; t++) {
        let p: Vec;
        if (tiles.length > 0)
          p = touchingPoint(tiles[rng.int(tiles.length)]!, rng.next() * 2 * Math.PI, radius);
        else p = { x: rng.next() * k.width, y: rng.next() * k.height };
        if (fits(p, out)) found = p;
      }
      if (!found) break;
      out.push(found);
    }
    if (out.length === count) return out;
  }
  throw new Error(`cannot place ${count} beacons on a ${k.width}x${k.height} table`);
}

/** The centre of a token of radius `r` touching the tile's outline from outside, in direction `a` (radians) from its centre. */
function touchingPoint(
  tile: {
    x: number;
    y: number;
    rotation: number;
    shape:
      { kind: 'circle'; radius: number } | { kind: 'polygon'; points: Array<[number, number]> };
  },
  a: number,
  r: number,
): Vec {
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  if (tile.shape.kind === 'circle')
    return { x: tile.x + ux * (tile.shape.radius + r), y: tile.y + uy * (tile.shape.radius + r) };
  // Polygon: walk out along the ray until the token no longer overlaps the outline (touching within 0.05 cm).
  let d = 0;
  const step = 0.05;
  const placement = { ...tile, shape: tile.shape };
  for (; d < 500; d += step) {
    const p = { x: tile.x + ux * d, y: tile.y + uy * d };
    if (
      !tilesOverlapOrTooClose(
        placement,
        { x: p.x, y: p.y, rotation: 0, shape: { kind: 'circle', radius: r } },
        0,
      )
    )
      return p;
  }
  return { x: tile.x + ux * d, y: tile.y + uy * d };
}
