import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/issues.js';
import { loadConfig, loadConfigText } from '../../src/config/load-config.js';
import { registerGameModule } from '../../src/games/registry.js';

const toyModule = pathToFileURL('test/fixtures/toy-game.mjs').href;
beforeAll(() => registerGameModule('toy-dice', toyModule));

/** The formatted error lines of a config that must fail. */
async function errorsOf(text: string, file = 'configs/x.yaml'): Promise<string[]> {
  try {
    await loadConfigText(text, file);
  } catch (e) {
    if (e instanceof ConfigError) return e.lines;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

const DUEL = `game: toy-dice
format: duel
sides:
  - name: Reds
    ships:
      - parts: [blaster]
  - name: Blues
    ships:
      - parts: [cannon]
`;

describe('loadConfig: single matchup', () => {
  it('resolves a valid file with defaults filled in', async () => {
    const c = await loadConfig('test/fixtures/toy-duel.yaml');
    expect(c.name).toBe('toy-duel');
    expect(c.matchups).toHaveLength(1);
    const m = c.matchups[0]!;
    expect(m).toMatchObject({
      name: 'toy-duel',
      game: 'toy-dice',
      format: 'duel',
      sides: ['Reds', 'Blues'],
      games: 60,
      seed: '7',
      roundCap: 20,
      seatSwap: true,
    });
    // Nothing that names code is stored with the matchup (results folders are data).
    expect(JSON.stringify(m)).not.toContain(toyModule);
    expect(m.setup).toMatchObject({
      sides: [{ ships: [{ hull: 6, dice: 3 }] }, { ships: [{ hull: 7, dice: 3, careful: true }] }],
    });
    expect(c.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names a matchup after the file stem and applies the documented defaults', async () => {
    const c = await loadConfigText(DUEL, 'configs/quick-duel.yaml');
    expect(c.name).toBe('quick-duel');
    expect(c.matchups[0]).toMatchObject({
      name: 'quick-duel',
      games: 1000,
      seed: '1',
      roundCap: 20,
      seatSwap: true,
    });
  });

  it('applies command-line overrides and changes the hash with them', async () => {
    const a = await loadConfigText(DUEL, 'x.yaml');
    const b = await loadConfigText(DUEL, 'x.yaml', { games: 10, seed: 99 });
    expect(b.matchups[0]).toMatchObject({ games: 10, seed: '99' });
    expect(b.hash).not.toBe(a.hash);
    // Same resolved matchups, different YAML spelling: same hash.
    const c = await loadConfigText(
      `# comment\nformat: duel\ngame: toy-dice\nsides: [{name: Reds, ships: [{parts: [blaster]}]}, {name: Blues, ships: [{parts: [cannon]}]}]\n`,
      'x.yaml',
    );
    expect(c.hash).toBe(a.hash);
  });

  it('accepts the top-level keys a game declares (configKeys) and suggests them', async () => {
    const ok = await loadConfigText(DUEL + 'handicap: 2\n', 'x.yaml');
    expect(
      (ok.matchups[0]!.setup as { sides: Array<{ ships: Array<{ hull: number }> }> }).sides[1]!
        .ships[0]!.hull,
    ).toBe(8);
    expect(await errorsOf(DUEL + 'handicapp: 2\n')).toEqual([
      'configs/x.yaml:10:1: handicapp: unknown key "handicapp" (did you mean "handicap"?)',
    ]);
    expect(await errorsOf(DUEL + 'handicap: -1\n')).toEqual([
      'configs/x.yaml:10:11: handicap: must be a whole number ≥ 0',
    ]);
    const multi = await loadConfigText(
      DUEL + 'handicap: 1\nmatchups:\n  - name: a\n  - name: b\n    handicap: 3\n',
      'x.yaml',
    );
    expect(
      multi.matchups.map(
        (m) =>
          (m.setup as { sides: Array<{ ships: Array<{ hull: number }> }> }).sides[1]!.ships[0]!
            .hull,
      ),
    ).toEqual([7, 9]);
  });

  it('turns seat swap off for single-sided formats and on request', async () => {
    const solo = await loadConfigText(
      'game: toy-dice\nformat: solo\nsides: [{ships: [{parts: [cannon]}]}]\n',
      's.yaml',
    );
    expect(solo.matchups[0]!.seatSwap).toBe(false);
    const off = await loadConfigText(DUEL + 'seatSwap: false\n', 'x.yaml');
    expect(off.matchups[0]!.seatSwap).toBe(false);
  });
});

describe('loadConfig: errors', () => {
  it('reports the broken fixture with positions, paths and suggestions', async () => {
    let err: unknown;
    await loadConfig('test/fixtures/toy-broken.yaml').catch((e: unknown) => (err = e));
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).lines).toEqual([
      'test/fixtures/toy-broken.yaml:5:1: sead: unknown key "sead" (did you mean "seed"?)',
      'test/fixtures/toy-broken.yaml:12:33: sides[1].ships[0].parts[2]: unknown part "blade-wing" (did you mean "blade-wings"?)',
      'test/fixtures/toy-broken.yaml:13:16: sides[1].ships[0].pilot: unknown pilot "carefull" (did you mean "careful"?)',
    ]);
  });

  it('points generic type errors at the value', async () => {
    const lines = await errorsOf(DUEL + 'games: many\nroundCap: 0\nseatSwap: yes please\n');
    expect(lines).toEqual([
      'configs/x.yaml:10:8: games: must be a whole number ≥ 1',
      'configs/x.yaml:11:11: roundCap: must be a whole number ≥ 1',
      'configs/x.yaml:12:11: seatSwap: must be true or false',
    ]);
  });

  it('reports missing required keys at the enclosing map', async () => {
    expect(await errorsOf('format: duel\ngames: 3\n')).toEqual([
      'configs/x.yaml:1:1: missing required key "game"',
      'configs/x.yaml:1:1: missing required key "sides"',
    ]);
  });

  it('suggests known games and formats', async () => {
    expect(await errorsOf(DUEL.replace('game: toy-dice', 'game: toy-dise'))).toEqual([
      'configs/x.yaml:1:7: game: unknown game "toy-dise" (did you mean "toy-dice"?)',
    ]);
    expect(await errorsOf(DUEL.replace('format: duel', 'format: duell'))).toContain(
      'configs/x.yaml:2:9: format: unknown format "duell" (did you mean "duel"?)',
    );
  });

  it('reports YAML syntax errors with their position', async () => {
    const lines = await errorsOf('game: toy-dice\nsides: [a, b\nformat: duel\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/^configs\/x\.yaml:\d+:\d+: /);
  });

  it('rejects an empty file and a file that is not a map', async () => {
    expect(await errorsOf('')).toEqual([
      'configs/x.yaml:1:1: the file is empty: expected a matchup (game, format, sides, ...)',
    ]);
    expect(await errorsOf('- a\n- b\n')).toEqual([
      'configs/x.yaml:1:1: expected a map of keys (game, format, sides, ...)',
    ]);
  });

  it('reports an unreadable file', async () => {
    await expect(loadConfig('test/fixtures/no-such-file.yaml')).rejects.toThrow(
      /no-such-file\.yaml:1:1: no such file/,
    );
  });
});

describe('loadConfig: matchups lists with shared defaults', () => {
  it('deep-merges each entry over the defaults', async () => {
    const c = await loadConfig('test/fixtures/toy-multi.yaml');
    expect(c.name).toBe('toy-league');
    expect(c.matchups.map((m) => [m.name, m.format, m.games, m.seed, m.seatSwap])).toEqual([
      ['base', 'duel', 40, '11', true],
      ['sharp-eyes', 'duel', 30, '11', true],
      ['solo-run', 'solo', 40, '11', false],
    ]);
    expect((c.matchups[1]!.setup as { hitOn: number }).hitOn).toBe(5);
    expect((c.matchups[0]!.setup as { hitOn: number }).hitOn).toBe(6);
    expect(c.matchups[2]!.sides).toEqual(['Lone']);
  });

  it('maps entry problems under matchups[i] and inherited ones to the defaults', async () => {
    let err: unknown;
    await loadConfig('test/fixtures/toy-multi-broken.yaml').catch((e: unknown) => (err = e));
    expect((err as ConfigError).lines).toEqual([
      'test/fixtures/toy-multi-broken.yaml:4:19: table.wrok: unknown table constant "wrok" [matchup "a"]',
      'test/fixtures/toy-multi-broken.yaml:15:12: matchups[1].games: must be a whole number ≥ 1',
      'test/fixtures/toy-multi-broken.yaml:16:11: matchups[2].name: duplicate matchup name "a" (also matchups[0])',
      'test/fixtures/toy-multi-broken.yaml:19:21: matchups[2].sides[0].ships[0].parts[0]: unknown part "blastr" (did you mean "blaster"?)',
    ]);
  });

  it('requires names in lists and rejects unknown keys in entries', async () => {
    const lines = await errorsOf(DUEL + 'matchups:\n  - games: 3\n  - name: b\n    sidez: []\n');
    expect(lines).toEqual([
      'configs/x.yaml:11:5: matchups[0]: every matchup in a list needs a unique "name"',
      'configs/x.yaml:13:5: matchups[1].sidez: unknown key "sidez" (did you mean "sides"?)',
    ]);
    expect(await errorsOf('name: results/x\n' + DUEL + 'matchups:\n  - name: a\n')).toEqual([
      'configs/x.yaml:1:7: name: must not contain "/" or "\\" or start with a space',
    ]);
  });
});
