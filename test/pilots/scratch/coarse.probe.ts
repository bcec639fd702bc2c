import { test } from 'vitest';
import { runGame } from '../../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
import { HeuristicPilot } from '../../../src/games/snap-ships/pilots/heuristic-pilot.js';
import { persona } from '../../../src/games/snap-ships/pilots/personas.js';
test('coarse', () => {
  const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'A', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }, { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }] });
  for (const coarse of [false, true, false, true]) {
    const t: Record<string, [number, number]> = {};
    const orig = HeuristicPilot.prototype.choose;
    HeuristicPilot.prototype.choose = function (v, d) { const a = performance.now(); const r = orig.call(this, v, d); const x = (t[d.kind] ??= [0, 0]); x[0] += performance.now() - a; x[1]++; return r; };
    const T = performance.now(); let acts = 0; let score = 0;
    for (let g = 0; g < 200; g++) {
      const r = runGame(setup, { seed: `c${g}`, swapSeats: g % 2 === 1, roundCap: 40, controllers: { s1a: new HeuristicPilot(persona(), coarse), s2a: new HeuristicPilot(persona(), false) } });
      acts += r.state.activationCount; const w = r.state.over!.winner; score += w === null ? 0.5 : w === 0 ? 1 : 0;
    }
    HeuristicPilot.prototype.choose = orig;
    const el = performance.now() - T;
    console.log('coarse', coarse, (el / 200).toFixed(2), 'ms/game', (el / acts * 1000).toFixed(0), 'us/activation', 'score coarse-side', score / 200, Object.entries(t).sort((a, b) => b[1][0] - a[1][0]).slice(0, 4).map(([k, [ms, n]]) => `${k} ${(1000 * ms / n).toFixed(0)}us x${(n / 200).toFixed(1)}`).join(', '));
  }
});
