/**
 * The Armada search pilot: legal choices only, reproducible from its seed, blind to the
 * hidden state (it samples it), never drawing from the game's streams, and its `budget` config.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import type {
  ArmadaView,
  Controller,
  Decision,
  DecisionKind,
} from '../../src/games/armada/engine/decisions.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import { resolveArmadaSetup } from '../../src/games/armada/formats/resolve-setup.js';
import { heuristicPilot } from '../../src/games/armada/pilots/heuristic-pilot.js';
import { makeController } from '../../src/games/armada/pilots/index.js';
import { SEARCH_LEVELS, searchSettings } from '../../src/games/armada/pilots/search-config.js';
import { SearchPilot, searchPilot } from '../../src/games/armada/pilots/search-pilot.js';
import { copyState, sampleHidden } from '../../src/games/armada/pilots/search-world.js';
import { playGame } from '../../src/games/armada/rules/rounds.js';
import { learningSetup } from './engine-helpers.js';
import { issuesOf, matchup } from './pilot-config-helpers.js';

/** Records every decision a controller answers (kind, option count, index). */
class Recorder implements Controller {
  readonly log: Array<{ kind: DecisionKind; n: number; i: number }> = [];
  constructor(private readonly inner: Controller) {}
  choose(view: ArmadaView, d: Decision): number {
    const i = this.inner.choose(view, d);
    this.log.push({ kind: d.kind, n: d.options.length, i });
    return i;
  }
}

/** Plays a learning game, the search pilot (budget 2) flying `side`; returns its recorder and the game. */
function play(
  seed: string,
  side: number,
  rounds = 6,
): { rec: Recorder; pilot: SearchPilot; ctx: EngineCtx } {
  const root = new Rng(seed);
  const pilot = searchPilot(root.fork(`pilot-${side}`), { budget: 2 });
  const rec = new Recorder(pilot);
  const other = heuristicPilot(root.fork(`pilot-${1 - side}`));
  const controllers = side === 0 ? [rec, other] : [other, rec];
  const g = newGame(learningSetup(), { seed, swapSeats: false, roundCap: rounds, controllers });
  playGame(g.ctx, rounds, g.outcome.firstRoundDials);
  return { rec, pilot, ctx: g.ctx };
}

/**
 * Plays until side 0's first decision of `kind` in round `round` or later (attacks: its ship's), then calls `probe`
 * with the live game and that decision (the game then goes on with the heuristic).
 */
type Probe = (ctx: EngineCtx, v: ArmadaView, d: Decision) => void;

function atDecision(seed: string, kind: DecisionKind, round: number, probe: Probe): void {
  const root = new Rng(seed);
  const h = heuristicPilot(root.fork('pilot-0'));
  let done = false;
  let ctx: EngineCtx | null = null;
  const spy: Controller = {
    choose(view, d) {
      const ours = kind !== 'attack' || d.unit === view.state.activeShip;
      if (!done && d.kind === kind && view.state.round >= round && ours) {
        done = true;
        probe(ctx!, view, d);
      }
      return h.choose(view, d);
    },
  };
  const controllers = [spy, heuristicPilot(root.fork('pilot-1'))];
  const g = newGame(learningSetup(), { seed, swapSeats: false, roundCap: 6, controllers });
  ctx = g.ctx;
  playGame(g.ctx, 6, g.outcome.firstRoundDials);
  expect(done).toBe(true);
}

describe('armada search pilot config', () => {
  it('resolves budgets as numbers or level names and registers the pilot', () => {
    expect(resolveArmadaSetup(matchup({ type: 'search', budget: 8 })).sides[0]!.pilot).toEqual({
      type: 'search',
      budget: 8,
    });
    expect(
      resolveArmadaSetup(matchup({ type: 'search', budget: 'strong' })).sides[0]!.pilot,
    ).toEqual({ type: 'search', budget: SEARCH_LEVELS.strong });
    expect(resolveArmadaSetup(matchup('search')).sides[0]!.pilot).toEqual({ type: 'search' });
    expect(makeController({ type: 'search', budget: 3 }, new Rng('x'))).toBeInstanceOf(SearchPilot);
    expect(
      (makeController({ type: 'search', budget: 3 }, new Rng('x')) as SearchPilot).settings.budget,
    ).toBe(3);
  });

  it('refuses bad budgets and unknown fields with did-you-mean', () => {
    const [typo] = issuesOf(matchup({ type: 'search', budjet: 8 }));
    expect(typo!.path).toEqual(['sides', 0, 'pilot', 'budjet']);
    expect(typo!.suggestions).toEqual(['budget']);
    const [level] = issuesOf(matchup({ type: 'search', budget: 'strnog' }));
    expect(level!.path).toEqual(['sides', 0, 'pilot', 'budget']);
    expect(level!.suggestions).toEqual(['strong']);
    for (const bad of [0, -3, 2.5, 100_000, true]) {
      const issues = issuesOf(matchup({ type: 'search', budget: bad }));
      expect(issues.map((i) => i.path.join('.'))).toEqual(['sides.0.pilot.budget']);
      expect(issues[0]!.message).toMatch(/whole number of samples from 1 to 4096/);
    }
    const ranges = issuesOf(matchup({ type: 'search', candidates: 1, horizon: 9 }));
    expect(ranges.map((i) => i.path.at(-1))).toEqual(['candidates', 'horizon']);
    // The heuristic pilot has no budget.
    expect(issuesOf(matchup({ type: 'heuristic', budget: 8 }))[0]!.path).toEqual([
      'sides',
      0,
      'pilot',
      'budget',
    ]);
    expect(() => searchSettings({ budget: 0 })).toThrow(/budget/);
  });
});

describe('armada search pilot', () => {
  it('only picks legal options, and searches the dial and the activation', () => {
    for (const side of [0, 1]) {
      const { rec, pilot, ctx } = play(`search-legal-${side}`, side, 3);
      expect(ctx.state.over).not.toBeNull();
      for (const r of rec.log) {
        expect(Number.isInteger(r.i)).toBe(true);
        expect(r.i).toBeGreaterThanOrEqual(0);
        expect(r.i).toBeLessThan(r.n);
      }
      const kinds = new Set(rec.log.map((r) => r.kind));
      for (const k of ['command-dial', 'dial-or-token', 'course'] as const)
        expect(kinds).toContain(k);
      expect(pilot.samples).toBeGreaterThan(20);
    }
  });

  it('is deterministic for a seed', () => {
    const a = play('search-determinism', 1, 3);
    const b = play('search-determinism', 1, 3);
    expect(a.rec.log.length).toBeGreaterThan(30);
    expect(b.rec.log).toEqual(a.rec.log);
    expect(b.pilot.samples).toBe(a.pilot.samples);
    expect(b.ctx.state).toEqual(a.ctx.state);
  });

  it('spends its budget in samples split over the candidates', () => {
    atDecision('search-budget', 'dial-or-token', 2, (_ctx, view, d) => {
      const p = searchPilot(new Rng('budget-probe'), { budget: 10 });
      p.choose(view, d);
      // Two candidates (dial, token): five samples each.
      expect(p.samples).toBe(10);
      expect(p.lastSearch!.means).toHaveLength(2);
    });
    atDecision('search-budget', 'course', 2, (_ctx, view, d) => {
      expect(d.options.length).toBeGreaterThan(3);
      const p = searchPilot(new Rng('budget-probe'), { budget: 3 });
      p.choose(view, d);
      // Fewer samples than candidates: the heuristic's best three, one sample each.
      expect(p.samples).toBe(3);
      expect(p.lastSearch!.candidates).toHaveLength(3);
    });
  });

  it('does not read the hidden state: changing the opponent dials and the deck order changes nothing', () => {
    for (const kind of ['command-dial', 'dial-or-token', 'course'] as const) {
      atDecision(`search-hidden-${kind}`, kind, 2, (ctx, view, d) => {
        const first = searchPilot(new Rng('hidden-probe'), { budget: 8 });
        const i = first.choose(view, d);
        const saved = structuredClone(ctx.hidden);
        // Another opponent plan and another deck: what a player cannot see.
        const theirs = ctx.hidden.dials[1]!;
        for (const id of Object.keys(theirs)) {
          theirs[id] = theirs[id]!.map((c) => (c === 'navigate' ? 'repair' : 'navigate'));
        }
        ctx.hidden.deck.reverse();
        const second = searchPilot(new Rng('hidden-probe'), { budget: 8 });
        expect(second.choose(view, d)).toBe(i);
        expect(second.lastSearch).toEqual(first.lastSearch);
        expect(first.lastSearch!.means.length).toBeGreaterThan(1);
        ctx.hidden = saved;
        // Control: a change the player sees (the enemy's shields down) does change the estimates.
        const enemy = ctx.state.ships.find((s) => s.side === 1)!;
        const shields = { ...enemy.shields };
        enemy.shields = { front: 0, left: 0, right: 0, rear: 0 };
        const third = searchPilot(new Rng('hidden-probe'), { budget: 8 });
        third.choose(view, d);
        expect(third.lastSearch!.means).not.toEqual(first.lastSearch!.means);
        enemy.shields = shields;
      });
    }
  });

  it('samples a hidden state of the open sizes from the unseen cards only', () => {
    atDecision('search-sample', 'course', 3, (ctx, view) => {
      const st = copyState(view.state);
      const h = sampleHidden(st, view.table, 0, view.ownDials, new Rng('sample'));
      expect(h.dials[0]).toEqual(ctx.hidden.dials[0]);
      for (const s of st.ships.filter((x) => x.side === 1 && !x.destroyed)) {
        expect(h.dials[1]![s.id]).toHaveLength(s.dialCount);
      }
      expect(h.deck).toHaveLength(st.deckCount);
      const dealt = [...h.deck, ...Object.values(h.facedown).flat()];
      for (const s of st.ships) expect(h.facedown[s.id]).toHaveLength(s.facedown);
      expect(new Set(dealt).size).toBe(dealt.length);
      const open = new Set([...st.discard, ...st.ships.flatMap((s) => s.faceup)]);
      expect(dealt.filter((c) => open.has(c))).toEqual([]);
      // Another stream, another deck order (the real one is never copied).
      const other = sampleHidden(
        copyState(view.state),
        view.table,
        0,
        view.ownDials,
        new Rng('other'),
      );
      expect(other.deck).not.toEqual(h.deck);
    });
  });

  it('leaves the game untouched: streams, open and hidden state', () => {
    for (const kind of ['command-dial', 'dial-or-token', 'attack', 'course'] as const) {
      atDecision(`search-streams-${kind}`, kind, 1, (ctx, view, d) => {
        const before = {
          rng: [ctx.rng.dice, ctx.rng.deck, ctx.rng.setup].map((r) => ({
            s: r.state(),
            n: r.draws,
          })),
          state: structuredClone(ctx.state),
          hidden: structuredClone(ctx.hidden),
        };
        const pilotRng = new Rng('streams-probe');
        const p = searchPilot(pilotRng, { budget: 6 });
        p.choose(view, d);
        expect(p.samples).toBeGreaterThan(0);
        const after = [ctx.rng.dice, ctx.rng.deck, ctx.rng.setup].map((r) => ({
          s: r.state(),
          n: r.draws,
        }));
        expect(after).toEqual(before.rng);
        expect(ctx.state).toEqual(before.state);
        expect(ctx.hidden).toEqual(before.hidden);
      });
    }
  });
});
