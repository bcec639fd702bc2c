/**
 * The Armada search pilot (SPEC §4.3 #3; the design of the Snap Ships search pilot): seeded Monte
 * Carlo lookahead over the command dial (C1) and an activation's choices (the dial or its token,
 * Repair and Squadron use, each attack, navigate's speed change, the course). For a searched
 * decision it keeps the heuristic's best few options (its own pick first) and plays each in
 * `budget / candidates` sampled worlds (search-world.ts: hidden information determinized from
 * what this side sees) to the end of the next round (search-rollout.ts), every unit flown by
 * heuristic pilots; the best mean value wins, ties to the heuristic's order. Sample k of every
 * candidate shares its world and its dice (common random numbers). The sample seeds are a hash
 * of the pilot's seed, the round and the index of the searched decision: looking ahead never
 * draws from the game's streams (nor from the pilot's own), so a game replays from its seed.
 * Every other decision is the heuristic's.
 */
import { hashSeed, Rng } from '../../../core/rng.js';
import type { Command } from '../content/types.js';
import type {
  ArmadaView,
  AttackOption,
  CourseOption,
  Decision,
  DecisionKind,
} from '../engine/decisions.js';
import { maneuverFinalPose } from '../geometry/maneuver.js';
import type { HullZone } from '../geometry/types.js';
import type { GameState } from '../state/types.js';
import { attackValue } from './heuristic-combat.js';
import { envOf } from './heuristic-eval.js';
import { scorePose } from './heuristic-move.js';
import {
  heuristicPilot,
  type HeuristicController,
  type HeuristicStats,
} from './heuristic-pilot.js';
import { searchSettings, type SearchPilotSpec, type SearchSettings } from './search-config.js';
import { playOn, worldValue, type Resume } from './search-rollout.js';
import { copyState, makeWorld, sampleHidden, type Pick } from './search-world.js';

/** Where a searched decision's worlds start from. */
interface Origin {
  state: Readonly<GameState>;
  ownDials: Readonly<Record<string, readonly Command[]>>;
  /** The pilot's own choices between that point and the searched decision. */
  picks: Pick[];
}

/** What the pilot remembers of its ship's current activation. */
interface Activation {
  key: string;
  /** Before the reveal (A1): kept until the first attack (nothing random happens before it). */
  reveal: (Origin & { revealed: Command }) | null;
  /** At navigate's choice (C7), the start of the maneuver. */
  maneuver: Origin | null;
  usedZones: HullZone[];
}

const snapshot = (view: ArmadaView): Omit<Origin, 'picks'> => ({
  state: copyState(view.state),
  ownDials: structuredClone(view.ownDials) as Record<string, Command[]>,
});

/** A search pilot for one side. */
export class SearchPilot implements HeuristicController {
  private readonly heuristic: HeuristicController;
  private act: Activation | null = null;
  private decisions = 0;
  /** Lookahead samples played so far (tests, reports). */
  samples = 0;
  /** The last searched decision: its candidates (option indices) and their mean values. */
  lastSearch: { candidates: number[]; means: number[] } | null = null;

  constructor(
    private readonly rng: Rng,
    readonly settings: SearchSettings = searchSettings(),
  ) {
    this.heuristic = heuristicPilot(rng);
  }

  /** The bad-behaviour counts of the heuristic's own picks (asked at every decision, searched or not). */
  get stats(): HeuristicStats {
    return this.heuristic.stats;
  }

  /** Index of the chosen option. */
  choose(view: ArmadaView, d: Decision): number {
    const i = this.decide(view, d);
    this.remember(view, d, i);
    return i;
  }

  private decide(view: ArmadaView, d: Decision): number {
    const h = this.heuristic.choose(view, d);
    const st = view.state;
    const ship = st.ships.find((s) => s.id === d.unit);
    if (!ship || ship.side !== view.side) return h;
    if (d.kind === 'command-dial') {
      const cands = this.ranked(h, d.options.length, () => 0);
      const extra = Math.max(this.settings.horizon, ship.dialCount);
      return this.search(
        view,
        d,
        cands,
        snapshot(view),
        [],
        (i) => ({
          step: 'dial',
          ship: ship.id,
          command: d.options[i] as Command,
        }),
        extra,
      );
    }
    if (st.activeShip !== ship.id) return h;
    const act = this.activation(view, ship.id);
    const resumeActivation = (): Resume => ({
      step: 'activation',
      ship: ship.id,
      revealed: act.reveal!.revealed,
    });
    switch (d.kind) {
      case 'dial-or-token':
        act.reveal = { ...snapshot(view), revealed: ship.revealed!, picks: [] };
        return this.search(view, d, [h, 1 - h], act.reveal, act.reveal.picks, resumeActivation);
      case 'use-command': {
        const cmd = d.context?.command as Command;
        if (cmd === 'navigate') {
          act.maneuver = { ...snapshot(view), picks: [] };
          return this.search(
            view,
            d,
            this.ranked(h, d.options.length, () => 0),
            act.maneuver,
            [],
            () => ({ step: 'maneuver', ship: ship.id }),
          );
        }
        if ((cmd === 'repair' || cmd === 'squadron') && act.reveal) {
          return this.search(
            view,
            d,
            this.ranked(h, d.options.length, () => 0),
            act.reveal,
            act.reveal.picks,
            resumeActivation,
          );
        }
        return h;
      }
      case 'speed-change':
        if (!act.maneuver) return h;
        return this.search(
          view,
          d,
          this.ranked(h, d.options.length, () => 0),
          act.maneuver,
          act.maneuver.picks,
          () => ({ step: 'maneuver', ship: ship.id }),
        );
      case 'course': {
        const env = envOf(view);
        const geo = env.geo.geometry(ship);
        const cands = this.ranked(h, d.options.length, (i) => {
          const c = d.options[i] as CourseOption;
          return scorePose(
            env,
            ship,
            maneuverFinalPose(env.geo.table, geo, ship.pose, c.course, c.side, ship.speed),
            ship.speed,
          ).score;
        });
        const origin = act.maneuver ?? { ...snapshot(view), picks: [] };
        return this.search(view, d, cands, origin, origin.picks, () => ({
          step: 'maneuver',
          ship: ship.id,
        }));
      }
      case 'attack': {
        act.reveal = null;
        const env = envOf(view);
        const opts = d.options as Array<AttackOption | null>;
        const cands = this.ranked(h, opts.length, (i) =>
          opts[i] ? attackValue(env, ship.id, opts[i]!) : 0,
        );
        const nullAt = opts.indexOf(null);
        if (nullAt >= 0 && !cands.includes(nullAt)) cands[cands.length - 1] = nullAt;
        const used = act.usedZones.slice();
        const i = this.search(view, d, cands, snapshot(view), [], (k) => ({
          step: 'attack',
          ship: ship.id,
          attack: opts[k] ?? null,
          usedZones: used,
        }));
        // The heuristic remembers the declared target for its accuracies (K6, T7).
        if (i !== h) this.heuristic.choose(view, { ...d, options: [opts[i]!] });
        return i;
      }
      default:
        return h;
    }
  }

  /** The activation record of `ship` this round (a new one at its first decision). */
  private activation(view: ArmadaView, ship: string): Activation {
    const key = `${view.state.round}:${ship}`;
    if (this.act?.key !== key) this.act = { key, reveal: null, maneuver: null, usedZones: [] };
    return this.act;
  }

  /** Records the choice where later searches of this activation replay it. */
  private remember(view: ArmadaView, d: Decision, i: number): void {
    const act = this.act;
    if (!act || act.key !== `${view.state.round}:${view.state.activeShip}`) return;
    const pick: Pick = { kind: d.kind, unit: d.unit, option: d.options[i]! } as Pick;
    act.reveal?.picks.push(pick);
    if (d.unit === view.state.activeShip) act.maneuver?.picks.push(pick);
    if (d.kind === 'attack' && d.unit === view.state.activeShip) {
      const o = d.options[i] as AttackOption | null;
      if (o?.zone) act.usedZones.push(o.zone);
    }
  }

  /** The heuristic's pick, then the other options by `score` (best first), at most `candidates`. */
  private ranked(h: number, n: number, score: (i: number) => number): number[] {
    const rest = [...Array(n).keys()].filter((i) => i !== h).map((i) => ({ i, v: score(i) }));
    rest.sort((a, b) => b.v - a.v || a.i - b.i);
    return [h, ...rest.map((r) => r.i)].slice(0, this.settings.candidates);
  }

  /**
   * Plays `budget / candidates` sampled worlds for each candidate from `origin` (its own choices
   * `picks`, then the candidate) and returns the candidate with the best mean value (the first on
   * ties). Never more than `budget` samples.
   */
  private search(
    view: ArmadaView,
    d: Decision,
    cands: number[],
    origin: Omit<Origin, 'picks'>,
    picks: readonly Pick[],
    resume: (i: number) => Resume,
    extra = this.settings.horizon,
  ): number {
    const { budget, roundCap } = this.settings;
    // A budget below the candidate count keeps the heuristic's best `budget` (one sample each).
    if (budget < cands.length) cands = cands.slice(0, budget);
    if (cands.length < 2) return cands[0]!;
    const per = Math.floor(budget / cands.length);
    const base = hashSeed('armada-search', this.rng.seed, view.state.round, this.decisions++);
    let best = cands[0]!;
    let top = -Infinity;
    const totals = cands.map(() => 0);
    for (let n = 0; n < per; n++) {
      const seed = `v2-${hashSeed(base, n).slice(0, 16)}`;
      cands.forEach((i, c) => {
        const state = copyState(origin.state);
        const hidden = sampleHidden(
          state,
          view.table,
          view.side,
          origin.ownDials,
          new Rng(seed).fork('hidden'),
        );
        const r = resume(i);
        const script: Pick[] =
          r.step === 'dial' || r.step === 'attack' ? [] : [...picks, this.pick(d, i)];
        const ctx = makeWorld(state, hidden, view.table, seed, view.side, script);
        playOn(ctx, r, extra, roundCap);
        totals[c]! += worldValue(ctx.state, view.side);
        this.samples++;
      });
    }
    this.lastSearch = { candidates: cands.slice(), means: totals.map((t) => t / per) };
    cands.forEach((i, c) => {
      if (totals[c]! > top + 1e-9) {
        top = totals[c]!;
        best = i;
      }
    });
    return best;
  }

  private pick(d: Decision, i: number): Pick {
    return { kind: d.kind as DecisionKind, unit: d.unit, option: d.options[i]! } as Pick;
  }
}

/** Creates a search pilot from its spec (`budget`, `candidates`, `horizon`), drawing ties from `rng`. */
export function searchPilot(rng: Rng, spec: Partial<SearchPilotSpec> = {}): SearchPilot {
  return new SearchPilot(rng, searchSettings(spec));
}
