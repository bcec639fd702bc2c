/**
 * What `sortie merge` does besides interleaving the lines: it writes the merged folder's
 * metrics.bin (each shard's records follow its lines; they are re-cut into the blocks
 * the unsharded run has, so the file is the unsharded run's) and, when every shard's
 * tally.json covers its games exactly, a tally.json that merges them (so the merged
 * report needs no pass over the games; otherwise `sortie report` rebuilds it).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedMatchup } from '../core/game-plugin.js';
import { ResultsAggregator } from '../stats/results-aggregator.js';
import { metricsOfGames } from './game-metrics.js';
import type { KeyCounts, MetricRecord } from './metric-codec.js';
import { BLOCK_GAMES, readRecords } from './metric-frames.js';
import { folderLayout, type FolderLayout, type Manifest } from './manifest.js';
import { MetricsWriter } from './metrics-writer.js';
import { MergeError } from './merge-error.js';
import { resultsFiles } from './results-files.js';
import {
  checkpointMatches,
  readTallyCheckpoint,
  writeTallyCheckpoint,
} from './tally-checkpoint.js';
import { lineOffset } from './results-files.js';
import { statSync } from 'node:fs';

/** A shard folder with its manifest. */
export interface ShardFolder {
  dir: string;
  manifest: Manifest;
}

/** Follows the merged lines with their records and tallies; see the module comment. */
export class MergedResults {
  private readonly streams: Array<Generator<MetricRecord & { matchup: string }>>;
  private readonly keys: KeyCounts = new Map();
  private writer: MetricsWriter | null = null;
  private block: { matchup: string; block: number } | null = null;
  private pending: MetricRecord[] = [];

  private constructor(
    private readonly outDir: string,
    private readonly shards: ShardFolder[],
    private readonly metricsFile: string | null,
    private readonly tally: ResultsAggregator | null,
  ) {
    this.streams = metricsFile
      ? shards.map((s) => readRecords(join(s.dir, metricsFile), 0, this.keys))
      : [];
  }

  /** Checks that the shards share their layout and prepares the merged files. */
  static async open(shards: ShardFolder[], outDir: string): Promise<MergedResults> {
    const first = sameLayout(shards);
    const files = resultsFiles(outDir);
    rmSync(files.metrics, { force: true });
    rmSync(files.tally, { force: true });
    const m = shards[0]!.manifest;
    return new MergedResults(
      outDir,
      shards,
      first.metricsFile,
      await mergedTallies(shards, m.config.resolved),
    );
  }

  /** The next merged line came from shard `shard`: its record follows it. */
  line(shard: number, matchup: string, game: number): void {
    if (!this.metricsFile) return;
    const r = this.streams[shard]!.next();
    if (r.done || r.value.matchup !== matchup || r.value.game !== game) {
      throw new MergeError(
        `${this.shards[shard]!.dir}: metrics.bin has no metric rows for ${matchup} game ${game}: the shard's files disagree`,
      );
    }
    const block = Math.floor(game / BLOCK_GAMES);
    if (this.block && (this.block.matchup !== matchup || this.block.block !== block)) this.flush();
    this.block = { matchup, block };
    this.pending.push({ game, metrics: r.value.metrics });
  }

  private flush(): void {
    if (!this.block || !this.metricsFile) return;
    this.writer ??= new MetricsWriter(
      join(this.outDir, this.metricsFile),
      (id) => this.keys.get(id) ?? 0,
      null,
      0,
    );
    this.writer.piece(this.block.matchup, this.block.block, this.pending, true);
    this.pending = [];
    this.block = null;
  }

  /** Finishes metrics.bin and writes the merged tally.json (`lines` merged lines, the last one's key). */
  close(lines: number, last: { matchup: string; game: number } | null): void {
    this.flush();
    this.writer?.close();
    const games = resultsFiles(this.outDir).games;
    if (this.tally)
      writeTallyCheckpoint(this.outDir, {
        lines,
        bytes: statSync(games).size,
        last,
        tally: this.tally.toData(),
      });
  }
}

/** The shards' tallies merged, or null when one of them does not cover its games exactly. */
async function mergedTallies(
  shards: ShardFolder[],
  matchups: ResolvedMatchup[],
): Promise<ResultsAggregator | null> {
  const checkpoints = shards.map((s) => {
    const c = readTallyCheckpoint(s.dir);
    const games = resultsFiles(s.dir).games;
    if (
      !c ||
      c.bytes !== statSize(games) ||
      !checkpointMatches(c, games) ||
      lineOffset(games, c.lines + 1).lines !== c.lines
    )
      return null;
    return c;
  });
  if (checkpoints.some((c) => c === null)) return null;
  const infos = matchups.map((m) => ({
    name: m.name,
    game: m.game,
    format: m.format,
    sides: m.sides,
    seatSwap: m.seatSwap,
  }));
  const agg = new ResultsAggregator(infos, await metricsOfGames(matchups.map((m) => m.game)));
  for (const c of checkpoints) agg.mergeData(c!.tally);
  return agg;
}

function statSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return -1;
  }
}

/**
 * The layout the shards share (seed scheme, where the metric rows are); a shard of
 * another layout is a {@link MergeError} naming the field that differs.
 */
export function sameLayout(shards: ShardFolder[]): FolderLayout {
  const layouts = shards.map((s) => folderLayout(s.manifest, s.dir));
  const first = layouts[0]!;
  layouts.forEach((l, i) => {
    // The field that differs is named (the other may well be the same).
    const differs =
      l.seedScheme !== first.seedScheme
        ? `seed scheme ${l.seedScheme} vs ${first.seedScheme}`
        : l.metricsFile !== first.metricsFile
          ? `metric rows ${rowsAt(l)} vs ${rowsAt(first)}`
          : null;
    if (differs)
      throw new MergeError(
        `${shards[i]!.dir} was written by another Sortie version than ${shards[0]!.dir} (${differs}): merge shards of one version`,
      );
  });
  return first;
}

function rowsAt(l: FolderLayout): string {
  return l.metricsFile === null ? 'in games.ndjson' : `in ${l.metricsFile}`;
}
