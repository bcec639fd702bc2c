/**
 * Every chassis preset, with every card effect live, plays seeded random-pilot games —
 * duels against each preset of the other faction, and 4 v 4 dogfights where auras, shared
 * tiles and friendly-ship effects meet — with the engine invariants asserted after every
 * event (test/helpers/invariants.ts). A failure prints the seed.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { playChecked, playCheckedSetup } from '../helpers/checked-games.js';

const db = loadContent();
const forge = Object.values(db.chassis)
  .filter((c) => c.faction === 'forge')
  .map((c) => c.id);
const komplex = Object.values(db.chassis)
  .filter((c) => c.faction === 'komplex')
  .map((c) => c.id);

describe('all presets keep every invariant under random pilots', () => {
  it('13 Forge and 13 Komplex presets', () => {
    expect([forge.length, komplex.length]).toEqual([13, 13]);
  });

  for (const f of forge) {
    it(`${f} duels every Komplex preset`, () => {
      for (const k of komplex) {
        const r = playChecked(f, k, 6, 'fx');
        expect(r.wins[0]! + r.wins[1]! + r.timeouts).toBe(6);
        expect(r.events).toBeGreaterThan(6 * 10);
      }
    });
  }

  for (let g = 0; g < forge.length; g++) {
    it(`4 v 4 dogfight group ${g + 1}`, () => {
      const pick = (list: string[], k: number) =>
        [0, 1, 2, 3].map((j) => list[(g + j * 3 + k) % list.length]!);
      const raw = {
        format: 'dogfight-large',
        budget: 'off',
        sides: [
          { name: 'Forge', ships: pick(forge, 0).map((preset) => ({ preset, pilot: 'random' })) },
          {
            name: 'Komplex',
            ships: pick(komplex, 1).map((preset) => ({ preset, pilot: 'random' })),
          },
        ],
      };
      const r = playCheckedSetup(raw, 5, `fx-dog${g}`);
      expect(r.wins.reduce((a, b) => a + b, 0) + r.timeouts).toBe(5);
    });
  }
});
