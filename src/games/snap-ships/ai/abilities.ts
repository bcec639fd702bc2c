/**
 * The abilities live on an automated ship, used by the effect hooks in place of its
 * chassis and part cards: the automated chassis card's passives, the reaction boxes of the
 * current AI card (for the whole activation), and the text effect of the row being
 * performed (for that row only).
 */
import type { AiDeck } from '../content/ai-schema.js';
import type { Ability } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import type { ShipState } from '../state/types.js';
import { aiDeck, currentCard } from './deck.js';

/** Per deck: lists by current card then row, each shifted by one so that "none" (null) is index 0. */
const cache = new WeakMap<AiDeck, Array<Array<readonly Ability[] | undefined> | undefined>>();

/** Live abilities of an AI ship (cached per deck, card and row: content is immutable). */
export function aiAbilities(ctx: EngineCtx, s: ShipState): readonly Ability[] {
  const ai = s.ai!;
  const deck = aiDeck(ctx.content, s);
  let byCard = cache.get(deck);
  if (!byCard) cache.set(deck, (byCard = []));
  const c = ai.current == null ? 0 : ai.current + 1;
  const byRow = (byCard[c] ??= []);
  const r = ai.row == null ? 0 : ai.row + 1;
  let list = byRow[r];
  if (list) return list;
  const card = currentCard(ctx.content, s);
  const out: Ability[] = [...deck.abilities];
  for (const r of card?.reactions ?? [])
    out.push({
      kind: 'reaction',
      header: r.header,
      text: r.text,
      effect: r.effect,
      params: r.params,
    });
  const row = card && ai.row !== null ? card.rows[ai.row] : undefined;
  if (row?.effect)
    out.push({
      kind: 'action',
      header: 'AI row',
      text: row.text,
      effect: row.effect,
      params: row.params,
    });
  list = Object.freeze(out);
  byRow[r] = list;
  return list;
}

/** Whether the AI ship has an automated passive with this effect id. */
export function hasAiEffect(ctx: EngineCtx, s: ShipState, effect: string): boolean {
  return aiDeck(ctx.content, s).abilities.some((a) => a.effect === effect);
}
