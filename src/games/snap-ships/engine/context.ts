/**
 * The engine context: what every rule function receives. Rules are functions of
 * (state, rng, controllers); the context bundles them with the content database and
 * the event sink.
 */
import type { Rng } from '../../../core/rng.js';
import type { ContentDb } from '../content/load-content.js';
import type { GameEvent } from '../state/events.js';
import type { ScenarioRules } from './scenario-rules.js';
import type { GameState, ShipState } from '../state/types.js';
import type { Controller, Decision, DecisionKind, DecisionOptions } from './decisions.js';

/** Scenario hook: may replace a tile's entry effect (Asteroid Scramble gathering). Returns true if handled. */
export type TerrainEntryOverride = (ctx: EngineCtx, s: ShipState, tile: number) => boolean;

/** Scenario hook: decides the end of the game instead of the destruction rule (null: not over). */
export type EndCondition = (ctx: EngineCtx) => { winner: number | null; reason: string } | null;

/** Engine context. */
export interface EngineCtx {
  state: GameState;
  rng: Rng;
  content: ContentDb;
  /** Controller per ship id. */
  controllers: Record<string, Controller>;
  /** Event sink. */
  emit(e: GameEvent): void;
  /** Whether readable log lines are produced (replays); off in batch runs. */
  logging: boolean;
  /** Scenario hook replacing terrain entry effects (Asteroid Scramble). */
  terrainOverride?: TerrainEntryOverride;
  /** Scenario hook deciding the end of the game. */
  endCondition?: EndCondition;
  /** Scenario rule hooks (scenario formats; see scenario-rules.ts). */
  scenarioRules?: ScenarioRules;
}

/** Asks the controller of `d.ship` to decide; a single option is taken without asking. */
export function decide<K extends DecisionKind>(ctx: EngineCtx, d: Decision<K>): DecisionOptions[K] {
  if (d.options.length === 0) throw new Error(`decision ${d.kind} for ${d.ship} has no options`);
  if (d.options.length === 1) return d.options[0]!;
  const c = ctx.controllers[d.ship];
  if (!c) throw new Error(`no controller for ship ${d.ship}`);
  const i = c.choose({ state: ctx.state, side: d.side }, d as Decision);
  if (!Number.isInteger(i) || i < 0 || i >= d.options.length) {
    throw new Error(
      `controller for ${d.ship} chose ${i} of ${d.options.length} options (${d.kind})`,
    );
  }
  return d.options[i]!;
}

/** Looks a ship up by id. */
export function ship(ctx: EngineCtx, id: string): ShipState {
  const s = ctx.state.ships.find((x) => x.id === id);
  if (!s) throw new Error(`unknown ship ${id}`);
  return s;
}

/** Ships in play (deployed, not destroyed). */
export function shipsInPlay(ctx: EngineCtx): ShipState[] {
  return ctx.state.ships.filter((s) => s.pose && !s.destroyed);
}

/** Enemy ships of `s` in play. */
export function enemiesInPlay(ctx: EngineCtx, s: ShipState): ShipState[] {
  return ctx.state.ships.filter((o) => o.side !== s.side && o.pose && !o.destroyed);
}

/** Writes a readable line to the log; the text is only built when logging is on. */
export function log(ctx: EngineCtx, text: () => string): void {
  if (ctx.logging) ctx.emit({ type: 'log', text: text() });
}
