/**
 * Star Wars: Armada support for `sortie pilots audit` (core/pilot-audit.ts): a game recorded
 * through wrapped side controllers, and branches replayed from its seed with the recorded
 * choices. After the branch the dice, deck and setup streams are re-derived from the rollout's
 * labels (the dice again at every activation: common random numbers across the options of a
 * decision), the hidden state is resampled as the deciding side sees it (search-world.ts
 * `sampleHidden`, G8), and both sides get fresh pilots: the deciding side of the reference type.
 */
import { BranchingRng } from '../../core/branching-rng.js';
import type { PlayOptions } from '../../core/game-plugin.js';
import type {
  BranchRequest,
  PilotAuditHooks,
  RecordedDecision,
  RecordedGame,
} from '../../core/pilot-audit.js';
import { Rng } from '../../core/rng.js';
import type { EngineCtx } from './engine/context.js';
import type { ArmadaView, Controller, CourseOption, Decision } from './engine/decisions.js';
import { maneuverFinalPose } from './geometry/maneuver.js';
import { poseInsidePlayArea } from './geometry/overlap.js';
import { envOf } from './pilots/heuristic-eval.js';
import { newGame } from './engine/game.js';
import type { ArmadaSetup, PilotSpec } from './engine/setup.js';
import { makeController } from './pilots/index.js';
import { sampleHidden } from './pilots/search-world.js';
import { playGame } from './rules/rounds.js';
import type { GameEvent } from './state/events.js';
import type { GameState } from './state/types.js';

const round1 = (x: number): number => Math.round(x * 10) / 10;

/** A unit's name as a reader knows it. */
function unitName(st: Readonly<GameState>, id: string | null): string {
  if (id === null) return 'fleet';
  return (
    st.ships.find((s) => s.id === id)?.name ?? st.squadrons.find((s) => s.id === id)?.name ?? id
  );
}

/** For a course decision, which courses end outside the play area (V6: the ship is destroyed). */
function coursesLeaving(view: ArmadaView, d: Decision): boolean[] | null {
  if (d.kind !== 'course') return null;
  const ship = view.state.ships.find((s) => s.id === d.unit);
  if (!ship) return null;
  const env = envOf(view);
  const geom = env.geo.geometry(ship);
  return (d.options as CourseOption[]).map((c) => {
    const pose = maneuverFinalPose(env.geo.table, geom, ship.pose, c.course, c.side, ship.speed);
    return !poseInsidePlayArea(geom, pose, view.state.area, env.geo.table.epsilon);
  });
}

/** Describes the options of a decision (plain data, numbers rounded, units by name; courses leaving the play area said so). */
function describer(
  view: ArmadaView,
  d: Decision,
  leaving: boolean[] | null,
): (i: number) => string {
  const st = view.state;
  const names = new Map<string, string>([...st.ships, ...st.squadrons].map((u) => [u.id, u.name]));
  const options = d.options;
  return (i) => {
    const o = options[i];
    if (leaving) {
      const c = o as CourseOption;
      return `course [${c.course.join(', ')}] ${c.side}${leaving[i] ? ' (leaves the play area)' : ''}`;
    }
    if (o === null) return 'none';
    if (typeof o === 'string') return names.get(o) ?? o;
    if (typeof o !== 'object') return String(o);
    return JSON.stringify(o, (_k, v: unknown) =>
      typeof v === 'number' ? round1(v) : typeof v === 'string' ? (names.get(v) ?? v) : v,
    );
  };
}

/** The pilots a game starts with, made as the engine makes them (game.ts). */
function pilots(setup: ArmadaSetup, seed: string): Controller[] {
  const root = new Rng(seed);
  return setup.sides.map((sd, i) => makeController(sd.pilot, root.fork(`pilot-${i}`)));
}

/** Plays the game, listing every decision put to a controller. */
function record(setup: ArmadaSetup, play: PlayOptions): RecordedGame {
  const decisions: RecordedDecision[] = [];
  const choices: number[] = [];
  const controllers = pilots(setup, play.seed).map((inner, side): Controller => ({
    choose(view: ArmadaView, d: Decision) {
      const chosen = inner.choose(view, d);
      const leaving = coursesLeaving(view, d);
      decisions.push({
        index: choices.length,
        kind: d.kind,
        side: d.side,
        unit: unitName(view.state, d.unit),
        round: view.state.round,
        pilot: setup.sides[side]!.pilot.type,
        graded: true,
        options: d.options.length,
        chosen,
        describe: describer(view, d, leaving),
        ...(leaving?.[chosen] ? { after: ['left the play area'] } : {}),
      });
      choices.push(chosen);
      return chosen;
    },
  }));
  const g = newGame(setup, {
    seed: play.seed,
    swapSeats: play.swapSeats,
    roundCap: play.roundCap,
    controllers,
  });
  playGame(g.ctx, play.roundCap, g.outcome.firstRoundDials);
  return { decisions, choices };
}

/** Replays to the decision, takes the option, and plays on with fresh pilots (see the module comment). */
function branch(
  setup: ArmadaSetup,
  play: PlayOptions,
  game: RecordedGame,
  req: BranchRequest,
): number {
  const root = new Rng(play.seed);
  const streams = {
    dice: new BranchingRng(root.fork('dice').seed),
    deck: new BranchingRng(root.fork('deck').seed),
    setup: new BranchingRng(root.fork('setup').seed),
  };
  let n = 0;
  let side = -1;
  let ctx: EngineCtx | null = null;
  let fresh: Controller[] = [];
  const onEvent = (e: GameEvent): void => {
    if (side < 0) return;
    if (e.type === 'ship-activation') streams.dice.branch(...req.seed, e.ship, e.round);
    else if (e.type === 'squadron-activation')
      streams.dice.branch(...req.seed, e.squadron, ctx?.state.round ?? 0);
  };
  const leave = (view: ArmadaView, d: Decision): void => {
    side = d.side;
    for (const s of Object.values(streams)) s.branch(...req.seed);
    // Setup decisions come before the context exists; the hidden state is dealt later from the branched streams.
    if (ctx)
      Object.assign(
        ctx.hidden,
        sampleHidden(
          ctx.state,
          ctx.table,
          side,
          view.ownDials,
          root.derive('audit-hidden', ...req.seed),
        ),
      );
    fresh = setup.sides.map((sd, i) => {
      const spec: PilotSpec = i === side ? ({ type: req.reference } as PilotSpec) : sd.pilot;
      return makeController(spec, root.derive('audit-pilot', ...req.seed, i));
    });
  };
  const controllers = [0, 1].map((i): Controller => ({
    choose(view: ArmadaView, d: Decision) {
      if (n < req.decision) return game.choices[n++]!;
      if (n++ === req.decision) {
        const want = game.decisions[req.decision];
        if (want && want.kind !== d.kind)
          throw new Error(
            `the replay left the recorded game at decision ${req.decision} (${d.kind}, recorded ${want.kind})`,
          );
        leave(view, d);
        return req.option;
      }
      return fresh[i]!.choose(view, d);
    },
  }));
  const g = newGame(setup, {
    seed: play.seed,
    swapSeats: play.swapSeats,
    roundCap: play.roundCap,
    controllers,
    streams,
    onEvent,
  });
  ctx = g.ctx;
  playGame(g.ctx, play.roundCap, g.outcome.firstRoundDials);
  const w = g.ctx.state.over?.winner ?? null;
  return w === null ? 0.5 : w === side ? 1 : 0;
}

/** The Armada audit hooks. */
export const armadaAudit: PilotAuditHooks<ArmadaSetup> = {
  references: ['heuristic', 'search'],
  record,
  branch,
};
