import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameSeed } from '../../src/core/rng.js';
import type { GameLine } from '../../src/runner/game-line.js';
import { readManifest } from '../../src/runner/manifest.js';
import { MergeError, mergeShards } from '../../src/runner/merge.js';
import type { ProgressReporter } from '../../src/runner/progress.js';
import { RunRefusedError, runMatchups, type GameErrorRecord } from '../../src/runner/run.js';
import { fixture, ndjson, read, tempDir, toyDuel } from './helpers.js';

const dir = tempDir();
const games = (d: string) => read(join(d, 'games.ndjson'));

/** A progress reporter that aborts the run once `after` games are done. */
function abortAfter(after: number, controller: AbortController): ProgressReporter {
  return { start() {}, update: (done) => void (done >= after && controller.abort()), finish() {} };
}

describe('runMatchups: determinism', () => {
  it('writes byte-identical games.ndjson for 1 and 2 threads, in-process and with other batch sizes', async () => {
    const config = await fixture('toy-multi', { games: 301 });
    const outs = [
      { out: join(dir, 't1'), threads: 1 },
      { out: join(dir, 't2'), threads: 2 },
      { out: join(dir, 't0'), threads: 0 },
      { out: join(dir, 't2-small'), threads: 2, batch: { min: 1, max: 3 } },
    ];
    for (const o of outs) {
      const r = await runMatchups({
        config,
        outDir: o.out,
        threads: o.threads,
        ...(o.batch ? { batch: o.batch } : {}),
      });
      expect(r).toMatchObject({
        played: 903,
        gamesDone: 903,
        planned: 903,
        errors: 0,
        stoppedBy: null,
      });
    }
    const reference = games(outs[0]!.out);
    expect(reference.split('\n').filter(Boolean)).toHaveLength(903);
    for (const o of outs.slice(1)) expect(games(o.out)).toBe(reference);
  });

  it('writes games in matchup and game order with seeds from (master seed, matchup, pair)', async () => {
    const lines = ndjson<GameLine>(join(dir, 't2', 'games.ndjson'));
    expect(lines.map((l) => `${l.matchup}:${l.game}`)).toEqual(
      ['base', 'sharp-eyes', 'solo-run'].flatMap((m) =>
        [...Array(301).keys()].map((g) => `${m}:${g}`),
      ),
    );
    const base = lines.filter((l) => l.matchup === 'base');
    expect(base[4]).toMatchObject({
      seed: gameSeed('11', 'base', 2, 2),
      swap: false,
      firstSide: 0,
    });
    expect(base[5]).toMatchObject({ seed: gameSeed('11', 'base', 2, 2), swap: true, firstSide: 1 });
    const solo = lines.filter((l) => l.matchup === 'solo-run');
    expect(solo[5]).toMatchObject({ seed: gameSeed('11', 'solo-run', 5, 2), swap: false });
    // Metric rows are kept in metrics.bin, beside the lines.
    expect(Object.keys(base[0]!)).toEqual([
      'matchup',
      'game',
      'seed',
      'swap',
      'firstSide',
      'winner',
      'rounds',
      'endReason',
      'sides',
    ]);
    // Seat swap changes who acts first, so paired games differ.
    expect(
      base.filter(
        (l, i) =>
          i % 2 === 0 &&
          i + 1 < base.length &&
          JSON.stringify(l.sides) !== JSON.stringify(base[i + 1]!.sides),
      ).length,
    ).toBeGreaterThan(50);
  });

  it('writes a manifest with the config, hash, seeds, counts, times and threads', async () => {
    const m = readManifest(join(dir, 't2'))!;
    const config = await fixture('toy-multi', { games: 301 });
    expect(m).toMatchObject({
      tool: 'sortie',
      configHash: config.hash,
      masterSeed: '11',
      gamesDone: 903,
      errors: 0,
      threads: 2,
      shard: null,
      interrupted: false,
      complete: true,
    });
    expect(m.config.text).toBe(readFileSync('test/fixtures/toy-multi.yaml', 'utf8'));
    expect(m.config.resolved.map((x) => x.name)).toEqual(['base', 'sharp-eyes', 'solo-run']);
    expect(m.matchups.map((x) => [x.name, x.game, x.gamesDone, x.planned, x.seatSwap])).toEqual([
      ['base', 'toy-dice', 301, 301, true],
      ['sharp-eyes', 'toy-dice', 301, 301, true],
      ['solo-run', 'toy-dice', 301, 301, false],
    ]);
    expect(Date.parse(m.finished!)).toBeGreaterThanOrEqual(Date.parse(m.started));
    expect(m.version).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    expect(m.sessions).toHaveLength(1);
  });
});

describe('runMatchups: interruption and resume', () => {
  it('an interrupted run resumed equals an uninterrupted one', async () => {
    const config = await fixture('toy-multi', { games: 400 });
    const whole = join(dir, 'whole');
    await runMatchups({ config, outDir: whole, threads: 2 });

    const out = join(dir, 'interrupted');
    const controller = new AbortController();
    const first = await runMatchups({
      config,
      outDir: out,
      threads: 2,
      signal: controller.signal,
      progress: abortAfter(250, controller),
      batch: { max: 20 },
    });
    expect(first.stoppedBy).toBe('signal');
    expect(first.gamesDone).toBeGreaterThanOrEqual(250);
    expect(first.gamesDone).toBeLessThan(1200);
    expect(readManifest(out)).toMatchObject({
      interrupted: true,
      complete: false,
      gamesDone: first.gamesDone,
    });
    // What was written is exactly the start of the uninterrupted file.
    expect(games(whole).startsWith(games(out))).toBe(true);

    const second = await runMatchups({ config, outDir: out, threads: 1, resume: true });
    expect(second).toMatchObject({
      played: 1200 - first.gamesDone,
      gamesDone: 1200,
      stoppedBy: null,
    });
    expect(games(out)).toBe(games(whole));
    const m = readManifest(out)!;
    expect(m).toMatchObject({ interrupted: false, complete: true, threads: 1 });
    expect(m.sessions.map((s) => s.games)).toEqual([first.gamesDone, 1200 - first.gamesDone]);
  });

  it('resumes after a crash that left a partial line', async () => {
    const config = await toyDuel('', { games: 120 });
    const whole = join(dir, 'crash-whole');
    await runMatchups({ config, outDir: whole, threads: 2 });
    const out = join(dir, 'crash');
    await runMatchups({ config, outDir: out, threads: 2 });
    // Simulate a crash: keep 40 lines and half of the 41st.
    const text = games(whole);
    let cut = 0;
    for (let i = 0; i < 40; i++) cut = text.indexOf('\n', cut) + 1;
    truncateSync(join(out, 'games.ndjson'), cut + 30);
    const r = await runMatchups({ config, outDir: out, threads: 2, resume: true });
    expect(r.played).toBe(80);
    expect(games(out)).toBe(text);
  });

  it('a resume with nothing left to do changes nothing', async () => {
    const config = await toyDuel('', { games: 120 });
    const out = join(dir, 'crash-whole');
    const before = games(out);
    const r = await runMatchups({ config, outDir: out, threads: 2, resume: true });
    expect(r.played).toBe(0);
    expect(games(out)).toBe(before);
  });

  it('refuses to resume when the config changed, and to overwrite without --force', async () => {
    const changed = await toyDuel('', { games: 120, seed: 6 });
    await expect(
      runMatchups({ config: changed, outDir: join(dir, 'crash-whole'), threads: 1, resume: true }),
    ).rejects.toThrow(
      /the config changed since the run in .* started:\n {2}toy: seed 5 → 6\nrefusing to resume/,
    );
    await expect(
      runMatchups({ config: changed, outDir: join(dir, 'crash-whole'), threads: 1 }),
    ).rejects.toThrow(RunRefusedError);
    await expect(
      runMatchups({ config: changed, outDir: join(dir, 'crash-whole'), threads: 1 }),
    ).rejects.toThrow(/already holds games: use --resume .* --force/);
    const r = await runMatchups({
      config: changed,
      outDir: join(dir, 'crash-whole'),
      threads: 1,
      force: true,
    });
    expect(r.played).toBe(120);
    expect(readManifest(join(dir, 'crash-whole'))!.configHash).toBe(changed.hash);
  });

  it('starts a new run when --resume finds an empty folder', async () => {
    const config = await toyDuel('', { games: 10 });
    const r = await runMatchups({
      config,
      outDir: join(dir, 'fresh-resume'),
      threads: 1,
      resume: true,
    });
    expect(r.played).toBe(10);
  });
});

describe('shards and merge', () => {
  it('shard 0/2 + shard 1/2 merged equals the unsharded run', async () => {
    const config = await fixture('toy-multi', { games: 151 });
    const whole = join(dir, 'sh-whole');
    await runMatchups({ config, outDir: whole, threads: 2 });
    const parts = [0, 1].map((i) => join(dir, `sh-${i}`));
    for (const [i, p] of parts.entries()) {
      const r = await runMatchups({ config, outDir: p, threads: 1, shard: { index: i, count: 2 } });
      expect(r.planned).toBe(i === 0 ? 228 : 225);
    }
    const merged = join(dir, 'sh-merged');
    const r = await mergeShards({ dirs: [parts[1]!, parts[0]!], outDir: merged });
    expect(r.games).toBe(453);
    expect(games(merged)).toBe(games(whole));
    expect(readManifest(merged)).toMatchObject({
      shard: null,
      gamesDone: 453,
      complete: true,
      configHash: config.hash,
      mergedFrom: [parts[1], parts[0]],
    });
  });

  it('three shards of an odd count merge to the unsharded run too', async () => {
    const config = await toyDuel('', { games: 77 });
    const whole = join(dir, 's3-whole');
    await runMatchups({ config, outDir: whole, threads: 1 });
    const parts = [0, 1, 2].map((i) => join(dir, `s3-${i}`));
    for (const [i, p] of parts.entries())
      await runMatchups({ config, outDir: p, threads: 2, shard: { index: i, count: 3 } });
    await mergeShards({ dirs: parts, outDir: join(dir, 's3-merged') });
    expect(games(join(dir, 's3-merged'))).toBe(games(whole));
  });

  it('refuses missing, unfinished or foreign shards', async () => {
    const parts = [0, 1].map((i) => join(dir, `sh-${i}`));
    await expect(mergeShards({ dirs: [parts[0]!], outDir: join(dir, 'm1') })).rejects.toThrow(
      /shard 1\/2 is missing/,
    );
    await expect(
      mergeShards({ dirs: [parts[0]!, join(dir, 's3-1')], outDir: join(dir, 'm2') }),
    ).rejects.toThrow(MergeError);
    await expect(
      mergeShards({ dirs: [parts[0]!, join(dir, 's3-1')], outDir: join(dir, 'm2') }),
    ).rejects.toThrow(/different config/);
    await expect(
      mergeShards({ dirs: [parts[0]!, parts[0]!], outDir: join(dir, 'm3') }),
    ).rejects.toThrow(/given twice/);
    // An unfinished shard: cut its manifest's progress.
    const m = readManifest(parts[1]!)!;
    writeFileSync(
      join(parts[1]!, 'manifest.json'),
      JSON.stringify({ ...m, complete: false, gamesDone: 3 }),
    );
    await expect(mergeShards({ dirs: parts, outDir: join(dir, 'm4') })).rejects.toThrow(
      /unfinished .* --resume/,
    );
    const partial = await mergeShards({ dirs: parts, outDir: join(dir, 'm4'), partial: true });
    expect(partial.manifest.complete).toBe(false);
    writeFileSync(join(parts[1]!, 'manifest.json'), JSON.stringify(m));
  });
});

describe('failing games', () => {
  it('records the failing games with seed and replay command and keeps every other game', async () => {
    const config = await toyDuel('table: {failGames: [5, 17]}\n', { games: 40 });
    const clean = await toyDuel('', { games: 40 });
    const errs: GameErrorRecord[] = [];
    const out = join(dir, 'failing');
    const r = await runMatchups({
      config,
      outDir: out,
      threads: 2,
      onGameError: (e) => errs.push(e),
    });
    expect(r).toMatchObject({ played: 38, errors: 2, stoppedBy: null });
    expect(errs.map((e) => e.game).sort((a, b) => a - b)).toEqual([5, 17]);
    const recorded = ndjson<GameErrorRecord>(join(out, 'errors.ndjson')).sort(
      (a, b) => a.game - b.game,
    );
    expect(recorded[0]).toMatchObject({
      matchup: 'toy',
      game: 5,
      seed: gameSeed('5', 'toy', 2, 2),
      swap: true,
      error: 'toy failure in game 5',
      replay: `sortie replay ${out} --game 5`,
    });
    expect(recorded[0]!.stack).toContain('toy-game.mjs');
    // The other games are exactly those of a clean run (the table constant does not change play).
    await runMatchups({ config: clean, outDir: join(dir, 'clean'), threads: 1 });
    const expected = games(join(dir, 'clean'))
      .split('\n')
      .filter((l) => l && !/"game":(5|17),/.test(l));
    expect(games(out).split('\n').filter(Boolean)).toEqual(expected);
    expect(readManifest(out)).toMatchObject({ errors: 2, gamesDone: 38, complete: true });
  });

  it('stops dispatching after --max-errors failures', async () => {
    const config = await toyDuel(`table: {failGames: [${[...Array(30).keys()].join(', ')}]}\n`, {
      games: 400,
    });
    const r = await runMatchups({
      config,
      outDir: join(dir, 'many-errors'),
      threads: 1,
      maxErrors: 10,
      batch: { max: 8 },
    });
    expect(r.stoppedBy).toBe('errors');
    expect(r.errors).toBeGreaterThanOrEqual(10);
    expect(r.gamesDone).toBeLessThan(400);
  });
});
