/**
 * An interrupted Armada balance-tool run resumes to the same result: an ablation of a fleet (one
 * results folder per variant) is stopped by an abort part-way through a variant, then resumed in
 * the same folder; its games and its analysis equal those of an uninterrupted run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseAblate } from '../../src/balance/ablation.js';
import { planAblate } from '../../src/balance/ablate.js';
import { prepareToolFolder, ToolRunner, unitPath } from '../../src/balance/execute.js';
import { runAllUnits, plannedGames } from '../../src/cli/balance-cli.js';
import type { ProgressReporter } from '../../src/runner/progress.js';
import { workspace } from './balance-helpers.js';

const ws = workspace();
const CONFIG = `name: fleet-ablate
game: armada
format: core-180
games: 4
seed: 31
objective: random-core
obstacles: {placement: random}
build: {name: Rebels, fleet: core-rebels-173, pilot: heuristic}
opponents:
  - {name: Imperials, fleet: core-imperials-175, pilot: heuristic}
`;

/** A progress reporter that aborts once `after` games of the whole tool are done. */
function abortAfter(after: number, controller: AbortController): ProgressReporter {
  return { start() {}, update: (done) => void (done >= after && controller.abort()), finish() {} };
}

async function play(
  outDir: string,
  o: { resume: boolean; signal?: AbortSignal; progress?: ProgressReporter },
) {
  const plan = await planAblate(ws.file('ablate.yaml', CONFIG));
  prepareToolFolder(outDir, plan.units, { resume: o.resume, force: false });
  const runner = new ToolRunner(
    {
      outDir,
      threads: 0,
      resume: o.resume,
      force: false,
      unitReports: 'none',
      ...(o.signal ? { signal: o.signal } : {}),
      progress: o.progress ?? null,
    },
    plannedGames(plan.units),
  );
  try {
    await runAllUnits(runner, plan.units);
  } finally {
    await runner.close();
  }
  return { plan, runner };
}

const games = (outDir: string, dir: string) =>
  readFileSync(join(unitPath(outDir, { dir }), 'games.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .sort();

describe('interrupted Armada ablation', () => {
  it('stops on abort, keeps its games, and resumes to the uninterrupted result', async () => {
    const whole = join(ws.dir, 'whole');
    const a = await play(whole, { resume: false });
    expect(a.runner.stoppedBy).toBeNull();
    const expected = await analyseAblate(whole, a.plan);

    const cut = join(ws.dir, 'cut');
    const controller = new AbortController();
    const b = await play(cut, {
      resume: false,
      signal: controller.signal,
      progress: abortAfter(6, controller),
    });
    expect(b.runner.stoppedBy).toBe('signal');
    const playedFirst = b.runner.played;
    expect(playedFirst).toBeGreaterThanOrEqual(6);
    expect(playedFirst).toBeLessThan(plannedGames(b.plan.units));
    const manifests = b.plan.units.map((u) => {
      try {
        return JSON.parse(readFileSync(join(unitPath(cut, u), 'manifest.json'), 'utf8')) as {
          interrupted: boolean;
        };
      } catch {
        return null;
      }
    });
    expect(manifests.some((m) => m?.interrupted === true)).toBe(true);
    // A second start without --resume is refused: the folder holds games.
    await expect(play(cut, { resume: false })).rejects.toThrow(/already holds games/);

    const c = await play(cut, { resume: true });
    expect(c.runner.stoppedBy).toBeNull();
    expect(c.runner.played).toBe(plannedGames(c.plan.units) - playedFirst);
    for (const u of c.plan.units) expect(games(cut, u.dir), u.dir).toEqual(games(whole, u.dir));
    expect(await analyseAblate(cut, c.plan)).toEqual(expected);
  });
});
