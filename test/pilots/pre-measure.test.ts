/**
 * Rules switch `preMeasure` ("You cannot pre-measure movement"; "You can measure range
 * between objects at any time"): under `range-only` the heuristic pilot plans its moves by
 * eye (personas.yaml `estimate`), the engine still resolves them exactly, and a search pilot
 * (whose lookahead plays its moves forward) is refused.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { simulateMove } from '../../src/games/snap-ships/pilots/move-planner.js';
import { moveEstimateError, persona } from '../../src/games/snap-ships/pilots/personas.js';
import { buildScene, currentPlan, judgement } from '../../src/games/snap-ships/pilots/scene.js';
import { duel, recordedGame } from './pilot-helpers.js';

const withRules = (cfg: Record<string, unknown>, preMeasure: string): Record<string, unknown> => ({
  ...cfg,
  rules: { preMeasure },
});

/** Ship A's scene in round 1 of a duel under a `preMeasure` reading. */
function sceneUnder(preMeasure: string) {
  const setup = resolveSnapSetup(
    withRules(
      duel('sabre-xf-23-fighter', 'heuristic', 'lance-sv-51-scout', 'heuristic'),
      preMeasure,
    ),
  );
  const { ctx } = newGame(setup, { seed: 'pre-measure', swapSeats: false, roundCap: 30 });
  const st = ctx.state;
  st.ships[0]!.pose = { x: 45, y: 20, facing: 90 };
  st.ships[1]!.pose = { x: 45, y: 80, facing: -90 };
  st.round = 1;
  st.activationCount = 1;
  return buildScene(st, st.ships[0]!.id, persona());
}

describe('preMeasure: range-only', () => {
  it('plans each move off by at most the documented error, the same for the whole activation', () => {
    const err = moveEstimateError();
    expect(err.length).toBeGreaterThan(0);
    const exact = sceneUnder('allowed');
    const eye = sceneUnder('range-only');
    expect(exact.estimate).toBeNull();
    expect(eye.estimate).not.toBeNull();
    const exactEnd = simulateMove(exact, currentPlan(exact), 'L', 'front').states[0]!.ps.pose;
    const eyeEnd = simulateMove(eye, currentPlan(eye), 'L', 'front').states[0]!.ps.pose;
    const start = currentPlan(exact).pose;
    const len = (p: { x: number; y: number }): number => Math.hypot(p.x - start.x, p.y - start.y);
    expect(Math.hypot(eyeEnd.x - exactEnd.x, eyeEnd.y - exactEnd.y)).toBeGreaterThan(1e-6);
    expect(Math.abs(len(eyeEnd) / len(exactEnd) - 1)).toBeLessThanOrEqual(err.length + 1e-9);
    // The same judgement for every decision of an activation; another activation judges afresh.
    const st = { round: 1, activationCount: 1 } as Parameters<typeof judgement>[0];
    expect(judgement(st, 's1a')).toEqual(judgement(st, 's1a'));
    const others = [2, 3, 4, 5, 6].map(
      (n) => judgement({ ...st, activationCount: n }, 's1a').scale,
    );
    expect(new Set(others).size).toBeGreaterThan(1);
    for (let n = 1; n < 200; n++) {
      const j = judgement({ ...st, activationCount: n }, 's1a');
      expect(Math.abs(j.scale - 1)).toBeLessThanOrEqual(err.length + 1e-9);
      expect(Math.abs(j.turn)).toBeLessThanOrEqual(err.angle + 1e-9);
    }
  });

  it('changes what the heuristic pilot does, while every game stays legal and reproducible', () => {
    let differ = 0;
    for (let g = 0; g < 6; g++) {
      const cfg = duel('falx-sc-41-escort', 'heuristic', 'scarab-klaw-interceptor', 'ai-deck');
      const a = recordedGame(resolveSnapSetup(withRules(cfg, 'allowed')), `pm:${g}`);
      const b = recordedGame(resolveSnapSetup(withRules(cfg, 'range-only')), `pm:${g}`);
      const again = recordedGame(resolveSnapSetup(withRules(cfg, 'range-only')), `pm:${g}`);
      expect(again.digest).toBe(b.digest);
      if (a.digest !== b.digest) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('refuses a search pilot, whose lookahead measures where its moves end', () => {
    const cfg = withRules(
      duel('sabre-xf-23-fighter', { type: 'search', budget: 4 }, 'lance-sv-51-scout', 'heuristic'),
      'range-only',
    );
    expect(() => resolveSnapSetup(cfg)).toThrow(/search pilot measures where its moves end/);
    expect(() => resolveSnapSetup(withRules(cfg, 'allowed'))).not.toThrow();
  });
});
