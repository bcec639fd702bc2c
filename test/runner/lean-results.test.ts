import { appendFileSync, readFileSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MetricRow } from '../../src/core/metrics.js';
import { loadConfig } from '../../src/config/load-config.js';
import { pluginFor } from '../../src/games/registry.js';
import { decodeRecords, encodeRecords, type MetricRecord } from '../../src/runner/metric-codec.js';
import {
  BLOCK_GAMES,
  decodeFrame,
  encodeFrame,
  readRecords,
  scanFrames,
} from '../../src/runner/metric-frames.js';
import { mergeShards } from '../../src/runner/merge.js';
import { readManifest } from '../../src/runner/manifest.js';
import type { ProgressReporter } from '../../src/runner/progress.js';
import { runMatchups } from '../../src/runner/run.js';
import { slotOf } from '../../src/runner/seeds.js';
import { fixture, ndjson, read, tempDir } from './helpers.js';

const dir = tempDir();
const bin = (d: string) => readFileSync(join(d, 'metrics.bin'));
const games = (d: string) => read(join(d, 'games.ndjson'));

function abortAfter(after: number, controller: AbortController): ProgressReporter {
  return { start() {}, update: (done) => void (done >= after && controller.abort()), finish() {} };
}

describe('metric rows encoding', () => {
  const records: MetricRecord[] = [
    {
      game: 0,
      metrics: {
        curve: [
          ['Forge', 0, 15, 0, 1],
          ['Komplex', 0, 13, 0, 1],
          ['Forge', 1, 12.5, -3, 0],
        ],
        usage: [['Forge', 'Sabre XF-23 Fighter', 'xr70-missile-pod', 2, 6, 0, 0, 0, 0, 0, 8, 0]],
        health: [[0, '']],
        empty: [],
      },
    },
    {
      game: 7,
      metrics: {
        curve: [
          ['Forge', 0, -0, 2 ** 52, 0.1 + 0.2],
          ['Ünïcødé ✓', 3, -(2 ** 40), Number.MAX_VALUE, Number.MIN_VALUE],
        ],
        usage: [['Forge'], []],
        health: [[1, 'Komplex']],
        empty: [],
      },
    },
    // A game emitting other metrics, in another order.
    { game: 8, metrics: { health: [[2, 'Forge']], extra: [['x', 1.5, 'y']] } },
    { game: 9, metrics: {} },
  ];
  const keys = (id: string) => ({ curve: 2, usage: 3, health: 0, extra: 1 })[id] ?? 0;

  it('recovers every row, cell for cell (ints, negatives, -0, floats, long strings, short rows)', () => {
    const payload = encodeRecords(records, keys);
    const back = decodeRecords(payload);
    expect(back).toStrictEqual(records);
    expect(Object.is(back[1]!.metrics.curve![0]![2], -0)).toBe(true);
    expect(Object.keys(back[2]!.metrics)).toEqual(['health', 'extra']);
    // Deterministic: the same rows give the same bytes.
    expect(encodeRecords(records, keys)).toEqual(payload);
  });

  it('frames carry their block and count, and a file cut inside a frame keeps the whole ones', () => {
    const frame = encodeFrame({ matchup: 'm é', block: 3, partial: true }, records, keys);
    const { header, records: back } = decodeFrame(frame);
    expect(header).toMatchObject({ matchup: 'm é', block: 3, records: 4, partial: true });
    expect(back).toStrictEqual(records);
    const file = join(dir, 'frames.bin');
    appendFileSync(
      file,
      encodeFrame({ matchup: 'a', block: 0, partial: false }, records.slice(0, 2), keys),
    );
    appendFileSync(file, frame);
    const whole = statSync(file).size;
    appendFileSync(file, frame.subarray(0, frame.length - 5));
    const scan = scanFrames(file);
    expect(scan.frames.map((f) => [f.matchup, f.block, f.records])).toEqual([
      ['a', 0, 2],
      ['m é', 3, 4],
    ]);
    expect(scan.torn).toBe(whole);
    expect([...readRecords(file, 1)].map((r) => `${r.matchup}:${r.game}`)).toEqual([
      'a:7',
      'm é:0',
      'm é:7',
      'm é:8',
      'm é:9',
    ]);
  });
});

describe('metrics.bin beside games.ndjson', () => {
  it('is byte-identical for 1 and 2 threads, in-process and with small batches', async () => {
    const config = await fixture('toy-multi', { games: 600 });
    const outs = [
      { out: join(dir, 'b1'), threads: 1 },
      { out: join(dir, 'b2'), threads: 2 },
      { out: join(dir, 'b0'), threads: 0 },
      { out: join(dir, 'b2-small'), threads: 2, batch: { min: 1, max: 7 } },
    ];
    for (const o of outs)
      await runMatchups({
        config,
        outDir: o.out,
        threads: o.threads,
        ...(o.batch ? { batch: o.batch } : {}),
      });
    const reference = bin(outs[0]!.out);
    for (const o of outs.slice(1)) expect(bin(o.out).equals(reference), o.out).toBe(true);
    // One frame per block of each matchup: 600 games → 3 blocks each.
    expect(
      scanFrames(join(outs[0]!.out, 'metrics.bin')).frames.map(
        (f) => `${f.matchup}:${f.block}:${f.records}`,
      ),
    ).toEqual(
      ['base', 'sharp-eyes', 'solo-run'].flatMap((m) => [
        `${m}:0:${BLOCK_GAMES}`,
        `${m}:1:${BLOCK_GAMES}`,
        `${m}:2:${600 - 2 * BLOCK_GAMES}`,
      ]),
    );
    expect(readManifest(outs[0]!.out)).toMatchObject({ seedScheme: 2, metricsFile: 'metrics.bin' });
  });

  it('holds one record per line, in the same order', async () => {
    const lines = ndjson<{ matchup: string; game: number }>(join(dir, 'b2', 'games.ndjson'));
    const recs = [...readRecords(join(dir, 'b2', 'metrics.bin'))];
    expect(recs.map((r) => `${r.matchup}:${r.game}`)).toEqual(
      lines.map((l) => `${l.matchup}:${l.game}`),
    );
    expect(recs[0]!.metrics['toy-hits']).toHaveLength(2);
  });

  it('an interrupted run resumed, and a crash inside a frame, end as the uninterrupted run', async () => {
    const config = await fixture('toy-multi', { games: 600 });
    const out = join(dir, 'stopped');
    const controller = new AbortController();
    const first = await runMatchups({
      config,
      outDir: out,
      threads: 2,
      signal: controller.signal,
      progress: abortAfter(700, controller),
      batch: { max: 50 },
    });
    expect(first.stoppedBy).toBe('signal');
    expect(scanFrames(join(out, 'metrics.bin')).frames.at(-1)!.partial).toBe(true);
    await runMatchups({ config, outDir: out, threads: 1, resume: true });
    expect(games(out)).toBe(games(join(dir, 'b1')));
    expect(bin(out).equals(bin(join(dir, 'b1')))).toBe(true);

    // A crash: half a line in games.ndjson, a frame cut short in metrics.bin.
    const { frames } = scanFrames(join(out, 'metrics.bin'));
    truncateSync(join(out, 'metrics.bin'), frames[4]!.offset + 9);
    const text = games(out);
    let cut = 0;
    for (let i = 0; i < 1400; i++) cut = text.indexOf('\n', cut) + 1;
    truncateSync(join(out, 'games.ndjson'), cut + 20);
    const again = await runMatchups({ config, outDir: out, threads: 2, resume: true });
    // The lines whose rows were lost (after the 4th frame) are played again.
    expect(again.played).toBe(1800 - frames.slice(0, 4).reduce((a, f) => a + f.records, 0));
    expect(games(out)).toBe(games(join(dir, 'b1')));
    expect(bin(out).equals(bin(join(dir, 'b1')))).toBe(true);
  });

  it('merged shards give the unsharded metrics.bin', async () => {
    const config = await fixture('toy-multi', { games: 600 });
    const parts = [0, 1, 2].map((i) => join(dir, `part${i}`));
    for (const [i, p] of parts.entries())
      await runMatchups({ config, outDir: p, threads: 1, shard: { index: i, count: 3 } });
    await mergeShards({ dirs: parts, outDir: join(dir, 'merged') });
    expect(games(join(dir, 'merged'))).toBe(games(join(dir, 'b1')));
    expect(bin(join(dir, 'merged')).equals(bin(join(dir, 'b1')))).toBe(true);
  });

  it('recovers every Snap Ships metric row, and a default game costs at most 300 bytes in games.ndjson', async () => {
    const config = await loadConfig('configs/default.yaml', { games: 120 });
    const out = join(dir, 'snap');
    await runMatchups({ config, outDir: out, threads: 2 });
    const m = config.matchups[0]!;
    const plugin = await pluginFor(m);
    const recs = [...readRecords(join(out, 'metrics.bin'))];
    expect(recs).toHaveLength(120);
    for (const r of recs.filter((_, i) => i % 7 === 0)) {
      const slot = slotOf(m, r.game, 2);
      const played = plugin.playGame(m.setup, {
        seed: slot.seed,
        gameIndex: r.game,
        swapSeats: slot.swap,
        roundCap: m.roundCap,
      });
      expect(r.metrics).toStrictEqual(played.metrics as Record<string, MetricRow[]>);
    }
    const size = statSync(join(out, 'games.ndjson')).size;
    expect(size / 120).toBeLessThanOrEqual(300);
    expect(statSync(join(out, 'metrics.bin')).size / 120).toBeLessThan(120);
  });
});
