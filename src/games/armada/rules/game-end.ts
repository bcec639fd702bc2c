/**
 * Scoring and winning (RRG16 "Scoring", "Winning and Losing"; R5, W1–W3): a player's score is
 * the fleet cost (with upgrades) of destroyed enemy ships and squadrons plus victory tokens; the
 * game ends at once when a fleet has no ships, otherwise after six rounds; ties go to the second
 * player (or are draws under `rules: {tieBreak: draw}`).
 */
import { GameOverSignal, type EngineCtx } from '../engine/context.js';
import type { EndReason, GameState } from '../state/types.js';
import { eachObjectiveHook } from '../objectives/objective-registry.js';

/**
 * W1, W4: each side's score: destroyed enemy fleet cost (with upgrades, U7) + victory tokens × the
 * objective's value + the objective's end-of-game points.
 */
export function scores(
  st: GameState,
  victoryTokenValue = st.objective?.victoryTokenValue ?? 0,
): number[] {
  const bonus = st.objective?.bonus;
  const out = st.sides.map((sd, i) => sd.victoryTokens * victoryTokenValue + (bonus?.[i] ?? 0));
  for (const s of st.ships) if (s.destroyed) out[1 - s.side]! += s.points;
  for (const q of st.squadrons) if (q.destroyed) out[1 - q.side]! += q.points;
  return out;
}

/** True if the side has a ship in play. */
export function hasShips(st: GameState, side: number): boolean {
  for (const s of st.ships) if (s.side === side && !s.destroyed) return true;
  return false;
}

/** The winner by score (W2, W3): the higher score, a tie to the second player or a draw. */
function winnerByScore(st: GameState, sc: number[]): number | null {
  if (sc[0]! !== sc[1]!) return sc[0]! > sc[1]! ? 0 : 1;
  return st.rules.tieBreak === 'draw' ? null : 1 - st.firstPlayer;
}

/** Ends the game: sets the result (the round loop emits `round-end` and `game-end`). */
export function finishGame(ctx: EngineCtx, reason: EndReason): void {
  const st = ctx.state;
  if (st.over) return;
  // O0, W4: the objective's end-of-game effects (set-aside units destroyed, cost modifiers, bonuses).
  eachObjectiveHook(ctx, 'endOfGame', (h, src) => h(ctx, src));
  let winner: number | null;
  if (reason === 'eliminated') winner = hasShips(st, 0) ? 0 : 1;
  else winner = winnerByScore(st, scores(st));
  st.over = { winner, reason };
  st.phase = 'over';
  st.activeShip = null;
}

/**
 * R5 / W3: if a fleet has no ships left, ends the game at once (throws {@link GameOverSignal},
 * caught by the round loop). Held while simultaneous damage is being applied.
 */
export function checkGameEnd(ctx: EngineCtx): void {
  if (ctx.endHold > 0 || ctx.state.over) return;
  const a = hasShips(ctx.state, 0);
  const b = hasShips(ctx.state, 1);
  if (a && b) return;
  finishGame(ctx, !a && !b ? 'both-eliminated' : 'eliminated');
  throw new GameOverSignal();
}
