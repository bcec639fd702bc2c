/**
 * A game plugin exposing only the synthetic metric declarations, registered in the
 * report-command test so `sortie report` finds metrics through the game registry.
 */
import type { GamePlugin } from '../../src/core/game-plugin.js';
import { SYNTHETIC_METRICS } from './synthetic-results.js';

/** The "synthetic" game: declarations only; it cannot be played. */
export const plugin: GamePlugin = {
  id: 'synthetic',
  title: 'Synthetic report fixture',
  formats: ['duel'],
  defaultRoundCap: 8,
  resolveSetup: () => ({}),
  sideNames: () => [],
  twoSided: () => true,
  playGame: () => {
    throw new Error('the synthetic fixture game cannot be played');
  },
  metrics: SYNTHETIC_METRICS,
};
