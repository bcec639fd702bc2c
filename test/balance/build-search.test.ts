/**
 * `sortie optimize` and `sortie outliers` end to end on the synthetic build game
 * (test/fixtures/toy-builds.mjs: a known best build, a known broken pair lens + prism):
 * the optimizer finds the best build within its budget and separates it from the
 * runner-up, an interrupted race resumes to the uninterrupted result, the outlier finder
 * finds the builds holding the broken pair (and nothing in the fair pool), and config
 * problems point at the file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareToolFolder, ToolRunner } from '../../src/balance/execute.js';
import { analyseOptimize, planOptimize } from '../../src/balance/optimize.js';
import { runRace } from '../../src/balance/race.js';
import { registerGameModule } from '../../src/games/registry.js';
import type { ProgressReporter } from '../../src/runner/progress.js';
import { cli, gamesInRuns, read, workspace } from './balance-helpers.js';

registerGameModule('toy-builds', new URL('../fixtures/toy-builds.mjs', import.meta.url).href);

const ws = workspace();
const json = (out: string) => JSON.parse(out) as Record<string, any>;
const BEST = ['railgun', 'warp-drive', 'lens', 'prism'];

const OPTIMIZE = `name: toy-best
game: toy-builds
format: duel
seed: 4
optimize:
  ship: {}
  opponents:
    - {name: Mid, parts: [cannon, warp-drive, shield, radar]}
  pilot: basic
  budget: 8000
  candidates: 200
`;

function outliersConfig(exclude: string): string {
  return `name: toy-outliers
game: toy-builds
format: duel
seed: 6
outliers:
  ship: {}
  exclude: [${exclude}]
  opponents:
    - {name: Mid, parts: [cannon, warp-drive, shield, radar]}
  pilot: basic
  candidates: 200
  games: 60
`;
}

describe('sortie optimize', () => {
  const file = ws.file('best.yaml', OPTIMIZE);
  const out = join(ws.dir, 'best');
  let result: Record<string, any>;

  it('finds the best build of the space, separated from the runner-up, within the budget', async () => {
    const r = await cli(
      'optimize',
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
    result = json(r.out);
    expect(result.exhaustive).toBe(true);
    // 126 builds: 125 drawn and the preset.
    expect(result.evaluated).toBe(126);
    expect(result.builds[0].build.parts).toEqual(BEST);
    expect(result.builds[0].separated).toBe(true);
    for (const b of result.builds)
      expect(Object.keys(b)).toEqual(
        expect.arrayContaining(['build', 'winRate', 'ciLow', 'ciHigh', 'games']),
      );
    const rates = result.builds.map((b: any) => b.winRate);
    expect([...rates].sort((a: number, b: number) => b - a)).toEqual(rates);
    expect(result.builds[0].ciLow).toBeGreaterThan(result.builds[1].winRate);
    // The budget is honoured to the game, and the games counted are the games on disk.
    expect(result.games).toBeLessThanOrEqual(8000);
    expect(result.games).toBeGreaterThan(7900);
    expect(gamesInRuns(out)).toBe(result.games);
    expect(result.rounds.reduce((s: number, x: any) => s + x.games, 0)).toBe(result.games);
    for (const b of result.builds) expect(b.games % 2).toBe(0);
  });

  it('reports the parts and the pair that matter, in CSVs and report.html', () => {
    expect(result.pairs[0]).toMatchObject({ a: 'lens', b: 'prism' });
    expect(result.pairs[0].ciLow).toBeGreaterThan(0);
    const railgun = result.parts.find((p: any) => p.part === 'railgun');
    const pistol = result.parts.find((p: any) => p.part === 'pistol');
    expect(railgun.effect).toBeGreaterThan(0);
    expect(pistol.ciHigh).toBeLessThan(0);
    for (const f of [
      'optimize-finalists.csv',
      'optimize-rounds.csv',
      'optimize-evaluated.csv',
      'optimize-parts.csv',
      'optimize-pairs.csv',
      'optimize.json',
      'report.html',
    ])
      expect(existsSync(join(out, f)), f).toBe(true);
    expect(read(join(out, 'optimize-finalists.csv')).split('\n')[0]).toBe(
      'rank,id,build,preset,points,win_rate,ci_low,ci_high,games,draws,vs_leader,vs_leader_low,vs_leader_high,p_value,separated',
    );
    const html = read(join(out, 'report.html'));
    expect(html).toContain('<h2>Best builds</h2>');
    expect(html).toContain('<h2>Which parts and pairs matter</h2>');
  });

  it('an interrupted race resumes to the uninterrupted result', async () => {
    const cut = join(ws.dir, 'best-cut');
    const plan = await planOptimize(file);
    const play = async (o: {
      resume: boolean;
      signal?: AbortSignal;
      progress?: ProgressReporter;
    }) => {
      prepareToolFolder(cut, plan.units, { resume: o.resume, force: false });
      const runner = new ToolRunner(
        {
          outDir: cut,
          threads: 0,
          resume: o.resume,
          force: false,
          unitReports: 'none',
          ...(o.signal ? { signal: o.signal } : {}),
          progress: o.progress ?? null,
        },
        plan.schedule.games,
      );
      try {
        return await runRace(
          runner,
          cut,
          plan.units,
          plan.raceCandidates,
          plan.references,
          plan.schedule,
        );
      } finally {
        await runner.close();
      }
    };
    const controller = new AbortController();
    const stopped = await play({
      resume: false,
      signal: controller.signal,
      progress: {
        start() {},
        update: (done) => void (done >= 3000 && controller.abort()),
        finish() {},
      },
    });
    expect(stopped).toBeNull();
    expect(gamesInRuns(cut)).toBeLessThan(result.games);
    const race = await play({ resume: true });
    const again = await analyseOptimize(cut, plan, race!);
    expect(again.games).toBe(result.games);
    expect(again.finalists.map((f) => [f.id, f.winRate, f.games])).toEqual(
      result.builds.map((b: any) => [b.name, b.winRate, b.games]),
    );
  });

  it('refuses --games, and a game without a build space gets a clear error', async () => {
    const r = await cli('optimize', file, '--games', '10', '--quiet');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/--budget/);
    const dice = ws.file('dice.yaml', OPTIMIZE.replace('game: toy-builds', 'game: toy-dice'));
    const d = await cli('optimize', dice, '--quiet', '--out', join(ws.dir, 'dice'));
    expect(d.code).toBe(1);
    expect(d.err).toMatch(/dice\.yaml:\d+:\d+: .*cannot list its legal builds/);
  });

  it('config problems point at the file: an unknown key, a missing budget, a bad fixed part', async () => {
    const typo = await cli(
      'optimize',
      ws.file('typo.yaml', OPTIMIZE.replace('  budget: 8000\n', '  budgte: 8000\n')),
      '--quiet',
    );
    expect(typo.code).toBe(1);
    expect(typo.err).toMatch(/typo\.yaml:10:3: optimize\.budgte: unknown key "budgte"/);
    const none = await cli(
      'optimize',
      ws.file('none.yaml', OPTIMIZE.replace('  budget: 8000\n', '')),
      '--quiet',
    );
    expect(none.err).toMatch(/none\.yaml:\d+:\d+: optimize: missing required key "budget"/);
    const fixed = await cli(
      'optimize',
      ws.file(
        'fixed.yaml',
        OPTIMIZE.replace('  budget: 8000\n', '  budget: 8000\n  fixed: {weapon: laser}\n'),
      ),
      '--quiet',
    );
    expect(fixed.err).toMatch(
      /fixed\.yaml:11:\d+: optimize\.fixed: fixed\.weapon: "laser" is not a weapon part here/,
    );
  });
});

describe('sortie outliers', () => {
  it('finds the builds holding the broken pair, and the pair they share', async () => {
    const out = join(ws.dir, 'broken');
    const r = await cli(
      'outliers',
      ws.file('broken.yaml', outliersConfig('')),
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
    expect(j.outliers.length).toBeGreaterThanOrEqual(3);
    for (const o of j.outliers) {
      expect(Object.keys(o)).toEqual(
        expect.arrayContaining(['build', 'points', 'fairPoints', 'ciLow', 'ciHigh', 'sharedParts']),
      );
      expect(o.build.parts).toEqual(expect.arrayContaining(['lens', 'prism']));
      expect(o.sharedParts).toEqual(['lens', 'prism']);
      expect(o.ciLow).toBeGreaterThan(o.points);
    }
    expect(j.sharedParts.map((s: any) => s.part)).toEqual(['lens', 'prism']);
    // Every part costs its power: a point buys a positive amount of strength.
    expect(j.eloPerPoint).toBeGreaterThan(20);
    for (const f of [
      'outliers.csv',
      'outliers-by-cost.csv',
      'outliers-shared-parts.csv',
      'outliers.json',
      'report.html',
    ])
      expect(existsSync(join(out, f)), f).toBe(true);
  });

  it('reports nothing on a fair pool', async () => {
    const r = await cli(
      'outliers',
      ws.file('fair.yaml', outliersConfig('prism')),
      '--out',
      join(ws.dir, 'fair'),
      '--threads',
      '0',
      '--quiet',
      '--json',
      '--no-charts',
    );
    expect(r.code).toBe(0);
    const j = json(r.out);
    expect(j.evaluated).toBe(90);
    expect(j.outliers).toEqual([]);
  });
});
