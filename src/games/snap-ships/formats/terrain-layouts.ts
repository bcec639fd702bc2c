/**
 * Terrain for a game: explicit tiles from the config, or a preset layout (rulebook
 * "Preset Terrain Layouts"): a die picks layout 1–8 (a crit gives the ninth, a blank
 * is rerolled). The layout diagrams are not in the rulebook text; the nine layouts
 * live in layouts.yaml as positions on the thirds grid, scaled to the table.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { BLANK, CRIT, type Rng } from '../../../core/rng.js';
import type { TerrainType } from '../content/types.js';
import type { SnapSetup } from '../engine/setup.js';
import type { TerrainTile } from '../state/types.js';

/** A preset layout: tiles at fractions (0..1) of the table's width and height. */
export interface Layout {
  id: number;
  name: string;
  tiles: Array<{ type: TerrainType; fx: number; fy: number; rotation?: number }>;
}

let cached: Layout[] | undefined;

/** The nine preset layouts. */
export function presetLayouts(): Layout[] {
  cached ??= (
    parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'layouts.yaml'), 'utf8')) as {
      layouts: Layout[];
    }
  ).layouts;
  return cached;
}

/** Rolls a layout number: 1–8 as rolled, a crit is layout 9, a blank is rerolled. */
export function rollLayout(rng: Rng): number {
  for (;;) {
    const f = rng.d10();
    if (f === BLANK) continue;
    return f === CRIT ? 9 : f;
  }
}

/** Places a preset layout on a table of the given size, keeping the first `count` tiles. */
export function layoutTiles(
  id: number,
  width: number,
  height: number,
  count?: number,
): TerrainTile[] {
  const layout = presetLayouts().find((l) => l.id === id);
  if (!layout) throw new Error(`unknown terrain layout ${id}`);
  const tiles = layout.tiles.map((t) => ({
    type: t.type,
    x: t.fx * width,
    y: t.fy * height,
    rotation: t.rotation ?? 0,
  }));
  return count === undefined ? tiles : tiles.slice(0, count);
}

/** The tiles of one game (explicit, fixed layout, or rolled with the game's stream). */
export function resolveTerrain(setup: SnapSetup, rng: Rng): TerrainTile[] {
  if ('tiles' in setup.terrain) return setup.terrain.tiles.map((t) => ({ ...t }));
  const id = setup.terrain.layout === 'random' ? rollLayout(rng) : setup.terrain.layout;
  return layoutTiles(
    id,
    setup.table.width,
    setup.table.height,
    typeof setup.scenario?.tileCount === 'number' ? setup.scenario.tileCount : undefined,
  );
}
