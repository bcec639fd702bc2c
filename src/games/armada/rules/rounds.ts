/**
 * The game loop (RRG16 "Round", "Winning and Losing"; R1, R5, W2, W3): rounds of Command, Ship,
 * Squadron and Status phases until the round cap (six rounds by the rules) or until a fleet has
 * no ships left, which ends the game at once.
 */
import type { Command } from '../content/types.js';
import { GameOverSignal, type EngineCtx } from '../engine/context.js';
import type { GameState, Phase } from '../state/types.js';
import { damageCardCount } from './damage-deck.js';
import { finishGame, scores } from './game-end.js';
import { commandPhase, shipPhase, squadronPhase, statusPhase } from './phases.js';
import { eachObjectiveHook } from '../objectives/objective-registry.js';

/** Per-side totals at the end of a round (damage curve). */
export function sideTotals(st: GameState): Array<{
  hull: number;
  shields: number;
  squadronHull: number;
  ships: number;
  squadrons: number;
}> {
  return st.sides.map((_, side) => {
    let hull = 0;
    let shields = 0;
    let squadronHull = 0;
    let ships = 0;
    let squadrons = 0;
    for (const s of st.ships) {
      if (s.side !== side || s.destroyed) continue;
      ships++;
      hull += s.hull - damageCardCount(s);
      shields += s.shields.front + s.shields.left + s.shields.right + s.shields.rear;
    }
    for (const q of st.squadrons) {
      if (q.side !== side || q.destroyed) continue;
      squadrons++;
      squadronHull += q.hull;
    }
    return { hull, shields, squadronHull, ships, squadrons };
  });
}

function enter(ctx: EngineCtx, phase: Phase): void {
  ctx.state.phase = phase;
  ctx.emit({ type: 'phase', round: ctx.state.round, phase });
}

/** Plays one round (R1). `preset` dials go to the Command Phase (learning round 1, C13). */
export function playRound(
  ctx: EngineCtx,
  preset?: Readonly<Record<string, readonly Command[]>>,
): void {
  const st = ctx.state;
  ctx.emit({ type: 'round-start', round: st.round });
  for (const s of st.ships) {
    s.activated = false;
    s.resolved = [];
    s.shipAttacksThisRound = 0;
  }
  for (const q of st.squadrons) q.activated = false;
  if (st.objective) {
    st.objective.round = {};
    eachObjectiveHook(ctx, 'startOfRound', (h, src) => h(ctx, src));
  }
  enter(ctx, 'command');
  commandPhase(ctx, preset);
  enter(ctx, 'ship');
  shipPhase(ctx);
  enter(ctx, 'squadron');
  squadronPhase(ctx);
  enter(ctx, 'status');
  statusPhase(ctx);
  eachObjectiveHook(ctx, 'endOfRound', (h, src) => h(ctx, src));
}

/**
 * Plays the game from round 1 to its end: after `roundCap` rounds (six by the rules, G2) the
 * scores decide; a fleet without ships ends it at once.
 */
export function playGame(
  ctx: EngineCtx,
  roundCap: number,
  firstRoundDials?: Readonly<Record<string, readonly Command[]>>,
): void {
  const st = ctx.state;
  try {
    for (let r = 1; r <= roundCap; r++) {
      st.round = r;
      playRound(ctx, r === 1 ? firstRoundDials : undefined);
      ctx.emit({ type: 'round-end', round: r, sides: sideTotals(st) });
    }
    finishGame(ctx, 'rounds');
  } catch (e) {
    if (!(e instanceof GameOverSignal)) throw e;
    ctx.emit({ type: 'round-end', round: st.round, sides: sideTotals(st) });
  }
  const over = st.over!;
  ctx.emit({
    type: 'game-end',
    winner: over.winner,
    reason: over.reason,
    round: st.round,
    scores: scores(st),
  });
}
