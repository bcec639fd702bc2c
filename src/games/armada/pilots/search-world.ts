/**
 * The search pilot's private worlds: a determinization of what one side sees (G8) wrapped in an
 * engine context of its own. The open state is deep-copied from the view; the hidden state is
 * never read from the game but sampled: the opponent's facedown dials (a heuristic opponent's
 * choice or a uniform command, half and half; set-aside ships included), the order of the damage deck and the identity of
 * every facedown damage card (the unseen instances shuffled). Its random streams are derived from
 * the sample's seed, so looking ahead never draws from the game's streams.
 */
import { Rng } from '../../../core/rng.js';
import type { Command } from '../content/types.js';
import { loadArmadaContent } from '../content/load-content.js';
import type { EngineCtx } from '../engine/context.js';
import type {
  ArmadaView,
  Controller,
  Decision,
  DecisionKind,
  DecisionOptions,
} from '../engine/decisions.js';
import { GeoCache } from '../engine/geo-cache.js';
import { makeViews } from '../engine/views.js';
import type { ArmadaTable } from '../geometry/table.js';
import { COMMANDS } from '../rules/commands.js';
import { diceTable, type DiceTable } from '../rules/dice.js';
import type { GameState, HiddenState } from '../state/types.js';
import { chooseDial } from './heuristic-commands.js';
import { envOf } from './heuristic-eval.js';
import { heuristicPilot } from './heuristic-pilot.js';

/** One choice to replay in a world: the option (by value) taken at the next decision of this kind and unit. */
export interface Pick<K extends DecisionKind = DecisionKind> {
  kind: K;
  unit: string | null;
  option: DecisionOptions[K];
}

let dice: DiceTable | undefined;

/** The views of a world's sides (open state plus own dials, as the game builds them). */
/** A fresh copy of the open state (plain JSON data: a structured copy is exact). */
export function copyState(state: Readonly<GameState>): GameState {
  return structuredClone(state) as GameState;
}

/**
 * Samples a hidden state consistent with what `viewer` sees in `state`: its own dials as given,
 * the opponent's dial stacks of the open sizes, and the unseen damage cards (neither faceup nor
 * discarded) dealt at random to the facedown counts and the deck.
 */
export function sampleHidden(
  state: GameState,
  table: ArmadaTable,
  viewer: number,
  ownDials: Readonly<Record<string, readonly Command[]>>,
  rng: Rng,
): HiddenState {
  const dials: Array<Record<string, Command[]>> = [{}, {}];
  for (const [id, stack] of Object.entries(ownDials)) dials[viewer]![id] = stack.slice();
  const them = 1 - viewer;
  const theirs = dials[them]!;
  const oppView: ArmadaView = { state, side: them, table, ownDials: theirs };
  const env = envOf(oppView);
  // Set-aside units (O8 Hyperspace Assault) keep their dial stacks and cards for their arrival.
  const ships = [...state.ships, ...(state.objective?.setAside.ships ?? [])];
  for (const s of ships) {
    if (s.side !== them) continue;
    const stack: Command[] = (theirs[s.id] = []);
    if (s.destroyed) continue;
    while (stack.length < s.dialCount) {
      const model = rng.next() < 0.5;
      stack.push(model ? COMMANDS[chooseDial(env, oppView, s, COMMANDS)]! : rng.pick(COMMANDS));
    }
  }
  const seen = new Set<number>(state.discard);
  for (const s of ships) for (const c of s.faceup) seen.add(c);
  const unseen: number[] = [];
  for (let i = 0; i < state.damageTitles.length; i++) if (!seen.has(i)) unseen.push(i);
  const pool = rng.shuffle(unseen);
  const facedown: Record<string, number[]> = {};
  for (const s of ships) facedown[s.id] = pool.splice(0, s.facedown);
  return { dials, facedown, deck: pool.slice(0, state.deckCount) };
}

/**
 * Replays `script` for one side of a world: at a decision matching the next pick (kind and unit),
 * the option equal to it; everything else (and a pick no longer legal) is the heuristic's.
 */
export class ScriptedPilot implements Controller {
  constructor(
    private readonly inner: Controller,
    private readonly script: Pick[],
  ) {}

  /** Index of the chosen option. */
  choose(view: ArmadaView, d: Decision): number {
    const head = this.script[0];
    if (head && head.kind === d.kind && head.unit === d.unit) {
      this.script.shift();
      const key = JSON.stringify(head.option);
      const i = d.options.findIndex((o) => JSON.stringify(o) === key);
      if (i >= 0) {
        // The heuristic remembers its attack target (accuracies): tell it which one was declared.
        if (d.kind === 'attack') this.inner.choose(view, { ...d, options: [d.options[i]!] });
        return i;
      }
    }
    return this.inner.choose(view, d);
  }
}

/**
 * A private engine around `state` (a copy the world owns) and a sampled hidden state; both sides
 * flown by heuristic pilots, `side`'s replaying `script` first. `seed` is a scheme-2 seed.
 */
export function makeWorld(
  state: GameState,
  hidden: HiddenState,
  table: ArmadaTable,
  seed: string,
  side: number,
  script: Pick[],
): EngineCtx {
  const content = loadArmadaContent();
  dice ??= diceTable(content.dice);
  const root = new Rng(seed);
  const pilots = [0, 1].map((s) => heuristicPilot(root.fork(`pilot-${s}`)));
  const controllers: Controller[] = pilots.map((p, s) =>
    s === side ? new ScriptedPilot(p, script) : p,
  );
  return {
    state,
    hidden,
    rng: { dice: root.fork('dice'), deck: root.fork('deck'), setup: root.fork('setup') },
    content,
    table,
    dice,
    geo: new GeoCache(table, state),
    controllers,
    views: makeViews(state, hidden, table),
    emit: () => {},
    logging: false,
    endHold: 0,
  };
}
