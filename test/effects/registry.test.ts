/**
 * The effect registry against the content: every effect id any content YAML uses
 * (chassis abilities, chassisAction.effect, part fronts and disabled sides, missile
 * tokens, terrain, torpedo tokens, automated decks) has a registered handler that
 * implements at least one hook, every registered id is used by some content, part-card
 * ids have real handlers (not automated-ship fallbacks), and every part-card id has a
 * staged scenario test in this folder.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GENERATED_ONLY_EFFECTS } from '../../src/games/snap-ships/ai/generated-kit.js';
import { EFFECT_IDS } from '../../src/games/snap-ships/content/effect-ids.js';
import { CONTENT_DIR, loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { installEffects } from '../../src/games/snap-ships/effects/index.js';
import { effectHandler, registeredEffectIds } from '../../src/games/snap-ships/effects/registry.js';

installEffects();
const db = loadContent();

/** Every `effect:` string anywhere in a content YAML file, by file. */
function yamlEffectIds(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  const walk = (ids: Set<string>, node: unknown): void => {
    if (Array.isArray(node)) node.forEach((n) => walk(ids, n));
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (typeof o['effect'] === 'string') ids.add(o['effect']);
      Object.values(o).forEach((n) => walk(ids, n));
    }
  };
  for (const file of readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.yaml'))) {
    const ids = new Set<string>();
    walk(ids, parse(readFileSync(join(CONTENT_DIR, file), 'utf8')));
    byFile.set(file, ids);
  }
  return byFile;
}

/** Effect ids reached through the loaded part-card content (not the automated decks). */
function partCardIds(): Set<string> {
  const ids = new Set<string>();
  const add = (id?: string) => id && ids.add(id);
  for (const c of Object.values(db.chassis)) {
    c.abilities.forEach((a) => add(a.effect));
    add(c.chassisAction.effect);
  }
  for (const p of Object.values(db.parts)) {
    for (const a of [...p.abilities, ...p.disabled.abilities]) {
      add(a.effect);
      for (const i of a.icons ?? []) if ('launch' in i) add(i.launch.token?.effect);
    }
  }
  Object.values(db.missiles).forEach((m) => add(m.effect));
  Object.values(db.terrain).forEach((t) => add(t.effect));
  return ids;
}

const HOOKS_IGNORED = new Set(['id', 'describe']);

describe('effect registry', () => {
  const byFile = yamlEffectIds();
  // Plus the readings only generated decks use.
  const used = new Set([...[...byFile.values()].flatMap((s) => [...s]), ...GENERATED_ONLY_EFFECTS]);

  it('the ids the content YAML uses and the registered ids are the same set', () => {
    const registered = registeredEffectIds();
    expect([...used].filter((id) => !registered.includes(id)).sort()).toEqual([]);
    expect(registered.filter((id) => !used.has(id))).toEqual([]);
    expect(registered.length).toBe(used.size);
  });

  it('the loaded part-card content reaches the same ids as its YAML files (chassis actions, disabled sides, tokens, missiles, terrain)', () => {
    const fromYaml = new Set(
      [
        'chassis.yaml',
        'parts-forge.yaml',
        'parts-komplex.yaml',
        'missiles.yaml',
        'terrain.yaml',
      ].flatMap((f) => [...(byFile.get(f) ?? [])]),
    );
    expect([...partCardIds()].sort()).toEqual([...fromYaml].sort());
    expect(partCardIds().has('repeat-chassis-movement')).toBe(true);
    expect(partCardIds().has('damage-equals-target-size')).toBe(true);
    expect(partCardIds().has('cannot-be-repaired')).toBe(true);
  });

  it('every part-card id has a handler that implements a hook', () => {
    const bad: string[] = [];
    for (const id of partCardIds()) {
      const h = effectHandler(id);
      const hooks = Object.keys(h).filter(
        (k) =>
          !HOOKS_IGNORED.has(k) &&
          typeof (h as unknown as Record<string, unknown>)[k] === 'function',
      );
      if (hooks.length === 0) bad.push(id);
    }
    expect(bad).toEqual([]);
    expect(partCardIds().size).toBe(
      Object.keys(EFFECT_IDS).filter((id) => !id.startsWith('ai-')).length,
    );
  });

  it('every part-card id has a staged scenario test here (a describe block named by the id)', () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    const text = readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts') && f !== 'registry.test.ts')
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const missing = [...partCardIds()].filter((id) => !text.includes(`describe('${id}'`)).sort();
    expect(missing).toEqual([]);
  });
});
