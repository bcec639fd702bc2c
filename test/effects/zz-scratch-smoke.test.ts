import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { playChecked } from '../helpers/checked-games.js';

const db = loadContent();
const forge = Object.values(db.chassis).filter((c) => c.faction === 'forge').map((c) => c.id);
const komplex = Object.values(db.chassis).filter((c) => c.faction === 'komplex').map((c) => c.id);

describe('smoke', () => {
  for (const f of forge) {
    it(f, () => {
      for (const k of komplex) {
        const r = playChecked(f, k, 6, 'smoke');
        expect(r.wins[0]! + r.wins[1]! + r.timeouts).toBe(6);
      }
    });
  }
});
import { playCheckedSetup } from '../helpers/checked-games.js';
describe('smoke dogfights', () => {
  for (let g = 0; g < 13; g++) {
    it(`4v4 group ${g}`, () => {
      const pick = (list: string[], k: number) => [0, 1, 2, 3].map((j) => list[(g + j * 3 + k) % list.length]!);
      const raw = { format: 'dogfight-large', budget: 'off', sides: [
        { name: 'Forge', ships: pick(forge, 0).map((preset) => ({ preset, pilot: 'random' })) },
        { name: 'Komplex', ships: pick(komplex, 1).map((preset) => ({ preset, pilot: 'random' })) },
      ] };
      const r = playCheckedSetup(raw, 5, `smk${g}`);
      expect(r.wins.reduce((a, b) => a + b, 0) + r.timeouts).toBe(5);
    });
  }
});
