/**
 * Staged scenarios for terrain entry effects (effects/terrain-effects.ts) and ships'
 * terrain abilities (effects/terrain-ship-effects.ts).
 */
import { describe, expect, it } from 'vitest';
import { CRIT } from '../../src/core/rng.js';
import type { TerrainType } from '../../src/games/snap-ships/content/types.js';
import { chassisAction } from '../../src/games/snap-ships/rules/activation.js';
import { moveShip } from '../../src/games/snap-ships/rules/movement.js';
import { missileCover } from '../../src/games/snap-ships/rules/terrain.js';
import { stage, type Script, type StagedShip } from '../helpers/stage.js';
import { act, byKind, eventsOf, tokens } from './effect-helpers.js';

const tile = (type: TerrainType, x = 45, y = 40) => ({ type, x, y, rotation: 0 });
const farScarab: StagedShip = {
  preset: 'scarab-klaw-interceptor',
  side: 1,
  pose: { x: 80, y: 85, facing: -90 },
};

/** A Sabre XR-01 at (45, 20) makes the SDU-14's rotate + L move into a tile centred at (45, 40). */
function sabreEnters(
  type: TerrainType,
  others: StagedShip[] = [farScarab],
  script?: Script,
  prep?: (st: ReturnType<typeof stage>) => void,
) {
  const st = stage({
    ships: [
      { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 20, facing: 90 } },
      ...others,
    ],
    terrain: [tile(type)],
    scripts: script ? { s1a: script } : undefined,
  });
  prep?.(st);
  act(st.ctx, st.ship(0), 'sdu-14-jump-engine', 'MOVE');
  return st;
}

describe('debris-cloud-entry', () => {
  it('entering a Debris Cloud gives +1 evasion', () => {
    const { ship, events } = sabreEnters('debris-cloud');
    expect(eventsOf(events, 'terrain')).toEqual([
      {
        type: 'terrain',
        ship: 's1a',
        tile: 0,
        terrain: 'debris-cloud',
        effect: 'debris-cloud-entry',
      },
    ]);
    expect(ship(0).evasion).toBe(3);
  });
});

describe('ice-cloud-entry', () => {
  it("entering an Ice Cloud vents 1 cube of the controller's choice", () => {
    const { ship } = sabreEnters(
      'ice-cloud',
      [farScarab],
      byKind({ 'terrain-vent': { value: { part: 5, color: 'heat' } } }),
      (st) => {
        st.ship(0).parts[5]!.heat = 1;
      },
    );
    expect(ship(0).parts[5]!.heat).toBe(0);
    expect(ship(0).parts[1]!.power).toBe(2);
  });
});

describe('tychos-rift-entry', () => {
  it("entering Tycho's Rift slings the ship a further L move in its direction of travel", () => {
    const { ship, events } = sabreEnters('tychos-rift');
    expect(eventsOf(events, 'move').map((e) => [e.source, Math.round(e.to.y)])).toEqual([
      ['sdu-14-jump-engine', 36],
      ['tychos-rift', 52],
    ]);
    expect(ship(0).pose!.facing).toBe(90);
  });
});

describe('asteroid-field-entry', () => {
  it("entering an Asteroid Field makes a free anti-missile roll against the ship's own missiles", () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xr-01-fast-recon', side: 0, pose: { x: 45, y: 20, facing: 90 } },
        farScarab,
      ],
      terrain: [tile('asteroid-field')],
      dice: [CRIT, 1],
    });
    st.ship(0).missiles = tokens('light', 2, 's2a');
    act(st.ctx, st.ship(0), 'sdu-14-jump-engine', 'MOVE');
    expect(eventsOf(st.events, 'anti-missile')[0]).toMatchObject({
      ship: 's1a',
      target: 's1a',
      part: null,
      dice: [CRIT, 1],
      destroyed: 1,
    });
    expect(st.ship(0).missiles).toHaveLength(1);
  });
});

describe('terrain-entry-evade', () => {
  it("Wasp Deep Recon: +1 evasion on each tile it enters, on top of the tile's own effect (and even when that is denied)", () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 10, y: 10, facing: 90 } },
        { preset: 'wasp-klaw-deep-recon', side: 1, pose: { x: 45, y: 20, facing: 90 } },
      ],
      terrain: [tile('debris-cloud', 45, 40), tile('ice-cloud', 45, 75)],
    });
    const wasp = st.ship(1);
    moveShip(st.ctx, wasp, 90, 16, 'test');
    expect(wasp.evasion).toBe(3 + 1 + 1);
    moveShip(st.ctx, wasp, 90, 34, 'test');
    expect(wasp.evasion).toBe(5 + 1);
    expect(eventsOf(st.events, 'evasion').map((e) => e.source)).toEqual([
      'wasp-klaw-deep-recon',
      'debris-cloud',
      'wasp-klaw-deep-recon',
    ]);
  });
});

describe('deny-cover-in-shared-tile', () => {
  const run = (droneX: number) => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 45, y: 30, facing: 90 } },
        { preset: 'sr-12-recon-drone', side: 0, pose: { x: droneX, y: 50, facing: 90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 58, facing: -90 } },
      ],
      terrain: [tile('asteroid-field', 45, 52)],
      dice: [5, 5, 5, 5],
    });
    act(st.ctx, st.ship(0), 'mk16-autocannon', 'ATTACK');
    return {
      attack: eventsOf(st.events, 'attack')[0]!,
      missiles: missileCover(st.ctx, st.ship(2)),
    };
  };

  it("SR-12 Recon Drone in the Scarab's tile: the Scarab gets no hard cover from the attack or for missile impacts", () => {
    expect(run(55)).toEqual({
      attack: expect.objectContaining({ cover: 'none', hits: 4, damage: 4 }),
      missiles: { soft: false, hard: false },
    });
  });

  it('with the drone outside the tile, the asteroid field gives hard cover', () => {
    expect(run(85)).toEqual({
      attack: expect.objectContaining({ cover: 'hard', hits: 4, damage: 3 }),
      missiles: { soft: false, hard: true },
    });
  });
});

describe('deny-terrain-entry-in-shared-tile', () => {
  it('K-JAM Disruption Drone in a Debris Cloud: an enemy entering it gains nothing', () => {
    const { ship, events } = sabreEnters('debris-cloud', [
      { preset: 'k-jam-disruption-drone', side: 1, pose: { x: 52, y: 42, facing: -90 } },
    ]);
    expect(eventsOf(events, 'terrain')).toEqual([]);
    expect(ship(0).evasion).toBe(2);
  });

  it('a friendly ship entering that tile still resolves it', () => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 10, y: 10, facing: 90 } },
        { preset: 'k-jam-disruption-drone', side: 1, pose: { x: 52, y: 42, facing: -90 } },
        { preset: 'scarab-klaw-interceptor', side: 1, pose: { x: 45, y: 20, facing: 90 } },
      ],
      terrain: [tile('debris-cloud')],
    });
    moveShip(st.ctx, st.ship(2), 90, 16, 'test');
    expect(st.ship(2).evasion).toBe(4);
  });
});

describe('reapply-terrain-before-chassis-move', () => {
  const run = (type: TerrainType, pick: number) => {
    const st = stage({
      ships: [
        { preset: 'sabre-xf-23-fighter', side: 0, pose: { x: 10, y: 10, facing: 90 } },
        { preset: 'k-jam-disruption-drone', side: 1, pose: { x: 45, y: 30, facing: 90 } },
      ],
      terrain: [tile(type, 45, 30)],
      scripts: { s2a: byKind({ amount: { value: pick }, 'use-effect': { value: false } }) },
    });
    st.ship(1).inTerrain = [0];
    chassisAction(st.ctx, st.ship(1));
    return st;
  };

  it('Adaptive Plating: before the chassis move, the overlapped Debris Cloud applies again (+1 after the reset)', () => {
    const st = run('debris-cloud', 0);
    expect(eventsOf(st.events, 'evasion').map((e) => [e.to, e.source])).toEqual([
      [5, 'debris-cloud'],
    ]);
    expect(st.ship(1).evasion).toBe(5);
  });

  it('declined, nothing happens', () => {
    expect(run('debris-cloud', -1).ship(1).evasion).toBe(4);
  });

  it("Tycho's Rift re-applied slings the ship along its facing before the chassis move", () => {
    const st = run('tychos-rift', 0);
    expect(
      eventsOf(st.events, 'move').map((e) => [e.source, Math.round(e.from.y), Math.round(e.to.y)]),
    ).toEqual([
      ['tychos-rift', 30, 46],
      ['chassis', 46, 62],
    ]);
  });
});
