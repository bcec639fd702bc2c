/**
 * The search pilot: budgets, legality and invariants in seeded games, determinism per
 * seed, and lookahead that leaves the game's random stream and state untouched.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import type {
  Controller,
  Decision,
  GameView,
} from '../../src/games/snap-ships/engine/decisions.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { playGame, playRound } from '../../src/games/snap-ships/rules/rounds.js';
import { heuristicPilot } from '../../src/games/snap-ships/pilots/heuristic-pilot.js';
import {
  DEFAULT_SEARCH,
  SEARCH_LEVELS,
  searchBudget,
  searchPilot,
  type SearchPilot,
} from '../../src/games/snap-ships/pilots/search-pilot.js';
import {
  finishActivation,
  lookahead,
  playResponse,
  evaluateFor,
} from '../../src/games/snap-ships/pilots/lookahead.js';
import { persona } from '../../src/games/snap-ships/pilots/personas.js';
import { playCheckedSetup } from '../helpers/checked-games.js';
import { duel, recordedGame, setupOf } from './pilot-helpers.js';

describe('search budgets', () => {
  it('reads sample counts and strength levels, and rejects anything else', () => {
    expect(searchBudget(undefined)).toBe(DEFAULT_SEARCH.budget);
    expect(searchBudget(40)).toBe(40);
    expect(searchBudget('strong')).toBe(SEARCH_LEVELS.strong);
    expect(searchBudget('fast')).toBe(8);
    expect(() => searchBudget(0)).toThrow(/whole number of samples/);
    expect(() => searchBudget(2.5)).toThrow(/whole number of samples/);
    expect(() => searchBudget('hard')).toThrow(/fast, default, strong, max/);
  });
});

describe('search pilots in seeded games', () => {
  it('keep every invariant and answer only with legal options', () => {
    const r = playCheckedSetup(
      duel(
        'sabre-xf-23-fighter',
        { type: 'search', budget: 6 },
        'scarab-klaw-interceptor',
        'heuristic',
      ),
      12,
      'search-inv',
    );
    expect(r.wins[0]! + r.wins[1]! + r.timeouts).toBe(12);
    const setup = setupOf(
      duel(
        'locust-klaw-stealth-craft',
        { type: 'search', budget: 4, persona: 'rammer' },
        'sabre-xg-07-gunship',
        'ai-deck',
      ),
    );
    for (let g = 0; g < 4; g++) {
      const game = recordedGame(setup, `search-legal-${g}`, g % 2 === 1);
      expect(game.kinds.action).toBeGreaterThan(0);
    }
  });

  it('are deterministic per seed (budget in samples, not time)', () => {
    const setup = setupOf(
      duel(
        'sabre-xr-01-fast-recon',
        { type: 'search', budget: 8 },
        'scarab-klaw-light-fighter',
        'heuristic',
      ),
    );
    const a = recordedGame(setup, 'search-det');
    const b = recordedGame(setup, 'search-det');
    expect(a.digest).toBe(b.digest);
    expect(recordedGame(setup, 'search-det-other').digest).not.toBe(a.digest);
  });
});

describe('lookahead leaves the game untouched', () => {
  /** Plays a game until the first searched decision, snapshotting the game's stream and state around it. */
  function firstSearch(budget: number): {
    before: string;
    after: string;
    draws: [number, number];
    state: [string, string];
    pilot: SearchPilot;
    choice: number;
  } {
    const setup = setupOf(
      duel('sabre-xf-23-fighter', 'heuristic', 'scarab-klaw-interceptor', 'heuristic'),
    );
    const pilot = searchPilot(new Rng('test-pilot'), budget);
    let out: ReturnType<typeof firstSearch> | null = null;
    const wrapped: Controller = {
      choose(view: GameView, d: Decision): number {
        if (d.kind !== 'action' || out) return pilot.choose(view, d);
        const before = JSON.stringify(ctx.rng.state());
        const draws = ctx.rng.draws;
        const state = JSON.stringify(view.state);
        const samples = pilot.samples;
        const choice = pilot.choose(view, d);
        if (pilot.samples > samples) {
          out = {
            before,
            after: JSON.stringify(ctx.rng.state()),
            draws: [draws, ctx.rng.draws],
            state: [state, JSON.stringify(view.state)],
            pilot,
            choice,
          };
        }
        return choice;
      },
    };
    const { ctx } = newGame(setup, {
      seed: 'lookahead-untouched',
      swapSeats: false,
      roundCap: 40,
      controllers: { s1a: wrapped },
    });
    playGame(ctx, 40);
    expect(out, 'the search pilot searched at least once').not.toBeNull();
    return out!;
  }

  it("the game's stream position, draw count and state are the same before and after a search", () => {
    const r = firstSearch(12);
    expect(r.after).toBe(r.before);
    expect(r.draws[1]).toBe(r.draws[0]);
    expect(r.state[1]).toBe(r.state[0]);
    expect(r.pilot.samples).toBeGreaterThanOrEqual(6);
  });

  it('a lookahead plays on a copy with its own stream', () => {
    const setup = setupOf(
      duel('wasp-klaw-heavy-fighter', 'heuristic', 'falx-sc-41-escort', 'heuristic'),
    );
    const { ctx } = newGame(setup, { seed: 'copy', swapSeats: false, roundCap: 40 });
    // Play the first round (both ships deploy and activate) so the lookahead starts mid-game.
    ctx.state.round = 1;
    playRound(ctx);
    expect(ctx.state.over).toBeNull();
    const snapshot = JSON.stringify(ctx.state);
    const rng = JSON.stringify(ctx.rng.state());
    const me = ctx.state.ships[0]!;
    const p = persona();
    const look = lookahead(ctx.state, 'sample-1', () => p);
    const s = look.ctx.state.ships[0]!;
    finishActivation(look.ctx, s, null);
    playResponse(look.ctx, s, true);
    const v = evaluateFor(look, me.side, () => p);
    expect(Number.isFinite(v)).toBe(true);
    expect(look.ctx.state).not.toBe(ctx.state);
    expect(look.ctx.state.activationCount).toBeGreaterThan(ctx.state.activationCount);
    expect(JSON.stringify(ctx.state)).toBe(snapshot);
    expect(JSON.stringify(ctx.rng.state())).toBe(rng);
    // The same sample seed replays the same lookahead.
    const again = lookahead(ctx.state, 'sample-1', () => p);
    finishActivation(again.ctx, again.ctx.state.ships[0]!, null);
    playResponse(again.ctx, again.ctx.state.ships[0]!, true);
    expect(JSON.stringify(again.ctx.state)).toBe(JSON.stringify(look.ctx.state));
  });

  it('spends its budget: more samples per game with a larger budget', () => {
    const small = firstSearch(4).pilot.samples;
    const large = firstSearch(16).pilot.samples;
    expect(large).toBeGreaterThan(small);
    expect(heuristicPilot().persona.name).toBe('balanced');
  });
});
