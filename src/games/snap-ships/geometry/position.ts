/**
 * Attack position relative to the defender (rulebook "Attacking from Flank or Rear").
 */
import type { Pose, Vec } from '../../../core/geometry.js';
import { diskFullyInArc } from './arcs.js';

/**
 * Where the attacker's base sits relative to the defender. Flank: the attacker's base is fully
 * within the defender's rear 180° arc. Rear: fully within its rear 90° arc (a rear attack is also
 * a flank attack; the caller applies both bonuses). Otherwise 'front'.
 */
export function attackPosition(
  defender: Pose,
  attacker: Vec,
  r: number,
  eps: number,
): 'front' | 'flank' | 'rear' {
  if (diskFullyInArc(defender, 'rear-90', attacker, r, eps)) return 'rear';
  if (diskFullyInArc(defender, 'rear-180', attacker, r, eps)) return 'flank';
  return 'front';
}
