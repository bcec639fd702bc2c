import { it } from 'vitest';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';

const ships = (pilot: string, presets: string[]) => presets.map((preset) => ({ preset, pilot }));
it('stuck br', () => {
  const br = resolveSnapSetup({ format: 'beacon-rush', sides: [
    { name: 'Forge', ships: [...ships('random', ['sabre-xf-23-fighter']), ...ships('ai-deck', ['sabre-xb-04-light-bomber'])] },
    { name: 'Komplex', ships: [...ships('random', ['scarab-klaw-interceptor']), ...ships('ai-deck', ['scarab-klaw-light-fighter'])] }] });
  let found = 0;
  for (const g of [979, 1365]) {
    const { ctx } = newGame(br, { seed: `slow-br-random-${g}`, swapSeats: g % 2 === 1, roundCap: 2000 });
    playGame(ctx, 2000);
    console.log(g, ctx.state.over, ctx.state.round);
    if (ctx.state.over!.reason !== 'round-cap') continue;
    found++;
    const sc = ctx.state.scenario!;
    console.log(g, JSON.stringify(sc.kind === 'beacon-rush' && sc.beacons.filter((b) => !b.holder)), JSON.stringify(ctx.state.ships.map((s) => [s.id, s.pilot, s.pose, s.parts.filter((p) => p.disabled).length, s.ai?.minusAction, s.ai?.criticalDamage])), JSON.stringify(ctx.state.terrain));
  }
});
