/**
 * What the heuristic pilot measures (SPEC §4.3 #2): expected damage of dice pools, the open
 * geometry of the table (its own shape cache, built from the view only) and token values. Every
 * input is open information: the view's state, the table and the content cards.
 */
import type { ArmadaContent } from '../content/load-content.js';
import { loadArmadaContent } from '../content/load-content.js';
import type { Command, DiceCounts, DieColour } from '../content/types.js';
import type { ArmadaView } from '../engine/decisions.js';
import { GeoCache } from '../engine/geo-cache.js';
import { diceTable, type DamageContext, type DiceTable, type DieFace } from '../rules/dice.js';
import type { RangeBand } from '../geometry/types.js';
import type { GameState, ShipState, SquadronState } from '../state/types.js';

/**
 * Final-pose scores of the maneuver being planned, valid while the same ship stands at the same
 * pose in the same activation (keyed by a hash of the scored pose and speed, checked exactly).
 */
export interface PoseMemo {
  round: number;
  active: string | null;
  ship: string;
  x: number;
  y: number;
  facing: number;
  scores: Map<number, { speed: number; x: number; y: number; facing: number; score: MemoScore }>;
  /** Best course scores by speed and yaw, each valid while `epoch` is unchanged. */
  bests: Map<number, { epoch: number; score: number }>;
  /** Counts replaced score entries (a best read from a replaced entry is recomputed). */
  epoch: number;
}

/** A memoised pose score (heuristic-move's PoseScore). */
export interface MemoScore {
  score: number;
  outside: boolean;
  obstacle: boolean;
  doomed: boolean;
}

/** Open data the pilot reads, built once per game. */
export interface PilotEnv {
  state: Readonly<GameState>;
  content: ArmadaContent;
  dice: DiceTable;
  geo: GeoCache;
  /** The pilot's own facedown dial stack of a ship, top first (empty for enemy ships, G8). */
  ownDials(ship: string): readonly Command[];
  /** Final-pose scores of the maneuver being planned (heuristic-move). */
  memo: PoseMemo;
  /** Expected damage of one die by colour: [crits count, crits do not count]. */
  mean: Record<DieColour, [number, number]>;
}

const envs = new WeakMap<object, PilotEnv>();
/** Face tables by dice content (frozen, so every game's pilots share one). */
const diceTables = new WeakMap<object, DiceTable>();
/** Faces by pool string (`colour:faceId`) per face table. */
const facesByName = new WeakMap<DiceTable, Map<string, DieFace | null>>();

/** The pilot's environment for a view (one per side of a game: the engine builds each view once). */
export function envOf(view: ArmadaView): PilotEnv {
  let e = envs.get(view);
  if (!e) {
    const content = loadArmadaContent();
    let dice = diceTables.get(content.dice);
    if (!dice) diceTables.set(content.dice, (dice = diceTable(content.dice)));
    const faces = dice;
    const m = (c: DieColour, crit: boolean): number =>
      faces[c].reduce((a, f) => a + f.hit + (crit ? f.crit : 0), 0) / faces[c].length;
    e = {
      state: view.state,
      content,
      dice,
      geo: new GeoCache(view.table, view.state as GameState),
      ownDials: (ship) => view.ownDials[ship] ?? [],
      memo: {
        round: -1,
        active: null,
        ship: '',
        x: NaN,
        y: NaN,
        facing: NaN,
        scores: new Map(),
        bests: new Map(),
        epoch: 0,
      },
      mean: {
        red: [m('red', true), m('red', false)],
        blue: [m('blue', true), m('blue', false)],
        black: [m('black', true), m('black', false)],
      },
    };
    envs.set(view, e);
  }
  return e;
}

/** K4: the dice of an armament that reach a range band (long: red; medium: red and blue). */
export function diceAtRange(d: DiceCounts, band: RangeBand | 'distance-1'): DiceCounts {
  if (band === 'long') return { red: d.red, blue: 0, black: 0 };
  if (band === 'medium') return { red: d.red, blue: d.blue, black: 0 };
  if (band === 'beyond') return { red: 0, blue: 0, black: 0 };
  return d;
}

/** Expected damage of a pool (crits count against ships from ships and bombers, Q6). */
export function expectedDamage(env: PilotEnv, d: DiceCounts, critCounts: boolean): number {
  const k = critCounts ? 0 : 1;
  return d.red * env.mean.red[k] + d.blue * env.mean.blue[k] + d.black * env.mean.black[k];
}

/** Damage of rolled faces as `colour:faceId` strings (the decision context of an attack). */
export function poolFaces(env: PilotEnv, pool: unknown): DieFace[] {
  if (!Array.isArray(pool)) return [];
  let byName = facesByName.get(env.dice);
  if (!byName) facesByName.set(env.dice, (byName = new Map()));
  const out: DieFace[] = [];
  for (const s of pool) {
    const name = String(s);
    let f = byName.get(name);
    if (f === undefined) {
      const [c, id] = name.split(':') as [DieColour, string];
      byName.set(name, (f = env.dice[c]?.find((x) => x.id === id) ?? null));
    }
    if (f) out.push(f);
  }
  return out;
}

/** Damage of one face under a damage context. */
export function faceValue(f: DieFace, ctx: DamageContext | null): number {
  const crit = ctx === null || (ctx.attacker === 'ship' && ctx.defender === 'ship') || !!ctx.bomber;
  return f.hit + (crit ? f.crit : 0);
}

/** Hull points left (ships: hull minus damage cards). */
export function hullLeft(u: ShipState | SquadronState): number {
  return 'faceup' in u ? u.hull - u.faceup.length - u.facedown : u.hull;
}

/** Finds a ship or squadron of the open state. */
export function unitById(
  state: Readonly<GameState>,
  id: string | null,
): ShipState | SquadronState | undefined {
  if (id === null) return undefined;
  return state.ships.find((s) => s.id === id) ?? state.squadrons.find((q) => q.id === id);
}
