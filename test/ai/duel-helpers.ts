/**
 * Seeded AI-deck duels with the engine invariants asserted after every event (hull within
 * 0..max, evasion 0..6, bases inside the table and not overlapping; for AI ships: tokens and
 * heat never negative, the deck's cards all accounted for). A broken invariant throws with
 * the game's seed; the round cap ends a game as a recorded timeout.
 */
import { circlesOverlap } from '../../src/core/geometry.js';
import type { EngineCtx } from '../../src/games/snap-ships/engine/context.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { baseInsideTable } from '../../src/games/snap-ships/geometry/table.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';
import type { GameState } from '../../src/games/snap-ships/state/types.js';

/** The starter presets that have printed AI decks (the Starter Box's 8 chassis less the Gunship and the Jammer). */
export const AI_STARTERS = [
  'sabre-xf-23-fighter',
  'sabre-xb-04-light-bomber',
  'sabre-xr-01-fast-recon',
  'scarab-klaw-interceptor',
  'scarab-klaw-attack-striker',
  'scarab-klaw-light-fighter',
];

/** Every unordered pair of starters, mirrors included (21). */
export const STARTER_PAIRS: Array<[string, string]> = AI_STARTERS.flatMap((a, i) =>
  AI_STARTERS.slice(i).map((b) => [a, b] as [string, string]),
);

/** The first broken invariant of a state, or null. */
export function brokenAiInvariant(st: GameState): string | null {
  const k = st.table;
  const r = k.baseDiameter / 2;
  for (const s of st.ships) {
    if (!(s.hull >= 0 && s.hull <= s.maxHull))
      return `${s.id} hull ${s.hull} outside 0..${s.maxHull}`;
    if (!Number.isInteger(s.evasion) || s.evasion < 0 || s.evasion > 6)
      return `${s.id} evasion ${s.evasion}`;
    if (s.ai) {
      const { minusAction, criticalDamage, heat, drawPile, discard, current } = s.ai;
      if (minusAction < 0 || criticalDamage < 0 || heat < 0)
        return `${s.id} negative AI tokens or heat`;
      const cards = [...drawPile, ...discard, ...(current === null ? [] : [current])].sort();
      if (cards.join() !== '1,2,3,4') return `${s.id} AI cards ${cards.join()}`;
    }
    if (!s.pose || s.destroyed) continue;
    if (!baseInsideTable(s.pose, r, k, 1e-6))
      return `${s.id} outside the table at (${s.pose.x}, ${s.pose.y})`;
    for (const o of st.ships) {
      if (o === s || !o.pose || o.destroyed || o.id < s.id) continue;
      if (circlesOverlap(s.pose, r, o.pose, r, 1e-6)) return `${s.id} overlaps ${o.id}`;
    }
  }
  return null;
}

/** Outcome counts of a batch of duels. */
export interface DuelTally {
  games: number;
  /** Wins by side (side 0 = south edge). */
  wins: [number, number];
  /** Wins by the side that activated first. */
  firstSeatWins: number;
  /** Games ended by the round cap. */
  timeouts: number;
  /** Both ships destroyed at once. */
  draws: number;
  events: number;
  rounds: number;
  ms: number;
}

/**
 * Plays `games` seeded duels of `a` (side 0) against `b`, both flown by their AI decks,
 * seats swapped every other game. `check` asserts the invariants after every event.
 */
export function playAiDuels(
  a: string,
  b: string,
  games: number,
  opts: { prefix?: string; roundCap?: number; check?: boolean; terrain?: unknown } = {},
): DuelTally {
  const setup = resolveSnapSetup({
    format: 'duel',
    budget: 'off',
    terrain: opts.terrain,
    sides: [
      { name: 'A', ships: [{ preset: a, pilot: 'ai-deck' }] },
      { name: 'B', ships: [{ preset: b, pilot: 'ai-deck' }] },
    ],
  });
  const cap = opts.roundCap ?? 30;
  const t: DuelTally = {
    games,
    wins: [0, 0],
    firstSeatWins: 0,
    timeouts: 0,
    draws: 0,
    events: 0,
    rounds: 0,
    ms: 0,
  };
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const seed = `${opts.prefix ?? 'ai'}-${a}-${b}-${g}`;
    const swapSeats = g % 2 === 1;
    let ctx: EngineCtx | null = null;
    const { ctx: c } = newGame(setup, {
      seed,
      swapSeats,
      roundCap: cap,
      onEvent: (e) => {
        t.events++;
        if (!opts.check || !ctx) return;
        const bad = brokenAiInvariant(ctx.state);
        if (bad)
          throw new Error(
            `invariant broken after ${e.type}: ${bad} (seed ${seed}, swap ${swapSeats})`,
          );
      },
    });
    ctx = c;
    playGame(c, cap);
    const over = c.state.over;
    if (!over) throw new Error(`game did not end (seed ${seed})`);
    t.rounds += c.state.round;
    if (over.reason === 'round-cap') t.timeouts++;
    else if (over.winner === null) t.draws++;
    else {
      t.wins[over.winner as 0 | 1]++;
      if (over.winner === c.state.firstSide) t.firstSeatWins++;
    }
  }
  t.ms = performance.now() - t0;
  return t;
}
