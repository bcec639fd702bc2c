import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { gameSeed, hashSeed, isSeedV2, Rng } from '../../src/core/rng.js';
import { pluginFor } from '../../src/games/registry.js';
import { gameLine } from '../../src/runner/game-line.js';
import { mergeShards } from '../../src/runner/merge.js';
import { readManifest } from '../../src/runner/manifest.js';
import { replayGame } from '../../src/runner/replay.js';
import { runMatchups } from '../../src/runner/run.js';
import { slotOf } from '../../src/runner/seeds.js';
import { fixture, ndjson, read, tempDir, toyDuel } from './helpers.js';

const dir = tempDir();
/** gameSeed('42', 'm', 3, 2), pinned. */
const SEED_42_M_3 = 'v2-63c52e54cf0cc289';
const games = (d: string) => read(join(d, 'games.ndjson'));

describe('seed scheme 2', () => {
  it('derives one 64-bit seed per game pair from (master seed, matchup, pair)', () => {
    const s = gameSeed('42', 'm', 3, 2);
    expect(s).toMatch(/^v2-[0-9a-f]{16}$/);
    // Pinned: results folders replay from their seeds, so the derivation must never change.
    expect(s).toBe(SEED_42_M_3);
    expect(
      new Set([
        gameSeed('42', 'm', 0, 2),
        gameSeed('42', 'm', 1, 2),
        gameSeed('43', 'm', 0, 2),
        gameSeed('42', 'n', 0, 2),
        gameSeed('4', '2m', 0, 2),
      ]).size,
    ).toBe(5);
    // Nearby games get unrelated seeds: no collisions, and their first die rolls are uniform.
    const seeds = Array.from({ length: 50_000 }, (_, g) => gameSeed('1', 'duel', g, 2));
    expect(new Set(seeds).size).toBe(seeds.length);
    const counts = new Array(10).fill(0);
    for (const seed of seeds) counts[new Rng(seed).d10()]++;
    for (const n of counts) expect(Math.abs(n - 5000)).toBeLessThan(400);
    expect(slotOf({ name: 'm', seed: '42', seatSwap: true, games: 8 }, 7, 2)).toEqual({
      game: 7,
      pair: 3,
      seed: s,
      swap: true,
    });
    expect(isSeedV2(s) && !isSeedV2(gameSeed('42', 'm', 3))).toBe(true);
  });

  it('streams are reproducible, resumable from their state and independent when derived', () => {
    const seed = gameSeed('1', 'duel', 0, 2);
    const a = new Rng(seed);
    const b = new Rng(seed);
    const first = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
    const saved = a.state();
    const next = Array.from({ length: 10 }, () => a.d10());
    const restored = new Rng(seed, saved);
    expect(Array.from({ length: 10 }, () => restored.d10())).toEqual(next);
    expect(JSON.parse(JSON.stringify(saved))).toEqual(saved);
    const c = a.clone();
    expect(c.next()).toBe(a.next());
    // Derived streams are functions of the seed and labels only, and differ from each other.
    expect(a.derive('pilot', 's0-0').seed).toBe(new Rng(seed).derive('pilot', 's0-0').seed);
    expect(a.derive('pilot', 's0-0').seed).toMatch(/^v2-[0-9a-f]{16}$/);
    const d0 = a.derive('pilot', 's0-0');
    const d1 = a.derive('pilot', 's1-0');
    expect(d0.next()).not.toBe(d1.next());
    expect(a.fork(3).seed).toBe(a.derive('fork', 3).seed);
    // Faces of the d10 are uniform enough: every face in 2000 rolls, none far off 10%.
    const counts = new Array(10).fill(0);
    const r = new Rng(gameSeed('9', 'dice', 1, 2));
    for (let i = 0; i < 20_000; i++) counts[r.d10()]++;
    for (const n of counts) expect(Math.abs(n - 2000)).toBeLessThan(200);
  });

  it('scheme 1 streams are unchanged: SHA-256 seeds and Alea', () => {
    const seed = gameSeed('42', 'm', 3);
    expect(seed).toBe(hashSeed('sortie-game', '42', 'm', 3));
    const alea = seedrandom.alea(hashSeed('sortie-rng', seed));
    const r = new Rng(seed);
    for (let i = 0; i < 20; i++) expect(r.next()).toBe(alea.quick());
    expect(r.derive('pilot', 's0-0').seed).toBe(hashSeed(seed, 'pilot', 's0-0'));
    expect(r.fork(2).seed).toBe(hashSeed(seed, 'fork', 2));
  });

  it('runs are identical across threads and shards', async () => {
    const config = await fixture('toy-multi', { games: 101 });
    await runMatchups({ config, outDir: join(dir, 'one'), threads: 1 });
    await runMatchups({ config, outDir: join(dir, 'two'), threads: 2 });
    for (const i of [0, 1])
      await runMatchups({
        config,
        outDir: join(dir, `s${i}`),
        threads: 2,
        shard: { index: i, count: 2 },
      });
    await mergeShards({ dirs: [join(dir, 's1'), join(dir, 's0')], outDir: join(dir, 'merged') });
    expect(games(join(dir, 'two'))).toBe(games(join(dir, 'one')));
    expect(games(join(dir, 'merged'))).toBe(games(join(dir, 'one')));
    const lines = ndjson<{ seed: string; matchup: string; game: number }>(
      join(dir, 'one', 'games.ndjson'),
    );
    expect(lines.every((l) => isSeedV2(l.seed))).toBe(true);
    expect(readManifest(join(dir, 'one'))!.seedScheme).toBe(2);
  });
});

describe('results of an older version (scheme 1, metric rows in the lines)', () => {
  /** A folder as Sortie wrote it before scheme 2: no seedScheme or metricsFile in the manifest. */
  async function oldFolder(out: string, played: number, total: number): Promise<string[]> {
    const config = await toyDuel('', { games: total });
    await runMatchups({ config, outDir: out, threads: 1 });
    const m = config.matchups[0]!;
    const plugin = await pluginFor(m);
    const lines = Array.from({ length: total }, (_, g) => {
      const slot = slotOf(m, g, 1);
      return gameLine(
        m.name,
        slot,
        plugin.playGame(m.setup, {
          seed: slot.seed,
          gameIndex: g,
          swapSeats: slot.swap,
          roundCap: m.roundCap,
        }),
        true,
      );
    });
    writeFileSync(
      join(out, 'games.ndjson'),
      lines
        .slice(0, played)
        .map((l) => l + '\n')
        .join(''),
    );
    const { seedScheme: _s, metricsFile: _f, ...manifest } = readManifest(out)!;
    writeFileSync(
      join(out, 'manifest.json'),
      JSON.stringify({
        ...manifest,
        gamesDone: played,
        complete: played === total,
        matchups: manifest.matchups.map((x) => ({ ...x, gamesDone: played })),
      }),
    );
    for (const f of ['metrics.bin', 'tally.json']) writeFileSync(join(out, f), '');
    return lines;
  }

  it('replays its games with their old seeds', async () => {
    const out = join(dir, 'old');
    const lines = await oldFolder(out, 30, 30);
    expect(JSON.parse(lines[5]!).seed).toMatch(/^[0-9a-f]{64}$/);
    const r = await replayGame({ dir: out, game: 5, write: false });
    expect(r.slot.seed).toBe(JSON.parse(lines[5]!).seed);
    expect(r.recorded).toBe('same');
  });

  it('resumes in its own scheme and layout, as the older version would have finished it', async () => {
    const out = join(dir, 'old-resumed');
    const lines = await oldFolder(out, 17, 40);
    const r = await runMatchups({
      config: await toyDuel('', { games: 40 }),
      outDir: out,
      threads: 2,
      resume: true,
    });
    expect(r.played).toBe(23);
    expect(games(out)).toBe(lines.map((l) => l + '\n').join(''));
    const manifest = readManifest(out)!;
    expect(manifest.seedScheme).toBe(1);
    expect(manifest.metricsFile).toBeUndefined();
    expect(r.results.finish().matchups[0]!.games).toBe(40);
  });
});
