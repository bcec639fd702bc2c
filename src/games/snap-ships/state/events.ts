/**
 * Typed events emitted by the Snap Ships engine. Metrics, logs and replays are
 * built from these; nothing downstream reads engine internals.
 */
import type { Pose } from '../../../core/geometry.js';
import type { MissileKind } from './types.js';

/** Every event the engine emits. */
export type GameEvent =
  | { type: 'round-start'; round: number }
  | { type: 'round-end'; round: number; hull: Array<{ ship: string; side: number; hull: number }> }
  | { type: 'activation-start'; ship: string; round: number }
  | { type: 'activation-end'; ship: string }
  | { type: 'pass'; side: number }
  | { type: 'deploy'; ship: string; pose: Pose }
  | { type: 'evasion'; ship: string; from: number; to: number; source: string }
  | { type: 'vent'; ship: string; part: string; power: number; heat: number; source: string }
  | { type: 'rotate'; ship: string; from: number; to: number; source: string }
  | { type: 'move'; ship: string; from: Pose; to: Pose; source: string }
  | { type: 'collision'; ship: string; other: string; ram: boolean }
  | { type: 'edge'; ship: string }
  | {
      type: 'action';
      ship: string;
      part: string;
      ability: number;
      header: string;
      power: number;
      heat: number;
    }
  | {
      type: 'attack';
      ship: string;
      target: string;
      part: string;
      hitNumber: number;
      dice: number[];
      rerolled: number[];
      hits: number;
      crits: number;
      damage: number;
      cover: 'none' | 'soft' | 'hard' | 'both';
      position: 'front' | 'flank' | 'rear';
      range: number;
      ram: boolean;
    }
  | {
      type: 'damage';
      ship: string;
      amount: number;
      source: string;
      by: string | null;
      part: string | null;
      kind: DamageKind;
    }
  | {
      type: 'crit';
      ship: string;
      roll: number;
      part: string | null;
      chooser: 'roll' | 'attacker' | 'defender' | 'effect';
    }
  | { type: 'disabled'; ship: string; part: string; power: number; heat: number }
  | { type: 'repaired'; ship: string; part: string }
  | { type: 'heat-gained'; ship: string; part: string | null; amount: number; source: string }
  | {
      type: 'missile-launched';
      ship: string;
      target: string;
      part: string;
      kind: MissileKind;
      count: number;
    }
  | {
      type: 'missile-impact';
      ship: string;
      kind: MissileKind;
      count: number;
      hitNumber: number;
      dice: number[];
      hits: number;
      crits: number;
      damage: number;
      from: string[];
    }
  | {
      type: 'missile-destroyed';
      ship: string;
      kind: MissileKind;
      by: string;
      part: string | null;
      from: string;
    }
  | {
      type: 'anti-missile';
      ship: string;
      target: string;
      part: string | null;
      dice: number[];
      destroyed: number;
    }
  | { type: 'terrain'; ship: string; tile: number; terrain: string; effect: string }
  | { type: 'target-action'; ship: string; target: string; evasion: number }
  | { type: 'destroyed'; ship: string; by: string | null }
  | { type: 'game-end'; winner: number | null; reason: string; round: number }
  // Scenario events (src/games/snap-ships/scenarios/).
  | {
      type: 'scenario-score';
      side: number;
      score: number;
      held: number | null;
      secured: number | null;
    }
  | {
      type: 'resources';
      ship: string;
      side: number;
      action: ResourceAction;
      amount: number;
      other: string | null;
    }
  | { type: 'beacon'; ship: string; beacon: number; action: 'collected' | 'peeked'; value: number }
  | { type: 'wave'; wave: number; action: 'start' | 'cleared'; round: number; ships: string[] }
  | { type: 'salvage'; ship: string; stat: 'power' | 'vent' | null; part: string | null }
  | { type: 'log'; text: string };

/** Asteroid Scramble resource movements: mined onto a tile, gathered from one, stockpiled, stolen on a crit, transferred on destruction, returned to the box. */
export type ResourceAction =
  'mined' | 'gathered' | 'stockpiled' | 'stolen' | 'transferred' | 'boxed';

/** What caused hull damage. */
export type DamageKind = 'attack' | 'ram' | 'collision' | 'missile' | 'heat' | 'effect';

/** The event type names. */
export type GameEventType = GameEvent['type'];
