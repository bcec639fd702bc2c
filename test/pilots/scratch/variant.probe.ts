import { test } from 'vitest';
import { Rng, hashSeed } from '../../../src/core/rng.js';
import { runGame } from '../../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
import { searchPilot } from '../../../src/games/snap-ships/pilots/search-pilot.js';
import { heuristicPilot } from '../../../src/games/snap-ships/pilots/heuristic-pilot.js';
const N = Number(process.env.N ?? 100);
const preset = process.env.P ?? 'sabre-xf-23-fighter';
const settings = JSON.parse(process.env.S ?? '{}');
const budget = Number(process.env.B ?? 24);
test('variant', () => {
  const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'A', ships: [{ preset, pilot: 'heuristic' }] }, { name: 'B', ships: [{ preset, pilot: 'heuristic' }] }] });
  let score = 0; let ms = 0; let rounds = 0;
  for (let g = 0; g < N; g++) {
    const pair = Math.floor(g / 2); const side = g % 2;
    const id = side === 0 ? 's1a' : 's2a'; const other = side === 0 ? 's2a' : 's1a';
    const seed = `v:${preset}:${pair}`;
    const controllers = { [id]: process.env.H ? heuristicPilot(process.env.H) : searchPilot(new Rng(hashSeed(seed, 'pilot', id)), budget, undefined, settings), [other]: heuristicPilot(process.env.O) };
    const t = performance.now();
    const r = runGame(setup, { seed, swapSeats: pair % 2 === 1, roundCap: 40, controllers });
    ms += performance.now() - t; rounds += r.state.round;
    const w = r.state.over!.winner; score += w === null ? 0.5 : w === side ? 1 : 0;
  }
  console.log(JSON.stringify(settings), 'budget', budget, 'score', (score / N).toFixed(3), 'ms/game', (ms / N).toFixed(0), 'rounds', (rounds / N).toFixed(1));
});
