import { test } from 'vitest';
import { runGame } from '../../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
test('speed', () => {
  for (const pilot of ['random', 'ai-deck']) {
    const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'F', ships: [{ preset: 'sabre-xf-23-fighter', pilot }] }, { name: 'K', ships: [{ preset: 'scarab-klaw-interceptor', pilot }] }] });
    const t = performance.now();
    let rounds = 0; const w=[0,0,0];
    for (let g = 0; g < 300; g++) { const r = runGame(setup, { seed: `s${g}`, swapSeats: g % 2 === 1, roundCap: 40 }); rounds += r.state.round; w[r.state.over!.winner ?? 2]!++; }
    console.log(pilot, ((performance.now() - t) / 300).toFixed(2), 'ms/game', rounds / 300, 'rounds', w);
  }
});
