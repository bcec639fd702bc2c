/**
 * Claiming Initiative: the team that lost a ship claims it; simultaneous losses on both
 * teams leave it where it is; an automated team never claims it.
 */
import { describe, expect, it } from 'vitest';
import { destroyShips } from '../../src/games/snap-ships/rules/damage.js';
import { stage } from '../helpers/stage.js';

const two = () =>
  stage({
    ships: [
      { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 20, y: 20, facing: 90 } },
      { preset: 'sabre-xb-04-light-bomber', side: 0, pose: { x: 40, y: 20, facing: 90 } },
      { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 20, y: 70, facing: -90 } },
      { preset: 'scarab-klaw-jammer', side: 1, pose: { x: 40, y: 70, facing: -90 } },
    ],
    format: 'dogfight-small',
  });

describe('Claiming Initiative', () => {
  it('the side that lost a ship claims initiative', () => {
    const st = two();
    st.ctx.state.initiative = 0;
    st.ship(2).hull = 0;
    destroyShips(st.ctx, [{ ship: st.ship(2), by: st.ship(0).id }]);
    expect(st.ctx.state.initiative).toBe(1);
  });

  it('ships of both sides destroyed at once: initiative stays', () => {
    const st = two();
    st.ctx.state.initiative = 0;
    st.ship(0).hull = 0;
    st.ship(2).hull = 0;
    destroyShips(st.ctx, [
      { ship: st.ship(0), by: st.ship(2).id },
      { ship: st.ship(2), by: st.ship(0).id },
    ]);
    expect(st.ctx.state.initiative).toBe(0);
    expect(st.ship(0).destroyed && st.ship(2).destroyed).toBe(true);
  });

  it('an automated team never claims initiative', () => {
    const st = two();
    st.ctx.state.initiative = 0;
    st.ctx.state.sides[1]!.automated = true;
    st.ship(3).hull = 0;
    destroyShips(st.ctx, [{ ship: st.ship(3), by: null }]);
    expect(st.ctx.state.initiative).toBe(0);
  });
});
