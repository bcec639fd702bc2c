/**
 * The heuristic pilot's obstacle placement (S7, RRG16 "Setup" 5). The engine offers sampled legal
 * spots (distance rules already applied); the pilot ranks them on the open view only (table, play
 * area, its own deployment edge), before any ship is deployed:
 *
 * - asteroid and debris fields (RRG16 "Obstacles": a ship overlapping an asteroid field is dealt a
 *   faceup damage card, a debris field deals two damage on one hull zone; both obstruct attacks)
 *   go as far towards the opponent's deployment edge as the offered spots allow: into the
 *   opponent's approach, where its ships make their first moves, and out of the pilot's own;
 * - the station (a ship ending on it may discard a damage card) goes towards the pilot's own
 *   edge, where its own ships pass and the opponent's arrive last.
 *
 * Measured against the same pilot placing at a random offered spot (scripts/armada-obstacle-
 * placement.mjs, README "Armada pilots"): the effect is small in core-180 games.
 *
 * Ties are broken by a tiny draw from the pilot's own stream, so the choice is deterministic
 * given that stream.
 */
import type { Rng } from '../../../core/rng.js';
import type { ArmadaView, DecisionOptions } from '../engine/decisions.js';
import { argBest } from './arg-best.js';

type Spot = DecisionOptions['place-obstacle'];

/**
 * How far a spot lies towards the opponent's deployment edge (0 at the pilot's own edge, 1 at
 * the opponent's), from the side's edge in the open state.
 */
export function towardsOpponent(view: ArmadaView, y: number): number {
  const { depth } = view.state.area;
  const near = view.state.sides[view.side]!.edge === 'near';
  return near ? y / depth : 1 - y / depth;
}

/** The value of placing an obstacle at a spot for the deciding side (higher is better). */
export function obstacleSpotValue(view: ArmadaView, spot: Spot): number {
  const towards = towardsOpponent(view, spot.y);
  // The station helps whoever reaches it: keep it on our side.
  return view.table.obstacles.outlines[spot.obstacle]?.type === 'station' ? -towards : towards;
}

/** Index of the spot the heuristic places its obstacle at. */
export function chooseObstacleSpot(view: ArmadaView, options: readonly Spot[], rng: Rng): number {
  return argBest(options as Spot[], (o) => obstacleSpotValue(view, o) + rng.next() * 1e-6);
}
