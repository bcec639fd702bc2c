/**
 * Every effect id the Armada content uses is registered in ARMADA_EFFECT_IDS under the kind of
 * card that carries it, and every registered id is used: the engine registers one handler per id.
 */
import { describe, expect, it } from 'vitest';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import {
  ARMADA_EFFECT_IDS,
  ARMADA_EFFECT_KINDS,
  allArmadaEffectIds,
  armadaEffectKind,
  isArmadaEffectId,
  type ArmadaEffectKind,
} from '../../src/games/armada/content/effect-ids.js';

const content = loadArmadaContent();

/** Every (kind, effect id, card) the content uses. */
function usedEffects(): Array<{ kind: ArmadaEffectKind; id: string; card: string }> {
  const out: Array<{ kind: ArmadaEffectKind; id: string; card: string }> = [];
  for (const d of Object.values(content.damageCards))
    out.push({ kind: 'damage-card', id: d.effect, card: d.id });
  for (const u of Object.values(content.upgrades))
    out.push({ kind: 'upgrade', id: u.effect, card: u.id });
  for (const o of Object.values(content.objectives)) {
    for (const section of [o.setup, o.special, o.endOfRound, o.endOfGame])
      if (section) out.push({ kind: 'objective', id: section.effect, card: o.id });
  }
  for (const q of Object.values(content.squadrons))
    if (q.ability) out.push({ kind: 'squadron-ability', id: q.ability.effect, card: q.id });
  return out;
}

describe('ARMADA_EFFECT_IDS', () => {
  it('M5, U6, O0, Q7: groups the ids by the four card kinds, each id under one kind with a description', () => {
    expect(ARMADA_EFFECT_KINDS).toEqual([
      'damage-card',
      'upgrade',
      'objective',
      'squadron-ability',
    ]);
    const all = allArmadaEffectIds();
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    for (const { kind, id } of all) {
      expect(armadaEffectKind(id)).toBe(kind);
      expect((ARMADA_EFFECT_IDS[kind] as Record<string, string>)[id]!.length).toBeGreaterThan(10);
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    expect(isArmadaEffectId('cannot-spend-accuracy', 'damage-card')).toBe(true);
    expect(isArmadaEffectId('cannot-spend-accuracy', 'upgrade')).toBe(false);
    expect(isArmadaEffectId('no-such-effect')).toBe(false);
  });

  it('M5: every faceup damage effect, upgrade, objective section and squadron ability has a registered id of its kind', () => {
    const used = usedEffects();
    expect(used.filter((u) => u.kind === 'damage-card')).toHaveLength(22);
    expect(used.filter((u) => u.kind === 'upgrade')).toHaveLength(17);
    expect(used.filter((u) => u.kind === 'squadron-ability').map((u) => u.card)).toEqual([
      'luke-skywalker',
      'howlrunner',
    ]);
    for (const u of used) expect(armadaEffectKind(u.id), `${u.card}: ${u.id}`).toBe(u.kind);
  });

  it('O1-O12: every objective has an effect id for each printed section', () => {
    for (const o of Object.values(content.objectives)) {
      const sections = [o.setup, o.special, o.endOfRound, o.endOfGame].filter(
        (s) => s !== undefined,
      );
      expect(sections.length, o.id).toBeGreaterThan(0);
      for (const s of sections) expect(isArmadaEffectId(s.effect, 'objective')).toBe(true);
    }
  });

  it('M9, U8, O0, Q7: lists no id that no card uses', () => {
    const used = new Set(usedEffects().map((u) => u.id));
    expect(
      allArmadaEffectIds()
        .map((e) => e.id)
        .filter((id) => !used.has(id)),
    ).toEqual([]);
  });
});
