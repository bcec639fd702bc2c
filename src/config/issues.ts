/**
 * Positioned config problems, their one-line format and "did you mean" suggestions.
 *
 * Format, one problem per line:
 * `configs/x.yaml:12:9: sides[1].ships[0].parts[2]: unknown part "blade-wing" (did you mean "blade-wings"?)`
 */
import { distance } from 'fastest-levenshtein';

/** A config problem located in a file. */
export interface PositionedIssue {
  /** The file as the user named it. */
  file: string;
  line: number;
  col: number;
  /** Path in the file, e.g. `matchups[1].sides[0].ships[0].pilot` ("" for the whole file). */
  path: string;
  message: string;
  /** Valid alternatives close to the unknown id or key. */
  suggestions?: string[];
  /** Matchups the problem applies to, when it sits in shared defaults. */
  matchups?: string[];
}

/** Formats one issue as a single line (see the module comment). */
export function formatIssue(issue: PositionedIssue): string {
  let line = `${issue.file}:${issue.line}:${issue.col}: `;
  if (issue.path) line += `${issue.path}: `;
  line += issue.message;
  if (issue.suggestions?.length)
    line += ` (did you mean ${orList(issue.suggestions.map((s) => JSON.stringify(s)))}?)`;
  if (issue.matchups?.length) {
    line +=
      issue.matchups.length === 1
        ? ` [matchup ${JSON.stringify(issue.matchups[0])}]`
        : ` [matchups ${issue.matchups.map((m) => JSON.stringify(m)).join(', ')}]`;
  }
  return line;
}

/** `a`, `a or b`, `a, b or c`. */
function orList(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Thrown by the config loader: carries every problem found, already formatted. */
export class ConfigError extends Error {
  /** One formatted line per problem, in file order. */
  readonly lines: string[];

  constructor(readonly issues: PositionedIssue[]) {
    const sorted = [...issues].sort((a, b) => a.line - b.line || a.col - b.col);
    const lines = [...new Set(sorted.map(formatIssue))];
    super(lines.join('\n'));
    this.name = 'ConfigError';
    this.lines = lines;
  }
}

/**
 * Up to `max` candidates close to `word` (edit distance at most a third of the
 * word's length, at least 2), closest first; also offers candidates that contain
 * the word or that the word contains.
 */
export function suggest(word: string, candidates: Iterable<string>, max = 3): string[] {
  const w = word.toLowerCase();
  const limit = Math.max(2, Math.floor(w.length / 3));
  const scored: Array<[string, number]> = [];
  for (const c of new Set(candidates)) {
    const lc = c.toLowerCase();
    let d = distance(w, lc);
    if (d > limit && w.length >= 4 && (lc.includes(w) || w.includes(lc))) d = limit;
    if (d <= limit && c !== word) scored.push([c, d]);
  }
  scored.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  return scored.slice(0, max).map(([c]) => c);
}
