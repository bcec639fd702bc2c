import { test } from 'vitest';
import { runGame } from '../../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
test('prof', () => {
  const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'A', ships: [{ preset: 'sabre-xf-23-fighter', pilot: {type: 'search', budget: 24} }] }, { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }] });
  const t = performance.now();
  for (let g = 0; g < 8; g++) runGame(setup, { seed: `p${g}`, swapSeats: g % 2 === 1, roundCap: 40 });
  console.log(((performance.now() - t) / 8).toFixed(2), 'ms/game');
});
