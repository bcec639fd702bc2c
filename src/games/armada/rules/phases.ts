/**
 * The four phases of a round (RRG16 "Command Phase", "Ship Phase", "Squadron Phase", "Status
 * Phase", "Pass Tokens"; R1–R4, C1, C2, T8):
 * - Command: every ship is given dials, each set secretly and placed under its stack, until it
 *   holds as many as its command value.
 * - Ship: the first player activates a ship, then the second, alternating; a player without
 *   unactivated ships passes; a pass token lets a player pass under RRG16's conditions.
 * - Squadron: players alternate activating two unactivated squadrons each (one if only one is left).
 * - Status: exhausted defense tokens (and upgrades) are readied.
 */
import type { Command } from '../content/types.js';
import { decide, opponent, type EngineCtx } from '../engine/context.js';
import { canReadyTokens, eachShipEffect } from '../effects/live-effects.js';
import type { ShipState } from '../state/types.js';
import { activateShip } from './activation.js';
import { COMMANDS } from './commands.js';
import { activateSquadron } from './squadron-activation.js';

/** Assigns one dial set to `cmd` under the ship's stack (C1). */
export function assignDial(ctx: EngineCtx, ship: ShipState, cmd: Command): void {
  const stack = ctx.hidden.dials[ship.side]![ship.id]!;
  stack.push(cmd);
  ship.dialCount = stack.length;
  ctx.emit({ type: 'dial-assigned', ship: ship.id, command: cmd });
}

/**
 * C1, C2: the Command Phase. `preset` gives dials already chosen per ship id (the learning
 * scenario's suggested first-round commands, C13), assigned before any are asked for.
 */
export function commandPhase(
  ctx: EngineCtx,
  preset?: Readonly<Record<string, readonly Command[]>>,
): void {
  for (const ship of ctx.state.ships) {
    if (ship.destroyed) continue;
    ship.spentDials = [];
    for (const cmd of preset?.[ship.id] ?? [])
      if (ship.dialCount < ship.command) assignDial(ctx, ship, cmd);
    while (ship.dialCount < ship.command) {
      const cmd = decide(ctx, {
        kind: 'command-dial',
        side: ship.side,
        unit: ship.id,
        options: COMMANDS.slice(),
        prompt: `dial ${ship.dialCount + 1} of ${ship.name}`,
      });
      assignDial(ctx, ship, cmd);
    }
  }
}

function unactivated(ctx: EngineCtx, side: number): ShipState[] {
  return ctx.state.ships.filter((s) => s.side === side && !s.destroyed && !s.activated);
}

/** RRG16 "Ship Phase": may the side pass with a pass token now? */
function mayPass(
  ctx: EngineCtx,
  side: number,
  mine: number,
  activatedOne: boolean,
  passedLast: boolean,
): boolean {
  const st = ctx.state;
  if (st.rules.passTokens === 'none' || st.sides[side]!.passTokens <= 0 || passedLast) return false;
  const theirs = unactivated(ctx, opponent(side)).length;
  return side === st.firstPlayer ? activatedOne && mine < theirs : mine <= theirs;
}

/** "At the start of the Ship Phase" cards (Grand Moff Tarkin), the first player's first (G7). */
export function shipPhaseStart(ctx: EngineCtx): void {
  const st = ctx.state;
  for (const side of [st.firstPlayer, opponent(st.firstPlayer)]) {
    for (const s of st.ships) {
      if (s.side === side && !s.destroyed)
        eachShipEffect(ctx, s, (h, src) => h.startOfShipPhase?.(ctx, src));
    }
  }
}

/** R2: the Ship Phase. */
export function shipPhase(ctx: EngineCtx): void {
  const st = ctx.state;
  shipPhaseStart(ctx);
  let turn = st.firstPlayer;
  const activatedOne = [false, false];
  const passedLast = [false, false];
  for (;;) {
    const mine = unactivated(ctx, turn);
    if (mine.length === 0 && unactivated(ctx, opponent(turn)).length === 0) return;
    if (mine.length === 0) {
      ctx.emit({ type: 'pass', side: turn, token: false });
      turn = opponent(turn);
      continue;
    }
    const options: Array<string | null> = mine.map((s) => s.id);
    if (mayPass(ctx, turn, mine.length, activatedOne[turn]!, passedLast[turn]!)) options.push(null);
    const id = decide(ctx, {
      kind: 'activate-ship',
      side: turn,
      unit: null,
      options,
      prompt: 'activate a ship',
    });
    if (id === null) {
      st.sides[turn]!.passTokens--;
      passedLast[turn] = true;
      ctx.emit({ type: 'pass', side: turn, token: true });
    } else {
      passedLast[turn] = false;
      activatedOne[turn] = true;
      activateShip(
        ctx,
        mine.find((s) => s.id === id)!,
      );
    }
    turn = opponent(turn);
  }
}

/** R3: the Squadron Phase. */
export function squadronPhase(ctx: EngineCtx): void {
  const st = ctx.state;
  const ready = (side: number) =>
    st.squadrons.filter((q) => q.side === side && !q.destroyed && !q.activated);
  let turn = st.firstPlayer;
  while (ready(0).length > 0 || ready(1).length > 0) {
    for (let k = 0; k < 2; k++) {
      const mine = ready(turn);
      if (mine.length === 0) break;
      const id = decide(ctx, {
        kind: 'activate-squadron',
        side: turn,
        unit: null,
        options: mine.map((q) => q.id),
        prompt: 'activate a squadron',
      });
      activateSquadron(
        ctx,
        mine.find((q) => q.id === id)!,
        'phase',
        null,
      );
    }
    turn = opponent(turn);
  }
}

/** R4, T8: the Status Phase readies defense tokens and upgrade cards. */
export function statusPhase(ctx: EngineCtx): void {
  for (const s of ctx.state.ships) {
    if (s.destroyed) continue;
    if (canReadyTokens(ctx, s))
      for (const t of s.defenseTokens) if (t.state === 'exhausted') t.state = 'ready';
    for (const u of s.upgrades) u.exhausted = false;
  }
  for (const q of ctx.state.squadrons) {
    if (q.destroyed) continue;
    for (const t of q.defenseTokens) if (t.state === 'exhausted') t.state = 'ready';
  }
}
