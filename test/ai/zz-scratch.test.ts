import { it } from 'vitest';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { runGame } from '../../src/games/snap-ships/engine/game.js';

it('scratch', () => {
  const setup = resolveSnapSetup({ format: 'duel', sides: [{ name: 'A', ships: [{ preset: 'sabre-xf-23-fighter' }] }, { name: 'B', ships: [{ preset: 'scarab-klaw-interceptor' }] }] });
  const r = runGame(setup, { seed: 'x1', swapSeats: false, roundCap: 30, log: true });
  console.log(r.log.join('\n'));
  console.log(r.state.over, r.state.round);
  const t0 = Date.now(); let w = [0,0,0];
  for (let i = 0; i < 300; i++) { const g = runGame(setup, { seed: 's' + i, swapSeats: i % 2 === 1, roundCap: 30 }); w[g.state.over!.winner ?? 2]++; }
  console.log(w, (Date.now() - t0) / 300, 'ms/game');
});
