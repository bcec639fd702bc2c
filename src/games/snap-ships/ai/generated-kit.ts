/**
 * What a build's cards give an automated ship, in the AI deck's vocabulary (rulebook
 * "Automated (AI) Ships": an AI ship uses no part cards, power or heat cubes; its deck says
 * everything). Every chassis and part ability reaches a generated deck in one of four ways,
 * the ways the 16 printed decks use:
 * - a passive of the automated chassis card, when its handler works for an automated ship
 *   (translated where a printed deck translates it: the XF-23's crit choice, the Attack
 *   Striker's bulkhead); reactions that act in the opponents' activations become passives too,
 *   free as every printed automated reaction is, except damage reduction (Deflectors, Reaper
 *   Cockpit), which no printed deck has: it works once between activations and its heat is
 *   kept with the deck, as the player ship pays for it;
 * - a reaction box on some AI cards: reactions of the ship's own attacks (the XF-25 Cockpit's
 *   reroll on the printed Sabre cards), and a target lock (the Wasp Cockpit's printed box);
 * - folded into the icons or the hull: "Setup:" hull, S moves read as L (boosters), a move
 *   repeated or followed by a rotation (the Lance, Scarab and XR-01 chassis), an extra
 *   missile (XB-04), evasion after a U-turn (Strafing Fins), "gain Evasion" (Scarab Cockpit),
 *   the chassis movement again (XRE Extender), heat vented through the hull as self-damage on
 *   heavy launches (the printed XF-8's red boxes);
 * - dropped, with the reason: power, heat, vents, repairs and build checks, which an
 *   automated ship does not have.
 * The reading of each card is listed in the deck's notes (`sortie show-deck`).
 */
import type { AiReaction } from '../content/ai-schema.js';
import type { ContentDb } from '../content/load-content.js';
import type { Ability, ChassisCard, Icon, PartCard } from '../content/types.js';
import { forEachEffect } from '../effects/active-effects.js';
import { installEffects } from '../effects/index.js';
import type { EngineCtx } from '../engine/context.js';
import { buildShip } from '../engine/setup.js';

/** How one ability reaches a generated deck. */
export type Reach =
  | { as: 'passive'; effect?: string; params?: Record<string, unknown> }
  | { as: 'reaction'; effect?: string; params?: Record<string, unknown> }
  | { as: 'baked'; how: string }
  | { as: 'dropped'; why: string };

const NO_CUBES = 'an automated ship has no power or heat cubes';
const NO_PARTS = 'an automated ship has no part cards';

/** The abilities that do not reach a deck as they are printed (the rest: passives as printed; reactions of own attacks: card boxes). */
const REACH: Record<string, Reach> = {
  'choose-crit-location-if-none-disabled': {
    as: 'passive',
    effect: 'ai-crit-roll-blank-without-special-damage',
  },
  'bulkhead-take-crit': { as: 'passive', effect: 'ai-discard-first-special-damage' },
  // Paid as a player pays (once until its cube is vented, printed heat kept with the deck), not free on every damage event.
  'reduce-damage-taken': { as: 'passive', effect: 'ai-reduce-damage-taken-once' },
  'extra-missile-for-heat': {
    as: 'baked',
    how: 'launch rows of cheap launchers fire the extra missile',
  },
  'rotate-after-move': { as: 'baked', how: 'a rotation after the move icon' },
  'repeat-move-icon': { as: 'baked', how: 'the move icon twice in the chassis movement' },
  'replace-s-with-l': { as: 'baked', how: 'S move icons printed as L' },
  'after-u-turn-evade-vent': { as: 'baked', how: 'an Evade icon after each U-turn' },
  'setup-gain-hull': { as: 'baked', how: 'in the hull' },
  'setup-gain-hull-size': { as: 'baked', how: 'in the hull' },
  'repeat-chassis-movement': { as: 'baked', how: 'the chassis sequence twice' },
  // The printed XF-8 reads its chassis as "some of this ship's Part action rows deal damage to itself" (its heavy launches).
  'vent-extra-heat-for-damage': {
    as: 'baked',
    how: 'launch rows costing 2+ heat deal damage to the ship for the heat beyond the first',
  },
  'vent-to-friendly': { as: 'dropped', why: NO_CUBES },
  'vent-only-in-chassis-vent-step': { as: 'dropped', why: NO_CUBES },
  'extra-vent-heat': { as: 'dropped', why: NO_CUBES },
  'extra-vent-power': { as: 'dropped', why: NO_CUBES },
  'setup-gain-power': { as: 'dropped', why: NO_CUBES },
  'equip-size-limit': { as: 'dropped', why: 'a build check (the build is legal)' },
  'repair-not-same-activation': { as: 'dropped', why: 'automated ships do not repair' },
  'cannot-be-repaired': { as: 'dropped', why: 'automated ships do not repair' },
  'cannot-be-disabled-by-crit': { as: 'dropped', why: `${NO_PARTS} to disable` },
  'reroll-all-defending-dice-then-disable': {
    as: 'dropped',
    why: `it disables its own card; ${NO_PARTS}`,
  },
  'reapply-terrain-before-chassis-move': {
    as: 'dropped',
    why: 'the automated chassis movement row has no step before it',
  },
  'adjust-crit-location': {
    as: 'dropped',
    why: 'it is a choice of crit location, which the AI rules never make for a player',
  },
  'missile-relay-adjust-hit-number': {
    as: 'dropped',
    why: 'raising or lowering the hit number is a choice the AI rules do not make',
  },
};

/** Effect ids only generated decks use (no printed card or deck prints them). */
export const GENERATED_ONLY_EFFECTS: readonly string[] = ['ai-reduce-damage-taken-once'];

/** The reach of one chassis or part ability. */
export function reachOf(a: Ability): Reach | null {
  if (!a.effect || a.kind === 'action') return null;
  const r = REACH[a.effect];
  if (r) return r;
  // The printed Falx cards print the Falx Wings' mount on the TDP-8's row (its hit number 2+ where the part card prints 3+).
  if (a.kind === 'passive-mount') return { as: 'baked', how: "on the mounted part's attack rows" };
  // SCAR-2: "a valid target for this weapon" becomes the weapon's own range (an AI reaction has no card to measure from).
  if (a.effect === 'reroll-attack-vs-weapon-target')
    return { as: 'reaction', effect: 'reroll-attack-dice', params: { max: a.params?.max ?? 1 } };
  if (
    a.kind === 'reaction' &&
    (a.cost?.power || a.cost?.heat || a.cost?.variable || a.params?.costPerDie !== undefined)
  )
    return { as: 'reaction' };
  return { as: 'passive' };
}

/** Hull an automated ship gets from its build: the chassis's, plus every "Setup:" effect, applied by the engine's own handlers. */
export function setupHull(content: ContentDb, chassis: string, parts: readonly string[]): number {
  installEffects();
  const s = buildShip(
    content,
    { chassis, parts: [...parts], pilot: { type: 'random' } },
    'probe',
    0,
  );
  const ctx = { content } as EngineCtx;
  forEachEffect(ctx, s, 'setup', (h, src) => h.setup!(ctx, src));
  return s.hull;
}

/** The icon changes a build's passives fold into its rows (see the module doc). */
export interface Bakes {
  /** Boosters: S move icons become L. */
  boost: boolean;
  /** Move sizes the chassis movement repeats once (repeat-move-icon). */
  repeat: Array<'S' | 'L'>;
  /** A rotation after the first move icon of this size in the chassis movement (rotate-after-move). */
  rotateAfter: { size: 'S' | 'L'; rotate: number } | null;
  /** Evasion gained after a U-turn icon (Strafing Fins). */
  uTurnEvade: number;
  /** Extra missiles for launches costing this much power or less (XB-04). */
  extraMissile: { maxPower: number; count: number } | null;
  /** Damage per heat cube beyond the first that a launch costing 2+ heat deals to the ship (XF-8: heat vented through the hull). */
  heatDamage: number;
}

/** Everything a build gives its generated deck, before the cards are laid out. */
export interface AiKit {
  chassis: ChassisCard;
  parts: PartCard[];
  /** Mount abilities by the id of the part they are mounted on (the next part in the build order: rulebook "Mount"). */
  mounts: Record<string, Ability[]>;
  /** The standard missile tokens (for weighing launches). */
  missiles: ContentDb['missiles'];
  hull: number;
  /** The automated chassis card's abilities. */
  abilities: Ability[];
  /** Reaction boxes printed on some of the cards (afterRow is set per card). */
  reactions: Array<Omit<AiReaction, 'afterRow'>>;
  bakes: Bakes;
  /** How each card text reached the deck, for the deck's notes. */
  notes: string[];
}

/** A mount ability and the part it is mounted on (the part card after the mount in the build order: rulebook "Mount"). */
export interface Mount {
  mount: PartCard;
  on: PartCard;
  ability: Ability;
}

/** The build's mounts. */
export function mountsOf(parts: readonly PartCard[]): Mount[] {
  return parts.flatMap((p, i) => {
    const on = parts[i + 1];
    return on
      ? p.abilities
          .filter((a) => a.kind === 'passive-mount')
          .map((ability) => ({ mount: p, on, ability }))
      : [];
  });
}

/**
 * The part actions' HACK and vent icons, which no AI card prints (the printed decks leave
 * them out too): named, so a reader of the deck knows what the automated ship cannot do.
 */
export function droppedIcons(parts: readonly PartCard[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    for (const a of p.abilities) {
      if (a.kind !== 'action') continue;
      const icons = a.icons ?? [];
      const lone = icons.every((i) => 'hack' in i || 'vent' in i);
      if (icons.some((i) => 'hack' in i))
        out.push(
          `${p.id} ${a.header}: hack ${lone ? 'action' : 'icon'} left out (an AI card prints no hack icon)`,
        );
      if (icons.some((i) => 'vent' in i))
        out.push(`${p.id} ${a.header}: vent ${lone ? 'action' : 'icon'} left out (${NO_CUBES})`);
    }
  }
  return out;
}

/** Reads a build (parts in build order) into its AI kit. */
export function aiKit(content: ContentDb, c: ChassisCard, parts: PartCard[]): AiKit {
  const bakes: Bakes = {
    boost: false,
    repeat: [],
    rotateAfter: null,
    uTurnEvade: 0,
    extraMissile: null,
    heatDamage: 0,
  };
  const abilities: Ability[] = [];
  const reactions: AiKit['reactions'] = [];
  const notes: string[] = [];
  const sources: Array<{ from: string; a: Ability }> = [
    ...c.abilities.map((a) => ({ from: c.id, a })),
    ...parts.flatMap((p) => p.abilities.map((a) => ({ from: p.id, a }))),
  ];
  for (const { from, a } of sources) {
    const r = reachOf(a);
    if (!r) continue;
    const p = a.params ?? {};
    if (r.as === 'baked') {
      if (a.effect === 'replace-s-with-l') bakes.boost = true;
      if (a.effect === 'repeat-move-icon')
        bakes.repeat.push(...((p.moves as Array<'S' | 'L'>) ?? ['S']));
      if (a.effect === 'rotate-after-move')
        bakes.rotateAfter = {
          size: (p.move as 'S' | 'L') ?? 'L',
          rotate: (p.rotate as number) ?? 1,
        };
      if (a.effect === 'after-u-turn-evade-vent') bakes.uTurnEvade += (p.evade as number) ?? 1;
      if (a.effect === 'extra-missile-for-heat')
        bakes.extraMissile = {
          maxPower: (p.maxPowerCost as number) ?? 2,
          count: (p.extraMissiles as number) ?? 1,
        };
      if (a.effect === 'vent-extra-heat-for-damage')
        bakes.heatDamage = (p.damagePerCube as number) ?? 1;
      const on =
        a.kind === 'passive-mount'
          ? mountsOf(parts).find((m) => m.mount.id === from && m.ability === a)?.on.id
          : undefined;
      const how =
        a.kind !== 'passive-mount'
          ? r.how
          : on
            ? `on the ${on} rows (its mounted part)`
            : 'left out (no part is mounted on it)';
      notes.push(`${from} ${a.effect}: ${how}`);
    } else if (r.as === 'dropped') notes.push(`${from} ${a.effect}: left out (${r.why})`);
    else {
      const effect = r.effect ?? a.effect!;
      let params =
        r.params ??
        (Object.keys(p).length
          ? Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'costPerDie'))
          : undefined);
      if (effect === 'ai-reduce-damage-taken-once') params = { ...params, heat: a.cost?.heat ?? 0 };
      // Automated reactions cost nothing (AI ships have no cubes), as on the printed automated cards.
      const paid =
        effect !== 'ai-reduce-damage-taken-once' &&
        a.kind === 'reaction' &&
        (a.cost?.power || a.cost?.heat || a.cost?.variable || p.costPerDie !== undefined);
      const text = `${a.text ?? a.header}${effect !== a.effect ? ` (automated: ${effect})` : ''}${paid ? ' (automated: no cost)' : ''}`;
      if (r.as === 'passive') {
        if (
          abilities.some(
            (x) => x.effect === effect && JSON.stringify(x.params) === JSON.stringify(params),
          )
        )
          continue;
        const header = from === c.id ? 'Chassis' : 'Passive';
        abilities.push({
          kind: 'passive',
          header,
          text,
          effect,
          ...(params && Object.keys(params).length ? { params } : {}),
        });
        if (effect === 'ai-reduce-damage-taken-once')
          notes.push(
            `${from} ${a.effect}: read as ${effect}: once between activations, its printed heat kept with the deck, as the part's cube would block it`,
          );
        else if (effect !== a.effect)
          notes.push(`${from} ${a.effect}: read as ${effect}, as the printed decks do`);
      } else {
        reactions.push({
          header: 'Reaction',
          text,
          part: from,
          effect,
          ...(params && Object.keys(params).length ? { params } : {}),
        });
        notes.push(`${from} ${a.effect}: a reaction box on some cards`);
      }
    }
  }
  // Target locks (Wasp Cockpit) become the printed decks' reaction box: the target loses Evasion before each attack.
  for (const p of parts) {
    for (const a of p.abilities) {
      const lock =
        a.kind === 'action'
          ? a.icons?.find((i): i is Extract<Icon, { target: unknown }> => 'target' in i)
          : undefined;
      if (!lock) continue;
      const params: Record<string, unknown> = { amount: -lock.target.evasion };
      if (lock.target.arc !== '360') params.targetInArc = lock.target.arc;
      const text = `Before attacking: the target loses ${-lock.target.evasion} Evasion (target lock)`;
      reactions.push({
        header: 'Reaction',
        text,
        part: p.id,
        effect: 'ai-reduce-target-evasion-before-attack',
        params,
      });
      notes.push(`${p.id} target lock: a reaction box on some cards`);
    }
  }
  notes.push(...droppedIcons(parts));
  const mounts: Record<string, Ability[]> = {};
  for (const m of mountsOf(parts)) (mounts[m.on.id] ??= []).push(m.ability);
  const hull = setupHull(
    content,
    c.id,
    parts.map((p) => p.id),
  );
  const sorted = [...parts].sort((a, b) => a.id.localeCompare(b.id));
  return {
    chassis: c,
    parts: sorted,
    mounts,
    missiles: content.missiles,
    hull,
    abilities,
    reactions,
    bakes,
    notes,
  };
}
