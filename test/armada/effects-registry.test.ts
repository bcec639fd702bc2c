import { describe, expect, it } from 'vitest';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import { ARMADA_EFFECT_IDS } from '../../src/games/armada/content/effect-ids.js';
import { installEffects } from '../../src/games/armada/effects/index.js';
import { effectHandler, registeredEffectIds } from '../../src/games/armada/effects/registry.js';

installEffects();
const content = loadArmadaContent();
const objectiveEffectIds = (): string[] =>
  Object.values(content.objectives).flatMap((o) =>
    [o.setup, o.special, o.endOfRound, o.endOfGame].flatMap((sec) => (sec ? [sec.effect] : [])),
  );

describe('effect registry (M9, Q7)', () => {
  it('M9 every damage-card effect id has a handler of its kind, and every card names one', () => {
    const ids = Object.keys(ARMADA_EFFECT_IDS['damage-card']);
    for (const id of ids) expect(effectHandler(id).kind).toBe('damage-card');
    const used = new Set(content.damageDeck.cards.map((c) => c.effect));
    expect([...used].sort()).toEqual([...ids].sort());
    expect(content.damageDeck.cards.reduce((a, c) => a + c.count, 0)).toBe(52);
  });

  it('Q7 every squadron ability id has a handler, used by a squadron card', () => {
    const ids = Object.keys(ARMADA_EFFECT_IDS['squadron-ability']);
    for (const id of ids) expect(effectHandler(id).kind).toBe('squadron-ability');
    const used = Object.values(content.squadrons).flatMap((q) =>
      q.ability ? [q.ability.effect] : [],
    );
    expect([...new Set(used)].sort()).toEqual([...ids].sort());
  });

  it('U8 every upgrade effect id has a handler of its kind, used by an upgrade card', () => {
    const ids = Object.keys(ARMADA_EFFECT_IDS.upgrade);
    for (const id of ids) expect(effectHandler(id).kind).toBe('upgrade');
    const used = Object.values(content.upgrades).map((u) => u.effect);
    expect([...new Set(used)].sort()).toEqual([...ids].sort());
    expect(Object.keys(content.upgrades)).toHaveLength(17);
  });

  it('O0 every objective effect id has a handler with objective hooks, used by an objective section', () => {
    const ids = Object.keys(ARMADA_EFFECT_IDS.objective);
    for (const id of ids) {
      expect(effectHandler(id).kind).toBe('objective');
      expect(effectHandler(id).objective, id).toBeDefined();
    }
    const used = objectiveEffectIds();
    expect([...new Set(used)].sort()).toEqual([...ids].sort());
    expect(Object.keys(content.objectives)).toHaveLength(12);
  });

  it('every registered handler is used by some card', () => {
    const used = new Set<string>([
      ...content.damageDeck.cards.map((c) => c.effect),
      ...Object.values(content.squadrons).flatMap((q) => (q.ability ? [q.ability.effect] : [])),
      ...Object.values(content.upgrades).map((u) => u.effect),
      ...objectiveEffectIds(),
    ]);
    for (const id of registeredEffectIds()) expect(used.has(id), id).toBe(true);
  });

  it('each handler implements at least one hook', () => {
    for (const id of registeredEffectIds()) {
      const h = effectHandler(id);
      const hooks = Object.keys(h).filter((k) => !['id', 'kind', 'describe'].includes(k));
      expect(hooks.length, id).toBeGreaterThan(0);
    }
  });
});
