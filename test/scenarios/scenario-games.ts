/**
 * Seeded scenario games with the engine invariants asserted after every event and the
 * scenario's own invariants at every settled point: Asteroid Scramble conserves its
 * resources; Beacon Rush never changes a hull and locks one power cube per beacon a player
 * ship collected; Last Stand never has more than three waves.
 */
import { expect } from 'vitest';
import type { EngineCtx } from '../../src/games/snap-ships/engine/context.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import type { SnapSetup } from '../../src/games/snap-ships/engine/setup.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';
import type { GameState } from '../../src/games/snap-ships/state/types.js';
import { brokenInvariant, SETTLED_EVENTS } from '../helpers/invariants.js';

/** Outcome counts of a batch. */
export interface ScenarioBatch {
  games: number;
  reasons: Record<string, number>;
  winners: Record<string, number>;
  rounds: number[];
}

/** The scenario invariant broken in `st`, or null; `total`: Asteroid Scramble resources at the start. */
export function brokenScenarioInvariant(st: GameState, total: number): string | null {
  const sc = st.scenario;
  if (!sc) return 'no scenario state';
  if (sc.kind === 'asteroid-scramble') {
    const now =
      sc.asteroids.reduce((a, x) => a + x.supply + x.onTile, 0) +
      Object.values(sc.carried).reduce((a, b) => a + b, 0) +
      sc.stockpile.reduce((a, b) => a + b, 0) +
      sc.boxed;
    if (now !== total) return `resources ${now} != ${total}`;
    if (st.ships.some((s) => s.destroyed && (sc.carried[s.id] ?? 0) > 0))
      return 'a destroyed ship still carries resources';
    if (
      Object.values(sc.carried).some((n) => n < 0) ||
      sc.asteroids.some((a) => a.supply < 0 || a.onTile < 0)
    )
      return 'negative resources';
  } else if (sc.kind === 'beacon-rush') {
    for (const s of st.ships) {
      if (s.hull !== s.maxHull || s.destroyed) return `${s.id} lost hull in Beacon Rush`;
      const held = sc.beacons.filter((b) => b.holder === s.id).length;
      if (!s.ai && s.lockedPower !== held)
        return `${s.id} locks ${s.lockedPower} power for ${held} beacons`;
    }
  } else if (sc.wave > 3 || sc.cleared.length > sc.wave)
    return `wave ${sc.wave}, cleared ${sc.cleared.length}`;
  return null;
}

/** Plays `games` seeded games of a resolved setup (seat swap on odd games when two-sided). */
export function playScenarioGames(
  setup: SnapSetup,
  games: number,
  prefix: string,
  roundCap: number,
): ScenarioBatch {
  const out: ScenarioBatch = { games, reasons: {}, winners: {}, rounds: [] };
  for (let g = 0; g < games; g++) {
    const seed = `${prefix}-${g}`;
    const swap = setup.format !== 'last-stand' && g % 2 === 1;
    let ctx: EngineCtx | null = null;
    let total = 0;
    const { ctx: c } = newGame(setup, {
      seed,
      swapSeats: swap,
      roundCap,
      onEvent: (e) => {
        if (!ctx) return;
        const settled = SETTLED_EVENTS.has(e.type);
        const bad =
          brokenInvariant(ctx.state, settled) ??
          (settled ? brokenScenarioInvariant(ctx.state, total) : null);
        if (bad)
          throw new Error(`invariant broken after ${e.type}: ${bad} (seed ${seed}, swap ${swap})`);
      },
    });
    ctx = c;
    const sc = c.state.scenario;
    if (sc?.kind === 'asteroid-scramble') total = sc.asteroids.reduce((a, x) => a + x.supply, 0);
    playGame(c, roundCap);
    expect(c.state.over, `seed ${seed}`).not.toBeNull();
    const reason = c.state.over!.reason;
    out.reasons[reason] = (out.reasons[reason] ?? 0) + 1;
    const w = String(c.state.over!.winner);
    out.winners[w] = (out.winners[w] ?? 0) + 1;
    out.rounds.push(c.state.round);
  }
  return out;
}

/** The end reasons of each scenario (never the round cap). */
export const SCENARIO_REASONS: Record<string, string[]> = {
  'asteroid-scramble': ['rounds-complete', 'team-eliminated'],
  'beacon-rush': ['beacons-taken'],
  'last-stand': ['player-destroyed', 'waves-cleared'],
};
