import { test } from 'vitest';
import { runGame } from '../../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
import { HeuristicPilot } from '../../../src/games/snap-ships/pilots/heuristic-pilot.js';
import { persona } from '../../../src/games/snap-ships/pilots/personas.js';
test('prof', () => {
  const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'A', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }, { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }] });
  const t = performance.now();
  for (let g = 0; g < 300; g++) runGame(setup, { seed: `p${g}`, swapSeats: g % 2 === 1, roundCap: 40, controllers: { s1a: new HeuristicPilot(persona(), true), s2a: new HeuristicPilot(persona(), true) } });
  console.log(((performance.now() - t) / 300).toFixed(2), 'ms/game');
});
