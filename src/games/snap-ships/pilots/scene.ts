/**
 * The scene a pilot scores positions in, built once per decision: our ship, its kit and
 * persona, the enemies with the weapons they can bring to bear before our next activation
 * and how far they can turn and move first, the other bases (collisions), and the arena.
 * Plus the plan state (our pose, Evasion, power left, parts used) that moves and actions change.
 * A scene belongs to one decision: positions measured while scoring it are kept on it
 * (`spots`), shared with the next scenes that measure alike (shared-measures.ts).
 */
import type { Pose } from '../../../core/geometry.js';
import type { AttackIcon, Icon } from '../content/types.js';
import type { ContentDb } from '../content/load-content.js';
import type { EngineCtx } from '../engine/context.js';
import type { GameState, ShipState } from '../state/types.js';
import { arenaOf, diceValue, tilesAt, type Arena } from './estimates.js';
import { moveEstimateError, type Persona } from './personas.js';
import { rulesOf } from '../rules/rule-switches.js';
import { shipKit, type LaunchIcon, type ShipKit, type WeaponUse } from './ship-kit.js';
import { attackMods, type AttackMods } from './attack-mods.js';
import { viewCtx } from './view-ctx.js';
import { disabledMask, sharedMeasures, type Measured } from './shared-measures.js';

/** An enemy ship as the scoring sees it. */
export interface EnemyView {
  s: ShipState;
  pose: Pose;
  tiles: number[];
  /** Attack icons it can use before our next activation (face-up parts, or its AI rows). */
  weapons: Array<WeaponUse<AttackIcon>>;
  /** Its card text changing attacks (attack-mods.ts). */
  mods: AttackMods;
  launchers: ReturnType<typeof shipKit>['launchers'];
  /** Degrees it can turn and cm it can move before firing. */
  turn: number;
  reach: number;
  /** Share of the missile damage launched at it expected to land (see missileSurvival). */
  survival: number;
}

/** One of our attack or launch abilities (part -1: an AI deck row). */
export interface Use {
  part: number;
  power: number;
  attack?: AttackIcon;
  launch?: LaunchIcon;
}

/**
 * Card text that changes how our move icons resolve (rulebook "Part Abilities"): Lance and
 * BZ2 Boosters (S may be resolved as L), the Lance SV-51 chassis (once per activation a move
 * icon twice in a row), the Sabre XR-01 chassis (once per activation a rotation after an L
 * move). A once-per-activation effect already used this activation is null.
 */
export interface MoveFx {
  sToL: boolean;
  repeat: Array<'S' | 'L'> | null;
  rotateAfter: { size: 'S' | 'L'; increments: number } | null;
}

/** Missiles assigned to our ship, one entry per token kind (they impact at the end of our activation). */
export interface Incoming {
  dice: number;
  accuracy: number;
  damage: number;
}

/** Everything the scoring of one ship's poses needs, built once per decision. */
export interface Scene {
  ctx: EngineCtx;
  content: ContentDb;
  arena: Arena;
  me: ShipState;
  kit: ShipKit;
  persona: Persona;
  enemies: EnemyView[];
  /** The other ships in play and their poses (collisions), and the poses alone. */
  others: Array<{ s: ShipState; at: Pose }>;
  centres: Pose[];
  /** Sample rotations coarsely (half and full turns only): faster, for lookahead and deployment. */
  coarse: boolean;
  /** Our chassis movement: rotation increments before its first move, and its moves. */
  forced: ReturnType<typeof forcedMove>;
  /** Share of missile damage launched at us expected to land (we may shoot some down). */
  shield: number;
  /** Our attack and launch abilities on face-up parts. */
  uses: Use[];
  /** Degrees we can turn and cm we can move before firing next turn. */
  reach: { turn: number; reach: number };
  /** Our card text changing attacks (attack-mods.ts). */
  mods: AttackMods;
  moveFx: MoveFx;
  /**
   * Rules switch `preMeasure: range-only`: planned moves are judged by eye, each move's
   * length times `scale` and its heading turned by `turn` degrees (null: measured exactly).
   */
  estimate: { scale: number; turn: number } | null;
  /** Missiles assigned to us, by kind. */
  incoming: Incoming[];
  /** Positions measured for this decision, and attack estimates by situation (evaluation.ts). */
  spots: Map<number, object[]>;
  dice: Map<number, number>;
  /** The score terms of our current pose and Evasion once worked out for this decision (evaluation.ts). */
  here: { x: number; y: number; f: number; ev: number; v: number; shots: number[] | null };
}

/** The planned state of our ship: where it is and what it has left. */
export interface PlanState {
  pose: Pose;
  evasion: number;
  power: number;
  /** Parts that got cubes during the plan (their actions are no longer available). */
  busy: number[];
  /** Once-per-activation move effects used in the plan (bit 1: repeat, bit 2: rotate after a move). */
  once?: number;
}

/** Chassis rotation increments before the first move icon, and the move icons, of a movement sequence. */
export function forcedMove(icons: Icon[]): {
  turn: number;
  moves: Array<Extract<Icon, { move: unknown }>>;
} {
  let turn = 0;
  const moves: Array<Extract<Icon, { move: unknown }>> = [];
  for (const i of icons) {
    if ('rotate' in i && moves.length === 0) turn += i.rotate;
    if ('move' in i) moves.push(i);
  }
  return { turn, moves };
}

const onceKey = (effect: string, part: number): string => `${effect}@${part}`;

/** The live move effects of our ship (the engine's handlers are effects/move-effects.ts), from its kit. */
function moveFxOf(me: ShipState, kit: ShipKit): MoveFx {
  const fx: MoveFx = { sToL: false, repeat: null, rotateAfter: null };
  if (me.ai) return fx;
  for (const m of kit.moveEffects) {
    if (m.part >= 0 && me.parts[m.part]!.disabled !== m.disabledSide) continue;
    if (m.id === 'replace-s-with-l') fx.sToL = true;
    else if (me.once.includes(onceKey(m.id, m.part))) continue;
    else if (m.id === 'repeat-move-icon') fx.repeat = (m.params.moves as Array<'S' | 'L'>) ?? ['S'];
    else if (m.id === 'rotate-after-move')
      fx.rotateAfter = {
        size: (m.params.move as 'S' | 'L') ?? 'L',
        increments: (m.params.rotate as number) ?? 1,
      };
  }
  return fx;
}

/** What a kit brings with a given set of parts disabled: the enemy view's weapons, and our uses. */
interface KitState {
  weapons: Array<WeaponUse<AttackIcon>>;
  launchers: ShipKit['launchers'];
  uses: Use[];
}
const kitStates = new WeakMap<ShipKit, Map<number, KitState>>();

function kitState(kit: ShipKit, s: ShipState, mask: number): KitState {
  let m = kitStates.get(kit);
  if (!m) kitStates.set(kit, (m = new Map()));
  let k = m.get(mask);
  if (!k) {
    const up = (w: WeaponUse<unknown>): boolean => w.part < 0 || !s.parts[w.part]!.disabled;
    const uses: Use[] = [];
    for (const w of kit.weapons)
      if (up(w)) uses.push({ part: w.part, power: w.power, attack: w.icon });
    for (const l of kit.launchers)
      if (up(l)) uses.push({ part: l.part, power: l.power, launch: l.icon });
    k = { weapons: kit.weapons.filter(up), launchers: kit.launchers.filter(up), uses };
    m.set(mask, k);
  }
  return k;
}

/** How far a ship of this kit can turn (degrees) and move (cm) before it fires next (ship-kit.ts `mobility`). */
export function mobility(kit: ShipKit, k: GameState['table']): { turn: number; reach: number } {
  const m = kit.mobility;
  return {
    turn: Math.min(180, Math.max(45, 45 * m.increments)),
    reach: m.shorts * k.moveShort + m.longs * k.moveLong,
  };
}

/** {@link forcedMove} of a chassis movement, and {@link mobility} of a kit on a table, worked out once (shared: do not change them). */
const forcedMoves = new WeakMap<Icon[], ReturnType<typeof forcedMove>>();
const forcedOf = (icons: Icon[]): ReturnType<typeof forcedMove> => {
  let f = forcedMoves.get(icons);
  if (!f) forcedMoves.set(icons, (f = forcedMove(icons)));
  return f;
};
const mobilities = new WeakMap<
  ShipKit,
  { k: GameState['table']; m: { turn: number; reach: number } }
>();
const mobilityOf = (kit: ShipKit, k: GameState['table']): { turn: number; reach: number } => {
  let e = mobilities.get(kit);
  if (!e || e.k !== k) mobilities.set(kit, (e = { k, m: mobility(kit, k) }));
  return e.m;
};

/** Builds the scene of ship `id` in a state. */
export function buildScene(
  st: Readonly<GameState>,
  id: string,
  persona: Persona,
  coarse = false,
): Scene {
  const ctx = viewCtx(st);
  const content = ctx.content;
  const me = st.ships.find((s) => s.id === id)!;
  const arena = arenaOf(content, st);
  const kit = shipKit(content, me);
  const myMask = disabledMask(me);
  const enemies: EnemyView[] = [];
  const others: Scene['others'] = [];
  const measuredEnemies: Measured[] = [];
  for (const o of st.ships) {
    if (o === me || !o.pose || o.destroyed) continue;
    others.push({ s: o, at: o.pose });
    const mask = disabledMask(o);
    if (o.side === me.side) continue;
    const okit = shipKit(content, o);
    const ks = kitState(okit, o, mask);
    const mob = mobilityOf(okit, st.table);
    measuredEnemies.push({ s: o, kit: okit, mask });
    enemies.push({
      s: o,
      pose: o.pose,
      tiles: tilesAt(arena, o.pose),
      weapons: ks.weapons,
      mods: attackMods(content, okit, o, mask),
      launchers: ks.launchers,
      turn: mob.turn,
      reach: mob.reach,
      survival: missileSurvival(content, o),
    });
  }
  const byKind = new Map<string, Incoming>();
  for (const t of me.missiles) {
    const p = t.kind === 'torpedo' ? t.profile! : content.missiles[t.kind];
    const key = t.kind === 'torpedo' ? `torpedo:${p.name}` : t.kind;
    const cur = byKind.get(key);
    if (cur) cur.dice += p.dice;
    else byKind.set(key, { dice: p.dice, accuracy: p.accuracy, damage: p.damage ?? me.size });
  }
  const incoming = [...byKind.values()];
  const moveFx = moveFxOf(me, kit);
  const estimate = rulesOf(st).preMeasure === 'range-only' ? judgement(st, id) : null;
  const m = sharedMeasures({ s: me, kit, mask: myMask }, incoming, measuredEnemies, persona, arena);
  return {
    ctx,
    content,
    arena,
    me,
    kit,
    persona,
    enemies,
    others,
    centres: others.map((o) => o.at),
    coarse,
    forced: forcedOf(kit.chassisMove),
    shield: missileSurvival(content, me),
    uses: kitState(kit, me, myMask).uses,
    reach: mobilityOf(kit, st.table),
    mods: attackMods(content, kit, me, myMask),
    moveFx,
    estimate,
    incoming,
    spots: m.spots,
    dice: m.dice,
    here: { x: 0, y: 0, f: 0, ev: 0, v: 0, shots: null },
  };
}

/**
 * The eye's error in this activation's move plans ("You cannot pre-measure movement"): a
 * hash of the round, the activation and the ship, so it draws nothing from the game's random
 * stream and is the same for every decision of the activation.
 */
export function judgement(st: Readonly<GameState>, id: string): { scale: number; turn: number } {
  const key = `${st.round}|${st.activationCount}|${id}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  const u1 = ((h >>> 0) % 10007) / 10006;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  const u2 = ((h >>> 0) % 10007) / 10006;
  const err = moveEstimateError();
  return { scale: 1 + err.length * (2 * u1 - 1), turn: err.angle * (2 * u2 - 1) };
}

/**
 * Share of launched missile damage expected to land on `s`: about half when it can shoot
 * missiles down (a face-up anti-missile part, or anti-missile rows on its AI deck), most of it
 * otherwise (cover and Evasion may still change by the impact).
 */
export function missileSurvival(content: ContentDb, s: ShipState): number {
  const kit = shipKit(content, s);
  if (!kit.antiMissile) return 0.85;
  if (s.ai) return 0.55;
  const up = kit.antiMissileParts.some((i) => !s.parts[i]!.disabled);
  return up ? 0.55 : 0.85;
}

/** Expected collision damage: each ship rolls dice equal to its size, 5+ deals 1 (rulebook "Collisions"). */
export function collisionDamage(size: number): number {
  return diceValue(size, 5, 1, false, false, 0);
}

/** The plan state of our ship as it is now. */
export function currentPlan(sc: Scene): PlanState {
  return {
    pose: { ...sc.me.pose! },
    evasion: sc.me.evasion,
    power: sc.me.power,
    busy: [],
    once: 0,
  };
}
