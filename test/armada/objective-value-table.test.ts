/**
 * S6: the example fleets' objective values ship as data (pilots/objective-values.json, written by
 * scripts/objective-values.mjs). A shipped value must be exactly the number the rollouts give, so
 * the pilot's choice is the same with or without the table; a stale table (the heuristic's
 * decisions changed) fails here until the script is re-run.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import type { ArmadaView, Controller } from '../../src/games/armada/engine/decisions.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import type { ArmadaSetup } from '../../src/games/armada/engine/setup.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import { heuristicPilot } from '../../src/games/armada/pilots/heuristic-pilot.js';
import {
  objectiveFacts,
  objectiveValues,
  OBJECTIVE_ROLLOUTS,
  playedObjectiveValue,
} from '../../src/games/armada/pilots/objective-value.js';
import {
  objectiveValueKey,
  parseObjectiveValueTable,
  shippedObjectiveValues,
  useShippedObjectiveValues,
} from '../../src/games/armada/pilots/objective-value-table.js';
import { Rng } from '../../src/core/rng.js';

const RERUN = 'the shipped objective values are stale: re-run `node scripts/objective-values.mjs`';

/** The view at the objective choice of configs/armada-core-180.yaml (random-core), seats swapped or not. */
async function choiceView(swapSeats: boolean): Promise<ArmadaView> {
  const cfg = await loadConfig('configs/armada-core-180.yaml');
  const setup = cfg.matchups[0]!.setup as ArmadaSetup;
  expect(setup.objective).toEqual({ mode: 'random-core' });
  let seen: ArmadaView | null = null;
  const stop = new Error('chosen');
  const ctl = (i: number): Controller => {
    const h = heuristicPilot(new Rng(`table-${i}`));
    return {
      choose(view, d) {
        if (d.kind !== 'choose-objective') return h.choose(view, d);
        seen = JSON.parse(JSON.stringify({ ...view, ownDials: {} })) as ArmadaView;
        throw stop;
      },
    };
  };
  expect(() =>
    newGame(setup, { seed: 'table', swapSeats, roundCap: 6, controllers: [ctl(0), ctl(1)] }),
  ).toThrow(stop);
  return seen!;
}

const cards = Object.keys(loadArmadaContent().objectives).sort();

afterEach(() => useShippedObjectiveValues(true));

describe('the shipped objective values (S6)', () => {
  it('hold the rollout count and every card of the core-180 example for both first players', async () => {
    const table = shippedObjectiveValues();
    expect(table.rollouts).toBe(OBJECTIVE_ROLLOUTS);
    const keys = Object.keys(table.values);
    expect(keys).toEqual([...keys].sort());
    for (const swap of [false, true]) {
      const view = await choiceView(swap);
      expect(view.state.firstPlayer).toBe(swap ? 1 : 0);
      const facts = objectiveFacts(view);
      const missing = cards.filter(
        (id) => !(objectiveValueKey(facts, id, view.side) in table.values),
      );
      expect(missing, RERUN).toEqual([]);
    }
  });

  it('are exactly the values the rollouts play', async () => {
    const table = shippedObjectiveValues().values;
    const checks: Array<[boolean, string]> = [
      [false, 'most-wanted'],
      [true, 'opening-salvo'],
      [true, 'fire-lanes'],
    ];
    for (const [swap, id] of checks) {
      const view = await choiceView(swap);
      const shipped = table[objectiveValueKey(objectiveFacts(view), id, view.side)];
      expect(shipped, RERUN).toBeTypeOf('number');
      expect(playedObjectiveValue(view, view.side, id), RERUN).toBe(shipped);
      // The pilot reads it: the same number as the rollouts.
      expect(objectiveValues(view, view.side, [id])).toEqual([shipped]);
    }
  });

  it('are read at the default rollout count only', async () => {
    const view = await choiceView(false);
    const id = 'superior-positions';
    const key = objectiveValueKey(objectiveFacts(view), id, view.side);
    // A planted value is read at the count the table holds and nowhere else.
    useShippedObjectiveValues({ rollouts: OBJECTIVE_ROLLOUTS, values: { [key]: 123 } });
    expect(objectiveValues(view, view.side, [id])).toEqual([123]);
    useShippedObjectiveValues({ rollouts: 2, values: { [key]: 123 } });
    const two = objectiveValues(view, view.side, [id], 2);
    expect(two).toEqual([playedObjectiveValue(view, view.side, id, 2)]);
    expect(two).not.toEqual([123]);
    // Off, the default count plays its rollouts.
    useShippedObjectiveValues(false);
    const played = playedObjectiveValue(view, view.side, id);
    expect(objectiveValues(view, view.side, [id])).toEqual([played]);
  });

  it('read as empty, never as an error, when the file is missing, not JSON or not a table', () => {
    const empty = { rollouts: 0, values: {} };
    for (const text of [
      null,
      '',
      '{"rollouts": 8, "values": {"a"',
      '[]',
      '{"rollouts": "8", "values": {}}',
      '{"rollouts": 8, "values": [1]}',
    ])
      expect(parseObjectiveValueTable(text), String(text)).toEqual(empty);
    expect(parseObjectiveValueTable('{"rollouts": 8, "values": {"k": 0.5}}')).toEqual({
      rollouts: 8,
      values: { k: 0.5 },
    });
  });
});
