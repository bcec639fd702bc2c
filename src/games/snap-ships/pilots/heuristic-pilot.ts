/**
 * The heuristic pilot: plays the whole control panel by scoring its options with the
 * position evaluation of its persona (evaluation.ts). It vents for this activation and
 * the next (vent-plan.ts), picks part actions by their value (action-values.ts), steers
 * every rotation and move icon toward the best reachable end of the sequence being
 * resolved (move-planner.ts; a rotation planned when its action was chosen narrows the
 * options weighed at the rotation decision), and answers the smaller decisions
 * (minor-choices.ts). It is deterministic: it draws no random numbers, so it behaves the
 * same in a game and in a search pilot's lookahead.
 */
import { dist, normAngle, type Pose, type Vec } from '../../../core/geometry.js';
import type { Icon, MoveDirection } from '../content/types.js';
import type { Controller, Decision, GameView } from '../engine/decisions.js';
import type { ActionChoice } from '../rules/actions.js';
import type { RamSpec } from '../rules/movement.js';
import { actionValues, type ActionMemo } from './action-values.js';
import { exposure, offenseNow, poseScore } from './evaluation.js';
import { buildScene, currentPlan, type PlanState, type Scene } from './scene.js';
import {
  argmax,
  amountChoice,
  antiMissileChoice,
  critChoice,
  heatPartChoice,
  salvagePartChoice,
  salvageStatChoice,
  targetChoice,
  useEffectChoice,
} from './minor-choices.js';
import { viewCtx, viewShip } from './view-ctx.js';
import {
  bestOutcome,
  moveThen,
  PLAN_REPEAT,
  PLAN_ROTATE_AFTER,
  type PlannedTurn,
} from './move-planner.js';
import { persona as loadPersona, type Persona } from './personas.js';
import { partCard } from './ship-kit.js';
import { ventChoice } from './vent-plan.js';

/** The icon sequence being resolved (so each rotation and move serves the whole sequence). */
interface Sequence {
  ship: string;
  activation: number;
  source: string;
  icons: Icon[];
  /** Index of the next icon no decision has been asked about yet. */
  next: number;
  /** The move icon whose direction was the last decision of this sequence (-1: none). */
  lastMove: number;
  /** A repeat of move `lastMove` was chosen and has not resolved yet. */
  repeating: boolean;
  ram?: RamSpec;
  /** Rotations planned when the action was chosen (move-planner.ts `planTrail`). */
  turns?: PlannedTurn[];
}

const ICON_OF: Record<string, (i: Icon) => boolean> = {
  rotate: (i) => 'rotate' in i,
  'u-turn': (i) => 'u_turn' in i,
  'move-direction': (i) => 'move' in i,
};
const isMove = (i: Icon): i is Extract<Icon, { move: unknown }> => 'move' in i;

/** No card text changing move icons (quick, coarse plans). */
const PLAIN_FX: Scene['moveFx'] = { sToL: false, repeat: null, rotateAfter: null };

/** The straight part of each chassis movement (deployment's quick pass), one list per chassis. */
const straightMoves = new WeakMap<Icon[], Icon[]>();
const straightOf = (icons: Icon[]): Icon[] => {
  let s = straightMoves.get(icons);
  if (!s) straightMoves.set(icons, (s = icons.filter((i) => !('rotate' in i))));
  return s;
};

/** A heuristic pilot for one ship. */
export class HeuristicPilot implements Controller {
  private seq: Sequence | null = null;
  /** Movement plans kept between this ship's action decisions (action-values.ts). */
  private readonly actionMemo: ActionMemo = { key: '', ends: new Map(), turns: new Map() };
  /** Part values of the vent step in progress (its decisions come one cube at a time). */
  private vent: {
    ship: string;
    activation: number;
    kind: string;
    x: number;
    y: number;
    values: Map<number, number>;
  } | null = null;

  /** `coarse`: sample rotations coarsely everywhere (a faster pilot, for lookahead). */
  constructor(
    readonly persona: Persona,
    readonly coarse = false,
  ) {}

  /** Index of the chosen option. */
  choose(view: GameView, d: Decision): number {
    if (d.kind === 'activate') return this.activate(view, d);
    if (d.kind === 'salvage-part') return salvagePartChoice(viewCtx(view.state).content, d);
    if (d.kind === 'salvage-stat') return salvageStatChoice(viewShip(view, d.ship), d);
    const sc = buildScene(view.state, d.ship, this.persona, this.coarse);
    switch (d.kind) {
      case 'deploy':
        return this.deploy(sc, d.options as Pose[]);
      case 'vent':
      case 'terrain-vent':
        return ventChoice(sc, d, this.ventValues(sc, d));
      case 'action':
        return this.action(sc, d.options as Array<ActionChoice | null>);
      case 'rotate':
      case 'u-turn':
      case 'move-direction':
        return this.movement(sc, d);
      case 'edge-rotate': {
        const ps = currentPlan(sc);
        return argmax(d.options as number[], (t) =>
          poseScore(
            sc,
            { ...ps, pose: { ...ps.pose, facing: normAngle(ps.pose.facing + t) } },
            true,
          ),
        );
      }
      case 'collision-place': {
        const ps = currentPlan(sc);
        return argmax(d.options as Vec[], (c) =>
          poseScore(sc, { ...ps, pose: { x: c.x, y: c.y, facing: ps.pose.facing } }, true),
        );
      }
      case 'target':
        return targetChoice(sc, d);
      case 'crit-location':
        return critChoice(sc, d);
      case 'heat-part':
        return heatPartChoice(sc, d);
      case 'use-effect':
        return useEffectChoice(sc, d, () => this.moveAgain(sc, d));
      case 'amount':
        return amountChoice(sc, d);
      case 'anti-missile-target':
        return antiMissileChoice(sc, d);
      default:
        return 0;
    }
  }

  /** The part values kept for the vent step of this decision (a new step, pose or activation starts afresh). */
  private ventValues(sc: Scene, d: Decision): Map<number, number> {
    const v = this.vent;
    const pose = sc.me.pose;
    if (
      v &&
      v.ship === sc.me.id &&
      v.activation === sc.ctx.state.activationCount &&
      v.kind === d.kind &&
      v.x === pose?.x &&
      v.y === pose?.y
    )
      return v.values;
    this.vent = {
      ship: sc.me.id,
      activation: sc.ctx.state.activationCount,
      kind: d.kind,
      x: pose?.x ?? NaN,
      y: pose?.y ?? NaN,
      values: new Map(),
    };
    return this.vent.values;
  }

  /** Which ship activates: the one with the most to shoot or the most to fear (never passes). */
  private activate(view: GameView, d: Decision): number {
    const ids = d.options as Array<string | null>;
    return argmax(ids, (id) => {
      if (id === null) return -99;
      const sc = buildScene(view.state, id, this.persona, this.coarse);
      if (!sc.me.pose) return 0.5;
      const ps = currentPlan(sc);
      return offenseNow(sc, ps) + 0.5 * exposure(sc, ps.pose, sc.me.evasion);
    });
  }

  /**
   * Deployment: the pose whose chassis movement (which follows at once) reaches the best
   * position. A quick pass scores each pose after the movement without turning; the best
   * few are then scored over the movement's turns.
   */
  private deploy(scene: Scene, options: Pose[]): number {
    const sc: Scene = { ...scene, coarse: true };
    // The quick pass resolves each move icon as printed (no S-to-L choice, no repeat).
    const plain: Scene = { ...sc, moveFx: PLAIN_FX };
    const score = (ps: PlanState, bonus: number): number => poseScore(sc, ps, true) + bonus;
    const centre = { x: sc.arena.k.width / 2, y: sc.arena.k.height / 2 };
    const start = (p: Pose): PlanState => ({
      pose: { ...p },
      evasion: sc.me.baseEvasion,
      power: sc.me.power,
      busy: [],
      once: 0,
    });
    const straight = straightOf(sc.kit.chassisMove);
    // Early ties (no enemy deployed): prefer facing straight in, near the middle of the edge.
    const quick = options.map((p, i) => ({
      i,
      v: bestOutcome(plain, start(p), straight, 0, score) - 1e-4 * dist(p, centre),
    }));
    quick.sort((a, b) => b.v - a.v || a.i - b.i);
    const shortlist = quick.slice(0, 3).map((q) => q.i);
    return shortlist[
      argmax(
        shortlist,
        (i) =>
          bestOutcome(sc, start(options[i]!), sc.kit.chassisMove, 0, score) -
          1e-4 * dist(options[i]!, centre),
      )
    ]!;
  }

  /** Part actions: the best-valued option. */
  private action(sc: Scene, options: Array<ActionChoice | null>): number {
    const values = actionValues(sc, options, this.actionMemo);
    const i = argmax(values, (v) => v);
    const c = options[i] ?? null;
    this.rememberAction(sc, c);
    // The rotations of the plan that valued this action: its rotation decisions look near them first.
    if (this.seq && c) this.seq.turns = this.actionMemo.turns.get(`${c.part}:${c.ability}`);
    return i;
  }

  /** Notes the part action about to be performed, so its rotations and moves serve its whole icon sequence. */
  rememberAction(sc: Scene, c: ActionChoice | null): void {
    if (!c) return;
    const a = partCard(sc.kit, sc.me, c.part)[c.ability]!;
    const icons = a.icons ?? [];
    const ramIcon = icons.find((x): x is Extract<Icon, { ram: unknown }> => 'ram' in x);
    this.seq = {
      ship: sc.me.id,
      activation: sc.ctx.state.activationCount,
      source: sc.me.parts[c.part]!.id,
      icons,
      next: 0,
      lastMove: -1,
      repeating: false,
      ram: ramIcon ? { part: c.part, ability: c.ability, ...ramIcon.ram } : undefined,
    };
  }

  /** The sequence of the current activation (dropped when the activation or ship changed). */
  private current(sc: Scene): Sequence | null {
    if (
      this.seq &&
      (this.seq.activation !== sc.ctx.state.activationCount || this.seq.ship !== sc.me.id)
    )
      this.seq = null;
    return this.seq;
  }

  /** The sequence a movement decision belongs to, and the index of its icon there (null: not part of a known sequence). */
  private locate(sc: Scene, d: Decision): { seq: Sequence; at: number; repeat: boolean } | null {
    const prompt = d.prompt ?? '';
    const colon = prompt.indexOf(':');
    const raw = colon > 0 ? prompt.slice(0, colon) : null;
    const act = sc.ctx.state.activationCount;
    const cur = this.current(sc);
    if (raw === null) return null;
    const repeat = raw.endsWith(' (repeat)');
    const source = repeat ? raw.slice(0, -' (repeat)'.length) : raw;
    // The direction of a repeated move (Lance SV-51): the same icon again.
    if (repeat) {
      if (!cur || cur.source !== source || d.kind !== 'move-direction') return null;
      const at =
        cur.lastMove >= 0
          ? cur.lastMove
          : cur.icons.findIndex((x, j) => j >= cur.next - 1 && isMove(x));
      if (at < 0) return null;
      cur.repeating = false;
      cur.lastMove = at;
      return { seq: cur, at, repeat: true };
    }
    if (source === 'chassis' && cur?.source !== 'chassis') {
      this.seq = {
        ship: sc.me.id,
        activation: act,
        source,
        icons: sc.kit.chassisMove,
        next: 0,
        lastMove: -1,
        repeating: false,
      };
    } else if (source !== 'chassis' && cur?.source !== source) {
      const part = sc.me.parts.findIndex((p) => p.id === source);
      if (part < 0) return null;
      const a = partCard(sc.kit, sc.me, part).find(
        (x) => x.kind === 'action' && x.icons?.some(ICON_OF[d.kind]!),
      );
      if (!a) return null;
      this.seq = {
        ship: sc.me.id,
        activation: act,
        source,
        icons: a.icons!,
        next: 0,
        lastMove: -1,
        repeating: false,
      };
    }
    const seq = this.seq!;
    const match = ICON_OF[d.kind]!;
    let at = seq.icons.findIndex((x, j) => j >= seq.next && match(x));
    // The chassis sequence may run again (drones, XRE Extender): start over.
    if (at < 0 && seq.source === 'chassis') at = seq.icons.findIndex(match);
    if (at < 0) return null;
    seq.next = at + 1;
    seq.lastMove = d.kind === 'move-direction' ? at : -1;
    seq.repeating = false;
    return { seq, at, repeat: false };
  }

  /** The move icon that just resolved (a repeat or rotate-after prompt follows it), or -1. */
  private justMoved(seq: Sequence): number {
    if (seq.lastMove >= 0) return seq.lastMove;
    // A move with one direction asks nothing: the first move icon not yet passed.
    const at = seq.icons.findIndex((x, j) => j >= seq.next && isMove(x));
    if (at >= 0) {
      seq.next = at + 1;
      seq.lastMove = at;
    }
    return at;
  }

  /** A rotation, U-turn or move direction: the option leading to the best end of the sequence. */
  private movement(sc: Scene, d: Decision): number {
    const ps = currentPlan(sc);
    const score = (p: PlanState, bonus: number): number => poseScore(sc, p, true) + bonus;
    const turned = (t: number): PlanState => ({
      ...ps,
      pose: { ...ps.pose, facing: normAngle(ps.pose.facing + t) },
    });
    // Sabre XR-01: the rotation after an L move, then the rest of the sequence.
    if (d.kind === 'rotate' && d.prompt === 'rotate after the move?') {
      const seq = this.current(sc);
      const m = seq ? this.justMoved(seq) : -1;
      const rest = (p: PlanState): number =>
        seq && m >= 0 ? bestOutcome(sc, p, seq.icons, m + 1, score, seq.ram) : score(p, 0);
      return argmax(d.options as number[], (t) =>
        rest(t === 0 ? ps : { ...turned(t), once: PLAN_ROTATE_AFTER }),
      );
    }
    const where = this.locate(sc, d);
    const icons = where?.seq.icons ?? [];
    const ram = where?.seq.ram;
    if (d.kind === 'move-direction') {
      const size = /move L$/.test(d.prompt ?? '') ? 'L' : 'S';
      const stage = { resolved: true, repeated: !!where?.repeat };
      return argmax(d.options as MoveDirection[], (dir) =>
        moveThen(sc, ps, size, dir, icons, where ? where.at : icons.length, score, ram, 0, stage),
      );
    }
    const rest = (s: Scene, p: PlanState): number =>
      where ? bestOutcome(s, p, icons, where.at + 1, score, ram) : score(p, 0);
    let options = d.options as number[];
    // A rotation planned when the action was chosen, from this very pose: weigh only the options near it.
    const planned = where?.seq.turns?.find(
      (t) => t.at === where.at && t.x === ps.pose.x && t.y === ps.pose.y && t.f === ps.pose.facing,
    );
    let near: number[] | null = null;
    if (planned) {
      const idx = options
        .map((t, k) => (Math.abs(t - planned.turn) <= 30 + 1e-9 ? k : -1))
        .filter((k) => k >= 0);
      if (idx.length > 0) {
        near = idx;
        options = idx.map((k) => options[k]!);
      }
    }
    if (near) return near[argmax(options, (t) => rest(sc, turned(t)))]!;
    if (
      !where ||
      !icons.slice(where.at + 1).some((i) => 'move' in i || 'rotate' in i) ||
      options.length <= 4
    ) {
      return argmax(options, (t) => rest(sc, turned(t)));
    }
    // More moves follow: rank every option by a coarse plan (each move as printed, whole turns),
    // then plan the best few in full.
    const coarse: Scene = { ...sc, coarse: true, moveFx: PLAIN_FX };
    const ranked = options
      .map((t, i) => ({ i, v: rest(coarse, turned(t)) }))
      .sort((a, b) => b.v - a.v || a.i - b.i);
    const short = ranked
      .slice(0, 3)
      .map((r) => r.i)
      .sort((a, b) => a - b);
    return short[argmax(short, (i) => rest(sc, turned(options[i]!)))]!;
  }

  /** "Move again?" / "L instead of S?" / "the chassis sequence again?": whether the extra movement reaches a better position. */
  private moveAgain(sc: Scene, d: Decision): boolean | null {
    if (!sc.me.pose) return null;
    const ps = currentPlan(sc);
    const score = (p: PlanState, bonus: number): number => poseScore(sc, p, true) + bonus;
    const prompt = d.prompt ?? '';
    if (/chassis movement sequence again/.test(prompt))
      return bestOutcome(sc, ps, sc.kit.chassisMove, 0, score) > score(ps, 0);
    const seq = this.current(sc);
    const again = /perform the ([SL]) move again/.exec(prompt);
    if (again) {
      const size = again[1] as 'S' | 'L';
      const m = seq ? this.justMoved(seq) : -1;
      const icons = seq && m >= 0 ? seq.icons : [];
      const at = m >= 0 ? m : 0;
      const move = icons[at];
      const dirs = move && isMove(move) ? move.directions : (['front'] as MoveDirection[]);
      const yes = Math.max(
        ...dirs.map((dir) =>
          moveThen(sc, ps, size, dir, icons, m >= 0 ? at : icons.length, score, seq?.ram, 0, {
            repeated: true,
          }),
        ),
      );
      const no =
        m >= 0
          ? bestOutcome(sc, { ...ps, once: PLAN_REPEAT }, icons, at + 1, score, seq?.ram)
          : score(ps, 0);
      if (yes > no && seq) seq.repeating = true;
      return yes > no;
    }
    if (/instead of S/.test(prompt)) {
      if (!seq) return null;
      // The icon about to resolve: the repeat of the last move, or the next move icon.
      const repeated = seq.repeating && seq.lastMove >= 0;
      const at = repeated
        ? seq.lastMove
        : seq.icons.findIndex((x, j) => j >= seq.next && isMove(x));
      const m = seq.icons[at];
      if (!m || !isMove(m)) return null;
      const stage = { resolved: true, repeated };
      const withSize = (size: 'S' | 'L'): number =>
        Math.max(
          ...m.directions.map((dir) =>
            moveThen(sc, ps, size, dir, seq.icons, at, score, seq.ram, 0, stage),
          ),
        );
      return withSize('L') > withSize('S');
    }
    return null;
  }
}

/** Creates a heuristic pilot flying with the named persona (the default persona when none). */
export function heuristicPilot(personaName?: string): HeuristicPilot {
  return new HeuristicPilot(loadPersona(personaName));
}
