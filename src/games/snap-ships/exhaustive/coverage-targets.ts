/**
 * What the exhaustive runner must exercise: every chassis (flown), every ability box of
 * every part card (front and disabled side, so every REPAIR), every effect handler the
 * part, chassis, missile and terrain content names, every format and every preset layout.
 * Targets that no game can reach yet (an effect without a registered handler, and the
 * cards that need it) are listed up front with the reason.
 */
import { GENERATED_ONLY_EFFECTS } from '../ai/generated-kit.js';
import type { ContentDb } from '../content/load-content.js';
import type { Ability, ChassisCard, PartCard } from '../content/types.js';
import { installEffects } from '../effects/index.js';
import { effectHandler, registeredEffectIds } from '../effects/registry.js';
import { FORMATS } from '../formats/format-table.js';
import { presetLayouts } from '../formats/terrain-layouts.js';

/** Which side of a part card an ability box is printed on. */
export type CardSide = 'front' | 'disabled';

/** One ability box of a part card. */
export interface AbilityTarget {
  /** `${faction}/${part}:${side}:${index}` (index into that side's abilities). */
  key: string;
  partKey: string;
  side: CardSide;
  index: number;
  header: string;
  kind: Ability['kind'];
  effect?: string;
}

/** Everything to cover, and what cannot be covered yet (with the reason). */
export interface CoverageTargets {
  chassis: string[];
  abilities: AbilityTarget[];
  handlers: string[];
  formats: string[];
  layouts: number[];
  /** Target id (`chassis:x`, `ability:key`, `handler:id`) → why no game can reach it yet (a missing or broken handler). */
  blocked: Record<string, string>;
  /** Target id → why the rules never reach it in the available formats: reported, not required. */
  exempt: Record<string, string>;
  /** Handlers only AI decks use (automated ships are not flown here): reported, not required. */
  aiOnlyHandlers: string[];
  /** Part keys and chassis ids the build generator may use (every effect they carry is registered). */
  usableParts: string[];
  usableChassis: string[];
  /** The ability box of each content ability object (identity), for effect-hook credit. */
  abilityOf: Map<Ability, string>;
  /** Hooks each registered handler implements (for the "why not covered" diagnosis). */
  hooksOf: Record<string, string[]>;
  /** Part ability boxes whose effect only limits builds (`buildCheck` only): used when a build with them passes the check. */
  buildLimitBoxes: Set<Ability>;
  /**
   * Disabled-side boxes whose handler has no hook but `canRepair` while that side prints no
   * REPAIR box: the hook can never be asked, the card's restriction holds as soon as the
   * part is disabled, so a `disabled` event uses the box and fires the handler.
   */
  markerBoxes: Map<Ability, string>;
}

/** Formats with no rule that disables a part other than by a critical hit (rulebook "Formats"). */
const CRIT_ONLY_FORMATS = new Set(['duel', 'dogfight-small', 'dogfight-large']);

/** Key of an ability box. */
export const abilityKey = (partKey: string, side: CardSide, index: number): string =>
  `${partKey}:${side}:${index}`;

/** "forge/xf-25-cockpit front #1 REACTION" for an ability key. */
export function abilityLabel(t: AbilityTarget): string {
  return `${t.partKey} ${t.side} #${t.index + 1} ${t.header}${t.effect ? ` (${t.effect})` : ''}`;
}

/** Every effect id a part card names: its abilities on both sides and its torpedo tokens. */
export function partEffects(p: PartCard): string[] {
  const ids = new Set<string>();
  for (const a of [...p.abilities, ...p.disabled.abilities]) {
    if (a.effect) ids.add(a.effect);
    for (const icon of a.icons ?? [])
      if ('launch' in icon && icon.launch.token?.effect) ids.add(icon.launch.token.effect);
  }
  return [...ids];
}

/** Every effect id a chassis card names. */
export function chassisEffects(c: ChassisCard): string[] {
  const ids = new Set<string>();
  for (const a of c.abilities) if (a.effect) ids.add(a.effect);
  if (c.chassisAction.effect) ids.add(c.chassisAction.effect);
  return [...ids];
}

/** Effect ids named only by AI decks (abilities, rows, reactions). */
function aiEffects(db: ContentDb): Set<string> {
  const ids = new Set<string>();
  for (const d of Object.values(db.aiDecks ?? {})) {
    for (const a of d.abilities) if (a.effect) ids.add(a.effect);
    for (const c of d.cards) {
      for (const r of c.rows) if (r.effect) ids.add(r.effect);
      for (const r of c.reactions ?? []) ids.add(r.effect);
    }
  }
  return ids;
}

/**
 * Takes effect `id` out of the running after its handler threw: the parts and chassis that
 * name it are no longer built, and the targets only they could reach get `reason`.
 */
export function blockEffect(db: ContentDb, t: CoverageTargets, id: string, reason: string): void {
  t.blocked[`handler:${id}`] ??= reason;
  t.usableParts = t.usableParts.filter((key) => {
    if (!partEffects(db.parts[key]!).includes(id)) return true;
    for (const a of t.abilities)
      if (a.partKey === key)
        t.blocked[`ability:${a.key}`] ??=
          `the part needs effect ${id}, whose handler threw (see the failures)`;
    return false;
  });
  t.usableChassis = t.usableChassis.filter((cid) => {
    const c = db.chassis[cid]!;
    const ok =
      !chassisEffects(c).includes(id) &&
      (['cockpit', 'thruster', 'wing', 'systems'] as const).every(
        (s) =>
          (c.slots[s] ?? 0) === 0 ||
          t.usableParts.some((k) => k.startsWith(`${c.faction}/`) && db.parts[k]!.slot === s),
      );
    if (!ok)
      t.blocked[`chassis:${cid}`] ??=
        `it needs effect ${id} (or a part for a slot), whose handler threw (see the failures)`;
    return ok;
  });
}

/** Computes the targets from the content and the registered handlers. */
export function coverageTargets(db: ContentDb): CoverageTargets {
  installEffects();
  const registered = new Set(registeredEffectIds());
  const blocked: Record<string, string> = {};
  const contentIds = new Set<string>();
  for (const p of Object.values(db.parts)) partEffects(p).forEach((id) => contentIds.add(id));
  for (const c of Object.values(db.chassis)) chassisEffects(c).forEach((id) => contentIds.add(id));
  for (const m of Object.values(db.missiles)) if (m.effect) contentIds.add(m.effect);
  for (const t of Object.values(db.terrain)) contentIds.add(t.effect);
  // Printed AI decks' effects, and those only generated decks carry (ai/generated-kit.ts).
  const ai = new Set([...aiEffects(db), ...GENERATED_ONLY_EFFECTS]);
  const aiOnlyHandlers = [...ai].filter((id) => !contentIds.has(id)).sort();
  const handlers = [
    ...new Set([
      ...contentIds,
      ...[...registered].filter((id) => !ai.has(id) || contentIds.has(id)),
    ]),
  ].sort();
  for (const id of handlers) {
    if (!registered.has(id)) blocked[`handler:${id}`] = 'no handler registered for this effect id';
    else if (!contentIds.has(id))
      blocked[`handler:${id}`] =
        'registered, but no part, chassis, missile or terrain card names it';
  }
  const missing = (ids: string[]): string[] => ids.filter((id) => !registered.has(id));

  const hooksOf: Record<string, string[]> = {};
  for (const id of registered)
    hooksOf[id] = Object.keys(effectHandler(id)).filter((k) => k !== 'id' && k !== 'describe');
  const buildLimitBoxes = new Set<Ability>();
  const markerBoxes = new Map<Ability, string>();
  const exempt: Record<string, string> = {};
  const critOnly = Object.keys(FORMATS).every((f) => CRIT_ONLY_FORMATS.has(f));
  const abilities: AbilityTarget[] = [];
  const abilityOf = new Map<Ability, string>();
  const usableParts: string[] = [];
  for (const [partKey, p] of Object.entries(db.parts)) {
    const lacking = missing(partEffects(p));
    if (!lacking.length) usableParts.push(partKey);
    // Only critical hits disable parts in these formats; this card ignores them and never disables itself.
    const neverDisabled =
      critOnly &&
      p.abilities.some((a) => a.effect === 'cannot-be-disabled-by-crit') &&
      !p.abilities.some((a) => a.effect === 'disable-this-part');
    const backHasRepair = p.disabled.abilities.some((a) => a.repair);
    for (const side of ['front', 'disabled'] as const) {
      (side === 'front' ? p.abilities : p.disabled.abilities).forEach((a, index) => {
        const key = abilityKey(partKey, side, index);
        abilityOf.set(a, key);
        if (
          side === 'front' &&
          a.effect &&
          hooksOf[a.effect]?.length === 1 &&
          hooksOf[a.effect]![0] === 'buildCheck'
        )
          buildLimitBoxes.add(a);
        if (
          side === 'disabled' &&
          a.kind !== 'action' &&
          a.effect &&
          !backHasRepair &&
          hooksOf[a.effect]?.every((h) => h === 'canRepair')
        )
          markerBoxes.set(a, a.effect);
        if (side === 'disabled' && neverDisabled) {
          exempt[`ability:${key}`] =
            `the part cannot be disabled by critical hits, and no format in the format table (${Object.keys(FORMATS).join(', ')}) disables parts any other way`;
        }
        abilities.push({
          key,
          partKey,
          side,
          index,
          header: a.header,
          kind: a.kind,
          ...(a.effect ? { effect: a.effect } : {}),
        });
        if (lacking.length)
          blocked[`ability:${key}`] =
            `the part needs effect ${lacking.join(', ')}, which has no handler, so no game can equip it`;
        else if (a.kind !== 'action' && a.kind !== 'mount' && !a.effect)
          blocked[`ability:${key}`] = 'a passive box with no effect id: nothing to use';
      });
    }
  }
  const usableChassis: string[] = [];
  for (const c of Object.values(db.chassis)) {
    const lacking = missing(chassisEffects(c));
    const slotless = (['cockpit', 'thruster', 'wing', 'systems'] as const).filter(
      (s) =>
        (c.slots[s] ?? 0) > 0 &&
        !usableParts.some((k) => k.startsWith(`${c.faction}/`) && db.parts[k]!.slot === s),
    );
    if (lacking.length)
      blocked[`chassis:${c.id}`] =
        `its ability needs effect ${lacking.join(', ')}, which has no handler`;
    else if (slotless.length)
      blocked[`chassis:${c.id}`] =
        `no usable ${c.faction} part for its ${slotless.join(', ')} slot`;
    else usableChassis.push(c.id);
  }
  return {
    chassis: Object.keys(db.chassis),
    abilities,
    handlers,
    formats: Object.keys(FORMATS),
    layouts: presetLayouts().map((l) => l.id),
    blocked,
    exempt,
    aiOnlyHandlers,
    usableParts,
    usableChassis,
    abilityOf,
    hooksOf,
    buildLimitBoxes,
    markerBoxes,
  };
}
