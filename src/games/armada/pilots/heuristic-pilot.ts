/**
 * The heuristic pilot (SPEC §4.3 #2): greedy, one-decision-deep choices scored on the open view
 * (expected damage, arcs and ranges, final poses). It reads only its {@link ArmadaView} (open
 * state, table, its own dials) and draws randomness only from its own stream (ties it cannot
 * rank, placements). It counts its own bad behaviour per game in {@link HeuristicStats}.
 */
import type { Rng } from '../../../core/rng.js';
import type { Command, DieColour } from '../content/types.js';
import type {
  ArmadaView,
  CommandUse,
  Controller,
  Decision,
  DecisionKind,
  DecisionOptions,
} from '../engine/decisions.js';
import type { HullZone } from '../geometry/types.js';
import type { ShipState } from '../state/types.js';
import {
  chooseAccuracy,
  chooseAttack,
  chooseDefenseToken,
  chooseDie,
  chooseRedirectZone,
  rolledDamage,
} from './heuristic-combat.js';
import {
  chooseDial,
  chooseRepair,
  chooseUse,
  nearestEnemy,
  wantedNow,
} from './heuristic-commands.js';
import { envOf, type PilotEnv } from './heuristic-eval.js';
import {
  chooseArrival,
  chooseCardCommand,
  chooseCritical,
  chooseH9Die,
  chooseKeptCard,
  chooseShieldSpend,
  chooseShip,
  chooseTokenSpot,
  chooseUseEffect,
} from './heuristic-cards.js';
import { chooseCourse, chooseSquadronDestination } from './heuristic-move.js';
import { argBest } from './arg-best.js';
import {
  bankNavigateDial,
  chooseNavigateUse,
  chooseSpeedChange,
  chooseYawBoost,
  navTeamYaw,
} from './heuristic-navigate.js';
import { needsNavigateDial } from './heuristic-plan.js';
import { chooseObstacleSpot } from './heuristic-obstacles.js';
import { objectiveValues } from './objective-value.js';
import { deployScore } from './heuristic-deploy.js';

/** Bad-behaviour counts of one pilot over one game (SPEC §4.3; kept near zero by tests). */
export interface HeuristicStats {
  /** Course decisions taken. */
  courses: number;
  /** Courses that left the play area while an in-area course existed. */
  leftArea: number;
  /** Courses that left the play area (the ship is destroyed, V9), forced or not. */
  exits: number;
  /**
   * Forced exits (no in-area course) that an earlier course of the ship could have avoided: it
   * had chosen an end pose with no plan to stay in to the last round while one with a plan was offered.
   */
  forcedExits: number;
  /** Courses that ended on an obstacle while an in-area obstacle-free course existed. */
  obstacleOverlaps: number;
  /** Defense tokens spent. */
  tokensSpent: number;
  /** Defense tokens spent against a pool dealing no damage. */
  tokensForNothing: number;
}

/** A heuristic controller with its counters. */
export interface HeuristicController extends Controller {
  readonly stats: HeuristicStats;
}

type Handler = (env: PilotEnv, view: ArmadaView, d: Decision) => number;
const MEAN_ORDER = (env: PilotEnv, c: DieColour): number => env.mean[c][0];

function shipOf(env: PilotEnv, id: string | null): ShipState | undefined {
  return env.state.ships.find((s) => s.id === id);
}

/**
 * Pass tokens (RRG "Pass Tokens"): wait while none of our ships that may activate has an enemy
 * ship within attack range and the enemy still has ships to activate: they close in or commit
 * first, and our ships answer after them.
 */
function waitingPays(env: PilotEnv, side: number, options: ReadonlyArray<string | null>): boolean {
  const long = env.geo.table.rangeBands.long;
  if (!env.state.ships.some((s) => s.side !== side && !s.destroyed && !s.activated)) return false;
  return options.every((id) => {
    const s = id === null ? undefined : shipOf(env, id);
    return !s || nearestEnemy(env, s) > long;
  });
}

/**
 * S5 initiative for this pair of fleets: with more ships than the opponent the first player keeps
 * the last activation of a round and strikes first; with as many or fewer, second is worth more
 * (the second player activates last, wins ties under rules.tieBreak, and a first player with fewer
 * ships loses one pass token, RRG "Pass Tokens").
 */
function goFirst(env: PilotEnv, side: number): boolean {
  const count = (k: number) => env.state.ships.filter((s) => s.side === k).length;
  return count(side) > count(1 - side);
}

/** Options of the heuristic pilot (for measuring one part of it against a plainer one). */
export interface HeuristicOptions {
  /** S7: `heuristic` (default, heuristic-obstacles.ts) or `random`: a uniformly random offered spot. */
  obstacles?: 'heuristic' | 'random';
  /**
   * Variety of play: a margin in score points. Among courses and deployment spots scored within it
   * of the best, one is drawn from a stream forked off the pilot's (never the game's); 0 or absent
   * draws nothing and plays exactly the plain heuristic.
   */
  variety?: number;
  /** Rollout games per objective card when choosing one (objective-value.ts; default 8). */
  objectiveRollouts?: number;
}

/** Creates a heuristic pilot drawing its tie-breaks from `rng`. */
export function heuristicPilot(rng: Rng, options: HeuristicOptions = {}): HeuristicController {
  const stats: HeuristicStats = {
    courses: 0,
    leftArea: 0,
    exits: 0,
    forcedExits: 0,
    obstacleOverlaps: 0,
    tokensSpent: 0,
    tokensForNothing: 0,
  };
  /** Ships that chose a course with no plan to stay in while one was offered (V9). */
  const unplanned = new Set<string>();
  let lastTarget: string | null = null;
  const margin = options.variety ?? 0;
  const varietyRng = margin > 0 ? rng.fork('variety') : null;
  /** The best-scoring index, or one drawn among those within the variety margin of it. */
  const nearBest = (scores: readonly number[]): number => {
    let best = 0;
    for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
    if (!varietyRng) return best;
    const near = scores.flatMap((s, i) => (s >= scores[best]! - margin ? [i] : []));
    return near[varietyRng.int(near.length)]!;
  };
  const as = <K extends DecisionKind>(d: Decision): Decision<K> => d as Decision<K>;

  const handlers: Partial<Record<DecisionKind, Handler>> = {
    attack: (env, _v, d) => {
      const i = chooseAttack(env, as<'attack'>(d));
      lastTarget = (d.options[i] as DecisionOptions['attack'])?.target ?? null;
      return i;
    },
    'spend-accuracy': (env, _v, d) => chooseAccuracy(env, as<'spend-accuracy'>(d), lastTarget),
    'defense-token': (env, _v, d) => {
      const i = chooseDefenseToken(env, as<'defense-token'>(d));
      if ((d.options[i] as number) >= 0) {
        stats.tokensSpent++;
        if (rolledDamage(env, d).total <= 0) stats.tokensForNothing++;
      }
      return i;
    },
    'redirect-zone': (env, _v, d) => chooseRedirectZone(env, as<'redirect-zone'>(d)),
    'redirect-amount': (_e, _v, d) => d.options.length - 1,
    'choose-die': (env, _v, d) => chooseDie(env, as<'choose-die'>(d)),
    'add-die': (env, _v, d) => argBest(d.options as DieColour[], (c) => MEAN_ORDER(env, c)),
    'remove-die': (env, _v, d) => argBest(d.options as DieColour[], (c) => -MEAN_ORDER(env, c)),
    // A card's critical effect when the defender has no shields left to strip... else the standard one.
    'critical-effect': (env, _v, d) => chooseCritical(env, d),
    course: (env, _v, d) => {
      const ship = shipOf(env, d.unit);
      if (!ship) return 0;
      const r = chooseCourse(
        env,
        ship,
        d.options as DecisionOptions['course'][],
        varietyRng ? nearBest : undefined,
      );
      stats.courses++;
      if (r.chosen.doomed && !r.chosen.outside && r.canPlan) unplanned.add(ship.id);
      if (r.chosen.outside) {
        stats.exits++;
        if (r.canStay) stats.leftArea++;
        else if (unplanned.has(ship.id)) stats.forcedExits++;
      }
      if (r.chosen.obstacle && r.canAvoid) stats.obstacleOverlaps++;
      return r.index;
    },
    'speed-change': (env, _v, d) => {
      const ship = shipOf(env, d.unit);
      return ship ? chooseSpeedChange(env, ship, d.options as number[]) : 0;
    },
    'yaw-boost': (env, _v, d) => {
      const ship = shipOf(env, d.unit);
      return ship ? chooseYawBoost(env, ship, d.options as number[]) : 0;
    },
    'command-dial': (env, v, d) => {
      const ship = shipOf(env, d.unit);
      return ship ? chooseDial(env, v, ship, d.options as Command[]) : 0;
    },
    'dial-or-token': (env, _v, d) => {
      const ship = shipOf(env, d.unit);
      const cmd = d.context?.command as Command;
      const keep =
        !ship || (cmd === 'navigate' ? !bankNavigateDial(env, ship) : wantedNow(env, ship, cmd));
      return Math.max(0, d.options.indexOf(keep ? 'dial' : 'token'));
    },
    'use-command': (env, _v, d) => {
      const ship = shipOf(env, d.unit);
      const cmd = d.context?.command as Command;
      const opts = d.options as DecisionOptions['use-command'][];
      if (!ship) return 0;
      if (cmd === 'navigate') return chooseNavigateUse(env, ship, opts);
      return chooseUse(env, ship, cmd, opts, d.context);
    },
    // Obstacles: damage first, the station's repair last (it may then discard the card just dealt).
    'obstacle-order': (env, _v, d) =>
      argBest(d.options as string[], (id) =>
        env.state.obstacles.find((o) => o.id === id)?.type === 'station' ? 0 : 1,
      ),
    // Repair first: its points are spent before the squadrons move towards danger.
    'command-order': (_e, _v, d) => Math.max(0, d.options.indexOf('repair')),
    repair: (env, _v, d) => {
      const ship = shipOf(env, d.unit);
      return ship ? chooseRepair(ship, d.options as DecisionOptions['repair'][]) : 0;
    },
    'discard-command-token': (_e, _v, d) => {
      const keep: Command[] = ['concentrate-fire', 'repair', 'navigate', 'squadron'];
      return argBest(d.options as Command[], (c) => keep.indexOf(c));
    },
    'activate-ship': (env, v, d) => {
      const opts = d.options as Array<string | null>;
      const wait = opts.includes(null) && waitingPays(env, v.side, opts);
      return argBest(opts, (id) => {
        const s = shipOf(env, id);
        return s ? -nearestEnemy(env, s) : wait ? Infinity : -Infinity;
      });
    },
    'squadron-action': (_e, _v, d) => {
      const i = d.options.indexOf('attack');
      return i >= 0 ? i : Math.max(0, d.options.indexOf('move'));
    },
    'squadron-order': (env, _v, d) => {
      const sq = env.state.squadrons.find((q) => q.id === d.unit);
      const reach = env.geo.table.distanceBands.values[0] + env.geo.table.squadronBase.diameter;
      const near =
        !!sq &&
        env.state.squadrons.some(
          (q) => q.side !== sq.side && !q.destroyed && Math.hypot(q.x - sq.x, q.y - sq.y) <= reach,
        );
      return Math.max(0, d.options.indexOf(near ? 'attack-first' : 'move-first'));
    },
    'squadron-destination': (env, _v, d) =>
      chooseSquadronDestination(
        env,
        d.unit,
        d.options as Array<DecisionOptions['squadron-destination']>,
      ),
    'command-squadron': (_e, _v, d) =>
      Math.max(
        0,
        d.options.findIndex((o) => o !== null),
      ),
    'additional-squadron': (env, _v, d) =>
      argBest(d.options as Array<string | null>, (id) => {
        const q = env.state.squadrons.find((x) => x.id === id);
        return q ? 10 - q.hull : -Infinity;
      }),
    'hull-zone': (env, _v, d) => {
      const ship = shipOf(env, d.unit);
      // Unspecified damage lands on the most shielded zone; Projector Misaligned strips the emptiest.
      const sign = d.prompt?.startsWith('Projector') ? -1 : 1;
      return ship ? argBest(d.options as HullZone[], (z) => sign * ship.shields[z]) : 0;
    },
    'shield-zone': (env, _v, d) => {
      const ship = shipOf(env, d.unit);
      return ship
        ? argBest(d.options as Array<HullZone | null>, (z) => (z ? ship.shields[z] : -1))
        : 0;
    },
    'discard-token': (env, _v, d) => {
      const ship = shipOf(env, d.unit);
      const order = ['evade', 'redirect', 'brace', 'scatter'];
      return ship
        ? argBest(
            d.options as number[],
            (t) => -order.indexOf(ship.defenseTokens[t]?.type ?? 'evade'),
          )
        : 0;
    },
    // Crew Panic: the dial goes unless it is a navigate the ship needs to stay in the play area (V9)
    // and the damage would not destroy it.
    'crew-panic': (env, _v, d) => {
      const ship = shipOf(env, d.unit);
      const hull = ship
        ? env.content.ships[ship.card]!.hull - ship.faceup.length - ship.facedown
        : 0;
      const keep =
        !!ship &&
        hull > 1 &&
        env.ownDials(ship.id)[0] === 'navigate' &&
        needsNavigateDial(env, ship, env.ownDials(ship.id), 0);
      return Math.max(0, d.options.indexOf(keep ? 'damage' : 'discard'));
    },
    // Comm Noise on an enemy: slow it, else turn its hidden dial into a squadron command; never decline.
    'comm-noise': (_e, _v, d) =>
      argBest(d.options as DecisionOptions['comm-noise'][], (o) =>
        o.effect === 'slow' ? 2 : o.effect === 'change' ? (o.command === 'squadron' ? 1 : 0.5) : 0,
      ),
    'use-effect': (env, _v, d) => {
      const ship = shipOf(env, d.unit);
      if (d.context?.card === 'nav-team')
        return Math.max(
          0,
          d.options.indexOf(!!ship && navTeamYaw(env, ship, d.context.use as CommandUse)),
        );
      return chooseUseEffect(d);
    },
    'choose-command': (env, _v, d) => chooseCardCommand(env, d),
    'choose-ship': (env, v, d) => chooseShip(env, v, d),
    'choose-squadron': (_e, _v, d) =>
      Math.max(
        0,
        d.options.findIndex((o) => o !== null),
      ),
    'place-token': (env, v, d) => chooseTokenSpot(env, v, d),
    'keep-damage-card': (env, _v, d) => chooseKeptCard(env, d),
    'spend-shields': (env, _v, d) => chooseShieldSpend(env, d),
    'change-die': (env, _v, d) => chooseH9Die(env, d),
    'hyperspace-token': (env, v, d) => chooseArrival(env, v, d),
    'discard-damage': (_e, _v, d) =>
      Math.max(
        0,
        d.options.findIndex((o) => o !== null),
      ),
    deploy: (env, _v, d) => {
      const scores = (d.options as DecisionOptions['deploy'][]).map((o) => deployScore(env, o));
      if (varietyRng) return nearBest(scores);
      return argBest(scores, (s) => s + rng.next() * 1e-3);
    },
    'first-player': (env, v, d) =>
      Math.max(0, d.options.indexOf(goFirst(env, v.side) ? v.side : 1 - v.side)),
    'place-obstacle': (_e, v, d) =>
      options.obstacles === 'random'
        ? rng.int(d.options.length)
        : chooseObstacleSpot(v, d.options as DecisionOptions['place-obstacle'][], rng),
    // S6: the card worth most to this seat with these two fleets, by a short rollout of each (the
    // token value alone says nothing about who the card favours).
    'choose-objective': (_e, v, d) => {
      const ids = d.options as string[];
      const value = objectiveValues(v, v.side, ids, options.objectiveRollouts);
      return argBest(value, (x) => x);
    },
  };

  return {
    stats,
    choose(view: ArmadaView, d: Decision): number {
      const h = handlers[d.kind];
      if (!h) return rng.int(d.options.length);
      return h(envOf(view), view, d);
    },
  };
}
