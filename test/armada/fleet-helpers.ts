/**
 * Shared fixtures of the fleet and full-setup tests: the published core fleets in core-180.
 */
import { expect } from 'vitest';
import type { ArmadaSetup, PilotSpec } from '../../src/games/armada/engine/setup.js';
import { DEFAULT_RULES } from '../../src/games/armada/state/types.js';
import { checkedGame, presetFleet } from './engine-helpers.js';

/** The published core fleets (Rebels 173, Imperials 175) in core-180 on 3' x 3', no objective. */
export function coreSetup(
  over: Partial<ArmadaSetup> = {},
  pilot: PilotSpec = { type: 'random' },
): ArmadaSetup {
  return {
    format: 'core-180',
    tableOverrides: null,
    rules: { ...DEFAULT_RULES },
    initiative: 'seat',
    obstacles: { placement: 'random' },
    firstRoundCommands: 'chosen',
    objective: { mode: 'none' },
    playArea: 'learning',
    sides: [
      { name: 'Rebels', preset: 'core-rebels-173', fleet: presetFleet('core-rebels-173'), pilot },
      {
        name: 'Imperials',
        preset: 'core-imperials-175',
        fleet: presetFleet('core-imperials-175'),
        pilot,
      },
    ],
    ...over,
  };
}

/** Gives both core fleets three objectives, one per category (F5). */
export function withObjectives(s: ArmadaSetup): ArmadaSetup {
  s.sides[0]!.fleet.objectives = ['opening-salvo', 'contested-outpost', 'superior-positions'];
  s.sides[1]!.fleet.objectives = ['most-wanted', 'fire-lanes', 'dangerous-territory'];
  return s;
}

/** Game i of a mixed run: objective mode, initiative rule and play area vary with i. */
export function fleetVariant(i: number, pilot: PilotSpec): ArmadaSetup {
  const s = coreSetup({}, pilot);
  const modes: ArmadaSetup['objective'][] = [
    { mode: 'random-core' },
    { mode: 'chosen' },
    { mode: 'random-core' },
    { mode: 'none' },
  ];
  s.objective = modes[i % modes.length];
  if (s.objective?.mode === 'chosen') withObjectives(s);
  if (i % 5 === 2) s.initiative = 'bid';
  if (i % 6 === 1) s.playArea = 'standard';
  if (i % 7 === 3) {
    s.format = 'standard-400';
    s.playArea = 'standard';
  }
  return s;
}

/** Plays n checked games of the mixed variants; returns the count of each end reason. */
export function runFleetGames(
  n: number,
  pilot: PilotSpec,
  tag: string,
  variant = fleetVariant,
): Record<string, number> {
  const reasons: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const { events, broken } = checkedGame(variant(i, pilot), `${tag}-${i}`, i % 2 === 1);
    expect(broken, `game ${tag}-${i}`).toBeNull();
    const end = events.at(-1)!;
    expect(end.type, `game ${tag}-${i}`).toBe('game-end');
    if (end.type === 'game-end') reasons[end.reason] = (reasons[end.reason] ?? 0) + 1;
  }
  return reasons;
}
