/**
 * -1 Action tokens gained at the end of an AI ship's own activation (rulebook "Special Damage
 * Token Effects": "At the end of the AI ship's activation, remove all of these tokens"; "4.
 * Resolve End-of-Activation Effects" such as missile impacts are part of the activation): a
 * token from a missile impact's critical hit in step 4 is removed with the others and does not
 * cut the ship's next activation.
 */
import { describe, expect, it } from 'vitest';
import { activateShip } from '../../src/games/snap-ships/rules/activation.js';
import { stageAi } from './ai-stage.js';

/**
 * The Example Turn staging (Interceptor card 2) with one light missile on the Scarab: its two
 * actions are the cockpit's missile row (+2 Evasion) and the fins; no die is rolled before the impact.
 */
function example(missileDie: number, critRoll: number) {
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
    // The missile die, then the AI critical hit location (Interceptor: 1 gives -1 Action, a crit Critical Damage).
    dice: [missileDie, critRoll],
  });
  const scarab = staged.ship(1);
  scarab.missiles = [{ kind: 'light', from: staged.ship(0).id, part: 'xr70-missile-pod' }];
  activateShip(staged.ctx, scarab);
  return { ...staged, scarab };
}

describe('-1 Action tokens from end-of-activation missile impacts', () => {
  it('are removed at the end of the same activation', () => {
    const { scarab, events, rng } = example(9, 1);
    expect(rng.faces).toHaveLength(0);
    expect(events.some((e) => e.type === 'missile-impact' && e.crits === 1)).toBe(true);
    expect(events.some((e) => e.type === 'crit' && e.ship === scarab.id && e.roll === 1)).toBe(
      true,
    );
    expect(scarab.ai!.minusAction).toBe(0);
  });
  it('a critical damage token from the same step stays (only players or leftover actions remove it)', () => {
    const { scarab } = example(9, 9);
    expect(scarab.ai!.criticalDamage).toBe(1);
    expect(scarab.ai!.minusAction).toBe(0);
  });
});
