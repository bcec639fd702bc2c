/**
 * ai/icon-plan.ts: each icon's kind (with its weapon's arc and range), the sequence's Ram icon
 * and each icon's next move, as the key tests they replace would find them, over every printed
 * AI row; one plan per sequence.
 */
import { describe, expect, it } from 'vitest';
import type { Icon } from '../../src/games/snap-ships/content/types.js';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { iconPlan } from '../../src/games/snap-ships/ai/icon-plan.js';

const KIND_KEYS = ['rotate', 'u_turn', 'move', 'evade', 'attack', 'launch'] as const;

function sequences(): Icon[][] {
  const out: Icon[][] = [];
  for (const deck of Object.values(loadContent().aiDecks))
    for (const card of deck.cards) {
      for (const row of card.rows) out.push(row.icons);
      for (const row of card.chassisMovement) out.push(row.icons);
    }
  return out;
}

describe('AI icon plans', () => {
  it('classify every printed sequence as the key tests do', () => {
    const all = sequences();
    expect(all.length).toBeGreaterThan(100);
    let rams = 0;
    let rotations = 0;
    for (const icons of all) {
      const plan = iconPlan(icons);
      expect(plan.steps.map((st) => st.kind)).toEqual(
        icons.map((i) => KIND_KEYS.find((k) => k in i) ?? 'other'),
      );
      plan.steps.forEach((st, n) => {
        const i = icons[n] as Record<string, any>;
        if (st.kind === 'rotate' || st.kind === 'move') expect(st.icon).toBe(i);
        if (st.kind === 'evade') expect(st.evade).toBe(i.evade);
        if (st.kind === 'attack')
          expect(st).toEqual({
            kind: 'attack',
            attack: i.attack,
            weapon: { arc: i.attack.arc, range: i.attack.range, purpose: 'attack' },
          });
        if (st.kind === 'launch')
          expect(st).toEqual({
            kind: 'launch',
            launch: i.launch,
            weapon: { arc: i.launch.arc, range: i.launch.range, purpose: 'launch' },
          });
      });
      expect(plan.ram).toBe(icons.find((i) => 'ram' in i));
      icons.forEach((_, n) =>
        expect(plan.nextMove[n]).toBe(icons.slice(n + 1).find((i) => 'move' in i)),
      );
      if (plan.ram) rams++;
      rotations += plan.steps.filter((st) => st.kind === 'rotate').length;
    }
    // The printed decks exercise both lookups.
    expect(rams).toBeGreaterThan(0);
    expect(rotations).toBeGreaterThan(0);
  });

  it('are computed once per sequence', () => {
    const icons: Icon[] = [
      { rotate: 45 },
      { move: 'S', directions: ['front'] },
      { ram: { dice: 2, accuracy: 3, damage: 1 } },
    ];
    const plan = iconPlan(icons);
    expect(iconPlan(icons)).toBe(plan);
    expect(plan).toEqual({
      steps: [
        { kind: 'rotate', icon: icons[0] },
        { kind: 'move', icon: icons[1] },
        { kind: 'other' },
      ],
      ram: icons[2],
      nextMove: [icons[1], undefined, undefined],
      weapon: null,
    });
    const attack = { arc: 'front-90', range: [1, 2] } as unknown as Extract<
      Icon,
      { attack: unknown }
    >['attack'];
    const armed: Icon[] = [{ rotate: 45 }, { attack }, { evade: 1 }];
    expect(iconPlan(armed).weapon).toEqual({
      arc: attack.arc,
      range: attack.range,
      purpose: 'attack',
    });
  });
});
