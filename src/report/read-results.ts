/**
 * Reading a results folder: manifest.json and games.ndjson (streamed line by line,
 * so a million-game file is never held in memory).
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { ResolvedMatchup } from '../core/game-plugin.js';
import { parseGameLine, type GameLine } from '../stats/game-line.js';
import type { MatchupInfo } from '../stats/matchup-tally.js';
import { parseManifestText } from '../runner/manifest-check.js';
import { ResultsFileError } from '../runner/results-file-error.js';

/** The parts of manifest.json the reports use (other fields are kept as-is). */
export interface ResultsManifest {
  matchups?: Array<Partial<ResolvedMatchup> & { name: string; errors?: number }>;
  configHash?: string;
  [field: string]: unknown;
}

export { ResultsFileError };

/** Reads manifest.json of a results folder ({} when it is missing). */
export async function readManifest(dir: string): Promise<ResultsManifest> {
  let text: string;
  try {
    text = await readFile(join(dir, 'manifest.json'), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  return parseManifestText(text, join(dir, 'manifest.json'), false) as ResultsManifest;
}

/** Matchup information for the statistics, from the manifest's resolved matchups. */
export function matchupInfos(manifest: ResultsManifest): MatchupInfo[] {
  return (manifest.matchups ?? []).map((m) => ({
    name: m.name,
    game: m.game ?? '',
    format: m.format ?? '',
    sides: m.sides ?? [],
    seatSwap: m.seatSwap ?? false,
    failedGames: typeof m.errors === 'number' ? m.errors : 0,
  }));
}

/** Something wrong but recoverable while reading games.ndjson. */
export interface ReadWarning {
  line: number;
  message: string;
}

/** Options for {@link readGameLines}. */
export interface ReadOptions {
  /** Called for skipped lines: a truncated last line, or a duplicate game. */
  onWarning?: (w: ReadWarning) => void;
}

/** Remembers which game indices of each matchup were seen (a bitset per matchup). */
class SeenGames {
  private readonly bits = new Map<string, Uint8Array>();

  /** Marks a game; returns false when it was already marked. */
  mark(matchup: string, game: number): boolean {
    let b = this.bits.get(matchup);
    const byte = game >> 3;
    if (!b || b.length <= byte) {
      const grown = new Uint8Array(Math.max(byte + 1, (b?.length ?? 0) * 2, 64));
      if (b) grown.set(b);
      b = grown;
      this.bits.set(matchup, b);
    }
    const mask = 1 << (game & 7);
    if (b[byte]! & mask) return false;
    b[byte]! |= mask;
    return true;
  }
}

/**
 * Streams the games of a games.ndjson file. Blank lines are ignored; a line that
 * does not parse is an error unless it is the last line (an interrupted write), which
 * is skipped with a warning; a repeated (matchup, game) is skipped with a warning.
 */
export async function* readGameLines(
  path: string,
  options: ReadOptions = {},
): AsyncGenerator<GameLine> {
  const input = createReadStream(path, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Infinity });
  const seen = new SeenGames();
  let lineNo = 0;
  let pending: ReadWarning | null = null;
  try {
    for await (const text of lines) {
      lineNo += 1;
      if (text.trim() === '') continue;
      if (pending)
        throw new ResultsFileError(
          `${path}:${pending.line}: not a game record (${pending.message}); repair or delete that line, then run the command again`,
        );
      let game: GameLine;
      try {
        game = parseGameLine(text);
      } catch (err) {
        pending = { line: lineNo, message: (err as Error).message };
        continue;
      }
      if (!seen.mark(game.matchup, game.game)) {
        options.onWarning?.({
          line: lineNo,
          message: `duplicate game ${game.game} of "${game.matchup}" skipped`,
        });
        continue;
      }
      yield game;
    }
  } finally {
    lines.close();
    input.destroy();
  }
  if (pending)
    options.onWarning?.({
      line: pending.line,
      message: `unreadable last line skipped (${pending.message})`,
    });
}
