/**
 * Tool configs resolve through the normal config path, so every problem — in a build
 * entry, a sweep value, a pilot, a tool key — is reported at its file:line:col in the
 * user's file with the loader's message and suggestions.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/issues.js';
import { planAblate } from '../../src/balance/ablate.js';
import { planCompare } from '../../src/balance/compare.js';
import { planPrice } from '../../src/balance/price.js';
import { planSweep } from '../../src/balance/sweep.js';
import { planTournament } from '../../src/balance/tournament.js';
import { parsePath, setPath, toolSourceFromText } from '../../src/balance/tool-config.js';
import '../runner/helpers.js';

/** The problems of planning `text` as lines without the file name. */
async function problems(
  plan: (src: ReturnType<typeof toolSourceFromText>) => Promise<unknown>,
  text: string,
): Promise<string[]> {
  try {
    await plan(toolSourceFromText(text, 'x.yaml'));
  } catch (e) {
    if (e instanceof ConfigError) return e.lines;
    throw e;
  }
  return [];
}

describe('tool configs: problems at their file:line:col', () => {
  it('tournament: tool keys, build entries, pilots and unknown matchup keys', async () => {
    const lines = await problems(
      planTournament,
      `name: bad-cup
game: toy-dice
format: duel
games: 10
handicapp: 3
builds:
  - {name: Blaster, parts: [blaster]}
  - name: Cannon
    parts: [canon]
  - {name: Cannon, parts: [cannon]}
  - 7
pilots: [basic, sloppy]
`,
    );
    expect(lines).toEqual([
      'x.yaml:5:1: handicapp: unknown key "handicapp" (did you mean "handicap"?)',
      'x.yaml:9:13: builds[1].parts[0]: unknown part "canon"',
      'x.yaml:10:12: builds[2].name: duplicate build name "Cannon"',
      'x.yaml:11:5: builds[3]: must be a build: a ship ({preset: ...} or {chassis: ..., parts: [...]}) or {name, ships: [...]}',
      'x.yaml:12:17: pilots[1]: unknown pilot "sloppy"',
    ]);
  });

  it('tournament on Snap Ships: a misspelt part inside a build, with suggestions', async () => {
    const lines = await problems(
      planTournament,
      `game: snap-ships
format: duel
builds:
  - {preset: sabre-xf-23-fighter, pilot: ai-deck}
  - chassis: scarab-klaw-interceptor
    parts: [scarab-cockpit, fb3-tri-thruster, blade-wing, maneuvering-fins, cpl-2-mantis-laser, c6-3-gatling-gun]
    pilot: random
sides: []
`,
    );
    // The unknown part is reported; the slot count it upsets is not (resolve-setup.ts).
    expect(lines).toEqual([
      'x.yaml:6:47: builds[1].parts[2]: unknown part "blade-wing" (did you mean "blade-wings"?)',
      'x.yaml:8:1: sides: this tool pits the entries of "builds:" against each other: list the ships under "builds:" instead of "sides:"',
    ]);
  });

  it('sweep: bad values and paths point into the sweep axis', async () => {
    const lines = await problems(
      planSweep,
      `game: toy-dice
format: duel
sides:
  - name: Reds
    ships: [{parts: [blaster]}]
  - name: Blues
    ships: [{parts: [blaster]}]
sweep:
  - path: sides[1].ships[0].parts[0]
    values: [cannon, blastr]
  - path: table.hitOnn
    values: [5]
  - path: name
    values: [x]
  - {path: table.hitOn, values: [4, 5], labels: [four]}
`,
    );
    expect(lines).toEqual([
      'x.yaml:10:22: sweep[0].values[1]: unknown part "blastr" (did you mean "blaster"?)',
      'x.yaml:11:11: sweep[1].path: unknown table constant "hitOnn" (did you mean "hitOn"?)',
      'x.yaml:13:11: sweep[2].path: cannot sweep "name": every cell keeps the matchup name so the cells share their seeds',
      'x.yaml:15:49: sweep[3].labels: must list one label per value (2)',
    ]);
  });

  it('price: a build whose cost the game does not know; compare: a one-sided matchup', async () => {
    expect(
      await problems(
        planPrice,
        `game: toy-dice
format: duel
builds:
  - {parts: [blaster]}
  - {parts: [cannon], points: 3}
eloPerPoint: -2
`,
      ),
    ).toEqual([
      'x.yaml:4:5: builds[0]: the printed cost of "build 1" is not known for this game: give it as points:',
      'x.yaml:6:14: eloPerPoint: must be a number > 0 (Elo a point buys)',
    ]);
    expect(
      await problems(
        planCompare,
        `game: toy-dice
format: solo
sides:
  - name: Lone
    ships: [{parts: [blaster]}]
`,
      ),
    ).toEqual(['x.yaml:4:3: sides: compare needs two sides (A and B), the matchup has 1']);
  });

  it('ablate: part references and alternatives', async () => {
    expect(
      await problems(
        planAblate,
        `game: toy-dice
format: duel
build: {parts: [blaster, blade-wings]}
opponents:
  - {parts: [blaster]}
ablate:
  parts: [3, laser]
`,
      ),
    ).toEqual([
      'x.yaml:7:11: ablate.parts[0]: the build has parts 1..2',
      'x.yaml:7:14: ablate.parts[1]: the build has no part "laser" (it has blaster, blade-wings)',
    ]);
    expect(
      await problems(
        planAblate,
        `game: toy-dice
format: duel
build: {parts: [blaster, blade-wings]}
opponents:
  - {parts: [blaster]}
ablate:
  alternatives: {1: [cannon, canon]}
`,
      ),
    ).toEqual(['x.yaml:7:30: ablate.alternatives.1[1]: unknown part "canon"']);
  });

  it('Snap Ships ablation: the legal alternatives of a slot, presets made explicit', async () => {
    const plan = await planAblate(
      toolSourceFromText(
        `game: snap-ships
format: duel
build: {preset: sabre-xf-23-fighter, pilot: random}
opponents:
  - {preset: scarab-klaw-interceptor, pilot: ai-deck}
ablate: {parts: [1]}
`,
        'x.yaml',
      ),
    );
    // Every variant swaps the cockpit for another Forge cockpit and keeps the rest.
    expect(plan.variants.length).toBeGreaterThan(0);
    expect(
      plan.variants.every(
        (v) =>
          v.slot === 'cockpit' && v.part === 'xf-25-cockpit' && v.alternative !== 'xf-25-cockpit',
      ),
    ).toBe(true);
    const setup = plan.units[1]!.config.matchups[0]!.setup as {
      sides: Array<{ ships: Array<{ parts: string[] }> }>;
    };
    expect(setup.sides[0]!.ships[0]!.parts[0]).toBe(plan.variants[0]!.alternative);
    expect(setup.sides[0]!.ships[0]!.parts.slice(1)).toEqual([
      'sdu-14-jump-engine',
      'xf-25-wings',
      'maneuvering-fins',
      'mk16-autocannon',
      'xr70-missile-pod',
    ]);
    // One matchup per opponent, named for it in every variant (so the variants share seeds).
    expect(
      plan.units.every((u) =>
        u.config.matchups.every((m) => m.name === 'vs scarab-klaw-interceptor'),
      ),
    ).toBe(true);
  });
});

describe('paths', () => {
  it('parse and set', () => {
    expect(parsePath('sides[1].ships[0].parts[4]')).toEqual(['sides', 1, 'ships', 0, 'parts', 4]);
    const o = { table: { a: 1 }, sides: [{ ships: [{ parts: ['x', 'y'] }] }] };
    const s = setPath(o, ['sides', 0, 'ships', 0, 'parts', 1], 'z');
    expect(s.sides).toEqual([{ ships: [{ parts: ['x', 'z'] }] }]);
    expect(o.sides[0]!.ships[0]!.parts[1]).toBe('y');
    expect(setPath(o, ['terrain', 'layout'], 3).terrain).toEqual({ layout: 3 });
    expect(() => setPath(o, ['table', 'a', 'b'], 1)).toThrow(/not a map or list/);
  });
});
