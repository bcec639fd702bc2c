/**
 * Seeded random-pilot games between every Forge and Komplex starter preset, with the
 * engine invariants asserted after every event. A failure prints the seed.
 */
import { describe, expect, it } from 'vitest';
import { FORGE_STARTERS, KOMPLEX_STARTERS, playChecked } from '../helpers/checked-games.js';

describe('seeded random starter duels keep every invariant', () => {
  for (const f of FORGE_STARTERS) {
    it(`${f} vs all Komplex starters`, () => {
      for (const k of KOMPLEX_STARTERS) {
        const r = playChecked(f, k, 125);
        expect(r.wins[0]! + r.wins[1]! + r.timeouts).toBe(125);
        expect(r.events).toBeGreaterThan(125 * 20);
      }
    });
  }
});
