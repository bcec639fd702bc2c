/**
 * AI decks generated for any build (the rulebook's automated-ship rules need a deck, and
 * only the presets have printed ones), worth their printed peers: everything the build's
 * cards give reaches the deck (generated-kit.ts: "Setup:" hull, chassis and part passives,
 * reactions, text-only actions, the passives the printed decks fold into their icons), the
 * four cards follow the printed decks' layout (generated-cards.ts: a row per part, a card
 * theme's priority order, conditions that fit each action's arcs and ranges, about three
 * part actions per card) and the critical hit table is the chassis's printed one (or the
 * nearest printed deck's, damage scaled by hull). A generated deck depends on the parts, not
 * on their order, except for the part a mount is mounted on. Generated decks are validated by
 * the AI deck schema and registered by id, so game state (which stores the deck id) stays
 * plain data.
 */
import { createHash } from 'node:crypto';
import type { AiCritOutcome, AiDeck, CritFace } from '../content/ai-schema.js';
import { aiDeckSchema, CRIT_FACES } from '../content/ai-schema.js';
import type { ContentDb } from '../content/load-content.js';
import type { ChassisCard } from '../content/types.js';
import { generatedCards } from './generated-cards.js';
import { aiKit, mountsOf } from './generated-kit.js';

const registry = new Map<string, AiDeck>();

/** A generated deck by id (undefined for ids never generated in this process). */
export function generatedDeck(id: string): AiDeck | undefined {
  return registry.get(id);
}

/**
 * Id of the deck generated for a build: `gen-<chassis>-<hash of the parts>`, the same for the
 * parts in any order unless a mount changes part (`mounts`: "mount>mounted" pairs).
 */
export function generatedDeckId(
  chassis: string,
  parts: readonly string[],
  mounts: readonly string[] = [],
): string {
  const key =
    [...parts].sort().join(',') + (mounts.length ? `|${[...mounts].sort().join(',')}` : '');
  return `gen-${chassis}-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
}

/** A critical hit table: the chassis's printed deck's, else the nearest printed deck's (same faction, size and type first) with damage scaled by hull. */
function critTable(content: ContentDb, c: ChassisCard): Record<CritFace, AiCritOutcome[]> {
  const decks = Object.values(content.aiDecks);
  const own = content.aiDecks[c.id];
  if (own) return own.criticalHits;
  const rank = (d: AiDeck): number =>
    (d.faction === c.faction ? 0 : 100) +
    (d.type === c.type ? 0 : 50) +
    Math.abs(d.size - c.size) * 10 +
    Math.abs(d.hull - c.hull);
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

/** Generates (and registers) the AI deck of a build: chassis id and part ids in build order (only mounts depend on the order). */
export function generateAiDeck(
  content: ContentDb,
  chassisId: string,
  partIds: readonly string[],
): AiDeck {
  const c = content.chassis[chassisId];
  if (!c) throw new Error(`unknown chassis ${chassisId}`);
  const parts = partIds.map((p) => {
    const card = content.parts[`${c.faction}/${p}`];
    if (!card) throw new Error(`unknown ${c.faction} part ${p}`);
    return card;
  });
  const id = generatedDeckId(
    chassisId,
    partIds,
    mountsOf(parts).map((m) => `${m.mount.id}>${m.on.id}`),
  );
  const known = registry.get(id);
  if (known) return known;
  const kit = aiKit(content, c, parts);
  const deck = aiDeckSchema.parse({
    id,
    name: `${c.name} (generated deck)`,
    faction: c.faction,
    type: c.type,
    size: c.size,
    hull: kit.hull,
    points: c.points,
    abilities: kit.abilities,
    criticalHits: critTable(content, c),
    cards: generatedCards(kit),
    uncertain: [
      `generated from the build ${partIds.join(', ')} by ai/generated-deck.ts; not a printed deck`,
      ...kit.notes,
    ],
  }) as AiDeck;
  registry.set(id, deck);
  return deck;
}
