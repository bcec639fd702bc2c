/**
 * Scenario: Last Stand (rulebook "Scenario: Last Stand"): the players' Forge ships against
 * three waves of Komplex AI ships (waves.ts), solo or cooperative, so the AI Ship Setup
 * applies: the AI team goes second, terrain from the preset layouts and the players' edge by
 * a die (1-2 south, 3-4 east, 5-6 north, 7-8 west; blank and critical rerolled), the AI team
 * on the opposite edge. Difficulty is a label read from the chassis points (3 hard, 4 normal,
 * 5 easy, 6+ training; a cheaper chassis counts as hard; with several ships, the hardest).
 *
 * When every ship of a wave is destroyed, each player salvages at the end of that activation
 * (salvage.ts); the round is finished, then the next wave is rolled and its ships deploy as
 * they activate. The players win when wave 3 is destroyed and lose as soon as a player ship
 * is destroyed (also when it falls together with the last ship of wave 3: our reading).
 */
import { BLANK, CRIT } from '../../../core/rng.js';
import type { EngineCtx } from '../engine/context.js';
import type { ScenarioRules } from '../engine/scenario-rules.js';
import type { SnapSetup } from '../engine/setup.js';
import { oppositeEdge, type Edge } from '../geometry/table.js';
import type { EndCondition } from '../rules/game-over.js';
import type { GameState } from '../state/types.js';
import { salvageShip } from './salvage.js';
import type { LastStandState, ScenarioResult } from './scenario-state.js';
import { spawnWave, waveDestroyed } from './waves.js';

/** Options of a Last Stand matchup (config `scenario:`). */
export interface StandOptions {
  /** Only the starter box's ships: the first three rows of the wave table. */
  starterBox?: boolean;
}

/** Difficulty from a chassis point value. */
export function difficultyOf(points: number): string {
  return points >= 6 ? 'training' : points === 5 ? 'easy' : points === 4 ? 'normal' : 'hard';
}

const EDGE_ROLL: Edge[] = ['south', 'east', 'north', 'west'];

/** The players' deployment edge by a die: 1-2, 3-4, 5-6, 7-8 pick one of the four edges; blank and critical are rerolled. */
export function rollEdge(ctx: EngineCtx): Edge {
  for (;;) {
    const f = ctx.rng.d10();
    if (f !== BLANK && f !== CRIT) return EDGE_ROLL[Math.floor((f - 1) / 2)]!;
  }
}

/** The Last Stand state of the game (throws in another format). */
export function stand(ctx: EngineCtx): LastStandState {
  const sc = ctx.state.scenario;
  if (sc?.kind !== 'last-stand') throw new Error('not a Last Stand game');
  return sc;
}

/** Sets up the scenario: edges, initiative, difficulty, the shuffled salvage deck and wave 1; installs the rules. */
export function setupLastStand(ctx: EngineCtx, setup: SnapSetup): void {
  const st = ctx.state;
  const opts = (setup.scenario ?? {}) as StandOptions;
  const players = 0;
  const komplex = 1;
  const edge = rollEdge(ctx);
  st.sides[players]!.edge = edge;
  st.sides[komplex]!.edge = oppositeEdge(edge);
  st.sides[komplex]!.automated = true;
  // "The AI ship (or team) always goes second."
  st.initiative = st.firstSide = players;
  const own = st.ships.filter((s) => s.side === players);
  const points = Math.min(...own.map((s) => ctx.content.chassis[s.chassis]?.points ?? 0));
  const deck = Object.values(ctx.content.parts)
    .filter((p) => p.faction === 'komplex')
    .map((p) => p.id);
  const sc: LastStandState = {
    kind: 'last-stand',
    players,
    komplex,
    wave: 0,
    waveShips: [],
    cleared: [],
    salvaged: 0,
    difficulty: difficultyOf(points),
    salvageDeck: ctx.rng.shuffle(deck),
    starterBox: !!opts.starterBox,
    edge,
  };
  st.scenario = sc;
  spawnWave(ctx, sc, 1, false);
  installLastStand(ctx);
}

/** Records a destroyed wave and salvages (waves 1 and 2) once. */
function waveCleared(ctx: EngineCtx): void {
  const sc = stand(ctx);
  if (!waveDestroyed(ctx, sc) || sc.cleared.length >= sc.wave) return;
  sc.cleared.push(ctx.state.round);
  ctx.emit({
    type: 'wave',
    wave: sc.wave,
    action: 'cleared',
    round: ctx.state.round,
    ships: [...sc.waveShips],
  });
  if (sc.wave >= 3) return;
  for (const s of ctx.state.ships)
    if (s.side === sc.players && !s.destroyed) salvageShip(ctx, sc, s);
  sc.salvaged = sc.wave;
}

/** Scores: waves destroyed for the players (the Komplex side has none). */
export function standResult(st: Readonly<GameState>, sc: LastStandState): ScenarioResult {
  return {
    scores: st.sides.map((_, i) => (i === sc.players ? sc.cleared.length : null)),
    held: st.sides.map(() => null),
    secured: st.sides.map(() => null),
  };
}

/** Lose when a player ship is destroyed; win when wave 3 is destroyed. */
export const standEnd: EndCondition = (ctx) => {
  const sc = stand(ctx);
  if (ctx.state.ships.some((s) => s.side === sc.players && s.destroyed))
    return { winner: sc.komplex, reason: 'player-destroyed' };
  if (sc.wave === 3 && waveDestroyed(ctx, sc))
    return { winner: sc.players, reason: 'waves-cleared' };
  return null;
};

/** The scenario's rule hooks. */
export const lastStandRules: ScenarioRules = {
  activationEnd: (ctx) => waveCleared(ctx),
  roundEnd: (ctx) => {
    const sc = stand(ctx);
    waveCleared(ctx);
    // "Players finish the current round before determining the composition of the next Wave."
    if (sc.wave < 3 && waveDestroyed(ctx, sc)) spawnWave(ctx, sc, sc.wave + 1, true);
  },
  gameEnd: (ctx) => {
    const sc = stand(ctx);
    if (!ctx.state.over || ctx.state.over.reason === 'waves-cleared') waveCleared(ctx);
    sc.result = standResult(ctx.state, sc);
    ctx.emit({
      type: 'scenario-score',
      side: sc.players,
      score: sc.cleared.length,
      held: null,
      secured: null,
    });
  },
};

/** Installs the scenario's hooks on a context whose state holds a Last Stand. */
export function installLastStand(ctx: EngineCtx): void {
  ctx.scenarioRules = lastStandRules;
  ctx.endCondition = standEnd;
  ctx.terrainOverride = undefined;
}
