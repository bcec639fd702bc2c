/**
 * Part usage counts ships that join mid-game (Last Stand waves 2 and 3) and parts added
 * later (salvage), not only what was present at setup.
 */
import { describe, expect, it } from 'vitest';
import { partUsage } from '../../src/games/snap-ships/metrics.js';
import { stage } from '../helpers/stage.js';

describe('part usage with arriving ships', () => {
  it('a ship added after setup gets its own rows when it acts', () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 60, facing: -90 } },
      ],
    });
    const state = st.ctx.state;
    const c = partUsage.start({ state });
    // A wave ship arrives: a copy of the Scarab with a new id.
    const wave = { ...structuredClone(state.ships[1]!), id: 's2z', name: 'Wave Scarab' };
    state.ships.push(wave);
    c.on({
      type: 'action',
      ship: 's2z',
      part: 'c6-3-gatling-gun',
      ability: 0,
      header: 'ATTACK',
      power: 2,
      heat: 1,
    });
    c.on({
      type: 'damage',
      ship: 's1a',
      amount: 3,
      source: 'x',
      by: 's2z',
      part: 'c6-3-gatling-gun',
      kind: 'attack',
    });
    c.on({ type: 'action', ship: 'nobody', part: 'x', ability: 0, header: 'X', power: 0, heat: 0 });
    const rows = c.finish();
    const waveRow = rows.find((r) => r[1] === 'Wave Scarab' && r[2] === 'c6-3-gatling-gun');
    expect(waveRow?.slice(3, 5)).toEqual([1, 3]);
    expect(rows.some((r) => r[2] === 'x')).toBe(false);
    expect(rows).toHaveLength(state.ships[0]!.parts.length + state.ships[1]!.parts.length + 1);
  });
});
