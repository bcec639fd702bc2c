/**
 * The rows of generated AI cards (see generated-deck.ts): a build's part actions turned into
 * AI icons and classed by role (weapon, launcher, ram, mover, turner, evader), the four card
 * themes of the printed decks with their rows in priority order, the chassis movement rows
 * and the number of part actions.
 */
import type { AiChassisRow, AiCondition, AiRow, MovePreference } from '../content/ai-schema.js';
import type { Ability, ChassisCard, Icon, PartCard } from '../content/types.js';

/** What a part action does for an AI row. */
export type Role = 'weapon' | 'launcher' | 'ram' | 'mover' | 'turner' | 'evader';

/** A part action turned into AI icons. */
export interface Candidate {
  part: PartCard;
  ability: Ability;
  icons: Icon[];
  role: Role;
  /** Expected weight for ordering (weapon dice × damage, move length...). */
  weight: number;
  /** The part also has an anti-missile action (its weapon rows get a threshold). */
  antiMissile: boolean;
  /** Move icon directions available (flanking needs a choice or a U-turn). */
  flexible: boolean;
}

/** The icons of an ability an AI card can print; rotations get an aim (`aim` before a move, face after). */
export function aiIcons(icons: Icon[], aim: 'face' | 'side' | 'away'): Icon[] {
  const out: Icon[] = [];
  let moved = false;
  for (const i of icons) {
    if ('rotate' in i) out.push({ rotate: i.rotate, ai: moved ? 'face' : aim });
    else if ('u_turn' in i) out.push({ u_turn: true, ai: 'face' });
    else if ('move' in i) {
      out.push({ move: i.move, directions: [...i.directions] });
      moved = true;
    } else if ('evade' in i || 'attack' in i || 'ram' in i) out.push(i);
    else if ('launch' in i && (i.launch.missile !== 'torpedo' || i.launch.token)) out.push(i);
  }
  return out;
}

function roleOf(icons: Icon[]): Role | null {
  if (icons.some((i) => 'ram' in i)) return 'ram';
  if (icons.some((i) => 'attack' in i)) return 'weapon';
  if (icons.some((i) => 'launch' in i)) return 'launcher';
  if (icons.some((i) => 'move' in i)) return 'mover';
  if (icons.some((i) => 'rotate' in i || 'u_turn' in i)) return 'turner';
  if (icons.some((i) => 'evade' in i)) return 'evader';
  return null;
}

function weightOf(icons: Icon[]): number {
  let w = 0;
  for (const i of icons) {
    if ('attack' in i) w += i.attack.dice * i.attack.damage;
    else if ('launch' in i) w += i.launch.count;
    else if ('ram' in i) w += i.ram.dice * i.ram.damage;
    else if ('move' in i) w += i.move === 'L' ? 2 : 1;
    else if ('rotate' in i) w += i.rotate;
    else if ('evade' in i) w += i.evade;
  }
  return w;
}

/** The part actions of a build as AI row candidates. */
export function candidates(parts: PartCard[]): Candidate[] {
  const out: Candidate[] = [];
  for (const part of parts) {
    const antiMissile = part.abilities.some((a) => a.icons?.some((i) => 'anti_missile' in i));
    for (const ability of part.abilities) {
      if (ability.kind !== 'action' || ability.repair) continue;
      const icons = aiIcons(ability.icons ?? [], 'face');
      const role = roleOf(icons);
      if (!role) continue;
      const flexible = icons.some((i) => ('move' in i && i.directions.length > 1) || 'u_turn' in i);
      out.push({ part, ability, icons, role, weight: weightOf(icons), antiMissile, flexible });
    }
  }
  return out;
}

/** A card's row for a candidate, under a condition, with its rotations aimed and its move preference. */
export function row(c: Candidate, when: AiCondition, safe: Set<string>, aim: 'face' | 'side' | 'away' = 'face', moveOrder?: MovePreference[]): AiRow {
  const icons = aiIcons(c.ability.icons ?? [], aim);
  const r: AiRow = { when, icons, part: c.part.id };
  const hasMove = icons.some((i) => 'move' in i);
  if (moveOrder && hasMove) {
    r.moveOrder = moveOrder;
    r.text = moveText(moveOrder);
  }
  if (c.ability.effect && safe.has(c.ability.effect) && c.ability.text) {
    r.effect = c.ability.effect;
    if (c.ability.params) r.params = { ...c.ability.params };
    r.text = r.text ? `${r.text}. ${c.ability.text}` : c.ability.text;
  }
  return r;
}

const MOVE_WORDS: Record<MovePreference, string> = {
  terrain: 'into terrain if able', ram: 'into the target if able', 'avoid-collision': 'avoiding collisions if able', 'range-2': 'into Range 2 of target',
  'line-arc': 'with the target in the Line arc', toward: 'toward target', away: 'away from target', 'rear-arc': "toward target's rear arc", 'away-if-touching': 'toward target, away if touching',
};

function moveText(order: MovePreference[]): string {
  return `Move ${order.map((o) => MOVE_WORDS[o]).join(', or ')}`;
}

/** A role slot of a card theme: the role, its condition and how it moves. */
export interface Slot {
  role: Role | 'closer' | 'flanker' | 'kiter';
  when: AiCondition | 'threshold';
  aim?: 'face' | 'side' | 'away';
  moveOrder?: MovePreference[];
}

/** The four card themes, rows in priority order (the printed decks' patterns). */
export const THEMES: Array<{ chassis: [AiCondition | null, 'face' | 'side' | 'away']; threshold: number | null; slots: Slot[] }> = [
  {
    chassis: [{ range: [1, 1] }, 'away'], threshold: 3,
    slots: [
      { role: 'weapon', when: 'threshold' }, { role: 'launcher', when: 'crosshair' }, { role: 'turner', when: { arc: 'rear-270' } },
      { role: 'evader', when: 'always' }, { role: 'closer', when: { range: [3, 4], plus: true }, moveOrder: ['avoid-collision', 'toward'] },
      { role: 'ram', when: { range: [1, 1] }, moveOrder: ['ram', 'toward'] },
    ],
  },
  {
    chassis: [null, 'face'], threshold: 7,
    slots: [
      { role: 'closer', when: { range: [2, 4], plus: true }, moveOrder: ['avoid-collision', 'toward'] }, { role: 'weapon', when: 'threshold' },
      { role: 'ram', when: { range: [1, 2] }, moveOrder: ['ram', 'toward'] }, { role: 'launcher', when: 'crosshair' },
      { role: 'turner', when: { arc: 'side-90' } }, { role: 'evader', when: 'always' },
    ],
  },
  {
    chassis: [{ range: [1, 3] }, 'side'], threshold: 5,
    slots: [
      { role: 'flanker', when: { arc: 'rear-180' }, moveOrder: ['rear-arc'] }, { role: 'weapon', when: 'threshold' }, { role: 'evader', when: 'always' },
      { role: 'launcher', when: 'crosshair' }, { role: 'turner', when: { arc: 'rear-270' } },
      { role: 'closer', when: { range: [3, 4], plus: true }, moveOrder: ['toward'] },
    ],
  },
  {
    chassis: [{ range: [1, 2] }, 'away'], threshold: null,
    slots: [
      { role: 'weapon', when: 'threshold' }, { role: 'launcher', when: 'crosshair' },
      { role: 'kiter', when: { range: [1, 2] }, aim: 'away', moveOrder: ['terrain', 'away'] }, { role: 'evader', when: 'always' },
      { role: 'turner', when: { arc: 'rear-180' } },
    ],
  },
];

/** The candidates a slot can use, best first. */
export function fits(slot: Slot, all: Candidate[]): Candidate[] {
  const pick = (f: (c: Candidate) => boolean): Candidate[] => all.filter(f).sort((a, b) => b.weight - a.weight);
  switch (slot.role) {
    case 'closer':
    case 'kiter':
      return pick((c) => c.role === 'mover');
    case 'flanker': {
      const flex = pick((c) => c.role === 'mover' && c.flexible);
      return flex.length ? flex : pick((c) => c.role === 'mover');
    }
    default:
      return pick((c) => c.role === slot.role);
  }
}

/** Chassis movement rows of a theme: the printed icons with the theme's aim under its condition, otherwise facing the target. */
export function chassisRows(c: ChassisCard, cond: AiCondition | null, aim: 'face' | 'side' | 'away'): AiChassisRow[] {
  const twice = c.chassisAction.effect === 'repeat-chassis-movement';
  const face = aiIcons(c.chassisAction.movement, 'face');
  const closing = twice ? [...face, ...face] : face;
  if (!cond || !c.chassisAction.movement.some((i) => 'rotate' in i)) return [{ when: 'always', icons: closing }];
  return [{ when: cond, icons: aiIcons(c.chassisAction.movement, aim) }, { when: 'otherwise', icons: closing }];
}

/** Part actions per activation: the ship's power over its actions' mean cost, 2 to 4 (the printed decks' range). */
export function actionCount(c: ChassisCard, all: Candidate[]): number {
  if (all.length === 0) return 1;
  const mean = all.reduce((a, x) => a + Math.max(1, x.ability.cost?.power ?? 1), 0) / all.length;
  return Math.max(2, Math.min(4, Math.round(c.power / mean) - 1));
}
