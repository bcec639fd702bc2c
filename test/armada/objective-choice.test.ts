/**
 * S6 (RRG16 Setup 4): the heuristic pilot chooses the objective by what it is worth to its seat with
 * these two fleets (a short rollout per card), not by the card's victory-token value.
 */
import { describe, expect, it } from 'vitest';
import type { ArmadaView, Controller, Decision } from '../../src/games/armada/engine/decisions.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import { heuristicPilot } from '../../src/games/armada/pilots/heuristic-pilot.js';
import { objectiveValues } from '../../src/games/armada/pilots/objective-value.js';
import { Rng } from '../../src/core/rng.js';
import { coreSetup, withObjectives } from './fleet-helpers.js';

/** A heuristic pilot that records the objective decision it saw and what it chose. */
function recording(seen: Array<{ view: ArmadaView; d: Decision; pick: number }>): Controller {
  const h = heuristicPilot(new Rng('rec'));
  return {
    choose(view, d) {
      const pick = h.choose(view, d);
      if (d.kind === 'choose-objective')
        seen.push({
          view: JSON.parse(JSON.stringify({ ...view, ownDials: {} })) as ArmadaView,
          d,
          pick,
        });
      return pick;
    },
  };
}

describe("the heuristic pilot's objective choice (S6)", () => {
  // The published core fleets on the 3' x 6' table of configs/armada-core-180.yaml.
  const setup = () =>
    withObjectives(
      coreSetup({ objective: { mode: 'chosen' }, playArea: 'standard' }, { type: 'heuristic' }),
    );

  /** The objective decisions of one game where seat 1 (the Imperials) is first: they choose from the Rebels' three. */
  const choiceSeen = () => {
    const seen: Array<{ view: ArmadaView; d: Decision; pick: number }> = [];
    newGame(setup(), {
      seed: 'obj-choice',
      swapSeats: true,
      roundCap: 6,
      controllers: [recording(seen), recording(seen)],
    });
    return seen;
  };

  it('picks the card its rollouts value most for its seat, and not by token value', () => {
    const seen = choiceSeen();
    expect(seen).toHaveLength(1);
    const { view, d, pick } = seen[0]!;
    expect(view.side).toBe(1);
    expect(d.options).toEqual(['opening-salvo', 'contested-outpost', 'superior-positions']);
    const values = objectiveValues(view, 1, d.options as string[]);
    expect(pick).toBe(values.indexOf(Math.max(...values)));
    // Opening Salvo has the lowest token value (0) and the old rule always gave it to the Rebels;
    // it is the Rebels' best card with these fleets, so the Imperials no longer choose it.
    expect(d.options[pick]).not.toBe('opening-salvo');
    // The same facts give the same values (memoised or not) whatever the game's seed.
    expect(objectiveValues(view, 1, d.options as string[])).toEqual(values);
  });

  it('plays `objectiveRollouts` games per card, each count valued apart', () => {
    const { view, d } = choiceSeen()[0]!;
    const ids = d.options as string[];
    // Each count is its own mean (memoised apart), over games of its own length.
    const one = objectiveValues(view, 1, ids, 1);
    const two = objectiveValues(view, 1, ids, 2);
    expect(one).not.toEqual(objectiveValues(view, 1, ids));
    expect(two).not.toEqual(one);
    // The pilot option reaches the choice: with one rollout a card the rollout rates best is taken.
    const h = heuristicPilot(new Rng('rec'), { objectiveRollouts: 1 });
    const eight = objectiveValues(view, 1, ids);
    const best = (xs: number[]) => xs.indexOf(Math.max(...xs));
    // On these seeds one game and eight games rank a different card first.
    expect(best(one)).not.toBe(best(eight));
    expect(h.choose(view, d)).toBe(best(one));
    expect(heuristicPilot(new Rng('rec')).choose(view, d)).toBe(best(eight));
  });

  it("never draws on the game's random streams: the game is the one a scripted choice of the same card plays", () => {
    const pickOf = (ctl: Controller[]) => {
      const g = newGame(setup(), {
        seed: 'obj-streams',
        swapSeats: false,
        roundCap: 6,
        controllers: ctl,
      });
      return {
        id: g.ctx.state.objective!.id,
        obstacles: g.ctx.state.obstacles,
        deck: g.ctx.hidden.deck,
      };
    };
    const heur = pickOf([heuristicPilot(new Rng('a')), heuristicPilot(new Rng('b'))]);
    const fixed = (id: string): Controller => {
      const h = heuristicPilot(new Rng('a'));
      return {
        choose: (v, d) => (d.kind === 'choose-objective' ? d.options.indexOf(id) : h.choose(v, d)),
      };
    };
    const scripted = pickOf([fixed(heur.id), heuristicPilot(new Rng('b'))]);
    expect(scripted).toEqual(heur);
  });
});
