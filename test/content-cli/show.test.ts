/**
 * `sortie show <id>` and the card boxes in words.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import type { Ability, Icon } from '../../src/games/snap-ships/content/types.js';
import {
  abilityLines,
  costText,
  effectText,
  iconText,
} from '../../src/games/snap-ships/content-cli/ability-text.js';
import { closestIds, showContent } from '../../src/games/snap-ships/content-cli/show-content.js';
import { runCaptured } from './cli-capture.js';

const db = loadContent();

describe('icons and costs in words', () => {
  const cases: Array<[Icon, string]> = [
    [{ rotate: 1 }, 'rotate up to 45°'],
    [{ rotate: 2, ai: 'face' }, 'rotate up to 90° towards the target'],
    [{ u_turn: true }, 'U-turn (0° or 180°)'],
    [{ move: 'L', directions: ['front'] }, 'move L front'],
    [{ move: 'S', directions: ['front-left', 'front-right'] }, 'move S front-left/front-right'],
    [{ evade: 1 }, '+1 evasion'],
    [{ vent: { heat: 2 } }, 'vent 2 heat'],
    [{ vent: { any: 1 } }, 'vent 1 power or heat'],
    [
      { attack: { arc: 'front-90', range: [1, 2], dice: 4, accuracy: 2, damage: 1 } },
      'attack (front 90° arc, range 1–2): 4 dice, accuracy 2+, 1 damage per hit',
    ],
    [
      { attack: { arc: 'line', range: [1, 1], dice: 1, accuracy: 'X', damage: 3 } },
      'attack (line arc, range 1): 1 die, accuracy X = range to target, 3 damage per hit',
    ],
    [{ ram: { dice: 2, accuracy: 2, damage: 2 } }, 'ram: 2 dice, accuracy 2+, 2 damage per hit'],
    [{ anti_missile: { modifier: 0 } }, 'anti-missile roll'],
    [{ anti_missile: { modifier: -1 } }, 'anti-missile roll (missile quality -1)'],
    [
      { launch: { missile: 'light', count: 4, arc: 'front-180', range: [2, 3] } },
      'launch 4 light missiles (front 180° arc, range 2–3)',
    ],
    [
      { target: { arc: 'line', range: [1, 4], evasion: -1 } },
      "target (line arc, range 1–4): target's evasion -1",
    ],
    [{ hack: { arc: '360', range: [1, 1], count: 1 } }, 'hack x1 (360° arc, range 1)'],
  ];
  it.each(cases)('%j reads "%s"', (icon, text) => {
    expect(iconText(icon)).toBe(text);
  });

  it('costs: power and heat, free, and the "?" cost', () => {
    expect(costText({ power: 2, heat: 1 })).toBe('2 power, 1 heat');
    expect(costText({})).toBe('free');
    expect(costText(undefined)).toBe('free');
    expect(costText({ variable: true })).toBe('? power');
  });

  it('effect descriptions get their parameters filled in', () => {
    expect(effectText('reduce-hit-number', { amount: 1, targetRange: [1, 1] })).toBe(
      'Own Attack actions get hit number -1; optional targetRange [1,1] or {targetInArc} restrict when (passive-mount: only attacks by the mounted part).',
    );
    expect(effectText('not-an-effect', {})).toBe('(unknown effect not-an-effect)');
  });

  it('a whole box: header, cost, icons, then text, effect and timing', () => {
    const a: Ability = {
      kind: 'action',
      header: 'MOVE',
      cost: { power: 2 },
      icons: [{ rotate: 1 }, { move: 'L', directions: ['front'] }],
      text: 'Then vent.',
      effect: 'disable-this-part',
      timing: 'After the icons.',
    };
    expect(abilityLines(a, { timing: true })).toEqual([
      'MOVE (2 power): rotate up to 45°, move L front',
      '  text: Then vent.',
      `  effect disable-this-part: ${effectText('disable-this-part', undefined)}`,
      '  timing: After the icons.',
    ]);
    const passive: Ability = {
      kind: 'passive',
      header: 'PASSIVE',
      text: 'Setup: Gain +1 Hull.',
      effect: 'setup-gain-hull',
      params: { amount: 1 },
    };
    expect(abilityLines(passive)[0]).toBe('PASSIVE: Setup: Gain +1 Hull.');
    expect(abilityLines(passive)[1]).toBe(
      "  effect setup-gain-hull {amount: 1}: Setup: the ship's starting hull +1.",
    );
  });
});

describe('showContent', () => {
  it('a chassis: stats, chassis action in words, slots, ability, preset build', () => {
    const r = showContent(db, 'sabre-xf-23-fighter');
    expect(r.found).toBe(true);
    if (!r.found) return;
    const text = r.lines.join('\n');
    expect(text).toContain('Sabre XF-23 Fighter (sabre-xf-23-fighter): forge ship');
    expect(text).toContain('size 4, hull 15, power 7, points 4');
    expect(text).toContain(
      'chassis action: evasion 2, vent 5, movement: rotate up to 45°, move L front',
    );
    expect(text).toContain('part slots: 1 cockpit, 1 thruster, 1 wing, 3 systems');
    expect(text).toContain('effect choose-crit-location-if-none-disabled');
    expect(text).toContain('  6. xr70-missile-pod (systems): XR70 Missile Pod');
    expect(text).toContain('automated (AI) deck');
  });

  it('a part: front and disabled side in words, the presets using it, uncertain notes', () => {
    const r = showContent(db, 'xf-25-cockpit');
    if (!r.found) throw new Error(r.message);
    const text = r.lines.join('\n');
    expect(text).toContain('XF-25 Cockpit (forge/xf-25-cockpit): forge cockpit part');
    expect(text).toContain('REACTION (? power): When you perform an Attack action');
    expect(text).toMatch(/disabled side:\n {2}REPAIR \(2 power\): Repair this card/);
    expect(text).toContain(
      'used by presets: sabre-xf-23-fighter (slot 1), sabre-xb-04-light-bomber (slot 1)',
    );
    expect(text).toContain('uncertain (best readings');
    expect(text).toContain('set number');
  });

  it('an attack part reads its icons, and a part no one presets says none', () => {
    const mk16 = showContent(db, 'mk16-autocannon');
    if (!mk16.found) throw new Error(mk16.message);
    expect(mk16.lines).toContain(
      '  ATTACK (2 power): attack (front 90° arc, range 1–2): 4 dice, accuracy 2+, 1 damage per hit',
    );
    expect(mk16.lines).toContain('  ANTI-MISSILE (2 power, 1 heat): anti-missile roll');
    const gunship = showContent(db, 'gunship-cockpit');
    if (!gunship.found) throw new Error(gunship.message);
    expect(gunship.lines).toContain('used by presets: none');
  });

  it('a part in both factions shows both cards; faction/id shows one', () => {
    const both = showContent(db, 'maneuvering-fins');
    if (!both.found) throw new Error(both.message);
    expect(both.lines[0]).toContain('exists in 2 factions (forge and komplex)');
    expect(both.lines.filter((l) => l.startsWith('Maneuvering Fins ('))).toEqual([
      expect.stringContaining('(forge/maneuvering-fins)'),
      expect.stringContaining('(komplex/maneuvering-fins)'),
    ]);
    const one = showContent(db, 'komplex/maneuvering-fins');
    if (!one.found) throw new Error(one.message);
    expect(one.lines.filter((l) => l.startsWith('Maneuvering Fins ('))).toHaveLength(1);
  });

  it('a part that cannot be repaired says so, and its disabled side shows the passive', () => {
    const r = showContent(db, 'bf-bulkhead');
    if (!r.found) throw new Error(r.message);
    expect(r.lines).toContain('  repair cost: cannot be repaired');
    expect(r.lines.join('\n')).toMatch(
      /disabled side:\n {2}PASSIVE: This part cannot be repaired\./,
    );
  });

  it('finds cards by name, layouts, terrain types and missiles', () => {
    expect(showContent(db, 'Sabre XF-23 Fighter').found).toBe(true);
    const layout = showContent(db, 'layout-3');
    expect(layout.found && layout.lines[0]).toBe(
      'Terrain layout 3: four corners (9 tiles; 5-tile formats use the first 5)',
    );
    const ice = showContent(db, 'ice-cloud');
    expect(ice.found && ice.lines[0]).toBe('Ice Cloud (ice-cloud): soft cover');
    const heat = showContent(db, 'heat-missile');
    expect(heat.found && heat.lines[0]).toContain(
      'Heat Missile: quality 5, 1 die, accuracy 0+, 1 damage per hit',
    );
  });

  it('unknown ids get the closest ids', () => {
    const r = showContent(db, 'mk16-autocanon');
    expect(r.found).toBe(false);
    if (r.found) return;
    expect(r.suggestions).toContain('mk16-autocannon');
    expect(r.message).toMatch(/^unknown id "mk16-autocanon"; did you mean .*"mk16-autocannon"/);
    expect(closestIds('sabre-xf23-fighter', ['sabre-xf-23-fighter', 'scarab-klaw-jammer'])[0]).toBe(
      'sabre-xf-23-fighter',
    );
  });
});

describe('sortie show', () => {
  it('prints a chassis', async () => {
    const r = await runCaptured(['show', 'scarab-klaw-interceptor']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Scarab KLAW Interceptor (scarab-klaw-interceptor): komplex ship');
    expect(r.out).toContain('preset build');
  });

  it('exits 1 with a did-you-mean for an unknown id', async () => {
    const r = await runCaptured(['show', 'scarab-klaw-intercepter']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain('did you mean "scarab-klaw-interceptor"');
  });
});
