/**
 * Dogfight budgets (rulebook "Formats": Small Dogfight "Build Points: 8 or 12 points per
 * team", Large Dogfight "16 points per team"): both squadrons build to the same budget, so
 * sides of unequal points are refused when the config is validated, with the issue placed in
 * the file, unless the config says `budget: off`; a side over the format's budget stays refused.
 */
import { describe, expect, it } from 'vitest';
import { loadConfigText } from '../../src/config/load-config.js';
import { ConfigError } from '../../src/config/issues.js';

const config = (
  format: string,
  forge: string[],
  komplex: string[],
  extra = '',
) => `name: budget-check
game: snap-ships
format: ${format}
${extra}sides:
  - name: Forge
    ships:
${forge.map((p) => `      - {preset: ${p}, pilot: random}`).join('\n')}
  - name: Komplex
    ships:
${komplex.map((p) => `      - {preset: ${p}, pilot: random}`).join('\n')}
`;

async function issues(text: string): Promise<string[]> {
  try {
    await loadConfigText(text, 'budget.yaml');
    return [];
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    return e.lines;
  }
}

// Points: Sabre XF-23 4, XB-04 4, Scarab Interceptor 4, Light Fighter 4, Locust Stealth Craft 3, Lance SV-51 3.
describe('small dogfight', () => {
  it('8 vs 7 points is refused, placed at the sides', async () => {
    const lines = await issues(
      config(
        'dogfight-small',
        ['sabre-xf-23-fighter', 'sabre-xb-04-light-bomber'],
        ['scarab-klaw-interceptor', 'locust-klaw-stealth-craft'],
      ),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^budget\.yaml:\d+:\d+: sides: Small Dogfight needs equal points per side \(8 or 12\), got 8 vs 7 \(set budget: off to test unequal builds\)$/,
    );
  });
  it('8 vs 8 points, and 8 vs 7 with budget: off, validate', async () => {
    expect(
      await issues(
        config(
          'dogfight-small',
          ['sabre-xf-23-fighter', 'sabre-xb-04-light-bomber'],
          ['scarab-klaw-interceptor', 'scarab-klaw-light-fighter'],
        ),
      ),
    ).toEqual([]);
    expect(
      await issues(
        config(
          'dogfight-small',
          ['sabre-xf-23-fighter', 'sabre-xb-04-light-bomber'],
          ['scarab-klaw-interceptor', 'locust-klaw-stealth-craft'],
          'budget: off\n',
        ),
      ),
    ).toEqual([]);
  });
  it('a numeric budget caps each side and still asks for equal points', async () => {
    const lines = await issues(
      config(
        'dogfight-small',
        ['sabre-xf-23-fighter', 'sabre-xb-04-light-bomber'],
        ['scarab-klaw-interceptor', 'locust-klaw-stealth-craft'],
        'budget: 8\n',
      ),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/equal points per side.*got 8 vs 7/);
  });
  it('over the budget is still refused', async () => {
    const lines = await issues(
      config(
        'dogfight-small',
        [
          'sabre-xf-23-fighter',
          'sabre-xb-04-light-bomber',
          'sabre-xr-01-fast-recon',
          'lance-sv-51-scout',
        ],
        [
          'scarab-klaw-interceptor',
          'scarab-klaw-light-fighter',
          'scarab-klaw-jammer',
          'locust-klaw-stealth-craft',
        ],
      ),
    );
    expect(
      lines.some((l) => /15 points is over the Small Dogfight budget of 8 or 12/.test(l)),
    ).toBe(true);
  });
});

describe('large dogfight', () => {
  it('16 vs 15 points is refused; 16 vs 16 validates', async () => {
    const forge = [
      'sabre-xf-23-fighter',
      'sabre-xb-04-light-bomber',
      'sabre-xr-01-fast-recon',
      'sabre-xg-07-gunship',
    ];
    const lines = await issues(
      config('dogfight-large', forge, [
        'scarab-klaw-interceptor',
        'scarab-klaw-attack-striker',
        'scarab-klaw-light-fighter',
        'locust-klaw-stealth-craft',
      ]),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Large Dogfight needs equal points per side \(16\), got 16 vs 15/);
    expect(
      await issues(
        config('dogfight-large', forge, [
          'scarab-klaw-interceptor',
          'scarab-klaw-attack-striker',
          'scarab-klaw-light-fighter',
          'scarab-klaw-jammer',
        ]),
      ),
    ).toEqual([]);
  });
});
