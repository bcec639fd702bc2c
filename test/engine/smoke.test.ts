import { describe, expect, it } from 'vitest';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { playSnapGame } from '../../src/games/snap-ships/plugin.js';

describe('smoke', () => {
  it('plays random starter duels', () => {
    const setup = resolveSnapSetup({ format: 'duel', sides: [{ name: 'A', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'random' }] }, { name: 'B', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'random' }] }] });
    let wins = [0, 0, 0];
    for (let i = 0; i < 50; i++) {
      const r = playSnapGame(setup, { seed: `s${i}`, gameIndex: i, swapSeats: i % 2 === 1, roundCap: 30, log: i === 0 });
      if (i === 0) console.log(r.log!.slice(0, 60).join('\n'));
      wins[r.winner ?? 2]!++;
    }
    console.log(wins);
    expect(wins[0]! + wins[1]! + wins[2]!).toBe(50);
  });
});
