import { test } from 'vitest';
import { runGame } from '../../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
import { HeuristicPilot } from '../../../src/games/snap-ships/pilots/heuristic-pilot.js';
import { persona } from '../../../src/games/snap-ships/pilots/personas.js';
const N = Number(process.env.N ?? 100);
test('tune', () => {
  const base = persona(process.env.BASE ?? 'balanced');
  const variants: Array<Record<string, number>> = JSON.parse(process.env.V ?? '[{}]');
  const opp = process.env.OPP ?? 'ai-deck';
  const presets = (process.env.PRESETS ?? 'sabre-xf-23-fighter,scarab-klaw-interceptor,wasp-klaw-heavy-fighter,falx-sc-41-escort').split(',');
  for (const v of variants) {
    const p = { ...base, ...v };
    let score = 0; let n = 0; const per: string[] = [];
    for (const preset of presets) {
      let ps = 0;
      const oppPilot = opp === 'ai-deck' ? 'ai-deck' : 'heuristic';
      const setups = [0, 1].map((side) => resolveSnapSetup({ format: 'duel', budget: 'off', sides: side === 0 ? [{ name: 'A', ships: [{ preset, pilot: 'heuristic' }] }, { name: 'B', ships: [{ preset, pilot: oppPilot }] }] : [{ name: 'A', ships: [{ preset, pilot: oppPilot }] }, { name: 'B', ships: [{ preset, pilot: 'heuristic' }] }] }));
      for (let g = 0; g < N; g++) {
        const side = g % 2; const pair = Math.floor(g / 2);
        const me = side === 0 ? 's1a' : 's2a'; const other = side === 0 ? 's2a' : 's1a';
        const controllers: Record<string, any> = { [me]: new HeuristicPilot(p) };
        if (opp !== 'ai-deck') controllers[other] = new HeuristicPilot(persona(opp));
        const r = runGame(setups[side]!, { seed: `t:${preset}:${pair}`, swapSeats: pair % 2 === 1, roundCap: 40, controllers });
        const w = r.state.over!.winner; const s = w === null ? 0.5 : w === side ? 1 : 0; score += s; ps += s; n++;
      }
      per.push(`${preset.split('-')[0]} ${(ps / N).toFixed(2)}`);
    }
    console.log(JSON.stringify(v), 'vs', opp, 'score', (score / n).toFixed(3), per.join(' '));
  }
});
