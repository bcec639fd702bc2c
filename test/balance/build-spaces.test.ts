/**
 * The build spaces the games offer the search tools: Snap Ships chassis slots (counts,
 * canonical keys, presets, fixed and exclude, card build limits) and Armada fleets within a
 * point limit (every sampled fleet legal under the format's fleet-building rules).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import {
  fleetErrors,
  fleetPoints,
  FLEET_FORMATS,
} from '../../src/games/armada/content/fleet-check.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import { sideFleet } from '../../src/games/armada/fleets/balance-adapter.js';
import { armadaFleetSpace } from '../../src/games/armada/fleets/fleet-space.js';
import { loadContent } from '../../src/games/snap-ships/content/load-content.js';
import { buildErrors } from '../../src/games/snap-ships/plugin/build-check.js';
import { snapBuildSpace } from '../../src/games/snap-ships/plugin/build-space.js';

const snap = loadContent();
const none = { fixed: {}, exclude: [] };

describe('Snap Ships build space', () => {
  it('a chassis: its slots multiplied out (three systems slots as a multiset), its preset, legal samples', () => {
    const space = snapBuildSpace(snap, { ship: { chassis: 'sabre-xf-23-fighter' }, ...none });
    // 4 cockpits × 7 thrusters × 5 wings × C(30 + 2, 3) multisets of the 30 systems parts.
    expect(space.size).toBe(4 * 7 * 5 * 4960);
    expect(space.enumerate(1000)).toBeNull();
    expect(space.presets().map((p) => p.build)).toEqual([{ preset: 'sabre-xf-23-fighter' }]);
    const rng = new Rng('snap-space');
    for (let i = 0; i < 40; i++) {
      const c = space.sample(() => rng.next())!;
      const parts = c.build.parts as string[];
      expect(buildErrors(snap, 'sabre-xf-23-fighter', parts)).toEqual([]);
      expect([...parts.slice(3)].sort()).toEqual(parts.slice(3));
      expect(c.points).toBe(4);
    }
  });

  it('fixed and exclude narrow the space until it can be listed whole', () => {
    const fixed = {
      cockpit: 'xf-25-cockpit',
      thruster: 'sdu-14-jump-engine',
      wing: 'xf-25-wings',
      systems: ['mk16-autocannon', 'xr70-missile-pod'],
    };
    const space = snapBuildSpace(snap, {
      ship: { chassis: 'sabre-xf-23-fighter' },
      fixed,
      exclude: [],
    });
    const all = space.enumerate(100)!;
    // The third systems slot is free: one build per systems part.
    expect(all).toHaveLength(30);
    expect(new Set(all.map((c) => c.key)).size).toBe(30);
    expect(space.presets()).toHaveLength(1);
    const without = snapBuildSpace(snap, {
      ship: { chassis: 'sabre-xf-23-fighter' },
      fixed,
      exclude: ['maneuvering-fins'],
    });
    expect(without.enumerate(100)).toHaveLength(29);
    // The preset uses the excluded part: it is not inside the space.
    expect(without.presets()).toEqual([]);
  });

  it('a faction and a cost: every chassis of that cost; clear errors for a bad request', () => {
    const space = snapBuildSpace(snap, { ship: { faction: 'forge', points: 4 }, ...none });
    expect(
      space
        .presets()
        .map((p) => p.build.preset)
        .sort(),
    ).toEqual([
      'sabre-xb-04-light-bomber',
      'sabre-xf-23-fighter',
      'sabre-xg-07-gunship',
      'sabre-xr-01-fast-recon',
    ]);
    expect(() => snapBuildSpace(snap, { ship: { chassis: 'sabre-xf-24' }, ...none })).toThrow(
      /unknown chassis/,
    );
    expect(() => snapBuildSpace(snap, { ship: { faction: 'forge', points: 9 }, ...none })).toThrow(
      /no forge chassis costs 9/,
    );
    expect(() =>
      snapBuildSpace(snap, {
        ship: { chassis: 'sabre-xf-23-fighter' },
        fixed: { wing: 'falx-cockpit' },
        exclude: [],
      }),
    ).toThrow(/not a wing part/);
  });
});

describe('Armada fleet space', () => {
  const db = loadArmadaContent();

  it('samples legal Rebel fleets within the core-180 limit, the core fleets as references', () => {
    const space = armadaFleetSpace(
      db,
      { ship: { faction: 'rebel' }, ...none },
      { format: 'core-180' },
    );
    expect(space.enumerate(1000)).toBeNull();
    expect(space.presets().every((p) => typeof p.build.fleet === 'string')).toBe(true);
    expect(space.presets().length).toBeGreaterThan(0);
    const rng = new Rng('fleet-space');
    const keys = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const c = space.sample(() => rng.next())!;
      const fleet = sideFleet(db, c.build)!;
      expect(
        fleetErrors(db, fleet, { ...FLEET_FORMATS['core-180']!, objectives: 'optional' }),
      ).toEqual([]);
      expect(fleetPoints(db, fleet).total).toBe(c.points);
      expect(c.points!).toBeLessThanOrEqual(180);
      keys.add(c.key);
    }
    expect(keys.size).toBeGreaterThan(20);
  });

  it('honours exclude and a lower point limit, and refuses what it cannot search', () => {
    const space = armadaFleetSpace(
      db,
      { ship: { faction: 'imperial', points: 120 }, fixed: {}, exclude: ['howlrunner'] },
      { format: 'core-180' },
    );
    const rng = new Rng('fleet-space-2');
    for (let i = 0; i < 15; i++) {
      const c = space.sample(() => rng.next())!;
      expect(c.points!).toBeLessThanOrEqual(120);
      expect(c.parts).not.toContain('howlrunner');
    }
    expect(() =>
      armadaFleetSpace(db, { ship: { faction: 'empire' }, ...none }, { format: 'core-180' }),
    ).toThrow(/rebel\|imperial/);
    expect(() =>
      armadaFleetSpace(
        db,
        { ship: { faction: 'rebel' }, fixed: { commander: 'x' }, exclude: [] },
        { format: 'core-180' },
      ),
    ).toThrow(/fixed: not offered/);
  });
});
