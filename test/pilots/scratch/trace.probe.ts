import { test } from 'vitest';
import { runGame } from '../../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
import { heuristicPilot } from '../../../src/games/snap-ships/pilots/heuristic-pilot.js';
import { buildScene } from '../../../src/games/snap-ships/pilots/evaluation.js';
import { actionValues } from '../../../src/games/snap-ships/pilots/action-values.js';
import type { Decision, GameView } from '../../../src/games/snap-ships/engine/decisions.js';
test('trace', () => {
  const p = process.env.P ?? 'sabre-xf-23-fighter';
  const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'H', ships: [{ preset: p, pilot: 'heuristic' }] }, { name: 'AI', ships: [{ preset: p, pilot: 'ai-deck' }] }] });
  const h = heuristicPilot();
  const lines: string[] = [];
  const ctrl = { choose(view: GameView, d: Decision) {
    const i = h.choose(view, d);
    const me = view.state.ships.find((s) => s.id === d.ship)!;
    if (d.kind === 'action') {
      const sc = buildScene(view.state, d.ship, h.persona);
      const q = actionValues(sc, d.options as any);
      lines.push(`ACTION power ${me.power} missiles ${me.missiles.length} parts ${me.parts.map((p) => `${p.id}:${p.power}/${p.heat}${p.disabled ? 'X' : ''}`).join(' ')}`);
      (d.options as any[]).forEach((o, k) => lines.push(`   ${k === i ? '*' : ' '} ${o ? `${me.parts[o.part]!.id}#${o.ability}` : 'END'} ${q[k]!.toFixed(2)}`));
    } else if (d.kind === 'vent') lines.push(`VENT ${d.prompt} -> ${JSON.stringify(d.options[i])} parts ${me.parts.map((p) => `${p.id}:${p.power}/${p.heat}`).join(' ')}`);
    else lines.push(`${d.kind} ${d.prompt ?? ''} -> ${JSON.stringify(d.options[i])}`);
    return i;
  } };
  const r = runGame(setup, { seed: process.env.SEED ?? 'log1', swapSeats: false, roundCap: 40, log: true, controllers: { s1a: ctrl }, onEvent: (e) => { if (e.type === 'log') lines.push(e.text); } });
  console.log(lines.join('\n'));
  console.log('winner', r.state.over);
});
