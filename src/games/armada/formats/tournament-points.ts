/**
 * The tournament-point table of a matchup (SPEC §3 data gap 22: the margin of victory is always
 * emitted; a tournament-point split only when the config supplies a table). `tournamentPoints:`
 * is either a list of bands or `{bands, draw}`:
 *
 *   tournamentPoints:
 *     bands:
 *       - {margin: 0, points: [6, 5]}     # winner, loser points for a margin of 0..59
 *       - {margin: 60, points: [7, 4]}
 *     draw: 5                             # each side's points when the game is a draw
 *
 * A band holds from its `margin` up to the next band's; the first band starts at 0, so every
 * margin has one. A draw (no winner, only with `rules.tieBreak: draw`: with the default
 * tie-break a tie is the second player's win by 0) gives each side `draw`, by default half of
 * the first band's total (5.5 for 6–5), so that every game hands out the same total.
 */
import type { ConfigIssue } from '../../../core/game-plugin.js';
import { unknownKeys } from './config-keys.js';

type Path = Array<string | number>;

/** One band: games won by at least `margin` (below the next band's) give the winner and loser `points`. */
export interface TournamentPointsBand {
  margin: number;
  points: [winner: number, loser: number];
}

/** A resolved tournament-point table. */
export interface TournamentPointsTable {
  /** Ascending by margin, the first at 0. */
  bands: TournamentPointsBand[];
  /** Each side's points in a draw. */
  draw: number;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isPoints = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** Resolves `tournamentPoints:` (see the module comment); problems go to `issues`, positioned by path. */
export function resolveTournamentPoints(
  raw: unknown,
  issues: ConfigIssue[],
): TournamentPointsTable | undefined {
  const at: Path = ['tournamentPoints'];
  const form =
    'must be a list of {margin, points: [winner, loser]} bands, or {bands: [...], draw: N}';
  let bandsRaw: unknown = raw;
  let drawRaw: unknown;
  let bandsAt: Path = at;
  if (isObj(raw)) {
    unknownKeys(raw, ['bands', 'draw'], at, issues);
    bandsRaw = raw.bands;
    drawRaw = raw.draw;
    bandsAt = [...at, 'bands'];
  }
  if (!Array.isArray(bandsRaw) || bandsRaw.length === 0) {
    issues.push({ path: bandsAt, message: form });
    return undefined;
  }
  const before = issues.length;
  const bands: TournamentPointsBand[] = [];
  bandsRaw.forEach((b, i) => {
    const p: Path = [...bandsAt, i];
    if (!isObj(b))
      return issues.push({ path: p, message: 'must be {margin, points: [winner, loser]}' });
    unknownKeys(b, ['margin', 'points'], p, issues);
    const m = b.margin;
    if (typeof m !== 'number' || !Number.isInteger(m) || m < 0) {
      return issues.push({
        path: [...p, 'margin'],
        message: 'margin must be a whole number of points, 0 or more',
      });
    }
    if (i === 0 && m !== 0) {
      return issues.push({
        path: [...p, 'margin'],
        message: 'the first band must start at margin 0',
      });
    }
    const prev = bands[bands.length - 1];
    if (i > 0 && prev && m <= prev.margin) {
      const message = `margins must ascend: ${m} is not above the previous band's ${prev.margin}`;
      return issues.push({ path: [...p, 'margin'], message });
    }
    const pts = b.points;
    if (!Array.isArray(pts) || pts.length !== 2 || !pts.every(isPoints)) {
      return issues.push({
        path: [...p, 'points'],
        message: 'points must be [winner, loser]: two numbers, 0 or more',
      });
    }
    if (pts[0] < pts[1]) {
      const message = `the winner's points (${pts[0]}) are below the loser's (${pts[1]})`;
      return issues.push({ path: [...p, 'points'], message });
    }
    bands.push({ margin: m, points: [pts[0], pts[1]] });
  });
  let draw: number | undefined;
  if (drawRaw !== undefined) {
    if (isPoints(drawRaw)) draw = drawRaw;
    else
      issues.push({
        path: [...at, 'draw'],
        message: "draw must be a number: each side's points in a draw",
      });
  }
  if (issues.length > before || bands.length === 0) return undefined;
  return { bands, draw: draw ?? (bands[0]!.points[0] + bands[0]!.points[1]) / 2 };
}

/** The band of a margin (the last band starting at or below it). */
export function bandOf(table: TournamentPointsTable, margin: number): TournamentPointsBand {
  let band = table.bands[0]!;
  for (const b of table.bands) if (b.margin <= margin) band = b;
  return band;
}

/** Each side's tournament points for a game: `winner` the winning side (null: a draw), `margin` ≥ 0. */
export function tournamentPoints(
  table: TournamentPointsTable,
  winner: number | null,
  margin: number,
): [number, number] {
  if (winner === null) return [table.draw, table.draw];
  const [w, l] = bandOf(table, margin).points;
  return winner === 0 ? [w, l] : [l, w];
}
