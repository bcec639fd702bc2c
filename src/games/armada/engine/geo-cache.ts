/**
 * Geometry shapes of the units in play, cached per pose (not part of the game state: derived
 * from it). A ship's shape is rebuilt only when its pose changed; the LOS scene (ships in play
 * and obstacles) is rebuilt only when a ship moved or was destroyed.
 */
import { obstacleShape } from '../geometry/obstacles.js';
import { shipGeometry, shipShape, squadronShape } from '../geometry/ship-shape.js';
import type { ArmadaTable } from '../geometry/table.js';
import type {
  LosScene,
  ObstacleShape,
  ShipGeometry,
  ShipShape,
  SquadronShape,
} from '../geometry/types.js';
import type { GameState, ShipState, SquadronState } from '../state/types.js';

/** Shapes of the units of one game. */
export class GeoCache {
  private readonly ships = new Map<string, ShipShape>();
  private readonly squadrons = new Map<string, SquadronShape>();
  private sceneCache: LosScene | null = null;
  private obstacleShapes: ObstacleShape[] | null = null;

  constructor(
    readonly table: ArmadaTable,
    private readonly state: GameState,
  ) {}

  /** The compiled geometry of a ship's card. */
  geometry(ship: ShipState): ShipGeometry {
    return shipGeometry(this.table, ship.card);
  }

  /** The ship's shape at its current pose. */
  ship(s: ShipState): ShipShape {
    const hit = this.ships.get(s.id);
    const p = s.pose;
    if (hit && hit.pose.x === p.x && hit.pose.y === p.y && hit.pose.facing === p.facing) return hit;
    const shape = shipShape(shipGeometry(this.table, s.card), p);
    this.ships.set(s.id, shape);
    this.sceneCache = null;
    return shape;
  }

  /** The squadron's base at its current position. */
  squadron(q: SquadronState): SquadronShape {
    const hit = this.squadrons.get(q.id);
    if (hit && hit.x === q.x && hit.y === q.y) return hit;
    const shape = squadronShape(this.table, q.x, q.y);
    this.squadrons.set(q.id, shape);
    return shape;
  }

  /**
   * Obstacle shapes (built once: obstacles do not move in the core game; a pilot's cache first read
   * during setup is rebuilt when obstacles have been placed since).
   */
  obstacles(): readonly ObstacleShape[] {
    if (this.obstacleShapes && this.obstacleShapes.length !== this.state.obstacles.length)
      this.obstaclesChanged();
    this.obstacleShapes ??= this.state.obstacles.map((o) =>
      obstacleShape(this.table, o.id, o.pose),
    );
    return this.obstacleShapes;
  }

  /** Forgets cached shapes after the obstacles changed (setup). */
  obstaclesChanged(): void {
    this.obstacleShapes = null;
    this.sceneCache = null;
  }

  /** Forgets the scene after a ship was destroyed. */
  shipRemoved(): void {
    this.sceneCache = null;
  }

  /** The units and obstacles that can obstruct a line of sight (ships in play, obstacles). */
  scene(): LosScene {
    const cached = this.sceneCache;
    if (cached) {
      // A ship may have moved since: shapes are compared by identity.
      let fresh = true;
      let i = 0;
      for (const s of this.state.ships) {
        if (s.destroyed) continue;
        if (cached.ships[i++] !== this.ship(s)) fresh = false;
      }
      if (fresh && i === cached.ships.length) {
        this.sceneCache = cached;
        return cached;
      }
    }
    const ships: ShipShape[] = [];
    for (const s of this.state.ships) if (!s.destroyed) ships.push(this.ship(s));
    // O5: an inert obstacle (the contested station) does not obstruct.
    const all = this.obstacles();
    const inert = this.state.obstacles.some((o) => o.inert);
    const obstacles = inert ? all.filter((_, i) => !this.state.obstacles[i]!.inert) : all;
    this.sceneCache = { ships, obstacles };
    return this.sceneCache;
  }
}
