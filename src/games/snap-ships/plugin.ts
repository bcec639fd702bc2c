/**
 * The Snap Ships Tactics game plugin: what the runner, statistics and reports see.
 */
import type { GamePlugin, GameResult, PlayOptions } from '../../core/game-plugin.js';
import { GameDigest } from '../../core/game-digest.js';
import type { MetricCollector, MetricRow } from '../../core/metrics.js';
import type { Controller } from './engine/decisions.js';
import { newGame } from './engine/game.js';
import type { SnapSetup } from './engine/setup.js';
import { snapMetrics } from './metrics.js';
import { playGame } from './rules/rounds.js';
import { snapAudit } from './pilot-audit.js';
import type { GameEvent } from './state/events.js';
import type { GameState } from './state/types.js';
import { FORMATS } from './formats/format-table.js';
import { resolveSnapSetup } from './plugin/resolve-setup.js';
import { describeSnapPilots } from './plugin/describe-pilots.js';
import { newTrace, type SnapTrace } from './trace.js';
import { renderTraceSvg } from './replay-svg.js';

/** Event type → the metrics listening to it (indices into snapMetrics, in order), built once. */
const ROUTES = new Map<string, number[]>();
snapMetrics.forEach((m, i) => {
  for (const type of new Set<string>(m.events)) {
    const to = ROUTES.get(type);
    if (to) to.push(i);
    else ROUTES.set(type, [i]);
  }
});

/**
 * Wraps or replaces the controller made for a ship in play at the start of a game
 * (benchmarks replaying recorded choices, tests observing them).
 */
export type ControllerHook = (shipId: string, made: Controller) => Controller;

/** Plays one game and summarises it for the runner; `hook` sees each starting ship's controller first. */
export function playSnapGame(setup: SnapSetup, o: PlayOptions, hook?: ControllerHook): GameResult {
  const collectors: MetricCollector<GameEvent>[] = [];
  const damage = setup.sides.map(() => 0);
  let sideOf: Record<string, number> = {};
  const trace = o.log ? newTrace() : null;
  let live: GameState | null = null;
  const digest = new GameDigest();
  const onEvent = (e: GameEvent): void => {
    // Log lines exist only in replays: the digest must not depend on them.
    if (e.type !== 'log') digest.add(e);
    trace?.on(e);
    // Ships that enter during the game (Last Stand waves) join the side map.
    if (e.type === 'wave' && e.action === 'start' && live)
      for (const id of e.ships) sideOf[id] = live.ships.find((s) => s.id === id)!.side;
    if (
      e.type === 'damage' &&
      e.by !== null &&
      sideOf[e.by] !== undefined &&
      sideOf[e.by] !== sideOf[e.ship]
    )
      damage[sideOf[e.by]!]! += e.amount;
    const to = collectors.length ? ROUTES.get(e.type) : undefined;
    if (to) for (let k = 0; k < to.length; k++) collectors[to[k]!]!.on(e);
  };
  const { ctx, log } = newGame(setup, {
    seed: o.seed,
    swapSeats: o.swapSeats,
    roundCap: o.roundCap,
    log: o.log,
    onEvent,
  });
  if (hook)
    for (const id of Object.keys(ctx.controllers))
      ctx.controllers[id] = hook(id, ctx.controllers[id]!);
  sideOf = Object.fromEntries(ctx.state.ships.map((s) => [s.id, s.side]));
  live = ctx.state;
  // Collectors read the state's values when they start and only stable fields (ids, sides, names) afterwards.
  for (const m of snapMetrics) collectors.push(m.start({ state: ctx.state }));
  playGame(ctx, o.roundCap);
  const st = ctx.state;
  const metrics: Record<string, MetricRow[]> = {};
  snapMetrics.forEach((m, i) => (metrics[m.id] = collectors[i]!.finish()));
  return {
    firstSide: st.firstSide,
    winner: st.over?.winner ?? null,
    rounds: st.round,
    endReason: st.over?.reason ?? 'round-cap',
    sides: st.sides.map((sd, i) => {
      // Scenario formats score each side (resources, beacon points, waves destroyed).
      const score = st.scenario?.result?.scores[i];
      return {
        name: sd.name,
        hullLeft: st.ships
          .filter((s) => s.side === i && !s.destroyed)
          .reduce((a, s) => a + s.hull, 0),
        damageDealt: damage[i]!,
        ...(typeof score === 'number' ? { score } : {}),
      };
    }),
    metrics,
    digest: digest.value(),
    log: o.log ? log : undefined,
    trace: trace ? trace.finish(st) : undefined,
  };
}

/** The plugin. */
export const snapShips: GamePlugin<SnapSetup> = {
  id: 'snap-ships',
  title: 'Snap Ships Tactics',
  formats: Object.keys(FORMATS),
  defaultRoundCap: 30,
  configKeys: ['budget', 'scenario', 'rules'],
  resolveSetup: resolveSnapSetup,
  sideNames: (s) => s.sides.map((x) => x.name),
  // Seat swap needs two sides both listed by the config (not Last Stand's added waves).
  twoSided: (s) => s.sides.length === 2 && (FORMATS[s.format]?.sides ?? 2) === 2,
  playGame: playSnapGame,
  metrics: snapMetrics,
  renderReplay: (r) => (r.trace ? renderTraceSvg(r.trace as SnapTrace) : null),
  audit: snapAudit,
  describePilots: describeSnapPilots,
};
