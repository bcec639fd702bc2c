import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GENERATED_ONLY_EFFECTS } from '../../src/games/snap-ships/ai/generated-kit.js';
import { EFFECT_IDS } from '../../src/games/snap-ships/content/effect-ids.js';
import { CONTENT_DIR, loadContent } from '../../src/games/snap-ships/content/load-content.js';
import type { Ability } from '../../src/games/snap-ships/content/types.js';

const db = loadContent();

/** Every {effect, params} object anywhere in the content YAML files (raw, not via the loader). */
function effectUses(): Array<{ file: string; effect: string; params?: Record<string, unknown> }> {
  const uses: Array<{ file: string; effect: string; params?: Record<string, unknown> }> = [];
  const walk = (file: string, node: unknown) => {
    if (Array.isArray(node)) node.forEach((n) => walk(file, n));
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (typeof o['effect'] === 'string')
        uses.push({
          file,
          effect: o['effect'],
          params: o['params'] as Record<string, unknown> | undefined,
        });
      Object.values(o).forEach((n) => walk(file, n));
    }
  };
  for (const file of readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.yaml')))
    walk(file, parse(readFileSync(join(CONTENT_DIR, file), 'utf8')));
  return uses;
}

const allAbilities = (): Array<{ card: string; ability: Ability }> => [
  ...Object.values(db.chassis).flatMap((c) =>
    c.abilities.map((ability) => ({ card: c.id, ability })),
  ),
  ...Object.entries(db.parts).flatMap(([key, p]) =>
    [...p.abilities, ...p.disabled.abilities].map((ability) => ({ card: key, ability })),
  ),
];

describe('effect ids', () => {
  it('every effect id the YAML uses is registered, and every registered id is used', () => {
    // Plus the readings only generated decks use.
    const used = new Set([...effectUses().map((u) => u.effect), ...GENERATED_ONLY_EFFECTS]);
    expect([...used].filter((id) => !(id in EFFECT_IDS))).toEqual([]);
    expect(Object.keys(EFFECT_IDS).filter((id) => !used.has(id))).toEqual([]);
    expect(used.size).toBe(Object.keys(EFFECT_IDS).length);
  });

  it('every params key is documented in its effect description', () => {
    const undocumented = effectUses().flatMap((u) =>
      Object.keys(u.params ?? {})
        .filter((k) => !EFFECT_IDS[u.effect as keyof typeof EFFECT_IDS].includes(`{${k}`))
        .map((k) => `${u.effect}.${k}`),
    );
    expect([...new Set(undocumented)]).toEqual([]);
  });

  it('every printed text the icons do not express has an effect (M5 Metal Storm\'s "X = range to target" is accuracy: X)', () => {
    const missing = allAbilities()
      .filter(
        ({ ability: a }) =>
          a.text &&
          !a.effect &&
          !(a.repair && a.text === 'Repair this card by flipping it face-up.'),
      )
      .map(({ card, ability }) => `${card}: ${ability.text}`);
    expect(missing).toEqual(['forge/m5-metal-storm: X = range to target']);
    const m5 = db.parts['forge/m5-metal-storm']!.abilities[0]!.icons![0]!;
    expect('attack' in m5 && m5.attack.accuracy).toBe('X');
  });

  it('the same printed text always gets the same effect and params', () => {
    const byText = new Map<string, string>();
    for (const { card, ability } of allAbilities()) {
      if (!ability.text) continue;
      const fx = JSON.stringify([ability.effect, ability.params]);
      const key = ability.text.replace(/\.$/, '');
      const seen = byText.get(key);
      if (seen === undefined) byText.set(key, fx);
      else expect([card, fx]).toEqual([card, seen]);
    }
    expect(byText.size).toBeGreaterThan(50);
  });

  it('plain REPAIR actions are repair: true without an effect; the no-repair-same-activation ones carry it', () => {
    for (const p of Object.values(db.parts)) {
      for (const a of p.disabled.abilities.filter((x) => x.repair)) {
        expect([p.id, a.effect]).toEqual([
          p.id,
          a.text!.includes('same activation') ? 'repair-not-same-activation' : undefined,
        ]);
      }
    }
    expect(
      Object.values(db.parts)
        .filter((p) => p.repairCost === null)
        .map((p) => p.id)
        .sort(),
    ).toEqual(['bf-bulkhead', 'k2-radiator-array', 'kp-bulkhead', 'ram-spike']);
  });

  it('uses the ids the lead engineer expects for the named cards', () => {
    const fx = (key: string, i = 0) => db.parts[key]!.abilities[i]!;
    expect(fx('forge/xf-25-cockpit')).toMatchObject({
      effect: 'reroll-attack-dice',
      params: { max: 2, costPerDie: 1 },
    });
    expect(fx('forge/mx-massdriver-shotgun')).toMatchObject({ effect: 'convert-8s-to-crit' });
    expect(fx('forge/small-exhaust')).toMatchObject({
      effect: 'extra-vent-heat',
      params: { amount: 1 },
    });
    expect(fx('forge/bf-bulkhead', 1)).toMatchObject({ effect: 'setup-gain-hull-size' });
    expect(fx('komplex/scarab-cockpit')).toMatchObject({
      effect: 'give-evasion',
      params: { amount: 2, range: 1 },
    });
    expect(fx('forge/xre-extender', 1)).toMatchObject({
      effect: 'equip-size-limit',
      params: { maxSize: 4 },
    });
    expect(db.chassis['sabre-xf-23-fighter']!.abilities[0]!.effect).toBe(
      'choose-crit-location-if-none-disabled',
    );
    expect(db.chassis['rl-55-assault-drone']!.chassisAction).toMatchObject({
      effect: 'repeat-chassis-movement',
      params: { times: 2 },
    });
  });
});
