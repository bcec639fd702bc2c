/**
 * The heuristic pilot's slips per game (SPEC §4.3: "must not do obviously bad things:
 * count per game, and keep near zero"): courses that left the play area while an in-area course
 * existed, every exit and the forced ones an earlier course could have avoided (V9), avoidable
 * obstacle overlaps and defense tokens spent against no damage. Rows only for
 * sides flown by the heuristic pilot, whose counts are of its own choices (the search pilot's
 * counters are of the heuristic's suggestions, not of what it played).
 */
import type { MetricCollector, MetricDeclaration, MetricRow } from '../../core/metrics.js';
import type { HeuristicStats } from './pilots/heuristic-pilot.js';
import type { GameEvent } from './state/events.js';
import type { GameState } from './state/types.js';

/** What the collector is started with: the state and, per side, the heuristic's counters (null if none). */
type Start = { state: GameState; pilotStats?: ReadonlyArray<HeuristicStats | null> };

/** Per heuristic side: courses chosen and the three slips. */
export const pilotSlips: MetricDeclaration<GameEvent, Start> = {
  id: 'pilot-slips',
  title: 'Heuristic pilot slips',
  columns: [
    { name: 'side', role: 'key' },
    {
      name: 'courses',
      role: 'value',
      aggregate: 'mean',
      label: 'courses chosen',
      description: 'course decisions per game',
    },
    {
      name: 'left_area',
      role: 'value',
      aggregate: 'mean',
      label: 'courses off the table',
      description: 'courses leaving the play area while an in-area course existed',
    },
    {
      name: 'exits',
      role: 'value',
      aggregate: 'mean',
      label: 'ships off the table',
      description: 'courses leaving the play area (the ship is destroyed), forced or not',
    },
    {
      name: 'forced_exits',
      role: 'value',
      aggregate: 'mean',
      label: 'unplanned forced exits',
      description:
        'forced exits (no in-area course) after the ship had chosen a course with no plan to stay in while one was offered',
    },
    {
      name: 'obstacle_overlaps',
      role: 'value',
      aggregate: 'mean',
      label: 'avoidable obstacle overlaps',
      description: 'courses ending on an obstacle while an in-area obstacle-free course existed',
    },
    {
      name: 'tokens_for_nothing',
      role: 'value',
      aggregate: 'mean',
      label: 'defense tokens spent for nothing',
      description: 'defense tokens spent against a pool dealing no damage',
    },
  ],
  events: [],
  start({ state, pilotStats }): MetricCollector<GameEvent> {
    return {
      on() {},
      finish: () => {
        const rows: MetricRow[] = [];
        pilotStats?.forEach((s, i) => {
          if (s)
            rows.push([
              state.sides[i]!.name,
              s.courses,
              s.leftArea,
              s.exits,
              s.forcedExits,
              s.obstacleOverlaps,
              s.tokensForNothing,
            ]);
        });
        return rows;
      },
    };
  },
};
