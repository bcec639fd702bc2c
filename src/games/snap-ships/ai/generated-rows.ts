/**
 * The rows of generated AI cards (see generated-deck.ts): a build's part actions turned into
 * AI icons (with the passives folded in: generated-kit.ts) and classed by what they do, and
 * one such action made into a row under a condition fitting its arcs and ranges.
 *
 * Part actions an AI card cannot print are left out: vent, hack and lone anti-missile
 * icons (an anti-missile action becomes the threshold condition of its part's weapon row,
 * as on the printed cards) and repairs. Text an automated ship can use travels with the row
 * (its `effect`): critical conversions, heat per hit, anti-missile rerolls; "choose more
 * targets" becomes "attack each enemy in range and arc", as on the printed Wasp cards;
 * "gain Evasion" becomes an Evade icon, "perform your chassis movement" its icons.
 */
import type { AiChassisRow, AiCondition, AiRow, MovePreference } from '../content/ai-schema.js';
import type { Ability, ChassisCard, Icon, MoveDirection, PartCard } from '../content/types.js';
import type { ContentDb } from '../content/load-content.js';
import type { AiKit, Bakes } from './generated-kit.js';

/** What a part action does for an AI row. */
export type Role =
  'weapon' | 'launcher' | 'ram' | 'advance' | 'sidestep' | 'reverse' | 'turner' | 'evader';

/** A part action turned into AI icons. */
export interface Candidate {
  part: PartCard;
  ability: Ability;
  icons: Icon[];
  role: Role;
  /** Expected worth for ordering (weapon dice × damage, move length...). */
  weight: number;
  /** The part's anti-missile action (its weapon rows get a threshold), if any. */
  antiMissile: { modifier: number; effect?: string; params?: Record<string, unknown> } | null;
  /** Row text effect (the ability's, or the anti-missile action's reroll). */
  effect?: string;
  params?: Record<string, unknown>;
  attackEach?: true;
  /** Power the action costs a player (for the number of part actions per card). */
  cost: number;
  /** Heat the action costs a player. */
  heat: number;
  /** Damage the ship takes after the row (heat vented through the hull: Bakes.heatDamage). */
  selfDamage?: number;
}

/** Action text an AI row carries as its effect (the handlers work for an automated ship's row); other action text is folded into the icons or left out. */
const ROW_EFFECTS = new Set([
  'convert-8s-to-crit',
  'convert-one-hit-to-crit',
  'convert-all-hits-to-crit',
  'place-heat-per-hit',
  'reroll-anti-missile-dice',
]);

/** The icons of a part action an AI card can print, with the build's passives folded in. */
export function aiIcons(icons: readonly Icon[], bakes: Bakes | null, cost = 0): Icon[] {
  const out: Icon[] = [];
  for (const i of icons) {
    if ('rotate' in i) out.push({ rotate: i.rotate, ai: 'face' });
    else if ('u_turn' in i) {
      out.push({ u_turn: true, ai: 'face' });
      if (bakes?.uTurnEvade) out.push({ evade: bakes.uTurnEvade });
    } else if ('move' in i)
      out.push({ move: bakes?.boost ? 'L' : i.move, directions: [...i.directions] });
    else if ('evade' in i || 'attack' in i || 'ram' in i) out.push(structuredClone(i));
    else if ('launch' in i && (i.launch.missile !== 'torpedo' || i.launch.token)) {
      const extra =
        bakes?.extraMissile && cost <= bakes.extraMissile.maxPower ? bakes.extraMissile.count : 0;
      out.push({ launch: { ...structuredClone(i.launch), count: i.launch.count + extra } });
    }
  }
  return out;
}

const FORWARD: MoveDirection[] = ['front', 'front-left', 'front-right'];

function roleOf(icons: Icon[]): Role | null {
  if (icons.some((i) => 'ram' in i)) return 'ram';
  if (icons.some((i) => 'attack' in i)) return 'weapon';
  if (icons.some((i) => 'launch' in i)) return 'launcher';
  const moves = icons.filter((i): i is Extract<Icon, { move: unknown }> => 'move' in i);
  if (moves.length) {
    if (
      icons.some((i) => 'u_turn' in i) ||
      moves.some((m) => m.directions.every((d) => d.startsWith('rear')))
    )
      return 'reverse';
    if (
      moves.every(
        (m) => m.directions.every((d) => FORWARD.includes(d)) && m.directions.includes('front'),
      )
    )
      return 'advance';
    return 'sidestep';
  }
  if (icons.some((i) => 'rotate' in i || 'u_turn' in i)) return 'turner';
  if (icons.some((i) => 'evade' in i)) return 'evader';
  return null;
}

/** Chance that a die hits a ship of Evasion 3 with this accuracy (faces 1-8 hit at or above the hit number, the critical face always). */
function hitChance(accuracy: number | 'X'): number {
  const n = (accuracy === 'X' ? 2 : accuracy) + 3;
  return Math.max(0.1, Math.min(0.9, (10 - n) / 10));
}

/** Expected worth for ordering: expected damage of weapons (missiles: their token's), move length, rotation, evasion. */
function weightOf(icons: Icon[], missiles: ContentDb['missiles']): number {
  let w = 0;
  for (const i of icons) {
    if ('attack' in i) w += i.attack.dice * i.attack.damage * hitChance(i.attack.accuracy);
    else if ('launch' in i) {
      const t = i.launch.token ?? missiles[i.launch.missile as 'light' | 'heavy' | 'heat'];
      w += i.launch.count * (t ? t.dice * (t.damage ?? 3) * hitChance(t.accuracy) : 1);
    } else if ('ram' in i) w += i.ram.dice * i.ram.damage * hitChance(i.ram.accuracy);
    else if ('move' in i) w += i.move === 'L' ? 2 : 1;
    else if ('rotate' in i) w += i.rotate;
    else if ('evade' in i) w += i.evade;
  }
  return w;
}

/**
 * A mount on this part (Falx Wings: hit number −1 at Range 1): folded into the attack's
 * accuracy when its range restriction covers the whole weapon (as the printed Falx cards
 * print the TDP-8), else returned as the row's effect. `icons` are changed in place.
 */
function mountEffect(
  kit: AiKit,
  part: PartCard,
  icons: Icon[],
): { effect: string; params?: Record<string, unknown> } | null {
  for (const m of kit.mounts[part.id] ?? []) {
    if (m.effect !== 'reduce-hit-number') continue;
    const amount = (m.params?.amount as number) ?? 1;
    const span = m.params?.targetRange as [number, number] | undefined;
    const attack = icons.find((i): i is Extract<Icon, { attack: unknown }> => 'attack' in i);
    if (!attack) continue;
    const covers =
      !span || (attack.attack.range[0] >= span[0] && attack.attack.range[1] <= span[1]);
    if (covers && typeof attack.attack.accuracy === 'number' && !m.params?.targetInArc)
      attack.attack.accuracy = Math.max(0, attack.attack.accuracy - amount);
    else return { effect: m.effect, params: { ...m.params } };
  }
  return null;
}

/** The actions of one part as row candidates. */
function partCandidates(kit: AiKit, part: PartCard): Candidate[] {
  const out: Candidate[] = [];
  const am = part.abilities.find(
    (a) => a.kind === 'action' && a.icons?.some((i) => 'anti_missile' in i),
  );
  const amIcon = am?.icons?.find(
    (i): i is Extract<Icon, { anti_missile: unknown }> => 'anti_missile' in i,
  );
  const amEffect =
    am?.effect && ROW_EFFECTS.has(am.effect) ? { effect: am.effect, params: am.params } : {};
  const antiMissile = amIcon ? { modifier: amIcon.anti_missile.modifier, ...amEffect } : null;
  for (const ability of part.abilities) {
    if (ability.kind !== 'action' || ability.repair) continue;
    const cost =
      ability.effect === 'cost-power-equals-size' ? kit.chassis.size : (ability.cost?.power ?? 0);
    let icons = aiIcons(ability.icons ?? [], kit.bakes, cost);
    if (ability.effect === 'give-evasion')
      icons = [{ evade: (ability.params?.amount as number) ?? 2 }];
    if (ability.effect === 'perform-chassis-movement-then-disable')
      icons = chassisIcons(kit, 'face', { far: true });
    const role = roleOf(icons);
    if (!role) continue;
    const mount = role === 'weapon' ? mountEffect(kit, part, icons) : null;
    const c: Candidate = {
      part,
      ability,
      icons,
      role,
      weight: weightOf(icons, kit.missiles),
      antiMissile: role === 'weapon' ? antiMissile : null,
      cost: Math.max(1, cost),
      heat: ability.cost?.heat ?? 0,
    };
    if (mount) {
      c.effect = mount.effect;
      c.params = mount.params;
    }
    if (role === 'launcher' && kit.bakes.heatDamage && c.heat >= 2)
      c.selfDamage = kit.bakes.heatDamage * (c.heat - 1);
    if (ability.effect === 'multi-target-attack') c.attackEach = true;
    else if (ability.effect && ROW_EFFECTS.has(ability.effect) && !c.effect) {
      c.effect = ability.effect;
      if (ability.params) c.params = { ...ability.params };
    } else if (c.antiMissile?.effect && !c.effect) {
      c.effect = c.antiMissile.effect;
      if (c.antiMissile.params) c.params = { ...c.antiMissile.params };
    }
    out.push(c);
  }
  return out;
}

/** Every part's candidates, per part (parts with none are left out). */
export function candidatesByPart(kit: AiKit): Candidate[][] {
  const seen = new Set<string>();
  const out: Candidate[][] = [];
  for (const p of kit.parts) {
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    const list = partCandidates(kit, p);
    if (list.length) out.push(list);
  }
  return out;
}

const MOVE_WORDS: Record<MovePreference, string> = {
  terrain: 'into terrain if able',
  ram: 'into the target if able',
  'avoid-collision': 'avoiding collisions if able',
  'range-2': 'into Range 2 of target',
  'line-arc': 'with the target in the Line arc',
  toward: 'toward target',
  away: 'away from target',
  'rear-arc': "toward target's rear arc",
  'away-if-touching': 'toward target, away if touching',
};

/** A card's row for a candidate, under a condition, with its move preference. */
export function row(
  c: Candidate,
  when: AiCondition,
  moveOrder?: MovePreference[],
  aim: 'face' | 'side' | 'away' = 'face',
): AiRow {
  let moved = false;
  const icons = c.icons.map((i) => {
    if ('move' in i) moved = true;
    return 'rotate' in i && !moved ? { rotate: i.rotate, ai: aim } : i;
  });
  const r: AiRow = { when, icons, part: c.part.id };
  const multi = icons.some((i) => 'move' in i && i.directions.length > 1);
  const texts: string[] = [];
  if (moveOrder && multi) {
    r.moveOrder = moveOrder;
    texts.push(`Move ${moveOrder.map((o) => MOVE_WORDS[o]).join(', or ')}`);
  }
  if (c.effect) {
    r.effect = c.effect;
    if (c.params) r.params = { ...c.params };
    texts.push(c.ability.text ?? c.effect);
  }
  if (c.attackEach) {
    r.attackEach = true;
    texts.push('Attack each enemy in range & arc');
  }
  if (c.selfDamage) {
    r.selfDamage = c.selfDamage;
    texts.push(`${c.part.name} takes ${c.selfDamage} damage`);
  }
  if (texts.length) r.text = texts.join('. ');
  return r;
}

/** Which far-range and once-per-activation bakes a chassis movement row gets. */
export interface ChassisBakes {
  /** Boosters' L and a repeated move (the row used when the target is beyond reach). */
  far?: boolean;
  /** The rotation after a move (rotate-after-move). */
  rotateAfter?: boolean;
}

/** The chassis movement icons with the build's passives folded in (aim: how the first rotation turns). */
export function chassisIcons(
  kit: AiKit,
  aim: 'face' | 'side' | 'away',
  opts: ChassisBakes = {},
): Icon[] {
  const c: ChassisCard = kit.chassis;
  const b = kit.bakes;
  const out: Icon[] = [];
  let moved = false;
  let repeated = false;
  let rotated = false;
  for (const i of c.chassisAction.movement) {
    if ('rotate' in i) out.push({ rotate: i.rotate, ai: moved ? 'face' : aim });
    else if ('u_turn' in i) out.push({ u_turn: true, ai: 'face' });
    else if ('move' in i) {
      const size = opts.far && b.boost ? 'L' : i.move;
      out.push({ move: size, directions: [...i.directions] });
      if (opts.far && !repeated && b.repeat.includes(i.move)) {
        repeated = true;
        out.push({ move: size, directions: [...i.directions] });
      }
      if (opts.rotateAfter && !rotated && b.rotateAfter && b.rotateAfter.size === size) {
        rotated = true;
        out.push({ rotate: b.rotateAfter.rotate, ai: 'face' });
      }
      moved = true;
    }
  }
  return c.chassisAction.effect === 'repeat-chassis-movement' ? [...out, ...out] : out;
}

/** Chassis movement rows: under `cond` the chassis icons aimed by `aim` with `first`'s bakes, otherwise facing the target with `otherwise`'s. */
export function chassisRows(
  kit: AiKit,
  cond: AiCondition | null,
  aim: 'face' | 'side' | 'away',
  first: ChassisBakes,
  otherwise: ChassisBakes,
): AiChassisRow[] {
  const other = chassisIcons(kit, 'face', otherwise);
  if (!cond) return [{ when: 'always', icons: other }];
  const icons = chassisIcons(kit, aim, first);
  if (JSON.stringify(icons) === JSON.stringify(other)) return [{ when: 'always', icons: other }];
  return [
    { when: cond, icons },
    { when: 'otherwise', icons: other },
  ];
}

/** The first row with a move icon of `size` gets the once-per-activation rotation after that move (rotate-after-move). */
export function rotateAfterInRows(kit: AiKit, rows: AiRow[]): void {
  const r = kit.bakes.rotateAfter;
  if (!r) return;
  for (const row of rows) {
    const i = row.icons.findIndex((x) => 'move' in x && x.move === r.size);
    if (i < 0) continue;
    if (!('rotate' in (row.icons[i + 1] ?? {})))
      row.icons = [
        ...row.icons.slice(0, i + 1),
        { rotate: r.rotate, ai: 'face' },
        ...row.icons.slice(i + 1),
      ];
    return;
  }
}
