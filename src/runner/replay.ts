/**
 * `sortie replay`: plays one game of a results folder again, from the resolved
 * matchup in its manifest and the game's seed, with the readable log on. The log
 * goes to `replays/game-N.log`; the replayed result is checked against the line
 * recorded in games.ndjson (a determinism check).
 */
import { existsSync } from 'node:fs';
import { writeFileAtomicSync as writeFileSync } from '../core/atomic-write.js';
import { join } from 'node:path';
import type { GameResult, ResolvedMatchup } from '../core/game-plugin.js';
import { suggest } from '../config/issues.js';
import { fileNameOf } from '../core/safe-names.js';
import { pluginFor } from '../games/registry.js';
import { gameLine, lineKey, sameGameLine } from './game-line.js';
import { metricsFileIn } from './folder-names.js';
import { folderLayout, readManifest } from './manifest.js';
import { readRecords } from './metric-frames.js';
import { readLines, resultsFiles } from './results-files.js';
import { slotOf, type GameSlot } from './seeds.js';
import { ensureWritableFolder } from './writable-folder.js';

/** Options of {@link replayGame}. */
export interface ReplayOptions {
  /** A results folder (with manifest.json). */
  dir: string;
  /** Game index inside the matchup. */
  game: number;
  /** Matchup name; needed only when the folder holds several. */
  matchup?: string;
  /** Write the log file (default true). */
  write?: boolean;
}

/** A replayed game. */
export interface ReplayResult {
  matchup: ResolvedMatchup;
  slot: GameSlot;
  result: GameResult;
  /** Header and turn-by-turn log. */
  log: string[];
  /** Where the log was written, or null. */
  logFile: string | null;
  /** Where the board picture (SVG) was written, or null when the game draws none. */
  svgFile: string | null;
  /** How the replay compares with games.ndjson. */
  recorded: 'same' | 'different' | 'absent' | 'rows-missing';
}

/** The replay could not start (no manifest, unknown matchup, bad index). */
export class ReplayError extends Error {
  override name = 'ReplayError';
}

/** The matchup of a folder's manifest by name (or the only one). */
export function findMatchup(dir: string, name?: string): ResolvedMatchup {
  const manifest = readManifest(dir);
  if (!manifest) throw new ReplayError(`${dir} has no manifest.json: not a results folder`);
  const all = manifest.config.resolved;
  if (name === undefined) {
    if (all.length === 1) return all[0]!;
    throw new ReplayError(
      `${dir} holds several matchups: pass --matchup (one of ${all.map((m) => m.name).join(', ')})`,
    );
  }
  const m = all.find((x) => x.name === name);
  if (!m) {
    const s = suggest(
      name,
      all.map((x) => x.name),
    );
    throw new ReplayError(
      `no matchup "${name}" in ${dir}${s.length ? ` (did you mean "${s[0]}"?)` : ''}; matchups: ${all.map((x) => x.name).join(', ')}`,
    );
  }
  return m;
}

/** Replays one game. Throws the game's own exception if it fails again. */
export async function replayGame(opts: ReplayOptions): Promise<ReplayResult> {
  const m = findMatchup(opts.dir, opts.matchup);
  if (!Number.isInteger(opts.game) || opts.game < 0 || opts.game >= m.games) {
    throw new ReplayError(`--game must be a game index from 0 to ${m.games - 1}, got ${opts.game}`);
  }
  const manifest = readManifest(opts.dir);
  const multi = (manifest?.config.resolved.length ?? 1) > 1;
  const layout = folderLayout(manifest ?? { seedScheme: 1 }, opts.dir);
  const slot = slotOf(m, opts.game, layout.seedScheme);
  const plugin = await pluginFor(m);
  const result = plugin.playGame(m.setup, {
    seed: slot.seed,
    gameIndex: slot.game,
    swapSeats: slot.swap,
    roundCap: m.roundCap,
    log: true,
  });
  const winner =
    result.winner === null ? 'none (draw)' : `${m.sides[result.winner] ?? result.winner}`;
  const log = [
    `# ${m.name} game ${slot.game} (${m.game}, ${m.format})`,
    `# seed ${slot.seed}${slot.swap ? ' (seats swapped)' : ''}, round cap ${m.roundCap}`,
    `# winner: ${winner}, rounds: ${result.rounds}, end: ${result.endReason}`,
    ...(result.log ?? []),
  ];
  let logFile: string | null = null;
  let svgFile: string | null = null;
  if (opts.write !== false) {
    const dir = join(opts.dir, 'replays');
    ensureWritableFolder(dir);
    const stem = join(
      dir,
      `${multi ? `${fileNameOf(m.name, 100, 'matchup')}.` : ''}game-${slot.game}`,
    );
    logFile = `${stem}.log`;
    writeFileSync(logFile, log.join('\n') + '\n');
    const svg = plugin.renderReplay?.(result);
    if (svg) {
      svgFile = `${stem}.svg`;
      writeFileSync(svgFile, svg);
    }
  }
  const line = gameLine(m.name, slot, result, layout.metricsFile === null);
  let recorded: ReplayResult['recorded'] = 'absent';
  const games = resultsFiles(opts.dir).games;
  if (existsSync(games)) {
    for await (const l of readLines(games)) {
      const key = lineKey(l);
      if (key && key.matchup === m.name && key.game === slot.game) {
        recorded = sameGameLine(l, line) ? 'same' : 'different';
        break;
      }
    }
  }
  // The metric rows are checked too, where they are kept apart from the line.
  if (recorded === 'same' && layout.metricsFile)
    recorded = recordedRows(
      metricsFileIn(opts.dir, layout.metricsFile),
      m.name,
      slot.game,
      result.metrics,
    );
  return { matchup: m, slot, result, log, logFile, svgFile, recorded };
}

/**
 * How a game's metric rows in metrics.bin compare with the replayed ones: a file that is
 * missing or holds no rows for the game is told as such, not as a changed engine.
 */
function recordedRows(
  file: string,
  matchup: string,
  game: number,
  rows: GameResult['metrics'],
): ReplayResult['recorded'] {
  if (!existsSync(file)) return 'rows-missing';
  for (const r of readRecords(file)) {
    if (r.matchup === matchup && r.game === game)
      return JSON.stringify(r.metrics) === JSON.stringify(rows) ? 'same' : 'different';
  }
  return 'rows-missing';
}
