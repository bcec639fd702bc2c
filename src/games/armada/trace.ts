/**
 * The replay trace of one Armada game: the play area, obstacle outlines, each ship's outline and
 * sequence of poses, each squadron's positions and every attack, collected from events. The
 * board picture (replay-svg.ts) is drawn from it alone; it is plain JSON data.
 */
import type { Pose } from '../../core/geometry.js';
import type { EngineCtx } from './engine/context.js';
import { obstacleShape } from './geometry/obstacles.js';
import { shipGeometry } from './geometry/ship-shape.js';
import { zoneIndex, type HullZone, type ObstacleType, type SizeClass } from './geometry/types.js';
import type { GameEvent } from './state/events.js';
import type { GameState } from './state/types.js';

/** A ship's recorded movement and outline. */
export interface ArmadaShipTrace {
  id: string;
  name: string;
  side: number;
  size: SizeClass;
  destroyed: boolean;
  /** Base rectangle and hull-zone polygons in the ship's own frame (flat [a0, b0, ...], mm). */
  base: number[];
  zones: number[][];
  /** Distinct poses in order (deployment first), each with the round it was reached in. */
  path: Array<Pose & { round: number }>;
}

/** A squadron's recorded positions. */
export interface ArmadaSquadronTrace {
  id: string;
  name: string;
  side: number;
  destroyed: boolean;
  /** Base radius (mm). */
  r: number;
  path: Array<{ x: number; y: number; round: number }>;
}

/** One declared attack, with the points it is drawn between (world mm, at the time of the attack). */
export interface ArmadaAttackTrace {
  round: number;
  attacker: string;
  attackerZone: HullZone | null;
  defender: string;
  defenderZone: HullZone | null;
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** Damage the defender suffered from this attack. */
  damage: number;
}

/** Everything the Armada board picture needs. */
export interface ArmadaTrace {
  area: { id: string; width: number; depth: number };
  sides: string[];
  rounds: number;
  winner: number | null;
  obstacles: Array<{ id: string; type: ObstacleType; points: number[] }>;
  ships: ArmadaShipTrace[];
  squadrons: ArmadaSquadronTrace[];
  attacks: ArmadaAttackTrace[];
}

/** A trace being collected: feed it every event after setup, then finish it on the final state. */
export interface ArmadaTraceCollector {
  on(e: GameEvent): void;
  finish(st: GameState): ArmadaTrace;
}

/** Local point (a, b) of a ship frame placed at a pose. */
function place(a: number, b: number, p: Pose): { x: number; y: number } {
  const c = Math.cos((p.facing * Math.PI) / 180);
  const s = Math.sin((p.facing * Math.PI) / 180);
  return { x: p.x + a * c - b * s, y: p.y + a * s + b * c };
}

/** Starts collecting a trace on a game that has been set up (units deployed, obstacles placed). */
export function newArmadaTrace(ctx: EngineCtx): ArmadaTraceCollector {
  const st = ctx.state;
  let round = st.round;
  const geo = new Map(st.ships.map((s) => [s.id, shipGeometry(ctx.table, s.card)]));
  const ships = new Map<string, Array<Pose & { round: number }>>(
    st.ships.map((s) => [s.id, [{ ...s.pose, round }]]),
  );
  const squadrons = new Map(st.squadrons.map((q) => [q.id, [{ x: q.x, y: q.y, round }]]));
  const attacks: ArmadaAttackTrace[] = [];
  const squadronR = ctx.table.squadronBase.diameter / 2;

  /** Where an attack line ends at a unit: the zone's targeting point of a ship, a squadron's centre. */
  const pointOf = (unit: string, zone: HullZone | null): { x: number; y: number } | null => {
    const path = ships.get(unit);
    if (path) {
      const p = path[path.length - 1]!;
      const t = geo.get(unit)!.targets;
      return zone
        ? place(t[2 * zoneIndex(zone)]!, t[2 * zoneIndex(zone) + 1]!, p)
        : { x: p.x, y: p.y };
    }
    const q = squadrons.get(unit);
    return q ? { x: q[q.length - 1]!.x, y: q[q.length - 1]!.y } : null;
  };

  return {
    on(e) {
      switch (e.type) {
        case 'round-start':
          round = e.round;
          break;
        case 'maneuver': {
          const path = ships.get(e.ship);
          const last = path?.[path.length - 1];
          const moved =
            last && (last.x !== e.to.x || last.y !== e.to.y || last.facing !== e.to.facing);
          if (moved) path!.push({ ...e.to, round });
          break;
        }
        case 'squadron-move':
          squadrons.get(e.squadron)?.push({ x: e.toX, y: e.toY, round });
          break;
        case 'attack': {
          const from = pointOf(e.attacker, e.attackerZone);
          const to = pointOf(e.defender, e.defenderZone);
          if (!from || !to) break;
          attacks.push({
            round,
            attacker: e.attacker,
            attackerZone: e.attackerZone,
            defender: e.defender,
            defenderZone: e.defenderZone,
            from,
            to,
            damage: 0,
          });
          break;
        }
        case 'damage': {
          const a = attacks[attacks.length - 1];
          if (e.source === 'attack' && a && a.attacker === e.by && a.defender === e.unit)
            a.damage += e.amount;
          break;
        }
      }
    },
    finish(end) {
      return {
        area: { id: end.area.id, width: end.area.width, depth: end.area.depth },
        sides: end.sides.map((s) => s.name),
        rounds: end.round,
        winner: end.over?.winner ?? null,
        obstacles: end.obstacles.map((o) => {
          const shape = obstacleShape(ctx.table, o.id, o.pose);
          return { id: o.id, type: o.type, points: [...shape.points] };
        }),
        ships: end.ships.map((s) => {
          const g = geo.get(s.id) ?? shipGeometry(ctx.table, s.card);
          return {
            id: s.id,
            name: s.name,
            side: s.side,
            size: s.size,
            destroyed: s.destroyed,
            base: [...g.base],
            zones: g.zones.map((z) => [...z]),
            path: ships.get(s.id) ?? [{ ...s.pose, round: 0 }],
          };
        }),
        squadrons: end.squadrons.map((q) => ({
          id: q.id,
          name: q.name,
          side: q.side,
          destroyed: q.destroyed,
          r: squadronR,
          path: squadrons.get(q.id) ?? [{ x: q.x, y: q.y, round: 0 }],
        })),
        attacks,
      };
    },
  };
}
