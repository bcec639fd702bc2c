/**
 * Format preparation: per-format changes to a fresh game (automated ships' decks,
 * scenario rules). Formats register a preparer; the deployment edges of a preset layout
 * (deployment-edges.ts) are rolled first.
 */
import type { EngineCtx } from '../engine/context.js';
import type { SnapSetup } from '../engine/setup.js';
import { prepareDeploymentEdges } from './deployment-edges.js';

/** Prepares a game for its format after the state is created. */
export type FormatPreparer = (ctx: EngineCtx, setup: SnapSetup) => void;

// The deployment edges come first: the edge die follows the layout die, and scenarios read the edges.
const preparers: FormatPreparer[] = [prepareDeploymentEdges];

/** Adds a preparer run for every game (e.g. the AI module sets up decks). */
export function registerPreparer(p: FormatPreparer): void {
  if (!preparers.includes(p)) preparers.push(p);
}

/** Runs all preparers. */
export function prepareFormat(ctx: EngineCtx, setup: SnapSetup): void {
  for (const p of preparers) p(ctx, setup);
}
