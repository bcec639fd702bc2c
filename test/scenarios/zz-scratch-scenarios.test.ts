import { it } from 'vitest';
import { playCheckedSetup } from '../helpers/checked-games.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { playGame } from '../../src/games/snap-ships/rules/rounds.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';

const AS = (p1: string, p2: string) => ({ format: 'asteroid-scramble', sides: [{ name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: p1 }] }, { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor', pilot: p2 }] }] });
const BR = (p1: string, p2: string) => ({ format: 'beacon-rush', sides: [{ name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: p1 }, { preset: 'sabre-xb-04-light-bomber', pilot: p1 }] }, { name: 'Komplex', ships: [{ preset: 'scarab-klaw-interceptor', pilot: p2 }, { preset: 'scarab-klaw-light-fighter', pilot: p2 }] }] });
const LS = (p1: string) => ({ format: 'last-stand', sides: [{ name: 'Forge', ships: [{ preset: 'sabre-xf-23-fighter', pilot: p1 }] }] });

function stats(raw: Record<string, unknown>, n: number, cap = 40) {
  const setup = resolveSnapSetup(raw);
  const reasons: Record<string, number> = {};
  const rounds: number[] = [];
  const wins: Record<string, number> = {};
  const t0 = Date.now();
  for (let g = 0; g < n; g++) {
    const { ctx } = newGame(setup, { seed: `scr-${g}`, swapSeats: g % 2 === 1, roundCap: cap });
    playGame(ctx, cap);
    reasons[ctx.state.over!.reason] = (reasons[ctx.state.over!.reason] ?? 0) + 1;
    wins[String(ctx.state.over!.winner)] = (wins[String(ctx.state.over!.winner)] ?? 0) + 1;
    rounds.push(ctx.state.round);
  }
  rounds.sort((a, b) => a - b);
  console.log(JSON.stringify(raw).slice(0, 80), { ms: Date.now() - t0, reasons, wins, mean: rounds.reduce((a, b) => a + b, 0) / n, p50: rounds[n >> 1], p90: rounds[Math.floor(n * 0.9)], max: rounds[n - 1] });
}

it('scratch', () => {
  for (const [p1, p2] of [['random', 'random'], ['ai-deck', 'ai-deck'], ['random', 'ai-deck']]) {
    stats(AS(p1!, p2!), 100);
    stats(BR(p1!, p2!), 100, 80);
  }
  stats(LS('random'), 100, 80);
  stats(LS('ai-deck'), 100, 80);
  playCheckedSetup(AS('random', 'ai-deck'), 50, 'x');
  playCheckedSetup(BR('random', 'ai-deck'), 50, 'x', 80);
  playCheckedSetup(LS('random'), 50, 'x', 80);
});
