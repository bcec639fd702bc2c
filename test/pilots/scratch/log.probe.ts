import { test } from 'vitest';
import { runGame } from '../../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
test('log', () => {
  const p = process.env.P ?? 'sabre-xf-23-fighter';
  const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'H', ships: [{ preset: p, pilot: process.env.A ? JSON.parse(process.env.A) : 'heuristic' }] }, { name: 'AI', ships: [{ preset: process.env.Q ?? p, pilot: process.env.BB ? JSON.parse(process.env.BB) : 'ai-deck' }] }] });
  const r = runGame(setup, { seed: process.env.SEED ?? 'log1', swapSeats: false, roundCap: 40, log: true });
  console.log(r.log.join('\n'));
  console.log('winner', r.state.over);
});
