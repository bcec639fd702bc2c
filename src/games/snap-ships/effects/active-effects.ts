/**
 * Which effect handlers are live on a ship right now. Chassis abilities always apply;
 * a face-up part contributes its passive, setup, mount and reaction abilities; a
 * face-down part only what its disabled side prints (rulebook "Part Abilities":
 * passives do not apply while disabled unless printed on the disabled side).
 */
import type { ContentDb } from '../content/load-content.js';
import type { Ability, PartCard } from '../content/types.js';
import type { EngineCtx } from '../engine/context.js';
import type { ShipState } from '../state/types.js';
import { effectHandler, type EffectHandler, type EffectSource } from './registry.js';

const LIVE_KINDS = new Set(['passive', 'setup', 'reaction', 'passive-mount', 'mount']);

/**
 * Hook for automated ships: the AI module lists the abilities live on an AI ship (its
 * automated chassis card, the current AI card's reactions, the row being performed), which
 * replace its chassis and part cards (rulebook "Automated (AI) Ships").
 */
export type AutomatedAbilities = (ctx: EngineCtx, s: ShipState) => readonly Ability[];
let automatedAbilities: AutomatedAbilities | null = null;

/** Installs the automated-ship ability list (done by the AI module). */
export function setAutomatedAbilities(f: AutomatedAbilities): void {
  automatedAbilities = f;
}

/** Part cards by faction then id (content is immutable: built once per content db). */
const partIndex = new WeakMap<ContentDb, Map<string, Map<string, PartCard>>>();

function partCard(content: ContentDb, faction: string, id: string): PartCard | undefined {
  let byFaction = partIndex.get(content);
  if (!byFaction) {
    byFaction = new Map();
    for (const card of Object.values(content.parts)) {
      let ids = byFaction.get(card.faction);
      if (!ids) byFaction.set(card.faction, (ids = new Map()));
      ids.set(card.id, card);
    }
    partIndex.set(content, byFaction);
  }
  return byFaction.get(faction)?.get(id);
}

/** A ship's part cards as last looked up, with the (faction, id) each was found by. */
interface ShipCards {
  content: ContentDb;
  factions: string[];
  ids: string[];
  cards: PartCard[];
}

/** Part cards per ship (the hooks ask for them many times an activation; a changed part is looked up again). */
const shipCards = new WeakMap<ShipState, ShipCards>();

function cardsOf(content: ContentDb, s: ShipState): ShipCards {
  let e = shipCards.get(s);
  if (!e || e.content !== content)
    shipCards.set(s, (e = { content, factions: [], ids: [], cards: [] }));
  return e;
}

function cardAt(e: ShipCards, s: ShipState, index: number): PartCard {
  const p = s.parts[index]!;
  // A salvaged part keeps its own faction (Last Stand: Komplex parts on a Forge ship).
  const faction = p.faction ?? s.faction;
  if (e.ids[index] === p.id && e.factions[index] === faction) return e.cards[index]!;
  const card = partCard(e.content, faction, p.id);
  if (!card) throw new Error(`unknown part ${faction}/${p.id}`);
  e.ids[index] = p.id;
  e.factions[index] = faction;
  e.cards[index] = card;
  return card;
}

/** The abilities a part shows now (front or disabled side). */
export function partAbilities(ctx: EngineCtx, s: ShipState, index: number): Ability[] {
  const card = cardAt(cardsOf(ctx.content, s), s, index);
  return s.parts[index]!.disabled ? card.disabled.abilities : card.abilities;
}

/** One ability with an effect, its handler found once, and which hooks the handler has (by hook number). */
interface LiveEffect {
  h: EffectHandler;
  a: Ability;
  params: Record<string, unknown>;
  has: Array<boolean | undefined>;
}

const NO_PARAMS: Record<string, unknown> = Object.freeze({});
/** Hook name → its number in `LiveEffect.has`. */
const hookNumbers = new Map<string, number>();
/** The effects of an ability list (content lists and the AI's cached lists are immutable): all, or only the live kinds. */
const compiledAll = new WeakMap<readonly Ability[], LiveEffect[]>();
const compiledLive = new WeakMap<readonly Ability[], LiveEffect[]>();

function effectsOf(list: readonly Ability[], liveOnly: boolean): LiveEffect[] {
  const cache = liveOnly ? compiledLive : compiledAll;
  let out = cache.get(list);
  if (!out) {
    out = [];
    for (const a of list) {
      if (!a.effect || (liveOnly && !LIVE_KINDS.has(a.kind))) continue;
      out.push({ h: effectHandler(a.effect), a, params: a.params ?? NO_PARAMS, has: [] });
    }
    cache.set(list, out);
  }
  return out;
}

function hookNumber(hook: string): number {
  let n = hookNumbers.get(hook);
  if (n === undefined) hookNumbers.set(hook, (n = hookNumbers.size));
  return n;
}

/** Calls `fn` for each effect of `list` implementing hook number `n`; true when `fn` asked to stop. */
function visit(
  list: LiveEffect[],
  hook: string,
  n: number,
  s: ShipState,
  part: number,
  fn: (h: EffectHandler, src: EffectSource) => void | boolean,
): boolean {
  for (let k = 0; k < list.length; k++) {
    const e = list[k]!;
    let has = e.has[n];
    if (has === undefined) has = e.has[n] = !!e.h[hook as keyof EffectHandler];
    if (has && fn(e.h, { ship: s, part, ability: e.a, params: e.params }) === true) return true;
  }
  return false;
}

/** Calls `fn` for every live effect on the ship that implements `hook`, chassis first then parts in order (an AI ship: its automated abilities). */
export function forEachEffect<K extends keyof EffectHandler>(
  ctx: EngineCtx,
  s: ShipState,
  hook: K,
  fn: (h: EffectHandler, src: EffectSource) => void | boolean,
): void {
  const n = hookNumber(hook);
  if (s.ai) {
    if (!automatedAbilities) throw new Error('automated abilities not installed');
    visit(effectsOf(automatedAbilities(ctx, s), false), hook, n, s, -1, fn);
    return;
  }
  const chassis = ctx.content.chassis[s.chassis];
  if (chassis && visit(effectsOf(chassis.abilities, false), hook, n, s, -1, fn)) return;
  const cards = s.parts.length > 0 ? cardsOf(ctx.content, s) : null;
  for (let i = 0; i < s.parts.length; i++) {
    const card = cardAt(cards!, s, i);
    const shown = s.parts[i]!.disabled ? card.disabled.abilities : card.abilities;
    if (visit(effectsOf(shown, true), hook, n, s, i, fn)) return;
  }
}

/** True if the part has no cubes and is face-up: its actions and reactions may be used. */
export function partReady(s: ShipState, index: number): boolean {
  const p = s.parts[index]!;
  return !p.disabled && p.power === 0 && p.heat === 0;
}

/** Whether a reaction at `src` can be used now and its fixed cost afforded. */
export function reactionAvailable(
  src: EffectSource,
  power = src.ability.cost?.power ?? 0,
): boolean {
  if (src.part < 0) return true;
  return partReady(src.ship, src.part) && src.ship.power >= power;
}

/**
 * The handler on an action's own ability box (e.g. "Convert 8s to critical" printed on
 * a weapon): it applies to that action only, so it is not among the live passives.
 */
export function actionEffect(
  ctx: EngineCtx,
  s: ShipState,
  part: number,
  ability: number,
): { h: EffectHandler; src: EffectSource } | null {
  if (part < 0) return null;
  const a = partAbilities(ctx, s, part)[ability];
  if (!a?.effect) return null;
  return { h: effectHandler(a.effect), src: { ship: s, part, ability: a, params: a.params ?? {} } };
}
