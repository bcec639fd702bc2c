/**
 * Typed events emitted by the Armada engine. Metrics, logs, invariant checks and replays are
 * built from these; nothing downstream reads engine internals. Events may name hidden values
 * (a dial's command, a facedown card's title) because they never reach a pilot.
 */
import type { Pose } from '../../../core/geometry.js';
import type { Command, DefenseTokenType } from '../content/types.js';
import type { HullZone, RangeBand, ToolSide } from '../geometry/types.js';
import type { EndReason, Phase } from './types.js';

/** What caused damage. */
export type DamageSource = 'attack' | 'overlap' | 'obstacle' | 'effect';

/**
 * Range label of an attack: a range band for ship attackers, `distance-1` for squadron
 * attackers (Q2; evade uses the close/medium effect at distance 1–2, T3).
 */
export type RangeLabel = RangeBand | 'distance-1';

/** How a command was resolved (C11: dial and token together are one resolution). */
export type CommandVia = 'dial' | 'token' | 'both';

/** Every event the engine emits. */
export type GameEvent =
  | { type: 'round-start'; round: number }
  | { type: 'phase'; round: number; phase: Phase }
  | { type: 'dial-assigned'; ship: string; command: Command }
  | { type: 'dial-revealed'; ship: string; command: Command }
  | { type: 'dial-discarded'; ship: string; command: Command; reason: string }
  | { type: 'token-gained'; ship: string; command: Command }
  | { type: 'token-discarded'; ship: string; command: Command; reason: string }
  | { type: 'command-resolved'; ship: string; command: Command; via: CommandVia }
  | { type: 'ship-activation'; ship: string; side: number; round: number }
  | { type: 'ship-activation-end'; ship: string }
  | { type: 'pass'; side: number; token: boolean }
  | {
      type: 'attack';
      attacker: string;
      attackerZone: HullZone | null;
      defender: string;
      defenderZone: HullZone | null;
      range: RangeLabel;
      distance: number;
      obstructed: boolean;
      pool: string;
      faces: string[];
    }
  | { type: 'attack-cancelled'; attacker: string; defender: string; reason: string }
  | {
      type: 'dice-modified';
      attacker: string;
      action: 'reroll' | 'add' | 'cancel' | 'remove' | 'change';
      colour: string;
      source: string;
    }
  | { type: 'accuracy'; attacker: string; defender: string; token: DefenseTokenType }
  | {
      type: 'defense-token';
      unit: string;
      token: DefenseTokenType;
      from: 'ready' | 'exhausted';
      discarded: boolean;
    }
  | { type: 'defense-token-discarded'; unit: string; token: DefenseTokenType; reason: string }
  | { type: 'critical'; attacker: string; defender: string; effect: string }
  | {
      type: 'damage';
      unit: string;
      side: number;
      zone: HullZone | null;
      amount: number;
      shields: number;
      /** Damage cards dealt (ships) or hull points lost (squadrons). */
      hull: number;
      source: DamageSource;
      by: string | null;
      byKind: 'ship' | 'squadron' | null;
      range: RangeLabel | null;
    }
  | { type: 'damage-card'; ship: string; title: string; faceup: boolean }
  | { type: 'card-flipped'; ship: string; title: string; faceup: boolean }
  | { type: 'card-discarded'; ship: string; title: string; faceup: boolean; reason: string }
  | { type: 'deck-shuffled'; cards: number }
  | { type: 'shields'; ship: string; zone: HullZone; delta: number; reason: string }
  | { type: 'speed'; ship: string; from: number; to: number }
  | {
      type: 'maneuver';
      ship: string;
      from: Pose;
      to: Pose;
      speed: number;
      executedSpeed: number;
      course: number[];
      toolSide: ToolSide;
    }
  | { type: 'ship-overlap'; ship: string; other: string }
  | { type: 'squadron-placed'; squadron: string; x: number; y: number; by: number }
  | { type: 'squadron-activation'; squadron: string; via: 'command' | 'phase'; by: string | null }
  | {
      type: 'squadron-move';
      squadron: string;
      fromX: number;
      fromY: number;
      toX: number;
      toY: number;
    }
  | { type: 'obstacle'; unit: string; obstacle: string; effect: string }
  | { type: 'hull-recovered'; squadron: string; amount: number }
  | {
      type: 'destroyed';
      unit: string;
      kind: 'ship' | 'squadron';
      side: number;
      points: number;
      reason: string;
    }
  | {
      type: 'round-end';
      round: number;
      sides: Array<{
        hull: number;
        shields: number;
        squadronHull: number;
        ships: number;
        squadrons: number;
      }>;
    }
  | { type: 'game-end'; winner: number | null; reason: EndReason; round: number; scores: number[] }
  | { type: 'log'; text: string }
  /** U6, U8: an upgrade card's effect was used (exhaust cards: `exhausted`). */
  | { type: 'upgrade-used'; ship: string; card: string; exhausted: boolean }
  /** W1: victory tokens gained from the objective in play (the only source of victory tokens). */
  | { type: 'victory-tokens'; side: number; amount: number; objective: string; reason: string }
  /** Objective tokens placed, moved, assigned or removed (O3, O6, O8–O11). */
  | {
      type: 'objective-token';
      token: string;
      action: 'placed' | 'moved' | 'removed';
      x: number;
      y: number;
    }
  /** O8 / RRG16 "Set Aside": units set aside, or deployed from the set-aside area. */
  /** S5, S6: the first player, and the objective in play (`side`: the second player, whose card it is). */
  | { type: 'setup-choice'; choice: 'first-player' | 'objective'; side: number; value: string }
  | { type: 'set-aside'; unit: string; action: 'set-aside' | 'deployed' };

/** The event type names. */
export type GameEventType = GameEvent['type'];
