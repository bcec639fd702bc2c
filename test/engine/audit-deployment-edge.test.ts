/**
 * Deployment edges with a preset terrain layout (rulebook "Preset Terrain Layouts": "roll a
 * second die to randomly determine which edge your team deploys from — a result of 1-2, 3-4,
 * 5-6, or 7-8 selects one of the four edges. The AI team (or second player) will deploy from
 * the opposite edge"): the first player's edge is rolled from the game's seed, the other side
 * takes the opposite edge; explicit tiles keep the custom-setup edges (south, north).
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { oppositeEdge } from '../../src/games/snap-ships/geometry/table.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';

const duel = (terrain: unknown, format = 'duel') =>
  resolveSnapSetup({
    format,
    terrain,
    sides: [
      { name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'random' }] },
      { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'random' }] },
    ],
  });

const edges = (setup: ReturnType<typeof duel>, seed: string, swapSeats = false) => {
  const st = newGame(setup, { seed, swapSeats, roundCap: 30 }).ctx.state;
  return st.sides.map((s) => s.edge);
};

const seeds = Array.from({ length: 40 }, (_, i) => `edge-${i}`);

describe('preset layouts roll the deployment edge', () => {
  it('every edge comes up for the first side, and the second side takes the opposite one', () => {
    const setup = duel({ layout: 'random' });
    const seen = new Set<string>();
    for (const seed of seeds) {
      const [a, b] = edges(setup, seed);
      expect(b).toBe(oppositeEdge(a!));
      seen.add(a!);
    }
    expect([...seen].sort()).toEqual(['east', 'north', 'south', 'west']);
  });
  it('a numbered layout rolls it too', () => {
    const setup = duel({ layout: 5 });
    expect(new Set(seeds.map((s) => edges(setup, s)[0])).size).toBe(4);
  });
  it('is a pure function of the seed, and follows the seat: with seats swapped the first player gets the rolled edge', () => {
    const setup = duel({ layout: 'random' });
    for (const seed of seeds.slice(0, 10)) {
      const plain = edges(setup, seed);
      expect(edges(setup, seed)).toEqual(plain);
      expect(edges(setup, seed, true)).toEqual([plain[1], plain[0]]);
    }
  });
  it('on a 180 × 90 large dogfight table only the long edges are rolled ("use long 6\' sides")', () => {
    const setup = resolveSnapSetup({
      format: 'dogfight-large',
      table: { width: 180, height: 90 },
      terrain: { layout: 'random' },
      sides: [
        { name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'random' }] },
        { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'random' }] },
      ],
    });
    const seen = new Set(seeds.map((s) => edges(setup, s)[0]));
    expect([...seen].sort()).toEqual(['north', 'south']);
  });
});

describe('explicit tiles', () => {
  it('keep the first side south and the second north', () => {
    const setup = duel({ tiles: [{ type: 'debris-cloud', x: 45, y: 45 }] });
    for (const seed of seeds.slice(0, 10)) expect(edges(setup, seed)).toEqual(['south', 'north']);
  });
});
