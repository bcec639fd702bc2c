import { it } from 'vitest';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { EFFECT_IDS } from '../../src/games/snap-ships/content/effect-ids.js';
import { installEffects } from '../../src/games/snap-ships/effects/index.js';
import { registeredEffectIds, effectHandler } from '../../src/games/snap-ships/effects/registry.js';
it('explore', () => {
  installEffects();
  const db = loadContent();
  const reg = registeredEffectIds();
  console.log('registered', reg.length, 'of', Object.keys(EFFECT_IDS).length);
  for (const id of reg) console.log(id, Object.keys(effectHandler(id)).filter(k => k !== 'id' && k !== 'describe').join(','));
  console.log('missing', Object.keys(EFFECT_IDS).filter(i => !reg.includes(i)).join(' '));
  const kinds: Record<string, number> = {};
  for (const p of Object.values(db.parts)) {
    for (const [side, abs] of [['front', p.abilities], ['disabled', p.disabled.abilities]] as const)
      for (const a of abs) { const k = `${side}:${a.kind}:${a.effect ? 'fx' : 'nofx'}:${a.repair ? 'repair' : ''}`; kinds[k] = (kinds[k] ?? 0) + 1; }
  }
  console.log(kinds);
  for (const p of Object.values(db.parts)) for (const a of p.disabled.abilities) if (!a.repair) console.log('disabled non-repair', p.faction, p.id, a.kind, a.header, a.effect);
  for (const p of Object.values(db.parts)) for (const a of p.abilities) if (a.kind !== 'action' && !a.effect) console.log('nonaction nofx', p.id, a.kind, a.header, a.text);
  for (const c of Object.values(db.chassis)) console.log(c.id, c.faction, c.type, c.size, c.points, JSON.stringify(c.slots), c.abilities.map(a => a.effect).join(','), c.chassisAction.effect ?? '');
  console.log(Object.values(db.missiles).map(m => m.effect), Object.values(db.terrain).map(t => t.effect));
  const dupIds = Object.values(db.parts).filter(p => db.parts[`${p.faction === 'forge' ? 'komplex' : 'forge'}/${p.id}`]).map(p => p.faction + '/' + p.id);
  console.log('both', dupIds);
});
