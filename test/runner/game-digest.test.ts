// Each game's digest (DESIGN.md "Honest counts"): equal for the same game, whatever the log or
// the thread; a seat swap that changes nothing gives the same digest, so the pair counts once.
import { describe, expect, it } from 'vitest';
import { armada } from '../../src/games/armada/plugin.js';
import { snapShips } from '../../src/games/snap-ships/plugin.js';

const play = (
  plugin: typeof snapShips | typeof armada,
  setup: unknown,
  seed: string,
  swapSeats = false,
  log = false,
) =>
  (plugin.playGame as (s: unknown, o: object) => { digest?: string; winner: number | null })(
    setup,
    { seed, gameIndex: 0, swapSeats, roundCap: plugin.defaultRoundCap, log },
  );

describe('game digests', () => {
  const duel = (pilots: [unknown, unknown]) =>
    snapShips.resolveSetup({
      format: 'duel',
      budget: 'off',
      terrain: { tiles: [] },
      sides: pilots.map((pilot, i) => ({
        name: i ? 'B' : 'A',
        ships: [{ preset: 'lance-sv-51-scout', pilot }],
      })),
    });

  it('Snap Ships: the same game gives the same digest, with or without its log; another seed another', () => {
    const setup = duel(['heuristic', 'ai-deck']);
    const a = play(snapShips, setup, 'digest-1');
    expect(a.digest).toMatch(/^[0-9a-f]{16}$/);
    expect(play(snapShips, setup, 'digest-1', false, true).digest).toBe(a.digest);
    expect(play(snapShips, setup, 'digest-2').digest).not.toBe(a.digest);
  });

  it('Snap Ships: the heuristic acts first against an AI deck, so the seat swap repeats the game', () => {
    const setup = duel(['heuristic', 'ai-deck']);
    expect(play(snapShips, setup, 'digest-3', true).digest).toBe(
      play(snapShips, setup, 'digest-3', false).digest,
    );
    // Two heuristics: the swap changes who acts first, and so the game.
    const even = duel(['heuristic', 'heuristic']);
    expect(play(snapShips, even, 'digest-3', true).digest).not.toBe(
      play(snapShips, even, 'digest-3', false).digest,
    );
  });

  it('Armada: the same game gives the same digest; another seed another', () => {
    const setup = armada.resolveSetup({
      format: 'learning',
      sides: [
        { name: 'Rebels', fleet: 'learning-rebels', pilot: 'heuristic' },
        { name: 'Imperials', fleet: 'learning-imperials', pilot: 'heuristic' },
      ],
    });
    const a = play(armada, setup, 'digest-4');
    expect(a.digest).toMatch(/^[0-9a-f]{16}$/);
    expect(play(armada, setup, 'digest-4', false, true).digest).toBe(a.digest);
    expect(play(armada, setup, 'digest-5').digest).not.toBe(a.digest);
  });
});
