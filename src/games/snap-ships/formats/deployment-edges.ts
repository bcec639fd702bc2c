/**
 * Deployment edges with a preset terrain layout (rulebook "Preset Terrain Layouts": after the
 * layout die, "roll a second die to randomly determine which edge your team deploys from — a
 * result of 1-2, 3-4, 5-6, or 7-8 selects one of the four edges. The AI team (or second
 * player) will deploy from the opposite edge"). "Your team" is the side that plays first (the
 * seat), so a seat-swapped pair of games gives each side the same position once. Faces that
 * the text leaves open (blank, critical) are rerolled, as for the layout die. On a table that
 * is not square only the long edges are used (Large Dogfight: "use long 6' sides"): a face
 * naming a short edge is rerolled. Explicit tiles keep the custom-setup edges (first side
 * south, second north), as do formats that deploy their own way (scenarios).
 */
import { BLANK, CRIT, type Rng } from '../../../core/rng.js';
import type { EngineCtx } from '../engine/context.js';
import type { SnapSetup } from '../engine/setup.js';
import { oppositeEdge, type Edge } from '../geometry/table.js';
import { FORMATS } from './format-table.js';

/** Edge by die pair (1-2, 3-4, 5-6, 7-8): documented default, the diagram is not in the rulebook text. */
export const EDGE_BY_ROLL: readonly Edge[] = ['south', 'east', 'north', 'west'];

/** Rolls the first player's edge on a `width` × `height` table. */
export function rollEdge(rng: Rng, width: number, height: number): Edge {
  const long = width === height ? null : width > height ? ['south', 'north'] : ['west', 'east'];
  for (;;) {
    const f = rng.d10();
    if (f === BLANK || f === CRIT) continue;
    const edge = EDGE_BY_ROLL[Math.floor((f - 1) / 2)]!;
    if (!long || long.includes(edge)) return edge;
  }
}

/**
 * Format preparer: with a preset layout in a two-sided format deploying from opposite edges,
 * rolls the first player's edge from the game's stream (right after the layout die) and gives
 * the other side the opposite edge. Sides with an edge set by the setup keep it.
 */
export function prepareDeploymentEdges(ctx: EngineCtx, setup: SnapSetup): void {
  const st = ctx.state;
  if (!FORMATS[setup.format]?.layoutEdges || !('layout' in setup.terrain) || st.sides.length !== 2)
    return;
  if (setup.sides.some((s) => s.edge !== undefined)) return;
  const edge = rollEdge(ctx.rng, st.table.width, st.table.height);
  st.sides[st.firstSide]!.edge = edge;
  st.sides[1 - st.firstSide]!.edge = oppositeEdge(edge);
}
