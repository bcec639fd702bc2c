/**
 * The search pilot under every core objective: full core-180 games with the upgrade fleets against
 * the heuristic pilot, the search pilot flying each seat as first and as second player, every
 * invariant holding. Hyperspace Assault's set-aside units are part of what the search pilot's
 * sampled worlds must carry (their dials and cards) for the arrival.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import { copyState, sampleHidden } from '../../src/games/armada/pilots/search-world.js';
import { cardSetup, OBJECTIVE_IDS } from './card-fixtures.js';
import { checkedGame } from './engine-helpers.js';

/** The smallest search: one sample per searched decision, two candidates. */
const SEARCH = { type: 'search', budget: 1, candidates: 2 } as const;

describe('search pilot vs heuristic under every objective', () => {
  for (const objective of OBJECTIVE_IDS) {
    it(`${objective}: plays to the end as either player`, () => {
      for (const k of [0, 1]) {
        const setup = cardSetup(objective, { playArea: 'learning' }, { type: 'heuristic' });
        setup.sides[k]!.pilot = SEARCH;
        // Both seat orders: the search pilot is first player in one game, second in the other.
        for (const swap of [false, true]) {
          const { events, broken } = checkedGame(
            setup,
            `search-objective-${objective}-${k}`,
            swap,
            3,
          );
          expect(broken, `${objective} side ${k} swap ${swap}`).toBeNull();
          expect(events.at(-1)?.type).toBe('game-end');
        }
      }
    });
  }
});

describe('search worlds under Hyperspace Assault (O8)', () => {
  it("carry the dial stacks and facedown cards of the opponent's set-aside ship", () => {
    const setup = cardSetup('hyperspace-assault', { playArea: 'learning' }, { type: 'heuristic' });
    const g = newGame(setup, { seed: 'aside', swapSeats: false, roundCap: 6 });
    const st = g.ctx.state;
    const aside = st.objective!.setAside.ships;
    expect(aside).toHaveLength(1);
    const viewer = 1 - aside[0]!.side;
    const view = g.ctx.views[viewer]!;
    const hidden = sampleHidden(copyState(st), g.ctx.table, viewer, view.ownDials, new Rng('w'));
    expect(hidden.dials[aside[0]!.side]![aside[0]!.id]).toEqual([]);
    expect(hidden.facedown[aside[0]!.id]).toEqual([]);
  });
});
