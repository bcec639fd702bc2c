/**
 * Missile tokens that hit a ship already brought to 0 hull by earlier tokens of the same
 * group (rulebook "Missile Impacts", steps 5 Deal Damage and 8 Discard): they deal nothing,
 * so no "takes 0 damage" line or 0-damage event is reported, and the destruction is credited
 * to the launcher of the token that dealt the last hull point.
 */
import { describe, expect, it } from 'vitest';
import { resolveMissileImpacts } from '../../src/games/snap-ships/rules/missiles.js';
import { stage } from '../helpers/stage.js';

function impact() {
  const staged = stage({
    ships: [
      { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 20, y: 10, facing: 90 } },
      { preset: 'sabre-xb-04-light-bomber', side: 0, pose: { x: 70, y: 10, facing: 90 } },
      {
        preset: 'scarab-klaw-interceptor',
        side: 1,
        pose: { x: 45, y: 70, facing: -90 },
        hull: 3,
        evasion: 3,
      },
    ],
    // Every token hits (hit number 0 + Evasion 3): 2 damage each.
    dice: [8, 8, 8],
  });
  staged.ctx.logging = true;
  const [a, b, d] = [staged.ship(0), staged.ship(1), staged.ship(2)];
  d.missiles = [
    { kind: 'light', from: a.id, part: 'xr70-missile-pod' },
    { kind: 'light', from: a.id, part: 'xr70-missile-pod' },
    { kind: 'light', from: b.id, part: 'xr70-missile-pod' },
  ];
  resolveMissileImpacts(staged.ctx, d);
  return { ...staged, a, b, d };
}

describe('missile tokens after the defender reaches 0 hull', () => {
  it('report no damage', () => {
    const { events, d } = impact();
    expect(d.destroyed).toBe(true);
    const damage = events.filter((e) => e.type === 'damage');
    expect(damage.map((e) => (e.type === 'damage' ? e.amount : -1))).toEqual([2, 1]);
    const lines = events.flatMap((e) => (e.type === 'log' ? [e.text] : []));
    expect(lines.some((l) => /takes 0 damage/.test(l))).toBe(false);
  });
  it('credit the destruction to the token that dealt the last hull point', () => {
    const { events, a } = impact();
    expect(events.find((e) => e.type === 'destroyed')).toMatchObject({ by: a.id });
  });
});
