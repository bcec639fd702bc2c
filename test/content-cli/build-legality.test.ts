/**
 * Build legality (rulebook "Custom Ships", "Choose Part Cards"): a config's illegal build
 * is a clear error naming the rule, at the part's path.
 */
import { describe, expect, it } from 'vitest';
import { ConfigIssuesError, type ConfigIssue } from '../../src/core/game-plugin.js';
import { loadContent, type ContentDb } from '../../src/games/snap-ships/content/load-content.js';
import { buildErrors, isLegalBuild } from '../../src/games/snap-ships/plugin/build-check.js';
import { resolveSnapSetup } from '../../src/games/snap-ships/plugin/resolve-setup.js';

const db = loadContent();
const SABRE = [
  'xf-25-cockpit',
  'sdu-14-jump-engine',
  'xf-25-wings',
  'maneuvering-fins',
  'mk16-autocannon',
  'xr70-missile-pod',
];

/** The issues resolveSnapSetup reports for a duel whose first ship is `ship`. */
function issues(ship: Record<string, unknown>): ConfigIssue[] {
  try {
    resolveSnapSetup({
      format: 'duel',
      budget: 'off',
      sides: [
        { name: 'A', ships: [{ pilot: 'random', ...ship }] },
        { name: 'B', ships: [{ preset: 'scarab-klaw-interceptor', pilot: 'random' }] },
      ],
    });
  } catch (e) {
    if (e instanceof ConfigIssuesError) return e.issues;
    throw e;
  }
  return [];
}

describe('build legality through resolveSnapSetup', () => {
  it('every printed preset is a legal build', () => {
    for (const c of Object.values(db.chassis))
      expect(buildErrors(db, c.id, c.preset), c.id).toEqual([]);
  });

  it('a part of the other faction names the faction rule at its index', () => {
    const [i] = issues({
      chassis: 'sabre-xf-23-fighter',
      parts: [...SABRE.slice(0, 5), 'c6-3-gatling-gun'],
    });
    expect(i).toMatchObject({ path: ['sides', 0, 'ships', 0, 'parts', 5] });
    expect(i!.message).toBe(
      'part "c6-3-gatling-gun" is komplex, but Sabre XF-23 Fighter is forge: every part must belong to the chassis\'s faction (Choose Part Cards)',
    );
  });

  it('an extra part of a slot names the part and the slot count', () => {
    const r = issues({ chassis: 'sabre-xf-23-fighter', parts: [...SABRE, 'mk16-autocannon'] });
    expect(r).toHaveLength(1);
    expect(r[0]!.path).toEqual(['sides', 0, 'ships', 0, 'parts', 6]);
    expect(r[0]!.message).toBe(
      '"mk16-autocannon" is a 4th systems part, but Sabre XF-23 Fighter has 3 systems slots (Choose Part Cards: fill each slot with a part of its type)',
    );
  });

  it('an empty slot says how many the chassis has and how many the build fills', () => {
    const r = issues({ chassis: 'sabre-xf-23-fighter', parts: SABRE.slice(1) });
    expect(r.map((x) => x.message)).toEqual([
      'Sabre XF-23 Fighter has 1 cockpit slot, the build fills 0: every part slot must be filled (Choose Part Cards)',
    ]);
    expect(r[0]!.path).toEqual(['sides', 0, 'ships', 0, 'parts']);
  });

  it('a part for a slot the chassis does not have', () => {
    const drone = db.chassis['rl-55-assault-drone']!;
    const r = issues({ chassis: drone.id, parts: [...drone.preset, 'xf-25-cockpit'] });
    expect(r.map((x) => x.message)).toEqual([
      'RL-55 Assault Drone has no cockpit slot, but "xf-25-cockpit" is a cockpit part (Choose Part Cards: fill each slot with a part of its type)',
    ]);
    expect(r[0]!.path).toEqual(['sides', 0, 'ships', 0, 'parts', 3]);
  });

  it('a swapped slot reports both sides of the swap', () => {
    // A wing where the thruster goes: one wing too many, one thruster missing.
    const r = issues({
      chassis: 'sabre-xf-23-fighter',
      parts: [
        'xf-25-cockpit',
        'xj-7-wings',
        'xf-25-wings',
        'maneuvering-fins',
        'mk16-autocannon',
        'xr70-missile-pod',
      ],
    });
    expect(r.map((x) => x.message).sort()).toEqual([
      '"xf-25-wings" is a 2nd wing part, but Sabre XF-23 Fighter has 1 wing slot (Choose Part Cards: fill each slot with a part of its type)',
      'Sabre XF-23 Fighter has 1 thruster slot, the build fills 0: every part slot must be filled (Choose Part Cards)',
    ]);
  });

  it('an unknown part gets suggestions', () => {
    const r = issues({
      chassis: 'sabre-xf-23-fighter',
      parts: [...SABRE.slice(0, 5), 'xr70-misile-pod'],
    });
    expect(r[0]).toMatchObject({
      message: 'unknown part "xr70-misile-pod"',
      path: ['sides', 0, 'ships', 0, 'parts', 5],
    });
    expect(r[0]!.suggestions).toContain('xr70-missile-pod');
  });

  it('duplicate parts are legal: the rulebook does not forbid them', () => {
    expect(
      issues({
        chassis: 'sabre-xf-23-fighter',
        parts: [
          'xf-25-cockpit',
          'sdu-14-jump-engine',
          'xf-25-wings',
          'mk16-autocannon',
          'mk16-autocannon',
          'mk16-autocannon',
        ],
      }),
    ).toEqual([]);
    expect(
      isLegalBuild(db, 'sabre-xf-23-fighter', [
        'xf-25-cockpit',
        'sdu-14-jump-engine',
        'xf-25-wings',
        'mk16-autocannon',
        'mk16-autocannon',
        'mk16-autocannon',
      ]),
    ).toBe(true);
  });

  it('the budget still applies per side', () => {
    expect(() =>
      resolveSnapSetup({
        format: 'dogfight-small',
        sides: [
          {
            ships: [
              { preset: 'falx-sc-41-escort' },
              { preset: 'falx-sc-41-escort' },
              { preset: 'lance-sv-51-scout' },
            ],
          },
          { ships: [{ preset: 'scarab-klaw-interceptor' }] },
        ],
      }),
    ).toThrow(/13 points is over the Small Dogfight budget of 8 or 12/);
  });
});

describe('card build limits (buildCheck)', () => {
  // No printed chassis is over size 4, so XRE Extender's "size 4 or smaller" limit needs a bigger test chassis.
  const big: ContentDb = (() => {
    const copy = structuredClone(db) as ContentDb;
    copy.chassis['sabre-xf-23-fighter']!.size = 5;
    return copy;
  })();

  it("a part over its size limit is refused with the card's rule", () => {
    const parts = [...SABRE.slice(0, 5), 'xre-extender'];
    expect(buildErrors(db, 'sabre-xf-23-fighter', parts)).toEqual([]);
    const errors = buildErrors(big, 'sabre-xf-23-fighter', parts);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ part: 5, rule: 'card-limit' });
    expect(errors[0]!.message).toMatch(
      /^xre-extender cannot go on Sabre XF-23 Fighter: .*size 4 or smaller.* \(card build limit\)$/,
    );
  });

  it('an unknown chassis is an error, not a crash', () => {
    expect(buildErrors(db, 'sabre-xf-99', [])).toEqual([
      { rule: 'unknown-chassis', message: 'unknown chassis "sabre-xf-99"' },
    ]);
  });
});
