/**
 * The tournament-point split (SPEC §3 data gap 22): `tournamentPoints:` is validated with
 * positioned errors, the split follows the table from known margins, and a real run with a
 * table writes each side's mean points with an interval and the split distribution.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import { ConfigError } from '../../src/config/issues.js';
import { loadConfigText } from '../../src/config/load-config.js';
import {
  resolveTournamentPoints,
  tournamentPoints,
  type TournamentPointsTable,
} from '../../src/games/armada/formats/tournament-points.js';
import { tournamentPointsBySide, tournamentSplit } from '../../src/games/armada/metrics-margin.js';
import type { GameEvent } from '../../src/games/armada/state/events.js';
import type { GameState } from '../../src/games/armada/state/types.js';
import type { ArmadaSetup } from '../../src/games/armada/engine/setup.js';
import { describeArmadaSetup } from '../../src/games/armada/formats/describe-setup.js';

const FILE = 'configs/tp.yaml';
const TABLE = `tournamentPoints:
  - {margin: 0, points: [6, 5]}
  - {margin: 60, points: [7, 4]}
  - {margin: 140, points: [8, 3]}
  - {margin: 220, points: [9, 2]}
  - {margin: 300, points: [10, 1]}
`;
const config = (table: string, games = 4) => `name: tp
game: armada
format: core-180
games: ${games}
seed: 5
playArea: standard
${table}sides:
  - name: Rebels
    fleet: core-rebels-173
    pilot: heuristic
  - name: Imperials
    fleet: core-imperials-175
    pilot: heuristic
`;

async function errorsOf(text: string): Promise<string[]> {
  try {
    await loadConfigText(text, FILE);
  } catch (e) {
    if (e instanceof ConfigError) return e.lines;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

/** `file:line:col` of `needle` in `text`. */
function at(text: string, needle: string): string {
  const lines = text.split('\n');
  const i = lines.findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`"${needle}" not in the text`);
  return `${FILE}:${i + 1}:${lines[i]!.indexOf(needle) + 1}`;
}

const FFG: TournamentPointsTable = {
  bands: [
    { margin: 0, points: [6, 5] },
    { margin: 60, points: [7, 4] },
    { margin: 140, points: [8, 3] },
    { margin: 220, points: [9, 2] },
    { margin: 300, points: [10, 1] },
  ],
  draw: 5.5,
};

describe('tournamentPoints: config', () => {
  it('resolves the list form with the default draw (half the first band), and the {bands, draw} form', () => {
    const issues: never[] = [];
    expect(
      resolveTournamentPoints(
        [
          { margin: 0, points: [6, 5] },
          { margin: 60, points: [7, 4] },
        ],
        issues,
      ),
    ).toEqual({
      bands: [
        { margin: 0, points: [6, 5] },
        { margin: 60, points: [7, 4] },
      ],
      draw: 5.5,
    });
    expect(
      resolveTournamentPoints({ bands: [{ margin: 0, points: [1, 0] }], draw: 0 }, issues),
    ).toEqual({ bands: [{ margin: 0, points: [1, 0] }], draw: 0 });
    expect(issues).toEqual([]);
  });

  it('refuses descending margins, a first band above 0, bad pairs and unknown keys, at file:line:col', async () => {
    const text = config(`tournamentPoints:
  bands:
    - {margin: 10, points: [6, 5]}
    - {margin: 140, points: [8, 3]}
    - {margin: 60, points: [7, 4]}
    - {margin: 220, points: [9]}
    - {margin: 300, points: [1, 10]}
    - {margn: 400, points: [10, 1]}
  draws: 5
`);
    const errors = await errorsOf(text);
    expect(errors).toEqual([
      `${at(text, '10, points')}: tournamentPoints.bands[0].margin: the first band must start at margin 0`,
      `${at(text, '60, points')}: tournamentPoints.bands[2].margin: margins must ascend: 60 is not above the previous band's 140`,
      `${at(text, '[9]')}: tournamentPoints.bands[3].points: points must be [winner, loser]: two numbers, 0 or more`,
      `${at(text, '[1, 10]')}: tournamentPoints.bands[4].points: the winner's points (1) are below the loser's (10)`,
      // A missing key points at its map.
      `${at(text, '{margn')}: tournamentPoints.bands[5].margin: margin must be a whole number of points, 0 or more`,
      `${at(text, 'margn')}: tournamentPoints.bands[5].margn: unknown key "margn" (did you mean "margin"?)`,
      `${at(text, 'draws')}: tournamentPoints.draws: unknown key "draws" (did you mean "draw"?)`,
    ]);
  });

  it('is part of the resolved setup, and `sortie validate` prints it', async () => {
    const c = await loadConfigText(config(TABLE), FILE);
    const setup = c.matchups[0]!.setup as ArmadaSetup;
    expect(setup.tournamentPoints).toEqual(FFG);
    expect(describeArmadaSetup(setup)[1]).toBe(
      'tournament points: 6-5 from margin 0, 7-4 from margin 60, ' +
        '8-3 from margin 140, 9-2 from margin 220, 10-1 from margin 300; a draw 5.5 each',
    );
    // Without a table the setup has no key (the config hash of existing matchups is unchanged).
    const plain = (await loadConfigText(config(''), FILE)).matchups[0]!.setup as ArmadaSetup;
    expect('tournamentPoints' in plain).toBe(false);
  });

  it('refuses a table that is not a list of bands, and suggests the key name', async () => {
    const bad = config('tournamentPoints: 7\n');
    expect(await errorsOf(bad)).toEqual([
      `${at(bad, '7')}: tournamentPoints: must be a list of {margin, points: [winner, loser]} bands, or {bands: [...], draw: N}`,
    ]);
    const typo = config(TABLE.replace('tournamentPoints', 'tournamentPoint'));
    expect((await errorsOf(typo))[0]).toMatch(
      /unknown key "tournamentPoint" \(did you mean "tournamentPoints"/,
    );
  });
});

describe('the split from known margins', () => {
  it('gives the band of the lowest margin at or below the game margin; a draw gives each side the draw points', () => {
    expect(tournamentPoints(FFG, 0, 0)).toEqual([6, 5]);
    expect(tournamentPoints(FFG, 1, 59)).toEqual([5, 6]);
    expect(tournamentPoints(FFG, 0, 60)).toEqual([7, 4]);
    expect(tournamentPoints(FFG, 1, 219)).toEqual([3, 8]);
    expect(tournamentPoints(FFG, 0, 299)).toEqual([9, 2]);
    expect(tournamentPoints(FFG, 1, 512)).toEqual([1, 10]);
    expect(tournamentPoints(FFG, null, 0)).toEqual([5.5, 5.5]);
  });

  it("the metrics emit each side's points and the split from the game-end event and the setup", () => {
    const state = { sides: [{ name: 'Rebels' }, { name: 'Imperials' }] } as unknown as GameState;
    const setup = { tournamentPoints: FFG } as ArmadaSetup;
    const end = (winner: number | null, scores: number[]): GameEvent => ({
      type: 'game-end',
      winner,
      reason: 'rounds',
      round: 6,
      scores,
    });
    const play = (decl: typeof tournamentSplit, e: GameEvent, s: ArmadaSetup | null = setup) => {
      const c = decl.start({ state, ...(s ? { setup: s } : {}) });
      c.on(e);
      return c.finish();
    };
    expect(play(tournamentPointsBySide, end(1, [40, 185]))).toEqual([
      ['Rebels', 3],
      ['Imperials', 8],
    ]);
    expect(play(tournamentSplit, end(1, [40, 185]))).toEqual([[8, '8-3', 'Imperials', 1]]);
    expect(play(tournamentSplit, end(0, [300, 0]))).toEqual([[10, '10-1', 'Rebels', 1]]);
    expect(play(tournamentSplit, end(null, [70, 70]))).toEqual([[5.5, '5.5-5.5', 'draw', 1]]);
    // No table: no rows, so no CSV.
    expect(play(tournamentSplit, end(0, [300, 0]), null)).toEqual([]);
    expect(play(tournamentPointsBySide, end(0, [300, 0]), {} as ArmadaSetup)).toEqual([]);
  });
});

describe('a run with a table', () => {
  it('writes tournament-points.csv (mean with a 95% interval), tournament-split.csv and their report parts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sortie-tp-'));
    const file = join(dir, 'tp.yaml');
    writeFileSync(file, config(TABLE, 16));
    const out = join(dir, 'out');
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await runCli(['run', file, '--threads', '1', '--out', out])).toBe(0);
    } finally {
      vi.restoreAllMocks();
    }
    const csv = (name: string) =>
      readFileSync(join(out, name), 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split(','));
    const margins = csv('margin-bands.csv');
    const split = csv('tournament-split.csv');
    const tp = csv('tournament-points.csv');
    expect(tp[0]).toEqual([
      'matchup',
      'side',
      'points_mean',
      'points_ci_low',
      'points_ci_high',
      'games_observed',
    ]);
    expect(split[0]).toEqual([
      'matchup',
      'winner_points',
      'split',
      'winner',
      'share_of_games',
      'games_observed',
    ]);
    // Each split row comes from the games of its margin band (the table's bands are the report's, 1-59 and 0 merged).
    const games = (rows: string[][], pred: (r: string[]) => boolean) =>
      rows
        .slice(1)
        .filter(pred)
        .reduce((n, r) => n + Number(r.at(-1)), 0);
    expect(games(split, () => true)).toBe(16);
    expect(games(split, (r) => r[2] === '6-5')).toBe(
      games(margins, (r) => r[2] === '0' || r[2] === '1-59'),
    );
    expect(games(split, (r) => r[2] === '7-4')).toBe(games(margins, (r) => r[2] === '60-139'));
    // Mean points from the split: the Rebels' points are the winner's or the loser's of each split row.
    let rebels = 0;
    for (const r of split.slice(1)) {
      const [w, l] = r[2]!.split('-').map(Number);
      rebels += Number(r[5]) * (r[3] === 'Rebels' ? w! : l!);
    }
    const rebelRow = tp.find((r) => r[1] === 'Rebels')!;
    expect(Number(rebelRow[2])).toBeCloseTo(rebels / 16, 5);
    expect(Number(rebelRow[3])).toBeLessThan(Number(rebelRow[2]));
    expect(Number(rebelRow[4])).toBeGreaterThan(Number(rebelRow[2]));
    // Rebels' and Imperials' means add up to 11 per game.
    expect(Number(rebelRow[2]) + Number(tp.find((r) => r[1] === 'Imperials')![2])).toBeCloseTo(
      11,
      9,
    );
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).toContain('Tournament points <span class="ci">(tournament-points.csv)</span>');
    expect(html).toContain('data-chart="tournament-split-tp"');
    expect(html).toContain('data-chart="margin-bands-tp"');
  }, 60_000);
});
