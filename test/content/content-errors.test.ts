import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONTENT_DIR,
  ContentError,
  contentErrors,
  getChassis,
  getPart,
  loadContent,
  loadContentFrom,
} from '../../src/games/snap-ships/content/load-content.js';
import {
  chassisFileSchema,
  missilesFileSchema,
  partsFileSchema,
  tableFileSchema,
} from '../../src/games/snap-ships/content/schema.js';

const read = (file: string) => readFileSync(join(CONTENT_DIR, file), 'utf8');
const chassisText = read('chassis.yaml');
const partsText = read('parts-forge.yaml');

/** 1-based line and column of the first occurrence of `needle` at or after `from` in `text`. */
function lineCol(text: string, needle: string, from = 0): [number, number] {
  const at = text.indexOf(needle, from);
  expect(at).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, at).split('\n');
  return [before.length, before[before.length - 1]!.length + 1];
}

describe('contentErrors', () => {
  it('accepts the shipped files', () => {
    expect(contentErrors('chassis.yaml', chassisText, chassisFileSchema)).toEqual([]);
    expect(contentErrors('parts-forge.yaml', partsText, partsFileSchema)).toEqual([]);
    expect(contentErrors('missiles.yaml', read('missiles.yaml'), missilesFileSchema)).toEqual([]);
  });

  it('rejects an unknown key, naming file:line:col of the key and its path', () => {
    const text = chassisText.replace('  hull: 15\n', '  hull: 15\n  hul: 15\n');
    const [line, col] = lineCol(text, 'hul: 15');
    expect(contentErrors('chassis.yaml', text, chassisFileSchema)).toEqual([
      `chassis.yaml:${line}:${col}: [0].hul: unknown key "hul"`,
    ]);
  });

  it('rejects a wrong type, naming file:line:col of the value and its path', () => {
    const text = chassisText.replace('  power: 7\n', '  power: seven\n');
    const [line, col] = lineCol(text, 'seven');
    const errors = contentErrors('chassis.yaml', text, chassisFileSchema);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(
        `^chassis\\.yaml:${line}:${col}: \\[0\\]\\.power: .*expected number, received string`,
      ),
    );
  });

  it('points inside icons at the wrong field and suggests icon keys and effect ids', () => {
    const start = partsText.indexOf('- id: mk16-autocannon');
    const text =
      partsText.slice(0, start) +
      partsText.slice(start).replace('dice: 4', 'dice: four').replace('{evade: 1}', '{evades: 1}');
    const errors = contentErrors('parts-forge.yaml', text, partsFileSchema);
    const [line, col] = lineCol(text, 'four', start);
    const index = (partsText.slice(0, start).match(/^- id:/gm) ?? []).length;
    expect(errors.find((e) => e.includes('.dice'))).toMatch(
      new RegExp(
        `^parts-forge\\.yaml:${line}:${col}: \\[${index}\\]\\.abilities\\[0\\]\\.icons\\[0\\]\\.attack\\.dice: `,
      ),
    );
    expect(errors.find((e) => e.includes('evades'))).toMatch(/did you mean "evade"\?/);

    const typo = partsText.replace('effect: convert-8s-to-crit', 'effect: convert-8-to-crit');
    expect(contentErrors('parts-forge.yaml', typo, partsFileSchema)).toEqual([
      expect.stringMatching(
        /^parts-forge\.yaml:\d+:\d+: \[\d+\]\.abilities\[0\]\.effect: unknown effect id "convert-8-to-crit"; did you mean "convert-8s-to-crit"\?/,
      ),
    ]);
  });

  it('checks repair cost against the REPAIR action and reports YAML syntax errors with a position', () => {
    const start = partsText.indexOf('- id: falx-fins');
    const text =
      partsText.slice(0, start) + partsText.slice(start).replace('repairCost: 2', 'repairCost: 3');
    expect(contentErrors('parts-forge.yaml', text, partsFileSchema)).toEqual([
      expect.stringMatching(
        /^parts-forge\.yaml:\d+:\d+: \[\d+\]\.disabled\.abilities\[0\]\.cost: REPAIR cost must be \{power: 3\}/,
      ),
    ]);
    expect(
      contentErrors('table.yaml', 'baseDiameter: [6\nrangeBand: 15\n', tableFileSchema)[0],
    ).toMatch(/^table\.yaml:\d+:\d+: YAML syntax: /);
  });
});

describe('loadContentFrom cross-checks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'snap-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a preset part missing from the faction with its position and a suggestion', () => {
    cpSync(CONTENT_DIR, dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
    const text = chassisText.replace('    - sdu-14-jump-engine\n', '    - sdu-14-jump-engin\n');
    writeFileSync(join(dir, 'chassis.yaml'), text);
    const [line, col] = lineCol(text, 'sdu-14-jump-engin\n');
    let error: unknown;
    try {
      loadContentFrom(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).errors).toEqual([
      `chassis.yaml:${line}:${col}: [0].preset[1]: unknown forge part "sdu-14-jump-engin"; did you mean "sdu-14-jump-engine"?`,
    ]);
  });
});

describe('getPart / getChassis', () => {
  const db = loadContent();

  it('returns the part of the asked faction and suggests the close id on a typo', () => {
    expect(getPart(db, 'forge', 'mk16-autocannon').name).toBe('MK16 Autocannon');
    expect(() => getPart(db, 'forge', 'mk16-autocanon')).toThrow(
      'unknown forge part "mk16-autocanon"; did you mean "mk16-autocannon"?',
    );
    expect(() => getPart(db, 'forge', 'scarab-cockpit')).toThrow(
      /\(scarab-cockpit is a komplex part\)/,
    );
  });

  it('suggests the close chassis id on a typo and caches the database', () => {
    expect(getChassis(db, 'sabre-xf-23-fighter').hull).toBe(15);
    expect(() => getChassis(db, 'sabre-xf23-fighter')).toThrow(
      'did you mean "sabre-xf-23-fighter"?',
    );
    expect(loadContent()).toBe(db);
    expect(Object.isFrozen(db.parts['forge/mk16-autocannon']!.abilities[0])).toBe(true);
  });
});

describe('contentErrors on missing keys', () => {
  it('names the missing key at the position of the map that lacks it', () => {
    const text = partsText.replace('  subtype: Cockpit\n', '');
    const [line, col] = lineCol(text, 'id: falx-cockpit');
    expect(contentErrors('parts-forge.yaml', text, partsFileSchema)).toEqual([
      `parts-forge.yaml:${line}:${col}: [0].subtype: missing required key "subtype" (expected string)`,
    ]);
  });
});
