/**
 * Continuing a folder's results on `--resume`: games.ndjson and metrics.bin are made to
 * agree (a frame cut short by a crash is dropped; lines whose metric rows were lost are
 * cut, so those games are played again, identically), the unfinished block a stopped run
 * left is reopened, and the statistics are restored from tally.json plus the lines after
 * it — or rebuilt from all the games when tally.json does not match them.
 */
import type { MetricDeclaration } from '../core/metrics.js';
import { parseGameLine, type GameLine } from '../stats/game-line.js';
import type { MatchupInfo } from '../stats/matchup-tally.js';
import { ResultsAggregator } from '../stats/results-aggregator.js';
import { RunRefusedError } from './run-refused.js';
import { lineKey } from './game-line.js';
import type { MetricRecord } from './metric-codec.js';
import { readFrameRecords, readRecords, scanFrames, truncateFile } from './metric-frames.js';
import type { OpenBlock } from './metrics-writer.js';
import { lineOffset, readLines, truncatePartialLine, type DoneSet } from './results-files.js';
import { checkpointMatches, checkTallyCheckpoint, tallyFile } from './tally-checkpoint.js';

/** Where a folder keeps its metric rows. */
export interface MetricsLayout {
  /** metrics.bin's path, or null when the rows are in games.ndjson's lines (older results). */
  metricsFile: string | null;
}

/** What {@link restoreResults} found. */
export interface RestoredResults {
  /** Statistics of every line now in games.ndjson. */
  aggregator: ResultsAggregator;
  /** The unfinished block to continue (cut from metrics.bin), or null. */
  reopened: OpenBlock | null;
  /** Records left in metrics.bin's finished frames. */
  records: number;
  /** Lines now in games.ndjson, and its size in bytes. */
  lines: number;
  bytes: number;
  /** Lines cut from games.ndjson because their metric rows were lost. */
  cut: number;
  /** Whether tally.json was used (else the statistics were rebuilt from all the games). */
  fromCheckpoint: boolean;
  /** Key of games.ndjson's last line, or null when it is empty. */
  lastKey: { matchup: string; game: number } | null;
}

/** Options of {@link restoreResults}. */
export interface RestoreOptions {
  dir: string;
  gamesFile: string;
  layout: MetricsLayout;
  infos: MatchupInfo[];
  metrics: MetricDeclaration<any, any>[];
  /** Finished games (from games.ndjson); games whose lines are cut are removed. */
  done?: DoneSet;
  /** Told when tally.json is present but not used (edited, damaged, not these games). */
  onWarning?: (message: string) => void;
}

/** Reconciles the folder's files and restores its statistics; see the module comment. */
export async function restoreResults(o: RestoreOptions): Promise<RestoredResults> {
  truncatePartialLine(o.gamesFile);
  let { lines, offset: bytes } = lineOffset(o.gamesFile, Number.MAX_SAFE_INTEGER);
  let reopened: OpenBlock | null = null;
  let records = lines;
  let cut = 0;
  const file = o.layout.metricsFile;
  if (file) {
    const scan = scanFrames(file);
    if (scan.torn !== null) truncateFile(file, scan.torn);
    const frames = scan.frames;
    records = frames.reduce((a, f) => a + f.records, 0);
    // Keep no more records than lines: drop whole frames, then trim the last one.
    while (frames.length && records - frames.at(-1)!.records >= lines) {
      const f = frames.pop()!;
      records -= f.records;
      truncateFile(file, f.offset);
    }
    const last = frames.at(-1);
    if (last && (last.partial || records > lines)) {
      const { records: rs } = readFrameRecords(file, last);
      frames.pop();
      truncateFile(file, last.offset);
      records -= last.records;
      const keep = rs.slice(0, Math.min(rs.length, lines - records));
      reopened = { matchup: last.matchup, block: last.block, records: keep };
      records += keep.length;
    }
    if (records < lines) {
      cut = lines - records;
      const at = lineOffset(o.gamesFile, records).offset;
      if (o.done)
        for await (const l of readLines(o.gamesFile, at)) {
          const key = lineKey(l);
          if (key) o.done.delete(key.matchup, key.game);
        }
      truncateFile(o.gamesFile, at);
      lines = records;
      bytes = at;
    }
    records -= reopened?.records.length ?? 0;
  }

  const aggregator = new ResultsAggregator(o.infos, o.metrics);
  const { checkpoint: c, problem } = checkTallyCheckpoint(o.dir);
  const usable = c !== null && c.lines <= lines && checkpointMatches(c, o.gamesFile);
  // A checkpoint beyond the lines kept (cut above) is simply older work; any other misfit is told.
  const misfit =
    problem ?? (c !== null && !usable && c.lines <= lines ? 'does not match games.ndjson' : null);
  if (misfit)
    o.onWarning?.(`${tallyFile(o.dir)} ${misfit}: the statistics are rebuilt from games.ndjson`);
  if (usable) aggregator.mergeData(c.tally);
  const from = usable ? c.lines : 0;
  let lastKey = usable && lines === c.lines ? c.last : null;
  if (from < lines) {
    const rows = file ? recordStream(file, from, reopened) : null;
    let n = from;
    for await (const text of readLines(o.gamesFile, usable ? c.bytes : 0)) {
      const line = parseGameLine(text);
      if (rows) line.metrics = matchingRecord(rows, line, n).metrics;
      aggregator.add(line);
      lastKey = { matchup: line.matchup, game: line.game };
      n++;
    }
  }
  return { aggregator, reopened, records, lines, bytes, cut, fromCheckpoint: usable, lastKey };
}

/** The records of metrics.bin from record `from`, then those of the reopened block. */
function* recordStream(
  file: string,
  from: number,
  reopened: OpenBlock | null,
): Generator<MetricRecord & { matchup: string }> {
  yield* readRecords(file, from);
  for (const r of reopened?.records ?? []) yield { matchup: reopened!.matchup, ...r };
}

function matchingRecord(
  rows: Generator<MetricRecord & { matchup: string }>,
  line: GameLine,
  n: number,
): MetricRecord {
  const r = rows.next();
  if (r.done || r.value.matchup !== line.matchup || r.value.game !== line.game) {
    throw new RunRefusedError(
      `games.ndjson line ${n + 1} (${line.matchup} game ${line.game}) has no matching metric rows in metrics.bin ` +
        `(found ${r.done ? 'none' : `${r.value.matchup} game ${r.value.game}`}): the folder's files disagree; use --force to start over`,
    );
  }
  return r.value;
}
