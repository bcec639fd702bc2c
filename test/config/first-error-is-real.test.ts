// Configs that must be refused are (duplicate or empty side names,
// preset with chassis, tiles and table constants outside the play area), and the first
// error is the real one: an unknown id is not followed by the mismatches it causes.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/issues.js';
import { loadConfigText } from '../../src/config/load-config.js';
import { toolSourceFromText } from '../../src/balance/tool-config.js';
import { planTournament } from '../../src/balance/tournament.js';

async function errorsOf(text: string): Promise<string[]> {
  try {
    await loadConfigText(text, 'c.yaml');
  } catch (e) {
    if (e instanceof ConfigError) return e.lines;
    throw e;
  }
  return [];
}

const duel = (a: string, b: string, extra = '') => `game: snap-ships
format: duel
${extra}sides:
  - name: ${a}
    ships: [{preset: sabre-xf-23-fighter}]
  - name: ${b}
    ships: [{preset: scarab-klaw-interceptor}]
`;

describe('refused configs', () => {
  it('two sides with one name, and an empty side name', async () => {
    expect(await errorsOf(duel('Forge', 'Forge'))).toEqual([
      'c.yaml:6:11: sides[1].name: duplicate side name "Forge" (also sides[0]): every side needs its own name',
    ]);
    expect(await errorsOf(duel('""', 'B'))).toEqual([
      'c.yaml:4:11: sides[0].name: must be a non-empty text (it labels the side in every result)',
    ]);
  });

  it('preset and chassis on one ship', async () => {
    const text = duel('A', 'B').replace(
      '{preset: sabre-xf-23-fighter}',
      '{preset: sabre-xf-23-fighter, chassis: sabre-xf-23-fighter}',
    );
    expect(await errorsOf(text)).toEqual([
      'c.yaml:5:43: sides[0].ships[0].chassis: give either "preset" (a printed build) or "chassis" with "parts", not both',
    ]);
  });

  it('tiles and table constants outside the play area', async () => {
    const lines = await errorsOf(
      duel(
        'A',
        'B',
        'table: {baseDiameter: 0, moveLong: 95}\nterrain: {tiles: [{type: ice-cloud, x: 45, y: 130, rotation: 0}]}\n',
      ),
    );
    expect(lines).toEqual([
      'c.yaml:3:23: table.baseDiameter: must be a number > 0 (cm)',
      'c.yaml:3:36: table.moveLong: 95 cm is larger than the 90×90 cm play area',
      'c.yaml:4:19: terrain.tiles[0]: (45, 130) is outside the 90×90 cm play area',
    ]);
  });
});

describe('the first error is the real one', () => {
  it('an unknown preset is not followed by the points mismatch it causes', async () => {
    const lines = await errorsOf(
      duel('A', 'B').replace('scarab-klaw-interceptor', 'scarab-klaw-interceptr'),
    );
    expect(lines).toEqual([
      'c.yaml:7:22: sides[1].ships[0].preset: unknown preset "scarab-klaw-interceptr" (did you mean "scarab-klaw-interceptor"?)',
    ]);
  });

  it('an unknown part is not followed by the slot counts it upsets', async () => {
    const text = duel('A', 'B').replace(
      '{preset: scarab-klaw-interceptor}',
      '{chassis: scarab-klaw-interceptor, parts: [scarab-cockpit, fb3-tri-thruster, blade-wings, maneuvering-fins, cpl-2-mantis-lazer, c6-3-gatling-gun]}',
    );
    const lines = await errorsOf(text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /sides\[1\]\.ships\[0\]\.parts\[4\]: unknown part "cpl-2-mantis-lazer" \(did you mean "cpl-2-mantis-laser"\?\)/,
    );
  });

  it('one misspelt key gives one error', async () => {
    const lines = await errorsOf(
      duel('A', 'B').replace(
        '{preset: sabre-xf-23-fighter}',
        '{preset: sabre-xf-23-fighter, pilott: ai-deck}',
      ),
    );
    expect(lines).toEqual([
      'c.yaml:5:43: sides[0].ships[0].pilott: unknown key "pilott" (did you mean "pilot"?)',
    ]);
  });

  it('a build name with "/" is reported once, at that build', async () => {
    const text = `name: cup\ngame: snap-ships\nformat: duel\ngames: 10\nbuilds:\n  - {name: Sabre/XF, preset: sabre-xf-23-fighter}\n  - {preset: scarab-klaw-interceptor}\n`;
    await expect(planTournament(toolSourceFromText(text, 'cup.yaml'))).rejects.toThrow(ConfigError);
    const lines = await planTournament(toolSourceFromText(text, 'cup.yaml')).catch(
      (e: ConfigError) => e.lines,
    );
    expect(lines).toEqual(['cup.yaml:6:12: builds[0].name: must not contain "/" or "\\"']);
  });
});
