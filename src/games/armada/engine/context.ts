/**
 * The engine context: what every Armada rule function receives. Rules are functions of
 * (state, hidden state, random streams, controllers); the context bundles them with the
 * content, the table constants, the shape cache and the event sink.
 */
import type { Rng } from '../../../core/rng.js';
import type { ArmadaContent } from '../content/load-content.js';
import type { ArmadaTable } from '../geometry/table.js';
import type { DiceTable } from '../rules/dice.js';
import type { GameEvent } from '../state/events.js';
import type { GameState, HiddenState } from '../state/types.js';
import type {
  ArmadaView,
  Controller,
  Decision,
  DecisionKind,
  DecisionOptions,
} from './decisions.js';
import type { GeoCache } from './geo-cache.js';

/**
 * The game's random streams, each derived from the game seed (core/rng): dice rolls, deck
 * shuffles and setup draws never share a stream, so a change in one (e.g. one more shuffle)
 * does not shift the others. Pilots draw from their own streams (pilots/).
 */
export interface ArmadaStreams {
  dice: Rng;
  deck: Rng;
  setup: Rng;
}

/** Engine context. */
export interface EngineCtx {
  state: GameState;
  hidden: HiddenState;
  rng: ArmadaStreams;
  content: ArmadaContent;
  table: ArmadaTable;
  dice: DiceTable;
  geo: GeoCache;
  /** Controller per side. */
  controllers: Controller[];
  /** What each side's controller sees (built once; reads the live state). */
  views: ArmadaView[];
  /** Event sink. */
  emit(e: GameEvent): void;
  /** Whether readable log lines are produced (replays); off in batch runs. */
  logging: boolean;
  /**
   * While > 0, elimination is not checked yet: damage dealt "at the same time" (both ships of an
   * overlap, X2) is applied in full before the game can end (W3 simultaneous destruction).
   */
  endHold: number;
}

/**
 * Thrown when a fleet has no ships left (R5, W3): the game ends at once. Not an Error: it is
 * control flow, caught by the round loop, and needs no stack trace.
 */
export class GameOverSignal {
  readonly message = 'game over';
}

/** Asks the side's controller to decide; a single option is taken without asking. */
export function decide<K extends DecisionKind>(ctx: EngineCtx, d: Decision<K>): DecisionOptions[K] {
  const n = d.options.length;
  if (n === 0) throw new Error(`decision ${d.kind} for side ${d.side} has no options`);
  if (n === 1) return d.options[0]!;
  const c = ctx.controllers[d.side];
  if (!c) throw new Error(`no controller for side ${d.side}`);
  const i = c.choose(ctx.views[d.side]!, d as Decision);
  if (!Number.isInteger(i) || i < 0 || i >= n) {
    throw new Error(`controller of side ${d.side} chose ${i} of ${n} options (${d.kind})`);
  }
  return d.options[i]!;
}

/** The opponent of a side (two-player game). */
export function opponent(side: number): number {
  return 1 - side;
}
