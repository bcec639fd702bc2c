/**
 * The Star Wars: Armada game plugin: what the runner, statistics and reports see (SPEC §6,
 * DESIGN.md "Star Wars: Armada"). `sides[].score` is the Armada score, `hullLeft` the hull minus
 * damage cards of the surviving ships, `damageDealt` the damage points suffered by enemy units.
 */
import type { GamePlugin, GameResult, PlayOptions } from '../../core/game-plugin.js';
import { GameDigest } from '../../core/game-digest.js';
import type { MetricCollector, MetricRow } from '../../core/metrics.js';
import { newGame } from './engine/game.js';
import type { Controller } from './engine/decisions.js';
import type { ArmadaSetup } from './engine/setup.js';
import type { HeuristicController, HeuristicStats } from './pilots/heuristic-pilot.js';
import { ARMADA_CONFIG_KEYS, ARMADA_FORMATS, resolveArmadaSetup } from './formats/resolve-setup.js';
import { armadaMetrics } from './metrics.js';
import { fleetPoints } from './content/fleet-check.js';
import { loadArmadaContent } from './content/load-content.js';
import { describeArmadaSetup } from './formats/describe-setup.js';
import { damageCardCount } from './rules/damage-deck.js';
import { scores } from './rules/game-end.js';
import { playGame } from './rules/rounds.js';
import { renderArmadaReplaySvg } from './replay-svg.js';
import { armadaAudit } from './pilot-audit.js';
import type { GameEvent } from './state/events.js';
import { newArmadaTrace, type ArmadaTrace, type ArmadaTraceCollector } from './trace.js';

const EVENT_SETS: Record<string, Set<string>> = Object.fromEntries(
  armadaMetrics.map((m) => [m.id, new Set<string>(m.events)]),
);

/** A controller's heuristic counters, if it keeps them. */
function statsOf(c: Controller | undefined): HeuristicStats | null {
  return c && 'stats' in c ? (c as HeuristicController).stats : null;
}

/** Plays one game and summarises it for the runner. */
export function playArmadaGame(setup: ArmadaSetup, o: PlayOptions): GameResult {
  const collectors: Array<{ id: string; events: Set<string>; c: MetricCollector<GameEvent> }> = [];
  const dealt = [0, 0];
  let trace: ArmadaTraceCollector | null = null;
  const digest = new GameDigest();
  const onEvent = (e: GameEvent): void => {
    // Log lines exist only in replays: the digest must not depend on them.
    if (e.type !== 'log') digest.add(e);
    if (e.type === 'damage') dealt[1 - e.side]! += e.amount;
    trace?.on(e);
    for (const m of collectors) if (m.events.has(e.type)) m.c.on(e);
  };
  const g = newGame(setup, {
    seed: o.seed,
    swapSeats: o.swapSeats,
    roundCap: o.roundCap,
    log: o.log,
    onEvent,
  });
  const st = g.ctx.state;
  // Collectors start after setup: they see the deployed fleets.
  const pilotStats = setup.sides.map((s, i) =>
    s.pilot.type === 'heuristic' ? statsOf(g.ctx.controllers[i]) : null,
  );
  for (const m of armadaMetrics) {
    collectors.push({
      id: m.id,
      events: EVENT_SETS[m.id]!,
      c: m.start({ state: st, setup, pilotStats }),
    });
  }
  if (o.log) trace = newArmadaTrace(g.ctx);
  playGame(g.ctx, o.roundCap, g.outcome.firstRoundDials);
  const metrics: Record<string, MetricRow[]> = {};
  for (const m of collectors) metrics[m.id] = m.c.finish();
  const sc = scores(st);
  return {
    firstSide: st.firstPlayer,
    winner: st.over?.winner ?? null,
    rounds: st.round,
    endReason: st.over?.reason ?? 'rounds',
    sides: st.sides.map((sd, i) => ({
      name: sd.name,
      hullLeft: st.ships
        .filter((s) => s.side === i && !s.destroyed)
        .reduce((a, s) => a + s.hull - damageCardCount(s), 0),
      damageDealt: dealt[i]!,
      score: sc[i]!,
    })),
    metrics,
    digest: digest.value(),
    log: o.log ? g.log : undefined,
    trace: trace ? trace.finish(st) : undefined,
  };
}

/** S5: whether the fleet totals differ (then the bid's chooser does not depend on the seat). */
function unequalTotals(s: ArmadaSetup): boolean {
  const db = loadArmadaContent();
  return fleetPoints(db, s.sides[0]!.fleet).total !== fleetPoints(db, s.sides[1]!.fleet).total;
}

/** The plugin (registered in src/games/registry.ts by the lead). */
export const armada: GamePlugin<ArmadaSetup> = {
  id: 'armada',
  title: 'Star Wars: Armada',
  formats: [...ARMADA_FORMATS],
  defaultRoundCap: 6,
  configKeys: ARMADA_CONFIG_KEYS,
  resolveSetup: resolveArmadaSetup,
  sideNames: (s) => s.sides.map((x) => x.name),
  // A fixed first player (initiative: scenario, or bid with unequal fleet totals: the lower total's
  // pilot chooses) makes seat-swapped pairs identical games.
  twoSided: (s) =>
    s.sides.length === 2 &&
    s.initiative !== 'scenario' &&
    !(s.initiative === 'bid' && unequalTotals(s)),
  describeSetup: describeArmadaSetup,
  playGame: playArmadaGame,
  metrics: armadaMetrics,
  renderReplay: (r) => (r.trace ? renderArmadaReplaySvg(r.trace as ArmadaTrace) : null),
  audit: armadaAudit,
};
