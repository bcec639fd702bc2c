/**
 * The replay trace of one game: the table, terrain, each ship's path and every attack,
 * collected from events. Replays draw the board picture from it.
 */
import type { Pose } from '../../core/geometry.js';
import type { TileShape } from './content/types.js';
import type { GameEvent } from './state/events.js';
import type { GameState, TerrainTile } from './state/types.js';

/** A ship's recorded movement. */
export interface ShipTrace {
  id: string;
  name: string;
  side: number;
  destroyed: boolean;
  hull: number;
  /** Poses in order, each with the round it was reached in. */
  path: Array<Pose & { round: number }>;
}

/** Everything a board picture needs. */
export interface SnapTrace {
  table: { width: number; height: number; baseDiameter: number; rangeBand: number };
  terrain: Array<TerrainTile & { shape: TileShape }>;
  sides: string[];
  ships: ShipTrace[];
  attacks: Array<{
    round: number;
    from: string;
    to: string;
    fromPose: Pose;
    toPose: Pose;
    damage: number;
    kind: 'attack' | 'ram' | 'missile';
  }>;
}

/** Starts collecting a trace. */
export function newTrace(): { on(e: GameEvent): void; finish(st: GameState): SnapTrace } {
  let round = 0;
  const paths: Record<string, Array<Pose & { round: number }>> = {};
  const at: Record<string, Pose> = {};
  const attacks: SnapTrace['attacks'] = [];
  const push = (ship: string, p: Pose): void => {
    at[ship] = { ...p };
    (paths[ship] ??= []).push({ ...p, round });
  };
  return {
    on(e) {
      switch (e.type) {
        case 'round-start':
          round = e.round;
          break;
        case 'deploy':
          push(e.ship, e.pose);
          break;
        case 'move':
          push(e.ship, e.to);
          break;
        case 'rotate':
          if (at[e.ship]) push(e.ship, { ...at[e.ship]!, facing: e.to });
          break;
        case 'attack':
          if (at[e.ship] && at[e.target])
            attacks.push({
              round,
              from: e.ship,
              to: e.target,
              fromPose: at[e.ship]!,
              toPose: at[e.target]!,
              damage: e.damage,
              kind: e.ram ? 'ram' : 'attack',
            });
          break;
        case 'missile-launched':
          if (at[e.ship] && at[e.target])
            attacks.push({
              round,
              from: e.ship,
              to: e.target,
              fromPose: at[e.ship]!,
              toPose: at[e.target]!,
              damage: 0,
              kind: 'missile',
            });
          break;
      }
    },
    finish(st) {
      return {
        table: {
          width: st.table.width,
          height: st.table.height,
          baseDiameter: st.table.baseDiameter,
          rangeBand: st.table.rangeBand,
        },
        terrain: st.terrain.map((t) => ({ ...t, shape: st.table.tiles[t.type] })),
        sides: st.sides.map((s) => s.name),
        ships: st.ships.map((s) => ({
          id: s.id,
          name: s.name,
          side: s.side,
          destroyed: s.destroyed,
          hull: s.hull,
          path: paths[s.id] ?? [],
        })),
        attacks,
      };
    },
  };
}
