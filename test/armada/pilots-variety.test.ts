/**
 * The heuristic's variety of play (`pilot: {type: heuristic, variety: <margin>}`): near-equal
 * courses and deployment spots drawn from a stream forked off the pilot's own, so games stay
 * reproducible per seed and zero variety is the plain pilot.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import type { PilotSpec } from '../../src/games/armada/engine/setup.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import { makeController } from '../../src/games/armada/pilots/index.js';
import { playGame } from '../../src/games/armada/rules/rounds.js';
import type { GameEvent } from '../../src/games/armada/state/events.js';
import { learningSetup, setupIssues } from './engine-helpers.js';

/** A learning game of two heuristic pilots of `spec`: its events and the ships' poses after round 2. */
function play(seed: string, spec: PilotSpec) {
  const events: string[] = [];
  const root = new Rng(seed);
  const controllers = [0, 1].map((i) => makeController(spec, root.fork(`pilot-${i}`)));
  const g = newGame(learningSetup(), {
    seed,
    swapSeats: false,
    roundCap: 6,
    controllers,
    onEvent: (e: GameEvent) => events.push(JSON.stringify(e)),
  });
  playGame(g.ctx, 2, g.outcome.firstRoundDials);
  const poses = g.ctx.state.ships
    .map((s) => `${s.pose.x.toFixed(1)},${s.pose.y.toFixed(1)},${s.pose.facing}`)
    .join('|');
  return { events, poses };
}

describe('heuristic pilot: variety of play', () => {
  it('is reproducible per seed, and zero variety is the plain pilot', () => {
    const a = play('variety-0', { type: 'heuristic', variety: 3 });
    expect(play('variety-0', { type: 'heuristic', variety: 3 }).events).toEqual(a.events);
    expect(play('variety-0', { type: 'heuristic', variety: 0 }).events).toEqual(
      play('variety-0', { type: 'heuristic' }).events,
    );
  });

  it('varies the line of play among seeds where the plain pilot plays one', () => {
    const plain = new Set<string>();
    const varied = new Set<string>();
    for (let k = 0; k < 8; k++) {
      plain.add(play(`lines-${k}`, { type: 'heuristic' }).poses);
      varied.add(play(`lines-${k}`, { type: 'heuristic', variety: 3 }).poses);
    }
    expect(varied.size).toBeGreaterThan(plain.size);
    expect(varied.size).toBeGreaterThanOrEqual(4);
  });

  it('is validated by the config', () => {
    const side = (pilot: unknown) => ({
      format: 'learning',
      sides: [
        { fleet: 'learning-rebels', pilot },
        { fleet: 'learning-imperials', pilot: 'heuristic' },
      ],
    });
    expect(setupIssues(side({ type: 'heuristic', variety: 2.5 }))).toEqual([]);
    for (const bad of [-1, 50, 'some']) {
      const issues = setupIssues(side({ type: 'heuristic', variety: bad }));
      expect(issues.map((i) => i.path.join('.'))).toEqual(['sides.0.pilot.variety']);
      expect(issues[0]!.message).toMatch(/from 0 to 20/);
    }
    expect(setupIssues(side({ type: 'heuristic', objectiveRollouts: 2 }))).toEqual([]);
    for (const bad of [0, 2.5, 65, 'many']) {
      const issues = setupIssues(side({ type: 'heuristic', objectiveRollouts: bad }));
      expect(issues.map((i) => i.path.join('.'))).toEqual(['sides.0.pilot.objectiveRollouts']);
      expect(issues[0]!.message).toMatch(/whole number from 1 to 64/);
    }
  });
});
