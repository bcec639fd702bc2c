/**
 * Bounds shared by the config schema and the command-line checks, in a module of their
 * own so the CLI can check options without loading the schema library.
 */

/** Most games one matchup may plan (the runner keeps a bitmap of finished games per matchup). */
export const MAX_GAMES = 1_000_000_000;
