import { it } from 'vitest';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';

function stats(raw: Record<string, unknown>, n: number, cap = 40) {
  const setup = resolveSnapSetup(raw);
  const reasons: Record<string, number> = {};
  const rounds: number[] = [];
  const t0 = Date.now();
  for (let g = 0; g < n; g++) {
    const { ctx } = newGame(setup, { seed: `h-${g}`, swapSeats: g % 2 === 1, roundCap: cap });
    playGame(ctx, cap);
    reasons[ctx.state.over!.reason + ':' + ctx.state.over!.winner] = (reasons[ctx.state.over!.reason + ':' + ctx.state.over!.winner] ?? 0) + 1;
    rounds.push(ctx.state.round);
  }
  console.log(raw.format, { ms: Date.now() - t0, reasons, mean: rounds.reduce((a, b) => a + b, 0) / n });
}
it('heuristic', () => {
  stats({ format: 'last-stand', sides: [{ name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }] }, 20, 80);
  stats({ format: 'asteroid-scramble', sides: [{ name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }, { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'ai-deck' }] }] }, 20);
  stats({ format: 'beacon-rush', sides: [{ name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }, { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'ai-deck' }] }] }, 20, 80);
});
