/**
 * Build legality (rulebook "Custom Ships": "1. Choose Chassis Card", "2. Choose Part
 * Cards"): "You must fill each part slot on your Chassis card with a part of that type
 * that belongs to the same Faction as your chassis", so a build has exactly as many parts
 * of each slot type as the chassis shows, every part is of the chassis's faction, and
 * every card build limit printed on a part holds (the `buildCheck` hook of its effect,
 * e.g. "can only be equipped on a ship of size 3 or smaller").
 *
 * Duplicates: the rulebook does not forbid equipping the same part card more than once
 * (neither "Custom Ships" nor "Choose Part Cards" says so; the only limit is the cards you
 * own), so a build may repeat a part. Point totals against a format's budget are checked
 * per side in resolve-setup.ts.
 */
import type { ContentDb } from '../content/load-content.js';
import type { Slot } from '../content/types.js';
import { installEffects } from '../effects/index.js';
import { effectHandler, type EffectHandler } from '../effects/registry.js';

/** The build rules, for messages and tests. */
export type BuildRule = 'unknown-chassis' | 'unknown-part' | 'faction' | 'slots' | 'card-limit';

/** A rule a build breaks. `part` is the index of the part that breaks it, when one does. */
export interface BuildError {
  part?: number;
  rule: BuildRule;
  message: string;
}

const SLOTS: Slot[] = ['cockpit', 'thruster', 'wing', 'systems'];
const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
const slotsWord = (n: number, slot: Slot): string => `${n} ${slot} slot${n === 1 ? '' : 's'}`;

/** The handler of an effect id, or null while it is not registered (its build limit cannot be checked yet). */
function handlerOrNull(id: string): EffectHandler | null {
  try {
    return effectHandler(id);
  } catch {
    return null;
  }
}

/** Returns the rules a build breaks (empty when legal), each naming the rule. */
export function buildErrors(content: ContentDb, chassisId: string, parts: string[]): BuildError[] {
  installEffects();
  const card = content.chassis[chassisId];
  if (!card) return [{ rule: 'unknown-chassis', message: `unknown chassis "${chassisId}"` }];
  const errors: BuildError[] = [];
  const bySlot: Partial<Record<Slot, number[]>> = {};
  parts.forEach((id, i) => {
    const p = content.parts[`${card.faction}/${id}`];
    if (!p) {
      const other = content.parts[`${card.faction === 'forge' ? 'komplex' : 'forge'}/${id}`];
      errors.push(
        other
          ? {
              part: i,
              rule: 'faction',
              message: `part "${id}" is ${other.faction}, but ${card.name} is ${card.faction}: every part must belong to the chassis's faction (Choose Part Cards)`,
            }
          : { part: i, rule: 'unknown-part', message: `unknown part "${id}"` },
      );
      return;
    }
    (bySlot[p.slot] ??= []).push(i);
    for (const a of p.abilities) {
      if (!a.effect) continue;
      const msg = handlerOrNull(a.effect)?.buildCheck?.(
        { chassisSize: card.size, chassisType: card.type },
        a.params ?? {},
      );
      if (msg)
        errors.push({
          part: i,
          rule: 'card-limit',
          message: `${id} cannot go on ${card.name}: ${msg} (card build limit)`,
        });
    }
  });
  for (const slot of SLOTS) {
    const want = card.slots[slot] ?? 0;
    const have = bySlot[slot] ?? [];
    if (have.length > want) {
      // Name each part beyond the chassis's slots, so the message points at it.
      have.slice(want).forEach((i, k) =>
        errors.push({
          part: i,
          rule: 'slots',
          message:
            want === 0
              ? `${card.name} has no ${slot} slot, but "${parts[i]}" is a ${slot} part (Choose Part Cards: fill each slot with a part of its type)`
              : `"${parts[i]}" is a ${ordinal(want + k + 1)} ${slot} part, but ${card.name} has ${slotsWord(want, slot)} (Choose Part Cards: fill each slot with a part of its type)`,
        }),
      );
    } else if (have.length < want) {
      errors.push({
        rule: 'slots',
        message: `${card.name} has ${slotsWord(want, slot)}, the build fills ${have.length}: every part slot must be filled (Choose Part Cards)`,
      });
    }
  }
  return errors;
}

/** True when a build breaks no rule. */
export function isLegalBuild(content: ContentDb, chassisId: string, parts: string[]): boolean {
  return buildErrors(content, chassisId, parts).length === 0;
}
