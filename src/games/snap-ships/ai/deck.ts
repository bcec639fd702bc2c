/**
 * AI decks in play (rulebook "AI Ship Setup", "2. Perform Chassis Action", "5. Discard AI
 * Card"): each automated ship gets its shuffled deck of AI cards and its automated chassis
 * card's hull; a card is drawn at the start of each activation and discarded at its end,
 * and when one card remains it is reshuffled with the discards into a new deck.
 */
import type { Rng } from '../../../core/rng.js';
import type { AiCard, AiDeck } from '../content/ai-schema.js';
import type { ContentDb } from '../content/load-content.js';
import type { EngineCtx } from '../engine/context.js';
import { log } from '../engine/context.js';
import type { SnapSetup } from '../engine/setup.js';
import { shipId } from '../engine/setup.js';
import type { AiShipState, ShipState } from '../state/types.js';
import { deckIdFor } from './generated-choice.js';
import { generatedDeck } from './generated-deck.js';

/** A deck looked up, with its cards by card number. */
interface DeckEntry {
  content: ContentDb | null;
  id: string;
  deck: AiDeck | null;
  byNumber: Array<AiCard | undefined>;
}

/** The last two decks looked up (a game asks for its ships' decks over and over; decks are immutable once made). */
const recent: DeckEntry[] = [
  { content: null, id: '', deck: null, byNumber: [] },
  { content: null, id: '', deck: null, byNumber: [] },
];

function deckEntry(content: ContentDb, s: ShipState): DeckEntry {
  const id = s.ai?.deck;
  const r0 = recent[0]!;
  if (r0.id === id && r0.content === content) return r0;
  const r1 = recent[1]!;
  if (r1.id === id && r1.content === content) {
    recent[0] = r1;
    recent[1] = r0;
    return r1;
  }
  const deck = id === undefined ? undefined : (content.aiDecks[id] ?? generatedDeck(id));
  if (!deck) throw new Error(`${s.id} has no AI deck${s.ai ? ` "${s.ai.deck}"` : ''}`);
  const byNumber: Array<AiCard | undefined> = [];
  // The first card of a number wins, as a search of the list would find it.
  for (const c of deck.cards) {
    if (Number.isInteger(c.number) && c.number >= 0 && !byNumber[c.number]) byNumber[c.number] = c;
  }
  const e: DeckEntry = { content, id: id!, deck, byNumber };
  recent[1] = r0;
  recent[0] = e;
  return e;
}

/** The deck an automated ship flies. */
export function aiDeck(content: ContentDb, s: ShipState): AiDeck {
  return deckEntry(content, s).deck!;
}

/** The AI card drawn this activation (null outside an activation). */
export function currentCard(content: ContentDb, s: ShipState): AiCard | null {
  const n = s.ai?.current;
  if (n === null || n === undefined) return null;
  const card = deckEntry(content, s).byNumber[n];
  if (!card) throw new Error(`${s.ai!.deck} has no card ${n}`);
  return card;
}

/** Fresh automated-ship state: the deck's cards shuffled with the game's stream. */
export function newAiState(deck: AiDeck, rng: Rng): AiShipState {
  return {
    deck: deck.id,
    drawPile: rng.shuffle(deck.cards.map((c) => c.number)),
    discard: [],
    current: null,
    minusAction: 0,
    criticalDamage: 0,
    heat: 0,
    target: null,
    rowsDone: [],
    row: null,
    flags: [],
  };
}

/**
 * Turns a built ship into an automated one: its deck, the automated chassis card's hull
 * and evasion; AI ships use no part cards or power cubes (rulebook "Automated (AI) Ships").
 */
export function makeAutomated(
  ctx: EngineCtx,
  s: ShipState,
  deckId: string,
  hullModifier = 0,
): void {
  const deck = ctx.content.aiDecks[deckId] ?? generatedDeck(deckId);
  if (!deck) throw new Error(`no AI deck "${deckId}" for ${s.name}`);
  s.ai = newAiState(deck, ctx.rng);
  s.hull = s.maxHull = deck.hull + hullModifier;
  s.evasion = s.baseEvasion = deck.cards[0]!.evasion;
  s.size = deck.size;
  s.parts = [];
  s.power = s.totalPower = s.lockedPower = 0;
  s.vent = 0;
}

/**
 * The format preparer: makes every ship whose pilot is `ai-deck` automated (its deck:
 * generated-choice.ts, the printed one for the preset's parts in any order, else one
 * generated from the build). When only some sides are automated, the first other
 * side holds the initiative: "The AI ship (or team) always goes second" (AI Ship Setup).
 * With every side automated the seat swap decides, and `firstSide` records it.
 */
export function prepareAiGame(ctx: EngineCtx, setup: SnapSetup): void {
  setup.sides.forEach((side, si) =>
    side.ships.forEach((b, bi) => {
      if (b.pilot.type !== 'ai-deck') return;
      const s = ctx.state.ships.find((x) => x.id === shipId(si, bi))!;
      const id = deckIdFor(ctx.content, b);
      makeAutomated(ctx, s, id, b.hullModifier ?? 0);
      // A config's `stats: {hull}` replaces the automated card's printed hull too; a generated
      // deck keeps its "Setup:" hull on top, as the player ship of the same build would.
      const setup = ctx.content.aiDecks[id]
        ? 0
        : s.maxHull - (b.hullModifier ?? 0) - ctx.content.chassis[b.chassis]!.hull;
      if (b.stats?.hull !== undefined)
        s.hull = s.maxHull = b.stats.hull + setup + (b.hullModifier ?? 0);
    }),
  );
  const st = ctx.state;
  const human = st.sides.findIndex((sd) => !sd.automated);
  if (human >= 0 && st.sides[st.firstSide]!.automated) st.initiative = st.firstSide = human;
}

/** Draws the top card; it becomes the current card. */
export function drawCard(ctx: EngineCtx, s: ShipState): AiCard {
  const ai = s.ai!;
  if (ai.drawPile.length === 0) reshuffle(ctx, s);
  ai.current = ai.drawPile.shift()!;
  log(ctx, () => `${s.name} draws AI card ${ai.current}`);
  return currentCard(ctx.content, s)!;
}

/** Discards the current card; when one card remains in the deck, it is reshuffled with the discards. */
export function discardCard(ctx: EngineCtx, s: ShipState): void {
  const ai = s.ai!;
  if (ai.current !== null) ai.discard.push(ai.current);
  ai.current = null;
  if (ai.drawPile.length <= 1) reshuffle(ctx, s);
}

function reshuffle(ctx: EngineCtx, s: ShipState): void {
  const ai = s.ai!;
  ai.drawPile = ctx.rng.shuffle([...ai.drawPile, ...ai.discard]);
  ai.discard = [];
  log(ctx, () => `${s.name} reshuffles its AI deck`);
}
