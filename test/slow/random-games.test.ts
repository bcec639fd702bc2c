/**
 * The large seeded random-pilot suite (CI only): 1000 games per starter pairing.
 */
import { describe, expect, it } from 'vitest';
import { FORGE_STARTERS, KOMPLEX_STARTERS, playChecked } from '../helpers/checked-games.js';

describe('large seeded random starter duels keep every invariant', () => {
  for (const f of FORGE_STARTERS) {
    for (const k of KOMPLEX_STARTERS) {
      it(`${f} vs ${k}`, () => {
        const r = playChecked(f, k, 1000, 'slow');
        expect(r.wins[0]! + r.wins[1]! + r.timeouts).toBe(1000);
      });
    }
  }
});
