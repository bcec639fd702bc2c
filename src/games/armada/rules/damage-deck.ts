/**
 * The damage deck (RRG16 "Damage"; M5–M10): cards are dealt one at a time from the top of the
 * deck (reshuffling the discard pile when it runs out), faceup cards resolve their immediate
 * effect at once, a ship with as many damage cards as its hull is destroyed. Facedown cards are
 * hidden from everyone (G8): their identities live in the hidden state only.
 */
import type { EngineCtx } from '../engine/context.js';
import { effectHandler } from '../effects/registry.js';
import { eachShipEffect } from '../effects/live-effects.js';
import type { ShipState } from '../state/types.js';
import { destroyShip } from './destroy.js';

/** M6: the top card of the deck (instance), shuffling the discard pile into a new deck if needed. */
export function drawDamageCard(ctx: EngineCtx): number {
  const h = ctx.hidden;
  const st = ctx.state;
  if (h.deck.length === 0) {
    if (st.discard.length === 0)
      throw new Error('the damage deck and its discard pile are both empty');
    h.deck = ctx.rng.deck.shuffle(st.discard);
    st.discard = [];
    ctx.emit({ type: 'deck-shuffled', cards: h.deck.length });
  }
  const card = h.deck.pop()!;
  st.deckCount = h.deck.length;
  return card;
}

/** Number of damage cards the ship has (faceup + facedown). */
export function damageCardCount(ship: ShipState): number {
  return ship.faceup.length + ship.facedown;
}

/**
 * Deals one damage card to the ship (M2, M6): faceup cards resolve their immediate effect (M5).
 * The ship is destroyed when its cards reach its hull (M3). Returns the card instance.
 */
export function dealDamageCard(ctx: EngineCtx, ship: ShipState, faceup: boolean): number {
  if (ship.destroyed) return -1;
  // "Before an enemy ship is dealt a faceup damage card" (General Dodonna).
  if (faceup) {
    for (const s of ctx.state.ships) {
      if (s.side !== ship.side && !s.destroyed && s.upgrades.length > 0) {
        eachShipEffect(ctx, s, (h, src) => h.beforeEnemyFaceup?.(ctx, ship, src));
      }
    }
  }
  const card = drawDamageCard(ctx);
  const title = ctx.state.damageTitles[card]!;
  if (faceup) ship.faceup.push(card);
  else {
    ctx.hidden.facedown[ship.id]!.push(card);
    ship.facedown++;
  }
  ctx.emit({ type: 'damage-card', ship: ship.id, title, faceup });
  if (damageCardCount(ship) >= ship.hull) {
    destroyShip(ctx, ship, 'damage cards');
    return card;
  }
  if (faceup) {
    const info = ctx.content.damageCards[title]!;
    effectHandler(info.effect).dealtFaceup?.(ctx, {
      unit: ship,
      card: title,
      instance: card,
      params: info.params ?? {},
    });
  }
  return card;
}

/** Flips a faceup card facedown ("then flip this card facedown"; M5). */
export function flipFacedown(ctx: EngineCtx, ship: ShipState, card: number): void {
  const i = ship.faceup.indexOf(card);
  if (i < 0 || ship.destroyed) return;
  ship.faceup.splice(i, 1);
  ctx.hidden.facedown[ship.id]!.push(card);
  ship.facedown++;
  ctx.emit({
    type: 'card-flipped',
    ship: ship.id,
    title: ctx.state.damageTitles[card]!,
    faceup: false,
  });
}

/**
 * Discards one of the ship's damage cards (Repair hull, C9; station, B3): a faceup card by
 * instance, or -1 for a facedown one (facedown cards cannot be told apart by the player).
 */
export function discardDamageCard(
  ctx: EngineCtx,
  ship: ShipState,
  card: number,
  reason: string,
): void {
  let inst = card;
  let faceup = true;
  if (card < 0) {
    const down = ctx.hidden.facedown[ship.id]!;
    if (down.length === 0) throw new Error(`${ship.id} has no facedown damage card to discard`);
    inst = down.pop()!;
    ship.facedown--;
    faceup = false;
  } else {
    const i = ship.faceup.indexOf(card);
    if (i < 0) throw new Error(`${ship.id} has no faceup damage card ${card}`);
    ship.faceup.splice(i, 1);
  }
  ctx.state.discard.push(inst);
  ctx.emit({
    type: 'card-discarded',
    ship: ship.id,
    title: ctx.state.damageTitles[inst]!,
    faceup,
    reason,
  });
}
