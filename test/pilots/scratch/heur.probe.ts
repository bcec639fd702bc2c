import { test } from 'vitest';
import { runGame } from '../../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
const N = Number(process.env.N ?? 200);
function duel(a: unknown, b: unknown, preset = 'sabre-xf-23-fighter', presetB = preset) {
  return resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'A', ships: [{ preset, pilot: a }] }, { name: 'B', ships: [{ preset: presetB, pilot: b }] }] });
}
function play(label: string, setup: ReturnType<typeof duel>) {
  const t = performance.now();
  let rounds = 0; const w = [0, 0, 0];
  for (let g = 0; g < N; g++) { const r = runGame(setup, { seed: `p${g}`, swapSeats: g % 2 === 1, roundCap: 40 }); rounds += r.state.round; w[r.state.over!.winner ?? 2]!++; }
  console.log(label, ((performance.now() - t) / N).toFixed(2), 'ms/game', (rounds / N).toFixed(1), 'rounds', 'A/B/draw', w);
}
test('heuristic', () => {
  const pairs: Array<[string, unknown, unknown, string?, string?]> = (process.env.PAIRS ? JSON.parse(process.env.PAIRS) : [
    ['heur vs random sabre', 'heuristic', 'random'],
    ['heur vs ai sabre', 'heuristic', 'ai-deck'],
    ['heur vs ai scarab', 'heuristic', 'ai-deck', 'scarab-klaw-interceptor'],
    ['heur sabre vs ai scarab', 'heuristic', 'ai-deck', 'sabre-xf-23-fighter', 'scarab-klaw-interceptor'],
    ['ai sabre vs ai scarab', 'ai-deck', 'ai-deck', 'sabre-xf-23-fighter', 'scarab-klaw-interceptor'],
  ]);
  for (const [label, a, b, p, q] of pairs) play(label, duel(a, b, p, q));
});
