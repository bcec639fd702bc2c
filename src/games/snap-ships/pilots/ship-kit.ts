/**
 * What a ship can do, read once from its cards: the attack and launch icons of its part
 * actions (or, for an automated ship, of its AI deck's rows), its chassis movement, and a
 * static value per part (what losing it costs). Pilots use the kit to weigh threats and
 * choices without walking the card data on every decision. Kits are cached per build.
 */
import type { Ability, AttackIcon, Icon, PartCard } from '../content/types.js';
import type { ContentDb } from '../content/load-content.js';
import type { ShipState } from '../state/types.js';
import { aiDeck } from '../ai/deck.js';

/** A launch icon. */
export type LaunchIcon = Extract<Icon, { launch: unknown }>['launch'];

/** An attack or launch icon of one ability (part -1: an AI deck row). */
export interface WeaponUse<I> {
  part: number;
  ability: number;
  icon: I;
  power: number;
  heat: number;
}

/** A ship's capabilities. */
export interface ShipKit {
  weapons: Array<WeaponUse<AttackIcon>>;
  launchers: Array<WeaponUse<LaunchIcon>>;
  /** Chassis movement icons (left to right) and whether the chassis may run them twice. */
  chassisMove: Icon[];
  chassisTwice: boolean;
  /** Static value of each part (crit and heat choices), by index. */
  partValue: number[];
  /** Parts with an anti-missile action (or AI rows that shoot missiles down). */
  antiMissile: boolean;
  /** Indices of the parts with an anti-missile action. */
  antiMissileParts: number[];
  /**
   * Card text changing how move icons resolve (effects/move-effects.ts), by the part it is
   * printed on (-1: the chassis) and the side of the card (face-up or disabled).
   */
  moveEffects: Array<{
    id: string;
    part: number;
    disabledSide: boolean;
    params: Record<string, unknown>;
  }>;
  /** The abilities each part shows face-up and disabled (rulebook "Part Abilities"). */
  abilities: Array<{ up: Ability[]; down: Ability[] }>;
  /**
   * How far the ship can turn (rotation increments, before or after moving) and move (S and
   * L move icons) in one activation before it fires: its chassis movement plus its best part
   * action of each kind, or for an AI deck the mean over its cards of the chassis row and the
   * rows above the card's first attack (AI rows turn to face their target).
   */
  mobility: { increments: number; shorts: number; longs: number };
}

/** Effect ids the move planner knows (S as L, a move twice, a rotation after a move). */
const MOVE_EFFECTS = new Set(['replace-s-with-l', 'repeat-move-icon', 'rotate-after-move']);
/** Ability kinds whose effects are live on a card (effects/active-effects.ts). */
const LIVE = new Set(['passive', 'setup', 'reaction', 'passive-mount', 'mount']);

const kits = new Map<string, ShipKit>();
const keys = new WeakMap<object, { n: number; key: string }>();

/** The cache key of a ship's kit: its AI deck, or its faction, chassis and parts (cached per parts list). */
export function kitKey(s: ShipState): string {
  if (s.ai) return `ai:${s.ai.deck}`;
  const c = keys.get(s.parts);
  if (c && c.n === s.parts.length) return c.key;
  const key = `${s.faction}:${s.chassis}:${s.parts.map((p) => `${p.faction ?? ''}${p.id}`).join(',')}`;
  keys.set(s.parts, { n: s.parts.length, key });
  return key;
}

/** Value of an ability box for the crit/heat choices: expected damage of a weapon, about 0.5 for a move, less for the rest. */
function abilityValue(icons: Icon[] | undefined, kind: string, effect: string | undefined): number {
  let v = kind === 'passive' || kind === 'reaction' ? (effect ? 0.5 : 0) : effect ? 0.3 : 0;
  for (const i of icons ?? []) {
    if ('attack' in i) v += 0.3 * i.attack.dice * i.attack.damage + 0.4;
    else if ('launch' in i) v += 0.25 * i.launch.count + 0.4;
    else if ('move' in i) v += 0.5;
    else if ('rotate' in i || 'u_turn' in i) v += 0.3;
    else if ('evade' in i) v += 0.25 * i.evade;
    else if ('anti_missile' in i) v += 0.4;
    else if ('ram' in i) v += 0.3 * i.ram.dice * i.ram.damage;
    else v += 0.2;
  }
  return v;
}

/** Value of a part card to its ship: its best ability box; a part that cannot be repaired is worth more (losing it is for the rest of the game). */
export function cardValue(card: PartCard): number {
  let value = 0;
  for (const a of card.abilities) value = Math.max(value, abilityValue(a.icons, a.kind, a.effect));
  return value + (card.repairCost === null ? 0.3 : 0);
}

/** The kit of a ship (its current build or automated deck). */
export function shipKit(content: ContentDb, s: ShipState): ShipKit {
  const key = kitKey(s);
  let kit = kits.get(key);
  if (kit) return kit;
  const chassis = content.chassis[s.chassis]!;
  kit = {
    weapons: [],
    launchers: [],
    chassisMove: chassis.chassisAction.movement,
    chassisTwice: chassis.chassisAction.effect === 'repeat-chassis-movement',
    partValue: [],
    antiMissile: false,
    antiMissileParts: [],
    moveEffects: [],
    abilities: [],
    mobility: { increments: 0, shorts: 0, longs: 0 },
  };
  for (const a of chassis.abilities)
    if (a.effect && MOVE_EFFECTS.has(a.effect))
      kit.moveEffects.push({ id: a.effect, part: -1, disabledSide: false, params: a.params ?? {} });
  if (s.ai) {
    const seen = new Set<string>();
    for (const card of aiDeck(content, s).cards) {
      for (const row of card.rows) {
        for (const i of row.icons) {
          const sig = JSON.stringify(i);
          if (seen.has(sig)) continue;
          seen.add(sig);
          if ('attack' in i)
            kit.weapons.push({ part: -1, ability: -1, icon: i.attack, power: 0, heat: 0 });
          if ('launch' in i)
            kit.launchers.push({ part: -1, ability: -1, icon: i.launch, power: 0, heat: 0 });
        }
        if (typeof row.when === 'object' && 'antiMissile' in row.when) kit.antiMissile = true;
      }
    }
  } else {
    s.parts.forEach((p, pi) => {
      const card = content.parts[`${p.faction ?? s.faction}/${p.id}`];
      kit!.abilities[pi] = { up: card?.abilities ?? [], down: card?.disabled.abilities ?? [] };
      for (const [side, list] of [
        [false, card?.abilities ?? []],
        [true, card?.disabled.abilities ?? []],
      ] as const) {
        for (const a of list)
          if (a.effect && LIVE.has(a.kind) && MOVE_EFFECTS.has(a.effect))
            kit!.moveEffects.push({
              id: a.effect,
              part: pi,
              disabledSide: side,
              params: a.params ?? {},
            });
      }
      card?.abilities.forEach((a, ai) => {
        if (a.kind !== 'action') return;
        const power = a.cost?.power ?? 0;
        const heat = a.cost?.heat ?? 0;
        for (const i of a.icons ?? []) {
          if ('attack' in i)
            kit!.weapons.push({ part: pi, ability: ai, icon: i.attack, power, heat });
          if ('launch' in i)
            kit!.launchers.push({ part: pi, ability: ai, icon: i.launch, power, heat });
          if ('anti_missile' in i) {
            kit!.antiMissile = true;
            if (!kit!.antiMissileParts.includes(pi)) kit!.antiMissileParts.push(pi);
          }
        }
      });
      kit!.partValue[pi] = card ? cardValue(card) : 0;
    });
  }
  kit.mobility = mobilityOf(content, s, kit);
  kits.set(key, kit);
  return kit;
}

/** Rotation increments and S and L moves of a list of icons (a U-turn counts as four increments). */
function tally(icons: readonly Icon[]): { increments: number; shorts: number; longs: number } {
  const t = { increments: 0, shorts: 0, longs: 0 };
  for (const i of icons) {
    if ('rotate' in i) t.increments += i.rotate;
    else if ('u_turn' in i) t.increments += 4;
    else if ('move' in i) {
      if (i.move === 'L') t.longs++;
      else t.shorts++;
    }
  }
  return t;
}

function mobilityOf(content: ContentDb, s: ShipState, kit: ShipKit): ShipKit['mobility'] {
  if (s.ai) {
    const cards = aiDeck(content, s).cards;
    const m = { increments: 0, shorts: 0, longs: 0 };
    for (const card of cards) {
      // The chassis row with the most turning, then the card's rows (it performs most of them).
      let best = { increments: 0, shorts: 0, longs: 0 };
      for (const row of card.chassisMovement) {
        const t = tally(row.icons);
        if (t.increments + t.shorts + t.longs > best.increments + best.shorts + best.longs)
          best = t;
      }
      // Rows resolve top to bottom: only those above the card's first attack or launch row move it before it fires.
      const rows = { increments: 0, shorts: 0, longs: 0 };
      for (const row of card.rows) {
        if (row.icons.some((i) => 'attack' in i || 'launch' in i)) break;
        const t = tally(row.icons);
        rows.increments += t.increments;
        rows.shorts += t.shorts;
        rows.longs += t.longs;
      }
      m.increments += best.increments + rows.increments;
      m.shorts += best.shorts + rows.shorts;
      m.longs += best.longs + rows.longs;
    }
    const n = Math.max(1, cards.length);
    return { increments: m.increments / n, shorts: m.shorts / n, longs: m.longs / n };
  }
  const base = tally(kit.chassisMove);
  if (kit.chassisTwice) {
    base.increments *= 2;
    base.shorts *= 2;
    base.longs *= 2;
  }
  // The best single part action for turning and for moving (power allows about one of each).
  let turn = 0;
  let move = { shorts: 0, longs: 0 };
  for (const a of kit.abilities) {
    for (const ab of a?.up ?? []) {
      if (ab.kind !== 'action' || !ab.icons) continue;
      const t = tally(ab.icons);
      turn = Math.max(turn, t.increments);
      if (t.shorts * 10 + t.longs * 16 > move.shorts * 10 + move.longs * 16)
        move = { shorts: t.shorts, longs: t.longs };
    }
  }
  return {
    increments: base.increments + turn,
    shorts: base.shorts + move.shorts,
    longs: base.longs + move.longs,
  };
}

/** The abilities part `i` of `s` shows now (as effects/active-effects.ts partAbilities, read from the kit). */
export function partCard(kit: ShipKit, s: ShipState, i: number): Ability[] {
  const a = kit.abilities[i];
  if (!a) return [];
  return s.parts[i]!.disabled ? a.down : a.up;
}
