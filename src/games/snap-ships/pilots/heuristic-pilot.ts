/**
 * The heuristic pilot: plays the whole control panel by scoring its options with the
 * position evaluation of its persona (evaluation.ts). It vents for this activation and
 * the next (vent-plan.ts), picks part actions by their value (action-values.ts), steers
 * every rotation and move icon toward the best reachable end of the sequence being
 * resolved (move-planner.ts), and answers the smaller decisions (minor-choices.ts). It is
 * deterministic: it draws no random numbers, so it behaves the same in a game and in a
 * search pilot's lookahead.
 */
import { dist, normAngle, type Pose, type Vec } from '../../../core/geometry.js';
import type { Icon, MoveDirection } from '../content/types.js';
import type { Controller, Decision, GameView } from '../engine/decisions.js';
import { partAbilities } from '../effects/active-effects.js';
import type { ActionChoice } from '../rules/actions.js';
import type { RamSpec } from '../rules/movement.js';
import { actionValues } from './action-values.js';
import { exposure, offenseNow, poseScore } from './evaluation.js';
import { buildScene, currentPlan, type PlanState, type Scene } from './scene.js';
import { argmax, amountChoice, antiMissileChoice, critChoice, heatPartChoice, targetChoice, useEffectChoice } from './minor-choices.js';
import { bestOutcome, moveThen } from './move-planner.js';
import { persona as loadPersona, type Persona } from './personas.js';
import { ventChoice } from './vent-plan.js';

/** The icon sequence being resolved (so each rotation and move serves the whole sequence). */
interface Sequence {
  ship: string;
  activation: number;
  source: string;
  icons: Icon[];
  next: number;
  ram?: RamSpec;
}

const ICON_OF: Record<string, (i: Icon) => boolean> = {
  rotate: (i) => 'rotate' in i,
  'u-turn': (i) => 'u_turn' in i,
  'move-direction': (i) => 'move' in i,
};

/** A heuristic pilot for one ship. */
export class HeuristicPilot implements Controller {
  private seq: Sequence | null = null;

  /** `coarse`: sample rotations coarsely everywhere (a faster pilot, for lookahead). */
  constructor(
    readonly persona: Persona,
    readonly coarse = false,
  ) {}

  /** Index of the chosen option. */
  choose(view: GameView, d: Decision): number {
    const sc = buildScene(view.state, d.ship, this.persona, this.coarse);
    switch (d.kind) {
      case 'activate':
        return this.activate(view, d);
      case 'deploy':
        return this.deploy(sc, d.options as Pose[]);
      case 'vent':
      case 'terrain-vent':
        return ventChoice(sc, d);
      case 'action':
        return this.action(sc, d.options as Array<ActionChoice | null>);
      case 'rotate':
      case 'u-turn':
      case 'move-direction':
        return this.movement(sc, d);
      case 'edge-rotate': {
        const ps = currentPlan(sc);
        return argmax(d.options as number[], (t) => poseScore(sc, { ...ps, pose: { ...ps.pose, facing: normAngle(ps.pose.facing + t) } }, true));
      }
      case 'collision-place': {
        const ps = currentPlan(sc);
        return argmax(d.options as Vec[], (c) => poseScore(sc, { ...ps, pose: { x: c.x, y: c.y, facing: ps.pose.facing } }, true));
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
    const score = (ps: PlanState, bonus: number): number => poseScore(sc, ps, true) + bonus;
    const centre = { x: sc.arena.k.width / 2, y: sc.arena.k.height / 2 };
    const start = (p: Pose): PlanState => ({ pose: { ...p }, evasion: sc.me.baseEvasion, power: sc.me.power, busy: [] });
    const straight = sc.kit.chassisMove.filter((i) => !('rotate' in i));
    // Early ties (no enemy deployed): prefer facing straight in, near the middle of the edge.
    const quick = options.map((p, i) => ({ i, v: bestOutcome(sc, start(p), straight, 0, score) - 1e-4 * dist(p, centre) }));
    quick.sort((a, b) => b.v - a.v || a.i - b.i);
    const shortlist = quick.slice(0, 6).map((q) => q.i);
    return shortlist[argmax(shortlist, (i) => bestOutcome(sc, start(options[i]!), sc.kit.chassisMove, 0, score) - 1e-4 * dist(options[i]!, centre))]!;
  }

  /** Part actions: the best-valued option. */
  private action(sc: Scene, options: Array<ActionChoice | null>): number {
    const values = actionValues(sc, options);
    const i = argmax(values, (v) => v);
    this.rememberAction(sc, options[i] ?? null);
    return i;
  }

  /** Notes the part action about to be performed, so its rotations and moves serve its whole icon sequence. */
  rememberAction(sc: Scene, c: ActionChoice | null): void {
    if (!c) return;
    const a = partAbilities(sc.ctx, sc.me, c.part)[c.ability]!;
    const icons = a.icons ?? [];
    const ramIcon = icons.find((x): x is Extract<Icon, { ram: unknown }> => 'ram' in x);
    this.seq = {
      ship: sc.me.id, activation: sc.ctx.state.activationCount, source: sc.me.parts[c.part]!.id, icons, next: 0,
      ram: ramIcon ? { part: c.part, ability: c.ability, ...ramIcon.ram } : undefined,
    };
  }

  /** The sequence a movement decision belongs to, and the index of its icon there (null: not part of a known sequence). */
  private locate(sc: Scene, d: Decision): { seq: Sequence; at: number } | null {
    const prompt = d.prompt ?? '';
    const colon = prompt.indexOf(':');
    const source = colon > 0 ? prompt.slice(0, colon) : null;
    const act = sc.ctx.state.activationCount;
    if (this.seq && (this.seq.activation !== act || this.seq.ship !== sc.me.id)) this.seq = null;
    if (source === null || source.endsWith('(repeat)')) return null;
    if (source === 'chassis' && this.seq?.source !== 'chassis') {
      this.seq = { ship: sc.me.id, activation: act, source, icons: sc.kit.chassisMove, next: 0 };
    } else if (source !== 'chassis' && this.seq?.source !== source) {
      const part = sc.me.parts.findIndex((p) => p.id === source);
      if (part < 0) return null;
      const a = partAbilities(sc.ctx, sc.me, part).find((x) => x.kind === 'action' && x.icons?.some(ICON_OF[d.kind]!));
      if (!a) return null;
      this.seq = { ship: sc.me.id, activation: act, source, icons: a.icons!, next: 0 };
    }
    const seq = this.seq!;
    const match = ICON_OF[d.kind]!;
    let at = seq.icons.findIndex((x, j) => j >= seq.next && match(x));
    // The chassis sequence may run again (drones, XRE Extender): start over.
    if (at < 0 && seq.source === 'chassis') at = seq.icons.findIndex(match);
    if (at < 0) return null;
    seq.next = at + 1;
    return { seq, at };
  }

  /** A rotation, U-turn or move direction: the option leading to the best end of the sequence. */
  private movement(sc: Scene, d: Decision): number {
    const where = this.locate(sc, d);
    const ps = currentPlan(sc);
    const score = (p: PlanState, bonus: number): number => poseScore(sc, p, true) + bonus;
    const icons = where?.seq.icons ?? [];
    const ram = where?.seq.ram;
    const rest = (p: PlanState): number => (where ? bestOutcome(sc, p, icons, where.at + 1, score, ram) : score(p, 0));
    if (d.kind === 'move-direction') {
      const size = /move L$/.test(d.prompt ?? '') ? 'L' : 'S';
      return argmax(d.options as MoveDirection[], (dir) => moveThen(sc, ps, size, dir, icons, where ? where.at : icons.length, score, ram));
    }
    return argmax(d.options as number[], (t) => rest({ ...ps, pose: { ...ps.pose, facing: normAngle(ps.pose.facing + t) } }));
  }

  /** "Move again?" / "L instead of S?" / "the chassis sequence again?": whether the extra movement reaches a better position. */
  private moveAgain(sc: Scene, d: Decision): boolean | null {
    if (!sc.me.pose) return null;
    const ps = currentPlan(sc);
    const score = (p: PlanState, bonus: number): number => poseScore(sc, p, true) + bonus;
    const now = score(ps, 0);
    const prompt = d.prompt ?? '';
    if (/chassis movement sequence again/.test(prompt)) return bestOutcome(sc, ps, sc.kit.chassisMove, 0, score) > now;
    const seq = this.seq;
    const lastMove = seq ? [...seq.icons.slice(0, seq.next)].reverse().find((i): i is Extract<Icon, { move: unknown }> => 'move' in i) : undefined;
    const nextMove = seq ? seq.icons.slice(seq.next).find((i): i is Extract<Icon, { move: unknown }> => 'move' in i) : undefined;
    if (/instead of S/.test(prompt)) {
      const m = nextMove ?? lastMove;
      if (!m) return null;
      const after = seq ? seq.icons.indexOf(m) : 0;
      const withSize = (size: 'S' | 'L'): number => Math.max(...m.directions.map((dir) => moveThen(sc, ps, size, dir, seq?.icons ?? [], after, score, seq?.ram)));
      return withSize('L') > withSize('S');
    }
    const again = /perform the ([SL]) move again/.exec(prompt);
    if (again && lastMove) {
      const size = again[1] as 'S' | 'L';
      return Math.max(...lastMove.directions.map((dir) => moveThen(sc, ps, size, dir, [], 0, score, seq?.ram))) > now;
    }
    return null;
  }
}

/** Creates a heuristic pilot flying with the named persona (the default persona when none). */
export function heuristicPilot(personaName?: string): HeuristicPilot {
  return new HeuristicPilot(loadPersona(personaName));
}
