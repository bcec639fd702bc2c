/**
 * Multi-ship formats: the round sequence (alternating activations, passing, the last
 * ship of a round not opening the next, initiative claimed on losing a ship) under
 * seeded random pilots, with the invariants after every event.
 */
import { describe, expect, it } from 'vitest';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { playRound } from '../../src/games/snap-ships/rules/rounds.js';
import { playCheckedSetup } from '../helpers/checked-games.js';

const ship = (preset: string) => ({ preset, pilot: 'random' });
const small = {
  format: 'dogfight-small',
  sides: [
    { name: 'Forge', ships: [ship('sabre-xf-23-fighter'), ship('sabre-xb-04-light-bomber')] },
    { name: 'Komplex', ships: [ship('scarab-klaw-interceptor'), ship('scarab-klaw-jammer')] },
  ],
};

describe('dogfights', () => {
  it('small dogfight 2 v 2: every game ends with invariants intact', () => {
    const r = playCheckedSetup(small, 60, 'dog-small');
    expect(r.wins.reduce((a, b) => a + b, 0) + r.timeouts).toBe(60);
    expect(r.activations).toBeGreaterThan(60 * 8);
  });

  it('large dogfight 4 v 4 on 120×120 with 9 tiles', () => {
    const large = {
      format: 'dogfight-large',
      sides: [
        {
          name: 'Forge',
          ships: [
            'sabre-xf-23-fighter',
            'sabre-xb-04-light-bomber',
            'sabre-xr-01-fast-recon',
            'sabre-xg-07-gunship',
          ].map(ship),
        },
        {
          name: 'Komplex',
          ships: [
            'scarab-klaw-interceptor',
            'scarab-klaw-jammer',
            'scarab-klaw-light-fighter',
            'scarab-klaw-attack-striker',
          ].map(ship),
        },
      ],
    };
    const setup = resolveSnapSetup(large);
    expect(setup.table.width).toBe(120);
    const r = playCheckedSetup(large, 20, 'dog-large');
    expect(r.wins.reduce((a, b) => a + b, 0) + r.timeouts).toBe(20);
  });

  it('a side with fewer unactivated ships cannot pass; a side may pass when the opponent has more', () => {
    const uneven = {
      ...small,
      budget: 'off',
      sides: [small.sides[0], { name: 'Komplex', ships: [ship('scarab-klaw-interceptor')] }],
    };
    const setup = resolveSnapSetup(uneven);
    const seen: Array<{ side: number; canPass: boolean }> = [];
    const { ctx } = newGame(setup, { seed: 'pass', swapSeats: true, roundCap: 5 });
    for (const id of Object.keys(ctx.controllers)) {
      const inner = ctx.controllers[id]!;
      ctx.controllers[id] = {
        choose(v, d) {
          if (d.kind === 'activate') {
            seen.push({ side: d.side, canPass: d.options.includes(null) });
            return d.options.length - 1;
          }
          return inner.choose(v, d);
        },
      };
    }
    ctx.state.round = 1;
    playRound(ctx);
    // Komplex (1 ship) acts first and may pass since Forge has 2 unactivated ships; Forge never may.
    expect(seen[0]).toEqual({ side: 1, canPass: true });
    expect(seen.filter((s) => s.side === 0).every((s) => !s.canPass)).toBe(true);
    expect(ctx.state.ships.every((s) => s.activated || s.destroyed)).toBe(true);
  });

  it('the last ship of a round cannot open the next round when another is available', () => {
    const setup = resolveSnapSetup(small);
    const order: string[] = [];
    const { ctx } = newGame(setup, {
      seed: 'last',
      swapSeats: false,
      roundCap: 5,
      onEvent: (e) => e.type === 'activation-start' && order.push(e.ship),
    });
    const [a, b] = ctx.state.ships.filter((s) => s.side === 0);
    ctx.state.lastActivated = a!.id;
    ctx.state.round = 2;
    playRound(ctx);
    expect(order[0]).toBe(b!.id);
    expect(order).toContain(a!.id);
  });
});
