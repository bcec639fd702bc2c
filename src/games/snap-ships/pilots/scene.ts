/**
 * The scene a pilot scores positions in, built once per decision: our ship, its kit and
 * persona, the enemies with the weapons they can bring to bear before our next activation
 * and how far they can turn and move first, the other bases (collisions), and the arena.
 * Plus the plan state (our pose, Evasion, power left, parts used) that moves and actions change.
 */
import type { Pose } from '../../../core/geometry.js';
import type { AttackIcon, Icon } from '../content/types.js';
import type { ContentDb } from '../content/load-content.js';
import type { EngineCtx } from '../engine/context.js';
import type { GameState, ShipState } from '../state/types.js';
import { arenaOf, diceValue, tilesAt, type Arena } from './estimates.js';
import type { Persona } from './personas.js';
import { shipKit, type ShipKit, type WeaponUse } from './ship-kit.js';
import { viewCtx } from './view-ctx.js';

/** An enemy ship as the scoring sees it. */
export interface EnemyView {
  s: ShipState;
  pose: Pose;
  tiles: number[];
  /** Attack icons it can use before our next activation (face-up parts, or its AI rows). */
  weapons: AttackIcon[];
  launchers: ReturnType<typeof shipKit>['launchers'];
  /** Degrees it can turn and cm it can move before firing. */
  turn: number;
  reach: number;
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
  /** The other ships in play and their poses (collisions). */
  others: Array<{ s: ShipState; at: Pose }>;
  /** Sample rotations coarsely (half and full turns only): faster, for lookahead and deployment. */
  coarse: boolean;
  /** Our chassis movement: rotation increments before its first move, and its moves. */
  forced: ReturnType<typeof forcedMove>;
  /** Share of missile damage launched at us expected to land (we may shoot some down). */
  shield: number;
}

/** The planned state of our ship: where it is and what it has left. */
export interface PlanState {
  pose: Pose;
  evasion: number;
  power: number;
  /** Parts that got cubes during the plan (their actions are no longer available). */
  busy: number[];
}

/** Chassis rotation increments before the first move icon, and the move icons, of a movement sequence. */
export function forcedMove(icons: Icon[]): { turn: number; moves: Array<Extract<Icon, { move: unknown }>> } {
  let turn = 0;
  const moves: Array<Extract<Icon, { move: unknown }>> = [];
  for (const i of icons) {
    if ('rotate' in i && moves.length === 0) turn += i.rotate;
    if ('move' in i) moves.push(i);
  }
  return { turn, moves };
}

/** Builds the scene of ship `id` in a state. */
export function buildScene(st: Readonly<GameState>, id: string, persona: Persona, coarse = false): Scene {
  const ctx = viewCtx(st);
  const content = ctx.content;
  const me = st.ships.find((s) => s.id === id)!;
  const arena = arenaOf(content, st);
  const enemies: EnemyView[] = [];
  const others: Scene['others'] = [];
  for (const o of st.ships) {
    if (o === me || !o.pose || o.destroyed) continue;
    others.push({ s: o, at: o.pose });
    if (o.side === me.side) continue;
    const kit = shipKit(content, o);
    const up = (w: WeaponUse<unknown>): boolean => w.part < 0 || !o.parts[w.part]!.disabled;
    const fm = forcedMove(kit.chassisMove);
    const k = st.table;
    const reach = fm.moves.reduce((a, m) => a + (m.move === 'L' ? k.moveLong : k.moveShort), 0) * (kit.chassisTwice ? 2 : 1) + k.moveShort;
    enemies.push({ s: o, pose: o.pose, tiles: tilesAt(arena, o.pose), weapons: kit.weapons.filter(up).map((w) => w.icon), launchers: kit.launchers.filter(up), turn: 45 * (fm.turn + 1), reach });
  }
  const kit = shipKit(content, me);
  return { ctx, content, arena, me, kit, persona, enemies, others, coarse, forced: forcedMove(kit.chassisMove), shield: missileSurvival(content, me) };
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
  const up = s.parts.some((p) => !p.disabled && content.parts[`${s.faction}/${p.id}`]?.abilities.some((a) => a.icons?.some((x) => 'anti_missile' in x)));
  return up ? 0.55 : 0.85;
}

/** Expected collision damage: each ship rolls dice equal to its size, 5+ deals 1 (rulebook "Collisions"). */
export function collisionDamage(size: number): number {
  return diceValue(size, 5, 1, false, false, 0);
}

/** The plan state of our ship as it is now. */
export function currentPlan(sc: Scene): PlanState {
  return { pose: { ...sc.me.pose! }, evasion: sc.me.evasion, power: sc.me.power, busy: [] };
}
