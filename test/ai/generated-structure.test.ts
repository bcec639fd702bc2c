/**
 * Generated AI decks have the printed decks' structure, measured on the 16 presets that
 * have both: as many part actions per card on average (3 to 4), as many rows per card, and
 * every part that has an action an AI card can print shown on some card.
 */
import { describe, expect, it } from 'vitest';
import type { AiDeck } from '../../src/games/snap-ships/content/ai-schema.js';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { generateAiDeck } from '../../src/games/snap-ships/ai/generated-deck.js';

const db = loadContent();
const presets = Object.keys(db.aiDecks);
const printed = presets.map((id) => db.aiDecks[id]!);
const generated = presets.map((id) => generateAiDeck(db, id, db.chassis[id]!.preset));

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const perCard = (decks: AiDeck[], f: (c: AiDeck['cards'][number]) => number) =>
  mean(decks.flatMap((d) => d.cards.map(f)));

/** Parts of a deck's build with an action an AI card can print (move, rotate, evade, attack, ram, launch, or "gain Evasion"). */
function actionParts(chassis: string): string[] {
  const c = db.chassis[chassis]!;
  return [...new Set(c.preset)].filter((id) =>
    db.parts[`${c.faction}/${id}`]!.abilities.some(
      (a) =>
        a.kind === 'action' &&
        !a.repair &&
        (a.effect === 'give-evasion' ||
          a.effect === 'perform-chassis-movement-then-disable' ||
          a.icons?.some((i) =>
            ['move', 'rotate', 'u_turn', 'evade', 'attack', 'ram', 'launch'].some((k) => k in i),
          )),
    ),
  );
}

describe("generated decks have the printed decks' structure", () => {
  it('3 to 4 part actions per card on average, within a quarter action of the printed decks', () => {
    const p = perCard(printed, (c) => c.partActions);
    const g = perCard(generated, (c) => c.partActions);
    expect(p).toBeGreaterThanOrEqual(3);
    expect(p).toBeLessThanOrEqual(4);
    expect(g).toBeGreaterThanOrEqual(3);
    expect(g).toBeLessThanOrEqual(4);
    expect(Math.abs(g - p)).toBeLessThanOrEqual(0.25);
    // Deck by deck, never more than one action per card off the printed deck.
    generated.forEach((d, i) =>
      expect(
        Math.abs(
          mean(d.cards.map((c) => c.partActions)) -
            mean(printed[i]!.cards.map((c) => c.partActions)),
        ),
        d.id,
      ).toBeLessThanOrEqual(1),
    );
  });

  it('about as many rows per card as the printed cards', () => {
    expect(
      Math.abs(perCard(generated, (c) => c.rows.length) - perCard(printed, (c) => c.rows.length)),
    ).toBeLessThanOrEqual(0.75);
    // Most cards print at most as many rows as the printed decks' longest card.
    const most = Math.max(...printed.flatMap((d) => d.cards.map((c) => c.rows.length)));
    const over = generated.flatMap((d) => d.cards.filter((c) => c.rows.length > most));
    expect(over.length).toBeLessThanOrEqual(generated.length / 2);
  });

  it('every part with an action an AI card can print shows on some card, as on the printed decks', () => {
    for (const [decks, kind] of [
      [printed, 'printed'],
      [generated, 'generated'],
    ] as const) {
      decks.forEach((d, i) => {
        const shown = new Set(d.cards.flatMap((c) => c.rows.map((r) => r.part)));
        const missing = actionParts(presets[i]!).filter((p) => !shown.has(p));
        if (kind === 'generated') expect(missing, d.id).toEqual([]);
        else expect(missing.length, d.id).toBeLessThanOrEqual(1);
      });
    }
  });
});
