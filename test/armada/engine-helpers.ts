/**
 * Shared fixtures of the Armada engine tests: learning-scenario setups, scripted controllers and
 * small state builders.
 */
import { ConfigIssuesError, type ConfigIssue } from '../../src/core/game-plugin.js';
import { Rng } from '../../src/core/rng.js';
import { loadArmadaContent } from '../../src/games/armada/content/load-content.js';
import { presetAsFleet } from '../../src/games/armada/content/lookup.js';
import type { Command, DieColour, DieFaceId, Fleet } from '../../src/games/armada/content/types.js';
import type { EngineCtx } from '../../src/games/armada/engine/context.js';
import type {
  ArmadaView,
  Controller,
  Decision,
  DecisionKind,
  DecisionOptions,
} from '../../src/games/armada/engine/decisions.js';
import { newGame } from '../../src/games/armada/engine/game.js';
import type { ArmadaSetup, PilotSpec } from '../../src/games/armada/engine/setup.js';
import { InvariantChecker } from '../../src/games/armada/invariants.js';
import { armada } from '../../src/games/armada/plugin.js';
import { playGame } from '../../src/games/armada/rules/rounds.js';
import type { GameEvent } from '../../src/games/armada/state/events.js';
import {
  DEFAULT_RULES,
  type ShipState,
  type SquadronState,
} from '../../src/games/armada/state/types.js';

/** A preset fleet in its explicit form. */
export function presetFleet(id: string): Fleet {
  return presetAsFleet(loadArmadaContent().fleets[id]!, undefined);
}

/** The learning scenario with both sides flown by `pilot` (random by default). */
export function learningSetup(
  over: Partial<ArmadaSetup> = {},
  pilot: PilotSpec = { type: 'random' },
): ArmadaSetup {
  return {
    format: 'learning',
    tableOverrides: null,
    rules: { ...DEFAULT_RULES },
    initiative: 'seat',
    obstacles: { placement: 'none' },
    firstRoundCommands: 'suggested',
    sides: [
      { name: 'Rebels', preset: 'learning-rebels', fleet: presetFleet('learning-rebels'), pilot },
      {
        name: 'Imperials',
        preset: 'learning-imperials',
        fleet: presetFleet('learning-imperials'),
        pilot,
      },
    ],
    ...over,
  };
}

/**
 * A controller answering by a script: `pick(kind, options, view, decision)` returns the index, or
 * undefined to fall back to the first option.
 */
export function scripted(
  pick: (d: Decision, view: ArmadaView) => number | undefined,
  log?: Decision[],
): Controller {
  return {
    choose(view, d) {
      log?.push(d);
      return pick(d, view) ?? 0;
    },
  };
}

/** Per decision kind: the option to take (a predicate on options, or an index); default option 0. */
export type Policy = {
  [K in DecisionKind]?: (options: Array<DecisionOptions[K]>, d: Decision<K>) => number;
};

/** A controller following a policy; every decision it sees goes to `seen`. */
export function policyController(policy: Policy, seen: Decision[] = []): Controller {
  return {
    choose(_view, d) {
      seen.push(d);
      const f = policy[d.kind] as ((o: unknown[], d: Decision) => number) | undefined;
      const i = f ? f(d.options as unknown[], d) : 0;
      return i < 0 ? 0 : i;
    },
  };
}

/** The index of the first option equal (deeply) to `v`, or of the first matching the predicate. */
export function pick<T>(options: T[], v: T | ((o: T) => boolean)): number {
  const f =
    typeof v === 'function'
      ? (v as (o: T) => boolean)
      : (o: T) => JSON.stringify(o) === JSON.stringify(v);
  const i = options.findIndex(f);
  if (i < 0) {
    throw new Error(
      `no option matches ${typeof v === 'function' ? 'the predicate' : JSON.stringify(v)} in ${JSON.stringify(options)}`,
    );
  }
  return i;
}

/** A dice stream that rolls the queued faces (then falls back to a seeded stream). */
export class ForcedDice extends Rng {
  private queue: number[] = [];
  constructor(private readonly ctx: EngineCtx) {
    super('forced-dice');
  }
  /** Queues faces for the next rolls, in rolling order. */
  push(...faces: Array<[DieColour, DieFaceId]>): this {
    for (const [colour, id] of faces) {
      const table = this.ctx.dice[colour];
      const k = table.findIndex((f) => f.id === id);
      if (k < 0) throw new Error(`${colour} has no ${id} face`);
      this.queue.push((k + 0.5) / table.length);
    }
    return this;
  }
  get pending(): number {
    return this.queue.length;
  }
  override next(): number {
    return this.queue.length > 0 ? this.queue.shift()! : super.next();
  }
}

/** A game of `setup`, set up, whose two sides follow the given policies; the dice are forced after setup. */
export function policyGame(
  setup: ArmadaSetup,
  policies: [Policy, Policy],
  seed: string,
): {
  ctx: EngineCtx;
  events: GameEvent[];
  seen: Decision[];
  dice: ForcedDice;
  firstRoundDials?: Record<string, Command[]>;
} {
  const events: GameEvent[] = [];
  const seen: Decision[] = [];
  const g = newGame(setup, {
    seed,
    swapSeats: false,
    roundCap: 6,
    onEvent: (e) => events.push(e),
    controllers: [policyController(policies[0], seen), policyController(policies[1], seen)],
  });
  const dice = new ForcedDice(g.ctx);
  g.ctx.rng.dice = dice;
  return { ctx: g.ctx, events, seen, dice, firstRoundDials: g.outcome.firstRoundDials };
}

/** A set-up learning game whose two sides follow the given policies, staged at round 1's Ship Phase. */
export function testGame(
  policies: [Policy, Policy] = [{}, {}],
  over: Partial<ArmadaSetup> = {},
  seed = 'test',
): ReturnType<typeof policyGame> {
  const g = policyGame(learningSetup(over), policies, seed);
  g.ctx.state.phase = 'ship';
  g.ctx.state.round = 1;
  return g;
}

/** Sets both sides' policies of a test game. */
export function setPolicies(ctx: EngineCtx, a: Policy, b: Policy, seen: Decision[] = []): void {
  ctx.controllers[0] = policyController(a, seen);
  ctx.controllers[1] = policyController(b, seen);
}

/** Ship by card id (first match). */
export function shipOf(ctx: EngineCtx, card: string): ShipState {
  const s = ctx.state.ships.find((x) => x.card === card);
  if (!s) throw new Error(`no ship ${card}`);
  return s;
}

/** Squadrons of a side. */
export function squadronsOf(ctx: EngineCtx, side: number): SquadronState[] {
  return ctx.state.squadrons.filter((q) => q.side === side);
}

/** Moves a ship. */
export function putShip(s: ShipState, x: number, y: number, facing: number): ShipState {
  s.pose = { x, y, facing };
  return s;
}

/** Moves a squadron. */
export function putSquadron(q: SquadronState, x: number, y: number): SquadronState {
  q.x = x;
  q.y = y;
  return q;
}

/** Takes units out of the game without scoring side effects (test set-up: hull 0, destroyed). */
export function removeSquadrons(ctx: EngineCtx, keep: SquadronState[] = []): void {
  for (const q of ctx.state.squadrons) {
    if (keep.includes(q)) continue;
    q.destroyed = true;
    q.hull = 0;
  }
}

/** Events of one type. */
export function eventsOf<T extends GameEvent['type']>(
  events: GameEvent[],
  type: T,
): Array<Extract<GameEvent, { type: T }>> {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Sets a ship's facedown dial stack (top first). */
export function setDials(ctx: EngineCtx, s: ShipState, dials: Command[]): void {
  ctx.hidden.dials[s.side]![s.id] = dials.slice();
  s.dialCount = dials.length;
}

/** Plays one seeded random game with every invariant checked after every event. */
export function checkedGame(
  setup: ArmadaSetup,
  seed: string,
  swapSeats = false,
  roundCap = 6,
): { events: GameEvent[]; broken: string | null } {
  const events: GameEvent[] = [];
  let checker: InvariantChecker | null = null;
  let broken: string | null = null;
  const g = newGame(setup, {
    seed,
    swapSeats,
    roundCap,
    onEvent: (e) => {
      events.push(e);
      if (!broken && checker) broken = checker.check(e);
    },
  });
  checker = new InvariantChecker(g.ctx, roundCap);
  playGame(g.ctx, roundCap, g.outcome.firstRoundDials);
  if (!broken && !checker.ended) broken = 'no game-end event';
  return { events, broken };
}

/** The problems `armada.resolveSetup` finds in a raw matchup (none: an empty list). */
export function setupIssues(raw: Record<string, unknown>): ConfigIssue[] {
  try {
    armada.resolveSetup(raw);
  } catch (e) {
    if (e instanceof ConfigIssuesError) return e.issues;
    throw e;
  }
  return [];
}

/**
 * A test game's Victory II facing down the table at the CR90 and the Nebulon-B side by side (both
 * facing it, every squadron destroyed): the attack fixture of the heuristic's tests.
 */
export function victoryFacingTwo(ctx: EngineCtx): {
  vsd: ShipState;
  cr90: ShipState;
  neb: ShipState;
} {
  const vsd = shipOf(ctx, 'victory-ii-class-star-destroyer');
  const cr90 = shipOf(ctx, 'cr90-corvette-a');
  const neb = shipOf(ctx, 'nebulon-b-escort-frigate');
  vsd.pose = { x: 457.2, y: 520, facing: 270 };
  cr90.pose = { x: 400, y: 330, facing: 90 };
  neb.pose = { x: 520, y: 330, facing: 90 };
  ctx.state.squadrons.forEach((q) => {
    q.destroyed = true;
  });
  return { vsd, cr90, neb };
}
