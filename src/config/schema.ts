/**
 * The game-agnostic keys of a matchup, validated with zod. Everything game-specific
 * (what a side, ship, terrain or table may contain, which formats exist) is the
 * game plugin's job (`GamePlugin.resolveSetup`).
 */
import { z } from 'zod';
import { MAX_GAMES } from './limits.js';

/** A zod error callback: "is required" for missing values, else "must be <what>". */
function must(what: string) {
  return {
    error: (iss: { input?: unknown }) =>
      iss.input === undefined ? 'is required' : `must be ${what}`,
  };
}

/** The message used for every "required" problem (the loader rewrites its position). */
export const REQUIRED = 'is required';

const positiveInt = (what: string) =>
  z.number(must(what)).int(`must be ${what}`).min(1, `must be ${what}`);

export { MAX_GAMES };

/** Keys every matchup may have; the loader rejects any other key with a suggestion. */
export const matchupSchema = z.object({
  /** Unique name inside the file; also the results folder name for single-matchup files. */
  name: z
    .string(must('a text'))
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .regex(/^[^/\\\s][^/\\]*$/, 'must not contain "/" or "\\" or start with a space')
    .refine((n) => n !== '.' && n !== '..', 'must not be "." or ".."')
    .optional(),
  /** The ruleset, e.g. "snap-ships". */
  game: z.string(must('a game id, e.g. "snap-ships"')).min(1, 'must not be empty'),
  /** Game format / scenario; the game's first format when absent. */
  format: z.string(must('a format id')).min(1, 'must not be empty').optional(),
  /** Games to play (default 1000; `--games` overrides). */
  games: positiveInt('a whole number ≥ 1')
    .max(
      MAX_GAMES,
      `must be at most ${MAX_GAMES.toLocaleString('en')} per matchup (split a larger study into matchups or shards)`,
    )
    .optional(),
  /** Master seed (default 1; `--seed` overrides). */
  seed: z.union([z.string().min(1), z.number().int()], must('a whole number or a text')).optional(),
  /** Round cap; the game's default when absent. */
  roundCap: positiveInt('a whole number ≥ 1').optional(),
  /** Play every seed twice with the sides' seats swapped (two-sided formats only). */
  seatSwap: z.boolean(must('true or false')).optional(),
  /** Table constants overriding the game's defaults (checked by the game). */
  table: z.record(z.string(), z.unknown(), must('a map of table constants')).optional(),
  /** Terrain (checked by the game). */
  terrain: z.unknown().optional(),
  /** The sides (checked by the game). */
  sides: z.array(z.unknown(), must('a list of sides')).min(1, 'must list at least one side'),
});

/** Device names Windows reserves, whatever the case and extension. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/**
 * The config's name names its results folder (`results/<name>`), so it must be one
 * plain folder name: letters, digits, ".", "_" and "-", starting with a letter or
 * digit (no "..", ".git", paths or hidden folders).
 */
export const folderName = z
  .string(must('a text'))
  .max(100, 'must be at most 100 characters (it names the results folder)')
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
    'must be a plain folder name: letters, digits, ".", "_" or "-", starting with a letter or digit',
  )
  // Windows cannot make these folders (CON, NUL, COM1, ... with any extension), nor one ending in ".".
  .refine((n) => !WINDOWS_RESERVED.test(n), {
    error: (iss) =>
      `must not be "${String(iss.input).split('.')[0]}", a name Windows reserves for a device (it names the results folder)`,
  })
  .refine(
    (n) => !n.endsWith('.'),
    'must not end with "." (Windows drops it; it names the results folder)',
  );

/** The generic keys as parsed. */
export type MatchupKeys = z.infer<typeof matchupSchema>;

/** Every key allowed in a matchup. */
export const MATCHUP_KEYS: readonly string[] = Object.keys(matchupSchema.shape);

/** Keys allowed only at the top level of a file: `matchups:` (a list of matchups). */
export const FILE_ONLY_KEYS: readonly string[] = ['matchups'];
