import { test } from 'vitest';
import { newGame } from '../../../src/games/snap-ships/engine/game.js';
import { playRound } from '../../../src/games/snap-ships/rules/rounds.js';
import { resolveSnapSetup } from '../../../src/games/snap-ships/plugin/resolve-setup.js';
import { buildScene, currentPlan, poseScore, exposure, offenseNow, edgeRisk } from '../../../src/games/snap-ships/pilots/evaluation.js';
import { persona } from '../../../src/games/snap-ships/pilots/personas.js';
test('micro', () => {
  const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'A', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }, { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'ai-deck' }] }] });
  const { ctx } = newGame(setup, { seed: 'x', swapSeats: false, roundCap: 40 });
  ctx.state.round = 1; playRound(ctx);
  const P = persona();
  const time = (label: string, f: () => unknown, n = 20000) => { for (let i = 0; i < 1000; i++) f(); const t = performance.now(); for (let i = 0; i < n; i++) f(); console.log(label, (1000 * (performance.now() - t) / n).toFixed(2), 'us'); };
  const sc = buildScene(ctx.state, 's1a', P);
  const ps = currentPlan(sc);
  time('buildScene', () => buildScene(ctx.state, 's1a', P));
  time('poseScore cont', () => poseScore(sc, ps, true));
  time('poseScore end', () => poseScore(sc, ps, false));
  time('exposure', () => exposure(sc, ps.pose, 2));
  time('offenseNow', () => offenseNow(sc, ps));
  time('edgeRisk', () => edgeRisk(sc, ps.pose));
  console.log(sc.enemies.length, sc.enemies[0]?.weapons.length, sc.kit.weapons.length, ctx.state.terrain.length);
});
import { coverBetween, tilesAt, pairOf } from '../../../src/games/snap-ships/pilots/estimates.js';
import { distanceInArc } from '../../../src/games/snap-ships/geometry/range.js';
test('micro2', () => {
  const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'A', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }, { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'ai-deck' }] }] });
  const { ctx } = newGame(setup, { seed: 'x', swapSeats: false, roundCap: 40 });
  ctx.state.round = 1; playRound(ctx);
  const P = persona();
  const time = (label: string, f: () => unknown, n = 20000) => { for (let i = 0; i < 1000; i++) f(); const t = performance.now(); for (let i = 0; i < n; i++) f(); console.log(label, (1000 * (performance.now() - t) / n).toFixed(2), 'us'); };
  const sc = buildScene(ctx.state, 's1a', P);
  const ps = currentPlan(sc);
  const e = sc.enemies[0]!;
  console.log('weapons', sc.kit.weapons.length, 'enemy weapons', e.weapons.length, 'tiles', sc.arena.tiles.length, 'dist', Math.hypot(ps.pose.x-e.pose.x, ps.pose.y-e.pose.y));
  time('tilesAt', () => tilesAt(sc.arena, ps.pose));
  time('cover', () => coverBetween(sc.arena, ps.pose, e.pose, []));
  time('pairOf', () => pairOf(sc.arena, ps.pose, e.pose));
  time('distanceInArc', () => distanceInArc(ps.pose, 3, e.pose, 3, 'front-90', 0, 1e-6));
  time('poseScore cont', () => poseScore(sc, ps, true));
  time('poseScore end', () => poseScore(sc, ps, false));
});
test('micro3', () => {
  const setup = resolveSnapSetup({ format: 'duel', budget: 'off', sides: [{ name: 'A', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] }, { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'ai-deck' }] }] });
  const { ctx } = newGame(setup, { seed: 'x', swapSeats: false, roundCap: 40 });
  ctx.state.round = 1; playRound(ctx);
  const P = persona();
  const time = (label: string, f: () => unknown, n = 50000) => { for (let i = 0; i < 1000; i++) f(); const t = performance.now(); for (let i = 0; i < n; i++) f(); console.log(label, (1000 * (performance.now() - t) / n).toFixed(2), 'us'); };
  const sc = buildScene(ctx.state, 's1a', P);
  const ps = currentPlan(sc);
  for (let k = 0; k < 3; k++) {
  time('poseScore end', () => poseScore(sc, ps, false));
  time('poseScore cont', () => poseScore(sc, ps, true));
  time('offenseNow', () => offenseNow(sc, ps));
  }
});
