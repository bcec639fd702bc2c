/**
 * What an AI row's icon sequence holds, read once per sequence. Icons are content data whose
 * kinds are told apart by their keys; a sequence is resolved thousands of times a run, and
 * finding the row's Ram icon and each rotation's following move by key tests took about 6%
 * of an automated duel's time.
 */
import type { Icon } from '../content/types.js';
import type { MoveIcon } from './maneuvers.js';

/** A Ram icon. */
export type RamIcon = Extract<Icon, { ram: unknown }>;

/** The icon kinds an AI sequence acts on (others are resolved elsewhere or not at all). */
export type IconKind = 'rotate' | 'u_turn' | 'move' | 'evade' | 'attack' | 'launch' | 'other';

/** A sequence's icons, classified. */
export interface IconPlan {
  /** Per icon, its kind (the first of rotate, u_turn, move, evade, attack, launch it has). */
  kinds: IconKind[];
  /** The sequence's first Ram icon. */
  ram: RamIcon | undefined;
  /** Per icon, the first move icon after it. */
  nextMove: Array<MoveIcon | undefined>;
}

const KINDS: readonly Exclude<IconKind, 'other'>[] = ['rotate', 'u_turn', 'move', 'evade', 'attack', 'launch'];

const plans = new WeakMap<readonly Icon[], IconPlan>();

/** The plan of `icons`, computed on first use (sequences are immutable content). */
export function iconPlan(icons: readonly Icon[]): IconPlan {
  let plan = plans.get(icons);
  if (!plan) plans.set(icons, (plan = planOf(icons)));
  return plan;
}

function planOf(icons: readonly Icon[]): IconPlan {
  const kinds = icons.map((i) => KINDS.find((k) => k in i) ?? 'other');
  const nextMove: Array<MoveIcon | undefined> = [];
  let after: MoveIcon | undefined;
  for (let n = icons.length - 1; n >= 0; n--) {
    nextMove[n] = after;
    const i = icons[n]!;
    if ('move' in i) after = i;
  }
  return { kinds, ram: icons.find((i): i is RamIcon => 'ram' in i), nextMove };
}
