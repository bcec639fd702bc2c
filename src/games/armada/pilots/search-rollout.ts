/**
 * Playing a search world forward from the decision being searched, with the engine's own rule
 * functions: the rest of the step the decision belongs to (the Command Phase after a dial, the
 * activation from its reveal, its remaining attacks, its maneuver), the rest of the round, then
 * `horizon` more rounds (R1), and scoring the state for the searching side. The real engine's
 * call stack cannot be copied, so each step restarts at the last point where it is a plain call:
 * a dial is assigned and the Command Phase resumed (C1); an activation is rewound to before its
 * reveal (A1: nothing random happens before the attacks); a maneuver is replayed from its
 * navigate choice (C7), the pilot's own earlier choices scripted (search-world ScriptedPilot).
 */
import type { Command } from '../content/types.js';
import { decide, GameOverSignal, opponent, type EngineCtx } from '../engine/context.js';
import type { AttackOption } from '../engine/decisions.js';
import type { HullZone } from '../geometry/types.js';
import { activateShip } from '../rules/activation.js';
import { attackOption, performAttack } from '../rules/attack.js';
import { shipAttackTargets } from '../rules/attack-targets.js';
import { retireRevealedDial } from '../rules/commands.js';
import { damageCardCount } from '../rules/damage-deck.js';
import { finishGame, scores } from '../rules/game-end.js';
import { executeManeuver } from '../rules/maneuver.js';
import {
  assignDial,
  commandPhase,
  shipPhase,
  squadronPhase,
  statusPhase,
} from '../rules/phases.js';
import { playRound } from '../rules/rounds.js';
import type { GameState, ShipState } from '../state/types.js';

/** Where a world resumes: the step of the searched decision, its candidate already in the script or here. */
export type Resume =
  /** C1: the candidate dial is assigned to `ship`, then the Command Phase goes on. */
  | { step: 'dial'; ship: string; command: Command }
  /** A1: the activation replays from before its reveal of `revealed` (the script holds the choices). */
  | { step: 'activation'; ship: string; revealed: Command }
  /** A2: the candidate attack (or none), after the attacks from `usedZones`. */
  | { step: 'attack'; ship: string; attack: AttackOption | null; usedZones: HullZone[] }
  /** A3: the maneuver replays from its start (the script holds navigate's choices and the course). */
  | { step: 'maneuver'; ship: string };

function shipIn(st: GameState, id: string): ShipState {
  const s = st.ships.find((x) => x.id === id);
  if (!s) throw new Error(`search: no ship ${id}`);
  return s;
}

/** The end of an activation after its maneuver (C5: an unspent dial is discarded). */
function endActivation(ctx: EngineCtx, ship: ShipState): void {
  if (!ship.destroyed) retireRevealedDial(ctx, ship, 'unspent');
  ctx.state.activeShip = null;
}

/** A2: the candidate attack, then the heuristic's next ones (one per hull zone), then the maneuver. */
function finishAttacks(
  ctx: EngineCtx,
  ship: ShipState,
  first: AttackOption | null,
  usedZones: HullZone[],
): void {
  const used = usedZones.slice();
  let choice = first;
  while (choice && !ship.destroyed) {
    const key = JSON.stringify(choice);
    const t = shipAttackTargets(ctx, ship, used).find(
      (x) => JSON.stringify(attackOption(x)) === key,
    );
    if (!t) break;
    used.push(choice.zone!);
    performAttack(ctx, t);
    if (used.length >= 2 || ship.destroyed) break;
    const next = shipAttackTargets(ctx, ship, used);
    if (next.length === 0) break;
    choice = decide(ctx, {
      kind: 'attack',
      side: ship.side,
      unit: ship.id,
      options: [null, ...next.map(attackOption)],
      prompt: `attack ${used.length + 1} of 2`,
    });
  }
  if (!ship.destroyed) executeManeuver(ctx, ship);
  endActivation(ctx, ship);
}

/** R2 after an activation: the players alternate from `turn` until every ship has activated. */
function restOfShipPhase(ctx: EngineCtx, turn: number): void {
  const left = (side: number) =>
    ctx.state.ships.filter((s) => s.side === side && !s.destroyed && !s.activated);
  for (;;) {
    const mine = left(turn);
    if (mine.length === 0 && left(opponent(turn)).length === 0) return;
    if (mine.length > 0) {
      const id = decide(ctx, {
        kind: 'activate-ship',
        side: turn,
        unit: null,
        options: mine.map((s) => s.id),
        prompt: 'activate a ship',
      });
      activateShip(
        ctx,
        mine.find((s) => s.id === id)!,
      );
    }
    turn = opponent(turn);
  }
}

/** The round's remaining phases after the Ship Phase (R3, R4). */
function endOfRound(ctx: EngineCtx): void {
  ctx.state.phase = 'squadron';
  squadronPhase(ctx);
  ctx.state.phase = 'status';
  statusPhase(ctx);
}

/** Plays the resumed step and the rest of its round. */
function playStep(ctx: EngineCtx, r: Resume): void {
  const st = ctx.state;
  const ship = shipIn(st, r.ship);
  if (r.step === 'dial') {
    assignDial(ctx, ship, r.command);
    commandPhase(ctx);
    st.phase = 'ship';
    shipPhase(ctx);
    return endOfRound(ctx);
  }
  if (r.step === 'activation') {
    // Undo the reveal (C4): the dial goes back on top of the stack, the ship is not yet activated.
    ctx.hidden.dials[ship.side]![ship.id]!.unshift(r.revealed);
    ship.dialCount++;
    ship.revealed = null;
    ship.activated = false;
    st.activeShip = null;
    activateShip(ctx, ship);
  } else if (r.step === 'attack') finishAttacks(ctx, ship, r.attack, r.usedZones);
  else {
    executeManeuver(ctx, ship);
    endActivation(ctx, ship);
  }
  restOfShipPhase(ctx, opponent(ship.side));
  endOfRound(ctx);
}

/**
 * Plays a world from `r` to the end of the round `extra` rounds later (or the end of the game:
 * the round cap, or a fleet without ships).
 */
export function playOn(ctx: EngineCtx, r: Resume, extra: number, roundCap: number): void {
  const st = ctx.state;
  try {
    playStep(ctx, r);
    const last = Math.min(roundCap, st.round + extra);
    while (st.round < last) {
      st.round++;
      playRound(ctx);
    }
    if (st.round >= roundCap) finishGame(ctx, 'rounds');
  } catch (e) {
    if (!(e instanceof GameOverSignal)) throw e;
  }
}

/** Share of a ship's worth already lost: damage cards, and missing shields at a third of a card each. */
function shipLoss(s: ShipState): number {
  const missing = (['front', 'left', 'right', 'rear'] as const).reduce(
    (a, z) => a + s.maxShields[z] - s.shields[z],
    0,
  );
  return Math.min(1, (damageCardCount(s) + missing / 3) / s.hull);
}

/** Bonus for a won game, in fleet points. */
const WIN = 100;

/**
 * The value of a world for `side`, in fleet points: the score lead (W1: destroyed units, victory
 * tokens), plus 60% of the points of damaged units in play by their lost share, plus {@link WIN}
 * for a won game (minus for a lost one).
 */
export function worldValue(st: GameState, side: number): number {
  const sc = scores(st);
  let v = sc[side]! - sc[1 - side]!;
  for (const s of st.ships)
    if (!s.destroyed) v += (s.side === side ? -0.6 : 0.6) * s.points * shipLoss(s);
  for (const q of st.squadrons) {
    if (!q.destroyed) v += (q.side === side ? -0.6 : 0.6) * q.points * (1 - q.hull / q.maxHull);
  }
  if (st.over && st.over.winner !== null) v += st.over.winner === side ? WIN : -WIN;
  return v;
}
