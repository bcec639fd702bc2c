/**
 * Special damage tokens (rulebook "Special Damage Token Effects") and the part action
 * count: -1 action tokens reduce the actions of the next activation, apply at once when
 * gained during the activation, and are removed at its end; critical damage tokens let the
 * opponents prevent a row (AI-vs-AI rule: the first attack row); actions left with no row
 * to perform remove critical damage tokens, then heat.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { aiDeckController } from '../../src/games/snap-ships/ai/controller.js';
import { partActions } from '../../src/games/snap-ships/ai/activation.js';
import { activateShip } from '../../src/games/snap-ships/rules/activation.js';
import type { GameEvent } from '../../src/games/snap-ships/state/events.js';
import { stageAi } from './ai-stage.js';

const parts = (events: GameEvent[]): string[] =>
  events
    .filter((e): e is Extract<GameEvent, { type: 'action' }> => e.type === 'action')
    .map((e) => e.part);

/** The Example Turn staging (card 2: two part actions, fins then laser). */
function example(
  opts: {
    minusAction?: number;
    criticalDamage?: number;
    opponentAi?: boolean;
    dice?: number[];
  } = {},
) {
  const staged = stageAi({
    ships: [
      { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 75, y: 5, facing: 135 }, evasion: 2 },
      {
        preset: 'scarab-klaw-interceptor',
        side: 1,
        pose: { x: 45, y: 20, facing: 90 },
        ai: true,
        deck: [2, 1, 3, 4],
      },
    ],
    dice: opts.dice ?? [3, 6],
  });
  const scarab = staged.ship(1);
  scarab.ai!.minusAction = opts.minusAction ?? 0;
  scarab.ai!.criticalDamage = opts.criticalDamage ?? 0;
  if (opts.opponentAi)
    staged.ctx.controllers[staged.ship(0).id] = Object.assign(aiDeckController(new Rng('opp')), {
      seen: [],
    });
  activateShip(staged.ctx, scarab);
  return { ...staged, scarab, sabre: staged.ship(0) };
}

describe('-1 action tokens', () => {
  it('each token held at activation removes one part action; all are removed at the end', () => {
    const one = example({ minusAction: 1 });
    expect(parts(one.events)).toEqual(['maneuvering-fins']);
    expect(one.scarab.ai!.minusAction).toBe(0);
    const two = example({ minusAction: 2 });
    expect(parts(two.events)).toEqual([]);
    expect(two.scarab.ai!.minusAction).toBe(0);
  });

  it('a token gained during the activation applies at once (a collision crit cuts the third action)', () => {
    // Interceptor card 4 (3 actions): row 1 (Range 2-4+) moves L into the Sabre. The Sabre's collision die
    // rolls a crit; the AI's crit roll 1 gives a -1 action token: only one more row follows.
    const stageIt = (dice: number[]) => {
      const staged = stageAi({
        ships: [
          { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 62.5, facing: -90 } },
          {
            preset: 'scarab-klaw-interceptor',
            side: 1,
            pose: { x: 45, y: 30, facing: 90 },
            ai: true,
            deck: [4, 1, 2, 3],
          },
        ],
        // AI collision dice, Sabre collision dice, the AI's collision reroll, then the crit location roll.
        dice,
      });
      activateShip(staged.ctx, staged.ship(1));
      return staged;
    };
    const hit = stageIt([0, 0, 0, 0, 9, 0, 0, 0, 0, 1]);
    expect(hit.events.find((e) => e.type === 'collision')).toBeDefined();
    expect(parts(hit.events)).toHaveLength(2);
    expect(parts(hit.events)[0]).toBe('fb3-tri-thruster');
    expect(hit.ship(1).ai!.minusAction).toBe(0);
    const clean = stageIt([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parts(clean.events)).toHaveLength(3);
  });
});

describe('critical damage tokens', () => {
  it('AI-vs-AI rule: the opposing controller spends a token to prevent the first attack row (still one of the actions)', () => {
    const { events, scarab, sabre } = example({ criticalDamage: 1, opponentAi: true });
    expect(parts(events)).toEqual(['maneuvering-fins']);
    expect(events.some((e) => e.type === 'attack')).toBe(false);
    expect(scarab.ai!.criticalDamage).toBe(0);
    expect(sabre.hull).toBe(15);
  });

  it('the decision goes to the opponents; declining lets the row resolve and keeps the token', () => {
    const { events, scarab, controllers, sabre } = example({ criticalDamage: 1 });
    const asked = controllers[sabre.id]!.seen.filter((d) => d.kind === 'use-effect');
    expect(asked).toHaveLength(2); // once per row while a token is held (fins, then laser)
    expect(asked[1]!.context).toMatchObject({
      rule: 'cancel-ai-row',
      aiShip: scarab.id,
      attack: true,
    });
    expect(asked[0]!.context).toMatchObject({ attack: false });
    expect(parts(events)).toEqual(['maneuvering-fins', 'cpl-2-mantis-laser']);
    expect(scarab.ai!.criticalDamage).toBe(1);
  });
});

describe('leftover actions', () => {
  it('with no row to perform, the remaining actions remove critical damage tokens, then heat', () => {
    // Sabre XF-23 card 2: every row is conditional; with no enemy in play none applies (3 actions left).
    const staged = stageAi({
      ships: [
        { preset: 'scarab-klaw-interceptor', side: 0, pose: null },
        { preset: 'sabre-xf-23-fighter', side: 1, pose: { x: 45, y: 45, facing: 90 }, ai: true },
      ],
    });
    const s = staged.ship(1);
    const card = staged.ctx.content.aiDecks['sabre-xf-23-fighter']!.cards.find(
      (c) => c.number === 2,
    )!;
    s.ai!.current = 2;
    s.ai!.criticalDamage = 2;
    s.ai!.heat = 4;
    partActions(staged.ctx, s, card);
    expect([s.ai!.criticalDamage, s.ai!.heat]).toEqual([0, 3]);
    s.ai!.criticalDamage = 5;
    s.ai!.heat = 4;
    partActions(staged.ctx, s, card);
    expect([s.ai!.criticalDamage, s.ai!.heat]).toEqual([2, 4]);
    expect(parts(staged.events)).toEqual([]);
  });
});
