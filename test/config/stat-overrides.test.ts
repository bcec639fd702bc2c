/**
 * `stats:` on a ship overrides printed chassis stats (what sweeps over hull, power or
 * points use), for part-built and deck-flown ships alike.
 */
import { describe, expect, it } from 'vitest';
import { ConfigIssuesError } from '../../src/core/game-plugin.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';

const duel = (forge: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  format: 'duel',
  ...extra,
  sides: [
    { name: 'Forge', ships: [forge] },
    { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'random' }] },
  ],
});

describe('ship stat overrides', () => {
  it('hull, power, vent and evasion replace the printed values', () => {
    const setup = resolveSnapSetup(
      duel({
        preset: 'sabre-xf-23-fighter',
        pilot: 'random',
        stats: { hull: 18, power: 8, vent: 6, evasion: 3 },
      }),
    );
    const s = newGame(setup, { seed: 'x', swapSeats: false, roundCap: 5 }).ctx.state.ships[0]!;
    expect([s.hull, s.maxHull, s.power, s.totalPower, s.vent, s.baseEvasion]).toEqual([
      18, 18, 8, 8, 6, 3,
    ]);
  });

  it('a deck-flown ship takes the hull override too', () => {
    const setup = resolveSnapSetup(
      duel({ preset: 'sabre-xf-23-fighter', pilot: 'ai-deck', stats: { hull: 11 } }),
    );
    const s = newGame(setup, { seed: 'x', swapSeats: false, roundCap: 5 }).ctx.state.ships[0]!;
    expect(s.hull).toBe(11);
  });

  it('points count against the budget; bad values and keys are reported with paths', () => {
    expect(() =>
      resolveSnapSetup(
        duel({ preset: 'sabre-xf-23-fighter', pilot: 'random', stats: { points: 5 } }),
      ),
    ).toThrow(/equal points per side, got 5 vs 4/);
    try {
      resolveSnapSetup(
        duel({ preset: 'sabre-xf-23-fighter', pilot: 'random', stats: { hul: 3, power: -1 } }),
      );
      expect.unreachable();
    } catch (e) {
      const issues = (e as ConfigIssuesError).issues;
      expect(
        issues.find((i) => i.path.join('.') === 'sides.0.ships.0.stats.hul')?.suggestions,
      ).toContain('hull');
      expect(
        issues.find((i) => i.path.join('.') === 'sides.0.ships.0.stats.power')?.message,
      ).toMatch(/whole number/);
    }
  });
});
