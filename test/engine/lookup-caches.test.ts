/**
 * The engine's lookups that remember their last answers (a ship's part cards, an AI ship's
 * deck and current card, a build's deck choice) give what a fresh lookup gives, also when
 * what they were keyed on changes: a part replaced on the same ship (Last Stand salvage), a
 * ship switching deck, more decks in turn than are remembered, a build edited in place.
 */
import { describe, expect, it } from 'vitest';
import { aiDeck, currentCard } from '../../src/games/snap-ships/ai/deck.js';
import { chooseDeck, deckIdFor } from '../../src/games/snap-ships/ai/generated-choice.js';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { forEachEffect, partAbilities } from '../../src/games/snap-ships/effects/active-effects.js';
import { effectHandler, type EffectHandler } from '../../src/games/snap-ships/effects/registry.js';
import { installEffects } from '../../src/games/snap-ships/effects/index.js';
import { stageAi } from '../ai/ai-stage.js';
import { stage } from '../helpers/stage.js';

describe("a ship's part cards", () => {
  it('follow a part replaced, disabled or of another faction on the same ship', () => {
    installEffects();
    const db = loadContent();
    const ships = [
      { preset: 'sabre-xf-23-fighter', side: 0, pose: null },
      { preset: 'scarab-klaw-interceptor', side: 1, pose: null },
    ];
    const { ctx, ship } = stage({ ships });
    const s = ship(0);
    const parts = Object.values(db.parts);
    const card = (faction: string, id: string) =>
      parts.find((c) => c.faction === faction && c.id === id)!;
    const hasPassive = (c: (typeof parts)[number]) =>
      c.abilities.some((a) => a.effect && a.kind === 'passive');
    const first = s.parts[0]!;
    expect(partAbilities(ctx, s, 0)).toBe(card(s.faction, first.id).abilities);
    first.disabled = true;
    expect(partAbilities(ctx, s, 0)).toBe(card(s.faction, first.id).disabled.abilities);
    first.disabled = false;
    // Another part in the same slot, then a salvaged part of the other faction.
    const other = parts.find((c) => c.faction === s.faction && c.id !== first.id && hasPassive(c))!;
    s.parts[0] = { ...first, id: other.id };
    expect(partAbilities(ctx, s, 0)).toBe(other.abilities);
    const foreign = parts.find((c) => c.faction !== s.faction && hasPassive(c))!;
    s.parts[0] = { ...first, id: foreign.id, faction: foreign.faction };
    expect(partAbilities(ctx, s, 0)).toBe(foreign.abilities);
    // The hooks see the same cards: per hook, every live effect implementing it, chassis first then parts in order.
    const live = ['passive', 'setup', 'reaction', 'passive-mount', 'mount'];
    const implements_ = (effect: string, hook: keyof EffectHandler) =>
      typeof effectHandler(effect)[hook] === 'function';
    // Every hook some card's handler implements.
    const hooks = new Set<keyof EffectHandler>();
    for (const c of [...parts, ...Object.values(db.chassis)]) {
      for (const a of [...c.abilities, ...('disabled' in c ? c.disabled.abilities : [])]) {
        if (!a.effect) continue;
        for (const k of Object.keys(effectHandler(a.effect)) as Array<keyof EffectHandler>)
          if (implements_(a.effect, k)) hooks.add(k);
      }
    }
    let visited = 0;
    for (const hook of hooks) {
      const seen: string[] = [];
      forEachEffect(ctx, s, hook, (_h, src) => void seen.push(`${src.part}:${src.ability.effect}`));
      const fresh: string[] = [];
      for (const a of db.chassis[s.chassis]!.abilities)
        if (a.effect && implements_(a.effect, hook)) fresh.push(`-1:${a.effect}`);
      s.parts.forEach((p, i) => {
        const c = card(p.faction ?? s.faction, p.id);
        for (const a of p.disabled ? c.disabled.abilities : c.abilities) {
          if (a.effect && live.includes(a.kind) && implements_(a.effect, hook))
            fresh.push(`${i}:${a.effect}`);
        }
      });
      expect(seen, hook).toEqual(fresh);
      visited += seen.length;
    }
    expect(visited).toBeGreaterThan(0);
  });
});

describe("an AI ship's deck and card", () => {
  it('follow the ship through three decks in turn and a change of deck', () => {
    const db = loadContent();
    const ids = ['sabre-xf-23-fighter', 'scarab-klaw-interceptor', 'lance-sv-51-scout'];
    const staged = ids.map((preset, i) => ({
      preset,
      side: i === 0 ? 0 : 1,
      pose: null,
      ai: true,
    }));
    const { ctx, ship } = stageAi({ ships: staged });
    const ships = ids.map((_, i) => ship(i));
    for (let round = 0; round < 3; round++) {
      ships.forEach((s, i) => {
        expect(aiDeck(ctx.content, s)).toBe(db.aiDecks[ids[i]!]);
        for (const n of [1, 2, 3, 4]) {
          s.ai!.current = n;
          expect(currentCard(ctx.content, s)).toBe(
            db.aiDecks[ids[i]!]!.cards.find((c) => c.number === n),
          );
        }
        s.ai!.current = null;
        expect(currentCard(ctx.content, s)).toBeNull();
      });
    }
    const s = ships[0]!;
    s.ai!.deck = 'wasp-klaw-fighter-bomber';
    expect(aiDeck(ctx.content, s)).toBe(db.aiDecks['wasp-klaw-fighter-bomber']);
    s.ai!.current = 9;
    expect(() => currentCard(ctx.content, s)).toThrow(/has no card 9/);
    s.ai!.deck = 'no-such-deck';
    expect(() => aiDeck(ctx.content, s)).toThrow(/no AI deck "no-such-deck"/);
  });
});

describe("a build's deck choice", () => {
  it('is chosen afresh when the build object is edited', () => {
    const db = loadContent();
    const preset = db.chassis['sabre-xf-23-fighter']!.preset;
    const pilot: { type: string; deck?: string } = { type: 'ai-deck' };
    const build = { chassis: 'sabre-xf-23-fighter', parts: [...preset].reverse(), pilot };
    expect(deckIdFor(db, build)).toBe('sabre-xf-23-fighter');
    build.pilot.deck = 'generated';
    expect(deckIdFor(db, build)).toBe(chooseDeck(db, build).id);
    expect(deckIdFor(db, build)).toMatch(/^gen-sabre-xf-23-fighter-/);
    build.pilot.deck = undefined;
    build.parts = preset.slice(0, -1);
    expect(deckIdFor(db, build)).toBe(chooseDeck(db, build).id);
    expect(deckIdFor(db, build)).not.toBe('sabre-xf-23-fighter');
  });
});
