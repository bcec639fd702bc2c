/**
 * Staging helpers for rule tests: a game state with ships at given poses, scripted
 * dice and scripted decisions, so rulebook examples can be replayed exactly.
 */
import type { Pose } from '../../src/core/geometry.js';
import { Rng, type DieFace } from '../../src/core/rng.js';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import type { EngineCtx } from '../../src/games/snap-ships/engine/context.js';
import type { Controller, Decision } from '../../src/games/snap-ships/engine/decisions.js';
import {
  applySetupEffects,
  createState,
  type SnapSetup,
} from '../../src/games/snap-ships/engine/setup.js';
import { installEffects } from '../../src/games/snap-ships/effects/index.js';
import type { GameEvent } from '../../src/games/snap-ships/state/events.js';
import type { ShipState, TerrainTile } from '../../src/games/snap-ships/state/types.js';

/** An Rng whose d10 rolls come from a script first (then from the seeded stream). */
export class ScriptedRng extends Rng {
  constructor(
    public faces: DieFace[],
    seed = 'scripted',
  ) {
    super(seed);
  }
  override d10(): DieFace {
    if (this.faces.length > 0) return this.faces.shift()!;
    return super.d10();
  }
}

/** A decision handler: return an option index, or an option value matched with deep equality, or undefined for option 0. */
export type Script = (d: Decision) => number | undefined | { value: unknown };

/** A controller driven by a script function; records every decision it saw. */
export function scripted(fn: Script = () => 0): Controller & { seen: Decision[] } {
  const seen: Decision[] = [];
  return {
    seen,
    choose(_v, d) {
      seen.push(d);
      const r = fn(d);
      if (r === undefined) return 0;
      if (typeof r === 'number') return r;
      const i = d.options.findIndex((o) => JSON.stringify(o) === JSON.stringify(r.value));
      if (i < 0)
        throw new Error(
          `scripted option ${JSON.stringify(r.value)} not among ${JSON.stringify(d.options)} for ${d.kind}`,
        );
      return i;
    },
  };
}

/** A ship to stage. */
export interface StagedShip {
  preset?: string;
  chassis?: string;
  parts?: string[];
  side: number;
  pose: Pose | null;
  evasion?: number;
  hull?: number;
  name?: string;
}

/** Stages a game: ships (side 0 first), terrain tiles, scripted dice and one controller per ship. */
export function stage(opts: {
  ships: StagedShip[];
  terrain?: TerrainTile[];
  dice?: DieFace[];
  scripts?: Record<string, Script>;
  width?: number;
  height?: number;
  format?: string;
}): {
  ctx: EngineCtx;
  rng: ScriptedRng;
  events: GameEvent[];
  ship: (i: number) => ShipState;
  controllers: Record<string, Controller & { seen: Decision[] }>;
} {
  installEffects();
  const content = loadContent();
  const sides = [0, 1].map((si) => ({
    name: si === 0 ? 'Forge' : 'Komplex',
    ships: opts.ships
      .filter((s) => s.side === si)
      .map((s) => {
        const card = content.chassis[s.preset ?? s.chassis!]!;
        return {
          chassis: card.id,
          parts: s.parts ?? [...card.preset],
          pilot: { type: 'random' as const },
          name: s.name,
        };
      }),
  }));
  const setup: SnapSetup = {
    format: opts.format ?? 'duel',
    table: {
      ...content.table,
      tiles: { ...content.table.tiles },
      width: opts.width ?? 90,
      height: opts.height ?? 90,
    },
    terrain: { tiles: opts.terrain ?? [] },
    sides,
  };
  const state = createState(content, setup, opts.terrain ?? [], false);
  const rng = new ScriptedRng([...(opts.dice ?? [])]);
  const events: GameEvent[] = [];
  const ctx: EngineCtx = {
    state,
    rng,
    content,
    controllers: {},
    logging: false,
    emit: (e) => events.push(e),
  };
  const order: ShipState[] = [];
  for (const si of [0, 1]) {
    const mine = opts.ships.filter((s) => s.side === si);
    const ships = state.ships.filter((s) => s.side === si);
    mine.forEach((spec, i) => {
      const s = ships[i]!;
      s.pose = spec.pose ? { ...spec.pose } : null;
      if (spec.evasion !== undefined) s.evasion = spec.evasion;
      order[opts.ships.indexOf(spec)] = s;
    });
  }
  const controllers: Record<string, Controller & { seen: Decision[] }> = {};
  for (const s of state.ships) controllers[s.id] = scripted(opts.scripts?.[s.id]);
  ctx.controllers = controllers;
  applySetupEffects(ctx);
  opts.ships.forEach((spec, i) => {
    if (spec.hull !== undefined) order[i]!.hull = spec.hull;
  });
  return { ctx, rng, events, ship: (i) => order[i]!, controllers };
}

/** Index of a part in a ship's control panel. */
export function partIndex(s: ShipState, id: string): number {
  const i = s.parts.findIndex((p) => p.id === id);
  if (i < 0) throw new Error(`${s.id} has no part ${id}`);
  return i;
}

/** Index of an ability (by header, nth match) on a part. */
export function abilityIndex(
  ctx: EngineCtx,
  s: ShipState,
  part: string,
  header: string,
  nth = 0,
): number {
  const card = ctx.content.parts[`${s.faction}/${part}`]!;
  const list = card.abilities.map((a, i) => ({ a, i })).filter((x) => x.a.header === header);
  if (!list[nth]) throw new Error(`${part} has no ${header} #${nth}`);
  return list[nth]!.i;
}
