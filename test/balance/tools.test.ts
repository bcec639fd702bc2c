/**
 * The balance tools end to end on the toy dice game (in-process, main thread): the
 * JSON contracts of tournament, price and compare, the results folders and report,
 * resume, the same seeds as `sortie run`, shared seeds across sweep cells and
 * ablation variants, and diff.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, ndjson, read, TOY_CUP, TOY_DUEL, workspace } from './balance-helpers.js';

const ws = workspace();
const json = (out: string) => JSON.parse(out) as Record<string, any>;

describe('sortie tournament', () => {
  const file = ws.file('cup.yaml', TOY_CUP);
  const out = join(ws.dir, 'cup');

  it('prints the contract JSON: ratings with intervals (strongest first) and the win-rate matrix', async () => {
    const r = await cli(
      'tournament',
      file,
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.ratings.map((x: any) => x.build).sort()).toEqual(['Blaster', 'Cannon', 'Twin']);
    for (const x of j.ratings)
      expect(Object.keys(x)).toEqual(
        expect.arrayContaining(['build', 'rating', 'ciLow', 'ciHigh']),
      );
    const ratings = j.ratings.map((x: any) => x.rating);
    expect([...ratings].sort((a: number, b: number) => b - a)).toEqual(ratings);
    expect(ratings.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(0, 9);
    // 4 dice beat 2: the twin blaster is rated above the single blaster.
    const rating = (b: string) => j.ratings.find((x: any) => x.build === b).rating;
    expect(rating('Twin')).toBeGreaterThan(rating('Blaster'));
    expect(j.matrix).toHaveLength(6);
    for (const m of j.matrix) {
      expect(Object.keys(m)).toEqual(expect.arrayContaining(['a', 'b', 'games', 'winRate']));
      expect(m.games).toBe(60);
      const back = j.matrix.find((x: any) => x.a === m.b && x.b === m.a);
      expect(m.winRate + back.winRate).toBeLessThanOrEqual(1 + 1e-12);
    }
  });

  it('writes CSVs, charts in report.html, and one ordinary results folder of the pairings', async () => {
    for (const f of ['ratings.csv', 'matrix.csv', 'los.csv', 'tournament.json', 'report.html'])
      expect(existsSync(join(out, f)), f).toBe(true);
    expect(read(join(out, 'ratings.csv')).split('\n')[0]).toBe(
      'build,rating,ci_low,ci_high,se,games,score',
    );
    const html = read(join(out, 'report.html'));
    expect(html).toContain('<h2>Ratings and matchups</h2>');
    expect((html.match(/<figure class="chart"/g) ?? []).length).toBe(3);
    const run = join(out, 'runs', 'as-configured');
    expect(ndjson(join(run, 'games.ndjson'))).toHaveLength(180);
    expect(JSON.parse(read(join(run, 'manifest.json'))).matchups.map((m: any) => m.name)).toEqual([
      'Blaster vs Cannon',
      'Blaster vs Twin',
      'Cannon vs Twin',
    ]);
    expect(existsSync(join(run, 'summary.csv'))).toBe(true);
  });

  it('refuses to overwrite without --resume; --resume plays nothing new and gives the same answer', async () => {
    const again = await cli(
      'tournament',
      file,
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--json',
    );
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already holds games .*--resume/);
    const first = read(join(out, 'tournament.json'));
    const before = read(join(out, 'runs', 'as-configured', 'games.ndjson'));
    const resumed = await cli(
      'tournament',
      file,
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--resume',
      '--no-charts',
    );
    expect(resumed.code).toBe(0);
    expect(read(join(out, 'runs', 'as-configured', 'games.ndjson'))).toBe(before);
    expect(read(join(out, 'tournament.json'))).toBe(first);
  });

  it('runs under several pilots, one results folder each', async () => {
    const o = join(ws.dir, 'cup-pilots');
    const r = await cli(
      'tournament',
      file,
      '--out',
      o,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--games',
      '10',
      '--pilots',
      'basic,careful',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.pilots.map((p: any) => p.pilot)).toEqual(['basic', 'careful']);
    expect(readdirSync(join(o, 'runs')).sort()).toEqual(['basic', 'careful']);
    expect(j.flags).toEqual([]);
  });
});

describe('sortie price', () => {
  it('prints the contract JSON: printed and fair points with an interval per build', async () => {
    const file = ws.file('price.yaml', TOY_CUP.replace('name: toy-cup', 'name: toy-price'));
    const r = await cli(
      'price',
      file,
      '--out',
      join(ws.dir, 'price'),
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.builds.map((b: any) => [b.build, b.printedPoints])).toEqual([
      ['Blaster', 2],
      ['Cannon', 3],
      ['Twin', 4],
    ]);
    for (const b of j.builds) {
      expect(Object.keys(b)).toEqual(
        expect.arrayContaining(['build', 'printedPoints', 'fairPoints', 'ciLow', 'ciHigh']),
      );
      if (b.fairPoints !== null) expect(b.ciLow).toBeLessThan(b.fairPoints);
    }
    // Fair costs average the printed ones (the price scale is anchored on them).
    const fair = j.builds.map((b: any) => b.fairPoints);
    if (fair.every((f: number | null) => f !== null))
      expect(fair.reduce((a: number, b: number) => a + b, 0) / 3).toBeCloseTo(3, 9);
    expect(read(join(ws.dir, 'price', 'price.csv')).split('\n')[0]).toBe(
      'build,printed_points,fair_points,ci_low,ci_high,delta,verdict,rating,rating_ci_low,rating_ci_high',
    );
  });
});

describe('sortie compare', () => {
  const file = ws.file('duel.yaml', TOY_DUEL);
  const out = join(ws.dir, 'cmp');

  it('SPRT: prints {decision, llr, lower, upper, games}, stops early, on the seeds `sortie run` uses', async () => {
    const r = await cli(
      'compare',
      file,
      '--sprt',
      '0,50',
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.decision).toBe('H1');
    expect(j.llr).toBeGreaterThanOrEqual(j.upper);
    expect(j.upper).toBeCloseTo(Math.log(19), 12);
    expect(j.lower).toBeCloseTo(-Math.log(19), 12);
    expect(j.games % 2).toBe(0);
    expect(j.games).toBeLessThan(2000);
    // The games are the first games of `sortie run` on the same config.
    const runOut = join(ws.dir, 'cmp-run');
    expect(
      (
        await cli(
          'run',
          file,
          '--games',
          String(j.games),
          '--out',
          runOut,
          '--threads',
          '0',
          '--quiet',
          '--no-report',
        )
      ).code,
    ).toBe(0);
    const played = read(join(out, 'runs', 'as-configured', 'games.ndjson'))
      .split('\n')
      .filter(Boolean);
    expect(played.slice(0, j.games)).toEqual(
      read(join(runOut, 'games.ndjson')).split('\n').filter(Boolean),
    );
  });

  it('a rerun elsewhere and a resume reach the same decision at the same game', async () => {
    const first = json(read(join(out, 'compare.json')));
    const other = await cli(
      'compare',
      file,
      '--sprt',
      '0,50',
      '--out',
      join(ws.dir, 'cmp2'),
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    const resumed = await cli(
      'compare',
      file,
      '--sprt',
      '0,50',
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--resume',
      '--no-charts',
    );
    for (const r of [other, resumed]) {
      const j = json(r.out);
      expect([j.decision, j.games, j.llr]).toEqual([first.decision, first.games, first.llr]);
    }
  });

  it('inconclusive at --max-games, then resumed with a larger --max-games', async () => {
    const o = join(ws.dir, 'cmp-small');
    const small = json(
      (
        await cli(
          'compare',
          file,
          '--sprt',
          '0,50',
          '--max-games',
          '8',
          '--batch',
          '2',
          '--out',
          o,
          '--threads',
          '0',
          '--quiet',
          '--json',
          '--no-charts',
        )
      ).out,
    );
    expect(small).toMatchObject({ decision: 'inconclusive', games: 8 });
    const more = await cli(
      'compare',
      file,
      '--sprt',
      '0,50',
      '--max-games',
      '2000',
      '--batch',
      '2',
      '--out',
      o,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--resume',
      '--no-charts',
    );
    expect(more.code).toBe(0);
    expect(json(more.out).decision).toBe('H1');
  });

  it('--precision: plays until the win-rate interval is that narrow', async () => {
    const r = await cli(
      'compare',
      file,
      '--precision',
      '0.05',
      '--out',
      join(ws.dir, 'cmp-prec'),
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    const j = json(r.out);
    expect(j.decision).toBe('reached');
    expect((j.ciHigh - j.ciLow) / 2).toBeLessThanOrEqual(0.05);
    expect(j.games).toBeGreaterThan(100);
  });
});

describe('sortie sweep', () => {
  const file = ws.file(
    'sweep.yaml',
    `name: toy-sweep
game: toy-dice
format: duel
games: 40
seed: 4
sides:
  - name: Reds
    ships: [{parts: [blaster]}]
  - name: Blues
    ships: [{parts: [blaster], hull: 6}]
side: Blues
sweep:
  - path: sides[1].ships[0].hull
    name: Blues hull
    values: [4, 6, 12]
  - path: table.hitOn
    values: [5, 7]
`,
  );
  const out = join(ws.dir, 'sweep');

  it('plays every cell on the same seeds and reports win rates with intervals and paired changes', async () => {
    const r = await cli(
      'sweep',
      file,
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.axes.map((a: any) => a.name)).toEqual(['Blues hull', 'table.hitOn']);
    expect(j.cells.map((c: any) => c.labels)).toEqual([
      ['4', '5'],
      ['4', '7'],
      ['6', '5'],
      ['6', '7'],
      ['12', '5'],
      ['12', '7'],
    ]);
    expect(j.cells.every((c: any) => c.side === 'Blues' && c.games === 40)).toBe(true);
    expect(j.cells[0].diffVsFirst).toBe(0);
    // More hull wins more (hit on 5+): 12 hull beats 4 hull.
    expect(j.cells[4].winRate).toBeGreaterThan(j.cells[0].winRate);
    const dirs = readdirSync(join(out, 'runs', 'as-configured')).sort();
    expect(dirs).toHaveLength(6);
    const seeds = dirs.map((d) =>
      ndjson<{ seed: string }>(join(out, 'runs', 'as-configured', d, 'games.ndjson'))
        .map((g) => g.seed)
        .join(),
    );
    expect(new Set(seeds).size).toBe(1);
    expect(read(join(out, 'sweep.csv')).split('\n')[0]).toBe(
      'cell,Blues hull,table.hitOn,side,games,wins,draws,win_rate,ci_low,ci_high,diff_vs_first,diff_ci_low,diff_ci_high,run',
    );
  });
});

describe('sortie ablate (generic game: alternatives from the config)', () => {
  it('pairs each swap with the base on the same seeds and reports the paired change', async () => {
    const file = ws.file(
      'ablate.yaml',
      `name: toy-ablate
game: toy-dice
format: duel
games: 200
seed: 6
build: {name: Hero, parts: [blaster, blade-wings]}
opponents:
  - {name: Foe, parts: [blaster, blade-wings]}
ablate:
  alternatives:
    1: [cannon, shield]
    blade-wings: [shield]
`,
    );
    const out = join(ws.dir, 'ablate');
    const r = await cli(
      'ablate',
      file,
      '--out',
      out,
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.variants.map((v: any) => `${v.position}:${v.part}->${v.alternative}`)).toEqual([
      '1:blaster->cannon',
      '1:blaster->shield',
      '2:blade-wings->shield',
    ]);
    const [cannon, shield] = j.variants;
    // 3 dice beat 2 dice (cannon helps); trading a blaster for a shield leaves 1 die (hurts).
    expect(cannon.ciLow).toBeGreaterThan(0);
    expect(shield.ciHigh).toBeLessThan(0);
    // Paired: narrower than the unpaired interval would be.
    for (const v of j.variants) expect((v.ciHigh - v.ciLow) / 2).toBeLessThan(v.unpairedHalfWidth);
    expect(j.parts.map((p: any) => [p.part, p.alternatives])).toEqual([
      ['blaster', 2],
      ['blade-wings', 1],
    ]);
    const base = ndjson<{ seed: string }>(
      join(out, 'runs', 'as-configured', 'base', 'games.ndjson'),
    ).map((g) => g.seed);
    const swap = ndjson<{ seed: string }>(
      join(out, 'runs', 'as-configured', 'p1-cannon', 'games.ndjson'),
    ).map((g) => g.seed);
    expect(swap).toEqual(base);
  });
});

describe('sortie diff', () => {
  it('finds nothing moved between a folder and itself, and marks real changes', async () => {
    const cup = join(ws.dir, 'cup', 'runs', 'as-configured');
    const same = await cli(
      'diff',
      cup,
      cup,
      '--out',
      join(ws.dir, 'diff-same'),
      '--json',
      '--quiet',
      '--no-charts',
    );
    expect(same.code).toBe(0);
    const s = json(same.out);
    expect(s.rows).toHaveLength(6);
    expect(s.rows.every((x: any) => x.paired && !x.moved && x.diff === 0)).toBe(true);
    // Tool folders are compared run folder by run folder.
    const roots = json(
      (
        await cli(
          'diff',
          join(ws.dir, 'cup'),
          join(ws.dir, 'cup-pilots'),
          '--out',
          join(ws.dir, 'diff-roots'),
          '--json',
          '--quiet',
          '--no-charts',
        )
      ).out,
    );
    expect(roots.rows).toEqual([]);
    expect(roots.onlyA).toEqual([
      'runs/as-configured/Blaster vs Cannon',
      'runs/as-configured/Blaster vs Twin',
      'runs/as-configured/Cannon vs Twin',
    ]);
    expect(roots.onlyB).toHaveLength(6);
    // Sweep cells share seeds: Blues with 4 hull against 12 hull moved, paired game by game.
    const sweep = join(ws.dir, 'sweep', 'runs', 'as-configured');
    const [c1, , , , c5] = readdirSync(sweep).sort();
    const moved = await cli(
      'diff',
      join(sweep, c1!),
      join(sweep, c5!),
      '--out',
      join(ws.dir, 'diff-moved'),
      '--quiet',
      '--no-charts',
    );
    expect(moved.code).toBe(0);
    expect(moved.out).toMatch(/^\* toy-sweep · Blues: .* paired/m);
    expect(readFileSync(join(ws.dir, 'diff-moved', 'diff.csv'), 'utf8').split('\n')[0]).toBe(
      'run,matchup,side,games_a,games_b,win_rate_a,win_rate_b,diff,ci_low,ci_high,p_value,paired,paired_games,moved,holm',
    );
  });
});
