/**
 * What an AI row's icon sequence holds, read once per sequence. Icons are content data whose
 * kinds are told apart by their keys; a sequence is resolved thousands of times a run, and
 * finding the row's Ram icon and each rotation's following move by key tests took about 6%
 * of an automated duel's time.
 */
import type { AttackIcon, Icon } from '../content/types.js';
import type { AiWeapon } from '../engine/scenario-rules.js';
import type { MoveIcon } from './maneuvers.js';

/** A Ram icon. */
export type RamIcon = Extract<Icon, { ram: unknown }>;
/** A rotation icon. */
export type RotateIcon = Extract<Icon, { rotate: number }>;
/** What a launch icon launches. */
export type LaunchSpec = Extract<Icon, { launch: unknown }>['launch'];

/**
 * One icon as an AI sequence acts on it, by kind (the first of rotate, u_turn, move, evade,
 * attack, launch it has; `other` for the rest, resolved elsewhere or not at all). A weapon's
 * arc and range come with it, as the AI's target choice reads them.
 */
export type PlannedIcon =
  | { kind: 'rotate'; icon: RotateIcon }
  | { kind: 'u_turn' }
  | { kind: 'move'; icon: MoveIcon }
  | { kind: 'evade'; evade: number }
  | { kind: 'attack'; attack: AttackIcon; weapon: AiWeapon }
  | { kind: 'launch'; launch: LaunchSpec; weapon: AiWeapon }
  | { kind: 'other' };

/** A sequence's icons, classified. */
export interface IconPlan {
  /** Per icon, what it does. */
  steps: PlannedIcon[];
  /** The sequence's first Ram icon. */
  ram: RamIcon | undefined;
  /** Per icon, the first move icon after it. */
  nextMove: Array<MoveIcon | undefined>;
  /** The first attack or launch icon's weapon (the weapon a crosshair refers to), or null. */
  weapon: AiWeapon | null;
}

const plans = new WeakMap<readonly Icon[], IconPlan>();

/** The plan of `icons`, computed on first use (sequences are immutable content). */
export function iconPlan(icons: readonly Icon[]): IconPlan {
  let plan = plans.get(icons);
  if (!plan) plans.set(icons, (plan = planOf(icons)));
  return plan;
}

function step(i: Icon): PlannedIcon {
  if ('rotate' in i) return { kind: 'rotate', icon: i };
  if ('u_turn' in i) return { kind: 'u_turn' };
  if ('move' in i) return { kind: 'move', icon: i };
  if ('evade' in i) return { kind: 'evade', evade: i.evade };
  if ('attack' in i)
    return {
      kind: 'attack',
      attack: i.attack,
      weapon: { arc: i.attack.arc, range: i.attack.range, purpose: 'attack' },
    };
  if ('launch' in i)
    return {
      kind: 'launch',
      launch: i.launch,
      weapon: { arc: i.launch.arc, range: i.launch.range, purpose: 'launch' },
    };
  return { kind: 'other' };
}

function planOf(icons: readonly Icon[]): IconPlan {
  const nextMove: Array<MoveIcon | undefined> = [];
  let after: MoveIcon | undefined;
  for (let n = icons.length - 1; n >= 0; n--) {
    nextMove[n] = after;
    const i = icons[n]!;
    if ('move' in i) after = i;
  }
  const steps = icons.map(step);
  let weapon: AiWeapon | null = null;
  for (const st of steps) {
    if (st.kind === 'attack' || st.kind === 'launch') {
      weapon = st.weapon;
      break;
    }
  }
  return { steps, ram: icons.find((i): i is RamIcon => 'ram' in i), nextMove, weapon };
}
