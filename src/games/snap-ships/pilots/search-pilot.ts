/**
 * The search pilot: Monte Carlo lookahead over its part actions. At each `action`
 * decision it keeps the heuristic's best few candidates (always including "end the part
 * actions"), and for each plays `budget / candidates` samples in a private engine
 * (lookahead.ts): the candidate, the rest of the activation and the opponents' response
 * (and, at the `turn` horizon, its own next activation) flown by heuristic pilots, then
 * scores the state. The candidate with the best mean wins. The budget is a number of
 * samples, never wall time, and sample seeds come from the pilot's own stream, so a game
 * is reproducible from its seed. Every other decision is the heuristic pilot's.
 */
import type { Rng } from '../../../core/rng.js';
import type { Controller, Decision, GameView } from '../engine/decisions.js';
import type { ActionChoice } from '../rules/actions.js';
import type { ShipState } from '../state/types.js';
import { actionValues } from './action-values.js';
import { buildScene } from './scene.js';
import { HeuristicPilot } from './heuristic-pilot.js';
import { evaluateFor, finishActivation, lookahead, playResponse } from './lookahead.js';
import { persona as loadPersona, type Persona } from './personas.js';

/** Strength levels: named sample budgets. */
export const SEARCH_LEVELS = { fast: 8, default: 16, strong: 48, max: 200 } as const;

/** How a search pilot looks ahead. */
export interface SearchSettings {
  /** Samples per searched decision (split over the candidates). */
  budget: number;
  /** Candidates kept from the heuristic's ranking. */
  candidates: number;
  /** Play the ship's own next activation after the opponents' response. */
  nextTurn: boolean;
  /** Skip the search when the heuristic's best beats the runner-up by this much (expected damage). */
  clearMargin: number;
}

/** Default settings: a budget of 16 samples over up to 4 candidates (4 each), searched when the heuristic's top two are within 0.5. */
export const DEFAULT_SEARCH: SearchSettings = {
  budget: SEARCH_LEVELS.default,
  candidates: 4,
  nextTurn: true,
  clearMargin: 0.5,
};

/** Reads a `budget:` value: a number of samples or a strength level name. */
export function searchBudget(raw: unknown): number {
  if (raw === undefined) return DEFAULT_SEARCH.budget;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1) return raw;
  if (typeof raw === 'string' && raw in SEARCH_LEVELS)
    return SEARCH_LEVELS[raw as keyof typeof SEARCH_LEVELS];
  throw new Error(
    `search pilot budget must be a whole number of samples ≥ 1 or one of ${Object.keys(SEARCH_LEVELS).join(', ')}; got ${JSON.stringify(raw)}`,
  );
}

/** A search pilot for one ship. */
export class SearchPilot implements Controller {
  private readonly heuristic: HeuristicPilot;
  /** Lookahead samples played so far (tests, reports). */
  samples = 0;
  /** Told each sample's value (tests). */
  onSample?: (value: number) => void;

  constructor(
    readonly persona: Persona,
    private readonly rng: Rng,
    readonly settings: SearchSettings = DEFAULT_SEARCH,
    /** Persona assumed for the other ships in the lookahead. */
    private readonly othersPersona: Persona = loadPersona(),
  ) {
    this.heuristic = new HeuristicPilot(persona);
  }

  /** Index of the chosen option. */
  choose(view: GameView, d: Decision): number {
    if (d.kind !== 'action') return this.heuristic.choose(view, d);
    const options = d.options as Array<ActionChoice | null>;
    const i = this.searchAction(view, d.ship, options);
    this.heuristic.rememberAction(buildScene(view.state, d.ship, this.persona), options[i] ?? null);
    return i;
  }

  /** The persona each ship is flown with in the lookahead. */
  private personaOf =
    (me: string) =>
    (s: ShipState): Persona =>
      s.id === me ? this.persona : this.othersPersona;

  /** Ranks the options by the heuristic, then by lookahead samples. */
  private searchAction(view: GameView, ship: string, options: Array<ActionChoice | null>): number {
    const sc = buildScene(view.state, ship, this.persona);
    const q = actionValues(sc, options);
    const order = q.map((v, i) => ({ v, i })).sort((a, b) => b.v - a.v || a.i - b.i);
    const { budget, candidates, nextTurn, clearMargin } = this.settings;
    if (order.length === 1 || budget < 2 || order[0]!.v - order[1]!.v >= clearMargin)
      return order[0]!.i;
    const nullAt = options.indexOf(null);
    const kept = order.slice(0, Math.max(2, candidates)).map((o) => o.i);
    if (nullAt >= 0 && !kept.includes(nullAt)) kept[kept.length - 1] = nullAt;
    const per = Math.max(1, Math.floor(budget / kept.length));
    const base = `${ship}:${this.rng.int(2 ** 30)}`;
    const personaOf = this.personaOf(ship);
    const me = view.state.ships.find((s) => s.id === ship)!;
    let best = kept[0]!;
    let top = -Infinity;
    for (const i of kept) {
      let total = 0;
      for (let n = 0; n < per; n++) {
        const look = lookahead(view.state, `${base}:${n}`, personaOf, me.side);
        const s = look.ctx.state.ships.find((x) => x.id === ship)!;
        (look.ctx.controllers[ship] as HeuristicPilot).rememberAction(
          buildScene(look.ctx.state, ship, this.persona),
          options[i] ?? null,
        );
        finishActivation(look.ctx, s, options[i] ?? null);
        playResponse(look.ctx, s, nextTurn);
        const v = evaluateFor(look, me.side, personaOf);
        total += v;
        this.onSample?.(v);
        this.samples++;
      }
      // Ties keep the heuristic's order (kept is sorted by its values).
      const mean = total / per;
      if (mean > top + 1e-9) {
        top = mean;
        best = i;
      }
    }
    return best;
  }
}

/** Creates a search pilot (`budget`: samples or a level name; `persona`: its own weights). */
export function searchPilot(
  rng: Rng,
  budget?: unknown,
  personaName?: string,
  settings: Partial<SearchSettings> = {},
): SearchPilot {
  return new SearchPilot(loadPersona(personaName), rng, {
    ...DEFAULT_SEARCH,
    ...settings,
    budget: searchBudget(budget),
  });
}
