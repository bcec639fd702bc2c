/**
 * Schema and cross-file validation of the Armada content: bad YAML is rejected with
 * `file:line:col: path: message`, naming the wrong field and offering "did you mean".
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ARMADA_CONTENT_DIR,
  ARMADA_CONTENT_FILES,
  ArmadaContentError,
  armadaContentErrors,
  loadArmadaContentFrom,
} from '../../src/games/armada/content/load-content.js';

const read = (file: string) => readFileSync(join(ARMADA_CONTENT_DIR, file), 'utf8');

/** 1-based line and column of the first `needle` at or after `from`. */
function lineCol(text: string, needle: string, from = 0): [number, number] {
  const at = text.indexOf(needle, from);
  expect(at).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, at).split('\n');
  return [before.length, before[before.length - 1]!.length + 1];
}

describe('armadaContentErrors (single files)', () => {
  it('DESIGN validate contract: accepts every shipped file', () => {
    for (const file of Object.values(ARMADA_CONTENT_FILES))
      expect(armadaContentErrors(file, read(file))).toEqual([]);
  });

  it('DESIGN file:line:col: rejects an unknown key at the key, with its path', () => {
    const text = read('ships.yaml').replace('    hull: 4\n', '    hull: 4\n    hul: 4\n');
    const [line, col] = lineCol(text, 'hul: 4');
    expect(armadaContentErrors('ships.yaml', text)).toEqual([
      `ships.yaml:${line}:${col}: ships[0].hul: unknown key "hul"`,
    ]);
  });

  it('DESIGN file:line:col: rejects a wrong type at the value', () => {
    const text = read('squadrons.yaml').replace('    hull: 3\n', '    hull: three\n');
    const [line, col] = lineCol(text, 'three');
    const errors = armadaContentErrors('squadrons.yaml', text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(
        `^squadrons\\.yaml:${line}:${col}: squadrons\\[2\\]\\.hull: .*expected number, received string`,
      ),
    );
  });

  it('M5, U6: rejects an unknown effect id with "did you mean", and an id of the wrong kind', () => {
    const text = read('damage-deck.yaml').replace(
      'effect: cannot-spend-accuracy',
      'effect: cannot-spend-acuracy',
    );
    const [line, col] = lineCol(text, 'cannot-spend-acuracy');
    expect(armadaContentErrors('damage-deck.yaml', text)).toEqual([
      `damage-deck.yaml:${line}:${col}: cards[0].effect: unknown damage-card effect id "cannot-spend-acuracy" (did you mean "cannot-spend-accuracy"?); ids are listed in effect-ids.ts`,
    ]);
    const wrongKind = read('upgrades.yaml').replace(
      'effect: attack-same-zone-twice',
      'effect: cannot-spend-accuracy',
    );
    expect(armadaContentErrors('upgrades.yaml', wrongKind)).toEqual([
      expect.stringMatching(
        /^upgrades\.yaml:\d+:\d+: cards\[16\]\.effect: effect id "cannot-spend-accuracy" is registered for damage-card cards, not upgrade cards$/,
      ),
    ]);
  });

  it('D1: a die colour with the wrong number of faces', () => {
    const text = read('dice.yaml').replace(
      'faces: {hit: 4, critical: 2, accuracy: 2}',
      'faces: {hit: 4, critical: 2, accuracy: 1}',
    );
    const [line] = lineCol(text, 'faces: {hit: 4, critical: 2, accuracy: 1}');
    expect(armadaContentErrors('dice.yaml', text)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^dice\\.yaml:${line}:\\d+: colours\\.blue\\.faces: blue has 7 faces, facesPerDie is 8$`,
        ),
      ),
    ]);
  });

  it('M9: a deck whose copies do not add up, and a trait total off', () => {
    const text = read('damage-deck.yaml').replace('    count: 8\n', '    count: 7\n');
    const errors = armadaContentErrors('damage-deck.yaml', text);
    expect(errors).toEqual([
      expect.stringMatching(
        /^damage-deck\.yaml:4:8: total: the cards add up to 51 copies, total is 52$/,
      ),
      expect.stringMatching(
        /^damage-deck\.yaml:5:\d+: traitCounts\.ship: 35 ship cards, traitCounts says 36$/,
      ),
    ]);
  });

  it('V2: a speed with the wrong number of joints', () => {
    const text = read('ships.yaml').replace(
      'speedChart: {1: [1], 2: [0, 1]}',
      'speedChart: {1: [1], 2: [0]}',
    );
    expect(armadaContentErrors('ships.yaml', text)).toEqual([
      expect.stringMatching(
        /^ships\.yaml:\d+:\d+: ships\[4\]\.speedChart\.2: speed 2 needs 2 joint yaw values, got 1$/,
      ),
    ]);
  });

  it('U8: identified cards plus unidentified slots must make the core-set count', () => {
    const text = read('upgrades.yaml').replace('coreSetCount: 18', 'coreSetCount: 17');
    expect(armadaContentErrors('upgrades.yaml', text)).toEqual([
      expect.stringMatching(/coreSetCount: 17 cards \+ 1 unidentified = 18, coreSetCount is 17$/),
    ]);
  });

  it('DESIGN file:line:col: reports YAML syntax errors with a position, and unknown files', () => {
    const errors = armadaContentErrors('fleets.yaml', 'fleets:\n  - id: [unclosed\n');
    expect(errors[0]).toMatch(/^fleets\.yaml:\d+:\d+: YAML syntax: /);
    expect(armadaContentErrors('ship.yaml', '')).toEqual([
      'ship.yaml: not an Armada content file (did you mean "ships.yaml"?)',
    ]);
  });
});

describe('loadArmadaContentFrom (cross-file checks)', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const withEdit = (file: string, edit: (text: string) => string): string => {
    const dir = mkdtempSync(join(tmpdir(), 'armada-content-'));
    dirs.push(dir);
    for (const f of Object.values(ARMADA_CONTENT_FILES))
      cpSync(join(ARMADA_CONTENT_DIR, f), join(dir, f));
    writeFileSync(join(dir, file), edit(read(file)));
    return dir;
  };
  const errorsOf = (dir: string): string[] => {
    try {
      loadArmadaContentFrom(dir);
    } catch (err) {
      expect(err).toBeInstanceOf(ArmadaContentError);
      return (err as ArmadaContentError).errors;
    }
    throw new Error('expected the content to be rejected');
  };

  it('F5, U7: positions a fleet with an unknown upgrade, the flagship it then lacks and wrong printed totals', () => {
    const edit = (t: string) =>
      t
        .replace('upgrades: [general-dodonna]', 'upgrades: [general-dodona]')
        .replace('points: 175', 'points: 170');
    const edited = edit(read('fleets.yaml'));
    const [line, col] = lineCol(edited, 'general-dodona]');
    const [shipsLine, shipsCol] = lineCol(
      edited,
      '- {ship: nebulon-b-escort-frigate, upgrades: [general-dodona]}',
    );
    const [p173Line, p173Col] = lineCol(edited, 'points: 173');
    const [p170Line, p170Col] = lineCol(edited, 'points: 170');
    expect(errorsOf(withEdit('fleets.yaml', edit))).toEqual([
      `fleets.yaml:${line}:${col}: fleets[2].ships[0].upgrades[0]: unknown upgrade "general-dodona" (did you mean "general-dodonna"?)`,
      `fleets.yaml:${shipsLine}:${shipsCol}: fleets[2].ships: the fleet needs a flagship: one ship with a commander (F5)`,
      `fleets.yaml:${p173Line}:${p173Col + 8}: fleets[2].points: the cards add up to 153 points, not 173`,
      `fleets.yaml:${p170Line}:${p170Col + 8}: fleets[3].points: the cards add up to 175 points, not 170`,
    ]);
  });

  it('U4: rejects an unknown ship type, a title for a missing type and ids shared across kinds', () => {
    const ships = errorsOf(
      withEdit('ships.yaml', (t) =>
        t.replace('shipType: cr90-corvette\n', 'shipType: cr90-corvete\n'),
      ),
    );
    expect(ships).toEqual([
      expect.stringMatching(
        /^ships\.yaml:\d+:\d+: ships\[0\]\.shipType: unknown ship type "cr90-corvete" \(did you mean "cr90-corvette"\?\)$/,
      ),
    ]);
    const clash = errorsOf(
      withEdit('objectives.yaml', (t) => t.replace('id: minefields', 'id: dominator')),
    );
    expect(clash).toEqual(['id "dominator" is used by both upgrades and objectives']);
  });
});
