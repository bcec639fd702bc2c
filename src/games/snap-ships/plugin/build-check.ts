/**
 * Build legality (rulebook "Custom Ships", "Choose Part Cards"): every slot filled by
 * a part of that type and of the chassis's faction, plus card build limits.
 */
import type { ContentDb } from '../content/load-content.js';
import type { Slot } from '../content/types.js';
import { installEffects } from '../effects/index.js';
import { effectHandler } from '../effects/registry.js';

/** Returns the rules a build breaks (empty when legal). Part errors carry the part's index. */
export function buildErrors(content: ContentDb, chassisId: string, parts: string[]): Array<{ part?: number; message: string }> {
  installEffects();
  const card = content.chassis[chassisId]!;
  const errors: Array<{ part?: number; message: string }> = [];
  const counts: Partial<Record<Slot, number>> = {};
  parts.forEach((id, i) => {
    const p = content.parts[`${card.faction}/${id}`];
    if (!p) {
      const other = content.parts[`${card.faction === 'forge' ? 'komplex' : 'forge'}/${id}`];
      errors.push({ part: i, message: other ? `part "${id}" is ${other.faction}, but ${card.name} is ${card.faction}: all parts must match the chassis faction` : `unknown part "${id}"` });
      return;
    }
    counts[p.slot] = (counts[p.slot] ?? 0) + 1;
    for (const a of p.abilities) {
      if (!a.effect) continue;
      const msg = effectHandler(a.effect).buildCheck?.({ chassisSize: card.size, chassisType: card.type }, a.params ?? {});
      if (msg) errors.push({ part: i, message: `${id}: ${msg}` });
    }
  });
  for (const slot of ['cockpit', 'thruster', 'wing', 'systems'] as Slot[]) {
    const want = card.slots[slot] ?? 0;
    const have = counts[slot] ?? 0;
    if (want !== have) errors.push({ message: `${card.name} needs ${want} ${slot} part${want === 1 ? '' : 's'}, the build has ${have}` });
  }
  return errors;
}
