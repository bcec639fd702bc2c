/**
 * Command dials and tokens (RRG16 "Command Dials", "Command Tokens", "Commands"; C4–C12):
 * revealing the top dial, spending it for a token, the token limits, and resolving a command
 * with the dial, the token or both — each command at most once per round.
 */
import type { Command } from '../content/types.js';
import { decide, type EngineCtx } from '../engine/context.js';
import type { CommandUse } from '../engine/decisions.js';
import { canHaveCommandTokens, eachShipEffect } from '../effects/live-effects.js';
import type { ShipState } from '../state/types.js';

/** The four commands. */
export const COMMANDS: readonly Command[] = ['navigate', 'squadron', 'repair', 'concentrate-fire'];

/** C4: reveals the ship's top facedown dial (null when it has none). */
export function revealDial(ctx: EngineCtx, ship: ShipState): Command | null {
  const stack = ctx.hidden.dials[ship.side]![ship.id]!;
  const cmd = stack.shift();
  if (cmd === undefined) return null;
  ship.dialCount = stack.length;
  ship.revealed = cmd;
  ctx.emit({ type: 'dial-revealed', ship: ship.id, command: cmd });
  return cmd;
}

/** Discards the top facedown dial without revealing it (Crew Panic). */
export function discardTopDial(ctx: EngineCtx, ship: ShipState, reason: string): void {
  const stack = ctx.hidden.dials[ship.side]![ship.id]!;
  const cmd = stack.shift();
  if (cmd === undefined) return;
  ship.dialCount = stack.length;
  ship.spentDials.push(cmd);
  ctx.emit({ type: 'dial-discarded', ship: ship.id, command: cmd, reason });
}

/** C5: the revealed dial goes faceup onto the ship card (spent, or discarded after activation). */
export function retireRevealedDial(ctx: EngineCtx, ship: ShipState, reason: string | null): void {
  const cmd = ship.revealed;
  if (cmd === null) return;
  ship.revealed = null;
  ship.spentDials.push(cmd);
  if (reason) ctx.emit({ type: 'dial-discarded', ship: ship.id, command: cmd, reason });
}

/** Discards a command token of the ship. */
export function discardCommandToken(
  ctx: EngineCtx,
  ship: ShipState,
  cmd: Command,
  reason: string,
): void {
  const i = ship.commandTokens.indexOf(cmd);
  if (i < 0) return;
  ship.commandTokens.splice(i, 1);
  ctx.emit({ type: 'token-discarded', ship: ship.id, command: cmd, reason });
}

/**
 * C6: assigns a command token. A duplicate is discarded at once; beyond the command value the
 * owner discards one of its tokens; a ship that cannot have tokens discards it (Life Support
 * Failure). Returns whether the ship kept the new token.
 */
export function gainCommandToken(ctx: EngineCtx, ship: ShipState, cmd: Command): boolean {
  if (ship.destroyed) return false;
  const refuse = (reason: string): false => {
    ctx.emit({ type: 'token-discarded', ship: ship.id, command: cmd, reason });
    return false;
  };
  if (!canHaveCommandTokens(ctx, ship)) return refuse('cannot have command tokens');
  if (ship.commandTokens.includes(cmd)) return refuse('duplicate');
  if (ship.commandTokens.length + 1 > ship.command) {
    // The owner discards one of its tokens, the new one included.
    const drop = decide(ctx, {
      kind: 'discard-command-token',
      side: ship.side,
      unit: ship.id,
      options: [...ship.commandTokens, cmd],
      prompt: 'discard a command token (over the limit)',
    });
    if (drop === cmd) return refuse('over the limit');
    discardCommandToken(ctx, ship, drop, 'over the limit');
  }
  ship.commandTokens.push(cmd);
  ctx.emit({ type: 'token-gained', ship: ship.id, command: cmd });
  return true;
}

/** C11: the ways the ship may resolve `cmd` now (`none` always included); [] if already resolved. */
export function commandUses(ship: ShipState, cmd: Command): CommandUse[] {
  if (ship.resolved.includes(cmd)) return [];
  const dial = ship.revealed === cmd;
  const token = ship.commandTokens.includes(cmd);
  if (!dial && !token) return [];
  const out: CommandUse[] = [];
  if (dial) out.push('dial');
  if (token) out.push('token');
  if (dial && token) out.push('both');
  out.push('none');
  return out;
}

/** Spends the dial and/or token for one resolution of `cmd` (C11) and records it. */
export function spendCommand(
  ctx: EngineCtx,
  ship: ShipState,
  cmd: Command,
  use: Exclude<CommandUse, 'none'>,
): void {
  if (use === 'dial' || use === 'both') retireRevealedDial(ctx, ship, null);
  if (use === 'token' || use === 'both') {
    const i = ship.commandTokens.indexOf(cmd);
    if (i >= 0) ship.commandTokens.splice(i, 1);
  }
  ship.resolved.push(cmd);
  ctx.emit({ type: 'command-resolved', ship: ship.id, command: cmd, via: use });
  // "When you spend a command token" effects (Wulff Yularen).
  if (use === 'token' || use === 'both')
    eachShipEffect(ctx, ship, (h, src) => h.tokenSpent?.(ctx, src, cmd));
}

/**
 * Asks the owner whether to resolve `cmd` now (with open `context`, e.g. the attack's pool) and
 * spends the chosen components. Returns the use
 * (`none` when the command is not resolved or cannot be).
 */
export function offerCommand(
  ctx: EngineCtx,
  ship: ShipState,
  cmd: Command,
  context: Record<string, unknown> = {},
): CommandUse {
  const uses = commandUses(ship, cmd);
  if (uses.length === 0) return 'none';
  const use = decide(ctx, {
    kind: 'use-command',
    side: ship.side,
    unit: ship.id,
    options: uses,
    prompt: `resolve ${cmd}?`,
    context: { ...context, command: cmd },
  });
  if (use !== 'none') spendCommand(ctx, ship, cmd, use);
  return use;
}
