/**
 * Playing one Armada game end to end: state from the resolved setup, random streams derived from
 * the game seed (dice, deck, setup; each pilot its own), controllers from the pilot specs, the
 * setup steps, the round loop and the event stream. A pure function of (setup, seed, seat swap,
 * round cap).
 */
import { Rng } from '../../../core/rng.js';
import { loadArmadaContent } from '../content/load-content.js';
import { installEffects } from '../effects/index.js';
import { playArea, tableWithOverrides, type ArmadaTable } from '../geometry/table.js';
import { learningScenario } from '../formats/learning.js';
import { armadaFormat } from '../formats/formats.js';
import { makeController } from '../pilots/index.js';
import { setRolloutGame } from '../pilots/objective-value.js';
import { scores } from '../rules/game-end.js';
import { diceTable, type DiceTable } from '../rules/dice.js';
import { playGame } from '../rules/rounds.js';
import type { GameEvent } from '../state/events.js';
import type { ArmadaStreams, EngineCtx } from './context.js';
import type { Controller } from './decisions.js';
import { describeEvent } from './event-log.js';
import { makeViews } from './views.js';
import { GeoCache } from './geo-cache.js';
import { createState, type ArmadaSetup } from './setup.js';
import { runSetup, type SetupOutcome } from './setup-steps.js';

/** Options for one game. */
export interface RunOptions {
  seed: string;
  swapSeats: boolean;
  roundCap: number;
  /** Produce readable log lines. */
  log?: boolean;
  /** Receives every event as it happens. */
  onEvent?: (e: GameEvent) => void;
  /** Replace the controller of a side (tests, lookahead). */
  controllers?: Array<Controller | undefined>;
  /** The game's streams, when the caller keeps a handle on them (replays that branch); by default forks of `seed`. */
  streams?: ArmadaStreams;
}

/** A game ready to play: its context and what setup left for round 1. */
export interface NewGame {
  ctx: EngineCtx;
  outcome: SetupOutcome;
  log: string[];
}

const tables = new Map<string, ArmadaTable>();
let diceCache: DiceTable | undefined;

/** The table of a setup: the file's, or its overrides merged over it (validated once per text). */
export function setupTable(setup: ArmadaSetup): ArmadaTable {
  const key = setup.tableOverrides ? JSON.stringify(setup.tableOverrides) : '';
  let t = tables.get(key);
  if (!t) {
    const res = tableWithOverrides(setup.tableOverrides ?? undefined);
    if (!res.table)
      throw new Error(
        `invalid table: ${res.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    t = res.table;
    tables.set(key, t);
  }
  return t;
}

/** The play area id of a format (learning: 3' x 3'; the others 3' x 6'; formats.ts). */
export function formatPlayArea(format: string): string {
  return format === 'learning'
    ? learningScenario().playArea
    : (armadaFormat(format)?.playArea ?? 'standard');
}

/** Creates and sets up a game without playing its rounds (tests, lookahead, replays). */
export function newGame(setup: ArmadaSetup, opts: RunOptions): NewGame {
  installEffects();
  const content = loadArmadaContent();
  const table = setupTable(setup);
  diceCache ??= diceTable(content.dice);
  const root = new Rng(opts.seed);
  const areaId = setup.playArea ?? formatPlayArea(setup.format);
  const speed = setup.format === 'learning' ? learningScenario().speed : 1;
  const { state, hidden } = createState(
    content,
    setup,
    { ...playArea(table, areaId), id: areaId },
    speed,
  );
  const log: string[] = [];
  const sink = opts.onEvent;
  const ctx: EngineCtx = {
    state,
    hidden,
    rng: opts.streams ?? {
      dice: root.fork('dice'),
      deck: root.fork('deck'),
      setup: root.fork('setup'),
    },
    content,
    table,
    dice: diceCache,
    geo: new GeoCache(table, state),
    controllers: setup.sides.map(
      (sd, i) => opts.controllers?.[i] ?? makeController(sd.pilot, root.fork(`pilot-${i}`)),
    ),
    views: makeViews(state, hidden, table),
    emit: opts.log
      ? (e) => {
          const line = describeEvent(state, e);
          if (line !== null) log.push(line);
          sink?.(e);
        }
      : (sink ?? (() => {})),
    logging: !!opts.log,
    endHold: 0,
  };
  const outcome = runSetup(ctx, setup, opts.swapSeats);
  return { ctx, outcome, log };
}

/** Plays one game to its end and returns its context (state, hidden state) and log. */
export function runGame(setup: ArmadaSetup, opts: RunOptions): NewGame {
  const g = newGame(setup, opts);
  playGame(g.ctx, opts.roundCap, g.outcome.firstRoundDials);
  return g;
}

// The heuristic's objective choice plays short games of its own (pilots/objective-value.ts).
setRolloutGame((setup, seed, swapSeats, rounds) => {
  const s = runGame(setup, { seed, swapSeats, roundCap: rounds }).ctx.state;
  return { winner: s.over?.winner ?? null, scores: scores(s) };
});
