import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { aggregateGames } from '../../src/report/compute-results.js';
import { readManifest } from '../../src/report/read-results.js';
import { writeReport } from '../../src/report/write-report.js';
import { mergeShards } from '../../src/runner/merge.js';
import type { ProgressReporter } from '../../src/runner/progress.js';
import { runMatchups } from '../../src/runner/run.js';
import { restoreResults } from '../../src/runner/resume-results.js';
import { readTallyCheckpoint } from '../../src/runner/tally-checkpoint.js';
import { pluginFor } from '../../src/games/registry.js';
import { ResultsAggregator } from '../../src/stats/results-aggregator.js';
import { tempDir } from './helpers.js';

const dir = tempDir();
const TABLES = /^(summary\.json|summary\.csv|game-length\.csv|games\.csv|.*\.csv)$/;

/** The report's tables of a folder, by file name. */
function tables(d: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of readdirSync(d)
    .filter((f) => TABLES.test(f))
    .sort())
    out[f] = readFileSync(join(d, f), 'utf8');
  return out;
}

/** A copy of a folder with its report rebuilt from the games alone (`sortie report`). */
async function rebuilt(d: string, name: string): Promise<Record<string, string>> {
  const copy = join(dir, name);
  cpSync(d, copy, { recursive: true });
  rmSync(join(copy, 'tally.json'));
  await writeReport(copy, { charts: false, html: false, rebuild: true, onWarning: () => {} });
  return tables(copy);
}

// A Snap Ships duel: real metric rows (carry-forward curves, part shares, fractional values).
const config = (games = 300) => loadConfig('configs/default.yaml', { games });

describe("the report from the run's own tallies", () => {
  it('equals the report rebuilt from games.ndjson, byte for byte', async () => {
    const out = join(dir, 'whole');
    const r = await runMatchups({ config: await config(), outDir: out, threads: 2 });
    await writeReport(out, { charts: false, html: false, results: r.results, onWarning: () => {} });
    const fromRun = tables(out);
    expect(Object.keys(fromRun)).toEqual(
      expect.arrayContaining(['summary.json', 'damage-curve.csv', 'part-usage.csv', 'games.csv']),
    );
    expect(await rebuilt(out, 'whole-rebuilt')).toEqual(fromRun);
    expect(readTallyCheckpoint(out)).toMatchObject({ lines: 300 });
  });

  it('a checkpoint and --resume give the same summary as a full rebuild', async () => {
    const out = join(dir, 'resumed');
    // Enough games that the stop below comes before the end even when the first checkpoint
    // is only seen late (a loaded machine): the run must be interrupted.
    const games = 1200;
    const wholeRun = join(dir, 'whole-run');
    const rWhole = await runMatchups({ config: await config(games), outDir: wholeRun, threads: 2 });
    await writeReport(wholeRun, {
      charts: false,
      html: false,
      results: rWhole.results,
      onWarning: () => {},
    });
    const controller = new AbortController();
    // Checkpoints as often as they can be (only when the metric rows' block of 256 games is whole,
    // which two threads may skip past), the first one kept aside, and a stop after it.
    let early: string | null = null;
    let earlyLines = Infinity;
    const progress: ProgressReporter = {
      start() {},
      finish() {},
      update(done) {
        if (early === null && existsSync(join(out, 'tally.json'))) {
          early = readFileSync(join(out, 'tally.json'), 'utf8');
          earlyLines = (JSON.parse(early) as { lines: number }).lines;
        }
        if (done >= 300 && done > earlyLines) controller.abort();
      },
    };
    const first = await runMatchups({
      config: await config(games),
      outDir: out,
      threads: 2,
      signal: controller.signal,
      progress,
      batch: { max: 16 },
      checkpointMs: 1,
    });
    expect(early, 'no checkpoint was written before the run ended').not.toBeNull();
    expect(first.stoppedBy).toBe('signal');
    expect(readTallyCheckpoint(out)!.lines).toBe(first.gamesDone);
    // Back to the earlier checkpoint: resume aggregates the lines after it, and only those.
    writeFileSync(join(out, 'tally.json'), early!);
    const c = readTallyCheckpoint(out)!;
    expect(c.lines).toBeGreaterThan(0);
    expect(c.lines).toBeLessThan(first.gamesDone);
    const copy = join(dir, 'resumed-copy');
    cpSync(out, copy, { recursive: true });
    const restored = await restoreResults({
      dir: copy,
      gamesFile: join(copy, 'games.ndjson'),
      layout: { metricsFile: join(copy, 'metrics.bin') },
      infos: (await config()).matchups.map((m) => ({
        name: m.name,
        game: m.game,
        format: m.format,
        sides: m.sides,
        seatSwap: m.seatSwap,
      })),
      metrics: (await pluginFor((await config()).matchups[0]!)).metrics,
    });
    expect({
      fromCheckpoint: restored.fromCheckpoint,
      lines: restored.lines,
      cut: restored.cut,
      early: c.lines,
    }).toMatchObject({ fromCheckpoint: true, lines: first.gamesDone, cut: 0 });
    expect(restored.aggregator.finish().matchups[0]!.games).toBe(first.gamesDone);
    const second = await runMatchups({
      config: await config(games),
      outDir: out,
      threads: 1,
      resume: true,
    });
    await writeReport(out, {
      charts: false,
      html: false,
      results: second.results,
      onWarning: () => {},
    });
    const whole = tables(wholeRun);
    expect(tables(out)).toEqual(whole);
    expect(readFileSync(join(out, 'summary.json'), 'utf8')).toBe(whole['summary.json']);
  });

  it('a checkpoint that no longer matches games.ndjson is ignored and the statistics are rebuilt', async () => {
    const out = join(dir, 'stale');
    cpSync(join(dir, 'whole'), out, { recursive: true });
    // tally.json from another folder's run: its last line does not match.
    const other = readTallyCheckpoint(join(dir, 'resumed'))!;
    writeFileSync(
      join(out, 'tally.json'),
      JSON.stringify({ ...other, last: { matchup: 'default', game: 3 } }),
    );
    const r = await runMatchups({ config: await config(), outDir: out, threads: 1, resume: true });
    expect(r.played).toBe(0);
    await writeReport(out, { charts: false, html: false, results: r.results, onWarning: () => {} });
    expect(tables(out)).toEqual(tables(join(dir, 'whole')));
  });

  it("merged shards' report equals the unsharded one", async () => {
    const parts = [0, 1].map((i) => join(dir, `shard${i}`));
    for (const [i, p] of parts.entries())
      await runMatchups({
        config: await config(),
        outDir: p,
        threads: 1,
        shard: { index: i, count: 2 },
      });
    const merged = join(dir, 'merged');
    await mergeShards({ dirs: parts, outDir: merged });
    // The shards' checkpoints merge into the merged folder's.
    expect(readTallyCheckpoint(merged)).toMatchObject({ lines: 300 });
    await writeReport(merged, { charts: false, html: false, onWarning: () => {} });
    const whole = tables(join(dir, 'whole'));
    expect(tables(merged)).toEqual(whole);
    expect(await rebuilt(merged, 'merged-rebuilt')).toEqual(whole);
  });

  it('an aggregator survives its plain-data form (what workers send and checkpoints hold)', async () => {
    const out = join(dir, 'whole');
    const manifest = await readManifest(out);
    const agg = await aggregateGames(join(out, 'games.ndjson'), manifest);
    const copy = new ResultsAggregator(agg.matchups, agg.metrics);
    copy.mergeData(JSON.parse(JSON.stringify(agg.toData())));
    expect(JSON.stringify(copy.finish())).toBe(JSON.stringify(agg.finish()));
    // Merging twice counts everything twice.
    copy.mergeData(agg.toData());
    expect(copy.finish().matchups[0]!.games).toBe(600);
  });
});
