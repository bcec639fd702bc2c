/**
 * AI decks in play and AI setup (rulebook "AI Ship Setup", "5. Discard AI Card"): shuffled
 * decks from the game's stream, draw and discard, the reshuffle when one card remains, the
 * automated card's hull, the AI team going second, and the setup check that a ship flown by
 * `ai-deck` has a printed deck.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ConfigIssuesError } from '../../src/core/game-plugin.js';
import {
  discardCard,
  drawCard,
  makeAutomated,
  newAiState,
} from '../../src/games/snap-ships/ai/deck.js';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { newGame } from '../../src/games/snap-ships/engine/game.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';
import { stageAi } from './ai-stage.js';

const duel = (a: unknown, b: unknown) => ({
  format: 'duel',
  budget: 'off',
  sides: [
    { name: 'A', ships: [a] },
    { name: 'B', ships: [b] },
  ],
});

describe('the content', () => {
  it('holds the 16 printed decks of 4 cards, each flying a chassis of its faction', () => {
    const db = loadContent();
    const decks = Object.values(db.aiDecks);
    expect(decks).toHaveLength(16);
    for (const d of decks) {
      expect(d.cards.map((c) => c.number).sort()).toEqual([1, 2, 3, 4]);
      expect(db.chassis[d.id]!.faction).toBe(d.faction);
    }
    const starters = [
      'sabre-xf-23-fighter',
      'sabre-xb-04-light-bomber',
      'sabre-xr-01-fast-recon',
      'scarab-klaw-interceptor',
      'scarab-klaw-attack-striker',
      'scarab-klaw-light-fighter',
    ];
    expect(starters.every((id) => db.aiDecks[id])).toBe(true);
    expect(db.aiDecks['sabre-xg-07-gunship']).toBeUndefined();
    expect(db.aiDecks['scarab-klaw-jammer']).toBeUndefined();
  });
});

describe('drawing and discarding', () => {
  it('draws from the top, discards after the activation, reshuffles when one card remains', () => {
    const { ctx, ship } = stageAi({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: null },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: null, ai: true, deck: [3, 1, 4, 2] },
      ],
    });
    const s = ship(1);
    expect(drawCard(ctx, s).number).toBe(3);
    discardCard(ctx, s);
    expect(s.ai).toMatchObject({ drawPile: [1, 4, 2], discard: [3], current: null });
    drawCard(ctx, s);
    discardCard(ctx, s);
    expect(s.ai).toMatchObject({ drawPile: [4, 2], discard: [3, 1] });
    expect(drawCard(ctx, s).number).toBe(4);
    discardCard(ctx, s);
    // One card (2) was left: it is shuffled back with the three discards into a new deck.
    expect(s.ai!.discard).toEqual([]);
    expect([...s.ai!.drawPile].sort()).toEqual([1, 2, 3, 4]);
  });

  it('shuffles each deck with the given stream (same seed, same order)', () => {
    const deck = loadContent().aiDecks['sabre-xf-23-fighter']!;
    const a = newAiState(deck, new Rng('seed'));
    const b = newAiState(deck, new Rng('seed'));
    expect(a.drawPile).toEqual(b.drawPile);
    expect([...a.drawPile].sort()).toEqual([1, 2, 3, 4]);
    const orders = new Set(
      Array.from({ length: 40 }, (_, i) => newAiState(deck, new Rng(`s${i}`)).drawPile.join('')),
    );
    expect(orders.size).toBeGreaterThan(5);
  });
});

describe('automated ships', () => {
  it("use the automated chassis card's hull and no part cards or power", () => {
    const { ctx, ship } = stageAi({
      ships: [
        { preset: 'falx-sc-41-escort', side: 0, pose: null },
        { preset: 'lance-sv-51-scout', side: 1, pose: null },
      ],
    });
    makeAutomated(ctx, ship(0), 'falx-sc-41-escort');
    makeAutomated(ctx, ship(1), 'lance-sv-51-scout', -2);
    expect([ship(0).hull, ship(0).maxHull, ship(0).parts, ship(0).power]).toEqual([19, 19, [], 0]);
    expect(ship(1).hull).toBe(8);
  });

  it('a game with ai-deck pilots sets up decks from the game stream and records the seat', () => {
    const setup = resolveSnapSetup(
      duel(
        { preset: 'sabre-xf-23-fighter' },
        { preset: 'scarab-klaw-attack-striker', pilot: 'ai-deck' },
      ),
    );
    const a = newGame(setup, { seed: 'g1', swapSeats: false, roundCap: 30 }).ctx.state;
    const b = newGame(setup, { seed: 'g1', swapSeats: true, roundCap: 30 }).ctx.state;
    expect(a.ships.map((s) => s.ai?.deck)).toEqual([
      'sabre-xf-23-fighter',
      'scarab-klaw-attack-striker',
    ]);
    expect(a.ships[1]!.maxHull).toBe(17);
    expect([a.firstSide, a.initiative, b.firstSide, b.initiative]).toEqual([0, 0, 1, 1]);
    expect(a.sides.every((s) => s.automated)).toBe(true);
  });

  it('against a player-flown side the AI team always goes second, whatever the seat swap', () => {
    for (const swap of [false, true]) {
      const aiFirst = resolveSnapSetup(
        duel(
          { preset: 'scarab-klaw-interceptor', pilot: 'ai-deck' },
          { preset: 'sabre-xf-23-fighter', pilot: 'random' },
        ),
      );
      const st = newGame(aiFirst, { seed: 'g2', swapSeats: swap, roundCap: 30 }).ctx.state;
      expect([st.firstSide, st.initiative]).toEqual([1, 1]);
    }
  });

  it('a pilot deck option flies another printed deck', () => {
    const setup = resolveSnapSetup(
      duel(
        {
          preset: 'sabre-xf-23-fighter',
          pilot: { type: 'ai-deck', deck: 'sabre-xr-01-fast-recon' },
        },
        { preset: 'scarab-klaw-interceptor' },
      ),
    );
    expect(
      newGame(setup, { seed: 'g3', swapSeats: false, roundCap: 30 }).ctx.state.ships[0]!.ai!.deck,
    ).toBe('sabre-xr-01-fast-recon');
  });
});

describe('setup checks', () => {
  const issues = (raw: Record<string, unknown>): string[] => {
    try {
      resolveSnapSetup(raw);
    } catch (e) {
      if (e instanceof ConfigIssuesError)
        return e.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw e;
    }
    return [];
  };
  it('a chassis with no printed deck flies a deck generated from its parts; a printed deck named for a custom build is refused', () => {
    expect(
      issues(
        duel(
          { preset: 'sabre-xg-07-gunship', pilot: 'ai-deck' },
          { preset: 'scarab-klaw-interceptor' },
        ),
      ),
    ).toEqual([]);
    expect(
      issues(duel({ preset: 'sabre-xg-07-gunship' }, { preset: 'scarab-klaw-interceptor' })),
    ).toEqual([]);
    const custom = {
      chassis: 'sabre-xf-23-fighter',
      parts: [
        'xf-25-cockpit',
        'sdu-14-jump-engine',
        'xf-25-wings',
        'maneuvering-fins',
        'mk16-autocannon',
        'mx-massdriver-shotgun',
      ],
    };
    expect(
      issues(duel({ ...custom, pilot: 'ai-deck' }, { preset: 'scarab-klaw-interceptor' })),
    ).toEqual([]);
    const named = issues(
      duel(
        { ...custom, pilot: { type: 'ai-deck', deck: 'sabre-xf-23-fighter' } },
        { preset: 'scarab-klaw-interceptor' },
      ),
    );
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(/^sides\.0\.ships\.0\.pilot: the printed AI deck flies the preset/);
  });
  it('rejects an unknown deck name with a suggestion', () => {
    const raw = duel(
      { preset: 'sabre-xf-23-fighter', pilot: { type: 'ai-deck', deck: 'sabre-xr-01-fast-recn' } },
      { preset: 'scarab-klaw-interceptor' },
    );
    try {
      resolveSnapSetup(raw);
      expect.unreachable();
    } catch (e) {
      const issue = (e as ConfigIssuesError).issues[0]!;
      expect(issue.path).toEqual(['sides', 0, 'ships', 0, 'pilot', 'deck']);
      expect(issue.suggestions).toContain('sabre-xr-01-fast-recon');
    }
  });
});
