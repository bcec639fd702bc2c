/**
 * Scenario metric declarations: final scores by side (all three scenarios), resource flows
 * (Asteroid Scramble) and waves (Last Stand). Rows come only from scenario games; the
 * statistics layer aggregates them like any other metric (quantiles, means per game).
 */
import type { MetricCollector, MetricDeclaration, MetricRow } from '../../../core/metrics.js';
import type { GameEvent } from '../state/events.js';
import type { GameState } from '../state/types.js';

type Decl = MetricDeclaration<GameEvent, { state: GameState }>;

/** Final score per side, with resources or beacons held and what was secured. */
export const scenarioScore: Decl = {
  id: 'scenario-score',
  title: 'Scenario score by side',
  columns: [
    { name: 'side', role: 'key' },
    {
      name: 'score',
      role: 'value',
      aggregate: 'quantiles',
      description:
        'final score: resources held (Asteroid Scramble), beacon points minus ship points (Beacon Rush), waves destroyed (Last Stand)',
    },
    {
      name: 'held',
      role: 'value',
      aggregate: 'quantiles',
      description:
        'resources carried and stockpiled (Asteroid Scramble) or beacons collected (Beacon Rush)',
    },
    {
      name: 'secured',
      role: 'value',
      aggregate: 'quantiles',
      description:
        'resources stockpiled (Asteroid Scramble) or beacon points before the ship points are subtracted (Beacon Rush)',
    },
  ],
  events: ['scenario-score'],
  start({ state }): MetricCollector<GameEvent> {
    const rows: MetricRow[] = [];
    return {
      on(e) {
        if (e.type === 'scenario-score')
          rows.push([state.sides[e.side]!.name, e.score, e.held ?? '', e.secured ?? '']);
      },
      finish: () => rows,
    };
  },
};

/** Asteroid Scramble: resources mined, gathered, stockpiled, stolen, taken from destroyed ships or lost, per side and game. */
export const resourceFlow: Decl = {
  id: 'resource-flow',
  title: 'Asteroid Scramble resources by side',
  columns: [
    { name: 'side', role: 'key' },
    {
      name: 'action',
      role: 'key',
      description:
        'mined, gathered, stockpiled, stolen, transferred (from a destroyed ship), boxed (lost with a ship)',
    },
    { name: 'resources', role: 'value', aggregate: 'mean-per-game', output: 'resources_per_game' },
  ],
  events: ['resources'],
  start({ state }): MetricCollector<GameEvent> {
    const totals = new Map<string, number>();
    return {
      on(e) {
        if (e.type !== 'resources') return;
        const key = `${e.side}|${e.action}`;
        totals.set(key, (totals.get(key) ?? 0) + e.amount);
      },
      finish: () =>
        [...totals].map(([key, n]) => {
          const [side, action] = key.split('|') as [string, string];
          return [state.sides[Number(side)]!.name, action, n];
        }),
    };
  },
};

/** Last Stand: waves destroyed and whether the players survived, by difficulty. */
export const waves: Decl = {
  id: 'waves',
  title: 'Last Stand waves',
  columns: [
    { name: 'difficulty', role: 'key' },
    {
      name: 'waves_cleared',
      role: 'value',
      aggregate: 'quantiles',
      description: 'waves destroyed (3 = the players won)',
    },
    {
      name: 'wave_reached',
      role: 'value',
      aggregate: 'quantiles',
      description: 'last wave that entered play',
    },
    {
      name: 'survived',
      role: 'value',
      aggregate: 'mean',
      output: 'survival_rate',
      label: 'share of games the players survived',
      percent: true,
      description: 'the players destroyed wave 3',
    },
  ],
  events: ['wave', 'game-end'],
  start({ state }): MetricCollector<GameEvent> {
    const sc = state.scenario;
    let cleared = 0;
    let reached = sc?.kind === 'last-stand' ? sc.wave : 0;
    let row: MetricRow | null = null;
    return {
      on(e) {
        if (e.type === 'wave') {
          if (e.action === 'cleared') cleared++;
          else reached = Math.max(reached, e.wave);
        } else if (e.type === 'game-end' && sc?.kind === 'last-stand')
          row = [sc.difficulty, cleared, reached, e.winner === sc.players ? 1 : 0];
      },
      finish: () => (row ? [row] : []),
    };
  },
};

/** Last Stand: per wave, how often it was destroyed and in which round. */
export const waveClears: Decl = {
  id: 'wave-clears',
  title: 'Last Stand wave clears',
  columns: [
    { name: 'wave', role: 'key' },
    {
      name: 'cleared',
      role: 'value',
      aggregate: 'mean-per-game',
      output: 'cleared_rate',
      label: 'share of games the wave was destroyed',
      description: 'fraction of games in which the wave was destroyed',
    },
    {
      name: 'round',
      role: 'value',
      aggregate: 'quantiles',
      label: 'round the wave was destroyed',
      description: 'round in which the wave was destroyed',
    },
  ],
  events: ['wave'],
  start(): MetricCollector<GameEvent> {
    const rows: MetricRow[] = [];
    return {
      on(e) {
        if (e.type === 'wave' && e.action === 'cleared') rows.push([e.wave, 1, e.round]);
      },
      finish: () => rows,
    };
  },
};

/** All scenario metrics. */
export const scenarioMetrics: Decl[] = [scenarioScore, resourceFlow, waves, waveClears];
