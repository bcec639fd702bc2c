/**
 * The round sequence (rulebook "Round Sequence", "Claiming Initiative", "Games with
 * AI Ships"): sides alternate activating one ship at a time, starting with the side
 * holding initiative; a side may pass only when an opponent has more unactivated
 * ships; the last ship of a round may not open the next one unless it is the only
 * option. A 1-v-1 duel is the same sequence with one ship a side.
 */
import type { EngineCtx } from '../engine/context.js';
import { decide } from '../engine/context.js';
import type { ShipState } from '../state/types.js';
import { activateShip } from './activation.js';
import { checkGameOver } from './game-over.js';

/** Hook choosing the next automated ship (AI activation order roll); installed by the AI module. */
export type AutomatedPicker = (ctx: EngineCtx, candidates: ShipState[]) => ShipState;
let automatedPicker: AutomatedPicker | null = null;

/** Installs the automated activation-order rule. */
export function setAutomatedPicker(f: AutomatedPicker): void {
  automatedPicker = f;
}

function unactivated(ctx: EngineCtx, side: number): ShipState[] {
  return ctx.state.ships.filter((s) => s.side === side && !s.destroyed && !s.activated);
}

/** How many ships of a side are still to activate (without building the list). */
function unactivatedCount(ctx: EngineCtx, side: number): number {
  let n = 0;
  for (const s of ctx.state.ships) if (s.side === side && !s.destroyed && !s.activated) n++;
  return n;
}

/** Plays one round. */
export function playRound(ctx: EngineCtx): void {
  const st = ctx.state;
  ctx.emit({ type: 'round-start', round: st.round });
  for (const s of st.ships) s.activated = false;
  const n = st.sides.length;
  let turn = st.initiative;
  let last: string | null = null;
  let idle = 0;
  while (!st.over) {
    const left = unactivatedCount(ctx, turn);
    let others = 0;
    for (let i = 0; i < n; i++) if (i !== turn) others = Math.max(others, unactivatedCount(ctx, i));
    if (left === 0 && others === 0) break;
    if (left === 0) {
      turn = (turn + 1) % n;
      if (++idle > n) break;
      continue;
    }
    idle = 0;
    const mine = unactivated(ctx, turn);
    // The last ship of the previous round cannot open this one unless it is the only option.
    let pool = mine;
    if (last === null && st.lastActivated && mine.length > 1)
      pool = mine.filter((s) => s.id !== st.lastActivated);
    let chosen: ShipState | null;
    if (st.sides[turn]!.automated && automatedPicker) {
      chosen = automatedPicker(ctx, pool);
    } else {
      const canPass = others > mine.length;
      const options: Array<string | null> = pool.map((s) => s.id);
      if (canPass) options.push(null);
      const id = decide(ctx, {
        kind: 'activate',
        ship: pool[0]!.id,
        side: turn,
        options,
        prompt: 'activate a ship',
      });
      chosen = id === null ? null : pool.find((s) => s.id === id)!;
    }
    if (chosen) {
      activateShip(ctx, chosen);
      last = chosen.id;
      if (checkGameOver(ctx)) break;
    } else {
      ctx.emit({ type: 'pass', side: turn });
    }
    turn = (turn + 1) % n;
  }
  st.lastActivated = last;
  ctx.emit({
    type: 'round-end',
    round: st.round,
    hull: st.ships.map((s) => ({ ship: s.id, side: s.side, hull: s.destroyed ? 0 : s.hull })),
  });
}

/** Plays rounds until the game ends or the round cap (a recorded timeout). */
export function playGame(ctx: EngineCtx, roundCap: number): void {
  const st = ctx.state;
  while (!st.over) {
    if (st.round >= roundCap) {
      st.over = { winner: null, reason: 'round-cap' };
      break;
    }
    st.round++;
    playRound(ctx);
    // Scenario steps between rounds (round count, Last Stand waves), before the end is checked.
    if (!st.over) ctx.scenarioRules?.roundEnd?.(ctx);
    checkGameOver(ctx);
  }
  // Scenario final scoring.
  ctx.scenarioRules?.gameEnd?.(ctx);
  ctx.emit({ type: 'game-end', winner: st.over!.winner, reason: st.over!.reason, round: st.round });
}
