/**
 * AI decks generated for any build (the rulebook's automated-ship rules need a deck, and
 * only the presets have printed ones). The four cards follow the printed decks' style
 * (rulebook "AI Card Anatomy"): the chassis Evasion; a chassis movement row (conditional on
 * the target's range or arc, with an otherwise row); a number of part actions from the
 * ship's power and its actions' costs; and prioritised rows made from the build's part
 * actions — weapons on a crosshair or an anti-missile threshold (parts that can shoot
 * missiles down), launchers on a crosshair, moves that close in, flank or break away by
 * range and arc, rotations when the target is behind, Evasion always. The cards differ in
 * theme as the printed ones do: strike, close in, flank, evade.
 *
 * Only icons an AI card can print are kept (no vent, target, hack or anti-missile icons);
 * card text carries over only for effects some printed AI deck uses, so every effect on a
 * generated deck is one the automated rules already handle. Generated decks are validated
 * by the AI deck schema and registered by id, so game state (which stores the deck id)
 * stays plain data.
 */
import { createHash } from 'node:crypto';
import type { AiCard, AiCondition, AiCritOutcome, AiDeck, AiRow, CritFace } from '../content/ai-schema.js';
import { aiDeckSchema, CRIT_FACES } from '../content/ai-schema.js';
import type { ContentDb } from '../content/load-content.js';
import type { Ability, ChassisCard, PartCard } from '../content/types.js';
import { actionCount, aiIcons, candidates, chassisRows, fits, row, THEMES } from './generated-rows.js';

const registry = new Map<string, AiDeck>();

/** A generated deck by id (undefined for ids never generated in this process). */
export function generatedDeck(id: string): AiDeck | undefined {
  return registry.get(id);
}

/** Id of the deck generated for a build: `gen-<chassis>-<hash of the parts>`. */
export function generatedDeckId(chassis: string, parts: readonly string[]): string {
  return `gen-${chassis}-${createHash('sha256').update(parts.join(',')).digest('hex').slice(0, 8)}`;
}

/** Effect ids some printed AI deck uses (so the automated rules handle them). */
function aiSafeEffects(content: ContentDb): Set<string> {
  const out = new Set<string>();
  for (const d of Object.values(content.aiDecks)) {
    for (const a of d.abilities) if (a.effect) out.add(a.effect);
    for (const c of d.cards) {
      for (const r of c.rows) if (r.effect) out.add(r.effect);
      for (const r of c.reactions ?? []) out.add(r.effect);
    }
  }
  return out;
}

/** A critical hit table: the chassis's printed deck's, else the nearest printed deck's (same faction, size and type first) with damage scaled by hull. */
function critTable(content: ContentDb, c: ChassisCard): Record<CritFace, AiCritOutcome[]> {
  const decks = Object.values(content.aiDecks);
  const own = content.aiDecks[c.id];
  if (own) return own.criticalHits;
  const rank = (d: AiDeck): number => (d.faction === c.faction ? 0 : 100) + (d.type === c.type ? 0 : 50) + Math.abs(d.size - c.size) * 10 + Math.abs(d.hull - c.hull);
  const ref = decks.slice().sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id))[0];
  const out = {} as Record<CritFace, AiCritOutcome[]>;
  for (const f of CRIT_FACES) {
    const list: AiCritOutcome[] = [];
    for (const o of ref?.criticalHits[f] ?? ['minus-action']) {
      if (typeof o === 'string') list.push(o);
      else {
        const n = Math.round((o.damage * c.hull) / ref!.hull);
        if (n >= 1) list.push({ damage: n });
      }
    }
    out[f] = list.length ? list : ['minus-action'];
  }
  return out;
}

/** The automated chassis card's abilities: chassis and part passives and reactions whose effects printed AI decks use (reaction costs dropped). */
function deckAbilities(c: ChassisCard, parts: PartCard[], safe: Set<string>): Ability[] {
  const out: Ability[] = [];
  for (const a of [...c.abilities, ...parts.flatMap((p) => p.abilities)]) {
    if ((a.kind !== 'passive' && a.kind !== 'reaction') || !a.effect || !safe.has(a.effect)) continue;
    const params = a.params ? Object.fromEntries(Object.entries(a.params).filter(([k]) => k !== 'costPerDie')) : undefined;
    // AI ships have no power cubes: a reaction's cost is dropped, as the printed automated cards do.
    const text = a.kind === 'reaction' && (a.cost || a.params?.costPerDie !== undefined) ? `${a.text ?? a.header} (automated: no cost)` : a.text;
    out.push({ kind: 'passive', header: a.kind === 'reaction' ? 'Reaction' : a.header, text, effect: a.effect, ...(params ? { params } : {}) });
  }
  return out;
}

/** Generates (and registers) the AI deck of a build: chassis id and part ids in crit-location order. */
export function generateAiDeck(content: ContentDb, chassisId: string, partIds: readonly string[]): AiDeck {
  const id = generatedDeckId(chassisId, partIds);
  const known = registry.get(id);
  if (known) return known;
  const c = content.chassis[chassisId];
  if (!c) throw new Error(`unknown chassis ${chassisId}`);
  const parts = partIds.map((p) => {
    const card = content.parts[`${c.faction}/${p}`];
    if (!card) throw new Error(`unknown ${c.faction} part ${p}`);
    return card;
  });
  const safe = aiSafeEffects(content);
  const all = candidates(parts);
  const n = actionCount(c, all);
  const cards: AiCard[] = THEMES.map((theme, k) => {
    const rows: AiRow[] = [];
    const used = new Set<string>();
    for (const slot of theme.slots) {
      // Every weapon and launcher gets a row (as on the printed cards); one part per other slot.
      const every = slot.role === 'weapon' || slot.role === 'launcher';
      for (const cand of fits(slot, all)) {
        if (used.has(cand.part.id)) continue;
        used.add(cand.part.id);
        const when: AiCondition = slot.when === 'threshold' ? (cand.antiMissile ? { antiMissile: theme.threshold } : 'crosshair') : slot.when;
        rows.push(row(cand, when, safe, slot.aim, slot.moveOrder));
        if (!every) break;
      }
    }
    // A build with no usable part action still moves: the chassis icons as an always row.
    if (rows.length === 0) rows.push({ when: 'always', icons: aiIcons(c.chassisAction.movement, 'face'), part: c.id });
    const actions = Math.min(rows.length, k % 2 === 0 ? n : Math.max(2, n - 1));
    return { number: k + 1, evasion: c.chassisAction.evasion, chassisMovement: chassisRows(c, theme.chassis[0], theme.chassis[1]), partActions: Math.max(1, actions), rows };
  });
  const deck = aiDeckSchema.parse({
    id, name: `${c.name} (generated deck)`, faction: c.faction, type: c.type, size: c.size, hull: c.hull, points: c.points,
    abilities: deckAbilities(c, parts, safe), criticalHits: critTable(content, c), cards,
    uncertain: [`generated from the build ${partIds.join(', ')} by ai/generated-deck.ts; not a printed deck`],
  }) as AiDeck;
  registry.set(id, deck);
  return deck;
}

/**
 * The deck an `ai-deck` pilot flies: the one the pilot names; the chassis's printed deck
 * for its preset build; otherwise a deck generated from the build (registered here).
 */
export function deckIdFor(content: ContentDb, build: { chassis: string; parts: readonly string[]; pilot: { type: string; deck?: string } }): string {
  if (build.pilot.deck) return build.pilot.deck;
  const card = content.chassis[build.chassis];
  if (card && content.aiDecks[build.chassis] && build.parts.join() === card.preset.join()) return build.chassis;
  return generateAiDeck(content, build.chassis, build.parts).id;
}
