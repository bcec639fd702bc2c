/**
 * Which AI deck an `ai-deck` pilot flies, and why (rulebook "AI Ship Setup": an automated
 * ship uses the deck printed for it). The pilot's `deck:` option chooses:
 * - `auto` (the default): the chassis's printed deck when the build's parts are the preset's
 *   parts in any order, otherwise a deck generated from the parts (generated-deck.ts);
 * - `printed`: the printed deck, an error when the build has none;
 * - `generated`: a generated deck even for a preset (like-for-like comparisons of builds);
 * - a printed deck's id: that deck (kept for older configs).
 *
 * Parts in another order fly the printed deck: the rulebook lets a player lay part cards in
 * any order, an AI card names its parts by id (never by position), and an automated ship
 * rolls critical hits on its deck's table by die face, not on part positions. The order
 * still matters to player pilots (crit locations, mounts), so the build keeps it.
 */
import type { ContentDb } from '../content/load-content.js';
import { generateAiDeck } from './generated-deck.js';

/** The values of the pilot's `deck:` option besides a printed deck's id. */
export const DECK_MODES = ['auto', 'printed', 'generated'] as const;
/** A `deck:` mode. */
export type DeckMode = (typeof DECK_MODES)[number];

/** The deck a ship flies: its id, whether it is printed, and in words why. */
export interface DeckChoice {
  id: string;
  printed: boolean;
  /** Why this deck: "printed deck", "no printed deck for this chassis", "parts differ from preset X: +a −b"... */
  reason: string;
}

/** What deck choice needs of a build. */
export interface DeckBuild {
  chassis: string;
  parts: readonly string[];
  pilot: { type: string; deck?: string };
}

/** The parts of `have` missing from `want` (+) and those of `want` missing from `have` (−), as multisets. */
export function partDifference(
  have: readonly string[],
  want: readonly string[],
): { added: string[]; removed: string[] } {
  const left = [...want];
  const added: string[] = [];
  for (const p of have) {
    const i = left.indexOf(p);
    if (i >= 0) left.splice(i, 1);
    else added.push(p);
  }
  return { added, removed: left };
}

/** Whether `parts` are the preset's parts in some order. */
export function isPresetPermutation(parts: readonly string[], preset: readonly string[]): boolean {
  const d = partDifference(parts, preset);
  return d.added.length === 0 && d.removed.length === 0;
}

/** Why a build has no printed deck (null when it has one: the chassis's deck, parts in any order). */
export function noPrintedReason(
  content: ContentDb,
  chassis: string,
  parts: readonly string[],
): string | null {
  const card = content.chassis[chassis];
  if (!card || !content.aiDecks[chassis]) return 'no printed deck for this chassis';
  const d = partDifference(parts, card.preset);
  if (!d.added.length && !d.removed.length) return null;
  return `parts differ from preset ${chassis}: ${[...d.added.map((p) => `+${p}`), ...d.removed.map((p) => `−${p}`)].join(' ')}`;
}

/** The deck mode of a pilot's `deck:` value (a printed deck's id is not a mode). */
export function deckMode(deck: string | undefined): DeckMode | null {
  const d = deck ?? 'auto';
  return (DECK_MODES as readonly string[]).includes(d) ? (d as DeckMode) : null;
}

/**
 * The deck an `ai-deck` pilot flies (generated decks are registered on the way). Throws for
 * `deck: printed` on a build without a printed deck (configs are checked before: resolve-setup.ts).
 */
export function chooseDeck(content: ContentDb, build: DeckBuild): DeckChoice {
  const mode = deckMode(build.pilot.deck);
  if (mode === null)
    return {
      id: build.pilot.deck!,
      printed: true,
      reason: `printed deck named by the pilot (deck: ${build.pilot.deck})`,
    };
  const generated = (reason: string): DeckChoice => ({
    id: generateAiDeck(content, build.chassis, build.parts).id,
    printed: false,
    reason,
  });
  if (mode === 'generated') return generated('forced by deck: generated');
  const why = noPrintedReason(content, build.chassis, build.parts);
  if (why === null) {
    const inOrder = build.parts.join() === content.chassis[build.chassis]!.preset.join();
    return {
      id: build.chassis,
      printed: true,
      reason: inOrder ? 'printed deck' : "printed deck (the preset's parts in another order)",
    };
  }
  if (mode === 'printed')
    throw new Error(
      `deck: printed, but ${build.chassis} has no printed deck for this build (${why})`,
    );
  return generated(why);
}

/** A deck id chosen for a build, with the fields it was chosen by. */
interface Chosen {
  chassis: string;
  parts: readonly string[];
  deck: string | undefined;
  id: string;
}

/** Deck ids already chosen, per content and build object (a matchup's setup is reused for every game). */
const chosen = new WeakMap<ContentDb, WeakMap<DeckBuild, Chosen>>();

/** The id of the deck an `ai-deck` pilot flies (see {@link chooseDeck}). */
export function deckIdFor(content: ContentDb, build: DeckBuild): string {
  let byBuild = chosen.get(content);
  if (!byBuild) chosen.set(content, (byBuild = new WeakMap()));
  const c = byBuild.get(build);
  // The same fields as when chosen: a build object changed since is chosen afresh.
  if (c && c.chassis === build.chassis && c.parts === build.parts && c.deck === build.pilot.deck)
    return c.id;
  const id = chooseDeck(content, build).id;
  byBuild.set(build, { chassis: build.chassis, parts: build.parts, deck: build.pilot.deck, id });
  return id;
}
