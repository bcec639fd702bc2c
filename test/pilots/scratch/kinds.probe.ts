import { test } from 'vitest';
import { runGame } from '../../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
import { HeuristicPilot } from '../../../src/games/snap-ships/pilots/heuristic-pilot.js';
test('kinds', () => {
  const t: Record<string, [number, number]> = {};
  const orig = HeuristicPilot.prototype.choose;
  HeuristicPilot.prototype.choose = function (v, d) { const a = performance.now(); const r = orig.call(this, v, d); const x = (t[d.kind] ??= [0, 0]); x[0] += performance.now() - a; x[1]++; return r; };
  const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'A', ships: [{ preset: process.env.P ?? 'sabre-xf-23-fighter', pilot: 'heuristic' }] }, { name: 'B', ships: [{ preset: process.env.P ?? 'sabre-xf-23-fighter', pilot: 'ai-deck' }] }] });
  const T = performance.now(); let acts = 0;
  for (let g = 0; g < 200; g++) { const r = runGame(setup, { seed: `p${g}`, swapSeats: g % 2 === 1, roundCap: 40 }); acts += r.state.ships[0]!.activations; }
  console.log('total', ((performance.now() - T) / 200).toFixed(2), 'ms/game; activations/game', acts / 200);
  for (const [k, [ms, n]] of Object.entries(t).sort((a, b) => b[1][0] - a[1][0])) console.log(k.padEnd(18), (ms / 200).toFixed(2), 'ms/game', n / 200, 'calls/game', (1000 * ms / n).toFixed(0), 'us/call');
});
