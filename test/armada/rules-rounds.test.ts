import { describe, expect, it } from 'vitest';
import { GameOverSignal } from '../../src/games/armada/engine/context.js';
import { runGame } from '../../src/games/armada/engine/game.js';
import { checkGameEnd, finishGame, scores } from '../../src/games/armada/rules/game-end.js';
import { shipPhase, squadronPhase, statusPhase } from '../../src/games/armada/rules/phases.js';
import { playGame } from '../../src/games/armada/rules/rounds.js';
import { destroyShip, destroySquadron } from '../../src/games/armada/rules/destroy.js';
import type { GameEvent } from '../../src/games/armada/state/events.js';
import { eventsOf, learningSetup, putShip, shipOf, testGame } from './engine-helpers.js';

describe('round structure (R1-R5)', () => {
  it('R1 six rounds of command, ship, squadron and status phases', () => {
    const events: GameEvent[] = [];
    // Speed 0 and no attacks: nobody is hurt, the game runs all six rounds.
    const g = runGame(learningSetup(), {
      seed: 'r1',
      swapSeats: false,
      roundCap: 6,
      onEvent: (e) => events.push(e),
      controllers: [0, 1].map(() => ({
        choose: (_v, d) =>
          d.kind === 'speed-change' ? d.options.indexOf(Math.min(...(d.options as number[]))) : 0,
      })),
    });
    const phases = eventsOf(events, 'phase');
    expect(phases.map((p) => `${p.round}:${p.phase}`).slice(0, 8)).toEqual([
      '1:command',
      '1:ship',
      '1:squadron',
      '1:status',
      '2:command',
      '2:ship',
      '2:squadron',
      '2:status',
    ]);
    expect(eventsOf(events, 'round-end').map((e) => e.round)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(g.ctx.state.over?.reason).toBe('rounds');
  });

  it('R2 ships alternate from the first player; a player without ships left passes', () => {
    const t = testGame();
    t.ctx.state.rules.passTokens = 'none';
    t.ctx.state.firstPlayer = 1;
    for (const s of t.ctx.state.ships) s.speed = 0;
    shipPhase(t.ctx);
    const seq = t.events
      .filter((e) => e.type === 'ship-activation' || e.type === 'pass')
      .map((e) => (e.type === 'pass' ? `pass${e.side}` : `act${e.side}`));
    expect(seq).toEqual(['act1', 'act0', 'pass1', 'act0']);
  });

  it('R2 pass tokens: the second player with fewer ships may pass once (not twice in a row)', () => {
    const t = testGame([{}, { 'activate-ship': (o) => o.indexOf(null) }]);
    expect(t.ctx.state.sides[1]!.passTokens).toBe(1);
    expect(t.ctx.state.sides[0]!.passTokens).toBe(0);
    for (const s of t.ctx.state.ships) s.speed = 0;
    shipPhase(t.ctx);
    const seq = t.events
      .filter((e) => e.type === 'ship-activation' || e.type === 'pass')
      .map((e) => (e.type === 'pass' ? `pass${e.side}${e.token ? 'T' : ''}` : `act${e.side}`));
    expect(seq).toEqual(['act0', 'pass1T', 'act0', 'act1']);
    expect(t.ctx.state.sides[1]!.passTokens).toBe(0);
  });

  it('R2 pass tokens: the first player with fewer ships gets one fewer', () => {
    const t = testGame([{}, {}], {}, 'pt');
    expect(t.ctx.state.firstPlayer).toBe(0);
    const s2 = testGame([{}, {}], { initiative: 'bid' }, 'pt2');
    // Bid: the Imperials (133 points) choose; option 0 = themselves first.
    expect(s2.ctx.state.firstPlayer).toBe(1);
    expect(s2.ctx.state.sides[1]!.passTokens).toBe(0);
  });

  it('R3 squadron phase: two squadrons per turn from the first player, then the rest', () => {
    const t = testGame();
    squadronPhase(t.ctx);
    const sides = eventsOf(t.events, 'squadron-activation').map((e) => e.squadron[1]);
    expect(sides.join('')).toBe('0011001111');
  });

  it('R4 T8 status phase readies exhausted defense tokens but not discarded ones', () => {
    const t = testGame();
    const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
    vsd.defenseTokens[0]!.state = 'exhausted';
    vsd.defenseTokens[1]!.state = 'discarded';
    statusPhase(t.ctx);
    expect(vsd.defenseTokens.map((x) => x.state)).toEqual(['ready', 'discarded', 'ready']);
  });

  it('R5 W3 the game ends at once when a fleet has no ships left; its opponent wins', () => {
    const t = testGame();
    const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
    destroyShip(t.ctx, vsd, 'test');
    expect(() => checkGameEnd(t.ctx)).toThrow(GameOverSignal);
    expect(t.ctx.state.over).toEqual({ winner: 0, reason: 'eliminated' });
  });

  it('W3 both fleets destroyed at once: the higher score wins, a tie goes to the second player', () => {
    const t = testGame();
    for (const s of t.ctx.state.ships) destroyShip(t.ctx, s, 'test');
    expect(() => checkGameEnd(t.ctx)).toThrow(GameOverSignal);
    // Rebels lost 101 points of ships, Imperials 85: the Imperials score more.
    expect(t.ctx.state.over).toEqual({ winner: 1, reason: 'both-eliminated' });
  });
});

describe('scoring and winning (W1-W2)', () => {
  it('W1 score = fleet cost of destroyed enemy ships and squadrons', () => {
    const t = testGame();
    destroyShip(t.ctx, shipOf(t.ctx, 'cr90-corvette-a'), 'test');
    destroySquadron(
      t.ctx,
      t.ctx.state.squadrons.find((q) => q.side === 0)!,
      'test',
    );
    destroySquadron(
      t.ctx,
      t.ctx.state.squadrons.find((q) => q.side === 1)!,
      'test',
    );
    expect(scores(t.ctx.state)).toEqual([8, 44 + 13]);
  });

  it('W2 after six rounds the higher score wins; a tie goes to the second player (RRG16)', () => {
    const t = testGame();
    finishGame(t.ctx, 'rounds');
    expect(t.ctx.state.over).toEqual({ winner: 1, reason: 'rounds' });
  });

  it('W2 rules.tieBreak: draw makes a tie a draw', () => {
    const t = testGame();
    t.ctx.state.rules.tieBreak = 'draw';
    finishGame(t.ctx, 'rounds');
    expect(t.ctx.state.over?.winner).toBeNull();
  });

  it('R5 leaving the play area at once ends a game in mid-round', () => {
    const t = testGame([{ 'activate-ship': (o) => o.indexOf('s0.0') }, {}]);
    t.ctx.state.rules.passTokens = 'none';
    const vsd = shipOf(t.ctx, 'victory-ii-class-star-destroyer');
    // The Victory sits at the far edge facing out: its maneuver takes it off the table.
    putShip(vsd, 457, 880, 90);
    vsd.speed = 1;
    playGame(t.ctx, 6, t.firstRoundDials);
    const end = eventsOf(t.events, 'game-end')[0]!;
    expect(end.round).toBe(1);
    expect(end.reason).toBe('eliminated');
    expect(end.winner).toBe(0);
    expect(eventsOf(t.events, 'destroyed').map((e) => e.reason)).toContain('left the play area');
  });
});
