/**
 * Format preparation: per-format changes to a fresh game (automated ships' decks,
 * scenario rules). Formats register a preparer; duel and dogfights need none.
 */
import type { EngineCtx } from '../engine/context.js';
import type { SnapSetup } from '../engine/setup.js';

/** Prepares a game for its format after the state is created. */
export type FormatPreparer = (ctx: EngineCtx, setup: SnapSetup) => void;

const preparers: FormatPreparer[] = [];

/** Adds a preparer run for every game (e.g. the AI module sets up decks). */
export function registerPreparer(p: FormatPreparer): void {
  if (!preparers.includes(p)) preparers.push(p);
}

/** Runs all preparers. */
export function prepareFormat(ctx: EngineCtx, setup: SnapSetup): void {
  for (const p of preparers) p(ctx, setup);
}
