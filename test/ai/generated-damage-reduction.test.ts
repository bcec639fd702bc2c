/**
 * Generated decks pay for damage reduction as a player ship does (Small Deflector, K2 Small
 * Deflector, Reaper Cockpit: "When you take any amount of damage: reduce the total by 1", a
 * reaction whose cube blocks it until the next vent step, "Three Key Rules"): once between
 * the automated ship's activations, and the Reaper's printed heat kept with the deck ("AI
 * Ships Gaining Heat"), not free on every damage event.
 */
import { describe, expect, it } from 'vitest';
import { generateAiDeck } from '../../src/games/snap-ships/ai/generated-deck.js';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { installEffects } from '../../src/games/snap-ships/effects/index.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { activateAi } from '../../src/games/snap-ships/ai/activation.js';
import { dealDamage } from '../../src/games/snap-ships/rules/damage.js';

const db = loadContent();
installEffects();
// The Scarab Interceptor with its Maneuvering Fins swapped for a K2 Small Deflector, and its cockpit for the Reaper Cockpit.
const parts = [
  'reaper-cockpit',
  'fb3-tri-thruster',
  'blade-wings',
  'k2-small-deflector',
  'cpl-2-mantis-laser',
  'c6-3-gatling-gun',
];

describe('damage reduction on a generated deck', () => {
  it('is the once-between-activations reading, named in the deck notes', () => {
    const deck = generateAiDeck(db, 'scarab-klaw-interceptor', parts);
    const effects = deck.abilities.map((a) => a.effect);
    expect(effects).not.toContain('reduce-damage-taken');
    expect(
      deck.abilities.filter((a) => a.effect === 'ai-reduce-damage-taken-once').map((a) => a.params),
    ).toEqual(
      expect.arrayContaining([
        { amount: 1, heat: 1 },
        { amount: 1, heat: 0 },
      ]),
    );
    expect(
      deck.uncertain?.some((n: string) =>
        /reaper-cockpit reduce-damage-taken: read as ai-reduce-damage-taken-once/.test(n),
      ),
    ).toBe(true);
  });

  it('reduces one damage event per part until the ship activates again, and the Reaper adds its heat to the deck', () => {
    const setup = resolveSnapSetup({
      format: 'duel',
      budget: 'off',
      terrain: { tiles: [] },
      sides: [
        {
          name: 'A',
          ships: [
            {
              chassis: 'scarab-klaw-interceptor',
              parts,
              pilot: { type: 'ai-deck', deck: 'generated' },
            },
          ],
        },
        { name: 'B', ships: [{ preset: 'sabre-xf-23-fighter', pilot: 'heuristic' }] },
      ],
    });
    const { ctx } = newGame(setup, { seed: 'reduce', swapSeats: false, roundCap: 30 });
    const s = ctx.state.ships.find((x) => x.side === 0)!;
    expect(s.ai).toBeTruthy();
    const hull = s.hull;
    const hit = () =>
      dealDamage(ctx, s, 3, { kind: 'attack', by: null, part: null, source: 'test' });
    // Two reactions (Reaper, K2), each once: both take 1 off the first event, none the later ones.
    expect([hit(), hit(), hit()]).toEqual([1, 3, 3]);
    expect(hull - s.hull).toBe(7);
    expect(s.ai!.heat).toBe(1);
    // Its activation readies them again (a player's vent step clears the cubes).
    activateAi(ctx, s);
    const before = s.hull;
    expect(s.destroyed).toBe(false);
    hit();
    expect(before - s.hull).toBe(1);
  });
});
