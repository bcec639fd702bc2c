/**
 * Effects on move icons and rotations (Sabre XR-01, Scarab chassis, BZ2 Booster, XRE Extender).
 */
import { decide } from '../engine/context.js';
import { chassisMovementStep } from '../rules/activation.js';
import { disablePart } from '../rules/damage.js';
import { moveIcon, rotateBy, rotationOptions } from '../rules/movement.js';
import type { EffectHandler } from './registry.js';

const onceKey = (src: { part: number; ability: { effect?: string } }): string =>
  `${src.ability.effect}@${src.part}`;

/** Once per activation, after resolving a {move} icon, may rotate up to {rotate}. */
const rotateAfterMove: EffectHandler = {
  id: 'rotate-after-move',
  describe: 'Once per activation, after resolving a {move} move icon: you may rotate {rotate}.',
  afterMoveIcon(ctx, move, src) {
    const s = src.ship;
    if (move.size !== src.params.move || s.once.includes(onceKey(src))) return;
    const delta = decide(ctx, {
      kind: 'rotate',
      ship: s.id,
      side: s.side,
      options: rotationOptions(ctx, s, (src.params.rotate as number) ?? 1),
      prompt: 'rotate after the move?',
    });
    if (delta === 0) return;
    s.once.push(onceKey(src));
    rotateBy(ctx, s, delta, src.ability.effect!);
  },
};

/** Once per activation, a move icon of a listed size may be performed twice in a row. */
const repeatMoveIcon: EffectHandler = {
  id: 'repeat-move-icon',
  describe:
    'Once per activation, when you resolve a {moves} move icon: you may perform it twice in a row.',
  afterMoveIcon(ctx, move, src) {
    const s = src.ship;
    const sizes = (src.params.moves as string[]) ?? ['S'];
    if (move.outcome !== 'ok' || !sizes.includes(move.size) || s.once.includes(onceKey(src)))
      return;
    if (
      !decide(ctx, {
        kind: 'use-effect',
        ship: s.id,
        side: s.side,
        options: [true, false],
        prompt: `perform the ${move.size} move again?`,
      })
    )
      return;
    s.once.push(onceKey(src));
    return moveIcon(ctx, s, move.size, move.directions, `${move.source} (repeat)`, move.ram);
  },
};

/** BZ2 Booster: S move icons may be resolved as L. */
const replaceSWithL: EffectHandler = {
  id: 'replace-s-with-l',
  describe: 'When you resolve move icons: you may replace S move icons with L move icons.',
  moveIconSize(ctx, size, src) {
    if (size !== 'S') return size;
    return decide(ctx, {
      kind: 'use-effect',
      ship: src.ship.id,
      side: src.ship.side,
      options: [false, true],
      prompt: 'move L instead of S?',
    })
      ? 'L'
      : 'S';
  },
};

/** XRE Extender: perform the chassis movement step again, then disable this part. */
const chassisMoveThenDisable: EffectHandler = {
  id: 'perform-chassis-movement-then-disable',
  describe: 'Special action: perform your chassis movement step, then disable this part.',
  canPerform() {
    return true;
  },
  perform(ctx, src) {
    // The whole step: Adaptive Plating's "before" effect and a drone's repeat apply too.
    chassisMovementStep(ctx, src.ship);
    if (!src.ship.destroyed) disablePart(ctx, src.ship, src.part, null);
  },
};

/** All movement effects. */
export const moveEffects: EffectHandler[] = [
  rotateAfterMove,
  repeatMoveIcon,
  replaceSWithL,
  chassisMoveThenDisable,
];
