/**
 * The search pilot's lookahead installs the scenario's public rules (end conditions,
 * scoring), so it can fly scenario formats: seeded games keep every invariant and end
 * by the scenario's own end condition.
 */
import { describe, expect, it } from 'vitest';
import { gameSeed } from '../../src/core/rng.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { lookahead } from '../../src/games/snap-ships/pilots/lookahead.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';
import { checkGameOver } from '../../src/games/snap-ships/rules/game-over.js';
import { playCheckedSetup } from '../helpers/checked-games.js';

const scramble = {
  format: 'asteroid-scramble',
  sides: [
    {
      name: 'Forge',
      ships: [{ preset: 'sabre-xf-23-fighter', pilot: { type: 'search', budget: 'fast' } }],
    },
    { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'ai-deck' }] },
  ],
};

describe('search pilot in scenarios', () => {
  it('a lookahead context applies the scenario end condition', () => {
    const setup = resolveSnapSetup(scramble);
    const { ctx } = newGame(setup, {
      seed: gameSeed('1', 'la', 0),
      swapSeats: false,
      roundCap: 30,
    });
    const la = lookahead(ctx.state, 'x', () => ({}) as never);
    expect(la.ctx.scenarioRules ?? la.ctx.endCondition).toBeDefined();
    // Past the scenario's last round the private engine sees the game as over, as the real one does.
    la.ctx.state.round = 7;
    ctx.state.round = 7;
    expect(checkGameOver(la.ctx)).toBe(checkGameOver(ctx));
  });

  it('Asteroid Scramble with a search pilot: invariants hold and games end by the scenario', () => {
    const r = playCheckedSetup(scramble, 6, 'search-scramble', 30);
    expect(r.timeouts + r.wins.reduce((a, b) => a + b, 0)).toBe(6);
    const setup = resolveSnapSetup(scramble);
    const { ctx } = newGame(setup, {
      seed: gameSeed('1', 'search-scramble', 1),
      swapSeats: true,
      roundCap: 30,
    });
    playGame(ctx, 30);
    expect(ctx.state.over!.reason).not.toBe('round-cap');
  });
});
