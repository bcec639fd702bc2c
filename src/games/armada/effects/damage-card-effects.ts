/**
 * The faceup effects of the 52-card core damage deck (M5, M9; content/damage-deck.yaml), one
 * handler per effect id. Persistent effects answer the rules' queries while the card is faceup;
 * immediate effects resolve when the card is dealt faceup and then flip it facedown.
 */
import type { DefenseTokenType } from '../content/types.js';
import { decide, opponent, type EngineCtx } from '../engine/context.js';
import type { DecisionOptions } from '../engine/decisions.js';
import { HULL_ZONES, type HullZone } from '../geometry/types.js';
import { removeGatheredDie } from '../rules/attack-pool.js';
import { isSquadron } from '../rules/attack-types.js';
import { COMMANDS, discardCommandToken, discardTopDial } from '../rules/commands.js';
import { dealDamageCard, flipFacedown } from '../rules/damage-deck.js';
import { sufferOwnerChosenDamage } from '../rules/damage.js';
import { checkGameEnd } from '../rules/game-end.js';
import { setSpeed } from '../rules/speed.js';
import type { ShipState } from '../state/types.js';
import type { EffectHandler, EffectSource } from './registry.js';

const num = (src: EffectSource, key: string): number => src.params[key] as number;

/** Comm Noise: the opponent may slow the ship or change its top dial (and sees it, FAQ Commands). */
function commNoise(ctx: EngineCtx, src: EffectSource<ShipState>): void {
  const s = src.unit;
  const options: Array<DecisionOptions['comm-noise']> = [];
  if (s.speed > 0) options.push({ effect: 'slow' });
  const stack = ctx.hidden.dials[s.side]![s.id]!;
  if (stack.length > 0)
    for (const c of COMMANDS) if (c !== stack[0]) options.push({ effect: 'change', command: c });
  if (options.length > 0) {
    const o = decide(ctx, {
      kind: 'comm-noise',
      side: opponent(s.side),
      unit: s.id,
      options: [...options, { effect: 'none' }],
      prompt: `Comm Noise on ${s.name}`,
    });
    if (o.effect === 'slow') setSpeed(ctx, s, s.speed - 1);
    else if (o.effect === 'change') stack[0] = o.command;
  }
  flipFacedown(ctx, s, src.instance);
}

/** Projector Misaligned: the zone with the most shields (owner's choice among ties) loses them all. */
function projectorMisaligned(ctx: EngineCtx, src: EffectSource<ShipState>): void {
  const s = src.unit;
  const most = Math.max(...HULL_ZONES.map((z) => s.shields[z]));
  if (most > 0) {
    const zones = HULL_ZONES.filter((z) => s.shields[z] === most);
    const zone = decide(ctx, {
      kind: 'hull-zone',
      side: s.side,
      unit: s.id,
      options: zones,
      prompt: 'Projector Misaligned: zone losing its shields',
    });
    s.shields[zone] = 0;
    ctx.emit({ type: 'shields', ship: s.id, zone, delta: -most, reason: 'Projector Misaligned' });
  }
  flipFacedown(ctx, s, src.instance);
}

/** Shield Failure: the opponent picks up to `zones` zones; each loses `shields` shields. */
function shieldFailure(ctx: EngineCtx, src: EffectSource<ShipState>): void {
  const s = src.unit;
  const chosen: HullZone[] = [];
  for (let k = 0; k < num(src, 'zones'); k++) {
    const options: Array<HullZone | null> = [
      null,
      ...HULL_ZONES.filter((z) => s.shields[z] > 0 && !chosen.includes(z)),
    ];
    const zone = decide(ctx, {
      kind: 'shield-zone',
      side: opponent(s.side),
      unit: s.id,
      options,
      prompt: 'Shield Failure: zone losing a shield',
    });
    if (zone === null) break;
    chosen.push(zone);
    const n = Math.min(num(src, 'shields'), s.shields[zone]);
    s.shields[zone] -= n;
    ctx.emit({ type: 'shields', ship: s.id, zone, delta: -n, reason: 'Shield Failure' });
  }
  flipFacedown(ctx, s, src.instance);
}

/** Injured Crew: the owner discards `tokens` of its defense tokens. */
function injuredCrew(ctx: EngineCtx, src: EffectSource<ShipState>): void {
  const s = src.unit;
  for (let k = 0; k < num(src, 'tokens'); k++) {
    const options: number[] = [];
    s.defenseTokens.forEach((t, i) => t.state !== 'discarded' && options.push(i));
    if (options.length === 0) break;
    const i = decide(ctx, {
      kind: 'discard-token',
      side: s.side,
      unit: s.id,
      options,
      prompt: 'Injured Crew: discard a defense token',
    });
    const t = s.defenseTokens[i]!;
    t.state = 'discarded';
    ctx.emit({
      type: 'defense-token-discarded',
      unit: s.id,
      token: t.type as DefenseTokenType,
      reason: 'Injured Crew',
    });
  }
  flipFacedown(ctx, s, src.instance);
}

/** The damage-card handlers. */
export const damageCardEffects: EffectHandler[] = [
  {
    id: 'cannot-spend-accuracy',
    kind: 'damage-card',
    describe: 'cannot spend accuracies',
    attackerRules: (atk) => void (atk.noAccuracy = true),
  },
  {
    id: 'empty-zone-shields-locked',
    kind: 'damage-card',
    describe: 'empty zones cannot gain shields or redirect',
    canGainShield: (zone, src) => src.unit.shields[zone] > 0,
    defenderRules: (atk, src) => {
      if (atk.defZone && !isSquadron(src.unit) && src.unit.shields[atk.defZone] === 0)
        atk.noRedirect = true;
    },
  },
  {
    id: 'opponent-slows-or-changes-dial',
    kind: 'damage-card',
    describe: 'opponent slows you or changes your dial',
    dealtFaceup: commNoise,
  },
  {
    id: 'cannot-ready-defense-tokens',
    kind: 'damage-card',
    describe: 'cannot ready defense tokens',
    canReadyTokens: () => false,
  },
  {
    id: 'one-ship-attack-per-round',
    kind: 'damage-card',
    describe: 'one attack against a ship per round',
    canDeclare: (_ctx, t, src) =>
      isSquadron(t.defender) || isSquadron(src.unit) || src.unit.shipAttacksThisRound === 0,
  },
  {
    id: 'damage-or-discard-dial',
    kind: 'damage-card',
    describe: 'suffer damage or discard the dial before revealing',
    beforeReveal: (ctx, src) => {
      const s = src.unit;
      if (s.dialCount === 0) return;
      const c = decide(ctx, {
        kind: 'crew-panic',
        side: s.side,
        unit: s.id,
        options: ['damage', 'discard'],
        prompt: 'Crew Panic',
      });
      if (c === 'discard') {
        discardTopDial(ctx, s, 'Crew Panic');
        return 'discarded';
      }
      sufferOwnerChosenDamage(ctx, s, num(src, 'damage'), 'effect', 'Crew Panic');
      checkGameEnd(ctx);
    },
  },
  {
    id: 'extra-card-on-overlap',
    kind: 'damage-card',
    describe: 'extra facedown card when overlapping',
    overlapped: (ctx, src) => {
      for (let k = 0; k < num(src, 'cards'); k++) dealDamageCard(ctx, src.unit, false);
    },
  },
  {
    id: 'remove-die-before-roll',
    kind: 'damage-card',
    describe: 'remove a die before rolling',
    beforeRoll: (ctx, atk, src) => {
      if ((src.params.defender === 'squadron') !== isSquadron(atk.defender)) return;
      for (let k = 0; k < num(src, 'dice'); k++) removeGatheredDie(ctx, atk, src.card);
    },
  },
  {
    id: 'cannot-attack-at-range',
    kind: 'damage-card',
    describe: 'cannot attack at a range',
    canDeclare: (_c, t, src) => t.range !== src.params.range,
  },
  {
    id: 'cannot-declare-obstructed',
    kind: 'damage-card',
    describe: 'cannot declare obstructed attacks',
    canDeclare: (_c, t) => !t.obstructed,
  },
  {
    id: 'cannot-spend-exhausted-tokens',
    kind: 'damage-card',
    describe: 'cannot spend exhausted tokens',
    defenderRules: (atk) => void (atk.noExhaustedTokens = true),
  },
  {
    id: 'discard-own-defense-token',
    kind: 'damage-card',
    describe: 'discard a defense token',
    dealtFaceup: injuredCrew,
  },
  {
    id: 'no-command-tokens',
    kind: 'damage-card',
    describe: 'no command tokens',
    dealtFaceup: (ctx, src) => {
      for (const c of src.unit.commandTokens.slice())
        discardCommandToken(ctx, src.unit, c, src.card);
    },
    canHaveCommandTokens: () => false,
  },
  {
    id: 'halve-engineering',
    kind: 'damage-card',
    describe: 'engineering halved',
    engineering: (v) => Math.floor(v / 2),
  },
  {
    id: 'strongest-zone-loses-shields',
    kind: 'damage-card',
    describe: 'strongest zone loses its shields',
    dealtFaceup: projectorMisaligned,
  },
  {
    id: 'damage-after-fast-maneuver',
    kind: 'damage-card',
    describe: 'damage after a fast maneuver',
    afterManeuver: (ctx, src) => {
      if (src.unit.speed > num(src, 'speedAbove')) {
        sufferOwnerChosenDamage(ctx, src.unit, num(src, 'damage'), 'effect', src.card);
      }
    },
  },
  {
    id: 'opponent-removes-shields',
    kind: 'damage-card',
    describe: 'opponent removes shields',
    dealtFaceup: shieldFailure,
  },
  {
    id: 'deal-extra-facedown-card',
    kind: 'damage-card',
    describe: 'one more facedown card',
    dealtFaceup: (ctx, src) => {
      for (let k = 0; k < num(src, 'cards'); k++) dealDamageCard(ctx, src.unit, false);
      flipFacedown(ctx, src.unit, src.instance);
    },
  },
  {
    id: 'cannot-resolve-critical-effects',
    kind: 'damage-card',
    describe: 'no critical effects',
    attackerRules: (atk) => void (atk.noCrit = true),
  },
  {
    id: 'reduce-last-adjustable-yaw',
    kind: 'damage-card',
    describe: 'last adjustable joint loses yaw',
    yaw: (yaw, src) => {
      for (let j = yaw.length - 1; j >= 0; j--) {
        if (yaw[j]! > 0) {
          yaw[j] = Math.max(0, yaw[j]! - num(src, 'amount'));
          return;
        }
      }
    },
  },
  {
    id: 'damage-on-speed-change',
    kind: 'damage-card',
    describe: 'damage when the speed changes',
    speedChanged: (ctx, src, from, to) => {
      if (Math.abs(to - from) < 1) return;
      sufferOwnerChosenDamage(ctx, src.unit, num(src, 'damage'), 'effect', src.card);
      checkGameEnd(ctx);
    },
  },
];
